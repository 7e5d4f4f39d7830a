"""The hand review (issue 43): it covers exactly the person's decisions with two or more real
options, its figures come from what he knew then (twin deals that differ only in cards he never saw
get the same review, hindsight apart), a plainly bad move is marked costly, and a match's hands
are replayed from its start and added up."""

from __future__ import annotations

import itertools
import random

import pytest

from cardtable.ai import make_player
from cardtable.ai.review import (
    THRESHOLD,
    Situation,
    hand_starts,
    real_options,
    review_decision,
    review_hand,
    review_match,
    solve_hindsight,
)
from cardtable.engine import GAMES, Action, Hand, IllegalAction, new_hand, new_match
from cardtable.engine.actions import CLAIM
from cardtable.session.table import seen_cards

SMALL = {"scale": 0.15}


def _play(hand: Hand, seed: int) -> list[Action]:
    """Play ``hand`` (a copy) to its end with easy against easy; the actions."""
    hand = hand.clone()
    players = (make_player("easy", seed=seed), make_player("easy", seed=seed + 1))
    actions = []
    while hand.result is None:
        p = hand.to_move
        assert p is not None
        action = players[p].choose(hand.observation(p), hand.legal_actions())
        hand.apply(action)
        actions.append(action)
    return actions


def _deck(game: str, seed: int) -> list[str]:
    codes = [c.code for c in GAMES[game].deck(None)]
    random.Random(seed).shuffle(codes)
    return codes


def _replayed(hand: Hand, actions: list[Action]) -> Hand | None:
    hand = hand.clone()
    try:
        for action in actions:
            hand.apply(action)
    except IllegalAction:
        return None
    return hand


def _twin(game: str, seed: int, seat: int) -> tuple[Hand, Hand, list[Action]]:
    """Two deals that differ only in two cards the person at ``seat`` has not seen up to his last
    decision reviewed, and the actions up to that decision, which play the same hand in both."""
    for attempt in range(40):
        deck = _deck(game, seed + attempt)
        first = new_hand(game, deck=deck)
        actions = _play(first, seed + attempt)
        hand, points = first.clone(), []
        for i, action in enumerate(actions):
            if hand.to_move == seat:
                points.append((i, {c.code for c in seen_cards(hand.observation(seat))}))
            hand.apply(action)
        for i, seen in reversed(points[1:]):
            for a, b in itertools.combinations([c for c in deck if c not in seen], 2):
                twin = new_hand(game, deck=[b if c == a else a if c == b else c for c in deck])
                if _replayed(twin, actions[: i + 1]) is not None:
                    return first, twin, actions[: i + 1]
    raise AssertionError("no twin deal found")


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_twin_deals_get_the_same_review(game: str) -> None:
    seat = 0
    first, twin, actions = _twin(game, 11, seat)
    one = review_hand(first, actions, seat, hindsight=False, **SMALL)
    two = review_hand(twin, actions, seat, hindsight=False, **SMALL)
    assert one.decisions, "a hand with no decision tests nothing"
    for a, b in zip(one.decisions, two.decisions, strict=True):
        assert (a.index, a.chosen, a.best, a.loss, a.noise, a.costly, a.situation) == (
            b.index,
            b.chosen,
            b.best,
            b.loss,
            b.noise,
            b.costly,
            b.situation,
        )
        assert [(o.action, o.win, o.points, o.worth, o.samples) for o in a.options] == [
            (o.action, o.win, o.points, o.worth, o.samples) for o in b.options
        ]


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_the_review_covers_exactly_the_persons_decisions(game: str) -> None:
    start = new_hand(game, seed=4)
    actions = _play(start, 4)
    for seat in (0, 1):
        review = review_hand(start, actions, seat, hindsight=False, **SMALL)
        hand, expected = start.clone(), []
        for i, action in enumerate(actions):
            if hand.to_move == seat and len(real_options(hand.observation(seat), hand.legal_actions())) >= 2:
                expected.append(i)
            hand.apply(action)
        assert [d.index for d in review.decisions] == expected
        assert all(d.chosen == actions[d.index] for d in review.decisions)
        assert review.summary.decisions == len(expected)


def test_closing_at_once_is_marked_costly() -> None:
    """The forehand holds the ace of trumps and little else, the dealer the other aces and tens:
    closing the stock at once (S-15) cannot make 66 and throws the hand away (S-21), by the review
    and in hindsight."""
    deck = "AS JS KH AH TC AD QS QC JD TD TH KS TS QH JH AC KC JC KD QD".split()
    start = new_hand("schnapsen", deck=deck)
    person = start.to_move
    assert person == 1 and {c.code for c in start.observation(person).hand} == {"AS", "JS", "KH", "QC", "JD"}
    close = Action.parse("close")
    rest = _play(_after(start, close), 3)
    review = review_hand(start, [close, *rest], person, scale=0.3, hindsight=False)
    first = review.decisions[0]
    assert first.index == 0 and first.chosen == close and first.best != close
    assert first.costly and first.situation is Situation.CLOSE
    assert first.loss is not None and first.loss >= 1.0
    assert dict(review.summary.costly)[Situation.CLOSE] == 1
    later = [d for d in review.decisions[1:] if d.costly]
    assert review.summary.costly_loss == pytest.approx(first.loss + sum(d.loss or 0.0 for d in later))
    hindsight = solve_hindsight(start, [close, first.best], nodes=10**7)
    assert hindsight is not None and hindsight.best == first.best
    assert hindsight.value(close) == -2.0  # the closer who fails gives at least two game points


def _after(hand: Hand, action: Action) -> Hand:
    hand = hand.clone()
    hand.apply(action)
    return hand


def test_a_match_is_replayed_hand_by_hand_and_added_up() -> None:
    match = new_match("schneider", seed=9)
    first = match.clone()
    players = (make_player("easy", seed=1), make_player("easy", seed=2))
    while len(match.finished) < 2:
        p = match.to_move
        assert p is not None
        match.apply(players[p].choose(match.observation(p), match.legal_actions()))
    hands = hand_starts(first, match.actions)
    assert len(hands) == 2
    for (start, actions), finished in zip(hands, match.finished, strict=True):
        end = _replayed(start, [Action.parse(a) for a in actions])
        assert end is not None and end.result == finished.result
    review = review_match(first, match.actions, 0, scale=0.1)
    assert [h.deal for h in review.hands] == [1, 2]
    assert review.summary.decisions == sum(h.summary.decisions for h in review.hands)
    assert review.summary.loss == pytest.approx(sum(h.summary.loss for h in review.hands))


def _one_card_beside_a_right_claim(seed: int) -> Hand | None:
    """Random play until the player to move holds 66 or more and may play only one card (a closed
    or exhausted stock, following suit): a forgotten claim's position."""
    hand = new_hand("schnapsen", seed=seed)
    rng = random.Random(seed)
    while hand.result is None:
        legal = hand.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        if len(plays) == 1 and CLAIM in legal and hand.score(hand.to_move) >= 66:
            return hand
        hand.apply(rng.choice([a for a in legal if a is not CLAIM] or legal))
    return None


def test_a_forgotten_claim_beside_one_forced_card_is_valued_and_marked() -> None:
    """The one card was given to the search twice and counted twice a world: 'wins 200 %, +6
    game points', and the forgotten claim went unmarked (review finding)."""
    found = [h for h in map(_one_card_beside_a_right_claim, range(200)) if h is not None][:3]
    assert found, "no position with one card beside a right claim in 200 seeds"
    for hand in found:
        seat = hand.to_move
        card = next(a for a in hand.legal_actions() if a.kind == "play")
        decision = review_decision(hand, card, seat, scale=0.3, hindsight=False)
        for option in decision.options:
            assert option.win is not None and 0.0 <= option.win <= 1.0
            assert option.points is not None and abs(option.points) <= 3.0
        figures = {o.action: o.worth for o in decision.options}
        assert decision.best == CLAIM and decision.loss == pytest.approx(max(0.0, figures[CLAIM] - figures[card]))
        loss, noise = decision.loss, decision.noise
        assert decision.costly == (loss >= THRESHOLD["schnapsen"] + noise and loss > 2 * noise)


def test_a_kept_decision_is_reused_only_on_the_same_line_of_play() -> None:
    """Review finding: after an undo, the same move at the same index was another position, and the
    store (keyed by index) handed back the old line's decision with options the player never had."""
    from cardtable.ai.review import review_decisions

    for seed in range(1, 60):
        h = new_hand("schnapsen", seed=seed)
        seat = h.to_move
        leads = [a for a in h.legal_actions() if a.kind == "play"]

        def line(first: Action, h: Hand = h) -> tuple[Hand, list[Action]]:
            x = h.clone()
            x.apply(first)
            answer = next(a for a in x.legal_actions() if a.kind == "play")
            x.apply(answer)
            return x, [first, answer]

        (x1, p1), (x2, p2) = line(leads[0]), line(leads[1])
        common = [a for a in x1.legal_actions() if a.kind == "play" and a in x2.legal_actions()]
        if x1.to_move == seat == x2.to_move and common:
            break
    else:
        pytest.fail("no two lines reach the same move at the same index")
    p1.append(common[0])
    p2.append(common[0])
    store: dict = {}
    first = {d.index: d for d in review_decisions(h, p1, seat, scale=0.05, hindsight=False, store=store)}
    again = {d.index: d for d in review_decisions(h, p2, seat, scale=0.05, hindsight=False, store=store)}
    fresh = {d.index: d for d in review_decisions(h, p2, seat, scale=0.05, hindsight=False)}
    assert again[2] is not first[2]
    assert [o.action for o in again[2].options] == [o.action for o in fresh[2].options]
    assert again[2].loss == fresh[2].loss

"""The review's marks agree with the hint and with what the player sees (issue 43, newcomer
findings): hint and review take their figures from the expert's own search; the loss is counted in
the unit the choice is ranked by; nothing within the search's noise is marked, nor the hint's own
choice, nor an exchange that wins as often as the best, nor any move of a hand won with Schwarz."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import fusion
from cardtable.ai.advice import SCALE, Option, advise, paired_error, seed_of
from cardtable.ai.expert import Expert
from cardtable.ai.review import (
    THRESHOLD,
    is_costly,
    real_options,
    review_decision,
    review_decisions,
    review_hand,
    won_the_most,
)
from cardtable.engine import Action, Hand, Tier, new_hand
from cardtable.engine.actions import EXCHANGE
from cardtable.session.hint import Advisor

#: A Schnapsen deal that seat 0 (the dealer) won with Schwarz, playing at random against easy, with
#: two moves the review's search rates well over the threshold (found by searching random deals).
SCHWARZ_DECK = "JC TC TH TS JS AC TD JH AH KC QD KD KH QC KS AS JD QS QH AD".split()
SCHWARZ_PLAY = "play JC, play KC, play TS, play JH, marry D, play QD, play KH, close, play KD, play JD, claim".split(
    ", "
)


def test_a_hand_won_with_schwarz_shows_no_costly_move() -> None:
    start = new_hand("schnapsen", deck=SCHWARZ_DECK)
    actions = [Action.parse(a) for a in SCHWARZ_PLAY]
    end = start.clone()
    for action in actions:
        end.apply(action)
    assert end.result is not None and end.result.winner == 0 and end.result.tier is Tier.SCHWARZ
    assert won_the_most(end.result, 0, "schnapsen") and not won_the_most(end.result, 1, "schnapsen")
    # The figures alone mark moves: the search cannot know the opponent would not find the answer.
    raw = review_decisions(start, actions, 0, hindsight=False)
    assert any(d.costly for d in raw), "the deal no longer tests the rule: no move was marked"
    review = review_hand(start, actions, 0, hindsight=False)
    assert review.decisions and not any(d.costly for d in review.decisions)
    assert review.summary.loss == 0.0 and not review.summary.costly


def test_a_won_bura_pot_is_the_most_a_hand_gives() -> None:
    from cardtable.engine import Reason, Result

    won = Result(1, 1, Reason.DECLARATION, 1, (31, 20))
    assert won_the_most(won, 1, "bura") and not won_the_most(won, 0, "bura")


def test_a_loss_within_the_noise_is_not_marked() -> None:
    best, chosen = Option(Action.parse("play AS"), 0.9, 1.0, 1.0), Option(Action.parse("play JS"), 0.8, 0.5, 0.5)
    threshold = THRESHOLD["schnapsen"]
    assert is_costly(0.5, 0.1, best, chosen, threshold)
    assert not is_costly(0.5, 0.3, best, chosen, threshold)  # 0.5 is within two standard errors
    assert not is_costly(threshold / 2, 0.0, best, chosen, threshold)
    # over the threshold and two standard errors, but not over the threshold by one
    assert not is_costly(threshold + 0.1, 0.12, best, chosen, threshold)
    assert is_costly(threshold + 0.1, 0.09, best, chosen, threshold)


def test_the_paired_error_of_the_worlds() -> None:
    assert paired_error([1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [1.0, 1.0, 1.0]) == 0.0  # the same in every world
    assert paired_error([2.0, 2.0, 2.0, 2.0], [1.0, 1.0, 1.0, 1.0], [1.0] * 4) == 0.0  # always one better
    spread = paired_error([2.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0], [1.0] * 4)
    assert spread == pytest.approx((1.0 / 3) ** 0.5)  # differences 2, 0, 2, 0: sd 1 over sqrt(3)
    assert paired_error([1.0], [0.0], [1.0]) == 0.0  # one world: no spread to measure


def _decisions(game: str, seed: int, count: int) -> list[tuple[Hand, int]]:
    """The first ``count`` positions with two or more real options of a hand of easy against easy."""
    from cardtable.ai import make_player

    hand = new_hand(game, seed=seed)
    players = (make_player("easy", seed=seed), make_player("easy", seed=seed + 1))
    found: list[tuple[Hand, int]] = []
    while hand.result is None and len(found) < count:
        p = hand.to_move
        assert p is not None
        if len(real_options(hand.observation(p), hand.legal_actions())) >= 2:
            found.append((hand.clone(), p))
        hand.apply(players[p].choose(hand.observation(p), hand.legal_actions()))
    return found


@pytest.mark.parametrize(("game", "seed"), [("schnapsen", 5), ("schneider", 6), ("bura", 7)])
def test_the_hint_and_the_review_give_the_same_figures(game: str, seed: int) -> None:
    """The hint (as the table asks for it) and the review of the same decision: the same choice,
    the same figures, and the hint's choice is never marked costly."""
    for hand, seat in _decisions(game, seed, 3):
        hint = Advisor().choose(hand.observation(seat), hand.legal_actions())
        decision = review_decision(hand, hint.choice, seat, hindsight=False)
        assert decision.best == hint.choice and not decision.costly
        shown = {o.action: (o.win, o.points, o.worth) for o in hint.options}
        for option in decision.options:
            assert shown[option.action] == (option.win, option.points, option.worth)
        # another move of the same decision: its loss is the gap in the figures the hint showed
        other = next((o for o in hint.options if o.action != hint.choice and o.worth is not None), None)
        best = hint.option(hint.choice)
        if other is not None and best is not None and best.worth is not None:
            elsewhere = review_decision(hand, other.action, seat, hindsight=False)
            assert elsewhere.loss == pytest.approx(max(0.0, best.worth - other.worth), abs=1e-9)


@pytest.mark.parametrize(("game", "seed"), [("schnapsen", 8), ("bura", 9)])
def test_the_advice_is_the_experts_own_choice(game: str, seed: int) -> None:
    """One search: the advice's choice is the move the expert plays from the same seed and plan."""
    for hand, seat in _decisions(game, seed, 3):
        obs, legal = hand.observation(seat), hand.legal_actions()
        expert = Expert(random.Random(seed_of(obs)), SCALE[game])
        assert advise(obs, legal).choice == expert.choose(obs, legal)


def test_a_fused_moves_worlds_add_up_to_its_value() -> None:
    """The per-world values of a fused move (the noise is read from them) sum to its total."""
    hand = new_hand("schnapsen", seed=3)
    obs = hand.observation(hand.to_move)
    expert = Expert(random.Random(1), 0.3)
    search = expert.consider(obs, hand.legal_actions()).search
    assert search is not None and search.weights
    for move, values in search.values.items():
        assert len(values) == len(search.weights)
        total = sum(w * search.worth(v) for v, w in zip(values, search.weights, strict=True))
        assert total == pytest.approx(search.totals[move])
    assert fusion.fused_outcomes([], float) == []


def test_an_exchange_that_wins_as_often_as_the_best_is_not_marked() -> None:
    exchange = Option(EXCHANGE, 1.0, 2.6, 2.6)
    best = Option(Action.parse("play AH"), 1.0, 3.0, 3.0)
    assert not is_costly(0.4, 0.0, best, exchange, THRESHOLD["schnapsen"])
    assert is_costly(0.4, 0.0, best, Option(Action.parse("play JS"), 1.0, 2.6, 2.6), THRESHOLD["schnapsen"])
    worse = Option(EXCHANGE, 0.7, 1.0, 1.0)  # an exchange that wins less often is marked
    assert is_costly(2.0, 0.0, best, worse, THRESHOLD["schnapsen"])


#: A Schnapsen deal where the forehand (seat 1), after two cards played, may exchange the trump
#: Jack and wins in every world searched either way; the review's search gives the exchange about
#: two thirds of a game point less than the King of clubs (trumps) led (as in a newcomer's finding:
#: "costly −0.3" at 100 %). Found by searching random deals: the finding's own deal lost its gap
#: over the threshold when the solver came to search a married card led silently (S-25).
EXCHANGE_DECK = "JH AC KH QH KS JD TC JC QD AS AH KC KD TS TD AD TH QC QS JS".split()


def test_an_exchange_at_a_certain_win_is_never_costly() -> None:
    hand = new_hand("schnapsen", deck=EXCHANGE_DECK)
    for action in ("play JH", "play JD"):
        hand.apply(action)
    assert hand.to_move == 1 and EXCHANGE in hand.legal_actions()
    decision = review_decision(hand, EXCHANGE, 1, 2, hindsight=False)
    mine, best = decision.option(EXCHANGE), decision.option(decision.best)
    assert mine is not None and best is not None and decision.best != EXCHANGE
    assert mine.win == 1.0 and best.win == 1.0
    # over the threshold and the noise: only the exchange rule keeps it unmarked
    assert decision.loss is not None and decision.loss >= THRESHOLD["schnapsen"] + decision.noise
    assert decision.loss > 2 * decision.noise
    assert not decision.costly
    assert is_costly(decision.loss, decision.noise, best, Option(Action.parse("play AC"), 1.0), THRESHOLD["schnapsen"])


#: A Schnapsen deal where the forehand's third decision (the queen of spades led) has a loss over
#: the threshold against the king of clubs, but the worlds disagree too much to tell it from noise.
NOISY_DECK = "AH QS TS JH AC KS TH KC QC JD AD KD JC JS TD AS QD TC QH KH".split()


def test_a_loss_the_worlds_cannot_tell_from_noise_is_not_marked() -> None:
    hand = new_hand("schnapsen", deck=NOISY_DECK)
    for action in ("marry C", "play QC", "play JD"):
        hand.apply(action)
    chosen = Action.parse("play QS")
    decision = review_decision(hand, chosen, 1, 3, hindsight=False)
    assert decision.loss is not None and decision.loss >= THRESHOLD["schnapsen"]
    assert decision.noise > 0.0 and decision.loss <= 2 * decision.noise
    assert not decision.costly

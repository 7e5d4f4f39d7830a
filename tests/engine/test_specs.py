"""Game specs (ENGINE_API.md "Game specs"), the declared state of a hand, and replaying a match
from its actions (ENGINE_API.md "Replay and history")."""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Any

import pytest

from cardtable.ai import make_player
from cardtable.engine import GAMES, Card, Event, Kind, Reason, Tier, game_deck, new_hand, new_match, rule_options
from cardtable.engine.rules import PRESETS

from .configs import config_id, configurations


def test_registry_holds_the_three_games_in_table_order() -> None:
    assert list(GAMES) == ["schnapsen", "bura", "schneider"]
    assert GAMES["bura"].title == "Bura" and GAMES["bura"].goal == 31 and GAMES["schneider"].goal is None
    assert GAMES["schnapsen"].presets == ("standard", "tournament") and GAMES["bura"].presets == ("standard",)
    for name, spec in GAMES.items():
        assert spec.name == name
        assert tuple(spec.rule_options) == tuple(rule_options(name))
        assert spec.presets == tuple(PRESETS[name])


@pytest.mark.parametrize("config", configurations(), ids=config_id)
def test_spec_deck_layout_and_hand_size_match_the_deal(config: tuple[str, Any]) -> None:
    game, rules = config
    spec = GAMES[game]
    order = [c.code for c in game_deck(game, rules)]
    assert [c.code for c in spec.deck(rules)] == order
    random.Random(5).shuffle(order)
    for dealer in (0, 1):
        hand = new_hand(game, rules=rules, deck=order, dealer=dealer)
        layout = spec.layout(rules, dealer)
        for seat in (0, 1):
            dealt = sorted(Card(order[i]).index for i in layout.hands[seat])
            assert list(hand.dealt[seat]) == dealt
            assert len(dealt) == spec.hand_size(rules)
        assert len(layout.draws) == hand.stock_left
        if layout.up is not None:
            assert hand.trump_card == Card(order[layout.up]).index
        assert sorted(layout.draws + layout.hands[0] + layout.hands[1]) == list(range(len(order)))


def test_rank_order_points_and_exchange_card() -> None:
    schnapsen, bura, schneider = GAMES["schnapsen"], GAMES["bura"], GAMES["schneider"]
    ace, ten, king, jack = (Card(c).index for c in ("AH", "TH", "KH", "JH"))
    assert schnapsen.beats(ten, king, -1) and not schnapsen.beats(king, ten, -1)  # S-1: A T K Q J
    assert schneider.beats(jack, ten, -1) and not schneider.beats(ten, jack, -1)  # H-1: the ten below the jack
    assert bura.beats(Card("6C").index, ace, 0) and not bura.beats(Card("6C").index, ace, -1)  # a trump wins
    assert schnapsen.card_points()[ace] == 11 and schneider.card_points()[ten] == 1
    assert schneider.card_points({"short_deck": True})[ten] == 0  # H-10
    assert schnapsen.exchange_card({"siebener": True}, 3) == Card("7S")  # S-27
    assert bura.exchange_card(None, 3) is None and schneider.exchange_card(None, 3) is None


def test_closed_words_are_str_enums_equal_to_the_old_words() -> None:
    for words in (Reason, Kind, Event, Tier):
        assert issubclass(words, StrEnum)
    hand = new_hand("schnapsen", seed=1)
    hand.apply("claim")  # a wrong claim with 0 points
    assert hand.result.reason == "false_claim" and hand.result.reason is Reason.FALSE_CLAIM
    assert all(isinstance(a.kind, Kind) for a in new_hand("bura", seed=2).legal_actions())


def test_tier_is_data_not_words_in_a_note() -> None:
    # H-8: 20 honours of 20 is Schwarz (3), 16 or more Schneider (2), else 1; H-13 scores no tier.
    seen = set()
    for seed in range(150):
        hand = new_hand("schneider", seed=seed)
        rng = random.Random(seed)
        while hand.result is None:
            hand.apply(rng.choice(hand.legal_actions()))
        r = hand.result
        high = max(r.scores)
        expected = (
            Tier.NONE
            if r.winner is None
            else Tier.SCHWARZ
            if high == 20
            else (Tier.SCHNEIDER if high >= 16 else Tier.PLAIN)
        )
        assert r.tier is expected and (r.tier is Tier.NONE or r.tier.points == r.points)
        seen.add(r.tier)
    assert {Tier.PLAIN, Tier.SCHNEIDER} <= seen
    hand = new_hand("schneider", rules={"cumulative": True}, seed=1)
    while hand.result is None:
        hand.apply(hand.legal_actions()[0])
    assert hand.result.tier is Tier.NONE


@pytest.mark.parametrize("game", list(GAMES))
def test_every_field_of_a_hand_is_declared_state_or_record(game: str) -> None:
    """A new field must be put in ``_key_fields`` (it decides the play: the transposition table
    keys on it) or ``_record_fields`` (history only) - never silently left out of both."""
    hand = new_hand(game, seed=4)
    rng = random.Random(4)
    for _ in range(6):
        hand.apply(rng.choice([a for a in hand.legal_actions() if a.kind == Kind.PLAY or a.kind == Kind.PASS]))
    declared = set(hand._key_fields) | set(hand._record_fields) | {"hands", "to_move"}
    assert set(vars(hand)) == declared, set(vars(hand)) ^ declared
    before = hand.state_key()
    assert hash(before) is not None and hand.clone().state_key() == before
    hand.apply(next(a for a in hand.legal_actions() if a.kind != Kind.CLAIM))
    assert hand.state_key() != before


def _play_and_fingerprint(game: str, rules: Any, seed: int, limit: int) -> tuple[Any, list[Any]]:
    match = new_match(game, rules=rules, seed=seed)
    players = [make_player("random", seed=seed), make_player("random", seed=seed + 1)]
    prints = []
    while match.result is None and len(match.actions) < limit:
        p = match.to_move
        match.apply(players[p].choose(match.observation(p), match.legal_actions()))
        prints.append(_fingerprint(match))
    return match, prints


def _fingerprint(match: Any) -> tuple[Any, ...]:
    return (
        match.hand.state_key(),
        match.scores,
        getattr(match, "pot", None),
        match.dealer,
        match.to_move,
        match.deals,
        match.result,
    )


REPLAY_RULES: dict[str, Any] = {"schnapsen": {"rubber": 3}, "bura": {"target_pots": 2}, "schneider": None}


@pytest.mark.parametrize("game", list(GAMES))
def test_replaying_200_matches_from_their_actions_reproduces_every_state(game: str) -> None:
    rules = REPLAY_RULES[game]
    for seed in range(200):
        original, prints = _play_and_fingerprint(game, rules, seed, limit=400)
        replay = new_match(game, rules=rules, seed=seed)
        for step, action in enumerate(original.actions):
            replay.apply(action)
            assert _fingerprint(replay) == prints[step], (seed, step)
        assert replay.hand == original.hand and replay.history == original.history
        assert replay.actions == original.actions


def test_history_lists_each_hand_with_dealer_and_bummerl() -> None:
    match, _ = _play_and_fingerprint("schnapsen", {"rubber": 3}, seed=11, limit=10_000)
    assert match.result is not None and len(match.history) == len(match.finished)
    assert [r.result for r in match.history] == [h.result for h in match.finished]
    assert [r.dealer for r in match.history] == [h.dealer for h in match.finished]
    assert [r.deal for r in match.history] == list(range(1, len(match.history) + 1))
    bummerls = [r.bummerl for r in match.history]
    assert bummerls == sorted(bummerls) and bummerls[0] == 1 and bummerls[-1] == sum(match.bummerls)
    for record in match.history:  # a Bummerl ends exactly when a count reaches 0
        ended = min(record.scores) <= 0
        later = [r for r in match.history if r.bummerl == record.bummerl and r.deal > record.deal]
        assert ended == (not later)


def _random_hands(game: str, rules: Any, count: int) -> list[Any]:
    """``count`` hands of ``game`` played to their end by random legal moves (claims only when right)."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        hand = new_hand(game, rules=rules, seed=seed, dealer=seed % 2)
        while hand.result is None:
            legal = hand.legal_actions()
            right = [a for a in legal if a.kind == Kind.CLAIM and hand.score(hand.to_move) >= (GAMES[game].goal or 0)]
            hand.apply(right[0] if right else rng.choice([a for a in legal if a.kind != Kind.CLAIM] or legal))
        out.append(hand)
    return out


@pytest.mark.parametrize("config", configurations(), ids=config_id)
def test_spec_beats_names_the_winner_of_every_one_card_trick(config: tuple[str, Any]) -> None:
    """S-10, B-7, H-5, H-12: the one definition of a trick's winner (``spec.beats``) agrees with
    every one-card trick the engine settled."""
    game, rules = config
    spec = GAMES[game]
    checked = 0
    for hand in _random_hands(game, rules, 6):
        for leader, lead, answer, winner in hand.trick_log:
            if isinstance(lead, int) or len(lead) == 1:
                led, answered = (lead, answer) if isinstance(lead, int) else (lead[0], answer[0])
                assert winner == (1 - leader if spec.beats(answered, led, hand.trump) else leader)
                checked += 1
    assert checked >= 6


@pytest.mark.parametrize("config", configurations(), ids=config_id)
def test_the_trump_card_lies_under_the_stock_where_the_spec_says(config: tuple[str, Any]) -> None:
    """S-7, B-4: the spec's trump_card_rule holds where every deal turns a trump card up and draws
    it last; Schneider turns one up only under H-12, so its spec names no such rule."""
    game, rules = config
    spec = GAMES[game]
    layout = spec.layout(rules, 0)
    if spec.trump_card_rule is not None:
        assert spec.trump_card_rule.startswith(spec.rule_prefix + "-")
        assert layout.up is not None and layout.draws[-1] == layout.up
    else:  # no card is turned up under the standard rules
        assert spec.layout(None, 0).up is None


@pytest.mark.parametrize("rules", [{}, {"short_deck": True}])
def test_schneider_tiers_are_the_spec_tiers(rules: dict[str, Any]) -> None:
    """H-8, H-10: a hand is Schwarz with all the honours and Schneider from the spec's threshold."""
    tiers = GAMES["schneider"].tiers(rules)
    assert tiers is not None and tiers.total == sum(GAMES["schneider"].card_points(rules))
    seen = set()
    for hand in _random_hands("schneider", rules, 300):
        result = hand.result
        if result.winner is None:
            continue
        high = max(result.scores)
        expected = Tier.SCHWARZ if high == tiers.total else Tier.SCHNEIDER if high >= tiers.schneider else Tier.PLAIN
        assert result.tier == expected
        seen.add(result.tier)
    assert Tier.SCHNEIDER in seen and Tier.PLAIN in seen


def test_a_length_toggle_bounds_a_match_that_would_not_end() -> None:
    """B-2: a Bura match under its standard rules plays on without end; the spec's length_toggle is
    the toggle that bounds it. The other games end by themselves and name none."""
    for name, spec in GAMES.items():
        if spec.length_toggle is None:
            continue
        option = spec.rule_options[spec.length_toggle]
        assert option.type == "int" and not option.default
        match = new_match(name, rules={spec.length_toggle: 1}, seed=2)
        rng = random.Random(2)
        while match.result is None:
            match.apply(rng.choice(match.legal_actions()))
    assert [n for n, s in GAMES.items() if s.length_toggle] == ["bura"]


def test_the_claim_verb_and_the_pot_follow_the_goal_and_the_stakes() -> None:
    """S-19 claim, B-16 declare: a game with a goal names the verb; a pot goes with chips (B-2)."""
    for spec in GAMES.values():
        assert spec.claim_verb in ("claim", "declare")
        assert spec.has_pot == (spec.stakes == "chips")
    assert GAMES["bura"].claim_verb == "declare" and GAMES["bura"].has_pot
    assert GAMES["schnapsen"].claim_verb == "claim" and not GAMES["schnapsen"].has_pot
    assert GAMES["schneider"].stock_word == "talon" and GAMES["schnapsen"].stock_word == "stock"

"""Hypothesis properties of the notation and of random play."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine import Action, Card, new_hand
from cardtable.engine.cards import CARDS

card_sets = st.lists(st.sampled_from(CARDS), min_size=1, max_size=3, unique=True)


@given(st.sampled_from(CARDS))
def test_card_code_round_trip(card: Card) -> None:
    assert Card(card.code) is card and eval(repr(card)) is card
    assert Card(card.code.lower()) is card


@given(card_sets, st.randoms())
def test_play_text_is_order_free_and_canonical(cards: list[Card], rnd: random.Random) -> None:
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    a = Action.play(*cards)
    b = Action.parse("play " + " ".join(c.code for c in shuffled))
    assert a is b and Action.parse(str(a)) is a
    assert sorted(a.cards) == sorted(cards)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.booleans(), st.sampled_from([None, "tournament"]))
def test_schnapsen_random_play_totals(seed: int, siebener: bool, preset: str | None) -> None:
    rules: dict | str | None = {"siebener": siebener} if preset is None else preset
    hand = new_hand("schnapsen", seed=seed, rules=rules)
    rng = random.Random(seed)
    while hand.result is None:
        p = hand.to_move
        if hand.score(p) >= 66:
            hand.apply("claim")
        else:
            hand.apply(rng.choice([a for a in hand.legal_actions() if a.kind != "claim"]))
    r = hand.result
    tricks_points = sum(r.scores)
    marriages = sum(hand.counted)
    assert tricks_points - marriages <= 120
    assert r.points in (1, 2, 3)
    if r.reason == "claim":
        assert r.scores[r.winner] >= 66
    if r.reason == "false_claim":
        assert r.scores[r.by] < 66 and r.winner != r.by

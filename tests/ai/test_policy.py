"""The learned choice model (``policy.py``): its features read the mover's own cards, its chances
are a distribution over the legal actions, and as a tell it weighs worlds by his cards."""

from __future__ import annotations

import math

import pytest

from cardtable.ai import policy
from cardtable.engine import Action, Card

from ..engine.helpers import schnapsen as schnapsen_hand


def _named(features: list[tuple[int, float]]) -> dict[str, float]:
    return {policy.NAMES[i]: v for i, v in features}


def _pick(legal: list[Action], text: str) -> Action:
    return next(a for a in legal if a.text == text)


def test_answer_features_say_which_card_wins_cheapest_and_which_breaks_a_marriage() -> None:
    # S-10, S-11: seat 0 leads the ten of spades (trump clubs); seat 1 may take it with the ace,
    # trump in with the jack of clubs, or give the jack of diamonds; his King of hearts has its Queen.
    hand = schnapsen_hand("TS KD QC JH AD", "AS JD KH QH JC", "AC", dealer_seat=1)
    hand.apply("play TS")
    assert policy.context_of(hand) == policy.CONTEXTS.index("answer 1")
    legal = [a for a in hand.legal_actions() if a.kind != "claim"]
    feats = dict(zip((a.text for a in legal), (_named(f) for f in policy.features(hand, legal)), strict=True))
    assert feats["play AS"]["wins"] == 1.0 and feats["play AS"]["follows"] == 1.0
    assert feats["play AS"]["points won"] == pytest.approx(21 / 22)
    assert "top of suit" in feats["play AS"]  # no higher spade exists
    assert feats["play JC"]["trumps in"] == 1.0 and feats["play JC"]["trump jack"] == 1.0
    assert "cheapest winner" in feats["play AS"] and "cheapest winner" not in feats["play JC"]
    assert "wins" not in feats["play JD"] and "cheapest card" in feats["play JD"]
    assert feats["play KH"]["breaks marriage"] == 1.0 and "breaks marriage" not in feats["play JD"]
    assert feats["play KH"]["suit length"] == pytest.approx(2 / 5)


def test_chances_are_a_softmax_of_the_weighted_features_over_the_legal_actions() -> None:
    hand = schnapsen_hand("KH QH JS JD TD", "AS TS KS QS AD", "TC")  # the forehand (seat 1) leads
    legal = [a for a in hand.legal_actions() if a.kind != "claim"]
    assert policy.context_of(hand) == policy.CONTEXTS.index("lead 1")
    weights = [0.0] * len(policy.WEIGHTS)
    assert policy.chances(hand, legal, weights) == pytest.approx([1 / len(legal)] * len(legal))
    weights[policy.INDEX["marry"]] = 2.0  # a lead-1 weight: announcing is likelier
    chances = policy.chances(hand, legal, weights)
    assert sum(chances) == pytest.approx(1.0)
    marry = [a.text for a in legal].index("marry H")
    assert chances[marry] == pytest.approx(math.e**2 / (math.e**2 + len(legal) - 1))


def test_as_a_tell_a_choice_weighs_by_its_tempered_chance_and_a_claim_says_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = schnapsen_hand("KH QH JS JD TD", "AS TS KS QS AD", "TC")
    legal = hand.legal_actions()
    weights = [0.0] * len(policy.WEIGHTS)
    weights[policy.INDEX["marry"]] = 2.0
    monkeypatch.setattr(policy, "WEIGHTS", tuple(weights))
    monkeypatch.setattr(policy, "TEMPER", 0.5)
    options = [a for a in legal if a.kind != "claim"]
    king = _pick(options, "play KH")
    expected = policy.chances(hand, options, weights)[options.index(king)] ** 0.5
    assert policy.schnapsen(hand, legal, king) == pytest.approx(expected)
    assert policy.schnapsen(hand, legal, Action.parse("claim")) == 1.0
    assert Card("KH").index in hand.hands[1]

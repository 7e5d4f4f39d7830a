"""Tells: worlds in which a sensible opponent would not have made the choice he made weigh little."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.determinize import weighted_worlds
from cardtable.ai.tells import KEEPS_THE_TRUMP_CARD, LEADS_HALF_A_MARRIAGE, LETS_A_TEN_GO, TELLS, schnapsen
from cardtable.engine import Action, Card

from ..engine.helpers import schnapsen as schnapsen_hand

TELL = TELLS["schnapsen"]


def _pick(legal: Sequence[Action], text: str) -> Action:
    return next(a for a in legal if a.text == text)


def _index(code: str) -> int:
    return Card(code).index


def test_leading_half_of_a_marriage_without_announcing_it_is_a_tell() -> None:
    # S-12: the forehand (seat 1) holds K and Q of hearts and may announce; he leads the King alone.
    hand = schnapsen_hand("KH QH JS JD TD", "AS TS KS QS AD", "TC")
    legal = hand.legal_actions()
    assert "marry H" in [a.text for a in legal]
    king = _pick(legal, "play KH")
    assert schnapsen(hand, legal, king) == LEADS_HALF_A_MARRIAGE
    jack = _pick(legal, "play JS")
    assert schnapsen(hand, legal, jack) == 1.0  # an ordinary lead says nothing
    hand.apply(king)
    obs = hand.observation(0)
    worlds = weighted_worlds(obs, random.Random(1), 200, tells=TELL)
    queen = _index("QH")
    with_queen = [w for world, w in worlds if queen in world.hands[1]]
    without = [w for world, w in worlds if queen not in world.hands[1]]
    assert with_queen and without  # sampling alone puts the Queen anywhere unseen
    assert max(with_queen) <= LEADS_HALF_A_MARRIAGE
    assert min(without) >= KEEPS_THE_TRUMP_CARD  # at most the other tell: he kept the trump card
    assert {w for _, w in weighted_worlds(obs, random.Random(1), 50)} == {1.0}  # no tells, no weights


def test_letting_a_ten_go_while_holding_its_ace_is_a_tell() -> None:
    # Seat 0 leads (dealer 1) the ten of spades; seat 1 holds the ace and throws a Jack instead.
    hand = schnapsen_hand("TS KD QC JH AD", "AS JD KH QS TH", "AC", dealer_seat=1)
    hand.apply("play TS")
    legal = hand.legal_actions()
    low = _pick(legal, "play JD")
    ace = _pick(legal, "play AS")
    assert schnapsen(hand, legal, low) == LETS_A_TEN_GO
    assert schnapsen(hand, legal, ace) == 1.0
    hand.apply(low)
    worlds = weighted_worlds(hand.observation(0), random.Random(2), 200, tells=TELL)
    spade_ace = _index("AS")
    holding = [w for world, w in worlds if spade_ace in world.dealt[1]]
    assert holding and max(holding) <= LETS_A_TEN_GO
    assert any(w == 1.0 for world, w in worlds if spade_ace not in world.dealt[1])


def test_leading_without_exchanging_the_trump_card_is_a_tell() -> None:
    # S-14: the forehand holds the trump Jack and may exchange it for the face-up ace before leading.
    hand = schnapsen_hand("JC KD QS JH AD", "AS JD KH QC TH", "AC")
    legal = hand.legal_actions()
    assert "exchange" in [a.text for a in legal]
    lead = _pick(legal, "play JH")
    assert schnapsen(hand, legal, lead) == KEEPS_THE_TRUMP_CARD
    assert schnapsen(hand, legal, _pick(legal, "exchange")) == 1.0

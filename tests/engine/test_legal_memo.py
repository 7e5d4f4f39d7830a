"""Schnapsen's legal actions come from memos keyed by the cards held, and its Phase 2 answers are found
by bisecting the sorted hand (issue 45). Both must give exactly what the rules spell out (S-9, S-12,
S-14, S-15, S-17), in the same order, whether the memo is warm, cold or emptied midway."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import new_hand, schnapsen
from cardtable.engine.actions import CLAIM, CLOSE, EXCHANGE, MARRY, PLAY, Action
from cardtable.engine.cards import RANK_OF, SUIT_OF
from cardtable.engine.schnapsen import KING, SchnapsenHand


def spelled_out(hand: SchnapsenHand) -> list[Action]:
    """The legal actions written straight from the rules, with no memo and no bisection."""
    cards = hand.hands[hand.to_move]  # type: ignore[index]
    if hand.marriage_suit >= 0:
        return [PLAY[hand.marriage_suit * 9 + KING], PLAY[hand.marriage_suit * 9 + KING + 1], CLAIM]
    if hand.lead < 0:
        acts = [PLAY[c] for c in cards]
        acts += [MARRY[SUIT_OF[c]] for c in cards if RANK_OF[c] == KING and c + 1 in cards]
        if hand.trump_up:
            acts += [EXCHANGE] if hand.lowest_trump in cards else []
            acts += [CLOSE] if len(hand.stock) >= 2 else []
        return [*acts, CLAIM]
    if hand.closed_by is None and hand.stock:
        return [*(PLAY[c] for c in cards), CLAIM]
    suit = SUIT_OF[hand.lead]
    allowed = [c for c in cards if SUIT_OF[c] == suit]
    if allowed and hand.rules.must_head:
        allowed = [c for c in allowed if c < hand.lead] or allowed  # a lower index is a higher card
    allowed = allowed or [c for c in cards if SUIT_OF[c] == hand.trump] or list(cards)
    return [*(PLAY[c] for c in allowed), CLAIM]


@pytest.mark.parametrize("rules", [None, {"must_head": True}, {"siebener": True, "must_head": True}])
@pytest.mark.parametrize("limit", [schnapsen.MEMO_LIMIT, 3])
def test_memoised_legal_actions_are_the_rules(
    rules: dict[str, bool] | None, limit: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(schnapsen, "MEMO_LIMIT", limit)  # 3: the memos are emptied again and again
    schnapsen._LEADS.clear()
    schnapsen._ANSWERS.clear()
    rng = random.Random(7)
    checked = 0
    for seed in range(150):
        hand = new_hand("schnapsen", rules=rules, seed=seed)
        assert isinstance(hand, SchnapsenHand)
        while hand.to_move is not None:
            legal = hand.legal_actions()
            assert legal == spelled_out(hand)
            checked += 1
            hand.apply(rng.choice([a for a in legal if a is not CLAIM] or legal))
        assert len(schnapsen._LEADS) <= limit and len(schnapsen._ANSWERS) <= limit
    assert checked > 1000


def test_a_refused_text_and_an_unasked_action_take_the_checked_path() -> None:
    """``apply`` trusts only what is in the legal actions asked for: a text is parsed, an action
    nobody asked about is checked, and a refusal leaves the hand as it was."""
    hand = new_hand("schnapsen", seed=11)
    held = hand.hands[hand.to_move]  # type: ignore[index]
    missing = next(c for c in range(36) if c not in held)
    before = hand.clone()
    with pytest.raises(ValueError, match="S-9"):
        hand.apply(PLAY[missing])
    assert hand == before
    first = PLAY[held[0]]
    hand.apply(f"play {first.cards[0].code.lower()}")
    assert hand.log[-1][2] is first

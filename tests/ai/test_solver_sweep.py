"""The Schnapsen solver and the Phase-2 sweep (S-25): a King or Queen whose partner is in hand may be
led without its marriage, where the marriage's points would bring the claim (S-20) that ends the
hand before a sweep of the last tricks scores 3. The solver searches that silent lead in Phase 2
while the sweep is open, and its values are the engine's minimax values there."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.ai.solver_schnapsen import SchnapsenSolver, state_of
from cardtable.engine import Action, Hand, new_hand
from cardtable.engine.actions import CLAIM
from cardtable.engine.cards import CARDS
from cardtable.engine.views import schnapsen_view

from .test_expert import brute_force, forced_moves

#: Seeded deals (dealer 0) played to a Phase-2 lead where the mover holds a marriage and where the
#: solver that always announced it valued the position wrongly.
LINES = {
    # Player 1 closed, holds K Q of diamonds and of hearts (trumps), 24 points: the trump marriage
    # brings 64 and the next trick the claim for 1; led silently, the four tricks sweep for 3.
    458: "KC JS AS AH AC TD AD JH close JD QS",
    # The stock is used up: led silently, the last trick's sweep scores 3 instead of a claim for 1.
    124: "QH JS KC AH TC JH JD TH AC TD KD AD",
    1104: "AS JD QH JC AH TS TD QS KH JS QD AD",
    # Player 1 closed at once; player 0 holds the trump marriage: announced, it brings the claim
    # that beats the closer to 66 for 2; after QS the Clubs led silently sweep for 3.
    1075913137: "close QH AH",
}


def position(seed: int, rules: Any = None) -> Hand:
    hand = new_hand("schnapsen", rules=rules, seed=seed, dealer=0)
    for move in LINES[seed].split():
        hand.apply(Action.parse(move if move == "close" else f"play {move}"))
    return hand


def values(hand: Hand) -> dict[str, float]:
    solver = SchnapsenSolver(state_of(hand))
    return {str(m): solver.value_of(m) for m in forced_moves(hand) if m is not CLAIM}


def test_the_silent_lead_that_sweeps_is_worth_three() -> None:
    hand = position(458)
    view = schnapsen_view(hand)
    assert hand.to_move == 1 and view.closed_by == 1
    assert sorted(str(CARDS[c]) for c in view.hands[1]) == ["KD", "KH", "QD", "QH"]
    found = values(hand)
    assert found["play KD"] == 3  # the sweep (S-25)
    assert found["marry H"] == 1  # 40 points: 68 at the next trick, a claim against 43 points


@pytest.mark.parametrize("seed", sorted(LINES))
@pytest.mark.parametrize("rules", [None, {"phase2_sweep": False}])
def test_every_move_is_valued_as_minimax_on_the_engine(seed: int, rules: Any) -> None:
    """With the sweep and without it (where the solver leaves the silent lead out: the marriage's
    points can only help, and the values must still be exact)."""
    hand = position(seed, rules)
    me = hand.to_move
    assert me is not None
    for move, value in values(hand).items():
        child = hand.clone()
        child.apply(Action.parse(move))
        assert value == brute_force(child, me), (str(hand), move)

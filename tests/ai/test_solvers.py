"""The three solvers against the engine (issue 44): near the end of a hand, solved to the end, a
solver's value of the position is what the engine's Result says once the hand is played out along
the solver's line - both players taking, at every turn, the move a fresh solver values best for
them. Every position on the line must keep that value, so a rule the solver models differently
from the engine (a draw, a trick's winner, a claim, a special hand, the game points) shows as a
step where the value changes.

``test_expert.test_solver_value_equals_brute_force_minimax`` checks the values against minimax on
the engine; this test follows one line to the engine's own Result, from explicit deck orders and
seeded deals, and with the stock still open (the draws along the line).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.ai.solver_bura import BuraSolver
from cardtable.ai.solver_bura import state_of as bura_state
from cardtable.ai.solver_schnapsen import SchnapsenSolver
from cardtable.ai.solver_schnapsen import state_of as schnapsen_state
from cardtable.ai.solver_schneider import SchneiderSolver
from cardtable.ai.solver_schneider import state_of as schneider_state
from cardtable.engine import GAMES, Action, Hand, new_hand
from cardtable.engine.actions import CLAIM, PASS
from cardtable.engine.bura import POINTS

SOLVERS: dict[str, Any] = {
    "schnapsen": lambda hand: SchnapsenSolver(schnapsen_state(hand)),
    "bura": lambda hand: BuraSolver(bura_state(hand)),
    "schneider": lambda hand: SchneiderSolver(schneider_state(hand)),
}


def engine_value(hand: Hand, me: int) -> float:
    """The finished hand's Result for ``me``, in the solvers' units: game points (Bura: +1 / -1
    the pot, 0 played out)."""
    result = hand.result
    assert result is not None
    if result.winner is None:
        return 0.0
    points = 1 if hand.game == "bura" else result.points
    return float(points if result.winner == me else -points)


def forced(hand: Hand) -> Action | None:
    """The move the solvers take as given: a right claim (S-20, B-16), a special hand declared
    (B-14), a pass on the last Bura turn without 31; else None (a choice)."""
    legal = hand.legal_actions()
    p = hand.to_move
    assert p is not None
    goal = GAMES[hand.game].goal
    if goal is not None and CLAIM in legal and hand.score(p) >= goal:
        return CLAIM
    declare = [a for a in legal if a.kind == "declare"]
    if declare:
        return declare[0]
    if PASS in legal:
        return PASS
    return None


def choices(hand: Hand) -> list[Action]:
    """The moves the solvers choose among: in Schnapsen every lead, a King or Queen whose partner is
    in hand with its marriage announced or without (under S-25 the silent lead can be worth more:
    66 reached by the marriage ends the hand by a claim, where a sweep of the last tricks scores 3;
    ``test_solver_sweep``)."""
    moves = [a for a in hand.legal_actions() if a is not CLAIM]
    if hand.game != "schnapsen":
        return [a for a in moves if a.kind == "play"]
    return moves


def follow_the_solver(hand: Hand) -> None:
    """Play ``hand`` out along the solvers' line, checking at every choice that the position's value
    (for the player who chose first) is the root's, and at the end that the engine agrees."""
    me = hand.to_move
    assert me is not None
    root: float | None = None
    while hand.result is None:
        move = forced(hand)
        if move is None:
            p = hand.to_move
            solver = SOLVERS[hand.game](hand)
            values = {m: solver.value_of(m) for m in choices(hand)}
            move = max(values, key=lambda m: values[m])
            value = values[move] if p == me else -values[move]
            if root is None:
                root = value
            assert value == root, (str(hand), str(move), value, root)
        hand.apply(move)
    assert root is not None
    assert engine_value(hand, me) == root, (str(hand), root)


def near_the_end(game: str, hand: Hand, rng: random.Random, stock: int) -> Hand | None:
    """``hand`` after random play until at most ``stock`` cards are left to draw, at a real choice
    with nobody at the goal yet; None if the hand ended first."""
    while hand.result is None:
        p = hand.to_move
        assert p is not None
        move = forced(hand)
        if move is None and hand.stock_left <= stock and len(choices(hand)) > 1:
            goal = GAMES[game].goal
            if goal is None or max(hand.score(0), hand.score(1)) < goal:
                return hand
        if move is None:
            moves = [m for m in choices(hand) if m.kind == "play"]  # no marriage, close: to the end
            if game == "bura":  # the cheapest cards: the stock runs out before anybody has 31
                low = min(sum(POINTS[c] for c in m.indices) for m in moves)
                moves = [m for m in moves if sum(POINTS[c] for c in m.indices) == low]
            move = rng.choice(moves)
        hand.apply(move)
    return None


def positions(game: str, rules: Any, stock: int, decks: list[list[str]], count: int) -> list[Hand]:
    """Positions near the end from each explicit deck order that reaches one, then from seeded deals
    until there are ``count``."""
    found = []
    for number, deck in enumerate(decks):
        hand = near_the_end(game, new_hand(game, rules=rules, deck=deck), random.Random(number), stock)
        if hand is not None:
            found.append(hand)
    seed = 0
    while len(found) < count and seed < 500:
        rng = random.Random(seed)
        hand = near_the_end(game, new_hand(game, rules=rules, seed=seed, dealer=seed % 2), rng, stock)
        if hand is not None:
            found.append(hand)
        seed += 1
    return found


def deck_orders(game: str, rules: Any) -> list[list[str]]:
    """Explicit deck orders: the canonical one, reversed, and its halves interleaved."""
    spec = GAMES[game]
    cards = [str(c) for c in spec.deck(spec.rules(rules))]
    half = len(cards) // 2
    woven = [c for pair in zip(cards[:half], cards[half:], strict=True) for c in pair]
    return [cards, cards[::-1], woven, woven[::-1]]


@pytest.mark.parametrize(
    ("game", "rules", "stock"),
    [
        ("schnapsen", None, 0),
        ("schnapsen", "tournament", 2),  # the draws, S-14 exchange and S-15 closing on the line
        ("schnapsen", {"siebener": True, "bummerl_mit_40": True}, 2),
        ("bura", None, 2),
        ("schneider", None, 0),
        ("schneider", {"trump": True, "follow_suit": True, "short_deck": True}, 2),
        ("schneider", {"cumulative": True}, 2),
    ],
)
def test_a_solvers_value_is_the_engines_result_along_its_line(game: str, rules: Any, stock: int) -> None:
    decks = deck_orders(game, rules)
    found = positions(game, rules, stock, decks, 12)
    assert len(found) == 12, len(found)
    for hand in found:
        follow_the_solver(hand)


def test_the_line_is_checked_against_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """A solver that misreads one rule is caught: with the honours at the end read the wrong way
    round (H-8), some line's value differs from the engine's Result."""
    found = positions("schneider", None, 0, deck_orders("schneider", None), 8)

    class Wrong(SchneiderSolver):
        def _final(self, hl: int, ho: int) -> float:
            return super()._final(ho, hl)

    monkeypatch.setitem(SOLVERS, "schneider", lambda hand: Wrong(schneider_state(hand)))
    caught = 0
    for hand in found:
        try:
            follow_the_solver(hand)
        except AssertionError:
            caught += 1
    assert caught > 0

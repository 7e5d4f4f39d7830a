"""Less strategy fusion: our next decision is one choice for all the worlds we cannot tell apart.

Perfect-information Monte Carlo values a move by solving every sampled world on its own, so in each
world the player's *later* choices are made as if he saw the opponent's hand: after a close he leads
the card that suits that world, in every world a different one. No real player can, and the close
looks better than it is. Here the play goes on from a root move in each world up to the player's
next decision - the opponent answering as the solver would in that world - and the worlds are
grouped by what the player will have seen by then (the opponent's actions, his own hand). Within a
group the next move must be the same: the group is worth its best single move, not the sum of each
world's best.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from cardtable.engine import Action, Hand
from cardtable.engine.actions import CLAIM

from .search import search_moves, terminal_value

#: A solver for one world: ``solve(world)`` has ``value_of(action)`` (for the player to move) and
#: counts its work in ``nodes``.
Solve = Callable[[Hand], Any]


class Next:
    """Where one world goes after a root move: the hand's end (``value``) or the player's next
    decision (``key``: what he has seen; ``values``: each of his moves there)."""

    __slots__ = ("key", "values", "value")

    def __init__(self, key: tuple[Any, ...] | None, values: dict[Action, float] | None, value: float = 0.0) -> None:
        self.key = key
        self.values = values
        self.value = value


def follow(world: Hand, move: Action, me: int, solve: Solve, spent: list[int]) -> Next:
    """Play ``move`` in ``world`` and the opponent's best replies (in that world) up to ``me``'s next
    decision; ``spent[0]`` grows by the solver nodes used."""
    hand = world.clone()
    hand.apply(move)
    seen: list[Action] = []
    while hand.result is None and hand.to_move != me:
        replies = search_moves(hand)
        reply = replies[0] if len(replies) == 1 else _best(hand, replies, solve, spent)
        hand.apply(reply)
        seen.append(reply)
    if hand.result is not None:
        return Next(None, None, terminal_value(hand.result, me, hand))
    moves = search_moves(hand)
    if moves == [CLAIM]:
        hand.apply(CLAIM)
        assert hand.result is not None
        return Next(None, None, terminal_value(hand.result, me, hand))
    solver = solve(hand)
    values = {m: float(solver.value_of(m)) for m in moves}
    spent[0] += solver.nodes
    seen_by_me = hand.observation(me)
    mine = tuple(sorted(c.index for c in seen_by_me.hand))
    return Next((tuple(seen), mine, seen_by_me.stock_size), values)


def _best(hand: Hand, moves: Sequence[Action], solve: Solve, spent: list[int]) -> Action:
    """The first of the best ``moves`` for the player to move. Each move after the first is searched
    only for whether it beats the best so far (``value_of(move, above)``), where the solver can:
    the answers took two thirds of the first leads' nodes."""
    solver = solve(hand)
    windowed = getattr(solver, "windowed", False)
    best, best_value = moves[0], float(solver.value_of(moves[0]))
    for move in moves[1:]:
        value = float(solver.value_of(move, best_value) if windowed else solver.value_of(move))
        if value > best_value:
            best, best_value = move, value
    spent[0] += solver.nodes
    return best


def fused_value(nexts: Sequence[tuple[Next, float]], worth: Callable[[float], float]) -> tuple[float, float]:
    """The weighted total of a root move over its worlds' ``(Next, weight)``, each group of worlds
    taking its best single next move; and the weight of the worlds the move wins in that way."""
    total = 0.0
    wins = 0.0
    groups: dict[tuple[Any, ...], list[tuple[Next, float]]] = defaultdict(list)
    for nxt, weight in nexts:
        if nxt.key is None:
            total += weight * worth(nxt.value)
            wins += weight if nxt.value > 0 else 0.0
        else:
            groups[nxt.key].append((nxt, weight))
    for members in groups.values():
        tables = [(nxt.values, weight) for nxt, weight in members if nxt.values is not None]
        choice = _group_choice(tables, worth)
        for table, weight in tables:
            value = table[choice]
            total += weight * worth(value)
            wins += weight if value > 0 else 0.0
    return total, wins


def _group_choice(tables: Sequence[tuple[dict[Action, float], float]], worth: Callable[[float], float]) -> Action:
    """The one next move of a group of worlds: the best by their weighted total worth."""
    return max(tables[0][0], key=lambda m: sum(w * worth(table[m]) for table, w in tables))


def fused_outcomes(nexts: Sequence[tuple[Next, float]], worth: Callable[[float], float]) -> list[float]:
    """Each world's value (in ``nexts``' order) as ``fused_value`` counts it: its group's one next
    move played in it. The hint and the review read the spread of a move's figures from these."""
    groups: dict[tuple[Any, ...], list[tuple[dict[Action, float], float]]] = defaultdict(list)
    for nxt, weight in nexts:
        if nxt.key is not None and nxt.values is not None:
            groups[nxt.key].append((nxt.values, weight))
    choices = {key: _group_choice(tables, worth) for key, tables in groups.items()}
    out: list[float] = []
    for nxt, _ in nexts:
        if nxt.key is None or nxt.values is None:
            out.append(float(nxt.value))
        else:
            out.append(float(nxt.values[choices[nxt.key]]))
    return out

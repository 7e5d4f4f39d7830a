"""The search kernel the three solvers share: negamax alpha-beta over lead nodes with a
transposition table (``ttable``) and the table's best move tried first.

A game's solver subclasses ``Negamax`` and supplies, for its lead node type ``N`` (a tuple of
named fields, unpacked by name), its moves ``M`` and its replies ``R``:

- ``key_fields``: how many of the node's first fields make its transposition-table key (None:
  the node itself is the key);
- ``leads(node)``: the leader's moves, best first, as a fresh list (the kernel reorders it);
- ``opening(node, move, alpha, beta)``: what a move leads to: a value (a claim, or a move that
  is no lead, searched at once), or ``(node, led, replies)`` for the other to answer, his replies
  best first - the kernel takes the least of their ``trick`` values;
- ``trick(node, led, reply, alpha, beta)``: the leader's value once the trick is on the table:
  the hand's end, a claim, an estimate beyond the horizon (``counted`` as a node), or the next
  lead node (``lead``, negated when the other took the trick).

A solver's ``value_of`` starts at a root with ``play`` (a lead), ``reply`` or ``trick`` (an
answer), or ``lead``. Values are from the leader's view (negamax); a lead node is searched in
(alpha, beta) and a reply within the caller's window. Nodes are plain tuples, unpacked by their
names: built at every trick, NamedTuple nodes (even built with ``tuple.__new__``) cost the
Schnapsen search 11 % more instructions (callgrind, two tricks deep).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from .ttable import Entry, probe, store

N = TypeVar("N")
M = TypeVar("M")
R = TypeVar("R")


class Budget(Exception):
    """The node budget ran out."""


class Negamax(Generic[N, M, R]):
    """Alpha-beta over one world's lead nodes; see the module docstring for the hooks."""

    #: More than any value of the game: the starting best of a max node and a min node.
    unbounded: ClassVar[float] = 9.0
    #: The node's transposition-table key is its first ``key_fields`` fields (None: every field).
    key_fields: ClassVar[int | None] = None

    def __init__(self, node_limit: int, table: dict[Any, Entry] | None = None) -> None:
        self.node_limit = node_limit
        self.nodes = 0  #: lead nodes entered (``Budget`` past ``node_limit``)
        self.table: dict[Any, Entry] = {} if table is None else table
        # The class settings, read at every node: an instance's own attributes are read faster.
        self._unbounded = self.unbounded
        self._key_fields = self.key_fields

    # Hooks --------------------------------------------------------------------------------------
    def leads(self, node: N) -> list[M]:
        raise NotImplementedError

    def opening(self, node: N, move: M, alpha: float, beta: float) -> float | tuple[N, Any, Iterable[R]]:
        raise NotImplementedError

    def trick(self, node: N, led: Any, reply: R, alpha: float, beta: float) -> float:
        raise NotImplementedError

    # The search ---------------------------------------------------------------------------------
    def lead(self, node: N, alpha: float, beta: float) -> float:
        """Negamax value of a lead node for the leader: the best of his moves, the move the table
        remembers as best tried first, the result kept as bounds. The caller has seen that the
        node is open (no claim, the hand not over, within the horizon)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget
        key_fields = self._key_fields
        key: Hashable = node if key_fields is None else node[:key_fields]  # type: ignore[index]
        table = self.table
        settled, alpha, beta, best_first, entry = probe(table, key, alpha, beta)
        if settled is not None:
            return settled
        a0, b0 = alpha, beta
        moves = self.leads(node)
        if best_first in moves:
            moves.remove(best_first)
            moves.insert(0, best_first)
        unbounded = self._unbounded
        best = -unbounded
        best_move: Any = -1
        opening = self.opening
        trick = self.trick
        for m in moves:
            opened = opening(node, m, alpha, beta)
            if type(opened) is tuple:  # ``reply``, inlined: this is the hottest loop
                after, led, replies = opened
                v = unbounded
                for r in replies:
                    w = trick(after, led, r, alpha, v if v < beta else beta)
                    if w < v:
                        v = w
                        if v <= alpha:
                            break
            else:
                v = opened  # type: ignore[assignment]
            if v > best:
                best = v
                best_move = m
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        store(table, key, best, a0, b0, entry, best_move, unbounded)
        return best

    def counted(self) -> None:
        """Count a lead node the game settles without searching it, as ``lead`` counts the nodes it
        enters (the budget is in nodes either way)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget

    def play(self, node: N, move: M, alpha: float, beta: float) -> float:
        """The leader's value of ``move`` (at a root: ``lead`` plays its moves the same way)."""
        opened = self.opening(node, move, alpha, beta)
        if type(opened) is tuple:
            after, led, replies = opened
            return self.reply(after, led, replies, alpha, beta)
        return opened  # type: ignore[return-value]

    def reply(self, node: N, led: Any, replies: Iterable[R], alpha: float, beta: float) -> float:
        """The leader's value of having led ``led``: the least, over the other's ``replies`` (best
        first), of the trick's value - stopping as soon as it is no more than ``alpha``."""
        best = self.unbounded
        trick = self.trick
        for r in replies:
            v = trick(node, led, r, alpha, best if best < beta else beta)
            if v < best:
                best = v
                if best <= alpha:
                    break
        return best

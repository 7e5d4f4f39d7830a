"""Replies as a player who cannot see our hand would make them (our leads while the stock lasts).

Perfect-information Monte Carlo solves every sampled world on its own, so in each world the
opponent answers our lead as if he saw our hand and the order of the stock: he never trumps an
ace that a later draw makes worthless, never keeps back a card our hand would catch. Real players,
and our own search, cannot. Here the opponent's first answer to each of our leads is valued by the
model of his choices that reads only his own cards and what was played: the lead is worth the
model's expectation over his answers, each answer valued by the solver from the position after the
trick (the later play stays perfect-information, for both). Schnapsen's model is the learned one of
a good player's choices (``policy.py``); Bura's is the rules of thumb, strayed from at times, as the
inference already models him (``determinize.weighted_worlds``).

Each root move is followed to its lead (an exchange or a close is followed by every lead we could
make after it; a marriage by its King and its Queen); in every world the follow-ups are the same,
as our own hand is the same in all of them, so the caller can take the best single follow-up over
all worlds (no strategy fusion at our own next choice either).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.engine import Action, Hand
from cardtable.engine import bura as bura_rules
from cardtable.engine.actions import CLAIM, CLOSE, EXCHANGE
from cardtable.engine.schnapsen import GOAL

from . import heuristics, policy, solver_bura
from .bits import BIT
from .search import terminal_value
from .solver_schnapsen import SchnapsenSolver, state_of

Path = tuple[Action, ...]


def lead_paths(hand: Hand, me: int) -> list[Path]:
    """Every way ``me`` (to lead in ``hand``) can put a card on the table: a play, or a marriage and
    its King or Queen (or its claim, when the marriage reaches 66)."""
    paths: list[Path] = []
    for action in hand.legal_actions():
        if action.kind == "play":
            paths.append((action,))
        elif action.kind == "marry":
            after = hand.clone()
            after.apply(action)
            legal = after.legal_actions()
            if CLAIM in legal and after.score(me) >= GOAL:
                paths.append((action, CLAIM))
            else:
                paths.extend((action, a) for a in legal if a.kind == "play")
    return paths


def root_paths(hand: Hand, moves: Sequence[Action], me: int) -> dict[Action, list[Path]]:
    """Per root move, the paths to its lead: a play is its own; a marriage its two cards; an
    exchange or a close every lead after it (a close after an exchange is not followed)."""
    out: dict[Action, list[Path]] = {}
    for move in moves:
        if move.kind == "play":
            out[move] = [(move,)]
        elif move is EXCHANGE or move is CLOSE or move.kind == "marry":
            if move.kind == "marry":
                out[move] = [p for p in lead_paths(hand, me) if p[0] is move]
            else:
                after = hand.clone()
                after.apply(move)
                out[move] = [(move, *p) for p in lead_paths(after, me)]
    return out


class Replies:
    """Schnapsen: values the paths of one world, the model's expectation over the opponent's answers."""

    def __init__(
        self, horizon: int, worth: Callable[[float], float], sharpness: float = 1.0, minimax_share: float = 0.0
    ) -> None:
        """``horizon``: Phase-1 tricks searched from the root (0: to the end); ``sharpness`` scales
        the model's scores (above 1: a surer player); ``minimax_share`` mixes in the reply that is
        best for him in the world (1: plain perfect-information Monte Carlo)."""
        self.horizon = horizon
        self.worth = worth
        self.weights = tuple(sharpness * w for w in policy.WEIGHTS)
        self.minimax_share = minimax_share
        self.nodes = 0

    def paths(self, hand: Hand, moves: Sequence[Action], me: int) -> dict[Action, list[Path]]:
        return root_paths(hand, moves, me)

    def values(self, world: Hand, paths: Sequence[Path], me: int) -> dict[Path, float]:
        return {path: self.value(world, path, me) for path in paths}

    def value(self, world: Hand, path: Path, me: int) -> float:
        """The worth, for ``me``, of playing ``path`` in ``world`` and his answer as the model has it."""
        hand = world.clone()
        for action in path:
            hand.apply(action)
        if hand.result is not None:
            return self.worth(terminal_value(hand.result, me, hand))
        legal = hand.legal_actions()
        him = 1 - me
        if CLAIM in legal and hand.score(him) >= GOAL:
            hand.apply(CLAIM)
            assert hand.result is not None
            return self.worth(terminal_value(hand.result, me, hand))
        options = [a for a in legal if a is not CLAIM]
        until = state_of(hand).si + 2 * self.horizon  # the leaf depth of a search from the root
        values = []
        for answer in options:
            after = hand.clone()
            after.apply(answer)
            values.append(self.worth(self._after_trick(after, me, until)))
        if len(options) == 1:
            return values[0]
        chances = policy.chances(hand, options, self.weights)
        expected = sum(p * v for p, v in zip(chances, values, strict=True))
        return self.minimax_share * min(values) + (1.0 - self.minimax_share) * expected

    def _after_trick(self, hand: Hand, me: int, until: int) -> float:
        if hand.result is not None:
            return terminal_value(hand.result, me, hand)
        # Its own table (no ``tables``): the horizon is moved after the solver picked its table.
        solver = SchnapsenSolver(state_of(hand), horizon=1 if self.horizon else 0)
        if self.horizon:
            solver.horizon = until
        value = solver.root_value()
        self.nodes += solver.nodes
        return value if hand.to_move == me else -value


class BuraReplies:
    """Bura: our leads, his answer the rule-of-thumb one or, with chance ``surprise``, any other."""

    def __init__(self, horizon: int, surprise: float = 0.05, minimax_share: float = 0.0) -> None:
        self.horizon = horizon
        self.surprise = surprise
        self.minimax_share = minimax_share
        self.nodes = 0
        self.rng = random.Random(0)  # the rules of thumb draw no random number without noise

    def paths(self, hand: Hand, moves: Sequence[Action], me: int) -> dict[Action, list[Path]]:
        return {move: [(move,)] for move in moves}

    def values(self, world: Hand, paths: Sequence[Path], me: int) -> dict[Path, float]:
        solver = solver_bura.BuraSolver(solver_bura.state_of(world), horizon=self.horizon)
        hl, ho = solver.s.hands[me], solver.s.hands[1 - me]
        sl, so = solver.s.points[me], solver.s.points[1 - me]
        out: dict[Path, float] = {}
        for path in paths:
            (lead,) = path
            hand = world.clone()
            hand.apply(lead)
            legal = hand.legal_actions()
            options = [a for a in legal if a is not CLAIM]
            if so >= bura_rules.GOAL or not options:
                out[path] = -1.0  # he declares 31 at his turn (B-16)
                continue
            rest = hl & ~_mask(lead.indices)
            values = [
                solver._trick(lead.indices, a.indices, rest, ho & ~_mask(a.indices), 0, sl, so, 0, -9.0, 9.0)
                for a in options
            ]
            if len(options) == 1:
                out[path] = values[0]
                continue
            expected = heuristics.choose_in(hand, legal, self.rng)
            stray = self.surprise / len(options)
            modelled = sum(
                v * (1.0 - self.surprise + stray if a is expected else stray)
                for a, v in zip(options, values, strict=True)
            )
            out[path] = self.minimax_share * min(values) + (1.0 - self.minimax_share) * modelled
        self.nodes += solver.nodes
        return out


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def best_path(tables: Sequence[tuple[dict[Path, float], float]]) -> tuple[Path, float]:
    """The follow-up best over all worlds (``(values per path, weight)`` each) and its total."""
    paths = tables[0][0]
    best = max(paths, key=lambda p: sum(w * table[p] for table, w in tables))
    return best, sum(w * table[best] for table, w in tables)


__all__ = ["BuraReplies", "Path", "Replies", "best_path", "lead_paths", "root_paths"]

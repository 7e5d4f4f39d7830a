"""Search over sampled worlds: perfect-information Monte Carlo (PIMC) with exact alpha-beta
endgames and heuristic playouts.

Values are game points from the searching player's view: + for a hand he wins, - for one he loses
(Bura: the chips at stake).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.engine import GAMES, Action, Hand, Kind, Observation, Reason, Result
from cardtable.engine.actions import CLAIM

from . import heuristics
from .determinize import weighted_worlds


def terminal_value(result: Result, me: int, hand: Hand) -> float:
    if GAMES[hand.game].has_pot:
        pot = float((hand.context or {}).get("pot", 2))
        if result.reason == Reason.FALSE_DECLARATION:
            return -pot if result.by == me else pot / 2
        if result.winner is None:
            return -0.5  # played out: each adds a chip
        return pot if result.winner == me else -pot
    if result.winner is None:
        return 0.0
    return float(result.points) if result.winner == me else -float(result.points)


def search_moves(hand: Hand) -> list[Action]:
    """The moves worth searching: a right claim at once (computer players always claim when right),
    never a wrong one."""
    legal = hand.legal_actions()
    goal = GAMES[hand.game].goal
    p = hand.to_move
    assert p is not None
    if goal is not None and CLAIM in legal:
        if hand.score(p) >= goal:
            return [CLAIM]
        legal = [a for a in legal if a is not CLAIM] or legal
    return legal


EXACT, LOWER, UPPER = 0, 1, 2


class AlphaBeta:
    """Exact minimax with alpha-beta and a transposition table, on the engine's own hands."""

    def __init__(self, me: int, node_limit: int = 60_000, max_cards: int = 6) -> None:
        self.me = me
        self.node_limit = node_limit
        self.max_cards = max_cards  #: solve exactly only with at most this many cards in hand
        self.nodes = 0
        self.table: dict[tuple[Any, ...], tuple[int, float]] = {}

    def value(self, hand: Hand, alpha: float = -99.0, beta: float = 99.0) -> float:
        self.nodes += 1
        if hand.result is not None:
            return terminal_value(hand.result, self.me, hand)
        if self.nodes > self.node_limit:
            raise _Budget
        key = hand.state_key()
        entry = self.table.get(key)
        if entry is not None:
            flag, val = entry
            if flag == EXACT or (flag == LOWER and val >= beta) or (flag == UPPER and val <= alpha):
                return val
        maximise = hand.to_move == self.me
        best = -99.0 if maximise else 99.0
        a, b = alpha, beta
        for move in _ordered(search_moves(hand)):
            child = hand.clone()
            child.apply(move)
            v = self.value(child, a, b)
            if maximise:
                best = max(best, v)
                a = max(a, v)
            else:
                best = min(best, v)
                b = min(b, v)
            if a >= b:
                break
        if best <= alpha:
            self.table[key] = (UPPER, best)
        elif best >= beta:
            self.table[key] = (LOWER, best)
        else:
            self.table[key] = (EXACT, best)
        return best


class _Budget(Exception):
    """The exact search ran out of nodes: fall back to playouts."""


def _ordered(moves: list[Action]) -> list[Action]:
    # Claims and marriages first, then high cards: good moves early make alpha-beta cut more.
    return sorted(
        moves, key=lambda a: (a.kind != Kind.CLAIM, a.kind != Kind.MARRY, a.indices[0] % 9 if a.indices else 9)
    )


def playout(hand: Hand, me: int, rng: random.Random, noise: float = 0.1) -> float:
    """Play the hand to its end with the rules of thumb for both players."""
    world = hand.clone()
    while world.result is None:
        legal = world.legal_actions()
        world.apply(heuristics.choose_in(world, legal, rng, noise))
    return terminal_value(world.result, me, world)


def evaluate(world: Hand, me: int, rng: random.Random, playouts: int, solver: AlphaBeta | None) -> float:
    """Exact where the world is one of perfect information and small enough, else playouts."""
    if world.result is not None:
        return terminal_value(world.result, me, world)
    if solver is not None and world.perfect_information and len(world.hands[me]) <= solver.max_cards:
        try:
            return solver.value(world)
        except _Budget:
            solver.nodes = 0
    return sum(playout(world, me, rng) for _ in range(playouts)) / playouts


def _worlds(obs: Observation, rng: random.Random, samples: int, surprise: float | None, candidates: int) -> list[Hand]:
    if surprise is None or candidates <= samples:
        return [world for world, _ in weighted_worlds(obs, rng, samples)]
    drawn = weighted_worlds(obs, rng, candidates, surprise=surprise)
    total = sum(weight for _, weight in drawn)
    if total <= 0.0:  # nothing drawn
        return []
    # Systematic resampling: a world is kept about samples * weight / total times (a world is never
    # changed by its search, so copies share it and differ by their playouts).
    step = total / samples
    point = rng.random() * step
    kept: list[Hand] = []
    cumulative = 0.0
    for world, weight in drawn:
        cumulative += weight
        while point < cumulative and len(kept) < samples:
            kept.append(world)
            point += step
    return kept


def pimc(
    obs: Observation,
    legal: Sequence[Action],
    rng: random.Random,
    samples: int,
    playouts: int,
    exact: bool,
    margin: float = 0.0,
    surprise: float | None = None,
    candidates: int = 0,
) -> Action:
    """Sample worlds, value every legal move in each, and take the best on average - but keep the
    rule-of-thumb move unless another one is better by more than ``margin`` (sampling noise must
    not talk the player out of a sound move).

    With ``surprise``, ``candidates`` worlds are drawn and ``samples`` of them kept in proportion
    to how well they explain the opponent's choices (see ``weighted_worlds``)."""
    me = obs.player
    goal = GAMES[obs.game].goal
    if goal is not None and CLAIM in legal and obs.score >= goal:
        return CLAIM
    moves = [a for a in legal if a is not CLAIM] if CLAIM in legal else list(legal)
    if len(moves) == 1:
        return moves[0]
    totals = dict.fromkeys(moves, 0.0)
    worlds = 0
    known = obs.stock_size == 0 and obs.set_aside == 0  # every card I cannot see is in his hand
    if exact and known:
        samples = 1  # the stock is exhausted: every unseen card is in the opponent's hand
    for world in _worlds(obs, rng, samples, surprise, candidates):
        worlds += 1
        # One solver per world, shared by the moves (its table is valid for that world only). In a
        # sampled world solve only small endings; the one true world of a known position in full.
        solver = AlphaBeta(me, node_limit=150_000 if known else 8_000, max_cards=6 if known else 3) if exact else None
        # Common random numbers: every move is judged on the same world with the same playout
        # randomness, so the comparison between moves is not drowned in the playouts' noise.
        world_seed = rng.getrandbits(32)
        for move in moves:
            child = world.clone()
            child.apply(move)
            totals[move] += evaluate(child, me, random.Random(world_seed), playouts, solver)
    prior = heuristics.choose(heuristics.situation_of(obs), legal, rng)
    if not worlds:
        return prior
    best = max(moves, key=lambda m: totals[m])
    if prior in totals and totals[best] - totals[prior] <= margin * worlds:
        return prior
    return best

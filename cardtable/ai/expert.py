"""The expert level: perfect-information Monte Carlo where every sampled world is searched by a fast
solver on a compact bitmask form of the hand (``solver_*`` modules), not by random playouts.

For each decision the player samples worlds consistent with its observation (``determinize``), has
the game's solver value every candidate action in each world, and takes the action with the best
total. Work is bounded by a node budget (not by the clock), so the same observation and seed give
the same choice on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine import Action, Observation
from cardtable.engine.actions import CLAIM

from . import heuristics
from .determinize import weighted_worlds
from .solver_schnapsen import GOAL as SCHNAPSEN_GOAL
from .solver_schnapsen import Budget, SchnapsenSolver, state_of
from .solver_schneider import SchneiderSolver
from .solver_schneider import state_of as schneider_state


@dataclass(frozen=True)
class Plan:
    """How to search one decision: how many worlds, how deep, and the node budget."""

    worlds: int
    horizon: int  #: Phase-1 tricks searched before estimating (0: to the end of the hand)
    nodes: int  #: total solver nodes for the decision (at least ``min_worlds`` worlds are searched)
    min_worlds: int = 4


def schnapsen_plan(obs: Observation) -> Plan:
    stock = obs.stock_size
    if obs.stock_closed_by is not None or stock == 0:
        return Plan(1 if stock == 0 else 32, 0, 200_000)
    if stock <= 4:
        return Plan(32, 0, 60_000)
    return Plan(30, 2, 60_000)


def schneider_plan(obs: Observation) -> Plan:
    talon = obs.stock_size
    if talon == 0:
        return Plan(1 if obs.hand_sizes[1 - obs.player] == 0 else 16, 0, 60_000)
    if talon <= 2:
        return Plan(16, 0, 60_000)
    if talon <= 4:
        return Plan(24, 1, 60_000)
    return Plan(24, 2, 60_000)


class Expert:
    """PIMC with an exact (or depth-limited) alpha-beta solve of every sampled world."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.last_worlds = 0  #: worlds searched for the last decision (for the benchmarks)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        goal = heuristics.GOALS.get(observation.game)
        if goal is not None and CLAIM in legal and observation.score >= goal:
            return CLAIM
        moves = [a for a in legal if a is not CLAIM] if CLAIM in legal else legal
        if len(moves) == 1:
            return moves[0]
        if observation.game == "schnapsen":
            return self._schnapsen(observation, legal, moves)
        if observation.game == "schneider":
            return self._schneider(observation, legal, moves)
        raise ValueError(f"no expert for {observation.game}")

    def _schnapsen(self, obs: Observation, legal: list[Action], moves: list[Action]) -> Action:
        plan = schnapsen_plan(obs)
        totals = dict.fromkeys(moves, 0.0)
        spent = 0
        searched = 0
        for world, _ in weighted_worlds(obs, self.rng, plan.worlds):
            if searched >= plan.min_worlds and spent >= plan.nodes:
                break
            solver = SchnapsenSolver(state_of(world), horizon=plan.horizon)
            for move in moves:
                totals[move] += solver.value_of(move)
            spent += solver.nodes
            searched += 1
        return self._pick(obs, legal, moves, totals, searched)

    def _pick(self, obs: Observation, legal: list[Action], moves: list[Action], totals: dict[Action, float],
              searched: int) -> Action:
        """The best total; on a tie the rule-of-thumb action."""
        self.last_worlds = searched
        prior = heuristics.choose(heuristics.situation_of(obs), legal, self.rng)
        if not searched:
            return prior
        best = max(moves, key=lambda m: totals[m])
        if prior in totals and totals[prior] >= totals[best] - 1e-9:
            return prior
        return best

    def _schneider(self, obs: Observation, legal: list[Action], moves: list[Action]) -> Action:
        plan = schneider_plan(obs)
        totals = dict.fromkeys(moves, 0.0)
        spent = 0
        searched = 0
        for world, _ in weighted_worlds(obs, self.rng, plan.worlds):
            if searched >= plan.min_worlds and spent >= plan.nodes:
                break
            solver = SchneiderSolver(schneider_state(world), horizon=plan.horizon)
            for move in moves:
                totals[move] += solver.value_of(move)
            spent += solver.nodes
            searched += 1
        return self._pick(obs, legal, moves, totals, searched)


__all__ = ["Expert", "Plan", "schnapsen_plan", "SCHNAPSEN_GOAL", "Budget"]

"""The expert's advice for one decision, from the player's observation alone: every option's
chance to win the hand and expected game points (chips in Bura), and the expert's choice.

It searches as ``Expert.choose`` does through the expert's parts (the same plan, the same kind
of worlds without repeats, solvers, strategy fusion and close rule), but keeps each option's
figures instead of only the best move: the hint shows them, and the hand review reuses them. It
does not take the expert's "soft" path (a model of the opponent's answers for Schnapsen's Phase-1
leads and in Bura), so there its choice can differ from the computer's. The sampling is seeded
from public facts only, so two deals that differ only in cards the player has not seen get the
same advice (the worlds drawn depend on the observation alone).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine import GAMES, Action, Hand, Observation
from cardtable.engine.actions import CLAIM, CLOSE

from . import bummerl, fusion, heuristics
from .determinize import weighted_worlds
from .expert import CLOSE_SHARE, Expert, Plan, distinct_worlds
from .tells import TELLS
from .why import Reason, reason_for


@dataclass(frozen=True)
class Option:
    """One legal action with the expert's figures for it (None: not searched, e.g. a forced move)."""

    action: Action
    win: float | None = None  #: share of the searched worlds in which the hand is won, 0 ... 1
    points: float | None = None  #: expected game points for the player (chips in Bura), signed
    worth: float | None = None  #: what the expert ranks by (Schnapsen: points as worth in the Bummerl)


@dataclass(frozen=True)
class Advice:
    """The expert's choice, the options best first, and why, as data for the front end to word."""

    choice: Action
    options: tuple[Option, ...]
    reason: Reason
    worlds: int = 0  #: worlds searched (0: no search was needed)
    seconds: float = 0.0

    def top(self, count: int = 3) -> tuple[Option, ...]:
        return self.options[:count]


def advise(
    obs: Observation,
    legal: Sequence[Action],
    *,
    scale: float = 1.0,
    time_limit: float | None = None,
    search_single: bool = False,
) -> Advice:
    """The expert's advice for the player to move in ``obs`` (``legal``: his legal actions).
    ``search_single``: a lone move is searched too (the review values it beside a claim)."""
    started = time.perf_counter()
    legal = list(dict.fromkeys(legal))  # each action once: a repeat would be counted twice a world
    rng = random.Random(f"hint/{obs.game}/{len(obs.events)}/{len(obs.tricks)}")
    expert = Expert(rng, scale)
    expert.time_limit = time_limit
    choice, options, worlds = _search(expert, obs, legal, rng, search_single)
    only = len([a for a in legal if a is not CLAIM] or legal) == 1
    reason = reason_for(obs, choice, only)
    return Advice(choice, options, reason, worlds, time.perf_counter() - started)


def _search(
    expert: Expert, obs: Observation, legal: list[Action], rng: random.Random, search_single: bool = False
) -> tuple[Action, tuple[Option, ...], int]:
    """The choice, the options best first and the worlds searched; forced and rule-of-thumb
    decisions (a right claim, one move, Bura's special hands) are not searched, as the expert's."""
    goal = GAMES[obs.game].goal
    if goal is not None and CLAIM in legal and obs.score >= goal:
        return CLAIM, (Option(CLAIM),), 0
    moves = [a for a in legal if a is not CLAIM] if CLAIM in legal else legal
    if len(moves) == 1 and not search_single:
        return moves[0], (Option(moves[0]),), 0
    if any(a.kind in ("declare", "pass") for a in moves):
        choice = heuristics.choose(heuristics.situation_of(obs), legal, rng)
        return choice, (Option(choice),), 0
    tallies, worlds = _tallies(expert, obs, moves, rng)
    prior = heuristics.choose(heuristics.situation_of(obs), legal, rng)
    if not worlds:
        return prior, tuple(Option(m) for m in moves), 0
    ranked = sorted(tallies.values(), key=lambda o: -(o.worth or 0.0))
    allowed = [o for o in ranked if not _weak_close(o, len(moves))] or ranked
    best = allowed[0]
    prior_option = tallies.get(prior)
    if (
        prior_option is not None
        and prior_option in allowed
        and (prior_option.worth or 0.0) >= (best.worth or 0.0) - 1e-9
    ):
        best = prior_option  # a tie: the rule of thumb decides, as in ``Expert.choose``
    ordered = (best, *[o for o in ranked if o is not best])
    return best.action, ordered, worlds


def _weak_close(option: Option, moves: int) -> bool:
    """The expert closes only where the close wins in ``CLOSE_SHARE`` of the worlds."""
    return option.action is CLOSE and moves > 1 and (option.win or 0.0) < CLOSE_SHARE


class _Tally:
    """One move's weighted sums over the worlds."""

    __slots__ = ("weight", "wins", "points", "worth")

    def __init__(self) -> None:
        self.weight = self.wins = self.points = self.worth = 0.0

    def add(self, weight: float, value: float, worth: float) -> None:
        self.weight += weight
        self.wins += weight if value > 0 else 0.0
        self.points += weight * value
        self.worth += weight * worth


def _tallies(
    expert: Expert, obs: Observation, moves: list[Action], rng: random.Random
) -> tuple[dict[Action, Option], int]:
    """Every move's figures over the worlds the expert's plan searches."""
    profile = expert.profiles[obs.game]
    plan = expert.plan(obs)
    values = profile.worth(obs) if profile.worth is not None else None

    def worth(value: float) -> float:
        return value if values is None else bummerl.worth(values, value)

    fused = profile.fused(obs, moves) if profile.fused is not None else []
    plain = [m for m in moves if m not in fused]
    sums = {m: _Tally() for m in plain}
    nexts: dict[Action, list[tuple[fusion.Next, float]]] = {m: [] for m in fused}
    spent = searched = 0
    weighed = 0.0
    deadline = None if expert.time_limit is None else time.monotonic() + expert.time_limit
    for world, weight in _worlds(obs, plan, rng):
        if searched >= plan.min_worlds and (spent >= plan.nodes or deadline and time.monotonic() >= deadline):
            break
        shared: dict[Any, Any] = {}

        def solve_next(position: Hand, shared: dict[Any, Any] = shared) -> Any:
            return profile.solve(position, plan.horizon, shared)

        if plain:
            solver = solve_next(world)
            for move in plain:
                value = float(solver.value_of(move))
                sums[move].add(weight, value, worth(value))
            spent += solver.nodes
        used = [0]
        for move in fused:
            nexts[move].append((fusion.follow(world, move, obs.player, solve_next, used), weight))
        spent += used[0]
        searched += 1
        weighed += weight
    options = {m: _option(m, t) for m, t in sums.items() if t.weight}
    for move in fused:
        if nexts[move]:
            options[move] = _fused_option(move, nexts[move], worth, weighed)
    return options, searched


def _option(move: Action, tally: _Tally) -> Option:
    return Option(move, tally.wins / tally.weight, tally.points / tally.weight, tally.worth / tally.weight)


def _fused_option(
    move: Action, nexts: list[tuple[fusion.Next, float]], worth: Callable[[float], float], weighed: float
) -> Option:
    """A fused move's figures: its worth and wins as the expert counts them; its points with the
    same grouping, counted in plain game points."""
    total, wins = fusion.fused_value(nexts, worth)
    points, _ = fusion.fused_value(nexts, lambda value: value)
    return Option(move, wins / weighed, points / weighed, total / weighed)


def _worlds(obs: Observation, plan: Plan, rng: random.Random) -> list[tuple[Hand, float]]:
    """The worlds the plan asks for: uniform draws, or drawn four times over and kept by the
    opponent's tells in proportion to their weight (systematic resampling, as the expert does)."""
    if not plan.candidates:  # each world once, as the expert draws them (a repeat counted twice)
        found = distinct_worlds([world for world, _ in weighted_worlds(obs, rng, plan.worlds)])
        return [(world, 1.0) for world in found]
    tells = TELLS.get(obs.game) if plan.tells else None
    drawn = weighted_worlds(obs, rng, plan.candidates, surprise=plan.surprise, tells=tells)
    total = sum(weight for _, weight in drawn)
    if total <= 0.0:
        return []
    step = total / plan.worlds
    point = rng.random() * step
    kept: list[tuple[Hand, float]] = []
    cumulative = 0.0
    picked = 0
    for world, weight in drawn:
        cumulative += weight
        times = 0
        while point < cumulative and picked < plan.worlds:
            times += 1
            picked += 1
            point += step
        if times:
            kept.append((world, float(times)))
    return kept


__all__ = ["Advice", "Option", "Reason", "advise"]

"""The expert's advice for one decision, from the player's observation alone: every option's
chance to win the hand, expected game points (chips in Bura) and worth, and the expert's choice.

It is the expert's own decision (``Expert.consider``: the same plan, worlds, solvers, strategy
fusion, close rule and tie-break) with the figures kept: the hint shows them, and the hand review
reads the very same figures (``review.py``), so the two never disagree. The search is bounded by a
node budget, never by the clock, and seeded from public facts only: the same observation gives the
same figures on any machine, and two deals that differ only in cards the player has not seen get
the same advice.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardtable.engine import Action, Observation
from cardtable.engine.actions import CLAIM

from .why import Reason, reason_for

if TYPE_CHECKING:
    from .expert import Search

#: The share of the expert's plan (worlds and nodes) the hint and the review search. The same for
#: both, so that the review's figures for a decision are the hint's. Schnapsen and Schneider at
#: half the plan keep a hand's review within a few seconds (``python -m cardtable.bench.review``
#: prints the time per hand); Bura's searches are cheap but its figures noisy (the stock's order is
#: the unknown that matters), so it searches the full plan.
SCALE: dict[str, float] = {"schnapsen": 0.5, "schneider": 0.5, "bura": 1.0}
#: How many standard errors of a difference make it more than the search's noise (``Advice.gap``).
NOISE_Z = 2.0


@dataclass(frozen=True)
class Option:
    """One legal action with the expert's figures for it (None: not searched, e.g. a forced move)."""

    action: Action
    win: float | None = None  #: share of the searched worlds in which the hand is won, 0 ... 1
    points: float | None = None  #: expected game points for the player (chips in Bura), signed
    #: what the expert ranks by, in game points (chips in Bura): Schnapsen's are counted by how they
    #: change the chance of the Bummerl (``bummerl.py``, scaled so that a hand won or lost by one
    #: lies two apart, as in plain points); elsewhere the expected points themselves
    worth: float | None = None
    #: the option's worth in each world searched (in ``Advice.weights``' order), for the noise
    samples: tuple[float, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class Advice:
    """The expert's choice, the options best first, and why, as data for the front end to word."""

    choice: Action
    options: tuple[Option, ...]
    reason: Reason
    worlds: int = 0  #: worlds searched (0: no search was needed)
    seconds: float = 0.0
    weights: tuple[float, ...] = field(default=(), compare=False, repr=False)  #: each world's weight

    def top(self, count: int = 3) -> tuple[Option, ...]:
        return self.options[:count]

    @property
    def converted(self) -> bool:
        """Whether the worth shown differs from the plain expected points (Schnapsen's points
        counted at the Bummerl's score): the front end then says so beside the figures."""
        return converted(self.options)

    def option(self, action: Action) -> Option | None:
        return next((o for o in self.options if o.action == action), None)

    def gap(self, better: Action, worse: Action) -> tuple[float, float] | None:
        """How much more ``better`` is worth than ``worse`` and the standard error of that
        difference over the worlds (the same worlds value both, so the difference is paired);
        None where either was not searched."""
        one, two = self.option(better), self.option(worse)
        if one is None or two is None or one.worth is None or two.worth is None:
            return None
        return one.worth - two.worth, paired_error(one.samples, two.samples, self.weights)


def converted(options: Sequence[Option]) -> bool:
    """Whether any option's worth differs from its expected points."""
    return any(o.worth is not None and o.points is not None and abs(o.worth - o.points) > 0.005 for o in options)


def paired_error(one: Sequence[float], two: Sequence[float], weights: Sequence[float]) -> float:
    """The standard error of the weighted mean of ``one - two`` (0 with fewer than two worlds)."""
    if len(one) != len(weights) or len(two) != len(weights) or len(weights) < 2:
        return 0.0
    total = sum(weights)
    if total <= 0.0:
        return 0.0
    diffs = [a - b for a, b in zip(one, two, strict=True)]
    mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
    variance = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total
    effective = total**2 / sum(w * w for w in weights)  # worlds kept twice count as one more draw
    return math.sqrt(variance / max(1.0, effective - 1.0))


def seed_of(obs: Observation) -> str:
    """The search's seed: public facts only (the game and how far the hand has gone)."""
    return f"hint/{obs.game}/{len(obs.events)}/{len(obs.tricks)}"


def advise(
    obs: Observation,
    legal: Sequence[Action],
    *,
    scale: float | None = None,
    search_single: bool = False,
) -> Advice:
    """The expert's advice for the player to move in ``obs`` (``legal``: his legal actions), at
    ``scale`` of the expert's plan (None: the game's ``SCALE``). ``search_single``: a lone move is
    searched too (the review values it beside a claim)."""
    from .expert import Expert  # imported at the first hint: the table's start does without it

    started = time.perf_counter()
    legal = list(dict.fromkeys(legal))  # each action once: a repeat would be counted twice a world
    expert = Expert(random.Random(seed_of(obs)), SCALE[obs.game] if scale is None else scale)
    verdict = expert.consider(obs, legal, search_single)
    choice, search = verdict.choice, verdict.search
    moves = [a for a in legal if a is not CLAIM] or legal
    weights: tuple[float, ...] = ()
    if search is None or not expert.last_worlds:
        options = (Option(choice),) if search is None else tuple(Option(m) for m in moves)
        worlds = 0
    else:
        options = _ranked(choice, search)
        worlds, weights = expert.last_worlds, tuple(search.weights)
    only = len(moves) == 1
    reason = reason_for(obs, choice, only)
    return Advice(choice, options, reason, worlds, time.perf_counter() - started, weights)


def _ranked(choice: Action, search: Search) -> tuple[Option, ...]:
    """Every searched move's figures, the expert's choice first, then by worth."""
    options = [_option(move, search) for move in search.totals]
    options.sort(key=lambda o: -(o.worth or 0.0))
    first = next(o for o in options if o.action == choice)
    return (first, *[o for o in options if o is not first])


def _option(move: Action, search: Search) -> Option:
    values, weights, weighed = search.values[move], search.weights, search.weighed
    wins = sum(w for v, w in zip(values, weights, strict=True) if v > 0)
    points = sum(w * v for v, w in zip(values, weights, strict=True))
    samples = tuple(search.worth(v) for v in values)
    return Option(move, wins / weighed, points / weighed, search.totals[move] / weighed, samples)


__all__ = ["SCALE", "Advice", "Option", "Reason", "advise", "converted", "paired_error", "seed_of"]

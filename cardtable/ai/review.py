"""The expert's review of a finished hand: at each of the person's decisions with two or more real
options, every option's figures from what he knew then (``advice.advise`` on his observation at that
point), the expected loss of his choice against the expert's best, a costly mark, and, labelled as
hindsight, the best play with every card known (an exact solve of the actual position).

Everything is data (ids, actions and numbers); the front end words it. The figures before
hindsight read only the person's observation, seeded from public facts, so twin deals that differ
only in cards he never saw get the same review; only the ``Hindsight`` parts read the hidden cards.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from cardtable.engine import GAMES, Action, Hand, Kind, Match, Observation
from cardtable.engine.actions import CLAIM, CLOSE

from .advice import Advice, Option, advise
from .solver_bura import BuraSolver
from .solver_bura import state_of as bura_state
from .solver_schnapsen import Budget, SchnapsenSolver, state_of
from .solver_schneider import SchneiderSolver
from .solver_schneider import state_of as schneider_state

#: An expected loss (game points; in Bura the hand's stake, 1 for the pot) from which a choice is
#: marked costly. Below it the figures of a few dozen worlds cannot tell a slip from noise. Chosen
#: by ``python -m cardtable.bench.review`` (100 decisions of easy against medium per game, each
#: searched again with four times the worlds; "plainly wrong": the deeper loss under half the
#: threshold):
#:
#: - Schnapsen 0.25: 48 marks, 40 confirmed (83 %), 4 plainly wrong, 5 missed; the same verdict on
#:   87 % of decisions. Higher thresholds were no surer (0.5: 73 % confirmed, 5 wrong of 37).
#: - Schneider 0.5: 8 marks, all confirmed, 1 missed; the same verdict on 99 % (0.35: 2 of 11 wrong).
#: - Bura 0.35 (searched at the full plan): 11 marks, 9 confirmed, 2 plainly wrong; the same verdict
#:   on 96 %. Bura's values are noisy (the stock's order is the unknown that matters): at half the
#:   worlds a third of its marks were plainly wrong.
THRESHOLD: dict[str, float] = {"schnapsen": 0.25, "schneider": 0.5, "bura": 0.35}

#: The review's search per decision, as a share of the expert's plan: lower than the hint's where
#: that keeps a whole hand within a few seconds (``bench.review`` prints the time per hand). Bura's
#: searches are cheap but its figures noisy (the stock's order is the unknown that matters): at half
#: the worlds a third of its marks were plainly wrong against four times the worlds.
SCALE: dict[str, float] = {"schnapsen": 0.5, "schneider": 0.5, "bura": 1.0}
#: Seconds the searches of a whole hand may take, shared out over its decisions; None: the plans'
#: node budgets alone. None by default: cut short by the clock on a busy machine, a decision kept
#: only the plan's minimum of worlds (two at this scale), whose figures are noise (every option
#: "wins 100 %"); by the node budget a hand takes 2-3 s of CPU (``bench.review``), and twin deals
#: and the benchmark's marks get the same figures on any machine.
TIME_LIMIT: float | None = None
#: Lead nodes an exact hindsight solve may take before it gives up (then no hindsight is shown).
#: Measured over 4 hands of each game: Schnapsen solves 28 of 28 decisions at 150,000 (0.7 s of
#: CPU a hand; 23 at 40,000); Schneider's long talon solves 30 of 60 at 40,000 (1.0 s a hand) and
#: only 35 at 150,000 (3.5 s), so it keeps the smaller budget; Bura's solves are cheap.
HINDSIGHT_NODES: dict[str, int] = {"schnapsen": 150_000, "schneider": 40_000, "bura": 40_000}


class Situation(StrEnum):
    """What kind of decision it was, for the summary's counts."""

    LEAD = "lead"
    ANSWER = "answer"
    CLOSE = "close"  #: a close that cost
    CLOSE_MISSED = "close_missed"  #: the expert would have closed
    CLAIM_MISSED = "claim_missed"  #: the expert would have claimed (66, 31)
    EXCHANGE_MISSED = "exchange_missed"
    MARRIAGE_MISSED = "marriage_missed"
    DECLARE = "declare"  #: Bura's special hands


@dataclass(frozen=True)
class Hindsight:
    """The actual position solved with every card known (labelled as hindsight in the review)."""

    best: Action
    values: tuple[tuple[Action, float], ...]  #: every real option's exact value, best first

    def value(self, action: Action) -> float | None:
        return dict(self.values).get(action)


@dataclass(frozen=True)
class Decision:
    """One decision of the person's, reviewed."""

    index: int  #: the position of the action in the hand's actions
    trick: int  #: how many tricks were finished before it (0: the first trick)
    situation: Situation
    chosen: Action
    best: Action  #: the expert's choice from what the person knew
    options: tuple[Option, ...]  #: every real option, the expert's best first
    loss: float | None  #: expected game points (chips' stake in Bura) given away; None: not rated
    costly: bool
    worlds: int
    hindsight: Hindsight | None = None

    def option(self, action: Action) -> Option | None:
        return next((o for o in self.options if o.action == action), None)


@dataclass(frozen=True)
class Summary:
    """Costly choices counted by kind, and the expected loss over every rated decision."""

    decisions: int
    costly: tuple[tuple[Situation, int], ...]
    loss: float  #: total expected loss (game points; pots in Bura), costly or not
    costly_loss: float  #: the part of it the costly choices gave away

    @staticmethod
    def of(decisions: Sequence[Decision]) -> Summary:
        counts = Counter(d.situation for d in decisions if d.costly)
        ordered = tuple((s, counts[s]) for s in Situation if counts[s])
        loss = sum(d.loss or 0.0 for d in decisions)
        costly = sum(d.loss or 0.0 for d in decisions if d.costly)
        return Summary(len(decisions), ordered, loss, costly)

    @staticmethod
    def add(summaries: Sequence[Summary]) -> Summary:
        counts: Counter[Situation] = Counter()
        for s in summaries:
            counts.update(dict(s.costly))
        return Summary(
            sum(s.decisions for s in summaries),
            tuple((k, counts[k]) for k in Situation if counts[k]),
            sum(s.loss for s in summaries),
            sum(s.costly_loss for s in summaries),
        )


@dataclass(frozen=True)
class HandReview:
    """A hand's review: its start, every action, the person's decisions and their summary."""

    game: str
    seat: int
    start: Hand  #: the hand before its first action (the window replays it trick by trick)
    actions: tuple[Action, ...]
    decisions: tuple[Decision, ...]
    summary: Summary
    deal: int = 0  #: the hand's number in the match (1 for the first), 0 when not known
    seconds: float = 0.0


@dataclass(frozen=True)
class MatchReview:
    hands: tuple[HandReview, ...]
    summary: Summary = field(default_factory=lambda: Summary(0, (), 0.0, 0.0))

    @staticmethod
    def of(hands: Sequence[HandReview]) -> MatchReview:
        return MatchReview(tuple(hands), Summary.add([h.summary for h in hands]))


Progress = Callable[[int, int], None]


def real_options(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """The options a person really chooses between: a claim only where it is right (his points
    reach the goal), as the expert sees it; a false claim is never an option worth a review line."""
    goal = GAMES[obs.game].goal
    if CLAIM in legal and not (goal is not None and obs.score >= goal):
        return [a for a in legal if a is not CLAIM]
    return list(legal)


def review_hand(
    start: Hand,
    actions: Sequence[Action | str],
    seat: int,
    *,
    scale: float | None = None,
    time_limit: float | None = TIME_LIMIT,
    hindsight: bool = True,
    deal: int = 0,
    progress: Progress | None = None,
) -> HandReview:
    """Review the hand that ``actions`` play from ``start`` (not changed) for the person at ``seat``;
    ``time_limit``: seconds for all its searches (None: the plans' node budgets alone); ``scale``:
    of the expert's plan (None: the game's ``SCALE``)."""
    began = time.perf_counter()
    scale = SCALE[start.game] if scale is None else scale
    played = [a if isinstance(a, Action) else Action.parse(a) for a in actions]
    points = [(i, at) for i, at in _positions(start, played) if _is_decision(at, seat)]
    decisions: list[Decision] = []
    for n, (i, at) in enumerate(points, 1):
        share = None
        if time_limit is not None:
            share = max(0.02, (time_limit - (time.perf_counter() - began)) / (len(points) - n + 1))
        decisions.append(review_decision(at, played[i], seat, i, scale, share, hindsight))
        if progress is not None:
            progress(n, len(points))
    summary = Summary.of(decisions)
    return HandReview(
        start.game, seat, start.clone(), tuple(played), tuple(decisions), summary, deal, time.perf_counter() - began
    )


def _positions(start: Hand, played: Sequence[Action]) -> Iterator[tuple[int, Hand]]:
    """Each action's index with the hand just before it (a copy)."""
    hand = start.clone()
    for i, action in enumerate(played):
        yield i, hand.clone()
        hand.apply(action)


def _is_decision(hand: Hand, seat: int) -> bool:
    if hand.to_move != seat or hand.result is not None:
        return False
    return len(real_options(hand.observation(seat), hand.legal_actions())) >= 2


def review_decision(
    hand: Hand,
    chosen: Action,
    seat: int,
    index: int = 0,
    scale: float = 0.5,
    time_limit: float | None = None,
    hindsight: bool = True,
) -> Decision:
    """One decision reviewed: ``hand`` is the actual position (read for hindsight only);
    ``time_limit``: seconds for its search."""
    obs = hand.observation(seat)
    options = real_options(obs, hand.legal_actions())
    advice, figures = _figures(hand, obs, options, scale, time_limit)
    best = advice.choice if advice.choice in options else options[0]
    ranked = _ranked(best, figures, options)
    loss = _loss(figures.get(best), figures.get(chosen))
    costly = loss is not None and loss >= THRESHOLD[hand.game]
    return Decision(
        index,
        len(obs.tricks),
        _situation(obs, chosen, best),
        chosen,
        best,
        ranked,
        loss,
        costly,
        advice.worlds,
        solve_hindsight(hand, options) if hindsight else None,
    )


def _figures(
    hand: Hand, obs: Observation, options: list[Action], scale: float, time_limit: float | None
) -> tuple[Advice, dict[Action, Option]]:
    """The expert's advice and every option's figures. A right claim is valued by playing it (its
    result follows from the person's own points and the points taken in view, public facts); the
    other options by the expert's search as for a hint."""
    moves = [a for a in options if a is not CLAIM]
    # one move beside a claim is searched too: a forgotten claim is measured against it
    advice = advise(obs, moves, scale=scale, time_limit=time_limit, search_single=True)
    figures = {o.action: o for o in advice.options if o.points is not None}
    if CLAIM in options:
        value = _claimed(hand)
        figures[CLAIM] = Option(CLAIM, 1.0 if value > 0 else 0.0, value, value)
        # The expert claims whenever the claim is right, as the rules advise (S-19, B-16).
        advice = Advice(CLAIM, advice.options, advice.reason, advice.worlds, advice.seconds)
    return advice, figures


def _claimed(hand: Hand) -> float:
    position = hand.clone()
    seat = position.to_move
    position.apply(CLAIM)
    return _value_for(position, seat)


def _value_for(hand: Hand, seat: int | None) -> float:
    result = hand.result
    if result is None or result.winner is None:
        return 0.0
    return float(result.points if result.winner == seat else -result.points)


def _ranked(best: Action, figures: dict[Action, Option], options: list[Action]) -> tuple[Option, ...]:
    """Every real option, the expert's best first, then by expected points (unrated ones last)."""
    rest = [figures.get(a, Option(a)) for a in options if a != best]
    rest.sort(key=lambda o: -(o.points if o.points is not None else -99.0))
    return (figures.get(best, Option(best)), *rest)


def _loss(best: Option | None, chosen: Option | None) -> float | None:
    """Expected points given away against the expert's best; never below 0 (the expert ranks by
    worth in the match, so a choice with more points but less worth gives nothing away here)."""
    if best is None or chosen is None or best.points is None or chosen.points is None:
        return None
    return max(0.0, best.points - chosen.points)


def _situation(obs: Observation, chosen: Action, best: Action) -> Situation:
    if best != chosen:
        missed = {
            Kind.CLAIM: Situation.CLAIM_MISSED,
            Kind.CLOSE: Situation.CLOSE_MISSED,
            Kind.EXCHANGE: Situation.EXCHANGE_MISSED,
            Kind.MARRY: Situation.MARRIAGE_MISSED,
        }.get(best.kind)
        if missed is not None and chosen.kind != best.kind:
            return missed
    if chosen is CLOSE:
        return Situation.CLOSE
    if chosen.kind in (Kind.DECLARE, Kind.PASS):
        return Situation.DECLARE
    return Situation.ANSWER if obs.trick else Situation.LEAD


# Hindsight ---------------------------------------------------------------------------------------
_SOLVERS: dict[str, Callable[[Hand, int], Any]] = {
    "schnapsen": lambda hand, nodes: SchnapsenSolver(state_of(hand), node_limit=nodes),
    "bura": lambda hand, nodes: BuraSolver(bura_state(hand), node_limit=nodes),
    "schneider": lambda hand, nodes: SchneiderSolver(schneider_state(hand), node_limit=nodes),
}


def solve_hindsight(hand: Hand, options: Sequence[Action], nodes: int | None = None) -> Hindsight | None:
    """Every option's exact value with all cards known, or None where the solve is too big (past
    ``nodes``, by default the game's ``HINDSIGHT_NODES``) or an option is not the solver's (Bura's
    declarations)."""
    values: list[tuple[Action, float]] = []
    nodes = HINDSIGHT_NODES.get(hand.game, 40_000) if nodes is None else nodes
    make = _SOLVERS.get(hand.game)
    if make is None:
        return None
    try:
        solver = make(hand, nodes)
        for action in options:
            if action is CLAIM or action.kind in (Kind.DECLARE, Kind.PASS):
                if action is not CLAIM:
                    return None
                values.append((action, _claimed(hand)))
                continue
            values.append((action, float(solver.value_of(action))))
    except Budget:
        return None
    values.sort(key=lambda pair: -pair[1])
    return Hindsight(values[0][0], tuple(values))


# Matches -------------------------------------------------------------------------------------------
def hand_starts(first: Match, actions: Sequence[str]) -> list[tuple[Hand, list[str]]]:
    """Every hand of a match replayed from ``first`` (the match before its first action): each
    hand's start and its actions. The match itself is not changed."""
    match = first.clone()
    out: list[tuple[Hand, list[str]]] = []
    current: list[str] = []
    start = match.hand.clone()
    for text in actions[len(first.actions) :]:
        before = len(match.finished)
        match.apply(text)
        current.append(text)
        if len(match.finished) > before:
            out.append((start, current))
            start, current = match.hand.clone(), []
    return out


def review_match(
    first: Match,
    actions: Sequence[str],
    seat: int,
    *,
    scale: float | None = None,
    time_limit: float | None = TIME_LIMIT,
    progress: Progress | None = None,
) -> MatchReview:
    """Every finished hand of a match reviewed, and their summaries added up."""
    hands = hand_starts(first, actions)
    reviews = []
    for n, (start, played) in enumerate(hands, 1):
        reviews.append(review_hand(start, played, seat, scale=scale, time_limit=time_limit, deal=n))
        if progress is not None:
            progress(n, len(hands))
    return MatchReview.of(reviews)


__all__ = [
    "THRESHOLD",
    "Decision",
    "HandReview",
    "Hindsight",
    "MatchReview",
    "Situation",
    "Summary",
    "hand_starts",
    "real_options",
    "review_decision",
    "review_hand",
    "review_match",
    "solve_hindsight",
]

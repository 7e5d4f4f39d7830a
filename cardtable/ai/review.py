"""The expert's review of a finished hand: at each of the person's decisions with two or more real
options, every option's figures from what he knew then (the hint's very figures: ``advice.advise``
on his observation at that point), the loss of his choice against the expert's in the unit the
expert ranks by (``Option.worth``), a costly mark where that loss is more than the threshold and the
search's noise, and, labelled as hindsight, the best play with every card known (an exact solve).

Everything is data (ids, actions and numbers); the front end words it. The figures before
hindsight read only the person's observation, seeded from public facts, so twin deals that differ
only in cards he never saw get the same review; only the ``Hindsight`` parts read the hidden cards,
and the hand's result (public once it is over) clears the marks of a hand won with the most it gives.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from cardtable.engine import GAMES, Action, Hand, Kind, Match, Observation, Result, Tier
from cardtable.engine.actions import CLAIM, CLOSE

from . import bummerl
from .advice import NOISE_Z, SCALE, Advice, Option, advise, converted
from .expert import PROFILES
from .solver_bura import BuraSolver
from .solver_bura import state_of as bura_state
from .solver_schnapsen import Budget, SchnapsenSolver, state_of
from .solver_schneider import SchneiderSolver
from .solver_schneider import state_of as schneider_state

#: The loss from which a choice is marked costly, in the unit the choice is ranked by
#: (``Option.worth``: game points, in Schnapsen counted by the Bummerl's chance at its score, see
#: ``advice.py``; in Bura the pot, 1). A loss is marked only where it is over the threshold by more
#: than its standard error over the worlds, and more than ``advice.NOISE_Z`` (2) standard errors
#: from nothing (``is_costly``), so a marked loss is in practice at least a third of a game point.
#: Chosen with ``python -m cardtable.bench.reviewcheck`` (medium and strong against the expert, every
#: decision searched again with four times the worlds): at 0.15 no mark was wrong (the deeper loss
#: under the threshold) in Schnapsen (15 marks in 290 decisions, 19 missed), Schneider (25 in
#: 180, 4 missed) or Bura (8 in 235, 5 missed); at 0.25 one mark in 14, 19 and 5 was wrong. Marked
#: at the threshold alone (no standard error over it), 2 of 15 were wrong in Schnapsen at 0.35 and
#: 5 of 7 in Bura at 0.35. Rare wrong marks are worth more than the misses: a newcomer trusts a mark.
THRESHOLD: dict[str, float] = {"schnapsen": 0.15, "schneider": 0.15, "bura": 0.15}

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
    #: the expert's worth (``Option.worth``: game points, chips' stake in Bura) given away against
    #: its choice; None: not rated
    loss: float | None
    costly: bool
    worlds: int
    hindsight: Hindsight | None = None
    noise: float = 0.0  #: the standard error of ``loss`` over the worlds searched
    #: the hand's actions before it: a decision kept for a store is reused only on the same line (after
    #: an undo or a restart the same move at the same index was another position)
    before: tuple[str, ...] = ()

    def option(self, action: Action) -> Option | None:
        return next((o for o in self.options if o.action == action), None)

    @property
    def converted(self) -> bool:
        """Whether the worths (and the loss) differ from plain expected points: Schnapsen's points
        counted by what they are worth in the Bummerl at its score (``bummerl.py``)."""
        return converted(self.options)


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
    hindsight: bool = True,
    deal: int = 0,
    progress: Progress | None = None,
    store: dict[int, Decision] | None = None,
) -> HandReview:
    """Review the hand that ``actions`` play from ``start`` (not changed) for the person at ``seat``;
    ``scale``: of the expert's plan (None: the advice's, so that the figures are the hint's).
    ``store``: decisions already reviewed while the hand was played (``review_decisions``), kept."""
    began = time.perf_counter()
    played = [a if isinstance(a, Action) else Action.parse(a) for a in actions]
    decisions = review_decisions(start, played, seat, scale=scale, hindsight=hindsight, store=store, progress=progress)
    end = start.clone()
    for action in played:
        end.apply(action)
    if won_the_most(end.result, seat, start.game):
        decisions = [replace(d, loss=0.0, costly=False) for d in decisions]
    return HandReview(
        start.game,
        seat,
        start.clone(),
        tuple(played),
        tuple(decisions),
        Summary.of(decisions),
        deal,
        time.perf_counter() - began,
    )


def review_decisions(
    start: Hand,
    played: Sequence[Action],
    seat: int,
    *,
    scale: float | None = None,
    hindsight: bool = True,
    store: dict[int, Decision] | None = None,
    progress: Progress | None = None,
) -> list[Decision]:
    """The person's decisions in ``played`` (all or the first actions of a hand) reviewed. Each
    goes into ``store`` (by its index) as soon as it is made, and one found there is kept, not
    searched again: the review of a hand in play is so computed trick by trick, and only its last
    decisions are left at its end. (The store is shared by threads: one writer at a time.)"""
    known = {} if store is None else store
    points = [(i, at) for i, at in _positions(start, played) if _is_decision(at, seat)]
    decisions: list[Decision] = []
    for n, (i, at) in enumerate(points, 1):
        found = known.get(i)
        before = tuple(a.text for a in played[:i])
        if found is None or found.chosen != played[i] or found.before != before:
            found = replace(review_decision(at, played[i], seat, i, scale, hindsight), before=before)
            known[i] = found
        decisions.append(found)
        if progress is not None:
            progress(n, len(points))
    return decisions


def won_the_most(result: Result | None, seat: int, game: str) -> bool:
    """Whether the person won the hand with the most it can give (Schwarz; Bura's pot, whose stake
    is all a hand is played for): then no choice of his cost anything, whatever the figures say."""
    if result is None or result.winner != seat:
        return False
    return result.tier is Tier.SCHWARZ or GAMES[game].stakes == "chips"


def _positions(start: Hand, played: Sequence[Action]) -> Iterator[tuple[int, Hand]]:
    """Each action's index with the hand just before it (a copy)."""
    hand = start.clone()
    for i, action in enumerate(played):
        yield i, hand.clone()
        hand.apply(action)


def decisions_to_review(start: Hand, played: Sequence[Action], seat: int, store: dict[int, Decision]) -> list[int]:
    """The indices in ``played`` of the person's decisions that ``store`` has no valid review of
    (``review_decisions`` would search them)."""
    missing = []
    for i, at in _positions(start, played):
        if _is_decision(at, seat):
            found = store.get(i)
            if found is None or found.chosen != played[i] or found.before != tuple(a.text for a in played[:i]):
                missing.append(i)
    return missing


def _is_decision(hand: Hand, seat: int) -> bool:
    if hand.to_move != seat or hand.result is not None:
        return False
    return len(real_options(hand.observation(seat), hand.legal_actions())) >= 2


def review_decision(
    hand: Hand,
    chosen: Action,
    seat: int,
    index: int = 0,
    scale: float | None = None,
    hindsight: bool = True,
) -> Decision:
    """One decision reviewed: ``hand`` is the actual position (read for hindsight only). The
    figures are the hint's for the same observation (``advice.advise``)."""
    obs = hand.observation(seat)
    options = real_options(obs, hand.legal_actions())
    advice = _advice(hand, obs, options, scale)
    best = advice.choice if advice.choice in options else options[0]
    gap = advice.gap(best, chosen) if chosen != best else (0.0, 0.0)
    loss, noise = (None, 0.0) if gap is None else (max(0.0, gap[0]), gap[1])
    return Decision(
        index,
        len(obs.tricks),
        _situation(obs, chosen, best),
        chosen,
        best,
        _ranked(best, advice, options),
        loss,
        loss is not None and is_costly(loss, noise, advice.option(best), advice.option(chosen), THRESHOLD[hand.game]),
        advice.worlds,
        solve_hindsight(hand, options) if hindsight else None,
        noise,
    )


def is_costly(loss: float, noise: float, best: Option | None, chosen: Option | None, threshold: float) -> bool:
    """A loss is marked where it is over ``threshold`` (the game's ``THRESHOLD``) by more than its
    standard error ``noise``, and more than ``advice.NOISE_Z`` standard errors from nothing: a
    choice the worlds cannot tell from the best is never marked. An exchange (S-11) that wins in
    as many worlds as the expert's choice is not marked either: it keeps the lead, so the best lead
    follows it, and a small gap is the search's horizon (the exchange's lead is searched a trick
    less deep than a card led now), not a loss."""
    if loss < threshold + noise or loss <= NOISE_Z * noise:
        return False
    if chosen is None or best is None or chosen.action.kind != Kind.EXCHANGE:
        return True
    return (chosen.win or 0.0) < (best.win or 0.0) - 1e-9


def _advice(hand: Hand, obs: Observation, options: list[Action], scale: float | None) -> Advice:
    """The hint's advice for the decision. A right claim is valued by playing it (its result follows
    from the person's own points and the points taken in view, public facts) and is the expert's
    choice, as the rules advise (S-19, B-16); the other options are searched as for a hint."""
    moves = [a for a in options if a is not CLAIM]
    # one move beside a claim is searched too: a forgotten claim is measured against it
    advice = advise(obs, moves, scale=scale, search_single=CLAIM in options)
    if CLAIM not in options:
        return advice
    value = _claimed(hand)
    profile = PROFILES[hand.game]
    values = profile.worth(obs) if profile.worth is not None else None
    worth = value if values is None else bummerl.worth(values, value)
    claim = Option(CLAIM, 1.0 if value > 0 else 0.0, value, worth, (worth,) * len(advice.weights))
    searched = tuple(o for o in advice.options if o.worth is not None)
    return replace(advice, choice=CLAIM, options=(claim, *searched))


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


def _ranked(best: Action, advice: Advice, options: list[Action]) -> tuple[Option, ...]:
    """Every real option, the expert's best first, then by worth, as the expert ranks them
    (unrated ones last)."""
    rest = [advice.option(a) or Option(a) for a in options if a != best]
    rest.sort(key=lambda o: -(o.worth if o.worth is not None else -99.0))
    return (advice.option(best) or Option(best), *rest)


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
def hand_starts(first: Match, actions: Sequence[str], *, unfinished: bool = False) -> list[tuple[Hand, list[str]]]:
    """Every hand of a match replayed from ``first`` (the match before its first action): each
    hand's start and its actions; ``unfinished``: the hand in play last, with its actions so far.
    The match itself is not changed."""
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
    if unfinished and match.result is None:
        out.append((start, current))
    return out


def review_match(
    first: Match,
    actions: Sequence[str],
    seat: int,
    *,
    scale: float | None = None,
    progress: Progress | None = None,
) -> MatchReview:
    """Every finished hand of a match reviewed, and their summaries added up."""
    hands = hand_starts(first, actions)
    reviews = []
    for n, (start, played) in enumerate(hands, 1):
        reviews.append(review_hand(start, played, seat, scale=scale, deal=n))
        if progress is not None:
            progress(n, len(hands))
    return MatchReview.of(reviews)


__all__ = [
    "SCALE",
    "THRESHOLD",
    "Decision",
    "HandReview",
    "Hindsight",
    "MatchReview",
    "Situation",
    "Summary",
    "hand_starts",
    "is_costly",
    "real_options",
    "review_decision",
    "review_decisions",
    "review_hand",
    "review_match",
    "solve_hindsight",
    "won_the_most",
]

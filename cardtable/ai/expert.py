"""The expert level: perfect-information Monte Carlo where every sampled world is searched by a fast
solver on a compact bitmask form of the hand (``solver_*`` modules), not by random playouts.

For each decision the player samples worlds consistent with its observation (``determinize``), has
the game's solver value every candidate action in each world, and takes the action with the best
total. Work is bounded by a node budget (not by the clock), so the same observation and seed give
the same choice on any machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cardtable.engine import GAMES, Action, Hand, Observation
from cardtable.engine.actions import CLAIM, CLOSE

from . import bummerl, fusion, heuristics, soft
from .determinize import weighted_worlds
from .solver_bura import BuraSolver
from .solver_bura import state_of as bura_state
from .solver_schnapsen import Budget, SchnapsenSolver, state_of
from .solver_schneider import SchneiderSolver
from .solver_schneider import state_of as schneider_state
from .tells import TELLS


@dataclass(frozen=True)
class Plan:
    """How to search one decision: how many worlds, how deep, and the node budget."""

    worlds: int
    horizon: int  #: Phase-1 tricks searched before estimating (0: to the end of the hand)
    nodes: int  #: total solver nodes for the decision (at least ``min_worlds`` worlds are searched)
    min_worlds: int = 4
    #: Inference: draw this many worlds and keep ``worlds`` of them in proportion to how well they
    #: explain the opponent's choices (``determinize.weighted_worlds``); 0 = uniform sampling.
    candidates: int = 0
    surprise: float | None = 0.05  #: the rules-of-thumb model of his choices (None: not used)
    tells: bool = False  #: weigh the worlds by his tells as well (``tells.py``)


#: Schnapsen positions with at most this many cards in the stock are searched to the hand's end.
SOLVED_TO_THE_END = 6


def schnapsen_plan(obs: Observation) -> Plan:
    stock = obs.stock_size
    # A bigger endgame bought nothing (paired ``arena --matches 90 --seed 5`` against strong): 64
    # worlds at 400,000 nodes once closed, 64 at 120,000 from 4 cards and 40 at 400,000 from 6 won
    # 60.4 % of 1,055 hands and 80.0 % of Bummerls (p95 1.28 s), against 62.8 % and 82.8 % here.
    if obs.stock_closed_by is not None or stock == 0:
        return _read_tells(Plan(1 if stock == 0 else 32, 0, 200_000))
    if stock <= 4:
        return _read_tells(Plan(32, 0, 60_000))
    if stock <= SOLVED_TO_THE_END:
        # Solved to the end (about 6,000 nodes a world): measured 52.4 % of 431 paired hands against
        # the two-trick horizon. Exact solves from 8 cards measured worse (47.9 %) and too slow:
        # with few worlds each knows too much of the stock.
        return _read_tells(Plan(16, 0, 150_000))
    # Every move here is valued with less strategy fusion (``schnapsen_fused``), which follows each
    # world to our next decision; about 20 of the 30 worlds fit the budget at the first lead. More
    # worlds bought nothing (paired ``arena --matches 90 --seed 5`` against strong): 20 worlds won
    # 62.8 % of 1,045 hands, 82.8 % of Bummerls; 28 worlds (180,000 nodes) 62.4 % of 1,068, 81.1 %;
    # 40 worlds (240,000) 64.2 % of 1,051, 83.3 %. This budget keeps the first tricks near 0.7 s
    # (``bench.expert``: median 99 ms, p95 813 ms over 30 hands; 180,000 nodes took p95 1.4-1.5 s).
    # Three tricks deep on the same budget (about a third of the worlds) won 59.2 % of 1,073, 78.9 %.
    return _read_tells(Plan(30, 2, 120_000))


def _read_tells(plan: Plan) -> Plan:
    """Schnapsen's worlds are drawn four times over and kept by the opponent's tells (``tells.py``).
    They place his hidden cards a little better (47.3 % right against 46.1 % for uniform worlds,
    ``python -m cardtable.ai.diagnose --level expert``); the strength it adds is within the noise of
    1,077 paired hands against strong (59.8 %, before 59.6 % of 569), Bummerls 77.8 % (before 74 %)."""
    if plan.worlds == 1:
        return plan  # the stock is used up: every unseen card is in his hand
    return replace(plan, candidates=4 * plan.worlds, surprise=None, tells=True)


def schneider_plan(obs: Observation) -> Plan:
    talon = obs.stock_size
    if talon == 0:
        return Plan(1, 0, 200_000)  # every unseen card is in the opponent's hand
    if talon <= 2:
        return Plan(16, 0, 60_000)
    if talon <= 4:
        return Plan(24, 1, 60_000)
    return Plan(24, 2, 60_000)


def bura_plan(obs: Observation) -> Plan:
    # Bura's stock is long and its hands small: a four-trick horizon is cheap, and the opponent's
    # choices (which groups he led, which special hands he did not declare) say much about his cards.
    # Four tricks deep with 24 worlds measured 52.1 % of 489 paired hands against three with 32.
    # Against strong (``arena --game bura --players expert,strong --matches 120 --paired --seed 5``)
    # this plan wins 51.2 % of 999 hands; nothing tried beside it did better: twice the worlds and
    # nodes 50.9 % of 997, two tricks with modelled answers 49.1 % of 981, and the draws as chance
    # so that no world's stock order is read (``BuraSolver(chance=K)``, commit b7637bb on branch
    # ``bura-chance``): 49.6 % of 1,016 (two tricks, six reshuffles), 49.4 % of 1,001 (three
    # tricks, two). Seeing his hand (``handseer``) wins
    # 61.3 % of 468, seeing every card 82 %: Bura's hidden price is mostly the stock's order.
    return Plan(24, 4, 90_000, candidates=200)


#: A close (S-15) is taken only where it wins in at least this share of the worlds searched. In each
#: world the closer plays on as if he saw the opponent's hand, which flatters a close more than any
#: other move: against strong, closes that won in under 70 % of the worlds won 6 hands in 26, and at
#: the very first trick, where the other moves are only estimated, 1 in 8. With this rule 61 of 63
#: closes won (it was 70 of 91) and the expert gained +0.03 game points a hand (200 paired hands).
#: A share of 0.7 won 62.0 % of 1,050 paired hands against strong, +0.510 (with 0.8: 62.8 %, +0.532).
CLOSE_SHARE = 0.8

#: ``solve(world, horizon, shared)``: a solver for a position of ``world``. ``shared`` is one dict
#: per world, which a game's solvers may use to share what they learn about that world: every
#: position met after a root move is in the same world, with the same stock order.
Solve = Callable[[Hand, int, dict[Any, Any]], Any]


def schnapsen_fused(obs: Observation, moves: Sequence[Action]) -> list[Action]:
    """The moves whose worth depends most on what the player will choose next without seeing the
    opponent's hand (``fusion.py``): the close (the first lead after it is one card for every world),
    every move of a closed hand (no card is drawn, so only his plays tell the worlds apart) and every
    move of the first Phase-1 tricks, searched two tricks deep (``schnapsen_plan``).

    Against strong on the paired deals of ``arena --matches 90 --seed 5``: with the close and closed
    hands fused, 61.0 % of 1,065 hands and 79.4 % of Bummerls, +0.478 game points a hand (before
    59.8 %, 77.8 %, +0.434); with the first tricks' moves as well, 62.3 % of 1,042, 82.8 % and +0.529.
    Each step is within noise, but every figure moved the right way, and the value is the honest
    one. Fusing the Phase-1 answers alone (at any stock, twice the nodes) measured 60.2 %, 80.0 %.

    After a card lead in the first tricks both players draw, so hardly two worlds look alike at our
    next decision (20 worlds made 19-20 groups): there the gain is the exchange's and marriage's
    fully fused groups and the larger search. Tried on the same deals and not kept: fusing every move
    at 2-6 cards in the stock as well (61.3 % of 1,052, +0.478, 80.0 %), with 6 cards searched two
    tricks deep (59.9 % of 1,065), and choosing our next decision after a draw by a PIMC of its own
    over 3 worlds drawn from what we will see (recursive PIMC, branch ``schnapsen-rec``: 62.1 % of
    1,068, +0.506, 80.6 %)."""
    closed = obs.stock_closed_by is not None
    if obs.stock_size > (0 if closed else SOLVED_TO_THE_END):
        return list(moves)
    return [m for m in moves if m is CLOSE]


#: How sure a player the model of his answers is (``soft.Replies``), and how much of the answer
#: best for him in each world is mixed in.
SHARPNESS = 1.0
MINIMAX_SHARE = 0.0
#: Every answer is searched (not only the best, as alpha-beta does), so a world costs more: the
#: node budget of these decisions is this many times the plan's.
SOFT_BUDGET = 2.0


def schnapsen_soft(obs: Observation, plan: Plan) -> bool:
    """Our Phase-1 leads, while the search stops at a horizon: the opponent's answer is valued as a
    player who cannot see our hand makes it (``soft.py``)."""
    return (
        obs.stock_closed_by is None
        and obs.stock_size > 0
        and not obs.trick
        and plan.horizon > 0
        and obs.to_move == obs.player
    )


BURA_SURPRISE = 0.05  #: how often Bura's model of his answers strays from the rules of thumb


def bura_soft(obs: Observation, plan: Plan) -> bool:
    """Our Bura leads while the stock lasts (``soft.BuraReplies``)."""
    return obs.stock_size > 0 and not obs.trick and obs.to_move == obs.player


@dataclass(frozen=True)
class Profile:
    """How the expert plays one game: one object per game, so that a game's tuning is read (and an
    experiment swaps it) in one place."""

    plan: Callable[[Observation], Plan]  #: how to search each decision
    solve: Solve  #: the game's solver for a position of a world
    #: How hand outcomes are worth more or less than their points at the match score (None: as their
    #: points). Schnapsen: by the chance of winning the Bummerl (``bummerl.py``).
    worth: Callable[[Observation], tuple[float, ...] | None] | None = None
    #: The root moves valued with less strategy fusion (``fusion.py``), the others by PIMC.
    fused: Callable[[Observation, Sequence[Action]], list[Action]] | None = None
    #: The decisions where the opponent's first answer is valued by the model (``soft.py``). None
    #: for the expert yet: in Schnapsen it measured 61.0 % of 1,058 paired hands against strong,
    #: +0.493 game points a hand, 80.6 % of Bummerls (without: 61.0 %, +0.478, 79.4 %), within noise.
    #: The strong level plays Bura with it, with a smaller plan (``players.strong_bura``); the Bura
    #: expert with it won 47.2 % of 984 paired hands against the PIMC level then strong (without:
    #: 51.2 % of 999): the rules of thumb model easy's answers well, a searching player's badly.
    soft: Callable[[Observation, Plan], bool] | None = None


PROFILES: dict[str, Profile] = {
    "schnapsen": Profile(
        schnapsen_plan,
        lambda world, horizon, shared: SchnapsenSolver(state_of(world), horizon=horizon, tables=shared),
        worth=lambda obs: bummerl.values_for(obs.match, obs.player),
        fused=schnapsen_fused,
    ),
    "schneider": Profile(
        schneider_plan, lambda world, horizon, shared: SchneiderSolver(schneider_state(world), horizon=horizon)
    ),
    "bura": Profile(bura_plan, lambda world, horizon, shared: BuraSolver(bura_state(world), horizon=horizon)),
}


@dataclass
class Search:
    """One decision's search: what the expert chooses by, and each move's value in each world."""

    totals: dict[Action, float]  #: each move's weighted total worth over the worlds searched
    #: each move's value (game points, chips' stake in Bura) in each world, in ``weights``' order;
    #: a fused move's as its group of worlds plays on (``fusion.fused_outcomes``)
    values: dict[Action, list[float]]
    weights: list[float] = field(default_factory=list)  #: each world's weight, in the order searched
    close_wins: float = 0.0  #: the weight of the worlds in which the close won
    weighed: float = 0.0  #: the weight of all worlds searched
    worth: Callable[[float], float] = float  #: a value as the expert ranks it (``Profile.worth``)


@dataclass(frozen=True)
class Verdict:
    """The expert's choice, and the search it was chosen by (None: a rule decided, no search)."""

    choice: Action
    search: Search | None = None


def pick(search: Search, prior: Action, moves: int) -> Action:
    """The move with the best total; a close only where it wins in ``CLOSE_SHARE`` of the worlds;
    on a tie, the rule of thumb's ``prior``."""
    totals = dict(search.totals)
    if CLOSE in totals and search.close_wins < CLOSE_SHARE * search.weighed and moves > 1:
        del totals[CLOSE]
    best = max(totals, key=lambda m: totals[m])
    if prior in totals and totals[prior] >= totals[best] - 1e-9:
        return prior  # a tie: the rule of thumb decides
    return best


class Expert:
    """PIMC with an exact (or depth-limited) alpha-beta solve of every sampled world."""

    def __init__(self, rng: random.Random, scale: float = 1.0, profiles: dict[str, Profile] | None = None) -> None:
        """``scale`` shrinks (or grows) every plan's worlds and nodes, for quick checks such as the
        long self-play run of ``bench.selfplay``, and for the strong level's Schnapsen (a quarter); the
        expert uses 1. ``profiles`` replaces some games' profiles (a smaller player built on the same
        search); the others are ``PROFILES``'."""
        self.rng = rng
        self.profiles = PROFILES if profiles is None else {**PROFILES, **profiles}
        self.scale = scale
        self.last_worlds = 0  #: worlds searched for the last decision (for the benchmarks)
        #: Seconds after which no further world is searched (at least ``min_worlds`` are); None: the
        #: node budget alone. The table sets it so that a busy machine does not keep the player
        #: waiting; benchmarks and tests leave it off, so their play stays the same on any machine.
        self.time_limit: float | None = None

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return self.consider(observation, legal).choice

    def consider(self, observation: Observation, legal: Sequence[Action], search_single: bool = False) -> Verdict:
        """The choice and, where it was searched, the figures it was chosen by: the hint and the hand
        review take them from here, so they rank as the expert plays. ``search_single``: a lone move
        is searched too (the review measures a forgotten claim against it)."""
        legal = list(legal)
        goal = GAMES[observation.game].goal
        if goal is not None and CLAIM in legal and observation.score >= goal:
            return Verdict(CLAIM)
        moves = [a for a in legal if a is not CLAIM] if CLAIM in legal else legal
        if len(moves) == 1 and not search_single:
            return Verdict(moves[0])
        if any(a.kind in ("declare", "pass") for a in moves):
            # Bura's special hands: declare whenever the rules offer it (B-14), as the rules of thumb do.
            return Verdict(heuristics.choose(heuristics.situation_of(observation), legal, self.rng))
        profile = self.profiles[observation.game]
        plan = self.plan(observation)
        values = profile.worth(observation) if profile.worth is not None else None

        def worth(value: float) -> float:
            return value if values is None else bummerl.worth(values, value)

        if profile.soft is not None and profile.soft(observation, plan):
            return Verdict(self._choose_soft(observation, legal, moves, plan, worth))

        search = self._pimc(observation, plan, moves, worth)
        prior = heuristics.choose(heuristics.situation_of(observation), legal, self.rng)
        if not self.last_worlds:
            return Verdict(prior, search)
        return Verdict(pick(search, prior, len(moves)), search)

    def _pimc(
        self, observation: Observation, plan: Plan, moves: Sequence[Action], worth: Callable[[float], float]
    ) -> Search:
        """Each move's total worth over the worlds searched, its value in each world, the weight of
        the worlds in which the close won, and the weight of all worlds searched (their number goes
        to ``last_worlds``). The profile's fused moves are valued by ``fusion.py``, the others by
        plain PIMC."""
        profile = self.profiles[observation.game]
        solve = profile.solve
        fused = profile.fused(observation, moves) if profile.fused is not None else []
        plain = [m for m in moves if m not in fused]
        nexts: dict[Action, list[tuple[fusion.Next, float]]] = {m: [] for m in fused}
        found = Search(dict.fromkeys(moves, 0.0), {m: [] for m in moves})
        totals = found.totals
        spent = searched = 0
        out_of_time = self._clock()
        for world, weight in self._worlds(observation, plan):
            if searched >= plan.min_worlds and (spent >= plan.nodes or out_of_time()):
                break
            shared: dict[Any, Any] = {}  # this world's solvers share their transposition tables

            def solve_next(position: Hand, shared: dict[Any, Any] = shared) -> Any:
                return solve(position, plan.horizon, shared)

            if plain:
                solver = solve_next(world)
                for move in plain:
                    value = solver.value_of(move)
                    totals[move] += weight * worth(value)
                    found.values[move].append(float(value))
                    if move is CLOSE and value > 0:
                        found.close_wins += weight
                spent += solver.nodes
            used = [0]
            for move in fused:
                nexts[move].append((fusion.follow(world, move, observation.player, solve_next, used), weight))
            spent += used[0]
            searched += 1
            found.weighed += weight
            found.weights.append(weight)
        for move in fused:
            totals[move], wins = fusion.fused_value(nexts[move], worth)
            found.values[move] = fusion.fused_outcomes(nexts[move], worth)
            if move is CLOSE:
                found.close_wins = wins
        self.last_worlds = searched
        found.worth = worth
        return found

    def _choose_soft(
        self,
        obs: Observation,
        legal: Sequence[Action],
        moves: Sequence[Action],
        plan: Plan,
        worth: Callable[[float], float],
    ) -> Action:
        """Each root move is worth its best follow-up over all worlds, with the opponent's answer
        valued by the model of his choices (``soft.py``)."""
        me = obs.player
        replies = self.replies(obs.game, plan, worth)
        tables: dict[Action, list[tuple[dict[soft.Path, float], float]]] = {m: [] for m in moves}
        paths: dict[Action, list[soft.Path]] | None = None
        searched = 0
        out_of_time = self._clock()
        for world, weight in self._worlds(obs, plan):
            if searched >= plan.min_worlds and (replies.nodes >= SOFT_BUDGET * plan.nodes or out_of_time()):
                break
            if paths is None:
                paths = replies.paths(world, moves, me)
            values = replies.values(world, [p for move in moves for p in paths[move]], me)
            for move in moves:
                tables[move].append(({p: values[p] for p in paths[move]}, weight))
            searched += 1
        self.last_worlds = searched
        prior = heuristics.choose(heuristics.situation_of(obs), legal, self.rng)
        if not searched:
            return prior
        totals: dict[Action, float] = {}
        for move in moves:
            best, totals[move] = soft.best_path(tables[move])
            if move is CLOSE and len(moves) > 1:
                weighed = sum(w for _, w in tables[move])
                wins = sum(w for table, w in tables[move] if table[best] > 0)
                if wins < CLOSE_SHARE * weighed:
                    del totals[move]
        choice = max(totals, key=lambda m: totals[m])
        if prior in totals and totals[prior] >= totals[choice] - 1e-9:
            return prior
        return choice

    def _clock(self) -> Callable[[], bool]:
        """Whether this decision's ``time_limit`` has passed (never, without one)."""
        if self.time_limit is None:
            return lambda: False
        deadline = time.monotonic() + self.time_limit
        return lambda: time.monotonic() >= deadline

    def replies(self, game: str, plan: Plan, worth: Callable[[float], float]) -> Any:
        """The game's model of the opponent's answers (``soft.py``)."""
        if game == "bura":
            return soft.BuraReplies(plan.horizon, BURA_SURPRISE, MINIMAX_SHARE)
        return soft.Replies(plan.horizon, worth, SHARPNESS, MINIMAX_SHARE)

    def plan(self, observation: Observation) -> Plan:
        plan = self.profiles[observation.game].plan(observation)
        if self.scale == 1.0:
            return plan
        return replace(
            plan,
            worlds=max(1, round(plan.worlds * self.scale)),
            nodes=int(plan.nodes * self.scale),
            min_worlds=max(1, round(plan.min_worlds * self.scale)),
            candidates=round(plan.candidates * self.scale),
        )

    def _worlds(self, obs: Observation, plan: Plan) -> list[tuple[Hand, float]]:
        """The worlds to search, each once, with the weight it carries in the totals."""
        if not plan.candidates:
            # Each world once: where few worlds are possible (Schnapsen with 2 stock cards left has 6),
            # repeats would only weight some of them by chance. A repeat says the space is small, so
            # a second draw looks for the ones still missing.
            found = distinct_worlds([world for world, _ in weighted_worlds(obs, self.rng, plan.worlds)])
            if len(found) < plan.worlds:
                more = [world for world, _ in weighted_worlds(obs, self.rng, plan.worlds)]
                found = distinct_worlds(found + more)[: plan.worlds]
            return [(world, 1.0) for world in found]
        tells = TELLS.get(obs.game) if plan.tells else None
        drawn = weighted_worlds(obs, self.rng, plan.candidates, surprise=plan.surprise, tells=tells)
        total = sum(weight for _, weight in drawn)
        if total <= 0.0:
            return []
        # Systematic resampling: a world is kept about worlds * weight / total times; a world kept
        # more than once is searched once and counts as often as it was kept.
        step = total / plan.worlds
        point = self.rng.random() * step
        kept: dict[tuple[Any, ...], list[Any]] = {}
        cumulative = 0.0
        picked = 0
        for world, weight in drawn:
            cumulative += weight
            while point < cumulative and picked < plan.worlds:
                entry = kept.setdefault(_key(world), [world, 0.0])
                entry[1] += 1.0
                picked += 1
                point += step
        return [(world, count) for world, count in kept.values()]


def _key(world: Hand) -> tuple[Any, ...]:
    """What makes a world itself (the order of the cards within a hand does not matter)."""
    _, first, second, *rest = world.state_key()
    return (frozenset(first), frozenset(second), *rest)


def distinct_worlds(worlds: list[Hand]) -> list[Hand]:
    """The worlds without repeats."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Hand] = []
    for world in worlds:
        key = _key(world)
        if key not in seen:
            seen.add(key)
            out.append(world)
    return out


__all__ = [
    "Expert",
    "PROFILES",
    "Plan",
    "Profile",
    "Search",
    "Verdict",
    "pick",
    "bura_plan",
    "schnapsen_plan",
    "schneider_plan",
    "Budget",
]

"""``python -m cardtable.ai.diagnose --game schnapsen --level strong --hands 40``: where strength is lost.

Plays hands of self-play at ``level``. At every decision of either player with more than one
candidate it asks the exact solver for the value of every candidate in the *true* deal (a
perfect-information player who sees all cards), and prints, by kind of decision:

- how often the player's choice differs from the perfect-information choice,
- the mean regret: perfect-information value of the best action minus that of the chosen one, in
  game points per decision, and each kind's share of the total regret;

and the quality of the sampled worlds: the share of the opponent's hidden cards that a sampled
world puts in his hand, for uniform sampling, for sampling weighted by his choices as rules of
thumb (the inference the strong level uses in Bura) and by his tells (the expert's, in Schnapsen),
against what a blind guess would get.

Regret against a player who sees everything overstates the loss (nobody can play that well under
hidden cards), but it shows where the decisions go wrong. Positions whose exact solve exceeds the
node limit are skipped and counted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine import GAMES, Action, Hand, new_hand
from cardtable.engine.actions import CLAIM

from . import make_player
from .determinize import weighted_worlds
from .solver_schnapsen import Budget, SchnapsenSolver
from .solver_schnapsen import state_of as schnapsen_state
from .solver_schneider import SchneiderSolver
from .solver_schneider import state_of as schneider_state
from .tells import TELLS


def true_values(hand: Hand, moves: list[Action], node_limit: int) -> dict[Action, float] | None:
    """Perfect-information values of ``moves`` for the player to move, or None over the limit."""
    solver: Any
    if hand.game == "schnapsen":
        solver = SchnapsenSolver(schnapsen_state(hand), node_limit=node_limit)
    elif hand.game == "schneider":
        solver = SchneiderSolver(schneider_state(hand), node_limit=node_limit)
    else:
        return None
    try:
        return {m: float(solver.value_of(m)) for m in moves}
    except Budget:
        return None


def kind_of(hand: Hand, chosen: Action, best: Action) -> str:
    for special in ("close", "exchange", "marry"):
        if special in (chosen.kind, best.kind):
            return special
    obs = hand.observation(hand.to_move)  # type: ignore[arg-type]
    open_stock = obs.stock_size > 0 and obs.stock_closed_by is None
    role = "answer" if obs.trick else "lead"
    stage = "talon" if GAMES[hand.game].stock_word == "talon" else "phase 1"
    return f"{role}, {stage if open_stock else 'end'}"


def sample_quality(hand: Hand, rng: random.Random, worlds: int) -> tuple[float, float, float, float] | None:
    """Share of the opponent's hidden cards placed right: uniform, weighted by his choices as rules
    of thumb, weighted by his tells (``tells.py``; uniform where the game has none), blind guess."""
    p = hand.to_move
    assert p is not None
    obs = hand.observation(p)
    opp = 1 - p
    truth = {c.index for c in hand.observation(opp).hand} - {c.index for c in obs.known}
    if not truth or obs.stock_size == 0:
        return None  # nothing hidden outside his hand: every sample is right
    unseen = obs.stock_size - (1 if obs.trump_card is not None else 0) + len(truth) + obs.set_aside
    blind = len(truth) / max(unseen, 1)

    def share(sample: list[tuple[Hand, float]]) -> float:
        hits = []
        for world, _ in sample:
            held = {c.index for c in world.observation(opp).hand}
            hits.append(len(held & truth) / len(truth))
        return statistics.fmean(hits) if hits else 0.0

    def weighted(drawn: list[tuple[Hand, float]]) -> float:
        total = sum(w for _, w in drawn) or 1.0
        return sum(w * share([(world, w)]) for world, w in drawn) / total

    uniform = share(weighted_worlds(obs, rng, worlds))
    by_choices = weighted(weighted_worlds(obs, rng, worlds * 8, surprise=0.05))
    by_tells = weighted(weighted_worlds(obs, rng, worlds * 8, tells=TELLS.get(hand.game)))
    return uniform, by_choices, by_tells, blind


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardtable.ai.diagnose")
    parser.add_argument("--game", choices=("schnapsen", "schneider"), default="schnapsen")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None, help="a preset name, e.g. tournament")
    parser.add_argument("--node-limit", type=int, default=300_000)
    parser.add_argument("--sample-every", type=int, default=4, help="measure sample quality every Nth decision")
    return parser


@dataclass
class Tally:
    """What the self-play found: regrets by kind of decision, and the sampled worlds' quality."""

    stats: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))  # kind -> regrets
    differs: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    skipped: int = 0
    decisions: int = 0
    quality: list[tuple[float, float, float, float]] = field(default_factory=list)

    def judge(self, hand: Hand, chosen: Action, moves: list[Action], node_limit: int) -> None:
        """Count one decision: the regret of ``chosen`` against the best of ``moves`` with all cards seen."""
        self.decisions += 1
        values = true_values(hand, moves, node_limit)
        if values is None:
            self.skipped += 1
            return
        best = max(moves, key=lambda m: values[m])
        kind = kind_of(hand, chosen, best)
        regret = values[best] - values[chosen]
        self.stats[kind].append(regret)
        self.differs[kind] += regret > 0


def _play_hand(hand: Hand, players: list[Any], rng: random.Random, args: argparse.Namespace, tally: Tally) -> None:
    while hand.result is None:
        p = hand.to_move
        assert p is not None
        legal = hand.legal_actions()
        chosen = players[p].choose(hand.observation(p), legal)
        moves = [a for a in legal if a is not CLAIM]
        if chosen is not CLAIM and len(moves) > 1:
            tally.judge(hand, chosen, moves, args.node_limit)
            if tally.decisions % args.sample_every == 0:
                q = sample_quality(hand, rng, 16)
                if q is not None:
                    tally.quality.append(q)
        hand.apply(chosen)


def _report(args: argparse.Namespace, tally: Tally, elapsed: float) -> None:
    stats, differs = tally.stats, tally.differs
    total_regret = sum(sum(v) for v in stats.values()) or 1.0
    print(
        f"{args.game} ({args.rules or 'standard'}), {args.level} self-play, {args.hands} hands, "
        f"{tally.decisions} decisions with a choice, {tally.skipped} over the node limit (skipped), {elapsed:.0f} s"
    )
    print(f"  {'decision':<16}{'n':>6}{'worse than PI':>15}{'regret/decision':>17}{'share':>8}")
    for kind in sorted(stats, key=lambda k: -sum(stats[k])):
        regrets = stats[kind]
        print(
            f"  {kind:<16}{len(regrets):>6}{differs[kind] / len(regrets):>15.1%}"
            f"{statistics.fmean(regrets):>17.3f}{sum(regrets) / total_regret:>8.1%}"
        )
    n = sum(len(v) for v in stats.values())
    if n:
        print(f"  {'all':<16}{n:>6}{sum(differs.values()) / n:>15.1%}{sum(sum(v) for v in stats.values()) / n:>17.3f}")
    if tally.quality:
        u, w, t, b = (statistics.fmean(q[i] for q in tally.quality) for i in range(4))
        print(
            f"  sampled worlds ({len(tally.quality)} positions): opponent's hidden cards placed right "
            f"{u:.1%} uniform, {w:.1%} weighted by his choices as rules of thumb, {t:.1%} by his tells, "
            f"{b:.1%} blind guess"
        )


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    rng = random.Random(args.seed)
    players = [make_player(args.level, seed=args.seed * 2 + 1), make_player(args.level, seed=args.seed * 2 + 2)]
    tally = Tally()
    started = time.perf_counter()
    for _ in range(args.hands):
        hand = new_hand(args.game, rules=args.rules, seed=rng.getrandbits(32), dealer=rng.randrange(2))
        _play_hand(hand, players, rng, args, tally)
    _report(args, tally, time.perf_counter() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

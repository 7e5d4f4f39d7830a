"""``python -m cardtable.arena --game schnapsen --players strong,easy --matches 200 --seed 1``

Plays whole matches between two computer players, alternating seats (and so dealers), and prints
the win rate with a 95 % confidence interval, game points (chips for Bura) per hand, and the
milliseconds per decision (median, 95th percentile) of each player. Also checks on every decision
that the move was legal and that no claim was wrong.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from cardtable.ai import make_player
from cardtable.engine import GAMES, Reason, new_match

DEFAULT_RULES: dict[str, dict[str, Any]] = {"bura": {"target_pots": 3}}


@dataclass
class Tally:
    wins: list[float] = field(default_factory=lambda: [0.0, 0.0])
    points: list[float] = field(default_factory=lambda: [0.0, 0.0])
    hands: int = 0
    matches: int = 0
    times: list[list[float]] = field(default_factory=lambda: [[], []])
    wrong_claims: int = 0
    illegal: int = 0

    def add(self, other: Tally) -> None:
        for i in (0, 1):
            self.wins[i] += other.wins[i]
            self.points[i] += other.points[i]
            self.times[i].extend(other.times[i])
        self.hands += other.hands
        self.matches += other.matches
        self.wrong_claims += other.wrong_claims
        self.illegal += other.illegal


def play_matches(game: str, levels: tuple[str, str], rules: Any, seeds: list[int]) -> Tally:
    tally = Tally()
    chips = GAMES[game].stakes == "chips"
    for seed in seeds:
        players = [make_player(levels[0], seed=seed * 2 + 1), make_player(levels[1], seed=seed * 2 + 2)]
        first_seat = seed % 2  # which seat player A takes: alternate
        seat_of = [first_seat, 1 - first_seat]
        who = {seat_of[0]: 0, seat_of[1]: 1}
        match = new_match(game, rules=rules, seed=seed)
        while match.result is None:
            p = match.to_move
            assert p is not None
            legal = match.legal_actions()
            obs = match.observation(p)
            t0 = time.perf_counter()
            action = players[who[p]].choose(obs, legal)
            tally.times[who[p]].append((time.perf_counter() - t0) * 1000)
            if action not in legal:
                tally.illegal += 1
                action = legal[0]
            hand = match.hand
            match.apply(action)
            if hand.result is not None:
                r = hand.result
                tally.hands += 1
                if r.reason in (Reason.FALSE_CLAIM, Reason.FALSE_DECLARATION) or (
                    # the closer's own wrong claim (his opponent, the winner, may claim rightly)
                    r.reason == Reason.FAILED_CLOSE and r.by is not None and r.by != r.winner
                ):
                    tally.wrong_claims += 1
                if not chips and r.winner is not None:
                    tally.points[who[r.winner]] += r.points
        if chips:
            for seat in (0, 1):  # B-2: balances start at 0 before the first ante, so they sum to 0
                tally.points[who[seat]] += match.scores[seat]
        w = match.result.winner
        if w is None:
            tally.wins[0] += 0.5
            tally.wins[1] += 0.5
        else:
            tally.wins[who[w]] += 1
        tally.matches += 1
    return tally


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.arena")
    parser.add_argument("--game", choices=tuple(GAMES), required=True)
    parser.add_argument("--players", default="strong,easy", help="two levels, e.g. strong,easy")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None, help="a preset name or JSON toggles")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    levels = tuple(args.players.split(","))
    if len(levels) != 2:
        parser.error("--players takes two levels")
    rules: Any = DEFAULT_RULES.get(args.game)
    if args.rules:
        rules = json.loads(args.rules) if args.rules.lstrip().startswith("{") else args.rules
    seeds = [args.seed * 100_000 + i for i in range(args.matches)]
    chunks = [seeds[i :: args.workers] for i in range(args.workers)]
    total = Tally()
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for tally in pool.map(play_matches, [args.game] * len(chunks), [levels] * len(chunks),
                              [rules] * len(chunks), chunks):
            total.add(tally)
    elapsed = time.perf_counter() - started
    n = total.matches
    unit = "chips" if GAMES[args.game].stakes == "chips" else "game points"
    print(f"{args.game}: {levels[0]} vs {levels[1]}, {n} matches, {total.hands} hands, rules {rules}, "
          f"{elapsed:.0f} s")
    for i, level in enumerate(levels):
        rate = total.wins[i] / n if n else 0.0
        lo, hi = wilson(rate, n)
        times = total.times[i]
        median = statistics.median(times) if times else 0.0
        print(f"  {level:<7} wins {rate:6.1%}  (95% CI {lo:.1%} - {hi:.1%})  {unit}/hand "
              f"{total.points[i] / max(total.hands, 1):+.3f}  ms/decision median {median:.1f}"
              f"  p95 {percentile(times, 0.95):.1f}  ({len(times)} decisions)")
    print(f"  illegal moves: {total.illegal}, wrong claims: {total.wrong_claims}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

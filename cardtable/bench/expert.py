"""``python -m cardtable.bench.expert [--game G] [--hands N]``: how long the expert thinks.

Plays hands of the expert against the strong level (seats alternating) and prints the expert's
milliseconds per decision - median, 95th percentile, maximum - overall and by stage of the hand
(how many cards are left in the stock / talon), plus the worlds it searched. One core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from typing import Any

from cardtable.ai import make_player
from cardtable.engine import GAMES, new_hand


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def bench(game: str, rules: Any, hands: int, seed: int, opponent: str = "strong") -> None:
    rng = random.Random(seed)
    times: list[float] = []
    by_stage: dict[int, list[float]] = defaultdict(list)
    expert = make_player("expert", seed=seed)
    other = make_player(opponent, seed=seed + 1)
    started = time.perf_counter()
    for n in range(hands):
        hand = new_hand(game, rules=rules, seed=rng.getrandbits(32), dealer=n % 2)
        seat = (n // 2) % 2
        while hand.result is None:
            p = hand.to_move
            assert p is not None
            obs = hand.observation(p)
            legal = hand.legal_actions()
            if p == seat:
                t0 = time.perf_counter()
                action = expert.choose(obs, legal)
                ms = (time.perf_counter() - t0) * 1000
                times.append(ms)
                by_stage[obs.stock_size].append(ms)
            else:
                action = other.choose(obs, legal)
            hand.apply(action)
    elapsed = time.perf_counter() - started
    print(
        f"{game} ({rules or 'standard'}): expert vs {opponent}, {hands} hands, {len(times)} expert decisions, "
        f"{elapsed:.0f} s"
    )
    print(
        f"  ms/decision: median {statistics.median(times):.0f}  p95 {percentile(times, 0.95):.0f}  max {max(times):.0f}"
    )
    for stage in sorted(by_stage, reverse=True):
        values = by_stage[stage]
        print(
            f"  stock/talon {stage:>2}: {len(values):>4} decisions, median {statistics.median(values):>5.0f}  "
            f"p95 {percentile(values, 0.95):>5.0f}  max {max(values):>5.0f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.expert")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None, help="a preset name, e.g. tournament")
    parser.add_argument("--opponent", default="strong")
    args = parser.parse_args(argv)
    for game in args.game or ["schnapsen", "schneider", "bura"]:
        bench(game, args.rules, args.hands, args.seed, args.opponent)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

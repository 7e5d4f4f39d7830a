"""``python -m cardtable.bench.hint [--game G] [--hands N]``: how long a hint takes.

Plays hands of an easy player against the medium level and asks for the hint (``ai/advice.py``) at
every one of the easy player's decisions, as the table does: by the advice's node budget
(``advice.SCALE``; no clock, so that its figures are the review's). Prints the seconds per hint
(wall clock and the process's CPU time, which a busy machine does not inflate): median, 90th
percentile, maximum, and the worlds searched. Target: a median under 1 s. One core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.ai import make_player
from cardtable.ai.advice import advise
from cardtable.engine import GAMES, new_hand

from .expert import percentile


def bench(game: str, hands: int, seed: int) -> list[float]:
    """The wall-clock seconds of every hint in ``hands`` hands of ``game`` (printed with CPU time)."""
    rng = random.Random(seed)
    wall: list[float] = []
    cpu: list[float] = []
    worlds: list[int] = []
    me, other = make_player("easy", seed=seed), make_player("medium", seed=seed + 1)
    for n in range(hands):
        hand = new_hand(game, seed=rng.getrandbits(32), dealer=n % 2)
        seat = (n // 2) % 2
        while hand.result is None:
            p = hand.to_move
            assert p is not None
            obs, legal = hand.observation(p), hand.legal_actions()
            if p == seat:
                t0, c0 = time.perf_counter(), time.process_time()
                advice = advise(obs, legal)
                wall.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
                worlds.append(advice.worlds)
                action = me.choose(obs, legal)
            else:
                action = other.choose(obs, legal)
            hand.apply(action)
    searched = [w for w in worlds if w]
    print(f"{game}: {hands} hands, {len(wall)} hints")
    for name, values in (("wall", wall), ("cpu ", cpu)):
        print(
            f"  {name} s/hint: median {statistics.median(values):.3f}  p90 {percentile(values, 0.9):.3f}  "
            f"max {max(values):.3f}"
        )
    if searched:
        print(f"  worlds searched: median {statistics.median(searched):.0f} of {len(searched)} searched hints")
    return wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.hint")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    every: list[float] = []
    for game in args.game or ["schnapsen", "schneider", "bura"]:
        every += bench(game, args.hands, args.seed)
    print(f"all games: {len(every)} hints, median {statistics.median(every):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

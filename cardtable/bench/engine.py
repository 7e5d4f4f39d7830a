"""``python -m cardtable.bench engine``: random-play throughput per game, and against a reference.

A decision is one ``legal_actions()`` plus one ``apply()``. The random player claims (66 or 31)
as soon as it is right, never otherwise, as the computer players will. Times are CPU time of the
process (``time.process_time``), which a machine shared with other work disturbs far less than the
wall clock; every figure is the median of interleaved rounds.

With ``--reference SITE_PACKAGES`` the VU Amsterdam ``schnapsen`` engine (PyPI 0.0.5, the yardstick
of issue 2 and issue 45) plays random games in a child process (``vu_random.py``, run by
``--reference-python`` or this Python with that path) between our rounds, and the ratio of our
Schnapsen (standard) decisions per second to its decisions per second is printed for each round.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from cardtable.engine import GAMES, new_hand
from cardtable.engine.actions import CLAIM

#: A variant besides the standard rules worth timing, per game (a benchmark's choice).
EXTRA_VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "schnapsen": ("siebener", {"siebener": True}),
    "schneider": ("short+trump", {"short_deck": True, "trump": True}),
}
CHILD = Path(__file__).with_name("vu_random.py")


def play(game: str, rules: Any, rng: random.Random, hands: int | None, deadline: float, clock: Any) -> tuple[int, int]:
    """Random hands from ``rng``: ``hands`` of them, or until ``clock()`` passes ``deadline``
    (checked every 50 hands). Hands and decisions played."""
    threshold = GAMES[game].goal
    played = decisions = 0
    while (played < hands) if hands is not None else (clock() < deadline):
        for _ in range(50 if hands is None else min(50, hands - played)):
            hand = new_hand(game, rules=rules, seed=rng.getrandbits(32))
            while hand.to_move is not None:
                legal = hand.legal_actions()
                if threshold is not None and CLAIM in legal and hand.score(hand.to_move) >= threshold:
                    action = CLAIM
                else:
                    choices = [a for a in legal if a is not CLAIM]
                    action = rng.choice(choices) if choices else CLAIM
                hand.apply(action)
                decisions += 1
            played += 1
    return played, decisions


def run_engine(
    game: str, rules: Any, seconds: float, seed: int = 1, clock: Any = time.process_time
) -> tuple[int, int, float, float]:
    """Random play for ``seconds``: hands, decisions, elapsed seconds, and the seconds as many deals
    take (timed apart afterwards, so that the play runs with no clock read inside)."""
    start = clock()
    hands, decisions = play(game, rules, random.Random(seed), None, start + seconds, clock)
    elapsed = clock() - start
    rng = random.Random(seed)
    start = clock()
    for _ in range(hands):
        new_hand(game, rules=rules, seed=rng.getrandbits(32))
    return hands, decisions, elapsed, clock() - start


class Reference:
    """The reference engine's child process: one round of random play per request."""

    def __init__(self, site_packages: str, python: str | None) -> None:
        env = dict(os.environ, PYTHONPATH=site_packages)
        self.proc = subprocess.Popen(
            [python or sys.executable, str(CHILD)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        self._read()  # ready: the package is imported before any round is timed

    def _read(self) -> dict[str, Any]:
        out: IO[str] | None = self.proc.stdout
        assert out is not None
        line = out.readline()
        if not line:
            raise RuntimeError("the reference engine's process ended (is schnapsen==0.0.5 at --reference?)")
        return dict(json.loads(line))

    def run(self, seconds: float, seed: int) -> tuple[float, float]:
        """Hands and decisions per CPU second of one round."""
        stdin = self.proc.stdin
        assert stdin is not None
        stdin.write(f"{seconds} {seed}\n")
        stdin.flush()
        got = self._read()
        return got["hands"] / got["cpu"], got["decisions"] / got["cpu"]

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


@dataclass
class Rounds:
    """The figures of every round, per row (a variant of ours, or the reference)."""

    rows: dict[tuple[str, str], list[tuple[float, ...]]] = field(default_factory=dict)
    ratios: list[float] = field(default_factory=list)

    def add(self, key: tuple[str, str], figures: tuple[float, ...]) -> None:
        self.rows.setdefault(key, []).append(figures)

    def median(self, key: tuple[str, str], i: int) -> float:
        return statistics.median(f[i] for f in self.rows[key])


def variants_of(games: list[str]) -> list[tuple[str, str, Any]]:
    out: list[tuple[str, str, Any]] = []
    for game in games:
        out.append((game, "standard", None))
        if game in EXTRA_VARIANTS:
            out.append((game, *EXTRA_VARIANTS[game]))
    return out


def measure(args: Any, variants: list[tuple[str, str, Any]], reference: Reference | None) -> Rounds:
    """Interleaved rounds, so that the machine's noise hits every game (and the reference) alike."""
    rounds = Rounds()
    for round_no in range(args.rounds):
        for game, label, rules in variants:
            hands, decisions, elapsed, dealing = run_engine(game, rules, args.seconds, seed=round_no + 1)
            figures = (hands / elapsed, decisions / elapsed, decisions / (elapsed - dealing), decisions / max(hands, 1))
            rounds.add((game, label), figures)
            if reference is not None and (game, label) == ("schnapsen", "standard"):
                hps, dps = reference.run(args.seconds, round_no + 1)
                rounds.add(("VU schnapsen", "0.0.5"), (hps, dps, dps, dps / hps))
                rounds.ratios.append(figures[1] / dps)
    return rounds


def report(args: Any, variants: list[tuple[str, str, Any]], rounds: Rounds, loads: list[float]) -> None:
    print(f"random play, one core, CPU time, median of {args.rounds} interleaved rounds of {args.seconds:g} s")
    print(f"load average (1 min) {loads[0]:.2f} before, {loads[1]:.2f} after, on {os.cpu_count()} cores")
    print("decisions/s counts dealing time too; 'without deal' leaves out new_hand()")
    print(f"{'game':<14}{'rules':<14}{'hands/s':>10}{'decisions/s':>14}{'without deal':>14}{'dec/hand':>10}")
    keys = [(game, label) for game, label, _ in variants] + [k for k in rounds.rows if k[0].startswith("VU")]
    for key in keys:
        hps, dps, play, dph = (rounds.median(key, i) for i in range(4))
        print(f"{key[0]:<14}{key[1]:<14}{hps:>10,.0f}{dps:>14,.0f}{play:>14,.0f}{dph:>10.1f}")
    if rounds.ratios:
        each = ", ".join(f"{r:.2f}" for r in rounds.ratios)
        print(f"schnapsen standard / VU decisions per second: median {statistics.median(rounds.ratios):.2f}x ({each})")


def bench_engine(args: Any) -> None:
    """The engine benchmark: ``args`` has ``game``, ``seconds``, ``rounds``, ``reference`` and
    ``reference_python`` (see ``python -m cardtable.bench --help``)."""
    games = list(args.game or GAMES)
    if args.reference and "schnapsen" not in games:
        games.insert(0, "schnapsen")
    variants = variants_of(games)
    reference = Reference(args.reference, args.reference_python) if args.reference else None
    load_before = os.getloadavg()[0]
    try:
        rounds = measure(args, variants, reference)
    finally:
        if reference is not None:
            reference.close()
    report(args, variants, rounds, [load_before, os.getloadavg()[0]])


def main() -> None:
    """``python -m cardtable.bench.engine``: the same as ``python -m cardtable.bench engine``."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.engine")
    add_arguments(parser)
    bench_engine(parser.parse_args())


def add_arguments(parser: Any) -> None:
    """The engine benchmark's options (shared with ``python -m cardtable.bench``)."""
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per round and variant")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, interleaved; medians are shown")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument(
        "--reference",
        metavar="SITE_PACKAGES",
        help="where the VU schnapsen package (PyPI schnapsen==0.0.5) is installed, to time it alongside",
    )
    parser.add_argument("--reference-python", metavar="PYTHON", help="the Python of the reference's venv")


if __name__ == "__main__":
    main()

"""``python -m cardtable.bench.storage [--actions 20000 100000 ...]``: how long a very long saved
match takes to save and to load (read, check and replay), and how large its file is.

The match is an open-ended Bura session (no pot target, no deal limit: B-2), which never ends by
itself, played by random legal moves that declare 31 only when it is right (as the computer players
do), so its hands are as long as real ones. A saved game has no cap on its actions (issue 48): this
shows what a session of a given length costs at a resume or an Open….
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from cardtable import storage
from cardtable.engine import GAMES, Match, new_match
from cardtable.engine.actions import CLAIM

RULES = {"target_pots": 0, "max_deals": 0}


def session(actions: int, seed: int = 1) -> Match:
    """An open-ended Bura match of ``actions`` actions."""
    match = new_match("bura", rules=RULES, seed=seed)
    rng = random.Random(seed)
    goal = GAMES["bura"].goal
    while len(match.actions) < actions:
        legal = match.legal_actions()
        p = match.to_move
        assert p is not None
        right = goal is not None and match.hand.score(p) >= goal
        choices = [a for a in legal if (a == CLAIM) == right] or legal
        match.apply(rng.choice(choices))
    return match


def measure(actions: int, folder: Path) -> str:
    match = session(actions)
    saved = storage.snapshot(match, game="bura", seed=1, humans=[0], level="medium")
    path = folder / f"long-{actions}{storage.SUFFIX}"
    clock = time.perf_counter
    start = clock()
    storage.write_game(saved, path)
    wrote = clock() - start
    start = clock()
    loaded = storage.load_game(path)
    took = clock() - start
    assert loaded.match.actions == match.actions
    size = path.stat().st_size
    return (
        f"{actions:>9,} actions  {len(match.history):>7,} hands  file {size / 1024:>8,.0f} KB  "
        f"save {wrote * 1000:>7,.0f} ms  load {took:>6.2f} s  ({took / actions * 1e6:.0f} µs an action)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.storage", description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, nargs="+", default=[20_000, 100_000])
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        for actions in args.actions:
            print(measure(actions, Path(folder)), flush=True)


if __name__ == "__main__":
    main()

"""The reference side of ``python -m cardtable.bench engine --reference``: random play in the VU
Amsterdam ``schnapsen`` engine (PyPI ``schnapsen==0.0.5``), run as a script by that package's Python.

It imports nothing of cardtable, so it runs in the reference's own venv. Each line on stdin,
``SECONDS SEED``, plays whole games for that much CPU time and answers one JSON line:
``{"hands": ..., "decisions": ..., "cpu": ...}``. Both seats are the package's own random player
(``RandBot``: ``rng.choice(perspective.valid_moves())``); the engine checks each move and plays
the game until one side has 66, as its ``play_game`` does. The decisions are counted afterwards,
untimed, by replaying the same games, so that counting costs the reference nothing.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
import time
from typing import Any


def counting_bot(base: Any) -> Any:
    """A subclass of the package's ``RandBot`` that counts its decisions (for the untimed replay)."""

    class Counting(base):
        decisions = 0

        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            Counting.decisions += 1
            return super().get_move(perspective, leader_move)

    return Counting


def games(engine: Any, bot: Any, seed: int, count: int | None, seconds: float) -> int:
    """Random games from ``seed``: ``count`` of them, or as many as ``seconds`` of CPU time allow
    (checked every 20 games). The same seed and count replay the same games."""
    rng = random.Random(seed)
    clock = time.process_time
    deadline = clock() + seconds
    played = 0
    while (played < count) if count is not None else (clock() < deadline):
        for _ in range(20 if count is None else min(20, count - played)):
            engine.play_game(bot(rng), bot(rng), random.Random(rng.getrandbits(32)))
            played += 1
    return played


def run(engine: Any, bots: tuple[Any, Any], seconds: float, seed: int) -> dict[str, float]:
    """One round: the package's own ``RandBot`` plays for ``seconds`` of CPU time, untouched; then
    the same games are replayed, untimed, with a bot that counts the decisions."""
    plain, counting = bots
    start = time.process_time()
    played = games(engine, plain, seed, None, seconds)
    cpu = time.process_time() - start
    counting.decisions = 0
    games(engine, counting, seed, played, 0.0)
    return {"hands": played, "decisions": counting.decisions, "cpu": cpu}


def main() -> None:
    game = importlib.import_module("schnapsen.game")
    rand = importlib.import_module("schnapsen.bots")
    engine = game.SchnapsenGamePlayEngine()
    bots = (rand.RandBot, counting_bot(rand.RandBot))
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        seconds, seed = line.split()
        print(json.dumps(run(engine, bots, float(seconds), int(seed))), flush=True)


if __name__ == "__main__":
    main()

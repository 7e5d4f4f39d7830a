"""``python -m cardtable.bench engine [--seconds S]``: random-play throughput per game.

A decision is one ``legal_actions()`` plus one ``apply()``. The random player claims (66 or 31)
as soon as it is right, never otherwise, as the computer players will.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from cardtable.engine import GAMES, new_hand
from cardtable.engine.actions import CLAIM


def _claim_threshold(game: str) -> int | None:
    return {"schnapsen": 66, "bura": 31}.get(game)


def run_engine(game: str, rules: Any, seconds: float, seed: int = 1) -> tuple[int, int, float]:
    rng = random.Random(seed)
    threshold = _claim_threshold(game)
    hands = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
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
            hands += 1
    return hands, decisions, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench")
    parser.add_argument("what", choices=["engine"])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--game", choices=GAMES, action="append")
    args = parser.parse_args()
    from cardtable.engine import _HANDS

    games = args.game or [g for g in GAMES if g in _HANDS]
    print(f"{'game':<12}{'rules':<14}{'hands/s':>10}{'decisions/s':>14}{'dec/hand':>10}")
    for game in games:
        variants: list[tuple[str, Any]] = [("standard", None)]
        if game == "schnapsen":
            variants.append(("siebener", {"siebener": True}))
        for label, rules in variants:
            hands, decisions, elapsed = run_engine(game, rules, args.seconds)
            print(
                f"{game:<12}{label:<14}{hands / elapsed:>10,.0f}{decisions / elapsed:>14,.0f}"
                f"{decisions / max(hands, 1):>10.1f}"
            )


if __name__ == "__main__":
    main()

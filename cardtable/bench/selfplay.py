"""``python -m cardtable.bench.selfplay --game G --hands N [--scale S] [--workers W]``: the expert
against itself, counting illegal moves, wrong claims (declarations) and crashes.

Whole matches are played, each under its own random choice of the game's yes/no rule toggles (so
every variant's code is exercised), until ``--hands`` hands are done. ``--scale`` shrinks the
expert's worlds and node budgets (1 = the level as players meet it); a smaller scale runs the same
code on fewer worlds, which makes a run of 10,000 hands affordable on two cores. Prints the counts
and the hands per second.
"""

from __future__ import annotations

import argparse
import random
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable.ai.expert import Expert
from cardtable.arena import is_wrong_claim
from cardtable.engine import GAMES, new_match

#: Match-length toggles kept short, so that many matches (and so many rule sets) are played.
SHORT: dict[str, dict[str, Any]] = {
    name: {} if spec.length_toggle is None else {spec.length_toggle: 2} for name, spec in GAMES.items()
}


def random_rules(game: str, rng: random.Random) -> dict[str, Any]:
    rules: dict[str, Any] = dict(SHORT[game])
    for option in GAMES[game].rule_options:
        if option.type == "bool":
            rules[option.name] = rng.random() < 0.5
    return rules


def run(game: str, hands: int, scale: float, seed: int) -> dict[str, Any]:
    """Matches of expert self-play until ``hands`` hands are done; the counts."""
    rng = random.Random(seed)
    experts = [Expert(random.Random(seed * 2 + 1), scale), Expert(random.Random(seed * 2 + 2), scale)]
    out: dict[str, Any] = {"hands": 0, "decisions": 0, "illegal": 0, "wrong_claims": 0, "crashes": [], "rule_sets": 0}
    while out["hands"] < hands:
        rules = random_rules(game, rng)
        out["rule_sets"] += 1
        match = new_match(game, rules=rules, seed=rng.getrandbits(32))
        while match.result is None and out["hands"] < hands:
            p = match.to_move
            assert p is not None
            legal = match.legal_actions()
            try:
                action = experts[p].choose(match.observation(p), legal)
            except Exception:  # counted and shown; the run goes on
                out["crashes"].append(f"{rules}: {traceback.format_exc(limit=3)}")
                action = legal[0]
            out["decisions"] += 1
            if action not in legal:
                out["illegal"] += 1
                action = legal[0]
            hand = match.hand
            match.apply(action)
            result = hand.result
            if result is not None:
                out["hands"] += 1
                if is_wrong_claim(result):
                    out["wrong_claims"] += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.selfplay")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--scale", type=float, default=1.0, help="the expert's budget (1 = as played)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    failed = False
    for game in args.game or list(GAMES):
        started = time.perf_counter()
        share = [args.hands // args.workers + (i < args.hands % args.workers) for i in range(args.workers)]
        seeds = [args.seed * 1000 + i for i in range(args.workers)]
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            parts = list(pool.map(run, [game] * args.workers, share, [args.scale] * args.workers, seeds))
        elapsed = time.perf_counter() - started
        total = {
            key: sum(part[key] for part in parts)
            for key in ("hands", "decisions", "illegal", "wrong_claims", "rule_sets")
        }
        crashes = [c for part in parts for c in part["crashes"]]
        print(
            f"{game}: expert self-play (scale {args.scale:g}), {total['hands']} hands under {total['rule_sets']} "
            f"random rule sets, {total['decisions']} decisions, {elapsed:.0f} s "
            f"({total['hands'] / max(elapsed, 1e-9):.1f} hands/s)"
        )
        print(f"  illegal moves: {total['illegal']}, wrong claims: {total['wrong_claims']}, crashes: {len(crashes)}")
        for crash in crashes[:3]:
            print("  " + crash.replace("\n", "\n  "))
        failed |= bool(total["illegal"] or total["wrong_claims"] or crashes)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())

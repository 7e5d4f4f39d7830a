"""``python -m cardtable.bench.review [--game G] [--hands N]``: how long the hand review takes.

Hands of an easy player (the person) against medium are reviewed as the table reviews them
(``advice.SCALE`` of the expert's plan, the hint's figures, hindsight included). Prints per hand,
wall clock and the process's CPU time (median, maximum): the whole review, and what is left at the
hand's end when the decisions of the finished tricks were reviewed while the hand was played
(``review_decisions``, as ``ui/reviewdata.py`` does from the second hand of a session). Target:
ready within 5 s of the hand's end. The marks' trust is ``bench.reviewcheck``'s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.ai import make_player
from cardtable.ai.advice import SCALE
from cardtable.ai.review import Decision, HandReview, review_decisions, review_hand
from cardtable.engine import GAMES, Action, Hand, new_hand


def play_hand(game: str, seed: int, seat: int) -> tuple[Hand, list[Action]]:
    """A hand of easy (at ``seat``) against medium: its start and its actions."""
    rng = random.Random(seed)
    hand = new_hand(game, seed=rng.getrandbits(32), dealer=seed % 2)
    start = hand.clone()
    me, other = make_player("easy", seed=seed), make_player("medium", seed=seed + 1)
    actions: list[Action] = []
    while hand.result is None:
        p = hand.to_move
        assert p is not None
        action = (me if p == seat else other).choose(hand.observation(p), hand.legal_actions())
        hand.apply(action)
        actions.append(action)
    return start, actions


def last_trick(start: Hand, actions: list[Action]) -> int:
    """How many actions come before the hand's last trick began (its last trick-taking moment)."""
    hand, cut = start.clone(), 0
    for i, action in enumerate(actions):
        tricks = len(hand.trick_log)
        hand.apply(action)
        if len(hand.trick_log) > tricks and hand.result is None:
            cut = i + 1
    return cut


def timed(start: Hand, actions: list[Action], seat: int, store: dict[int, Decision]) -> tuple[float, float, HandReview]:
    """A hand's review (``store``: the decisions reviewed while it was played) and its seconds."""
    t0, c0 = time.perf_counter(), time.process_time()
    review = review_hand(start, actions, seat, store=store)
    return time.perf_counter() - t0, time.process_time() - c0, review


def bench_time(game: str, hands: int, seed: int) -> None:
    whole: list[tuple[float, float]] = []
    end: list[tuple[float, float]] = []
    counts: list[int] = []
    for n in range(hands):
        seat = n % 2
        start, actions = play_hand(game, seed + n, seat)
        wall, cpu, review = timed(start, actions, seat, {})
        whole.append((wall, cpu))
        counts.append(len(review.decisions))
        store: dict[int, Decision] = {}
        review_decisions(start, actions[: last_trick(start, actions)], seat, store=store)
        wall, cpu, _ = timed(start, actions, seat, store)
        end.append((wall, cpu))
    print(
        f"{game}: {hands} hands reviewed (scale {SCALE[game]}), decisions/hand median {statistics.median(counts):.0f}"
    )
    for name, figures in (("whole hand", whole), ("left at the end", end)):
        wall_s, cpu_s = [w for w, _ in figures], [c for _, c in figures]
        print(
            f"  {name}: wall median {statistics.median(wall_s):.2f} s, max {max(wall_s):.2f};"
            f"  cpu median {statistics.median(cpu_s):.2f} s, max {max(cpu_s):.2f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.review")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=6, help="hands timed per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game in args.game or list(GAMES):
        bench_time(game, args.hands, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""``python -m cardtable.bench.review [--game G] [--hands N] [--decisions N]``: the hand review's
time and how far its costly marks can be trusted.

1. Time: hands of an easy player (the person) against medium are reviewed as the table does
   (``review.TIME_LIMIT`` for the hand's searches, hindsight included); prints the wall-clock and
   CPU seconds per hand (median, maximum), the decisions per hand and how many of them the
   hindsight solve could value exactly. Target: under 5 s.
2. Marks: at least ``--decisions`` of the person's decisions per game are reviewed at the review's
   scale and again with four times the worlds and nodes (no time limit either way, so the figures
   are the same on any machine). For each threshold it prints how many decisions are marked, how
   many marks the deeper search agrees with (its loss is over the threshold as well), how many are
   plainly wrong (its loss is under half the threshold) and how many costly choices the review
   missed (its loss over the threshold, no mark). ``review.THRESHOLD`` is chosen from these.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.ai import make_player
from cardtable.ai.review import SCALE, THRESHOLD, TIME_LIMIT, real_options, review_decision, review_hand
from cardtable.engine import GAMES, Action, Hand, new_hand

THRESHOLDS = (0.15, 0.25, 0.35, 0.5, 0.75)


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


def bench_time(game: str, hands: int, seed: int) -> None:
    wall: list[float] = []
    cpu: list[float] = []
    counts: list[int] = []
    solved = 0
    for n in range(hands):
        start, actions = play_hand(game, seed + n, n % 2)
        t0, c0 = time.perf_counter(), time.process_time()
        review = review_hand(start, actions, n % 2, time_limit=TIME_LIMIT)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        counts.append(len(review.decisions))
        solved += sum(1 for d in review.decisions if d.hindsight is not None)
    budget = "the node budget alone" if TIME_LIMIT is None else f"{TIME_LIMIT} s for a hand's searches"
    print(f"{game}: {hands} hands reviewed (scale {SCALE[game]}, {budget})")
    print(
        f"  s/hand wall: median {statistics.median(wall):.2f}  max {max(wall):.2f};"
        f"  cpu: median {statistics.median(cpu):.2f}  max {max(cpu):.2f};"
        f"  decisions/hand: median {statistics.median(counts):.0f}"
    )
    print(f"  hindsight solved exactly for {solved} of {sum(counts)} decisions")


def bench_marks(game: str, decisions: int, seed: int) -> list[tuple[float, float]]:
    """(loss at the review's scale, loss with four times the worlds) of ``decisions`` decisions."""
    pairs: list[tuple[float, float]] = []
    n = 0
    while len(pairs) < decisions:
        seat = n % 2
        start, actions = play_hand(game, 1000 + seed + n, seat)
        n += 1
        hand = start.clone()
        for i, action in enumerate(actions):
            real = real_options(hand.observation(seat), hand.legal_actions()) if hand.to_move == seat else []
            if len(real) >= 2 and len(pairs) < decisions:
                quick = review_decision(hand, action, seat, i, SCALE[game], None, hindsight=False)
                if quick.loss is not None:
                    deep = review_decision(hand, action, seat, i, 4 * SCALE[game], None, hindsight=False)
                    if deep.loss is not None:
                        pairs.append((quick.loss, deep.loss))
            hand.apply(action)
    return pairs


def report_marks(game: str, pairs: list[tuple[float, float]]) -> None:
    print(f"{game}: {len(pairs)} decisions, scale {SCALE[game]} against {4 * SCALE[game]} (four times the worlds)")
    for t in sorted({*THRESHOLDS, THRESHOLD[game]}):
        marked = [(q, d) for q, d in pairs if q >= t]
        agreed = sum(1 for _, d in marked if d >= t)
        wrong = sum(1 for _, d in marked if d < t / 2)
        missed = sum(1 for q, d in pairs if q < t <= d)
        same = sum(1 for q, d in pairs if (q >= t) == (d >= t))
        chosen = "  <- review.THRESHOLD" if t == THRESHOLD[game] else ""
        share = f"{agreed / len(marked):.0%}" if marked else "-"
        print(
            f"  threshold {t:.2f}: {len(marked)} marked, deeper agrees with {agreed} ({share}), "
            f"plainly wrong {wrong}, missed {missed}; same verdict on {same / len(pairs):.0%}{chosen}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.review")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=6, help="hands timed per game")
    parser.add_argument("--decisions", type=int, default=100, help="decisions per game for the marks (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game in args.game or ["schnapsen", "schneider", "bura"]:
        if args.hands:
            bench_time(game, args.hands, args.seed)
        if args.decisions:
            report_marks(game, bench_marks(game, args.decisions, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

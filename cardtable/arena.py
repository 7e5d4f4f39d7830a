"""``python -m cardtable.arena --game schnapsen --players strong,easy --matches 200 --seed 1``

Plays whole matches between two computer players, alternating seats (and so dealers), and prints
the win rate with a 95 % confidence interval, game points (chips for Bura) per hand, and the
milliseconds per decision (median, 95th percentile) of each player. Also checks on every decision
that the move was legal and that no claim was wrong.

With ``--paired`` every match seed is played twice with the seats swapped, so both players get the
same deals (a match deals from its own seeded shuffle) and the luck of the cards cancels; it
reports hands won, game points (chips) per hand and matches won, each with a 95 % interval.
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

from cardtable.ai import Player, make_player
from cardtable.ai.clairvoyant import ClairvoyantPlayer, HandSeeingPlayer
from cardtable.engine import GAMES, Reason, Result, new_match

#: A match that would play on without end (Bura, B-2) is bounded by its ``spec.length_toggle``.
DEFAULT_RULES: dict[str, dict[str, Any]] = {
    name: {spec.length_toggle: 3} for name, spec in GAMES.items() if spec.length_toggle is not None
}


@dataclass
class Tally:
    wins: list[float] = field(default_factory=lambda: [0.0, 0.0])
    points: list[float] = field(default_factory=lambda: [0.0, 0.0])
    hands: int = 0
    matches: int = 0
    times: list[list[float]] = field(default_factory=lambda: [[], []])
    wrong_claims: int = 0
    illegal: int = 0
    hand_wins: list[float] = field(default_factory=lambda: [0.0, 0.0])
    #: per match: (hands, player A's hand wins, A's points minus B's), for paired intervals
    per_match: list[tuple[int, float, float]] = field(default_factory=list)
    #: how many won hands scored 1, 2, 3 ... game points (not for chips)
    won_by: dict[int, int] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        for i in (0, 1):
            self.wins[i] += other.wins[i]
            self.points[i] += other.points[i]
            self.times[i].extend(other.times[i])
        self.hands += other.hands
        self.matches += other.matches
        self.wrong_claims += other.wrong_claims
        self.illegal += other.illegal
        for i in (0, 1):
            self.hand_wins[i] += other.hand_wins[i]
        self.per_match.extend(other.per_match)
        for points, count in other.won_by.items():
            self.won_by[points] = self.won_by.get(points, 0) + count


def play_matches(game: str, levels: tuple[str, str], rules: Any, seeds: list[int], paired: bool = False) -> Tally:
    """Matches on ``seeds``; player A takes seat ``seed % 2``, or with ``paired`` each seed is played
    twice, A in seat 0 and then in seat 1 (the same deals with the seats swapped)."""
    tally = Tally()
    for seed in seeds:
        for first_seat in (0, 1) if paired else (seed % 2,):
            play_match(tally, game, levels, rules, seed, first_seat)
    return tally


def is_wrong_claim(result: Result) -> bool:
    """A hand ended by a claim of 66 (or a declaration of 31) that was not right."""
    return result.reason in (Reason.FALSE_CLAIM, Reason.FALSE_DECLARATION) or (
        # the closer's own wrong claim (his opponent, the winner, may claim rightly)
        result.reason == Reason.FAILED_CLOSE and result.by is not None and result.by != result.winner
    )


def arena_player(level: str, seed: int) -> Player:
    """A level, or a yardstick: ``clairvoyant`` (the expert's search on the true deal) or
    ``handseer`` (the same, knowing the opponent's hand but not the stock; Schnapsen and Bura)."""
    if level == "clairvoyant":
        return ClairvoyantPlayer(seed)
    if level == "handseer":
        return HandSeeingPlayer(seed)
    return make_player(level, seed=seed)


def play_match(tally: Tally, game: str, levels: tuple[str, str], rules: Any, seed: int, first_seat: int) -> None:
    """One match, player A in seat ``first_seat``, added to ``tally``."""
    chips = GAMES[game].stakes == "chips"
    players = [arena_player(levels[0], seed * 2 + 1), arena_player(levels[1], seed * 2 + 2)]
    seat_of = [first_seat, 1 - first_seat]
    who = {seat_of[0]: 0, seat_of[1]: 1}
    match = new_match(game, rules=rules, seed=seed)
    hands = 0
    hand_wins = 0.0
    points = [0.0, 0.0]
    while match.result is None:
        p = match.to_move
        assert p is not None
        legal = match.legal_actions()
        obs = match.observation(p)
        t0 = time.perf_counter()
        player = players[who[p]]
        if isinstance(player, ClairvoyantPlayer):
            action = player.choose_seeing_all(obs, legal, match.hand)
        else:
            action = player.choose(obs, legal)
        tally.times[who[p]].append((time.perf_counter() - t0) * 1000)
        if action not in legal:
            tally.illegal += 1
            action = legal[0]
        hand = match.hand
        match.apply(action)
        if hand.result is not None:
            r = hand.result
            hands += 1
            if is_wrong_claim(r):
                tally.wrong_claims += 1
            if r.winner is None:
                hand_wins += 0.5
                tally.hand_wins[0] += 0.5
                tally.hand_wins[1] += 0.5
            else:
                hand_wins += who[r.winner] == 0
                tally.hand_wins[who[r.winner]] += 1
            if not chips and r.winner is not None:
                points[who[r.winner]] += r.points
                tally.won_by[r.points] = tally.won_by.get(r.points, 0) + 1
    if chips:
        for seat in (0, 1):  # B-2: balances start at 0 before the first ante, so they sum to 0
            points[who[seat]] += match.scores[seat]
    tally.points[0] += points[0]
    tally.points[1] += points[1]
    tally.hands += hands
    tally.per_match.append((hands, hand_wins, points[0] - points[1]))
    assert match.result is not None
    w = match.result.winner
    if w is None:
        tally.wins[0] += 0.5
        tally.wins[1] += 0.5
    else:
        tally.wins[who[w]] += 1
    tally.matches += 1


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


def paired_intervals(per_match: list[tuple[int, float, float]]) -> dict[str, tuple[float, float, float]]:
    """Player A's share of hands won and points (A minus B) per hand, each as (value, low, high) with
    a 95 % interval. The unit of sampling is the pair of matches on one seed (seats swapped), so the
    interval takes the pairing into account (a ratio estimate with the delta method)."""
    pairs = [per_match[i : i + 2] for i in range(0, len(per_match) - 1, 2)]
    out: dict[str, tuple[float, float, float]] = {}
    hands = [sum(m[0] for m in pair) for pair in pairs]
    total = sum(hands)
    for name, col in (("hands", 1), ("points", 2)):
        values = [sum(m[col] for m in pair) for pair in pairs]
        if total == 0 or len(pairs) < 2:
            out[name] = (0.0, 0.0, 0.0)
            continue
        ratio = sum(values) / total
        mean_h = total / len(pairs)
        residuals = [(v - ratio * h) / mean_h for v, h in zip(values, hands, strict=True)]
        se = statistics.stdev(residuals) / math.sqrt(len(pairs))
        low, high = ratio - 1.96 * se, ratio + 1.96 * se
        if name == "hands":  # a share: the normal interval is cut to what a share can be
            low, high = max(0.0, low), min(1.0, high)
        out[name] = (ratio, low, high)
    return out


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardtable.arena")
    parser.add_argument("--game", choices=tuple(GAMES), required=True)
    parser.add_argument(
        "--players",
        default="strong,easy",
        help="two levels, e.g. strong,easy (or clairvoyant: sees every card; handseer: sees the "
        "opponent's hand, not the stock)",
    )
    parser.add_argument("--matches", type=int, default=200, help="matches (with --paired: seeds, each played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None, help="a preset name or JSON toggles")
    parser.add_argument("--workers", "--jobs", type=int, default=2)
    parser.add_argument("--paired", action="store_true", help="play every deal twice, seats swapped")
    return parser


def _play_all(args: argparse.Namespace, levels: tuple[str, ...], rules: Any) -> tuple[Tally, float]:
    """Every seed's matches, spread over the worker processes; the summed tally and the seconds taken."""
    seeds = [args.seed * 100_000 + i for i in range(args.matches)]
    chunks = [seeds[i :: args.workers] for i in range(args.workers)]
    total = Tally()
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for tally in pool.map(
            play_matches,
            [args.game] * len(chunks),
            [levels] * len(chunks),
            [rules] * len(chunks),
            chunks,
            [args.paired] * len(chunks),
        ):
            total.add(tally)
    return total, time.perf_counter() - started


def _report(args: argparse.Namespace, levels: tuple[str, ...], rules: Any, total: Tally, elapsed: float) -> None:
    n = total.matches
    unit = "chips" if GAMES[args.game].stakes == "chips" else "game points"
    print(
        f"{args.game}: {levels[0]} vs {levels[1]}, {n} matches, {total.hands} hands, rules {rules}, "
        f"{elapsed:.0f} s{', paired (seats swapped on every seed)' if args.paired else ''}"
    )
    for i, level in enumerate(levels):
        rate = total.wins[i] / n if n else 0.0
        lo, hi = wilson(rate, n)
        times = total.times[i]
        median = statistics.median(times) if times else 0.0
        print(
            f"  {level:<7} wins {rate:6.1%}  (95% CI {lo:.1%} - {hi:.1%})  {unit}/hand "
            f"{total.points[i] / max(total.hands, 1):+.3f}  ms/decision median {median:.1f}"
            f"  p95 {percentile(times, 0.95):.1f}  ({len(times)} decisions)"
        )
    if args.paired:
        _report_paired(levels, unit, total)
    if total.won_by:
        won = sum(total.won_by.values())
        shares = ", ".join(f"{k}: {v / won:.0%}" for k, v in sorted(total.won_by.items()))
        print(f"  won hands by game points (both players): {shares}")
    print(f"  illegal moves: {total.illegal}, wrong claims: {total.wrong_claims}")


def _report_paired(levels: tuple[str, ...], unit: str, total: Tally) -> None:
    n = total.matches
    figures = paired_intervals(total.per_match)
    share, lo, hi = figures["hands"]
    print(f"  paired: {levels[0]} wins {share:.1%} of {total.hands} hands (95% CI {lo:.1%} - {hi:.1%})")
    diff, lo, hi = figures["points"]
    print(f"  paired: {levels[0]} {unit} per hand minus {levels[1]}'s {diff:+.3f} (95% CI {lo:+.3f} - {hi:+.3f})")
    rate = total.wins[0] / n if n else 0.0
    lo, hi = wilson(rate, n)
    print(f"  paired: {levels[0]} wins {rate:.1%} of {n} matches (95% CI {lo:.1%} - {hi:.1%})")


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    levels = tuple(args.players.split(","))
    if len(levels) != 2:
        parser.error("--players takes two levels")
    rules: Any = DEFAULT_RULES.get(args.game)
    if args.rules:
        rules = json.loads(args.rules) if args.rules.lstrip().startswith("{") else args.rules
    total, elapsed = _play_all(args, levels, rules)
    _report(args, levels, rules, total, elapsed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

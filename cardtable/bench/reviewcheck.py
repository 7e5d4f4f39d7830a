"""``python -m cardtable.bench.reviewcheck [--game G] [--hands N] [--seed S] [--deeper K] [--dump F]``
(or ``--load F...``): how far the hand review's costly marks can be trusted (issue 43, "Tests and
checks").

Hands of medium or strong (the person, in turn) against the expert are played from seeded deals;
every decision of the person's is reviewed as the table reviews it (``advice.SCALE`` of the
expert's plan, the hint's figures) and searched again with ``--deeper`` (4) times the worlds and
nodes. For each threshold it prints: the decisions, how many are marked costly, how many marks the
deeper search confirms (its loss reaches the threshold too), how many are wrong (the deeper loss is
below the threshold) and how many the review missed (the deeper search marks them, the review does
not). Marks are made by ``review.is_costly`` (over the threshold by more than the standard error,
the exchange rule) and none in a hand won with the most it gives. ``review.THRESHOLD`` is chosen
from these figures, so that wrong marks are rare. ``--dump`` keeps each decision's figures so that
``--load`` reports them again (another rule or threshold) without searching. It is long: run it
with ``nice -n 19``.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from typing import Any

from cardtable.ai import make_player
from cardtable.ai.advice import SCALE, Option
from cardtable.ai.review import THRESHOLD, Decision, is_costly, real_options, review_decision, won_the_most
from cardtable.engine import GAMES, Action, Hand, new_hand

THRESHOLDS = (0.15, 0.25, 0.35, 0.5, 0.75, 1.0)


def play_hand(game: str, seed: int, level: str, seat: int) -> tuple[Hand, list[Action]]:
    """A hand of ``level`` (at ``seat``) against the expert: its start and its actions."""
    rng = random.Random(seed)
    hand = new_hand(game, seed=rng.getrandbits(32), dealer=seed % 2)
    start = hand.clone()
    players = {seat: make_player(level, seed=seed), 1 - seat: make_player("expert", seed=seed + 1)}
    actions: list[Action] = []
    while hand.result is None:
        p = hand.to_move
        assert p is not None
        action = players[p].choose(hand.observation(p), hand.legal_actions())
        hand.apply(action)
        actions.append(action)
    return start, actions


@dataclass(frozen=True)
class Figures:
    """What a decision's mark is made from (``review.is_costly``)."""

    loss: float
    noise: float
    chosen: Option
    best: Option

    @staticmethod
    def of(d: Decision) -> Figures | None:
        chosen, best = d.option(d.chosen), d.option(d.best)
        if d.loss is None or chosen is None or best is None:
            return None
        return Figures(d.loss, d.noise, chosen, best)

    def marked(self, threshold: float, cleared: bool) -> bool:
        return not cleared and is_costly(self.loss, self.noise, self.best, self.chosen, threshold)

    def row(self) -> dict[str, object]:
        return {
            "loss": self.loss,
            "noise": self.noise,
            "chosen": str(self.chosen.action),
            "win": self.chosen.win,
            "best": str(self.best.action),
            "best_win": self.best.win,
        }

    @staticmethod
    def from_row(row: dict[str, Any]) -> Figures:
        chosen = Option(Action.parse(row["chosen"]), row["win"])
        return Figures(row["loss"], row["noise"], chosen, Option(Action.parse(row["best"]), row["best_win"]))


@dataclass(frozen=True)
class Pair:
    """One decision reviewed at the review's search and at the deeper one."""

    quick: Figures
    deep: Figures
    cleared: bool  #: the hand was won with the most it gives (no marks)


def pairs_of(game: str, hands: int, seed: int, deeper: float) -> list[Pair]:
    out: list[Pair] = []
    for n in range(hands):
        level, seat = ("medium", "strong")[n % 2], (n // 2) % 2
        start, actions = play_hand(game, seed + n, level, seat)
        end = start.clone()
        for action in actions:
            end.apply(action)
        cleared = won_the_most(end.result, seat, game)
        hand = start.clone()
        for i, action in enumerate(actions):
            if hand.to_move == seat and len(real_options(hand.observation(seat), hand.legal_actions())) >= 2:
                quick = Figures.of(review_decision(hand, action, seat, i, SCALE[game], hindsight=False))
                deep = Figures.of(review_decision(hand, action, seat, i, deeper * SCALE[game], hindsight=False))
                if quick is not None and deep is not None:
                    out.append(Pair(quick, deep, cleared))
            hand.apply(action)
    return out


def dump(path: str, game: str, pairs: list[Pair]) -> None:
    """Each pair's figures as a JSON line, for ``--load`` (other thresholds without searching again)."""
    with open(path, "a", encoding="utf-8") as out:
        for p in pairs:
            line = {"game": game, "cleared": p.cleared, "quick": p.quick.row(), "deep": p.deep.row()}
            out.write(json.dumps(line) + "\n")


def load(paths: list[str]) -> dict[str, list[Pair]]:
    found: dict[str, list[Pair]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                pair = Pair(Figures.from_row(row["quick"]), Figures.from_row(row["deep"]), row["cleared"])
                found.setdefault(row["game"], []).append(pair)
    return found


def report(game: str, pairs: list[Pair], deeper: float) -> None:
    print(
        f"{game}: {len(pairs)} decisions, scale {SCALE[game]} against {deeper * SCALE[game]} ({deeper:g}x the worlds)"
    )
    for t in sorted({*THRESHOLDS, THRESHOLD[game]}):
        marks = [p for p in pairs if p.quick.marked(t, p.cleared)]
        confirmed = sum(1 for p in marks if p.deep.loss >= t)
        missed = sum(1 for p in pairs if p.deep.marked(t, p.cleared) and not p.quick.marked(t, p.cleared))
        wrong = len(marks) - confirmed
        share = f"{wrong / len(marks):.0%}" if marks else "-"
        chosen = "  <- review.THRESHOLD" if t == THRESHOLD[game] else ""
        print(
            f"  threshold {t:.2f}: marked {len(marks)}, confirmed {confirmed}, wrong {wrong} ({share} of marks), "
            f"missed {missed}{chosen}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.reviewcheck")
    parser.add_argument("--game", choices=tuple(GAMES), action="append")
    parser.add_argument("--hands", type=int, default=12, help="hands per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deeper", type=float, default=4.0, help="times the worlds and nodes of the deeper search")
    parser.add_argument("--dump", help="also append each decision's figures to this file (JSON lines)")
    parser.add_argument("--load", nargs="+", help="report the figures of earlier --dump files instead of searching")
    args = parser.parse_args(argv)
    if args.load:
        for game, pairs in load(args.load).items():
            if not args.game or game in args.game:
                report(game, pairs, args.deeper)
        return 0
    for game in args.game or list(GAMES):
        pairs = pairs_of(game, args.hands, args.seed, args.deeper)
        report(game, pairs, args.deeper)
        if args.dump:
            dump(args.dump, game, pairs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

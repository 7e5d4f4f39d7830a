"""``python -m cardtable.bench.giveaways --game G --level L [--hands N] [--seed S]``: how often a
level throws points into a trick it loses where a cheaper card would have lost it as well.

Issue 42 asks that a level below expert, weaker as it may be, never throws away points a beginner
would keep (a newcomer saw a level drop A♥ and Q♥ into a Bura trick it could not win, and give away
a ten in Schneider). The level plays ``--hands`` hands against easy, from both seats in turn. At
each of its answers that loses the trick, every other legal answer is tried on a copy of the hand:
a *giveaway* is an answer that put at least a big card's worth (10 card points; in Schneider one
honour) more into the lost trick than the cheapest answer that also lost it. Some are sound play
(keeping a trump, a marriage's partner or a card that wins later), so the figure is read against
the other levels' and the examples printed are read by eye; it is a measure, not a test.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from cardtable.ai import make_player
from cardtable.engine import GAMES, Kind, new_match
from cardtable.engine.core import cards_of

BIG = {"points": 10, "honours": 1}  #: the least extra worth that makes a giveaway, by what the game counts


def _lost_with(hand: Any, action: Any, seat: int) -> bool:
    """Whether ``action`` (an answer that completes the trick) leaves the trick to the other player."""
    after = hand.clone()
    tricks = len(after.trick_log)
    after.apply(action)
    return len(after.trick_log) > tricks and after.trick_log[-1][-1] != seat


def _codes(cards: Any) -> str:
    return " ".join(c.code for c in cards)


def _example(hand: Any, mover: int, action: Any, worth: int, instead: Any, least: int) -> str:
    seen = hand.observation(mover)
    trump = "none" if seen.trump is None else seen.trump.letter
    led = " ".join(_codes(cards) for _, cards in seen.trick)
    return (
        f"held {_codes(cards_of(hand.hands[mover]))}, trick {led}, trump {trump}: "
        f"played {action.text} (+{worth}) where {instead.text} (+{least}) lost too"
    )


def run(game: str, level: str, hands: int, seed: int) -> dict[str, Any]:
    spec = GAMES[game]
    big = BIG[spec.counts]
    rng = random.Random(seed)
    out: dict[str, Any] = {"hands": 0, "answers": 0, "lost": 0, "giveaways": 0, "extra": 0, "examples": []}
    while out["hands"] < hands:
        seat = out["hands"] % 2  # the level's seat, both in turn
        level_player, easy = make_player(level, seed=rng.getrandbits(32)), make_player("easy", seed=rng.getrandbits(32))
        players = {seat: level_player, 1 - seat: easy}
        match = new_match(game, seed=rng.getrandbits(32))
        points = spec.card_points(match.hand.rules)
        deals = match.deals
        while match.result is None and match.deals == deals:
            mover = match.to_move
            assert mover is not None
            hand, legal = match.hand, match.legal_actions()
            action = players[mover].choose(match.observation(mover), legal)
            answering = mover == seat and action.kind == Kind.PLAY and bool(hand.observation(mover).trick)
            if answering and _lost_with(hand, action, seat):
                out["lost"] += 1
                worth = sum(points[c.index] for c in action.cards)
                cheaper = [
                    (sum(points[c.index] for c in a.cards), a)
                    for a in legal
                    if a.kind == Kind.PLAY and a != action and _lost_with(hand, a, seat)
                ]
                if cheaper:
                    least, instead = min(cheaper, key=lambda pair: pair[0])
                    if worth - least >= big:
                        out["giveaways"] += 1
                        out["extra"] += worth - least
                        if len(out["examples"]) < 6:
                            out["examples"].append(_example(hand, mover, action, worth, instead, least))
            if answering:
                out["answers"] += 1
            match.apply(action)
        out["hands"] += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.giveaways", description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    out = run(args.game, args.level, args.hands, args.seed)
    lost = max(out["lost"], 1)
    print(
        f"{args.game}: {args.level} against easy, {out['hands']} hands (the first of a match each), seed {args.seed}\n"
        f"  answers {out['answers']}, of them lost {out['lost']}; giveaways {out['giveaways']} "
        f"({100 * out['giveaways'] / lost:.1f} % of lost answers, {out['giveaways'] / out['hands']:.2f} a hand), "
        f"{out['extra']} {GAMES[args.game].counts} thrown in beyond the cheapest losing answer"
    )
    for example in out["examples"]:
        print("  e.g. " + example)


if __name__ == "__main__":
    main()

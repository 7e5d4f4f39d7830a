"""``python -m cardtable.bench.online [--repeats 5] [--hands 3]``: what the online deal costs.

- a deal (the four locked lists, both players, each checking the other's) for 20, 32 and 36 cards,
  and the reveal (each side re-deriving the deck from the other's keys): the median of the repeats,
  in this one process (the network's time comes on top);
- opening one card (the other's key checked against the deck);
- a whole match's first hands between two sides over the in-memory room, random legal play: events
  per hand and the time per hand and per action (deal, keys, checks and replay included).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cardtable.engine import GAMES, Card
from cardtable.online.deal import Deal
from cardtable.online.driver import OnlineMatch
from cardtable.online.secret import Secret
from cardtable.online.transport import MemoryRoom, MemoryTransport

DECKS: tuple[tuple[str, dict[str, bool]], ...] = (
    ("schnapsen", {}),
    ("schneider", {}),
    ("bura", {}),
)  # 20, 32, 36 cards


def dealt(cards: list[Card]) -> tuple[Deal, Deal, float]:
    """Two sides' deals of ``cards`` and the seconds the four steps took."""
    first = Deal(0, cards, Secret.new(), "bench", 1)
    second = Deal(1, cards, Secret.new(), "bench", 1)
    start = time.perf_counter()
    for step in range(4):
        sender, receiver = (first, second) if step % 2 == 0 else (second, first)
        texts = sender.make_step()
        sender.take_step(texts)
        receiver.take_step(texts)
    return first, second, time.perf_counter() - start


def deal_figures(repeats: int) -> None:
    print("cards  deal (both sides)  reveal (both sides)  open one card")
    for game, rules in DECKS:
        cards = GAMES[game].deck(rules)
        deals, reveals, opens = [], [], []
        for _ in range(repeats):
            first, second, seconds = dealt(cards)
            deals.append(seconds)
            start = time.perf_counter()
            for position in range(len(cards)):
                first.open(position, second.key(position))
            opens.append((time.perf_counter() - start) / len(cards))
            start = time.perf_counter()
            first.verify(*second.reveal())
            second.verify(*first.reveal())
            reveals.append(time.perf_counter() - start)
        row = (statistics.median(deals), statistics.median(reveals), statistics.median(opens))
        print(f"{len(cards):5d}  {row[0] * 1000:14.0f} ms  {row[1] * 1000:16.0f} ms  {row[2] * 1000:10.2f} ms")


def play_figures(hands: int, seed: int = 1) -> None:
    print(f"game        events/hand  s/hand  ms/action   ({hands} hands, random play, both sides in one process)")
    for game in GAMES:
        room = MemoryRoom()
        a = OnlineMatch.invite(
            MemoryTransport(room, "@a:bench"), Secret.new(), match_id="b", game=game, opponent="@b:bench"
        )
        b = OnlineMatch.join(MemoryTransport(room, "@b:bench"), Secret.new())
        rng = random.Random(seed)
        start = time.perf_counter()
        actions = 0
        while sum(1 for h in b.hands if h.deck is not None) < hands and b.expected() is not None:
            side = a if a.legal_actions() else b
            legal = side.legal_actions()
            if legal:
                calm = [x for x in legal if x.kind != "claim"] or legal
                side.act(rng.choice(calm if rng.random() < 0.97 else legal))
                actions += 1
            a.pump()
            b.pump()
            assert not a.disputed and not b.disputed, (a.faults, b.faults)
        seconds = time.perf_counter() - start
        per_hand = len(room.entries) / hands
        print(f"{game:10s}  {per_hand:11.0f}  {seconds / hands:6.2f}  {seconds / max(actions, 1) * 1000:9.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.online")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--hands", type=int, default=3)
    args = parser.parse_args()
    deal_figures(args.repeats)
    print()
    play_figures(args.hands)


if __name__ == "__main__":
    main()

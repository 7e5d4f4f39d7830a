"""Two sides of an online match over an in-memory room, and a seeded random player for them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.engine import Action
from cardtable.online.driver import OnlineMatch
from cardtable.online.secret import Secret
from cardtable.online.transport import MemoryRoom, MemoryTransport

A, B = "@ann:example.org", "@bob:example.org"


def secret(shuffle: int, keys: int) -> Secret:
    return Secret(bytes([shuffle]) * 32, bytes([keys]) * 32)


def pair(
    game: str, rules: dict[str, Any] | None = None, secrets: tuple[Secret, Secret] | None = None, timeout: int = 3600
) -> tuple[MemoryRoom, OnlineMatch, OnlineMatch]:
    """A match set up, accepted and dealt: both sides pumped until someone must act."""
    room = MemoryRoom()
    sa, sb = secrets or (secret(1, 2), secret(3, 4))
    transport = MemoryTransport(room, A)
    a = OnlineMatch.invite(transport, sa, match_id="m1", game=game, opponent=B, rules=rules, timeout=timeout)
    b = OnlineMatch.join(MemoryTransport(room, B), sb)
    settle(a, b)
    return room, a, b


def settle(*sides: OnlineMatch) -> None:
    """Pump until nobody has anything automatic left to send."""
    room = sides[0].transport.room  # type: ignore[attr-defined]
    while True:
        before = len(room.entries)
        for side in sides:
            side.pump()
        if len(room.entries) == before:
            return


def pick(rng: random.Random, actions: list[Action]) -> Action:
    """Random legal play that seldom claims (a claim ends a hand at once)."""
    calm = [x for x in actions if x.kind != "claim"]
    return rng.choice(calm if calm and rng.random() < 0.97 else actions)


def play(
    a: OnlineMatch,
    b: OnlineMatch,
    rng: random.Random,
    until: Callable[[], bool],
    watch: Callable[[], None] | None = None,
    limit: int = 2000,
) -> None:
    """Random legal play by both sides until ``until()`` (or a dispute)."""
    for _ in range(limit):
        settle(a, b)
        if watch:
            watch()
        if until() or a.disputed or b.disputed or a.expected() is None:
            return
        side = a if a.legal_actions() else b
        actions = side.legal_actions()
        assert actions, (a.expected(), b.expected())
        side.act(pick(rng, actions))
    raise AssertionError("no end")


def hands_done(side: OnlineMatch, count: int) -> Callable[[], bool]:
    """True once ``count`` hands are revealed and checked on this side."""
    return lambda: sum(1 for h in side.hands if h.deck is not None and len(h.reveals) == 2) >= count

"""Beside the game (issue 49): a chat line of a sensible length, abandoning, and claiming the match
of a player silent for longer than agreed."""

from __future__ import annotations

from cardtable.online.events import CHAT_LIMIT
from cardtable.online.faults import Reason

from .helpers import pair, settle


def test_chat_reaches_both_sides_in_order_and_is_cut_to_its_limit() -> None:
    room, a, b = pair("bura")
    a.say("hello <b>bob</b>")
    b.say("x" * (CHAT_LIMIT + 50))
    a.say("again")
    settle(a, b)
    assert a.chat == b.chat == [(0, "hello <b>bob</b>"), (1, "x" * CHAT_LIMIT), (0, "again")]


def test_a_chat_line_past_the_limit_or_replayed_is_refused() -> None:
    room, a, b = pair("bura")
    a.say("one")
    room.post(a.me, {"v": 1, "match": "m1", "type": "chat", "n": 1, "head": a.head, "text": "y" * (CHAT_LIMIT + 1)})
    settle(a, b)
    assert [f.reason for f in b.faults] == [Reason.CHAT_TOO_LONG]
    _, c, d = pair("bura")
    c.say("one")
    copy = dict(d.transport.room.entries[-1].content)  # type: ignore[attr-defined]
    d.transport.room.post(c.me, copy)  # type: ignore[attr-defined]  # with its id: a line sent again, shown once
    del copy["id"]
    d.transport.room.post(c.me, copy)  # type: ignore[attr-defined]  # without it: a replay
    settle(c, d)
    assert d.chat == [(0, "one")] and [f.reason for f in d.faults] == [Reason.REPLAYED]


def test_abandoning_ends_the_match_for_both() -> None:
    _, a, b = pair("schneider")
    b.abandon()
    settle(a, b)
    assert a.ended == b.ended == ("abandoned", 1)
    assert a.legal_actions() == b.legal_actions() == []


def test_a_silent_players_match_may_be_claimed_only_after_the_agreed_time() -> None:
    room, a, b = pair("schnapsen", timeout=3600)
    waiting = b if a.legal_actions() else a
    other = a if waiting is b else b
    room.clock += 3599
    waiting.claim()
    settle(a, b)
    assert other.faults[0].reason == Reason.TOO_EARLY and other.disputed
    room2, a2, b2 = pair("schnapsen", timeout=3600)
    waiting = b2 if a2.legal_actions() else a2
    room2.clock += 3600
    waiting.claim()
    settle(a2, b2)
    assert a2.ended == b2.ended == ("claimed", waiting.seat) and not a2.disputed


def test_the_player_to_move_cannot_claim_and_a_stale_claim_is_ignored() -> None:
    room, a, b = pair("schnapsen", timeout=3600)
    mover = a if a.legal_actions() else b
    room.clock += 7200
    mover.claim()
    settle(a, b)
    assert [f.reason for f in a.faults] == [Reason.STALE_CLAIM] and not a.disputed and a.ended is None

"""A peer that cheats or breaks is caught (issue 49): each refused event has its reason id, marks
the match disputed on the honest side, and the local record is kept."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.online import group
from cardtable.online.deal import Deal
from cardtable.online.driver import OnlineMatch
from cardtable.online.faults import Reason
from cardtable.online.transport import MemoryRoom, MemoryTransport

from .helpers import A, B, hands_done, pair, play, secret, settle


def forge(side: Any, kind: str, **fields: Any) -> dict[str, Any]:
    """The next chain event as ``side`` would number it."""
    return {"v": 1, "match": "m1", "seq": len(side.chain), "prev": side.head, "type": kind, **fields}


def reasons(side: Any) -> list[Reason]:
    return [f.reason for f in side.faults]


def test_a_replayed_event_is_refused_and_disputes_the_match() -> None:
    room, a, b = pair("schnapsen")
    old = next(e for e in room.entries if e.sender == B and e.content["type"] == "relock")
    room.post(B, old.content)
    settle(a, b)
    assert reasons(a) == [Reason.REPLAYED] and a.disputed
    assert a.faults[0].index == len(room.entries) - 1 and a.faults[0].sender == B
    assert len(a.record) == len(room.entries)  # the record keeps the refused event


def test_out_of_order_events_are_refused() -> None:
    room, a, b = pair("schnapsen")
    mover = a if a.legal_actions() else b
    other = b if mover is a else a
    room.post(other.me, forge(other, "act", hand=1, action="close", keys={}))
    settle(a, b)
    assert reasons(mover) == [Reason.OUT_OF_TURN]


@pytest.mark.parametrize(("change", "reason"), [({"seq": 99}, Reason.SEQUENCE), ({"prev": "0" * 64}, Reason.CHAIN)])
def test_a_gap_or_a_broken_chain_is_refused(change: dict, reason: Reason) -> None:
    room, a, b = pair("schnapsen")
    mover = a if a.legal_actions() else b
    other = b if mover is a else a
    action = str(mover.legal_actions()[0])
    room.post(mover.me, {**forge(mover, "act", hand=1, action=action, keys={}), **change})
    settle(a, b)
    assert reasons(other) == [reason] and other.disputed


def test_a_third_party_is_ignored_without_disputing_the_match() -> None:
    room, a, b = pair("schnapsen")
    room.post("@eve:example.org", {"v": 1, "match": "m1", "type": "chat", "n": 0, "head": "", "text": "hi"})
    settle(a, b)
    assert reasons(a) == reasons(b) == [Reason.NOT_SEATED]
    assert not a.disputed and not b.disputed and a.chat == []
    play(a, b, random.Random(1), hands_done(a, 1))
    assert not a.disputed and hands_done(a, 1)()


def test_playing_a_card_the_other_holds_is_illegal_at_once() -> None:
    room, a, b = pair("schnapsen")
    mover = a if a.legal_actions() else b
    other = b if mover is a else a
    obs = other.observation()
    assert obs is not None
    room.post(mover.me, forge(mover, "act", hand=1, action=f"play {obs.hand[0]}", keys={}))
    settle(a, b)
    fault = other.faults[0]
    assert fault.reason == Reason.ILLEGAL and fault.fields["rule"] == "S-9" and other.disputed


def test_a_malformed_event_is_refused() -> None:
    room, a, b = pair("bura")
    mover = a if a.legal_actions() else b
    other = b if mover is a else a
    room.post(mover.me, forge(mover, "act", hand=1, action="play AS", keys={"7": "not a key"}))
    settle(a, b)
    assert reasons(other) == [Reason.MALFORMED] and other.faults[0].fields == {"detail": "act.keys.7"}


class Tamper(MemoryTransport):
    """A modified client: rewrites its own events of one type on the way out."""

    def __init__(self, room: Any, me: str, kind: str, change: Any) -> None:
        super().__init__(room, me)
        self.kind, self.change = kind, change

    def send(self, content: dict[str, Any]) -> None:
        if content["type"] == self.kind:
            content = self.change(dict(content))
        super().send(content)


def tampered_pair(kind: str, change: Any, sender: str = A) -> tuple[Any, Any, Any]:
    room = MemoryRoom()
    ta = Tamper(room, A, kind, change) if sender == A else MemoryTransport(room, A)
    tb = Tamper(room, B, kind, change) if sender == B else MemoryTransport(room, B)
    a = OnlineMatch.invite(ta, secret(1, 2), match_id="m1", game="schnapsen", opponent=B)
    b = OnlineMatch.join(tb, secret(3, 4))
    settle(a, b)
    return room, a, b


def test_an_invalid_point_in_a_shuffle_is_refused() -> None:
    def change(content: dict[str, Any]) -> dict[str, Any]:
        content["points"] = [*content["points"][:-1], "04" + "1" * 128]
        return content

    _, a, b = tampered_pair("shuffle", change)
    assert b.faults[0].reason == Reason.BAD_POINT and b.faults[0].fields == {"index": 19} and b.disputed


def test_a_wrong_key_is_refused() -> None:
    def change(content: dict[str, Any]) -> dict[str, Any]:
        first = min(content["keys"], key=int)
        content["keys"] = {**content["keys"], first: group.scalar_text(12345)}
        return content

    _, a, b = tampered_pair("keys", change, sender=B)
    fault = a.faults[0]
    assert fault.reason == Reason.WRONG_KEY and a.disputed
    assert b.faults[0].reason == Reason.SECRET_MISMATCH  # its own program sees the event is not its own


def test_a_tampered_deck_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 0's program puts a point that is no card under its key into its first list (a card
    twice, under another scalar: the list still looks distinct): the other side finds it when that
    place is opened for it, here one of its own dealt cards."""
    _, a, b = pair("schnapsen")  # the same secrets: find where an entry of the first list lands
    hand = b.hand
    assert hand is not None and b.seat is not None
    dealt_to_b = b.spec.layout(b.rules, hand.dealer).hands[b.seat]
    target = b.hands[0].deal.order[dealt_to_b[0]]
    original = Deal._compute

    def compute(self: Deal, step: int) -> list[Any]:
        out = original(self, step)
        if step == 0 and self.seat == 0:
            out[target] = group.mul(out[target - 1 if target else 1], 7)
        return out

    monkeypatch.setattr(Deal, "_compute", compute)
    _, a, b = pair("schnapsen")
    assert reasons(b) == [Reason.WRONG_KEY] and b.faults[0].fields == {"position": dealt_to_b[0]} and b.disputed

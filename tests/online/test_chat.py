"""A chat line sent again after a network failure is shown once (issue 49): each line carries an id
made when it is typed, over the in-memory room (the same over Synapse: test_matrix_room)."""

from __future__ import annotations

from typing import Any

from cardtable.online import OnlineMatch
from cardtable.ui.online_link import _Worker

from .helpers import pair, settle


def flaky(side: OnlineMatch, *, send_fails: int = 0, fetch_fails: int = 0) -> None:
    """The next ``send_fails`` sends reach the room and then fail (the answer lost on its way back);
    the ``fetch_fails`` reads after the next send fail."""
    transport: Any = side.transport
    send, fetch = transport.send, transport.fetch
    left = {"send": send_fails, "fetch": 0, "armed": fetch_fails}

    def send_then_fail(content: dict[str, Any]) -> None:
        send(content)
        left["fetch"], left["armed"] = left["armed"], 0
        if left["send"] > 0:
            left["send"] -= 1
            raise OSError("the answer was lost on its way back")

    def fetch_or_fail(since: int) -> Any:
        if left["fetch"] > 0:
            left["fetch"] -= 1
            raise OSError("the network went away")
        return fetch(since)

    transport.send, transport.fetch = send_then_fail, fetch_or_fail


def lines(room: Any) -> list[str]:
    return [e.content["text"] for e in room.entries if e.content.get("type") == "chat"]


def test_a_line_whose_send_failed_after_the_room_had_it_is_shown_once_and_the_next_as_usual() -> None:
    room, a, b = pair("schnapsen")
    flaky(a, send_fails=1)
    worker = _Worker(lambda: a)
    worker.side_event("say", "hello")  # the send raised: kept, and sent again as it was
    assert worker.side and lines(room) == ["hello"]
    worker.tick()
    worker.side_event("say", "good luck")
    settle(a, b)
    assert lines(room) == ["hello", "hello", "good luck"]  # the room has it twice...
    assert b.chat == [(0, "hello"), (0, "good luck")] and a.chat == b.chat  # ...each side shows it once
    assert not a.faults and not b.faults and not b.disputed


def test_a_line_read_back_before_it_was_sent_again_is_shown_once() -> None:
    """The send went through but the read after it failed: the line, still waiting, goes again
    under the next number (its first copy counted already), with the same id."""
    room, a, b = pair("bura")
    flaky(a, fetch_fails=1)
    worker = _Worker(lambda: a)
    worker.side_event("say", "hi")
    assert worker.side  # the read after the send failed: the line waits to be sent again
    worker.tick()
    worker.side_event("say", "your turn")
    settle(a, b)
    sent = [e.content for e in room.entries if e.content.get("type") == "chat"]
    assert [c["n"] for c in sent] == [0, 1, 2] and sent[0]["id"] == sent[1]["id"] != sent[2]["id"]
    assert b.chat == [(0, "hi"), (0, "your turn")] and not b.faults and not b.disputed


def test_a_line_of_a_program_before_line_ids_is_shown_and_a_replay_of_it_still_refused() -> None:
    room, a, b = pair("schneider")
    old = {"v": 1, "match": "m1", "type": "chat", "n": 0, "head": a.head, "text": "from before"}
    room.post(a.me, old)
    room.post(a.me, old)
    settle(a, b)
    assert b.chat == [(0, "from before")]
    assert [f.reason.value for f in b.faults] == ["replayed"] and b.disputed

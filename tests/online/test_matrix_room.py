"""A match's room on a local Synapse, as issue 49 asks of its transport: the room followed by
long-poll (an idle match costs one waiting request, an event wakes it, closing ends the wait at
once); the setup in the room's state from its making, a room whose setup is a timeline event still
played, a setup put in the state by anyone but the seated players ignored; a chat line sent again
after a failure shown once. Skipped where Synapse's own venv is absent (``tests/online/synapse.py``)."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import synapse

pytestmark = pytest.mark.skipif(not synapse.available(), reason="no Synapse venv (see tests/online/synapse.py)")
nio = pytest.importorskip("nio")

from cardtable.online.account import Login, MatrixAccount  # noqa: E402
from cardtable.online.driver import OnlineMatch  # noqa: E402
from cardtable.online.matrix import EVENT_TYPE, SETUP_TYPE, MatrixError, MatrixTransport  # noqa: E402

from .helpers import secret  # noqa: E402
from .test_matrix import _account, _play, _revealed, _room  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[synapse.Synapse]:
    running = synapse.Synapse(Path(tmp_path_factory.mktemp("synapse")))
    yield running
    running.stop()


def _client(url: str, account: tuple[str, str]) -> Any:
    client = nio.AsyncClient(url, account[0])
    client.access_token, client.user_id = account[1], account[0]
    return client


def _counting(transport: MatrixTransport) -> list[int]:
    """The long-polls the transport makes (its syncs), counted as they start."""
    calls: list[int] = []
    sync = transport._client.sync

    async def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(kwargs.get("timeout", 0))
        return await sync(*args, **kwargs)

    transport._client.sync = counted
    return calls


def test_an_idle_followed_room_waits_in_one_request_and_an_event_wakes_it_at_once(server: Any) -> None:
    a, b = asyncio.run(_account(server.url, "fay")), asyncio.run(_account(server.url, "gus"))
    room = asyncio.run(_room(server.url, a, b))
    reader = MatrixTransport(server.url, b[0], b[1], room)
    assert reader.fetch(0) == []  # the room's history is read (none of the match yet)
    syncs = _counting(reader)
    woken = threading.Event()
    reader.follow(woken.set, wait=60)
    time.sleep(2.0)  # idle: polling every 0.5 s would have asked four times by now
    assert syncs == [60_000] and not woken.is_set()
    writer = MatrixTransport(server.url, a[0], a[1], room)
    writer.send({"type": "chat", "text": "hello"})
    assert woken.wait(20)  # long before the 60 s the request waits for
    assert [e.content for e in reader.fetch(0)] == [{"type": "chat", "text": "hello"}]
    assert len(syncs) <= 3  # the answer that brought it, and the next request waiting
    started = time.monotonic()
    reader.close()  # a request waiting on the homeserver is not waited for
    assert time.monotonic() - started < 10
    writer.close()


def _made_with_setup(server: Any, tag: str) -> tuple[tuple[str, str], tuple[str, str], str, dict[str, Any]]:
    """Ann's new room, its setup in the state from its making (as Play a friend online… makes it),
    Bob invited and joined."""
    a, b = asyncio.run(_account(server.url, "ann" + tag)), asyncio.run(_account(server.url, "bob" + tag))
    ann = MatrixAccount(Login(server.url, a[0], "", a[1]))
    setup = OnlineMatch.setup_content(
        secret(1, 2), me=a[0], match_id="match-" + tag, game="schnapsen", opponent=b[0], timeout=3600
    )
    room = ann.new_room("schnapsen", setup=setup)
    ann.invite(room, b[0])
    ann.close()
    bob = MatrixAccount(Login(server.url, b[0], "", b[1]))
    bob.join(room)
    bob.close()
    return a, b, room, setup


def test_the_setup_is_in_the_rooms_state_from_its_making_and_the_match_plays_from_it(server: Any) -> None:
    a, b, room, setup = _made_with_setup(server, "state")

    async def state() -> Any:
        client = _client(server.url, b)
        try:
            return await client.room_get_state_event(room, SETUP_TYPE, a[0])
        finally:
            await client.close()

    assert asyncio.run(state()).content == setup
    first = OnlineMatch(MatrixTransport(server.url, a[0], a[1], room), secret(1, 2))
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))
    first.pump()
    assert first.seat == 0 and second.seat == 1 and first.record[0].content == setup
    _play(first, second, random.Random(7), lambda: _revealed(first) and _revealed(second))
    assert not first.disputed and not second.disputed, (first.faults, second.faults)
    assert first.hands[0].deck == second.hands[0].deck
    first.transport.close()
    second.transport.close()


def test_a_room_whose_setup_is_a_timeline_event_still_plays(server: Any) -> None:
    """A match made before the setup became a state event is not lost."""
    a, b = asyncio.run(_account(server.url, "annold")), asyncio.run(_account(server.url, "bobold"))
    room = asyncio.run(_room(server.url, a, b))
    setup = OnlineMatch.setup_content(secret(1, 2), me=a[0], match_id=room, game="bura", opponent=b[0])

    async def old_program() -> None:
        client = _client(server.url, a)
        sent = await client.room_send(room, EVENT_TYPE, setup)
        await client.close()
        assert isinstance(sent, nio.RoomSendResponse), sent

    asyncio.run(old_program())
    first = OnlineMatch(MatrixTransport(server.url, a[0], a[1], room), secret(1, 2))
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))
    first.pump()
    assert first.setup is not None and first.setup.game == "bura" and first.seat == 0
    _play(first, second, random.Random(8), lambda: _revealed(first) and _revealed(second))
    assert not first.disputed and not second.disputed, (first.faults, second.faults)
    first.transport.close()
    second.transport.close()


def test_a_setup_put_in_the_state_by_anyone_else_is_ignored(server: Any) -> None:
    """Eve, in the room with the right to set its state, puts a setup of her own in it (one under
    Ann's key the homeserver refuses): both seated players ignore it and play on undisputed."""
    a, b, room, _ = _made_with_setup(server, "eve")
    eve = asyncio.run(_account(server.url, "eve"))
    forged = OnlineMatch.setup_content(secret(5, 6), me=eve[0], match_id="match-eve", game="schnapsen", opponent=b[0])

    async def let_in_and_forge() -> tuple[Any, Any]:
        host, guest = _client(server.url, a), _client(server.url, eve)
        try:
            await host.room_invite(room, eve[0])
            await guest.join(room)
            levels = await host.room_get_state_event(room, "m.room.power_levels")
            content = dict(levels.content)
            content["users"] = {**content.get("users", {}), eve[0]: 100}
            await host.room_put_state(room, "m.room.power_levels", content)
            own = await guest.room_put_state(room, SETUP_TYPE, forged, state_key=eve[0])
            as_ann = await guest.room_put_state(room, SETUP_TYPE, forged, state_key=a[0])
            return own, as_ann
        finally:
            await host.close()
            await guest.close()

    first = OnlineMatch(MatrixTransport(server.url, a[0], a[1], room), secret(1, 2))
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))
    _play(first, second, random.Random(9), lambda: len(first.chain) >= 8)
    own, as_ann = asyncio.run(let_in_and_forge())
    assert isinstance(own, nio.RoomPutStateResponse) and not isinstance(as_ann, nio.RoomPutStateResponse)
    _play(first, second, random.Random(9), lambda: _revealed(first) and _revealed(second))
    for side in (first, second):
        assert not side.disputed and side.setup is not None and side.setup.seats[0] == a[0]
        assert [f.sender for f in side.faults] == [eve[0]]  # read, refused as not seated, harmless
    first.transport.close()
    second.transport.close()


def test_a_chat_line_sent_again_after_a_failure_is_shown_once_over_synapse(server: Any, qtbot: Any) -> None:
    """Sent again as it was after the answer was lost, the homeserver takes it once (its
    transaction id); sent again under the next number after the read that followed it failed, the
    room has it twice and the friend shows it once."""
    from cardtable.ui.online_link import _Worker

    from .test_chat import flaky

    first, second, _, _ = _sides_with_setup(server, "chat")
    worker = _Worker(lambda: first)
    flaky(first, send_fails=1)
    worker.side_event("say", "hello")
    assert worker.side  # failed: kept
    worker.tick()
    flaky(first, fetch_fails=1)
    worker.side_event("say", "good luck")
    assert worker.side  # the read after the send failed: kept
    worker.tick()

    def chat() -> list[Any]:
        second.pump()
        return [e.content["text"] for e in second.record if e.content.get("type") == "chat"]

    qtbot.waitUntil(lambda: chat() == ["hello", "good luck", "good luck"], timeout=20_000)
    assert second.chat == [(0, "hello"), (0, "good luck")] and not second.faults and not second.disputed
    if worker.timer is not None:
        worker.timer.stop()
    first.transport.close()
    second.transport.close()


def _sides_with_setup(server: Any, tag: str) -> tuple[OnlineMatch, OnlineMatch, str, str]:
    a, b, room, _ = _made_with_setup(server, tag)
    first = OnlineMatch(MatrixTransport(server.url, a[0], a[1], room), secret(1, 2))
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))
    first.pump()
    second.pump()
    return first, second, a[0], room


def test_the_dialogs_invitation_makes_the_room_with_the_setup_and_the_friend_plays_from_it(
    server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Game ▸ Play a friend online…'s Invite: the room's state holds the setup (committing to the
    seeds kept) before the friend is invited, and the inviter's program sends no setup of its own."""
    from cardtable.ui.online_window import invitation

    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    a, b = asyncio.run(_account(server.url, "annui")), asyncio.run(_account(server.url, "bobui"))
    kept = invitation(Login(server.url, a[0], "", a[1]), b[0], "schneider", {"target": 1}, "german")()
    bob = MatrixAccount(Login(server.url, b[0], "", b[1]))
    bob.join(kept.room_id)
    bob.close()
    second = OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], kept.room_id), secret(3, 4))
    first = OnlineMatch(MatrixTransport(server.url, a[0], a[1], kept.room_id), kept.seeds)
    first.pump()
    assert second.setup is not None and second.setup.game == "schneider" and second.setup.seats == [a[0], b[0]]
    assert second.setup.deck_style == "german" and dict(second.setup.rules) == {"target": 1}
    _play(first, second, random.Random(10), lambda: _revealed(first) and _revealed(second))
    assert not first.disputed and not second.disputed, (first.faults, second.faults)
    assert [e.content["type"] for e in first.record].count("setup") == 1
    first.transport.close()
    second.transport.close()


def test_a_followed_room_says_when_the_homeserver_is_gone_and_reads_on_when_it_is_back(tmp_path: Path) -> None:
    """The homeserver stops while a long-poll waits: the failure is said (``fetch`` raises it) and
    tried again after growing waits; once the homeserver is back, the room is read on."""
    from cardtable.online.follow import Backoff

    own = synapse.Synapse(tmp_path)
    try:
        a, b = asyncio.run(_account(own.url, "hal")), asyncio.run(_account(own.url, "ida"))
        room = asyncio.run(_room(own.url, a, b))
        reader = MatrixTransport(own.url, b[0], b[1], room)
        reader.fetch(0)
        woken = threading.Event()
        backoff = Backoff(first=0.2, cap=1.0)
        reader.follow(woken.set, wait=60, backoff=backoff)
        own.stop()
        assert woken.wait(60)  # the failure is said
        with pytest.raises(MatrixError):
            reader.fetch(0)
        time.sleep(2.0)
        assert backoff.failures >= 2  # tried again, after growing waits
        own.start()
        writer = MatrixTransport(own.url, a[0], a[1], room)
        writer.send({"type": "chat", "text": "back"})

        def read() -> list[Any]:
            try:
                return [e.content for e in reader.fetch(0)]
            except Exception:
                return []

        deadline = time.monotonic() + 60
        while read() != [{"type": "chat", "text": "back"}] and time.monotonic() < deadline:
            time.sleep(0.1)
        assert read() == [{"type": "chat", "text": "back"}] and backoff.failures == 0
        reader.close()
        writer.close()
    finally:
        own.stop()

"""A match's log in a Matrix room, through matrix-nio (the optional extra ``online``).

A room is a durable, ordered, invite-only log: each event of the protocol is one timeline event of
the custom type ``EVENT_TYPE`` whose content is the protocol's dict; the network stamps it with the
sender's id (which the homeserver vouches for) and a time. Every other event in the room (members,
names, messages of other programs) is no part of the match and is skipped.

nio is asyncio; the table and the driver are not. So the client lives on an event loop in a thread
of its own, and ``send`` and ``fetch`` hand it work and wait for the answer: the table calls them
from its own worker, never from the thread that paints. ``fetch`` reads the room from its creation
the first time (backwards, then turned round), afterwards only what came since (forwards from the
token it kept), so a side started days later reads the whole match again.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from .transport import Envelope

try:  # the optional extra ``online``: a program without it plays at one table only
    import nio
except ImportError:  # pragma: no cover - depends on the installation
    nio = None

EVENT_TYPE = "org.cardtable.match.v1"
PAGE = 100  #: events per page read
TRIES = 2  #: attempts of a request that times out or finds no server
T = TypeVar("T")


class MatrixError(RuntimeError):
    """The homeserver refused or failed (its message, for the table to show in a notice)."""


def client(homeserver: str, user: str, device_id: str | None = None) -> Any:
    """A nio client that gives up: by default nio retries a refused or silent homeserver for ever
    ("Timed out, sleeping for 60s"), and a sign-in to a wrong address said "Signing in…" for twenty
    minutes (newcomer finding). Here a request fails after ``TRIES`` attempts a few seconds apart,
    and the caller says so (the table's link tries again at its next read)."""
    config = nio.AsyncClientConfig(max_timeouts=TRIES, max_timeout_retry_wait_time=5, request_timeout=20)
    return nio.AsyncClient(homeserver, user, device_id=device_id, config=config)


class MatrixTransport:
    """One player's access to one match's room (see the module docstring)."""

    def __init__(self, homeserver: str, user_id: str, access_token: str, room_id: str, device_id: str = "") -> None:
        if nio is None:
            raise MatrixError("matrix-nio is not installed (pip install 'cardtable[online]')")
        self.me = user_id
        self.room_id = room_id
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="matrix", daemon=True)
        self._thread.start()
        self._client = client(homeserver, user_id, device_id or None)
        self._client.access_token = access_token
        self._client.user_id = user_id
        self._entries: list[Envelope] = []
        self._token: str | None = None

    def _run(self, work: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    def send(self, content: dict[str, Any]) -> None:
        """Sent under a transaction id made from the content: sent again after a failure that did
        reach the homeserver, it is the same event, not a second one (the other side would see a
        replayed event)."""
        tx_id = hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()
        answer = self._run(self._client.room_send(self.room_id, EVENT_TYPE, content, tx_id=tx_id))
        if not isinstance(answer, nio.RoomSendResponse):
            raise MatrixError(str(answer))

    def fetch(self, since: int) -> list[Envelope]:
        self._run(self._read())
        return self._entries[since:]

    async def _read(self) -> None:
        if self._token is None:
            await self._read_all()
        while True:
            page = await self._client.room_messages(
                self.room_id, self._token, direction=nio.MessageDirection.front, limit=PAGE
            )
            if not isinstance(page, nio.RoomMessagesResponse):
                raise MatrixError(str(page))
            self._take(page.chunk)
            if not page.chunk or not page.end:
                return
            self._token = page.end

    async def _read_all(self) -> None:
        """The room from its start, up to now; ``_token`` then marks now."""
        synced = await self._client.sync(timeout=0, sync_filter={"room": {"timeline": {"limit": 1}}})
        if not isinstance(synced, nio.SyncResponse):
            raise MatrixError(str(synced))
        token, older = synced.next_batch, []
        while True:
            page = await self._client.room_messages(
                self.room_id, token, direction=nio.MessageDirection.back, limit=PAGE
            )
            if not isinstance(page, nio.RoomMessagesResponse):
                raise MatrixError(str(page))
            older.extend(page.chunk)
            if not page.chunk or not page.end:
                break
            token = page.end
        self._take(reversed(older))
        self._token = synced.next_batch

    def _take(self, events: Any) -> None:
        for event in events:
            source = getattr(event, "source", {})
            if source.get("type") != EVENT_TYPE:
                continue
            time = source.get("origin_server_ts", 0) / 1000
            self._entries.append(Envelope(len(self._entries), source.get("sender", ""), source.get("content"), time))

    def close(self) -> None:
        self._run(self._client.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

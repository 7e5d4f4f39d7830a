"""A match's log in a Matrix room, through matrix-nio (the optional extra ``online``).

A room is a durable, ordered, invite-only log: each event of the protocol is one timeline event of
the custom type ``EVENT_TYPE`` whose content is the protocol's dict; the network stamps it with the
sender's id (which the homeserver vouches for) and a time. The match's setup is a state event of
the room (``SETUP_TYPE``, its state key the sender's own id, which only he may set), put in when
the room is made; it is read in its place in the room's history like any other event, so the chain
still starts from it. A room made before (its setup a timeline event) reads the same. Every other
event in the room (members, names, messages of other programs) is no part of the match and is
skipped.

nio is asyncio; the table and the driver are not. So the client lives on an event loop in a thread
of its own, and ``send`` and ``fetch`` hand it work and wait for the answer: the table calls them
from its own worker, never from the thread that paints. ``fetch`` reads the room from its creation
the first time (backwards, then turned round), afterwards only what came since (``/messages`` from
the token it kept: a ``/sync`` without a wait may be answered from the homeserver's cache), so a
side started days later reads the whole match again. Once ``follow`` is
called, the room is read in the background by long-poll (``follow.follow``: one request waits on
the homeserver until an event comes or ``LONG_POLL`` passes) and ``fetch`` only hands out what was
read; ``close`` ends the waiting request at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from .follow import Backoff, follow
from .transport import Envelope

try:  # the optional extra ``online``: a program without it plays at one table only
    import nio
except ImportError:  # pragma: no cover - depends on the installation
    nio = None

EVENT_TYPE = "org.cardtable.match.v1"
SETUP_TYPE = "org.cardtable.match.setup.v1"  #: the setup, a state event (state key: its sender)
PAGE = 100  #: events per page read
LONG_POLL = 30.0  #: seconds a background read waits on the homeserver for something new
TRIES = 2  #: attempts of a request that times out or finds no server
T = TypeVar("T")


class MatrixError(RuntimeError):
    """The homeserver refused or failed (its message, for the table to show in a notice)."""


class RateLimited(MatrixError):
    """The homeserver asks us to wait ``retry_after`` seconds before the next request."""

    def __init__(self, message: str, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def failure(answer: Any) -> MatrixError:
    """The error a refusing answer of nio's stands for (a rate limit with its wait)."""
    message = str(getattr(answer, "message", answer))
    if getattr(answer, "status_code", None) == "M_LIMIT_EXCEEDED":
        return RateLimited(message, (getattr(answer, "retry_after_ms", None) or 5000) / 1000)
    return MatrixError(message)


def client(homeserver: str, user: str, device_id: str | None = None, limits: int | None = None) -> Any:
    """A nio client that gives up: by default nio retries a refused or silent homeserver for ever
    ("Timed out, sleeping for 60s"), and a sign-in to a wrong address said "Signing in…" for twenty
    minutes (newcomer finding). Here a request fails after ``TRIES`` attempts a few seconds apart,
    and the caller says so (the table's link tries again later). ``limits``: how many rate-limit
    answers nio waits out itself (None: all; 0: none, the caller waits, as the transport does)."""
    config = nio.AsyncClientConfig(
        max_timeouts=TRIES, max_timeout_retry_wait_time=5, request_timeout=20, max_limit_exceeded=limits
    )
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
        self._client = client(homeserver, user_id, device_id or None, limits=0)
        self._client.access_token = access_token
        self._client.user_id = user_id
        self._entries: list[Envelope] = []
        self._seen: set[str] = set()  #: event ids taken (a page and a sync may both bring one)
        self._since: str | None = None  #: the sync token up to which the room is read (long-poll)
        self._token: str | None = None  #: the same for reading at once (``/messages``)
        self._reading = asyncio.Lock()
        self._follower: asyncio.Task[None] | None = None
        self._trouble: BaseException | None = None  #: the background read's last failure, until one succeeds

    def _run(self, work: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    def send(self, content: dict[str, Any]) -> None:
        """Sent under a transaction id made from the content: sent again after a failure that did
        reach the homeserver, it is the same event, not a second one (the other side would see a
        replayed event). The setup goes into the room's state (the same content put twice is one
        event too)."""
        if content.get("type") == "setup":
            answer = self._run(self._client.room_put_state(self.room_id, SETUP_TYPE, content, state_key=self.me))
            if not isinstance(answer, nio.RoomPutStateResponse):
                raise failure(answer)
            return
        tx_id = hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()
        answer = self._run(self._client.room_send(self.room_id, EVENT_TYPE, content, tx_id=tx_id))
        if not isinstance(answer, nio.RoomSendResponse):
            raise failure(answer)

    def fetch(self, since: int) -> list[Envelope]:
        """The entries from ``since`` on: read now, or (following) as the background read has them."""
        if self._follower is None:
            self._run(self._read(0))
        elif self._trouble is not None:
            raise MatrixError(str(self._trouble) or type(self._trouble).__name__)
        return self._entries[since:]

    def follow(self, notify: Callable[[], None], wait: float = LONG_POLL, backoff: Backoff | None = None) -> None:
        """Read the room in the background by long-poll from now on; ``notify()`` (called on the
        network's thread) after each read that brought something, and when the network fails or
        recovers (``fetch`` then raises the failure, or no longer)."""
        if self._follower is not None:
            return

        def said(problem: BaseException | None) -> None:
            self._trouble = problem
            notify()

        async def start() -> asyncio.Task[None]:
            return asyncio.get_running_loop().create_task(follow(lambda: self._read(int(wait * 1000)), said, backoff))

        self._follower = self._run(start())

    async def _read(self, wait_ms: int) -> bool:
        """Read what is new; whether anything of the match came. ``wait_ms`` 0: at once, by
        ``/messages`` (a ``/sync`` without a wait may be answered from the homeserver's cache: a
        side started afresh read a past state of the room); else by a ``/sync`` waiting that long."""
        async with self._reading:
            before = len(self._entries)
            if self._since is None or self._token is None:
                await self._read_all()
                self._token = await self._page_forward(self._token)
            elif not wait_ms:
                self._token = await self._page_forward(self._token)
            if wait_ms:
                await self._sync(wait_ms)
            return len(self._entries) > before

    def _filter(self, limit: int) -> dict[str, Any]:
        """Only this room's events of the match (a long-poll wakes for nothing else)."""
        timeline = {"limit": limit, "types": [EVENT_TYPE, SETUP_TYPE]}
        room = {"rooms": [self.room_id], "timeline": timeline, "state": {"lazy_load_members": True}}
        room.update(ephemeral={"types": []}, account_data={"types": []})
        return {"room": room, "presence": {"types": []}, "account_data": {"types": []}}

    async def _sync(self, wait_ms: int) -> None:
        answer = await self._client.sync(timeout=wait_ms, since=self._since, sync_filter=self._filter(PAGE))
        if not isinstance(answer, nio.SyncResponse):
            raise failure(answer)
        joined = answer.rooms.join.get(self.room_id)
        if joined is not None and joined.timeline.limited:  # more came than one answer holds
            await self._page_forward(self._since)
        elif joined is not None:
            self._take(joined.timeline.events)
        self._since = answer.next_batch

    async def _page_forward(self, token: str | None) -> str | None:
        """The room's events from ``token`` on, up to now; the token that marks now."""
        while True:
            page = await self._client.room_messages(
                self.room_id, token, direction=nio.MessageDirection.front, limit=PAGE
            )
            if not isinstance(page, nio.RoomMessagesResponse):
                raise failure(page)
            self._take(page.chunk)
            if not page.chunk or not page.end:
                return token
            token = page.end

    async def _read_all(self) -> None:
        """The room from its start, up to now; ``_since`` then marks now."""
        synced = await self._client.sync(timeout=0, sync_filter=self._filter(1))
        if not isinstance(synced, nio.SyncResponse):
            raise failure(synced)
        token, older = synced.next_batch, []
        while True:
            page = await self._client.room_messages(
                self.room_id, token, direction=nio.MessageDirection.back, limit=PAGE
            )
            if not isinstance(page, nio.RoomMessagesResponse):
                raise failure(page)
            older.extend(page.chunk)
            if not page.chunk or not page.end:
                break
            token = page.end
        self._take(reversed(older))
        self._since = self._token = synced.next_batch

    def _take(self, events: Any) -> None:
        for event in events:
            source = getattr(event, "source", {})
            key = str(source.get("event_id", ""))
            if not self._of_match(source) or key in self._seen:
                continue
            self._seen.add(key)
            time = source.get("origin_server_ts", 0) / 1000
            self._entries.append(Envelope(len(self._entries), source.get("sender", ""), source.get("content"), time))

    @staticmethod
    def _of_match(source: dict[str, Any]) -> bool:
        """A timeline event of the match, or the setup in the room's state under its sender's own
        key (any other state event of these types is no part of the match)."""
        if source.get("type") == EVENT_TYPE:
            return "state_key" not in source
        return source.get("type") == SETUP_TYPE and source.get("state_key") == source.get("sender")

    def close(self) -> None:
        """Stop reading (a long-poll waiting on the homeserver is cancelled, not waited for)."""
        self._run(self._shut(), timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    async def _shut(self) -> None:
        if self._follower is not None:
            self._follower.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._follower
        await self._client.close()

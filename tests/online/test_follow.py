"""Following a room by long-poll without a homeserver: the waits between tries (a rate limit's own,
else growing and capped), what is said when, and the table's worker that is woken by the transport
instead of polling (issue 49: sync by long-poll)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from cardtable.online.follow import QUIET, Backoff, follow
from cardtable.online.matrix import RateLimited, failure


class Limited(Exception):
    retry_after = 2.5


def test_the_wait_doubles_with_each_failure_in_a_row_up_to_the_cap_and_starts_again_after_a_success() -> None:
    backoff = Backoff(first=1.0, cap=10.0)
    assert [backoff.delay(OSError()) for _ in range(6)] == [1.0, 2.0, 4.0, 8.0, 10.0, 10.0]
    backoff.reset()
    assert backoff.delay(OSError()) == 1.0


def test_a_rate_limit_is_waited_out_as_the_server_asks_and_does_not_grow_the_wait() -> None:
    backoff = Backoff(first=1.0, cap=10.0)
    backoff.delay(OSError())
    assert backoff.delay(Limited()) == 2.5
    assert backoff.delay(OSError()) == 2.0  # the streak of network failures goes on from where it was


def test_a_refusal_for_too_many_requests_becomes_a_rate_limit_with_its_wait() -> None:
    class Answer:
        message = "Too Many Requests"
        status_code = "M_LIMIT_EXCEEDED"
        retry_after_ms = 1500

    limited = failure(Answer())
    assert isinstance(limited, RateLimited) and limited.retry_after == 1.5
    Answer.retry_after_ms = None  # type: ignore[assignment]
    assert failure(Answer()).retry_after == 5.0  # type: ignore[attr-defined]
    Answer.status_code = "M_FORBIDDEN"
    assert not isinstance(failure(Answer()), RateLimited)


def test_the_follower_says_failures_waits_between_tries_and_says_when_the_network_is_back() -> None:
    outcomes: list[Any] = [OSError("down"), OSError("down"), Limited(), False, True, False, OSError("down"), False]
    said: list[str | None] = []
    slept: list[float] = []

    async def read() -> bool:
        if not outcomes:
            raise asyncio.CancelledError
        outcome = outcomes.pop(0)
        if isinstance(outcome, Exception):
            raise outcome
        return bool(outcome)

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(follow(read, lambda e: said.append(None if e is None else str(e)), Backoff(1.0, 60.0), sleep))
    # two failures said (a rate limit is not), then the recovery; then the read that brought
    # something; a read that brought nothing says nothing (and pauses); the next failure waits 1 s
    assert said == ["down", "down", None, None, "down", None]
    assert slept == [1.0, 2.0, 2.5, QUIET, QUIET, 1.0, QUIET]


class FollowedTransport:
    """A transport that can be followed: ``wake`` is the callback the worker gave it."""

    me = "@a:x"

    def __init__(self) -> None:
        self.wake: Any = None
        self.fetches = 0
        self.failing: Exception | None = None

    def follow(self, notify: Any) -> None:
        self.wake = notify

    def fetch(self, since: int) -> list[Any]:
        self.fetches += 1
        if self.failing is not None:
            raise self.failing
        return []

    def send(self, content: Any) -> None:
        raise AssertionError("nothing to send")


def test_the_worker_of_a_followed_room_does_not_poll_and_reads_when_woken(qtbot: Any) -> None:
    from cardtable.online import OnlineMatch, Secret
    from cardtable.ui.online_link import _Worker

    transport = FollowedTransport()
    worker = _Worker(lambda: OnlineMatch(transport, Secret.new()))  # type: ignore[arg-type]
    worker.begin()
    assert transport.wake is not None and worker.following
    assert worker.timer is not None and not worker.timer.isActive()  # nothing polls the room
    before = transport.fetches
    transport.wake()  # as the transport's thread does when the long-poll brought something
    qtbot.waitUntil(lambda: transport.fetches > before, timeout=2000)
    problems: list[str] = []
    worker.problem.connect(problems.append)
    transport.failing = OSError("no route")
    worker.tick()
    assert problems == ["no route"] and worker.timer.isActive() and worker.timer.interval() == 1000
    transport.failing = RateLimited("slow down", 7.0)
    worker.tick()
    assert problems == ["no route"] and worker.timer.interval() == 7000  # waited out as asked, not shown
    transport.failing = None
    worker.tick()
    assert problems == ["no route", ""]  # the problem is over
    worker.timer.stop()

"""Following a room by long-poll, off every thread that waits: a loop that reads (each read waits on
the homeserver until something new comes or its timeout passes), says when it brought something or
when the network fails or recovers, and waits before trying again after a failure: as long as a
rate limit asks (``retry_after``), else a delay that grows with each failure in a row, capped, so a
homeserver that is down is not hammered and one that comes back is found soon.

No I/O of its own: the read and the sleep are given (the tests give fakes)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

FIRST = 1.0  #: seconds before the first retry after a network failure
CAP = 60.0  #: the longest wait between retries
QUIET = 0.5  #: seconds between a read that brought nothing and the next (a homeserver that ignores
#: the wait and answers at once is not asked in a tight loop; nothing is missed meanwhile: the next
#: read starts where this one ended)


@dataclass
class Backoff:
    """How long to wait before the next try, after ``failures`` failures in a row."""

    first: float = FIRST
    cap: float = CAP
    failures: int = 0

    def delay(self, failure: BaseException) -> float:
        """A rate limit's own wait (``retry_after`` seconds, the server's word), else one that
        doubles with each failure in a row up to ``cap``."""
        asked = getattr(failure, "retry_after", None)
        if isinstance(asked, (int, float)) and asked >= 0:
            return float(asked)
        wait = min(self.cap, self.first * 2**self.failures)
        self.failures += 1
        return wait

    def reset(self) -> None:
        self.failures = 0


async def follow(
    read: Callable[[], Awaitable[bool]],
    notify: Callable[[BaseException | None], None],
    backoff: Backoff | None = None,
    sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
) -> None:
    """Read until cancelled. ``read`` returns whether it brought something new; ``notify(None)``
    follows each such read and the first good read after failures, ``notify(failure)`` each
    failure but a rate limit (the caller says it); the next read tries again after ``backoff``'s
    delay."""
    backoff = backoff or Backoff()
    failing = False
    while True:
        try:
            fresh = await read()
        except Exception as exc:  # the network or the homeserver: said, and tried again later
            if getattr(exc, "retry_after", None) is None:  # a rate limit is no problem to show
                failing = True
                notify(exc)
            await sleep(backoff.delay(exc))
            continue
        backoff.reset()
        if fresh or failing:
            failing = False
            notify(None)
        if not fresh:
            await sleep(QUIET)

"""A background writer: the autosave's file and the statistics' rows are written (and fsynced,
10-20 ms each) in a thread of their own, so that no move waits for the disk. Jobs run in the order
they were asked for; a job with a key replaces a job with the same key still waiting (each
autosave is the whole match, so only the newest matters), and :meth:`Writer.flush` waits until
all asked for is done (a quit; before the autosave's file is moved or read, or the statistics
read). A process killed loses at most the writes in flight, never a file: every autosave is
atomic (``storage.atomic_write``), every statistics write a transaction."""

from __future__ import annotations

import threading
from collections.abc import Callable

Job = Callable[[], None]


class Writer:
    """Runs jobs one at a time, in order, in a daemon thread."""

    def __init__(self, name: str = "cardtable-writer") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._waiting: list[tuple[str | None, Job]] = []
        self._running = False
        self._thread: threading.Thread | None = None
        self.done = 0  # jobs run (for tests and the figures)

    def submit(self, job: Job, key: str | None = None) -> None:
        """Run ``job`` after those asked for before; it takes the place of a waiting job with
        the same ``key``."""
        with self._cond:
            for i, (waiting, _) in enumerate(self._waiting):
                if key is not None and waiting == key:
                    self._waiting[i] = (key, job)
                    break
            else:
                self._waiting.append((key, job))
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every job asked for has run; False if ``timeout`` seconds went by first (a
        disk that hangs must not hang the program for ever)."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._waiting and not self._running, timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return not self._waiting and not self._running

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._waiting))
                _, job = self._waiting.pop(0)
                self._running = True
            try:
                job()  # a job handles its own errors; one that raises must not end the thread
            except Exception:  # the job's own handler has already said what it could
                pass
            finally:
                with self._cond:
                    self._running = False
                    self.done += 1
                    self._cond.notify_all()

"""A background writer: the autosave's file is written (and fsynced, 10-20 ms) in a thread of its
own, so that no move waits for the disk. Writes run in the order they were asked for; a write
asked for while another waits replaces the waiting one (each autosave is the whole match, so only
the newest matters), and :meth:`Writer.flush` waits until all asked for is on the disk (a quit,
before the autosave's file is moved or read). A process killed loses at most the write in
flight, never the file: every write is atomic (``storage.atomic_write``)."""

from __future__ import annotations

import threading
from collections.abc import Callable

Job = Callable[[], None]


class Writer:
    """Runs jobs one at a time in a daemon thread, newest waiting job only, in order."""

    def __init__(self, name: str = "cardtable-writer") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._waiting: Job | None = None
        self._running = False
        self._thread: threading.Thread | None = None
        self.done = 0  # jobs run (for tests and the figures)

    def submit(self, job: Job) -> None:
        """Run ``job`` after the one running now; it replaces a job still waiting."""
        with self._cond:
            self._waiting = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every job asked for has run; False if ``timeout`` seconds went by first (a
        disk that hangs must not hang the program for ever)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._waiting is None and not self._running, timeout)

    @property
    def idle(self) -> bool:
        with self._cond:
            return self._waiting is None and not self._running

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._waiting is not None)
                job, self._waiting = self._waiting, None
                self._running = True
            try:
                if job is not None:
                    job()  # a job handles its own errors; one that raises must not end the thread
            except Exception:  # the job's own handler has already said what it could
                pass
            finally:
                with self._cond:
                    self._running = False
                    self.done += 1
                    self._cond.notify_all()

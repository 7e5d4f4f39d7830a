"""The computer thinks off the UI thread: a QRunnable in the global pool, its answer by signal."""

from __future__ import annotations

import ctypes
import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Bridge(QObject):
    done = Signal(int, object, str)  # token, action (None on error), the error's traceback


class Cancelled(BaseException):
    """Raised inside a worker thread to stop a choice nobody waits for any more (a BaseException,
    so that a player's own ``except Exception`` cannot swallow it)."""


def _interrupt(thread_id: int) -> None:
    """Raise ``Cancelled`` in the thread ``thread_id`` at its next Python instruction. The players
    are pure Python, so the search stops within moments; a job always catches it."""
    set_async = ctypes.pythonapi.PyThreadState_SetAsyncExc
    if set_async(ctypes.c_ulong(thread_id), ctypes.py_object(Cancelled)) > 1:  # never more than one
        set_async(ctypes.c_ulong(thread_id), None)


class Thinker(QObject):
    """Runs ``player.choose(observation, legal)`` in a worker thread and emits the action, or None
    and the traceback when the player raised (the controller reports it and plays on)."""

    decided = Signal(int, object, str)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge()
        self._bridge.done.connect(self.decided)
        self.pool = QThreadPool.globalInstance()
        self._lock = threading.Lock()
        self._choosing: set[int] = set()  #: the threads inside a player's ``choose`` for this thinker

    def think(self, token: int, player: Any, observation: Any, legal: list[Any],
              current: Any = lambda token: True) -> None:
        """Think in the pool; ``current(token)`` says whether the answer is still wanted (a job
        for an abandoned position is skipped before it starts)."""
        bridge, lock, choosing = self._bridge, self._lock, self._choosing

        class Job(QRunnable):
            def run(self) -> None:
                me = threading.get_ident()
                try:
                    if not current(token):
                        return
                    with lock:
                        choosing.add(me)
                    try:
                        action, error = player.choose(observation, legal), ""
                    except Exception:  # a bug in a player must never freeze the table
                        action, error = None, traceback.format_exc()
                    finally:
                        with lock:
                            choosing.discard(me)
                    bridge.done.emit(token, action, error)
                except Cancelled:  # the table is closing or starts afresh: nobody wants the answer
                    return

        self.pool.start(Job())

    def cancel(self) -> None:
        """Stop the choices in progress at once (quitting, a new game): their answers would be
        dropped anyway, and the position they were for is already autosaved, so nothing is lost.
        Only for players that are thrown away afterwards: a search stopped half-way may leave a
        player's own caches half-filled."""
        with self._lock:
            for thread_id in self._choosing:
                _interrupt(thread_id)
            self._choosing.clear()

    def wait(self) -> None:
        self.pool.waitForDone()

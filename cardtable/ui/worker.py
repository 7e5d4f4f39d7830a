"""The computer thinks off the UI thread, its answer by signal: a searching level in the thinking
process (``ai.remote``: a thread would take Python's lock from the window's animations), any other
player in a QRunnable in the thinker's own pool. Its own pool, so that waiting for its jobs (a new
game, the window closing) never waits for another part's long job, such as a hand's review."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

# Jobs asked for before the table's first paint, held until it (None: none are held). The
# computer's first thought, where it moves first in a resumed match, would otherwise take processor
# time from the start the player watches; it starts a few milliseconds later instead.
_held: list[tuple[Any, Callable[[], None]]] | None = None  # (the thinker, the start of its job)


def hold() -> None:
    """From now on jobs wait for ``release`` (the program calls it at the table's first paint)."""
    global _held
    _held = []


def release() -> None:
    """Start the held jobs, in order, and hold no more."""
    global _held
    from cardtable.ai import remote  # here, after the first paint: some 10 ms of the start otherwise

    waiting, _held = _held or [], None
    remote.shared().start()  # now, not at the computer's first move: the process imports the search
    for _owner, begin in waiting:
        begin()


class _Bridge(QObject):
    done = Signal(int, object, str)  # token, action (None on error), the error's traceback


class Thinker(QObject):
    """Runs ``player.choose(observation, legal)`` in a worker thread and emits the action, or None
    and the traceback when the player raised (the controller reports it and plays on)."""

    decided = Signal(int, object, str)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge()
        self._bridge.done.connect(self.decided)
        self.pool = QThreadPool(self)
        self.remote = True  # searching levels think in the thinking process (False: all in threads)

    def think(
        self, token: int, player: Any, observation: Any, legal: list[Any], current: Any = lambda token: True
    ) -> None:
        """Think in the pool; ``current(token)`` says whether the answer is still wanted (a job
        for an abandoned position is skipped before it starts)."""
        bridge = self._bridge

        class Job(QRunnable):
            def run(self) -> None:
                if not current(token):
                    return
                try:
                    action, error = player.choose(observation, legal), ""
                except Exception:  # a bug in a player must never freeze the table
                    action, error = None, traceback.format_exc()
                bridge.done.emit(token, action, error)

        job = Job()
        in_thread: Callable[[], None] = lambda: self.pool.start(job)  # noqa: E731

        def begin() -> None:
            """Where it thinks is settled when it starts: a job held before the first paint
            imports nothing before it (``ai.remote``, some 10 ms)."""
            from cardtable.ai import remote

            made = remote.recipe(player) if self.remote else None
            if made is None:
                in_thread()
                return
            thinking = remote.shared()
            request = remote.Request(
                remote.choose_work(thinking.key(player), made, observation, legal),
                wanted=lambda: current(token),
                done=lambda action, error: bridge.done.emit(token, action, error),
                fallback=in_thread,
                owner=id(self),
            )
            thinking.submit(request)

        if _held is not None:
            _held.append((self, begin))
        else:
            begin()

    def wait(self) -> None:
        """Wait for this thinker's jobs in threads; give up those in the thinking process (an answer
        is not passed on); a held one is dropped (it never started: nothing waits for it)."""
        global _held
        if _held is not None:
            _held = [(owner, begin) for owner, begin in _held if owner is not self]
        remote = sys.modules.get("cardtable.ai.remote")  # not imported: nothing was sent
        if self.remote and remote is not None:
            remote.shared().drop(id(self))
        self.pool.waitForDone()

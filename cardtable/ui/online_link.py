"""The network off the table's thread (issue 49): one worker thread per online match owns its driver
(``cardtable.online.OnlineMatch``) and its transport, sends our actions, chat and claims, and hands
the table a ``session.online.View`` by signal after each read that changed something.

A Matrix room is followed by long-poll (``MatrixTransport.follow``): the transport's own thread
keeps one request waiting on the homeserver and wakes this worker when something came, so a move
arrives at once and an idle match costs one request per ``matrix.LONG_POLL``; this thread never
blocks on that wait, so our own moves go out at once and closing ends the link at once. A room
that cannot be followed (the tests' in-memory one) is read every ``POLL_MS``. The table never
waits on the network; a network error is a plain line for the status bar (``problem``), and the
worker tries again after a delay that grows while the failures last (a rate limit's own wait)."""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from cardtable.online import OnlineMatch
from cardtable.online.follow import Backoff
from cardtable.session.online import view_of

POLL_MS = 500  # how often a room that cannot be followed is read (a local Synapse answers in a few ms)
RETRY_CAP = 30.0  # the longest wait, in seconds, before trying again after failures in a row
CLOSE_WAIT_MS = 500  # how long closing a link waits for its thread on the table's thread
EXIT_WAIT_MS = 5000  # how long the program's end waits for each thread still reading
# closed links' threads whose last read hangs (and their workers), until it ends
LINGERING: list[tuple[QThread, QObject]] = []


def problem_words(exc: BaseException) -> str:
    """An error as one short plain line (never a traceback)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:200]


class _Worker(QObject):
    """Lives in the link's thread; every slot runs there."""

    viewed = Signal(object)
    problem = Signal(str)
    woken = Signal()  # from the transport's thread: the room has something new (or a problem)

    def __init__(self, make: Callable[[], OnlineMatch]) -> None:
        super().__init__()
        self.make = make
        self.driver: OnlineMatch | None = None
        # our actions, until the driver may send them, each with the number of actions before it
        self.pending: list[tuple[str, int]] = []
        # chat lines (each with its id, made once: sent again after a failure, it is shown once),
        # claims, abandons, until sent
        self.side: list[tuple[str, str, str]] = []
        self.timer: QTimer | None = None
        self._mark: tuple[Any, ...] | None = None
        self._failing = False
        self.following = False
        self.backoff = Backoff(cap=RETRY_CAP)
        self.woken.connect(self.tick)

    @Slot()
    def begin(self) -> None:
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.tick)
        self.tick()

    def _again(self, seconds: float) -> None:
        if self.timer is not None:
            self.timer.start(int(seconds * 1000))

    @Slot()
    def tick(self) -> None:
        try:
            if self.driver is None:
                self.driver = self.make()
            driver = self.driver
            self._follow(driver)
            driver.pump()
            self._send(driver)
        except Exception as exc:  # the network, the homeserver: said, and tried again later
            if getattr(exc, "retry_after", None) is None:  # a rate limit is waited out, not shown
                self._failing = True
                self.problem.emit(problem_words(exc))
            self._again(self.backoff.delay(exc))
            return
        self.backoff.reset()
        if not self.following:
            self._again(POLL_MS / 1000)
        if self._failing:
            self._failing = False
            self.problem.emit("")  # the problem is over
        mark = (len(driver.record), len(driver.chain), len(driver.faults), driver.disputed, driver.ended)
        if mark != self._mark:
            view = view_of(driver)
            if view is not None:
                self._mark = mark
                self.viewed.emit(view)

    def _follow(self, driver: OnlineMatch) -> None:
        """Have the transport follow the room by long-poll, if it can (once its history is read)."""
        follow = getattr(driver.transport, "follow", None)
        if not self.following and follow is not None:
            follow(self.woken.emit)
            self.following = True

    def _send(self, driver: OnlineMatch) -> None:
        while self.side:
            kind, text, line = self.side[0]
            if kind == "say":
                driver.say(text, line)
            else:
                driver.claim() if kind == "claim" else driver.abandon()
            self.side.pop(0)
        # an action whose place in the match is taken is in the room already: a send that failed
        # after the homeserver had it was read back (it was sent again at our next turn, in a
        # position it was never chosen for: review finding)
        count = sum(len(state.actions) for state in driver.hands)
        self.pending = [(text, at) for text, at in self.pending if at >= count]
        while self.pending and self.pending[0][1] == count and driver.legal_actions():
            text, at = self.pending.pop(0)
            try:
                driver.act(text)
            except ValueError:  # an action the room's match does not allow: said, never sent twice
                self.problem.emit(text)
            except Exception:
                if driver.sending is None:  # not sent: sent on the next read (the same event)
                    self.pending.insert(0, (text, at))
                raise

    @Slot(str, int)
    def act(self, text: str, at: int) -> None:
        self.pending.append((text, at))
        self.tick()

    @Slot(str, str)
    def side_event(self, kind: str, text: str) -> None:
        self.side.append((kind, text, secrets.token_hex(16) if kind == "say" else ""))
        self.tick()

    @Slot()
    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer.deleteLater()
            self.timer = None
        close = getattr(getattr(self.driver, "transport", None), "close", None)
        if close is not None:
            with contextlib.suppress(Exception):  # closing a connection that is gone already
                close()
        QThread.currentThread().quit()  # (after the stop: its events are not dropped by an early quit)


class OnlineLink(QObject):
    """The table's handle on one match's worker thread (see the module docstring)."""

    viewed = Signal(object)  # a session.online.View
    problem = Signal(str)  # a network problem in plain words ("" once it is over)
    _act = Signal(str, int)
    _side = Signal(str, str)
    _stop = Signal()

    def __init__(self, make: Callable[[], OnlineMatch], parent: Any = None) -> None:
        super().__init__(parent)
        self.worker_thread = QThread()
        self.worker = _Worker(make)
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.begin)
        self.worker.viewed.connect(self.viewed)
        self.worker.problem.connect(self.problem)
        self._act.connect(self.worker.act)
        self._side.connect(self.worker.side_event)
        self._stop.connect(self.worker.stop)
        self.closed = False
        self.latest: Any = None
        self.viewed.connect(lambda view: setattr(self, "latest", view))
        self.worker_thread.start()

    def act(self, text: str, at: int) -> None:
        """Our action, made when the match had ``at`` actions."""
        self._act.emit(text, at)

    def say(self, text: str) -> None:
        self._side.emit("say", text)

    def claim(self) -> None:
        self._side.emit("claim", "")

    def abandon(self) -> None:
        self._side.emit("abandon", "")

    def close(self) -> None:
        """Stop reading the room (the match stays in it: Play a friend online… goes back to it). A
        read that hangs on the network is not waited for (the window froze for up to 20 s: review
        finding): its thread is kept until the read ends, and waited for at the program's end."""
        if self.closed:
            return
        self.closed = True
        self._stop.emit()
        if self.worker_thread.wait(CLOSE_WAIT_MS):
            return
        kept = (self.worker_thread, self.worker)
        LINGERING.append(kept)
        self.worker_thread.finished.connect(lambda: LINGERING.remove(kept) if kept in LINGERING else None)
        app = QCoreApplication.instance()
        if app is not None and not app.property("cardtable-online-lingering"):
            app.setProperty("cardtable-online-lingering", True)
            app.aboutToQuit.connect(wait_lingering)


def wait_lingering() -> None:
    """At the program's end: the threads of closed links whose last read hung, a bounded wait each."""
    for thread, _ in list(LINGERING):
        thread.wait(EXIT_WAIT_MS)

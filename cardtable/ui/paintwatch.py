"""Waiting for the table's first complete paint in a given state (see ``firstpaint``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer


class PaintWatch(QObject):
    """Calls ``done`` once, after the first paint of the window's table in which ``ready()`` holds
    (all of that paint: the call waits for the paint pass to end). A change that makes the table
    ready asks for a paint, so that the call does not wait for one that is not coming."""

    def __init__(self, window: Any, done: Callable[[], None], ready: Callable[[], bool] = lambda: True) -> None:
        super().__init__(window)
        self.window, self.done, self.ready = window, done, ready
        self.fired = False
        self._table: Any = None
        self.follow()

    def follow(self) -> None:
        """Watch the window's table (a new match makes a new one) and hear when it may be ready."""
        table = self.window.table
        if table is None or table is self._table:
            return
        self._table = table
        table.installEventFilter(self)
        controller = self.window.controller
        if controller is not None:
            controller.changed.connect(self.poke)
        table.animator.settled.connect(self.poke)

    def poke(self) -> None:
        """Something changed: once ready, the table is painted again (and then ``done`` is called)."""
        self.follow()
        if not self.fired and self.ready() and self._table is not None:
            self._table.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.fired and watched is self._table and self.ready():
            self.fired = True
            QTimer.singleShot(0, self.window, self.done)  # after the whole paint pass has been drawn
        return False

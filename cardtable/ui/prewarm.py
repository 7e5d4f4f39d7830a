"""Card faces drawn ahead, while the player looks at the table. A face is drawn from its SVG the
first time it is shown at a size: 3-10 ms a card at 200 %, which fell inside an animation's frame
when a card was first drawn, played or taken (``python -m cardtable.bench stall``). After the
table's first paint the faces of the game's deck are drawn at the sizes of the hands and the
trick, one a timer tick while no card is in flight, so that no tick holds the window longer than
one drawing and no animation waits for one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from cardtable.engine.cards import deck


class Prewarm(QObject):
    """Draws the faces of the window's game into its card cache, one every ``interval`` ms."""

    def __init__(self, window: Any, interval: int = 15) -> None:
        super().__init__(window)
        self.window = window
        self.todo: list[tuple[str, int, float]] = []
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self._one)

    def start(self) -> None:
        """Make the list of faces and sizes to draw, and begin."""
        table, c = self.window.table, self.window.controller
        if table is None or c is None:
            return
        ratio = table.devicePixelRatioF()
        widths = sorted({table.views[name].card_size().width() for name in ("hand-0", "hand-1", "trick")})
        codes = [card.code for card in deck(c.game)]
        self.todo = [(code, width, ratio) for width in widths for code in codes]
        self.timer.start()

    def _one(self) -> None:
        if not self.todo:
            self.timer.stop()
            return
        table = self.window.table
        if table is not None and table.animator.busy:
            return  # never in a flight's frames: a drawing waits for the table to be at rest
        code, width, ratio = self.todo.pop(0)
        self.window.images.face(code, width, ratio)  # from the cache when it is there already

"""Flying cards: a card picture moves over the table from one place to another (playing a card,
collecting a trick). The piles' views hide the card while it is in flight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

# Flight time per animation setting, in ms (0: no animation).
DURATIONS = {"off": 0, "fast": 160, "normal": 300, "slow": 520}


class FlyingCard(QWidget):
    """A card's picture on its way, drawn at the widget's size: a card that grows or shrinks in
    flight (the trick taken to the winner) is drawn without smoothing, which is not seen on the
    move; at its picture's own size it is copied as it is. (A QLabel with scaled contents smoothed
    the picture anew at every frame: 1-2 ms a card at 200 %.)"""

    def __init__(self, surface: QWidget) -> None:
        super().__init__(surface)
        self.setObjectName("flying-card")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.pixmap = QPixmap()  # the card's picture, set before each flight

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        size = self.pixmap.deviceIndependentSize()
        if round(size.width()) == self.width() and round(size.height()) == self.height():
            painter.drawPixmap(0, 0, self.pixmap)
        else:
            painter.drawPixmap(self.rect(), self.pixmap)
        painter.end()


class Flight:
    """One card flying over its surface from ``start`` to ``end`` (both in surface coordinates)."""

    def __init__(
        self,
        card: FlyingCard,
        start: QRect,
        end: QRect,
        duration: int,
        done: Callable[[], None],
        under: QWidget | None = None,
    ) -> None:
        """``card``: the picture that flies (hidden again when it lands, to fly once more);
        ``under``: a cover the card flies beneath while it is shown (the hot-seat curtain)."""
        self.card = card
        card.setGeometry(start)
        card.show()
        card.raise_()
        if under is not None and under.isVisible():
            card.stackUnder(under)  # a card still flying when the device passes stays under the curtain
        self.animation = QPropertyAnimation(card, b"geometry")
        self.animation.setDuration(duration)
        self.animation.setStartValue(start)
        self.animation.setEndValue(end)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._done = done
        self.animation.finished.connect(self._finish)
        self.animation.start()

    def _finish(self) -> None:
        self.card.hide()
        self._done()

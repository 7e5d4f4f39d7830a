"""Flying cards: a card picture moves over the table from one place to another (playing a card,
collecting a trick). The piles' views hide the card while it is in flight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

# Flight time per animation setting, in ms (0: no animation).
DURATIONS = {"off": 0, "fast": 160, "normal": 300, "slow": 520}


class Flight:
    """One card flying over ``surface`` from ``start`` to ``end`` (both in surface coordinates)."""

    def __init__(
        self,
        surface: QWidget,
        pixmap: QPixmap,
        start: QRect,
        end: QRect,
        duration: int,
        done: Callable[[], None],
        under: QWidget | None = None,
    ) -> None:
        """``under``: a cover the card flies beneath while it is shown (the hot-seat curtain)."""
        self.label = QLabel(surface)
        self.label.setObjectName("flying-card")
        self.label.setScaledContents(True)
        self.label.setPixmap(pixmap)
        self.label.setGeometry(start)
        self.label.show()
        self.label.raise_()
        if under is not None and under.isVisible():
            self.label.stackUnder(under)  # a card still flying when the device passes stays under the curtain
        self.animation = QPropertyAnimation(self.label, b"geometry")
        self.animation.setDuration(duration)
        self.animation.setStartValue(start)
        self.animation.setEndValue(end)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._done = done
        self.animation.finished.connect(self._finish)
        self.animation.start()

    def _finish(self) -> None:
        self.label.deleteLater()
        self._done()

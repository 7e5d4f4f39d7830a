"""The main window's frame: its size on the screen it opens on, the table's scroll area, the status bar."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QMainWindow, QScrollArea, QStatusBar, QWidget

from .screenfit import FRAME_ROOM

# The smallest table that still works (logical pixels), and the size a first window asks for.
SMALLEST = (800, 540)
PREFERRED = (1180, 800)


def fit_screen(window: QMainWindow, geometry: str) -> None:
    """Size the window to the screen's available area (a taskbar, 150 % or 200 % scaling can
    leave little room): never larger than it, and the minimum smaller still, by a frame and a
    title bar (``FRAME_ROOM``); the table's cards and panels shrink to fit. A saved geometry is
    restored, moved back onto the screen when it no longer fits."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    avail = screen.availableGeometry() if screen is not None else None
    width, height = PREFERRED
    if avail is not None:
        least = (min(SMALLEST[0], avail.width() - FRAME_ROOM[0]), min(SMALLEST[1], avail.height() - FRAME_ROOM[1]))
        window.setMinimumSize(*least)
        width = max(least[0], min(width, int(avail.width() * 0.95)))
        height = max(least[1], min(height, int(avail.height() * 0.92)))
    else:
        window.setMinimumSize(*SMALLEST)
    if geometry and window.restoreGeometry(QByteArray.fromBase64(geometry.encode())):
        if avail is not None and not avail.contains(window.frameGeometry()):
            window.resize(
                min(window.width(), avail.width() - FRAME_ROOM[0]), min(window.height(), avail.height() - FRAME_ROOM[1])
            )
            window.move(avail.topLeft())
        return
    window.resize(width, height)
    if avail is not None:
        frame = window.frameGeometry()
        frame.moveCenter(avail.center())
        window.move(frame.topLeft())


def table_area(window: QMainWindow) -> QScrollArea:
    """The scroll area that holds the table (larger cards than the window has room for scroll),
    and the status bar below it."""
    area = QScrollArea(window)
    area.setViewport(QWidget())  # made here: Qt's own costs the start some 15 ms (see CardPileView)
    area.setObjectName("table-scroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    # A click on the cloth, the trick or the stock left the keyboard focus on the scroll area,
    # which outlines nothing and ignores Enter: the hand keeps it (newcomer finding 3).
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.setCentralWidget(area)
    # The status bar holds notices for a while (a resumed game, a file saved). It stays in place,
    # in the cloth's colour, so no grey strip sits under the table and the table does not shrink
    # and grow (its cards rescaled) each time a notice comes and goes.
    bar = QStatusBar()  # made here, as the viewport above: Qt's own, when first asked for, costs the start
    window.setStatusBar(bar)
    bar.setObjectName("notices")
    bar.setSizeGripEnabled(False)
    return area

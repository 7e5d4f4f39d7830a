"""The keyboard focus goes back to the window a dialog came from when the dialog closes.

A window manager does that; without one (a bare X server, a kiosk, some remote desktops) nobody
does, and after answering "Close the stock?" with Enter every key reached no window until the
player clicked the table (newcomer finding, reproduced under Xvfb with xdotool). Where a window
manager has given the focus back already, activating the window again changes nothing.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

T = TypeVar("T")


def after_dialog(widget: QWidget, answer: T) -> T:
    """``answer`` (what the dialog returned), once the focus has been handed back to ``widget``'s
    window: ``return after_dialog(self, QMessageBox.question(self, ...))``."""
    window = widget.window()

    def give_back() -> None:
        if window.isVisible() and not window.isActiveWindow():
            window.activateWindow()

    QTimer.singleShot(0, window, give_back)
    return answer

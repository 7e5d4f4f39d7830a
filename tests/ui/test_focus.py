"""After a dialog the focus goes back to the window it came from (``ui/focus.py``): without a window
manager nobody else gives it back, and every key after "Close the stock? - No" went nowhere."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from cardtable.ui.focus import after_dialog


def test_the_window_a_dialog_came_from_is_active_again(qtbot) -> None:
    window, elsewhere = QWidget(), QWidget()
    qtbot.addWidget(window)
    qtbot.addWidget(elsewhere)
    window.show()
    elsewhere.show()
    elsewhere.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is elsewhere)
    elsewhere.hide()  # the dialog has gone, and the focus with it
    assert after_dialog(window, "answer") == "answer"
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)

"""The table's questions (a message box) read as a player meets them: which answer Enter gives."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def default_of_next_question(answer: QMessageBox.StandardButton) -> list[QMessageBox.StandardButton]:
    """The default button of the next message box, read once it is open; then ``answer`` is
    pressed. The list it returns holds the default once the box has been answered."""
    seen: list[QMessageBox.StandardButton] = []

    def read() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, read)
            return
        seen.append(box.standardButton(box.defaultButton()))
        box.button(answer).click()

    QTimer.singleShot(0, read)
    return seen

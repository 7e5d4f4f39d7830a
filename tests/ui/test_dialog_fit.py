"""Dialogs stay within the screen's available area: the New game dialog when a game with more
variants makes it grow, the Statistics window at 200 % on a laptop's screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.ui.dialogs import NewGameDialog


def test_the_new_game_dialog_stays_on_screen_when_another_game_makes_it_grow(qtbot) -> None:
    """Opened during Bura (two variants), centred on the screen, then switched to Schnapsen (ten):
    it grew downwards past the screen's foot, OK and Cancel out of reach."""
    dialog = NewGameDialog("bura", "standard", {}, "french", "expert")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    avail = dialog.screen().availableGeometry()
    frame = dialog.frameGeometry()
    frame.moveCenter(avail.center())
    dialog.move(frame.topLeft())
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    qtbot.wait(20)
    assert dialog.height() > frame.height()  # it grew
    assert avail.contains(dialog.frameGeometry()), (avail, dialog.frameGeometry())
    buttons = dialog.findChild(QDialogButtonBox)
    assert avail.contains(QRect(buttons.mapToGlobal(QPoint(0, 0)), buttons.size()))


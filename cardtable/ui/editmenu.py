"""Edit ▸ Undo for the window: take the player's last play back against the computer, and keep the
menu item enabled only when it would act (its tip says why not). Undo itself, and when it may show
nothing the player had not seen, is the session's (``session/table.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def _why_not(w: MainWindow) -> str | None:
    """Why Edit ▸ Undo would do nothing now, in the player's words, or None."""
    c = w.controller
    if c is None:
        return ""
    if not w.settings.undo:
        return QCoreApplication.translate("MainWindow", "Undo is turned off (View ▸ Allow undo).")
    return c.can_undo()


def take_back(w: MainWindow) -> None:
    """Take back the player's last play (the deal is marked in the statistics), or say why not."""
    c = w.controller
    why = _why_not(w)
    if c is None or why is not None:
        if why:
            w.statusBar().showMessage(why, 8000)
            table = w.table
            if table is not None and table.status.isVisible():  # where the player looks: the bar below was missed
                table.show_message(why, refusal=True)
        return
    deal = c.match.deals
    if c.undo() and c.guide is None:  # a lesson's hand is not counted
        w.store.took_back(deal)


def show_state(w: MainWindow) -> None:
    """Enable Edit ▸ Undo only when it would take a play back; its tip says why not."""
    action = w.findChild(QAction, "menu-undo")
    if action is None or w.controller is None:
        return
    why = _why_not(w)
    action.setEnabled(why is None)
    action.setStatusTip(why or "")
    action.setToolTip(why or action.text().replace("&", ""))
    _why_key(w).setEnabled(why is not None)


def _why_key(w: MainWindow) -> QShortcut:
    """Ctrl+Z while Undo is greyed out: the status bar says why (the key did nothing visible, the
    reason was only in the greyed item's tip; newcomer finding). Enabled only while the menu item
    is not, so the two never share the key."""
    key = w.findChild(QShortcut, "undo-why")
    if key is None:
        key = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), w)
        key.setObjectName("undo-why")
        key.activated.connect(lambda: take_back(w))
    return key


def later(w: MainWindow) -> QTimer:
    """The window's timer that shows Edit ▸ Undo's state after the frame that shows a move (it
    replays the hand, 2-4 ms at a trick's end), once however often the table changed meanwhile."""
    timer = w.findChild(QTimer, "undo-state")
    if timer is None:
        timer = QTimer(w)
        timer.setObjectName("undo-state")
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(lambda: show_state(w))
    return timer

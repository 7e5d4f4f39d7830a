"""Starting a guided first hand (issue 43; the lessons are in cardtable/session/guide.py): from the
welcome on the first start, or from Help ▸ Guided first hand at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.session.guide import LESSONS
from cardtable.session.store import Setup

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def start_lesson(window: MainWindow, game: str) -> None:
    """A lesson of ``game`` against an easy computer in place of the match in play (asked first).
    The match in play stays in the autosave: a lesson is never saved, nor counted."""
    if game not in LESSONS:
        return
    if not window.may_give_up(
        QCoreApplication.translate("MainWindow", "Guided first hand"),
        QCoreApplication.translate(
            "MainWindow", "Leave the match in play for a guided first hand? It is resumed when the program next starts."
        ),
    ):
        return
    window.new_game(again=Setup(game, None, frozenset({0}), "easy", {}, "standard", lesson=game))


def start_current_lesson(window: MainWindow) -> None:
    """Help ▸ Guided first hand: a lesson of the game chosen in the settings."""
    start_lesson(window, window.settings.game)

"""Starting a guided first hand (issue 43; the lessons are in cardtable/session/guide.py): from the
welcome on the first start, or from Help ▸ Guided first hand at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.session.guide import LESSONS
from cardtable.session.store import Setup

from . import texts

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def start_lesson(window: MainWindow, game: str) -> None:
    """A lesson of ``game`` against a scripted, then easy, computer in place of the match on the table. A match
    the player has made moves in is kept as a file beside the autosave, for Game ▸ Open…, as a new
    game from the command line keeps it (a newcomer was asked, at his very first start, whether to
    leave a match he had never played, and the match he had played was gone after the lesson)."""
    if game not in LESSONS:
        return
    c = window.controller
    kept = None
    if c is not None and c.guide is None and c.human_moves and c.match.result is None:
        _, kept = window.store.unfinished(resume=False)
    # the lesson's own computer is scripted, then easy; the match after it plays at the chosen level
    level = window.settings.level if window.settings.level != "hotseat" else "easy"
    window.new_game(again=Setup(game, None, frozenset({0}), level, {}, "standard", lesson=game))
    if kept:
        window.statusBar().showMessage(texts.notice(kept), 15000)


def start_current_lesson(window: MainWindow) -> None:
    """Help ▸ Guided first hand: a lesson of the game chosen in the settings."""
    start_lesson(window, window.settings.game)

"""Saved games opened from outside the window (issue 46): ``cardtable FILE``, which a double-click on
a ``.cardtable`` file runs on Linux and Windows; the file a second start hands to the copy already
running (``instance.py``); and macOS's file-open event, by which Finder hands a file to the app.

A file that cannot be played on is refused in the words Game ▸ Open… uses; at the start, before any
window, on stderr with exit status 1, and in a message box where a desktop shows one."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtWidgets import QMessageBox

from cardtable import storage

from . import texts

MACOS = sys.platform == "darwin"

if TYPE_CHECKING:
    from .instance import Instance
    from .mainwindow import MainWindow


def title() -> str:
    return QCoreApplication.translate("MainWindow", "Open game")


def refusal(path: Path) -> str | None:
    """Why ``path`` cannot be played on, as Game ▸ Open… says it (``files.GameFiles.open_game_from``),
    or None: a file that is no saved game, or one whose match is over."""
    try:
        loaded = storage.load_game(path)
    except storage.StorageError as exc:
        return texts.notice(exc)
    if loaded.match.result is not None:
        return QCoreApplication.translate(
            "MainWindow", "{name} holds a finished match: there is nothing left to play."
        ).format(name=path.name)
    return None


def given_file(args: Any) -> Path | int | None:
    """The saved game given on the command line (``args.file``), None when there is none, or the
    exit status 1 when it cannot be opened (said by ``refuse_at_start``)."""
    name = getattr(args, "file", None)
    if not name:
        return None
    path = Path(name)
    refused = refuse_at_start(path)
    return path if refused is None else refused


def follow(
    app: QObject, window: MainWindow, instance: Instance | None, game: Path | None, finder: bool = MACOS
) -> None:
    """Once the window is up: open the game given at the start, and the games handed over later by a
    second start (``instance``) or by Finder's file-open events (``finder``: macOS only, as a filter on
    the application sees every event of the program)."""
    if finder:
        watcher = FileOpenWatcher(app)
        app.installEventFilter(watcher)
        watcher.attach(window)
    if instance is not None:
        instance.on_open = lambda path: open_asked(window, path)
    if game is not None:
        open_at_start(window, game)


def refuse_at_start(path: Path) -> int | None:
    """1 when the file given on the command line cannot be opened (said on stderr, and in a box on a
    desktop: a double-click has no terminal); None when it can."""
    said = refusal(path)
    if said is None:
        return None
    print(f"cardtable: error: {said}", file=sys.stderr)
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        QMessageBox.warning(None, title(), said)
    return 1


def open_at_start(window: MainWindow, path: Path) -> None:
    """The window's first match is the file's (checked by ``refuse_at_start``; the autosaved match,
    if any, was kept aside as a saved game by the new match the window started with)."""
    if window.files.open_game_from(path) is not None:
        _warn(window)


def open_asked(window: MainWindow, path: Path) -> None:
    """A file handed over while the window plays (a second start, Finder): as Game ▸ Open… with the
    file chosen, the match in progress given up only if the player agrees."""
    question = QCoreApplication.translate("MainWindow", "Open {name}? The match in progress will be given up.")
    if window.may_give_up(title(), question.format(name=path.name)) and window.files.open_game_from(path) is not None:
        _warn(window)


def _warn(window: MainWindow) -> None:
    QMessageBox.warning(window, title(), window.statusBar().currentMessage())


class FileOpenWatcher(QObject):
    """macOS: Finder's file-open events (a double-clicked saved game, at the start or while the
    program runs) open the file; those that come before the window exists wait for it."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.window: MainWindow | None = None
        self.waiting: list[Path] = []

    def attach(self, window: MainWindow) -> None:
        self.window = window
        for path in self.waiting:
            QTimer.singleShot(0, window, lambda path=path: open_asked(window, path))
        self.waiting.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent) or not event.file():
            return False
        path = Path(event.file())
        if self.window is None:
            self.waiting.append(path)
        else:
            window = self.window
            QTimer.singleShot(0, window, lambda: open_asked(window, path))
        return True

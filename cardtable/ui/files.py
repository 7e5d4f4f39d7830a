"""The Game menu's files for the window: Save…, Open…, Export history… and the autosave, over the
session store (``cardtable.session.store``), which does the writing and reading; here the file
dialogs and the words the status bar and the warnings say."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox

from cardtable import storage
from cardtable.errorlog import log_error
from cardtable.notices import QT_TRANSLATE_NOOP, Notice

from . import texts
from .dialogs import MATCH_LENGTH
from .focus import after_dialog
from .history import history_text

if TYPE_CHECKING:
    from .mainwindow import MainWindow

#: Why a saved match could not be shown (an error the table met; the log has the details).
TABLE_FAILED = QT_TRANSLATE_NOOP("notices", "the table could not show it (the error log has the details)")
NOT_OPENED = QT_TRANSLATE_NOOP("notices", "{name} could not be opened: {why}.")


class _Failures(QObject):
    """Brings an autosave failure or a statistics notice from the writer's thread to the window's
    (queued signals)."""

    failed = Signal(object)
    notice = Signal(object)


class GameFiles:
    """Saving, opening and exporting the window's match; each returns None when done, else the
    reason, which the status bar shows too. The autosave is written in the background (no move
    waits for the disk); its failure is said when the writer meets it."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.store = window.store
        self._failures = _Failures(window)
        self._failures.failed.connect(self._cannot_autosave)
        self._failures.notice.connect(self.store.on_notice)  # the statistics' notice, said in this thread
        self.store.on_notice = self._failures.notice.emit
        self.store.in_background(self._failures.failed.emit)

    def _say(self, text: str, ms: int = 15000) -> str:
        self.window.statusBar().showMessage(text, ms)
        return text

    def first_match(self, resume: bool, length_proposed: bool) -> None:
        """Resume the autosaved match, or start a new one (the unfinished one kept aside)."""
        loaded, notice = self.store.unfinished(resume)
        if loaded is not None and not self._resumed(loaded):
            loaded, notice = None, self.store.not_resumed(Notice.of(TABLE_FAILED))
        if loaded is None:
            self.window.new_game()
        if loaded is not None:  # a confirmation only: the status bar says it
            when = loaded.saved.saved_at.replace("T", " ")
            said = QCoreApplication.translate(
                "MainWindow", "Your unfinished game from {when} was resumed; Game ▸ New starts a new one."
            ).format(when=when)
            self.window.statusBar().showMessage(said, 15000)
            self._until_first_move(said)
        elif notice:
            self.report(texts.notice(notice))
        if length_proposed and not self.window.statusBar().currentMessage():
            self.window.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length "
                    "(“no limit” too).",
                ).format(pots=MATCH_LENGTH["bura"]["target_pots"]),
                20000,
            )

    def _until_first_move(self, said: str) -> None:
        """A confirmation in the status bar goes at the player's first move, if not before: it
        stayed while the player played on (newcomer finding)."""
        c, bar = self.window.controller, self.window.statusBar()
        if c is None:
            return
        moves = c.human_moves

        def gone() -> None:
            if c.human_moves > moves:
                if bar.currentMessage() == said:
                    bar.clearMessage()
                c.changed.disconnect(gone)

        c.changed.connect(gone)

    def _resumed(self, loaded: storage.Replayed) -> bool:
        """Go on with the autosaved match; False where the table cannot show it (a state no test
        foresaw: a Bura pot past every C integer once stopped every start). The error is logged."""
        try:
            self.window.new_game(loaded)
        except Exception:  # any failure: the program must start all the same
            import traceback

            log_error(traceback.format_exc())
            return False
        return True

    def report(self, text: str) -> None:
        """A problem with the player's files (settings, the autosave, statistics: something was
        reset or kept aside) is said in a message box, once the window is on the screen, and in the
        status bar; a line in the bar alone went by unread (a newer file's longer notice had its
        box, a garbage file's short one had not). The box does not stop the game."""
        bar = self.window.statusBar()
        room = self.window.width() - 40
        shown = (
            text
            if bar.fontMetrics().horizontalAdvance(text) <= room
            else bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
        )  # "…"
        bar.showMessage(shown, 15000)
        QTimer.singleShot(0, self.window, lambda: self._report_box(text))

    def _report_box(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "cardtable"),
            text,
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setObjectName("report")
        box.setTextFormat(Qt.TextFormat.PlainText)  # a key or file name is never read as markup
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.show()

    def autosave(self, wait: bool = False) -> None:
        """After every action (written in the background; with ``wait``, on the disk when this
        returns); a failure is said once, and play goes on."""
        c = self.window.controller
        if c is None:
            return
        reason = self.store.autosave(c, self.window.settings.deck_style)
        if reason is not None:
            self._cannot_autosave(reason)
        if wait:
            self.store.flush()

    def _cannot_autosave(self, reason: str) -> None:
        self._say(
            QCoreApplication.translate("MainWindow", "Cannot autosave: {reason} The game goes on.").format(
                reason=texts.notice(reason)
            )
        )

    def save_game_to(self, path: Path) -> str | None:
        c = self.window.controller
        if c is None:
            return QCoreApplication.translate("MainWindow", "There is no game to save.")
        try:  # making the file's contents may fail too: the player reads why (never a traceback)
            path = self.store.save_to(c, self.window.settings.deck_style, path)
        except storage.StorageError as exc:
            return self._say(texts.notice(exc))
        self._say(QCoreApplication.translate("MainWindow", "Saved as {name}.").format(name=path.name), 8000)
        return None

    def open_game_from(self, path: Path) -> str | None:
        """Load a saved game and play on; a bad file changes nothing (the reason is returned)."""
        try:
            loaded = storage.load_game(path)
        except storage.StorageError as exc:
            return self._say(texts.notice(exc))
        if loaded.match.result is not None:
            return self._say(
                QCoreApplication.translate(
                    "MainWindow", "{name} holds a finished match: there is nothing left to play."
                ).format(name=path.name)
            )
        c = self.window.controller
        before = self.store.saved_game(c, self.window.settings.deck_style) if c is not None else None
        try:
            self.window.new_game(loaded)
        except Exception:  # the table could not show it: the match before comes back, whole
            import traceback

            log_error(traceback.format_exc())
            self.window.new_game(before.replay() if before is not None else None)
            return self._say(texts.notice(Notice.of(NOT_OPENED, name=path.name, why=Notice.of(TABLE_FAILED))))
        self._say(QCoreApplication.translate("MainWindow", "Opened {name}.").format(name=path.name), 8000)
        return None

    def export_history_to(self, path: Path) -> str | None:
        c = self.window.controller
        if c is None:
            return QCoreApplication.translate("MainWindow", "There is no game to export.")
        try:
            storage.atomic_write(path, history_text(c, self.store.undone))
        except OSError as exc:
            return self._say(
                QCoreApplication.translate(
                    "MainWindow", "The history could not be written to {path}: {reason}."
                ).format(path=path, reason=exc.strerror or exc)
            )
        self._say(QCoreApplication.translate("MainWindow", "History written to {name}.").format(name=path.name), 8000)
        return None

    def _file_dialog(self, save: bool, title: str, pattern: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        folder = str(Path.home())
        data = storage.autosave_path().parent
        if not save and any(data.glob("unfinished-*" + storage.SUFFIX)):
            folder = str(data)  # where a match set aside for a new one was kept (``keep_unfinished``)
        ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
        name, _ = after_dialog(self.window, ask(self.window, title, folder, pattern))
        return Path(name) if name else None

    def _warn(self, title: str) -> None:
        w = self.window
        after_dialog(w, QMessageBox.warning(w, title, w.statusBar().currentMessage()))

    def ask_save_game(self) -> None:
        title = QCoreApplication.translate("MainWindow", "Save game")
        path = self._file_dialog(
            True,
            title,
            QCoreApplication.translate("MainWindow", "cardtable games (*{suffix})").format(suffix=storage.SUFFIX),
        )
        if path is not None and self.save_game_to(path) is not None:
            self._warn(title)

    def ask_open_game(self) -> None:
        title = QCoreApplication.translate("MainWindow", "Open game")
        path = self._file_dialog(
            False,
            title,
            QCoreApplication.translate("MainWindow", "cardtable games (*{suffix})").format(suffix=storage.SUFFIX)
            + ";;"
            + QCoreApplication.translate("MainWindow", "All files (*)"),
        )
        if path is None or not self.window.may_give_up(
            title,
            QCoreApplication.translate("MainWindow", "Open {name}? The match in progress will be given up.").format(
                name=path.name
            ),
        ):
            return
        if self.open_game_from(path) is not None:
            self._warn(title)

    def ask_export_history(self) -> None:
        title = QCoreApplication.translate("MainWindow", "Export history")
        path = self._file_dialog(True, title, QCoreApplication.translate("MainWindow", "Text (*.txt)"))
        if path is not None and self.export_history_to(path) is not None:
            self._warn(title)

"""The main window: the table, the menus (Game, Edit, View, Help) and the wiring between them. The
match's files and statistics are the session store's (``cardtable.session.store``, with the
dialogs in ``files``); the settings applied at once are ``viewsettings``'; the menus ``menus``'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from cardtable import storage
from cardtable.session.store import SessionStore, Setup
from cardtable.settings import Settings, save_settings

from . import editmenu, hintview, texts, welcome
from .cardimages import CardImages, app_icon
from .controller import GameController
from .dialogs import NewGameDialog
from .files import GameFiles
from .focus import after_dialog
from .menus import build_menus
from .rulesview import RulesDialog
from .sounds import Sounds
from .table import TableWidget
from .viewsettings import ViewSettings
from .windowfit import fit_screen, table_area


class MainWindow(QMainWindow, ViewSettings):
    def __init__(
        self,
        settings: Settings,
        *,
        seed: int | None = None,
        autoplay: bool = False,
        persist: bool = True,
        resume: bool = False,
        autosave: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        self.setAccessibleName("cardtable")
        self.setWindowIcon(app_icon())
        self.settings, self.persist, self.seed, self.autoplay = settings, persist, seed, autoplay
        self.images = CardImages(settings.deck_style, settings.card_back)
        self.sounds = Sounds(settings.sound, later=True)  # opened after the first paint (ui.app)
        self.controller: GameController | None = None
        # asks the player to confirm a step that gives something up (title, question) -> yes; tests replace it
        self.confirm = self._ask
        self.table: TableWidget | None = None
        self.rules_dialog: RulesDialog | None = None
        # autosave after every action (a demo only with --autosave; never for --screenshot)
        self.store = SessionStore(persist=persist, autosaving=persist and (autosave or not autoplay), demo=autoplay)
        self.store.on_notice = lambda notice: self.report(texts.notice(notice))
        self.files = GameFiles(self)
        self.stats_window: Any = None
        self._menu_objects: list[QObject] = []  # the menus' actions and groups (built again on a language switch)
        self._match_over_said = ""  # the status bar's "Match over: …", which goes when the next match starts
        self.table_scroll = table_area(self)
        self._paint_status_bar(settings.cloth)
        build_menus(self)
        fit_screen(self, settings.window_geometry)
        self.files.first_match(resume, length_proposed=self._propose_match_length())
        welcome.at_start(self)  # the very first start only (never a demo, screenshot or test)

    def report(self, text: str) -> None:
        """A problem with the player's files, in a message box and the status bar (``files``)."""
        self.files.report(text)

    # Games ----------------------------------------------------------------------------------------
    def play_again(self) -> None:
        """The result panel's Play again: a new match with the setup of the one that just ended (its
        game, rules, players, level and names), not the settings' (a game against the computer
        opened after a hot-seat New game went on as hot-seat)."""
        c = self.controller
        if c is None:
            self.new_game()
            return
        self.new_game(again=Setup(c.game, c.rules, frozenset(c.humans), c.level, dict(c.names), self.store.preset))

    def _setup(self, loaded: storage.Replayed | None, again: Setup | None) -> Setup:
        """The match to start: a loaded one's, the one that ended (Play again), or the settings'."""
        s = self.settings
        if loaded is not None:
            saved = loaded.saved
            names = dict(enumerate(saved.names)) if len(saved.names) == 2 else {}
            return Setup(saved.game, loaded.match.rules, frozenset(saved.humans), saved.level, names, saved.preset)
        if again is not None:
            return again
        humans = frozenset({0, 1} if s.level == "hotseat" else {0})
        level = "easy" if s.level == "hotseat" else s.level
        return Setup(s.game, self.rules_for(s.game), humans, level, {}, self.stats_preset(s.game))

    def new_game(self, loaded: storage.Replayed | None = None, again: Setup | None = None) -> None:
        """Start a new match from the settings, or go on with a loaded one (autosave, Open…), or
        start one like the match that ended (``again``)."""
        s = self.settings
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()  # its pending timers die with it
        if self._match_over_said and self.statusBar().currentMessage() == self._match_over_said:
            self.statusBar().clearMessage()  # the result of the match before is no news any more
        self._match_over_said = ""
        setup = self._setup(loaded, again)
        s.game = setup.game
        humans = set() if self.autoplay else set(setup.humans)
        c = GameController(
            setup.game,
            setup.rules,
            loaded.saved.seed if loaded is not None else self.seed,
            humans=humans,
            level=setup.level,
            pace=s.animation,
            auto_claim=s.auto_claim,
            parent=self,
            lesson=setup.lesson,
        )
        self.controller = c
        if loaded is not None:
            c.resume(loaded.match, loaded.hand_start)
            written = c if loaded.saved.written else None  # the autosave as written: no need to write it again
            self.store.begin(setup.preset, loaded.saved.match_id, loaded.saved.undone, on_disk=written)
        else:
            self.store.begin(setup.preset)
        c.deck_style = s.deck_style
        self.apply_to_controller()
        if setup.names and (c.hotseat if again is not None else c.humans):
            c.names = dict(setup.names)
        self._wire(c)
        self._new_table(c)
        c.start()

    def _wire(self, c: GameController) -> None:
        c.changed.connect(self.files.autosave)
        c.handFinished.connect(lambda *_: self.store.record_hand(c))
        c.matchFinished.connect(lambda result: self.store.record_match(c, result))
        c.sound.connect(self.sounds.play)
        c.matchFinished.connect(self._match_finished)
        c.changed.connect(editmenu.later(self).start)

    def show_undo_state(self) -> None:
        editmenu.show_state(self)

    def _new_table(self, c: GameController) -> None:
        s = self.settings
        old = self.table
        self.table = TableWidget(c, self.images, confirm_close=s.confirm_close, parent=self)
        self.apply_to_table(self.table)
        hintview.attach(self)  # the Hint button and H, the review following the hand (as long as the table)
        self.table.playAgainRequested.connect(self.play_again)
        self.table.newGameRequested.connect(self.ask_new_game)
        self.table_scroll.takeWidget()
        self.table_scroll.setWidget(self.table)  # larger cards: the table scrolls when the window is too small
        self.table.curtain.follow(self.table_scroll)
        if old is not None:
            old.deleteLater()
        self._retitle()

    def _retitle(self) -> None:
        self.setWindowTitle(self.tr("{game} — cardtable").format(game=texts.game_title(self.settings.game)))

    def changeEvent(self, event: Any) -> None:
        """The player's language changed: the menus and the title again, the dialogs when next opened."""
        if event.type() == QEvent.Type.LanguageChange and self._menu_objects:
            build_menus(self)
            self.show_undo_state()
            self._retitle()
            for attr in ("rules_dialog", "stats_window"):
                window = getattr(self, attr)
                if window is not None and not window.isVisible():
                    window.deleteLater()
                    setattr(self, attr, None)
        super().changeEvent(event)

    def ask_new_game(self) -> None:
        s = self.settings
        dialog = NewGameDialog(
            s.game,
            s.presets.get(s.game, "standard"),
            s.rules.get(s.game, {}),
            s.deck_style,
            s.level,
            self,
            names=texts.hotseat_names(s.player_names),
        )
        if after_dialog(self, dialog.exec()) != NewGameDialog.DialogCode.Accepted:
            return
        if not self.may_give_up(
            self.tr("Start a new game?"), self.tr("Start a new game? The match in progress will be given up.")
        ):
            return
        game, preset, rules, deck, level = dialog.values()
        s.player_names = texts.names_to_keep(dialog.names())
        s.game = game
        s.presets[game] = preset
        s.rules[game] = rules
        s.level = level  # type: ignore[assignment]
        self.set_deck(deck)
        self.save()
        self.new_game()

    def restart_hand(self) -> None:
        if self.controller is None or self.controller.match.result is not None:
            return
        if self.confirm(
            self.tr("Restart the hand?"),
            self.tr(
                "Deal the same cards again? The hand is replayed from "
                "its start; nothing is scored, and it counts as a "
                "restarted hand."
            ),
        ):
            self.controller.restart_hand()

    def match_in_progress(self) -> bool:
        return self.controller is not None and self.controller.in_progress

    def may_give_up(self, title: str, question: str) -> bool:
        """Whether the match may be replaced: none is in progress, or the player says yes."""
        return not self.match_in_progress() or self.confirm(title, question)

    def _ask(self, title: str, question: str) -> bool:
        return after_dialog(self, QMessageBox.question(self, title, question)) == QMessageBox.StandardButton.Yes

    def _match_finished(self, result: Any) -> None:
        if self.controller is None:
            return
        humans = self.controller.humans
        if result.winner is None:
            said = self.tr("Match over: a draw.")
        else:
            who = self.controller.name_of(result.winner)
            said = (
                self.tr("Match over: {name} won.").format(name=who)
                if humans != {result.winner}
                else self.tr("Match over: you won.")
            )
        self._match_over_said = said
        self.statusBar().showMessage(said)  # until the next match starts (see new_game)

    # Files, undo and statistics ---------------------------------------------------------------------
    def autosave(self) -> None:
        self.files.autosave(wait=True)

    def save_game_to(self, path: Path) -> str | None:
        return self.files.save_game_to(path)

    def open_game_from(self, path: Path) -> str | None:
        return self.files.open_game_from(path)

    def export_history_to(self, path: Path) -> str | None:
        return self.files.export_history_to(path)

    def ask_open_game(self) -> None:
        self.files.ask_open_game()

    @property
    def undone(self) -> list[int]:
        return self.store.undone

    @property
    def stats(self) -> Any:
        return self.store.stats

    def undo(self) -> None:
        editmenu.take_back(self)

    def show_statistics(self) -> None:
        from .statswindow import StatsWindow

        if self.stats_window is None:
            self.stats_window = StatsWindow(self.stats, self)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    def save(self) -> None:
        if self.persist:
            try:
                save_settings(self.settings)
            except OSError as exc:
                self.statusBar().showMessage(self.tr("Settings could not be saved: {reason}").format(reason=exc))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.save()
        if self.controller is not None:
            self.controller.shutdown()
        self.store.close()
        super().closeEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape and self.table is not None:
            self.table.views["hand-0"].clearSelection()
        super().keyPressEvent(event)

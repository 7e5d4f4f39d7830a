"""The main window: the table, the menus (Game, View, Help) and the settings it remembers."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFrame, QMainWindow, QMenu, QMessageBox, QScrollArea, QWidget

from cardtable import __version__, storage
from cardtable.engine.rules import resolve_rules
from cardtable.errorlog import log_error
from cardtable.notices import QT_TRANSLATE_NOOP, Notice
from cardtable.settings import Settings, save_settings

from . import rulebook, texts
from .cardimages import CardImages, app_icon
from .controller import GameController
from .dialogs import DECKS, MATCH_LENGTH, NewGameDialog, option_words, table_rules
from .focus import after_dialog
from .preferences import BACKS, CLOTHS, SPEEDS, THEMES
from .rulesview import RulesDialog
from .screenfit import FRAME_ROOM
from .sounds import Sounds
from .table import TableWidget
from .texts import AUTO_CLAIM_HELP
from .theme import CLOTHS as CLOTH_COLOURS

#: Why a saved match could not be shown (an error the table met; the log has the details).
TABLE_FAILED = QT_TRANSLATE_NOOP("notices", "the table could not show it (the error log has the details)")
NOT_OPENED = QT_TRANSLATE_NOOP("notices", "{name} could not be opened: {why}.")


class Setup(NamedTuple):
    """What Play again repeats of the match that ended: its game, rules, players and their names."""

    game: str
    rules: Any
    humans: frozenset[int]
    level: str
    names: dict[int, str]
    preset: str


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, *, seed: int | None = None, autoplay: bool = False,
                 persist: bool = True, resume: bool = False, autosave: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        self.setAccessibleName("cardtable")
        self.setWindowIcon(app_icon())
        self.settings = settings
        self.persist = persist
        self.seed = seed
        self.autoplay = autoplay
        self.images = CardImages(settings.deck_style, settings.card_back)
        self.sounds = Sounds(settings.sound)
        self.controller: GameController | None = None
        # asks the player to confirm a step that gives something up (title, question) -> yes; tests replace it
        self.confirm = self._ask
        self.table: TableWidget | None = None
        self.rules_dialog: RulesDialog | None = None
        # autosave after every action (a demo only with --autosave; never for --screenshot)
        self.autosaving = persist and (autosave or not autoplay)
        self.match_id = ""
        self.preset = "standard"
        self.undone: list[int] = []  # deals in which the player took a play back (marked in the stats)
        self._saved_key: tuple[int, int] | None = None
        self._save_failed = False
        self.autosave_ms = 0.0  # how long the last autosave took (for the figures in the report)
        self._stats: Any = None  # the statistics database, opened when first needed
        self.stats_window: Any = None
        self._menu_objects: list[QObject] = []  # the menus' actions and groups (built again on a language switch)
        self._match_over_said = ""  # the status bar's "Match over: …", which goes when the next match starts
        self.table_scroll = QScrollArea(self)
        self.table_scroll.setObjectName("table-scroll")
        self.table_scroll.setWidgetResizable(True)
        self.table_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # A click on the cloth, the trick or the stock left the keyboard focus on the scroll area,
        # which outlines nothing and ignores Enter: the hand keeps it (newcomer finding 3).
        self.table_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCentralWidget(self.table_scroll)
        # The status bar holds notices for a while (a resumed game, a file saved). It stays in place,
        # in the cloth's colour, so no grey strip sits under the table and the table does not shrink
        # and grow (its cards rescaled) each time a notice comes and goes.
        bar = self.statusBar()
        bar.setObjectName("notices")
        bar.setSizeGripEnabled(False)
        self._paint_status_bar(settings.cloth)
        self._build_menus()
        self._fit_screen(settings.window_geometry)
        length_proposed = self._propose_match_length()
        notice = None
        loaded = None
        if self.autosaving and resume:
            loaded, notice = storage.load_autosave(storage.autosave_path(demo=autoplay))
        elif self.autosaving:  # a new match was asked for: the unfinished one is kept, not overwritten
            kept = storage.keep_unfinished(storage.autosave_path(demo=autoplay))
            if kept is not None:
                notice = Notice.of(storage.KEPT_UNFINISHED, name=str(kept))
        if loaded is not None and not self._resumed(loaded):
            loaded, notice = None, self._not_resumed(autoplay)
        if loaded is None:
            self.new_game()
        if loaded is not None:  # a confirmation only: the status bar says it
            when = loaded.saved.saved_at.replace("T", " ")
            self.statusBar().showMessage(self.tr(
                "Your unfinished game from {when} was resumed; Game ▸ New starts a new one.").format(when=when), 15000)
        elif notice:
            self.report(texts.notice(notice))
        if length_proposed and not self.statusBar().currentMessage():
            self.statusBar().showMessage(self.tr(
                "A Bura match now ends when a player has won {pots} pots; Game ▸ New… sets its length (“no limit” "
                "too).").format(pots=MATCH_LENGTH["bura"]["target_pots"]), 20000)

    def _propose_match_length(self) -> bool:
        """Settings from before the table proposed a Bura match length hold "no limit" from the old
        default (the New game dialog saved it with OK), and such a match never ended: it moves once
        to the length proposed now, which the dialog shows and the player can set back to "no
        limit" (then kept). Returns whether it moved; a match already under way keeps its rules."""
        s = self.settings
        if s.match_length_checked:
            return False
        s.match_length_checked = True
        old = s.rules.get("bura")
        if not old or any(old.get(key, 0) for key in ("target_pots", "max_deals")):
            return False
        s.rules["bura"] = {**old, **MATCH_LENGTH["bura"]}
        self.save()
        return True

    def _resumed(self, loaded: storage.Replayed) -> bool:
        """Go on with the autosaved match; False where the table cannot show it (a state no test
        foresaw: a Bura pot past every C integer once stopped every start). The error is logged."""
        try:
            self.new_game(loaded)
        except Exception:  # any failure: the program must start all the same
            import traceback

            log_error(traceback.format_exc())
            return False
        return True

    def _not_resumed(self, demo: bool) -> str:
        """The autosave the table could not show is kept aside, never resumed again nor deleted."""
        aside = storage.set_aside(storage.autosave_path(demo=demo))
        kept = Notice.of(storage.KEPT_AS, name=str(aside)) if aside is not None else ""
        return Notice.of(storage.NOT_RESUMED, why=Notice.of(TABLE_FAILED), kept=kept)

    def report(self, text: str) -> None:
        """A problem with the player's files (settings, the autosave, statistics: something was
        reset or kept aside) is said in a message box, once the window is on the screen, and in the
        status bar; a line in the bar alone went by unread (a newer file's longer notice had its
        box, a garbage file's short one had not). The box does not stop the game."""
        bar = self.statusBar()
        room = self.width() - 40
        shown = text if bar.fontMetrics().horizontalAdvance(text) <= room \
            else bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)  # "…"
        bar.showMessage(shown, 15000)
        QTimer.singleShot(0, self, lambda: self._report_box(text))

    def _report_box(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("cardtable"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("report")
        box.setTextFormat(Qt.TextFormat.PlainText)  # a key or file name is never read as markup
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.show()

    # The smallest table that still works (logical pixels), and the size a first window asks for.
    SMALLEST = (800, 540)
    PREFERRED = (1180, 800)
    FRAME_ROOM = FRAME_ROOM  # room for the frame and title bar (``screenfit``)

    def _fit_screen(self, geometry: str) -> None:
        """Size the window to the screen's available area (a taskbar, 150 % or 200 % scaling can
        leave little room): never larger than it, and the minimum smaller still, by a frame and a
        title bar; the table's cards and panels shrink to fit."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        width, height = self.PREFERRED
        if avail is not None:
            least = (min(self.SMALLEST[0], avail.width() - self.FRAME_ROOM[0]),
                     min(self.SMALLEST[1], avail.height() - self.FRAME_ROOM[1]))
            self.setMinimumSize(*least)
            width = max(least[0], min(width, int(avail.width() * 0.95)))
            height = max(least[1], min(height, int(avail.height() * 0.92)))
        else:
            self.setMinimumSize(*self.SMALLEST)
        if geometry and self.restoreGeometry(QByteArray.fromBase64(geometry.encode())):
            if avail is not None and not avail.contains(self.frameGeometry()):
                self.resize(min(self.width(), avail.width() - self.FRAME_ROOM[0]),
                            min(self.height(), avail.height() - self.FRAME_ROOM[1]))
                self.move(avail.topLeft())
            return
        self.resize(width, height)
        if avail is not None:
            frame = self.frameGeometry()
            frame.moveCenter(avail.center())
            self.move(frame.topLeft())

    # Games ----------------------------------------------------------------------------------------
    def rules_for(self, game: str) -> Any:
        preset = self.settings.presets.get(game, "standard")
        toggles = self.settings.rules.get(game)
        if toggles:
            return toggles
        return table_rules(game, preset) if game in MATCH_LENGTH else preset

    def stats_preset(self, game: str) -> str:
        """The preset as the statistics keep it: its name, with "+" only when the toggles chosen in
        the New game dialog differ from it (the Statistics window says "rules changed")."""
        preset = self.settings.presets.get(game, "standard")
        toggles = self.settings.rules.get(game)
        try:
            changed = bool(toggles) and resolve_rules(game, toggles) != resolve_rules(game, table_rules(game, preset))
        except ValueError:
            changed = bool(toggles)
        return preset + ("+" if changed else "")

    def play_again(self) -> None:
        """The result panel's Play again: a new match with the setup of the one that just ended (its
        game, rules, players, level and names), not the settings' (a game against the computer
        opened after a hot-seat New game went on as hot-seat)."""
        c = self.controller
        if c is None:
            self.new_game()
            return
        self.new_game(again=Setup(c.game, c.rules, frozenset(c.humans), c.level, dict(c.names), self.preset))

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
        humans: set[int] = set() if self.autoplay else ({0, 1} if s.level == "hotseat" else {0})
        level: str = "easy" if s.level == "hotseat" else s.level
        if loaded is not None:
            saved = loaded.saved
            s.game = saved.game
            humans = set() if self.autoplay else set(saved.humans)
            level = saved.level
            self.controller = GameController(saved.game, saved.rules, saved.seed, humans=humans, level=level,
                                             pace=s.animation, auto_claim=s.auto_claim, parent=self)
            self.controller.resume(loaded.match, loaded.hand_start)
            self.match_id, self.preset, self.undone = saved.match_id, saved.preset, list(saved.undone)
        elif again is not None:
            s.game = again.game  # type: ignore[assignment]
            humans = set() if self.autoplay else set(again.humans)
            self.controller = GameController(again.game, again.rules, self.seed, humans=humans, level=again.level,
                                             pace=s.animation, auto_claim=s.auto_claim, parent=self)
            self.match_id, self.preset, self.undone = uuid.uuid4().hex, again.preset, []
        else:
            self.controller = GameController(s.game, self.rules_for(s.game), self.seed, humans=humans, level=level,
                                             pace=s.animation, auto_claim=s.auto_claim, parent=self)
            self.match_id = uuid.uuid4().hex
            self.preset = self.stats_preset(s.game)
            self.undone = []
        self.controller.deck_style = s.deck_style
        self._saved_key = None
        self.controller.changed.connect(self.autosave)
        self.controller.handFinished.connect(self._record_hand)
        self.controller.matchFinished.connect(self._record_match)
        self.controller.trick_pause = s.trick_pause
        self.controller.hotseat_specials = s.hotseat_specials
        if self.controller.hotseat:
            self.controller.names = self._names()
        if loaded is not None and len(loaded.saved.names) == 2 and self.controller.humans:
            self.controller.names = dict(enumerate(loaded.saved.names))
        if again is not None and self.controller.hotseat:
            self.controller.names = dict(again.names)
        self.controller.sound.connect(self.sounds.play)
        self.controller.matchFinished.connect(self._match_finished)
        old = self.table
        self.table = TableWidget(self.controller, self.images, confirm_close=s.confirm_close, parent=self)
        self.table.animation = s.animation
        self.table.hints = s.hints
        self.table.set_one_click(s.one_click)
        self.table.cloth = s.cloth
        self.table.set_contrast(s.contrast)
        self.table.set_card_size(s.card_size)
        self.table.keep_in_view = self._keep_in_view
        self.table.playAgainRequested.connect(self.play_again)
        self.table.newGameRequested.connect(self.ask_new_game)
        self.table_scroll.takeWidget()
        self.table_scroll.setWidget(self.table)  # larger cards: the table scrolls when the window is too small
        self.table.curtain.follow(self.table_scroll)
        if old is not None:
            old.deleteLater()
        self._retitle()
        self.controller.start()

    def _retitle(self) -> None:
        self.setWindowTitle(self.tr("{game} — cardtable").format(game=texts.game_title(self.settings.game)))

    # The player's language ---------------------------------------------------------------------
    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._menu_objects:
            self._build_menus()
            self._retitle()
            for attr in ("rules_dialog", "stats_window"):  # built again, in the new language, when next opened
                window = getattr(self, attr)
                if window is not None and not window.isVisible():
                    window.deleteLater()
                    setattr(self, attr, None)
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Preferences: the player's language, applied at once (the open window relabels itself)."""
        from .i18n import set_language

        self.settings.language = language  # type: ignore[assignment]
        set_language(language)
        self.save()

    def ask_new_game(self) -> None:
        s = self.settings
        dialog = NewGameDialog(s.game, s.presets.get(s.game, "standard"), s.rules.get(s.game, {}), s.deck_style,
                               s.level, self, names=texts.hotseat_names(s.player_names))
        if after_dialog(self, dialog.exec()) != NewGameDialog.DialogCode.Accepted:
            return
        if not self.may_give_up(self.tr("Start a new game?"),
                                self.tr("Start a new game? The match in progress will be given up.")):
            return
        game, preset, rules, deck, level = dialog.values()
        s.player_names = texts.names_to_keep(dialog.names())
        s.game = game  # type: ignore[assignment]
        s.presets[game] = preset
        s.rules[game] = rules
        s.level = level  # type: ignore[assignment]
        self.set_deck(deck)
        self.save()
        self.new_game()

    def restart_hand(self) -> None:
        if self.controller is None or self.controller.match.result is not None:
            return
        if self.confirm(self.tr("Restart the hand?"), self.tr("Deal the same cards again? The hand is replayed from "
                                                              "its start; nothing is scored, and it counts as a "
                                                              "restarted hand.")):
            self.controller.restart_hand()

    def match_in_progress(self) -> bool:
        c = self.controller
        return c is not None and c.match.result is None and c.actions_applied > 0 and bool(c.humans)

    def may_give_up(self, title: str, question: str) -> bool:
        """Whether the match may be replaced: none is in progress, or the player says yes."""
        return not self.match_in_progress() or self.confirm(title, question)

    def _ask(self, title: str, question: str) -> bool:
        return after_dialog(self, QMessageBox.question(self, title, question)) == QMessageBox.StandardButton.Yes

    # View settings --------------------------------------------------------------------------------
    def set_deck(self, style: str) -> None:
        self.settings.deck_style = style  # type: ignore[assignment]
        self.images.set_style(style)
        for action in getattr(self, "deck_choices", QActionGroup(self)).actions():
            action.setChecked(action.data() == style)  # also when the New game dialog chose the deck
        if self.controller is not None:
            self.controller.deck_style = style
        if self.table is not None:
            self.table.reword()  # the status line and the summary in the new deck's card names
        self.save()

    def set_back(self, back: str) -> None:
        self.settings.card_back = back  # type: ignore[assignment]
        _tick(self.back_choices, back)
        self.images.back = back
        self.images.clear()
        if self.table is not None:
            self.table.refresh()
        self.save()

    def set_theme(self, theme: str) -> None:
        from PySide6.QtWidgets import QApplication

        from .theme import apply_theme

        self.settings.theme = theme  # type: ignore[assignment]
        _tick(self.theme_choices, theme)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self.save()

    def set_cloth(self, cloth: str) -> None:
        self.settings.cloth = cloth  # type: ignore[assignment]
        _tick(self.cloth_choices, cloth)
        if self.table is not None:
            self.table.cloth = cloth
            self.table.update()
        self._paint_status_bar(cloth)
        self.save()

    def _paint_status_bar(self, cloth: str) -> None:
        """The status bar in the colour of the cloth's edge, which it adjoins, with the table's text colour."""
        _, edge = CLOTH_COLOURS.get(cloth, CLOTH_COLOURS["green"])
        self.statusBar().setStyleSheet(f"QStatusBar#notices {{ background: {edge}; color: #f7f3e8; }}")

    def _keep_in_view(self, widget: QWidget) -> None:
        self.table_scroll.ensureWidgetVisible(widget, 0, 0)

    def set_card_size(self, size: str) -> None:
        self.settings.card_size = size  # type: ignore[assignment]
        if self.table is not None:
            self.table.set_card_size(size)
        self.save()

    def set_one_click(self, on: bool) -> None:
        self.settings.one_click = on
        if self.table is not None:
            self.table.set_one_click(on)
        self.save()

    def set_contrast(self, on: bool) -> None:
        self.settings.contrast = on
        if self.table is not None:
            self.table.set_contrast(on)
        self.save()

    def preferences(self) -> None:
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self.apply_setting, self)
        after_dialog(self, dialog.exec())

    def apply_setting(self, name: str, value: Any) -> None:
        """One setting changed in Preferences: apply it now, as the View menu would."""
        setters: dict[str, Callable[[Any], None]] = {
            "language": self.set_language, "deck_style": self.set_deck, "card_back": self.set_back,
            "animation": self.set_animation, "theme": self.set_theme, "cloth": self.set_cloth,
            "card_size": self.set_card_size, "contrast": self.set_contrast, "one_click": self.set_one_click}
        toggles = {"sound": self.sound_action, "hints": self.hints_action, "auto_claim": self.claim_action}
        if name in setters:
            setters[name](value)
        elif name in toggles:
            toggles[name].setChecked(value)  # its toggled signal applies and saves it
        else:
            setattr(self.settings, name, value)
            if self.controller is not None:
                self.controller.trick_pause = self.settings.trick_pause
                self.controller.hotseat_specials = self.settings.hotseat_specials
                if self.controller.hotseat:
                    self.controller.names = self._names()
            if self.table is not None:
                self.table.confirm_close = self.settings.confirm_close
                self.table.refresh()
            self.save()

    def _names(self) -> dict[int, str]:
        names = texts.hotseat_names(self.settings.player_names)
        return {seat: names[seat] for seat in (0, 1)}

    def set_animation(self, pace: str) -> None:
        self.settings.animation = pace  # type: ignore[assignment]
        _tick(self.pace_choices, pace)
        if self.controller is not None:
            self.controller.pace = pace
        if self.table is not None:
            self.table.animation = pace
        self.save()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        for old in bar.findChildren(QMenu):  # a language switch builds the menus again
            old.deleteLater()
        for group in self._menu_objects:
            group.deleteLater()
        bar.clear()
        self._menu_objects = []
        game = bar.addMenu(self.tr("&Game"))
        self._add(game, self.tr("&New…"), self.ask_new_game, QKeySequence.StandardKey.New, "menu-new")
        self._add(game, self.tr("&Restart hand"), self.restart_hand, QKeySequence("Ctrl+R"), "menu-restart")
        game.addSeparator()
        self._add(game, self.tr("&Open…"), self.ask_open_game, QKeySequence.StandardKey.Open, "menu-open")
        self._add(game, self.tr("&Save…"), self.ask_save_game, QKeySequence.StandardKey.Save, "menu-save")
        self._add(game, self.tr("&Export history…"), self.ask_export_history, None, "menu-export")
        self._add(game, self.tr("S&tatistics"), self.show_statistics, None, "menu-statistics")
        prefs = self._add(game, self.tr("&Preferences…"), self.preferences, QKeySequence.StandardKey.Preferences,
                          "menu-preferences")
        prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        if prefs.shortcut().isEmpty():
            prefs.setShortcut(QKeySequence("Ctrl+,"))
        game.addSeparator()
        self._add(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "menu-quit")
        edit = bar.addMenu(self.tr("&Edit"))
        self._add(edit, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo, "menu-undo")
        view = bar.addMenu(self.tr("&View"))
        decks = view.addMenu(self.tr("&Deck"))
        self.deck_choices = self._choices(decks, DECKS, self.settings.deck_style, self.set_deck)
        backs = view.addMenu(self.tr("Card &back"))
        self.back_choices = self._choices(backs, BACKS, self.settings.card_back, self.set_back)
        pace = view.addMenu(self.tr("&Animation speed"))
        self.pace_choices = self._choices(pace, SPEEDS, self.settings.animation, self.set_animation)
        self.theme_choices = self._choices(view.addMenu(self.tr("&Theme")), THEMES, self.settings.theme, self.set_theme)
        self.cloth_choices = self._choices(view.addMenu(self.tr("C&loth")), CLOTHS, self.settings.cloth, self.set_cloth)
        sound = self._add(view, self.tr("&Sound"), lambda: None, None, "menu-sound")
        sound.setCheckable(True)
        sound.setChecked(self.settings.sound)
        sound.toggled.connect(self._toggle_sound)
        self.sound_action = sound
        hints = self._add(view, self.tr("Learner &hints"), lambda: None, None, "menu-hints")
        hints.setCheckable(True)
        hints.setChecked(self.settings.hints)
        hints.toggled.connect(self._toggle_hints)
        undo = self._add(view, self.tr("Allow &undo"), lambda: None, None, "menu-allow-undo")
        undo.setCheckable(True)
        undo.setChecked(self.settings.undo)
        undo.toggled.connect(self._toggle_undo)
        self.hints_action = hints
        claim = self._add(view, self.tr("Auto-&claim"), lambda: None, None, "menu-auto-claim")
        self.claim_action = claim
        claim.setToolTip(texts.t(AUTO_CLAIM_HELP))
        claim.setStatusTip(texts.t(AUTO_CLAIM_HELP))
        claim.setCheckable(True)
        claim.setChecked(self.settings.auto_claim)
        claim.toggled.connect(self._toggle_auto_claim)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._add(help_menu, self.tr("&Rules"), self._rules, QKeySequence.StandardKey.HelpContents, "menu-rules")
        self._add(help_menu, self.tr("&Keyboard"), self._keyboard, None, "menu-keyboard")
        self._add(help_menu, self.tr("&About cardtable"), self._about, None, "menu-about")

    def _add(self, menu: Any, text: str, slot: Any, shortcut: Any, name: str) -> QAction:
        action = QAction(text, self)
        self._menu_objects.append(action)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _choices(self, menu: Any, options: dict[str, str], current: str, setter: Any) -> QActionGroup:
        group = QActionGroup(self)
        self._menu_objects.append(group)
        for key, title in options.items():
            action = QAction(option_words(title), self)
            self._menu_objects.append(action)
            action.setData(key)
            action.setCheckable(True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _=False, k=key: setter(k))
            group.addAction(action)
            menu.addAction(action)
        return group

    def _toggle_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sounds.enabled = on
        self.save()

    def _toggle_hints(self, on: bool) -> None:
        self.settings.hints = on
        if self.table is not None:
            self.table.set_hints(on)
        self.save()

    def _toggle_undo(self, on: bool) -> None:
        self.settings.undo = on
        self.save()

    def _toggle_auto_claim(self, on: bool) -> None:
        self.settings.auto_claim = on
        if self.controller is not None:
            self.controller.auto_claim = on
        self.save()

    def _rules(self) -> None:
        """Open the rulebook at the current game, at the rule the last refusal or hint cited if any, or
        else at the rule that decided the hand just finished (its summary leaves the id out)."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show_game(self.settings.game)
        status = self.table.status.text() if self.table is not None else ""
        finished = self.controller.finished_hand if self.controller is not None else None
        if not rulebook.RULE_ID.search(status) and finished is not None and finished.result is not None:
            status = finished.result.rule
        cited = rulebook.RULE_ID.search(status)
        if cited is not None and rulebook.game_of(cited.group(0)) == self.settings.game:
            self.rules_dialog.show_rule(cited.group(0))
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()

    def _keyboard(self) -> None:
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show_keyboard()
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def _about(self) -> None:
        text = f"<b>cardtable {__version__}</b><br>" + self.tr(
            "Schnapsen, Bura and Bohemian Schneider against the computer.<br>Card art, icons and sounds are made "
            "by the project.")
        after_dialog(self, QMessageBox.about(self, self.tr("About cardtable"), text))

    def _match_finished(self, result: Any) -> None:
        if self.controller is None:
            return
        humans = self.controller.humans
        if result.winner is None:
            said = self.tr("Match over: a draw.")
        else:
            who = self.controller.name_of(result.winner)
            said = self.tr("Match over: {name} won.").format(name=who) if humans != {result.winner} \
                else self.tr("Match over: you won.")
        self._match_over_said = said
        self.statusBar().showMessage(said)  # until the next match starts (see new_game)

    # Autosave and saved games -------------------------------------------------------------------------
    def saved_game(self) -> storage.SavedGame | None:
        """The match in play as a saved game."""
        c = self.controller
        if c is None:
            return None
        return storage.snapshot(c.match, game=c.game, seed=c.seed, humans=c.humans, level=c.level,
                                preset=self.preset, match_id=self.match_id, deck_style=self.settings.deck_style,
                                undone=self.undone, names=[c.names[0], c.names[1]])

    def autosave(self) -> None:
        """After every action: write the match to the autosave (once per position); a finished match
        leaves nothing to resume. A failure is said once, and play goes on."""
        c = self.controller
        if not self.autosaving or c is None:
            return
        key = (id(c.match), len(c.match.actions))
        if key == self._saved_key:
            return
        self._saved_key = key
        if c.match.result is not None:
            storage.clear_autosave(storage.autosave_path(demo=self.autoplay))
            return
        import time

        started = time.perf_counter()
        try:
            saved = self.saved_game()
            assert saved is not None
            storage.write_game(saved, storage.autosave_path(demo=self.autoplay))
        except storage.StorageError as exc:
            if not self._save_failed:
                self._save_failed = True
                self.statusBar().showMessage(self.tr("Cannot autosave: {reason} The game goes on.").format(reason=exc),
                                             15000)
            return
        except Exception:  # never let saving stop the game
            import traceback

            log_error(traceback.format_exc())
            return
        self._save_failed = False
        self.autosave_ms = (time.perf_counter() - started) * 1000

    def save_game_to(self, path: Path) -> str | None:
        """Save the match in play; None when done, else the reason (also shown in the status bar)."""
        if self.controller is None:
            return self.tr("There is no game to save.")
        if path.suffix != storage.SUFFIX:
            path = path.with_name(path.name + storage.SUFFIX)
        try:  # making the file's contents may fail too: the player reads why (never a traceback)
            saved = self.saved_game()
            assert saved is not None
            storage.write_game(saved, path)
        except storage.StorageError as exc:
            self.statusBar().showMessage(texts.notice(exc), 15000)
            return texts.notice(exc)
        self.statusBar().showMessage(self.tr("Saved as {name}.").format(name=path.name), 8000)
        return None

    def open_game_from(self, path: Path) -> str | None:
        """Load a saved game and play on; a bad file changes nothing (the reason is returned)."""
        try:
            loaded = storage.load_game(path)
        except storage.StorageError as exc:
            self.statusBar().showMessage(texts.notice(exc), 15000)
            return texts.notice(exc)
        if loaded.match.result is not None:
            problem = self.tr("{name} holds a finished match: there is nothing left to play.").format(name=path.name)
            self.statusBar().showMessage(problem, 15000)
            return problem
        before = self.saved_game()
        try:
            self.new_game(loaded)
        except Exception:  # the table could not show it: the match before comes back, whole
            import traceback

            log_error(traceback.format_exc())
            self.new_game(before.replay() if before is not None else None)
            problem = texts.notice(Notice.of(NOT_OPENED, name=path.name, why=Notice.of(TABLE_FAILED)))
            self.statusBar().showMessage(problem, 15000)
            return problem
        self.statusBar().showMessage(self.tr("Opened {name}.").format(name=path.name), 8000)
        return None

    def export_history_to(self, path: Path) -> str | None:
        c = self.controller
        if c is None:
            return self.tr("There is no game to export.")
        text = storage.history_text(c.match, game=c.game, names=[c.names[0], c.names[1]])
        try:
            storage.atomic_write(path, text)
        except OSError as exc:
            message = self.tr("The history could not be written to {path}: {reason}.").format(
                path=path, reason=exc.strerror or exc)
            self.statusBar().showMessage(message, 15000)
            return message
        self.statusBar().showMessage(self.tr("History written to {name}.").format(name=path.name), 8000)
        return None

    def _file_dialog(self, save: bool, title: str, pattern: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        folder = str(Path.home())
        data = storage.autosave_path().parent
        if not save and any(data.glob("unfinished-*" + storage.SUFFIX)):
            folder = str(data)  # where a match set aside for a new one was kept (``keep_unfinished``)
        ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
        name, _ = after_dialog(self, ask(self, title, folder, pattern))
        return Path(name) if name else None

    def ask_save_game(self) -> None:
        path = self._file_dialog(True, self.tr("Save game"), self.tr("cardtable games (*{suffix})").format(
            suffix=storage.SUFFIX))
        if path is not None and self.save_game_to(path) is not None:
            after_dialog(self, QMessageBox.warning(self, self.tr("Save game"), self.statusBar().currentMessage()))

    def ask_open_game(self) -> None:
        path = self._file_dialog(False, self.tr("Open game"), self.tr("cardtable games (*{suffix})").format(
            suffix=storage.SUFFIX) + ";;" + self.tr("All files (*)"))
        if path is None:
            return
        if not self.may_give_up(self.tr("Open game"), self.tr(
                "Open {name}? The match in progress will be given up.").format(name=path.name)):
            return
        if self.open_game_from(path) is not None:
            after_dialog(self, QMessageBox.warning(self, self.tr("Open game"), self.statusBar().currentMessage()))

    def ask_export_history(self) -> None:
        path = self._file_dialog(True, self.tr("Export history"), self.tr("Text (*.txt)"))
        if path is not None and self.export_history_to(path) is not None:
            after_dialog(self, QMessageBox.warning(self, self.tr("Export history"),
                                                   self.statusBar().currentMessage()))

    # Undo and statistics ------------------------------------------------------------------------------
    def undo(self) -> None:
        """Edit ▸ Undo: take back the player's last play against the computer (marked in the stats)."""
        c = self.controller
        if c is None:
            return
        if not self.settings.undo:
            self.statusBar().showMessage(self.tr("Undo is turned off (View ▸ Allow undo)."), 8000)
            return
        why = c.can_undo()
        if why is not None:
            self.statusBar().showMessage(why, 8000)
            return
        deal = c.match.deals
        if c.undo() and deal not in self.undone:
            self.undone.append(deal)

    @property
    def stats(self) -> Any:
        if self._stats is None:
            from cardtable.stats import Stats

            self._stats = Stats()
            if self._stats.notice:
                self.report(texts.notice(self._stats.notice))
        return self._stats

    def _stats_level(self) -> str:
        c = self.controller
        return "hotseat" if c is not None and c.hotseat else (c.level if c is not None else "")

    def _record_hand(self, result: Any, words: str = "") -> None:
        """Only hands a person played count (a demo counts nothing; nor does --screenshot)."""
        c = self.controller
        if c is None or not c.humans or not self.persist or not c.match.history:
            return
        from cardtable.stats import closed_by, hand_row

        record = c.match.history[-1]
        hand = c.match.finished[-1]
        closer = closed_by(hand.log)
        bura = getattr(c.match, "pot", None) is not None
        # Bura: the hand's chips count from the balance the hand before left (0 before the first
        # ante, B-2), so that its ante counts with it and the hands add up to the balance.
        previous = c.match.history[-2].scores if len(c.match.history) > 1 else (0, 0)
        for seat in sorted(c.humans):
            before = previous[seat] if bura else None
            after = c.match.scores[seat] if bura and c.match.result is not None else None
            self.stats.record_hand(hand_row(record, seat, match_id=self.match_id, game=c.game, preset=self.preset,
                                            level=self._stats_level(), closer=closer, chips_before=before,
                                            chips_after=after, undo=record.deal in self.undone))

    def _record_match(self, result: Any) -> None:
        c = self.controller
        if c is None or not c.humans or not self.persist:
            return
        for seat in sorted(c.humans):
            won = None if result.winner is None else int(result.winner == seat)
            self.stats.record_match(self.match_id, seat, game=c.game, preset=self.preset, level=self._stats_level(),
                                    won=won)

    def show_statistics(self) -> None:
        from .statswindow import StatsWindow

        if self.stats_window is None:
            self.stats_window = StatsWindow(self.stats, self)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    # Persistence ------------------------------------------------------------------------------------
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
        if self._stats is not None:
            self._stats.close()
        super().closeEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape and self.table is not None:
            self.table.views["hand-0"].clearSelection()
        super().keyPressEvent(event)


def _tick(group: QActionGroup, key: str) -> None:
    """Tick the menu choice for ``key`` (the choice may have been made elsewhere, in Preferences)."""
    for action in group.actions():
        action.setChecked(action.data() == key)

"""The main window: the table, the menus (Game, View, Help) and the settings it remembers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from cardtable import __version__
from cardtable.settings import Settings, save_settings

from . import rulebook
from .cardimages import CardImages
from .controller import GameController
from .dialogs import DECKS, GAME_TITLES, NewGameDialog
from .preferences import BACKS, CLOTHS, SPEEDS, THEMES
from .rulesview import RulesDialog
from .sounds import Sounds
from .table import TableWidget
from .texts import AUTO_CLAIM_HELP


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, *, seed: int | None = None, autoplay: bool = False,
                 persist: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        self.setAccessibleName("cardtable")
        self.setWindowIcon(QIcon(":/assets/icons/cardtable.svg"))
        self.settings = settings
        self.persist = persist
        self.seed = seed
        self.autoplay = autoplay
        self.images = CardImages(settings.deck_style, settings.card_back)
        self.sounds = Sounds(settings.sound)
        self.controller: GameController | None = None
        #: asks the player to confirm a step that gives something up (title, question) -> yes; tests replace it
        self.confirm = self._ask
        self.table: TableWidget | None = None
        self.rules_dialog: RulesDialog | None = None
        self._build_menus()
        self.setMinimumSize(1024, 700)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        else:
            self.resize(1180, 800)
        self.new_game()

    # Games ----------------------------------------------------------------------------------------
    def rules_for(self, game: str) -> Any:
        preset = self.settings.presets.get(game, "standard")
        toggles = self.settings.rules.get(game)
        if toggles:
            return toggles
        return preset

    def new_game(self) -> None:
        s = self.settings
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()  # its pending timers die with it
        humans: set[int] = set() if self.autoplay else ({0, 1} if s.level == "hotseat" else {0})
        level = "easy" if s.level == "hotseat" else s.level
        self.controller = GameController(s.game, self.rules_for(s.game), self.seed, humans=humans, level=level,
                                         pace=s.animation, auto_claim=s.auto_claim, parent=self)
        self.controller.deck_style = s.deck_style
        self.controller.trick_pause = s.trick_pause
        if self.controller.hotseat:
            self.controller.names = self._names()
        self.controller.sound.connect(self.sounds.play)
        self.controller.matchFinished.connect(self._match_finished)
        old = self.table
        self.table = TableWidget(self.controller, self.images, confirm_close=s.confirm_close, parent=self)
        self.table.animation = s.animation
        self.table.hints = s.hints
        self.table.cloth = s.cloth
        self.table.playAgainRequested.connect(self.new_game)
        self.table.newGameRequested.connect(self.ask_new_game)
        self.setCentralWidget(self.table)
        if old is not None:
            old.deleteLater()
        self.setWindowTitle(f"{GAME_TITLES[s.game]} — cardtable")
        self.controller.start()

    def ask_new_game(self) -> None:
        s = self.settings
        dialog = NewGameDialog(s.game, s.presets.get(s.game, "standard"), s.rules.get(s.game, {}), s.deck_style,
                               s.level, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        if self.match_in_progress() and not self.confirm(
                "Start a new game?", "Start a new game? The match in progress will be given up."):
            return
        game, preset, rules, deck, level = dialog.values()
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
        if self.confirm("Restart the hand?", "Give up this hand and deal the same cards again? "
                        "It counts as a hand given up."):
            self.controller.restart_hand()

    def match_in_progress(self) -> bool:
        c = self.controller
        return c is not None and c.match.result is None and c.actions_applied > 0 and bool(c.humans)

    def _ask(self, title: str, question: str) -> bool:
        return QMessageBox.question(self, title, question) == QMessageBox.StandardButton.Yes

    # View settings --------------------------------------------------------------------------------
    def set_deck(self, style: str) -> None:
        self.settings.deck_style = style  # type: ignore[assignment]
        self.images.set_style(style)
        for action in getattr(self, "deck_choices", QActionGroup(self)).actions():
            action.setChecked(action.data() == style)  # also when the New game dialog chose the deck
        if self.controller is not None:
            self.controller.deck_style = style
        if self.table is not None:
            self.table.refresh()
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
        self.save()

    def preferences(self) -> None:
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self.apply_setting, self)
        dialog.exec()

    def apply_setting(self, name: str, value: Any) -> None:
        """One setting changed in Preferences: apply it now, as the View menu would."""
        setters = {"deck_style": self.set_deck, "card_back": self.set_back, "animation": self.set_animation,
                   "theme": self.set_theme, "cloth": self.set_cloth}
        toggles = {"sound": self.sound_action, "hints": self.hints_action, "auto_claim": self.claim_action}
        if name in setters:
            setters[name](value)
        elif name in toggles:
            toggles[name].setChecked(value)  # its toggled signal applies and saves it
        else:
            setattr(self.settings, name, value)
            if self.controller is not None:
                self.controller.trick_pause = self.settings.trick_pause
                if self.controller.hotseat:
                    self.controller.names = self._names()
            if self.table is not None:
                self.table.confirm_close = self.settings.confirm_close
                self.table.refresh()
            self.save()

    def _names(self) -> dict[int, str]:
        names = list(self.settings.player_names) + ["Player 1", "Player 2"]
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
        game = bar.addMenu("&Game")
        self._add(game, "&New…", self.ask_new_game, QKeySequence.StandardKey.New, "menu-new")
        self._add(game, "&Restart hand", self.restart_hand, QKeySequence("Ctrl+R"), "menu-restart")
        game.addSeparator()
        prefs = self._add(game, "&Preferences…", self.preferences, QKeySequence.StandardKey.Preferences,
                          "menu-preferences")
        prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
        if prefs.shortcut().isEmpty():
            prefs.setShortcut(QKeySequence("Ctrl+,"))
        game.addSeparator()
        self._add(game, "&Quit", self.close, QKeySequence.StandardKey.Quit, "menu-quit")
        view = bar.addMenu("&View")
        decks = view.addMenu("&Deck")
        self.deck_choices = self._choices(decks, DECKS, self.settings.deck_style, self.set_deck)
        backs = view.addMenu("Card &back")
        self.back_choices = self._choices(backs, BACKS, self.settings.card_back, self.set_back)
        pace = view.addMenu("&Animation speed")
        self.pace_choices = self._choices(pace, SPEEDS, self.settings.animation, self.set_animation)
        self.theme_choices = self._choices(view.addMenu("&Theme"), THEMES, self.settings.theme, self.set_theme)
        self.cloth_choices = self._choices(view.addMenu("C&loth"), CLOTHS, self.settings.cloth, self.set_cloth)
        sound = self._add(view, "&Sound", lambda: None, None, "menu-sound")
        sound.setCheckable(True)
        sound.setChecked(self.settings.sound)
        sound.toggled.connect(self._toggle_sound)
        self.sound_action = sound
        hints = self._add(view, "Learner &hints", lambda: None, None, "menu-hints")
        hints.setCheckable(True)
        hints.setChecked(self.settings.hints)
        hints.toggled.connect(self._toggle_hints)
        self.hints_action = hints
        claim = self._add(view, "Auto-&claim", lambda: None, None, "menu-auto-claim")
        self.claim_action = claim
        claim.setToolTip(AUTO_CLAIM_HELP)
        claim.setStatusTip(AUTO_CLAIM_HELP)
        claim.setCheckable(True)
        claim.setChecked(self.settings.auto_claim)
        claim.toggled.connect(self._toggle_auto_claim)
        help_menu = bar.addMenu("&Help")
        self._add(help_menu, "&Rules", self._rules, QKeySequence.StandardKey.HelpContents, "menu-rules")
        self._add(help_menu, "&About cardtable", self._about, None, "menu-about")

    def _add(self, menu: Any, text: str, slot: Any, shortcut: Any, name: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _choices(self, menu: Any, options: dict[str, str], current: str, setter: Any) -> QActionGroup:
        group = QActionGroup(self)
        for key, title in options.items():
            action = QAction(title, self)
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
            self.table.hints = on
            self.table.refresh()
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

    def _about(self) -> None:
        QMessageBox.about(self, "About cardtable", f"<b>cardtable {__version__}</b><br>Schnapsen, Bura and Bohemian "
                          "Schneider against the computer.<br>Card art, icons and sounds are made by the project.")

    def _match_finished(self, result: Any) -> None:
        if self.controller is None:
            return
        humans = self.controller.humans
        from .texts import player_name

        who = "Nobody" if result.winner is None else player_name(result.winner, humans)
        self.statusBar().showMessage(f"Match over: {who} won. Game ▸ New to play again.")

    # Persistence ------------------------------------------------------------------------------------
    def save(self) -> None:
        if self.persist:
            try:
                save_settings(self.settings)
            except OSError as exc:
                self.statusBar().showMessage(f"Settings could not be saved: {exc}")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.save()
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape and self.table is not None:
            self.table.views["hand-0"].clearSelection()
        super().keyPressEvent(event)


def _tick(group: QActionGroup, key: str) -> None:
    """Tick the menu choice for ``key`` (the choice may have been made elsewhere, in Preferences)."""
    for action in group.actions():
        action.setChecked(action.data() == key)

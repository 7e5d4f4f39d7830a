"""The main window's menus (Game, Edit, View, Help), built again on a language switch. Their
words are the window's (the translators' context "MainWindow")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from . import texts
from .dialogs import DECKS, option_words
from .helpmenu import show_about, show_how_to_play, show_keyboard, show_rules
from .lessons import start_current_lesson
from .preferences import BACKS, CLOTHS, SPEEDS, THEMES
from .texts import AUTO_CLAIM_HELP

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def build_menus(w: MainWindow) -> None:
    bar = w.menuBar()
    for old in bar.findChildren(QMenu):  # a language switch builds the menus again
        old.deleteLater()
    for group in w._menu_objects:
        group.deleteLater()
    bar.clear()
    w._menu_objects = []
    _game_menu(w, bar.addMenu(QCoreApplication.translate("MainWindow", "&Game")))
    edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    add(w, edit, QCoreApplication.translate("MainWindow", "&Undo"), w.undo, QKeySequence.StandardKey.Undo, "menu-undo")
    edit.setToolTipsVisible(True)  # a greyed Undo says why when pointed at (newcomer finding)
    edit.aboutToShow.connect(w.show_undo_state)  # as things stand now, whatever changed since
    _view_menu(w, bar.addMenu(QCoreApplication.translate("MainWindow", "&View")))
    help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    add(
        w,
        help_menu,
        QCoreApplication.translate("MainWindow", "&Rules"),
        lambda: show_rules(w),
        QKeySequence.StandardKey.HelpContents,
        "menu-rules",
    )
    add(
        w,
        help_menu,
        QCoreApplication.translate("MainWindow", "How to &play"),
        lambda: show_how_to_play(w),
        None,
        "menu-how-to-play",
    )
    add(
        w,
        help_menu,
        QCoreApplication.translate("MainWindow", "&Guided first hand"),
        lambda: start_current_lesson(w),
        None,
        "menu-guided-hand",
    )
    add(
        w,
        help_menu,
        QCoreApplication.translate("MainWindow", "&Keyboard"),
        lambda: show_keyboard(w),
        None,
        "menu-keyboard",
    )
    add(
        w,
        help_menu,
        QCoreApplication.translate("MainWindow", "&About cardtable"),
        lambda: show_about(w),
        None,
        "menu-about",
    )


def _game_menu(w: MainWindow, game: QMenu) -> None:
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&New…"),
        w.ask_new_game,
        QKeySequence.StandardKey.New,
        "menu-new",
    )
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "Play a friend on&line…"),
        lambda: play_online(w),
        None,
        "menu-online",
    )
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&Restart hand"),
        w.restart_hand,
        QKeySequence("Ctrl+R"),
        "menu-restart",
    )
    _file_items(w, game)
    add(w, game, QCoreApplication.translate("MainWindow", "S&tatistics"), w.show_statistics, None, "menu-statistics")
    add(w, game, QCoreApplication.translate("MainWindow", "Re&view a hand…"), lambda: review(w), None, "menu-review")
    prefs = add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&Preferences…"),
        w.preferences,
        QKeySequence.StandardKey.Preferences,
        "menu-preferences",
    )
    prefs.setMenuRole(QAction.MenuRole.PreferencesRole)
    if prefs.shortcut().isEmpty():
        prefs.setShortcut(QKeySequence("Ctrl+,"))
    game.addSeparator()
    add(w, game, QCoreApplication.translate("MainWindow", "&Quit"), w.close, QKeySequence.StandardKey.Quit, "menu-quit")


def _file_items(w: MainWindow, game: QMenu) -> None:
    """Game ▸ Open…, Save… and Export history…, after a separator."""
    game.addSeparator()
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&Open…"),
        w.files.ask_open_game,
        QKeySequence.StandardKey.Open,
        "menu-open",
    )
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&Save…"),
        w.files.ask_save_game,
        QKeySequence.StandardKey.Save,
        "menu-save",
    )
    add(
        w,
        game,
        QCoreApplication.translate("MainWindow", "&Export history…"),
        w.files.ask_export_history,
        None,
        "menu-export",
    )


def _view_menu(w: MainWindow, view: QMenu) -> None:
    s = w.settings
    w.deck_choices = choices(
        w, view.addMenu(QCoreApplication.translate("MainWindow", "&Deck")), DECKS, s.deck_style, w.set_deck
    )
    w.back_choices = choices(
        w, view.addMenu(QCoreApplication.translate("MainWindow", "Card &back")), BACKS, s.card_back, w.set_back
    )
    w.pace_choices = choices(
        w,
        view.addMenu(QCoreApplication.translate("MainWindow", "&Animation speed")),
        SPEEDS,
        s.animation,
        w.set_animation,
    )
    w.theme_choices = choices(
        w, view.addMenu(QCoreApplication.translate("MainWindow", "&Theme")), THEMES, s.theme, w.set_theme
    )
    w.cloth_choices = choices(
        w, view.addMenu(QCoreApplication.translate("MainWindow", "C&loth")), CLOTHS, s.cloth, w.set_cloth
    )
    w.sound_action = toggle(
        w, view, QCoreApplication.translate("MainWindow", "&Sound"), s.sound, w._toggle_sound, "menu-sound"
    )
    w.hints_action = toggle(
        w, view, QCoreApplication.translate("MainWindow", "Learner &hints"), s.hints, w._toggle_hints, "menu-hints"
    )
    toggle(w, view, QCoreApplication.translate("MainWindow", "Allow &undo"), s.undo, w._toggle_undo, "menu-allow-undo")
    claim = toggle(
        w,
        view,
        QCoreApplication.translate("MainWindow", "Auto-&claim"),
        s.auto_claim,
        w._toggle_auto_claim,
        "menu-auto-claim",
    )
    claim.setToolTip(texts.t(AUTO_CLAIM_HELP))
    claim.setStatusTip(texts.t(AUTO_CLAIM_HELP))
    w.claim_action = claim


def play_online(w: MainWindow) -> None:
    """Game > Play a friend online… (loaded when first asked for: matrix-nio is optional)."""
    from .online_window import play_online as open_dialog

    open_dialog(w)


def review(w: MainWindow) -> None:
    """Game > Review a hand…: the expert's review of the match's hands (loaded when first asked for)."""
    from .reviewview import open_review

    open_review(w)


def add(w: MainWindow, menu: Any, text: str, slot: Any, shortcut: Any, name: str) -> QAction:
    action = QAction(text, w)
    w._menu_objects.append(action)
    action.setObjectName(name)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def toggle(w: MainWindow, menu: Any, text: str, on: bool, slot: Any, name: str) -> QAction:
    """A checkable menu entry; its toggled signal applies and saves the setting."""
    action = add(w, menu, text, lambda: None, None, name)
    action.setCheckable(True)
    action.setChecked(on)
    action.toggled.connect(slot)
    return action


def choices(w: MainWindow, menu: Any, options: dict[str, str], current: str, setter: Any) -> QActionGroup:
    group = QActionGroup(w)
    w._menu_objects.append(group)
    for key, title in options.items():
        action = QAction(option_words(title), w)
        w._menu_objects.append(action)
        action.setData(key)
        action.setCheckable(True)
        action.setChecked(key == current)
        action.triggered.connect(lambda _=False, k=key: setter(k))
        group.addAction(action)
        menu.addAction(action)
    return group


def tick(group: QActionGroup, key: str) -> None:
    """Tick the menu choice for ``key`` (the choice may have been made elsewhere, in Preferences)."""
    for action in group.actions():
        action.setChecked(action.data() == key)

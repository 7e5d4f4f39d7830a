"""The main window's settings that take effect at once (the View menu, Preferences): each setter
keeps the choice in the settings, applies it to the table and the controller, ticks its menu
entry and saves. A part of ``MainWindow`` (a mixin), kept apart from its window and menus."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QWidget

from cardtable.engine.rules import resolve_rules
from cardtable.settings import aids_on

from . import texts
from .dialogs import MATCH_LENGTH, table_rules
from .focus import after_dialog
from .menus import tick
from .theme import CLOTHS as CLOTH_COLOURS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QScrollArea, QStatusBar

    from cardtable.settings import Settings

    from .cardimages import CardImages
    from .controller import GameController
    from .sounds import Sounds
    from .table import TableWidget


class ViewSettings:
    settings: Settings
    controller: GameController | None
    table: TableWidget | None
    images: CardImages
    sounds: Sounds
    table_scroll: QScrollArea
    deck_choices: QActionGroup
    back_choices: QActionGroup
    pace_choices: QActionGroup
    theme_choices: QActionGroup
    cloth_choices: QActionGroup
    sound_action: QAction
    hints_action: QAction
    claim_action: QAction
    save: Callable[[], None]
    show_undo_state: Callable[[], None]
    statusBar: Callable[[], QStatusBar]

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

    def apply_to_table(self, table: TableWidget) -> None:
        """A new table in the settings' looks."""
        s = self.settings
        table.animation = s.animation
        table.hints = s.hints
        table.set_one_click(s.one_click)
        table.cloth = s.cloth
        table.set_contrast(s.contrast)
        table.set_card_size(s.card_size)
        table.keep_in_view = self._keep_in_view
        self._apply_learning(table)

    def _apply_learning(self, table: TableWidget) -> None:
        """Preferences ▸ Learning on the table: the score panel's aids, the Hint button."""
        from PySide6.QtCore import QObject

        s = self.settings
        table.score.learn_played, table.score.learn_points = s.learn_played, s.learn_points
        desk = table.findChild(QObject, "hint-desk")
        if desk is not None:
            desk.update_offer()  # type: ignore[attr-defined]

    def set_language(self, language: str) -> None:
        """Preferences: the player's language, applied at once (the open window relabels itself)."""
        from .i18n import set_language

        self.settings.language = language  # type: ignore[assignment]
        set_language(language)
        self.save()

    def set_deck(self, style: str) -> None:
        self.settings.deck_style = style  # type: ignore[assignment]
        self.images.set_style(style)
        if hasattr(self, "deck_choices"):
            tick(self.deck_choices, style)  # also when the New game dialog chose the deck
        if self.controller is not None:
            self.controller.deck_style = style
        if self.table is not None:
            self.table.reword()  # the status line and the summary in the new deck's card names
        self.save()

    def set_back(self, back: str) -> None:
        self.settings.card_back = back  # type: ignore[assignment]
        tick(self.back_choices, back)
        self.images.back = back
        self.images.clear()
        if self.table is not None:
            self.table.refresh()
            self.table.repaint_cards()
        self.save()

    def set_theme(self, theme: str) -> None:
        from PySide6.QtWidgets import QApplication

        from .theme import apply_theme

        self.settings.theme = theme  # type: ignore[assignment]
        tick(self.theme_choices, theme)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self.save()

    def set_cloth(self, cloth: str) -> None:
        self.settings.cloth = cloth  # type: ignore[assignment]
        tick(self.cloth_choices, cloth)
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

    def set_animation(self, pace: str) -> None:
        self.settings.animation = pace  # type: ignore[assignment]
        tick(self.pace_choices, pace)
        if self.controller is not None:
            self.controller.pace = pace
        if self.table is not None:
            self.table.animation = pace
        self.save()

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
        self.show_undo_state()

    def _toggle_auto_claim(self, on: bool) -> None:
        self.settings.auto_claim = on
        if self.controller is not None:
            self.controller.auto_claim = on
        self.save()

    def preferences(self) -> None:
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self.apply_setting, self)  # type: ignore[arg-type]
        after_dialog(self, dialog.exec())  # type: ignore[arg-type]

    def apply_setting(self, name: str, value: Any) -> None:
        """One setting changed in Preferences: apply it now, as the View menu would."""
        setters: dict[str, Callable[[Any], None]] = {
            "language": self.set_language,
            "deck_style": self.set_deck,
            "card_back": self.set_back,
            "animation": self.set_animation,
            "theme": self.set_theme,
            "cloth": self.set_cloth,
            "card_size": self.set_card_size,
            "contrast": self.set_contrast,
            "one_click": self.set_one_click,
        }
        toggles = {"sound": self.sound_action, "hints": self.hints_action, "auto_claim": self.claim_action}
        if name in setters:
            setters[name](value)
        elif name in toggles:
            toggles[name].setChecked(value)  # its toggled signal applies and saves it
        else:
            setattr(self.settings, name, value)
            self.apply_to_controller()
            if self.table is not None:
                self.table.confirm_close = self.settings.confirm_close
                self._apply_learning(self.table)
                self.table.refresh()
            self.save()

    def apply_to_controller(self) -> None:
        """The settings the controller follows during a match (the trick pause, hot-seat names)."""
        c = self.controller
        if c is not None:
            c.trick_pause = self.settings.trick_pause
            c.hotseat_specials = self.settings.hotseat_specials
            c.explain = self.settings.learn_explain
            c.set_aids(aids_on(self.settings))
            if c.hotseat:
                c.names = self._names()

    def _names(self) -> dict[int, str]:
        names = texts.hotseat_names(self.settings.player_names)
        return {seat: names[seat] for seat in (0, 1)}

"""The new-game dialog: game, preset, every rule toggle with its one-line explanation, deck and
opponent."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import GAMES, rule_options
from cardtable.engine.rules import PRESETS, resolve_rules

#: A rule toggle's row in the dialog: the name players use, with the rule id beside it.
RULE_ROW = "{title} ({rule})"
RULE_TOOLTIP = "{rule}: {help}"
GAME_TITLES = {name: spec.title for name, spec in GAMES.items()}
DECKS = {"french": "French", "french4": "French, four colours", "tell": "William Tell"}
LEVELS = {"easy": "Easy", "medium": "Medium", "strong": "Strong", "random": "Random (for testing)",
          "hotseat": "Another person (hot-seat)"}


class NewGameDialog(QDialog):
    def __init__(self, game: str, preset: str, rules: dict[str, Any], deck: str, level: str,
                 parent: QWidget | None = None, names: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle("New game")
        self.setAccessibleName("new game")
        self.game = self._combo("game", GAME_TITLES, game)
        self.preset = self._combo("preset", {}, "")
        self.deck = self._combo("deck", DECKS, deck)
        self.level = self._combo("level", LEVELS, level)
        self.toggles_box = QWidget(self)
        self.toggles = QFormLayout(self.toggles_box)
        self.widgets: dict[str, Any] = {}
        form = QFormLayout()
        form.addRow("Game", self.game)
        form.addRow("Rules", self.preset)
        form.addRow("Deck", self.deck)
        form.addRow("Opponent", self.level)
        given = list(names or []) + ["Player 1", "Player 2"]
        self.name_edits = []
        for seat in (0, 1):
            edit = QLineEdit(given[seat], self)
            edit.setObjectName(f"name-{seat}")
            edit.setMaxLength(24)
            edit.setAccessibleName(f"name of player {seat + 1}")
            self.name_edits.append(edit)
            form.addRow(f"Player {seat + 1}", edit)
        self._form = form
        self.level.currentIndexChanged.connect(self._level_changed)
        self._level_changed()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # always as tall as the game needs
        layout.addLayout(form)
        layout.addWidget(QLabel("<b>Rule variants</b>", self))
        layout.addWidget(self.toggles_box)
        layout.addWidget(buttons)
        self._initial = (preset, dict(rules))
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self._game_changed()

    def _combo(self, name: str, options: dict[str, str], current: str) -> QComboBox:
        """A named choice whose items carry their keys as data."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        for key, title in options.items():
            combo.addItem(title, key)
        if current in options:
            combo.setCurrentIndex(list(options).index(current))
        return combo

    def _game_changed(self) -> None:
        game = self.game.currentData()
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in PRESETS[game]:
            self.preset.addItem(name.capitalize(), name)
        preset, _ = self._initial
        if preset in PRESETS[game]:
            self.preset.setCurrentIndex(list(PRESETS[game]).index(preset))
        self.preset.blockSignals(False)
        while self.toggles.rowCount():
            self.toggles.removeRow(0)
        self.widgets = {}
        for option in rule_options(game):
            if option.type == "bool":
                widget: Any = QCheckBox(option.help[:1].upper() + option.help[1:], self.toggles_box)
            elif option.type == "choice":
                widget = QComboBox(self.toggles_box)
                for choice in option.choices or ():
                    widget.addItem(str(choice), choice)
            else:
                widget = QSpinBox(self.toggles_box)
                widget.setRange(option.minimum or 0, 999)
            widget.setObjectName(f"rule-{option.name}")
            widget.setToolTip(RULE_TOOLTIP.format(rule=option.rule, help=option.help))
            widget.setAccessibleName(option.title)
            self.toggles.addRow(RULE_ROW.format(title=option.title, rule=option.rule), widget)
            self.widgets[option.name] = widget
        for name, widget in self.widgets.items():
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(lambda _on, name=name: self._toggle_changed(name))
        self._preset_changed()
        _, rules = self._initial
        self._set_values({k: v for k, v in rules.items() if k in self.widgets})
        self.adjustSize()  # no gaps left from a game with more variants

    def _level_changed(self) -> None:
        """The players' names matter only when two people share the screen."""
        hotseat = self.level.currentData() == "hotseat"
        for edit in self.name_edits:
            self._form.setRowVisible(edit, hotseat)
        self.adjustSize()

    def names(self) -> list[str]:
        return [edit.text().strip() or f"Player {seat + 1}" for seat, edit in enumerate(self.name_edits)]

    def _toggle_changed(self, name: str) -> None:
        """A number whose default follows a toggle (H-13: Cumulative plays to 50, not 7) moves with it,
        unless the player has set it to something else."""
        game = self.game.currentData()
        values = self.values()[2]
        before = dict(values, **{name: not values[name]})
        for key, widget in self.widgets.items():
            if not isinstance(widget, QSpinBox):
                continue
            old = resolve_rules(game, {k: v for k, v in before.items() if k != key}).toggles()[key]
            new = resolve_rules(game, {k: v for k, v in values.items() if k != key}).toggles()[key]
            if old != new and widget.value() == old:
                widget.setValue(int(new))

    def _preset_changed(self) -> None:
        game = self.game.currentData()
        preset = self.preset.currentData() or "standard"
        self._set_values(resolve_rules(game, preset).toggles())

    def _set_values(self, values: dict[str, Any]) -> None:
        for name, value in values.items():
            widget = self.widgets.get(name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))

    def values(self) -> tuple[str, str, dict[str, Any], str, str]:
        """(game, preset, rule toggles, deck style, level)."""
        rules: dict[str, Any] = {}
        for name, widget in self.widgets.items():
            if isinstance(widget, QCheckBox):
                rules[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                rules[name] = widget.currentData()
            else:
                rules[name] = widget.value()
        return self.game.currentData(), self.preset.currentData(), rules, self.deck.currentData(), \
            self.level.currentData()

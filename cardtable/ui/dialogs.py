"""The new-game dialog: game, preset, every rule toggle with its one-line explanation, deck and
opponent."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import GAMES, rule_options
from cardtable.engine.rules import PRESETS, resolve_rules

from .i18n import QT_TRANSLATE_NOOP
from .screenfit import keep_on_screen
from .texts import game_title, hotseat_names, translate

RULE_TOOLTIP = "{rule}: {help}"
# (Not right after the imports: pyside6-lupdate drops a note that follows "import ... translate".)
#: A rule toggle's row in the dialog: the name players use, with the rule id beside it.
RULE_ROW = QT_TRANSLATE_NOOP("NewGameDialog", "{title} ({rule})")
GAME_TITLES = {name: spec.title for name, spec in GAMES.items()}
DECKS = {
    "french": QT_TRANSLATE_NOOP("settings", "French"),
    "french4": QT_TRANSLATE_NOOP("settings", "French, four colours"),
    "tell": QT_TRANSLATE_NOOP("settings", "William Tell"),
}
LEVELS = {
    "easy": QT_TRANSLATE_NOOP("settings", "Easy"),
    "medium": QT_TRANSLATE_NOOP("settings", "Medium"),
    "strong": QT_TRANSLATE_NOOP("settings", "Strong"),
    "expert": QT_TRANSLATE_NOOP("settings", "Expert"),
    "random": QT_TRANSLATE_NOOP("settings", "Random (for testing)"),
    "hotseat": QT_TRANSLATE_NOOP("settings", "Another person (hot-seat)"),
}
# The opponents a player is offered: "random" (moves at random) is for tests and demos only, on the
# command line (``--level random``); LEVELS still names it where a match against it is shown.
OPPONENTS = {key: title for key, title in LEVELS.items() if key != "random"}
# B-2: the match length the table proposes where the player has not chosen one. The players agree
# on it before they start, and the engine's "no limit" never ended (no winner, no match-over
# screen). A pot is won in nearly every deal, so the first to 5 pots plays about 7 deals (5 to 9),
# 10-15 minutes: long enough that one lucky deal does not decide it. "No limit" stays possible.
MATCH_LENGTH: dict[str, dict[str, Any]] = {
    name: {spec.length_toggle: 5} for name, spec in GAMES.items() if spec.length_toggle is not None
}


def table_rules(game: str, preset: str) -> dict[str, Any]:
    """A preset's toggles as the table offers them: with the match length it proposes."""
    return {**resolve_rules(game, preset).toggles(), **MATCH_LENGTH.get(game, {})}


PRESET_NAMES = {
    "standard": QT_TRANSLATE_NOOP("settings", "Standard"),
    "tournament": QT_TRANSLATE_NOOP("settings", "Tournament"),
    "tavern": QT_TRANSLATE_NOOP("settings", "Tavern"),
    "short": QT_TRANSLATE_NOOP("settings", "Short"),
    "classic": QT_TRANSLATE_NOOP("settings", "Classic"),
    "house": QT_TRANSLATE_NOOP("settings", "House"),
}


def option_words(text: str) -> str:
    """A setting's name in the player's language."""
    return translate("settings", text)


def rule_words(text: str) -> str:
    """A rule toggle's title or explanation (engine words, listed in engine_words.py) in the player's language."""
    return translate("rules", text)


class NewGameDialog(QDialog):
    def __init__(
        self,
        game: str,
        preset: str,
        rules: dict[str, Any],
        deck: str,
        level: str,
        parent: QWidget | None = None,
        names: list[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("new game"))
        self.game = self._combo("game", {key: game_title(key) for key in GAME_TITLES}, game)
        self.preset = self._combo("preset", {}, "")
        self.deck = self._combo("deck", DECKS, deck)
        self.level = self._combo("level", OPPONENTS, level)
        self.toggles_box = QWidget(self)
        self.toggles = QFormLayout(self.toggles_box)
        # Each rule's name above its field: a long name (Russian, Dutch, Spanish) never squeezes the help text.
        self.toggles.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.widgets: dict[str, Any] = {}
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Rules"), self.preset)
        form.addRow(self.tr("Deck"), self.deck)
        form.addRow(self.tr("Opponent"), self.level)
        self._add_name_fields(form, names)
        self._form = form
        self.level.currentIndexChanged.connect(self._level_changed)
        self._level_changed()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel("<b>" + self.tr("Rule variants") + "</b>", self))
        layout.addWidget(self._variants_scroll(), 1)
        layout.addWidget(buttons)
        self._initial = (preset, dict(rules))
        # what the player chose for a game before switching to another: it is there on coming back
        self._chosen: dict[str, tuple[str, dict[str, Any]]] = {}
        self._shown: str | None = None
        # every game's variants measured once, so that the dialog keeps one size when the game changes
        self._heights = {key: self._variants_height(key) for key in GAME_TITLES}
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self._game_changed()

    def _add_name_fields(self, form: QFormLayout, names: list[str] | None) -> None:
        """The hot-seat players' names, shown when the opponent is a person."""
        given = hotseat_names(list(names or []))
        self.name_edits = []
        for seat in (0, 1):
            edit = QLineEdit(given[seat], self)
            edit.setObjectName(f"name-{seat}")
            edit.setMaxLength(24)
            edit.setAccessibleName(self.tr("name of player {n}").format(n=seat + 1))
            self.name_edits.append(edit)
            form.addRow(self.tr("Player {n}").format(n=seat + 1), edit)

    def _variants_scroll(self) -> QScrollArea:
        """The variants scroll when the screen is small (200 % on a laptop); their help texts wrap."""
        self.toggles_scroll = QScrollArea(self)
        self.toggles_scroll.setWidgetResizable(True)
        self.toggles_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.toggles_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toggles_scroll.setWidget(self.toggles_box)
        return self.toggles_scroll

    def _combo(self, name: str, options: dict[str, str], current: str) -> QComboBox:
        """A named choice whose items carry their keys as data."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        for key, title in options.items():
            combo.addItem(option_words(title) if name != "game" else title, key)
        if current in options:
            combo.setCurrentIndex(list(options).index(current))
        return combo

    def _game_changed(self) -> None:
        if self._shown is not None:
            self._chosen[self._shown] = (self.preset.currentData(), self.values()[2])
        game = self.game.currentData()
        preset, rules = self._chosen.get(game, self._initial)
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in PRESETS[game]:
            self.preset.addItem(option_words(PRESET_NAMES[name]) if name in PRESET_NAMES else name.capitalize(), name)
        if preset in PRESETS[game]:
            self.preset.setCurrentIndex(list(PRESETS[game]).index(preset))
        self.preset.blockSignals(False)
        self._build_rows(game)
        for name, widget in self.widgets.items():
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(lambda _on, name=name: self._toggle_changed(name))
        self._preset_changed()
        self._set_values({k: v for k, v in rules.items() if k in self.widgets})
        self._shown = game
        self._fit()  # no gaps left from a game with more variants, and never off the screen

    def _build_rows(self, game: str) -> None:
        """One row per variant of ``game``: its name and rule id over its field and help text."""
        while self.toggles.rowCount():
            self.toggles.removeRow(0)
        self.widgets = {}
        for option in rule_options(game):
            words = rule_words(option.help)
            widget: Any
            if option.type == "bool":
                widget = QCheckBox(self.toggles_box)
                field = _wrapped_check(widget, words[:1].upper() + words[1:], self.toggles_box)
            else:
                if option.type == "choice":
                    widget = _ScrollingCombo(self.toggles_box)
                    for choice in option.choices or ():
                        widget.addItem(str(choice), choice)
                else:
                    widget = _ScrollingSpin(self.toggles_box)
                    widget.setRange(option.minimum or 0, 999)
                    if not option.minimum:  # B-2: 0 pots or deals means no limit; S-6: a stake of 0 is off
                        widget.setSpecialValueText(
                            option_words("Off") if option.name == "stake" else self.tr("no limit")
                        )
                field = _with_help(widget, words[:1].upper() + words[1:], self.toggles_box)
            widget.setObjectName(f"rule-{option.name}")
            widget.setToolTip(RULE_TOOLTIP.format(rule=option.rule, help=words))
            widget.setAccessibleName(rule_words(option.title))
            label = QLabel(
                "<b>" + self.tr(RULE_ROW).format(title=rule_words(option.title), rule=option.rule) + "</b>",
                self.toggles_box,
            )
            self.toggles.addRow(label, field)
            # Shown now, not when the event loop gets to it, so that ``_fit`` measures these rows.
            label.show()
            field.show()
            self.widgets[option.name] = widget

    def _variants_width(self) -> int:
        screen = self.screen()
        return min(640, int(screen.availableGeometry().width() * 0.95)) if screen is not None else 640

    def _variants_height(self, game: str) -> int:
        """The height ``game``'s variants take at the dialog's width."""
        self._build_rows(game)
        width = self._variants_width()
        self.toggles_box.setFixedWidth(width - 40)
        # Measure the rows just added: the layout has not yet been laid out, and the wrapped help
        # texts need their height at this width, which a plain size hint does not give.
        self.toggles.invalidate()
        self.toggles.activate()
        # A wrapped text's plain size hint is its height at a narrower width (taller), which left a
        # gap under the last variant: at the box's own width its height is the one to take.
        if self.toggles.hasHeightForWidth():
            return int(self.toggles.totalHeightForWidth(width - 40))
        return int(self.toggles.totalSizeHint().height())

    def _level_changed(self) -> None:
        """The players' names matter only when two people share the screen."""
        hotseat = self.level.currentData() == "hotseat"
        for edit in self.name_edits:
            self._form.setRowVisible(edit, hotseat)
        if hasattr(self, "toggles_scroll"):
            self._fit()

    def _fit(self) -> None:
        """As tall as the game with most variants needs (one size for every game), but within the
        screen's available area."""
        screen = self.screen()
        avail = screen.availableGeometry() if screen is not None else None
        width = self._variants_width()
        self.toggles_box.setFixedWidth(width - 40)
        content = max(self._heights.values())
        room = int(avail.height() * 0.9) - 260 if avail is not None else content
        self.toggles_scroll.setFixedHeight(max(80, min(content, room)))
        self.setFixedWidth(width)
        self.adjustSize()  # an open dialog may grow: resizeEvent keeps it on the screen

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        keep_on_screen(self)  # an open dialog grown by another game's variants grows downwards

    def names(self) -> list[str]:
        return [
            edit.text().strip() or self.tr("Player {n}").format(n=seat + 1) for seat, edit in enumerate(self.name_edits)
        ]

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
        self._set_values(table_rules(game, preset))

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
        return (
            self.game.currentData(),
            self.preset.currentData(),
            rules,
            self.deck.currentData(),
            self.level.currentData(),
        )


class _WheelOnceChosen:
    """For a variant's box: the mouse wheel scrolls the list past it, and changes the box only
    once it has been clicked or tabbed to (a wheel turned over it changed a rule unseen)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)  # type: ignore[call-arg]
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # type: ignore[attr-defined]

    def wheelEvent(self, event: Any) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()  # to the scroll area


class _ScrollingCombo(_WheelOnceChosen, QComboBox):
    """A choice among the variants (``_WheelOnceChosen``)."""


class _ScrollingSpin(_WheelOnceChosen, QSpinBox):
    """A number among the variants (``_WheelOnceChosen``)."""


class _ClickLabel(QLabel):
    """A wrapped label that ticks its checkbox when clicked, as a checkbox's own text would."""

    def __init__(self, text: str, box: QCheckBox, parent: QWidget) -> None:
        super().__init__(text, parent)
        self.box = box
        self.setWordWrap(True)

    def mousePressEvent(self, event: Any) -> None:
        self.box.toggle()


def _with_help(field: QWidget, text: str, parent: QWidget) -> QWidget:
    """A choice or a number with its help text beside it, wrapped, as a checkbox has its own."""
    row = QWidget(parent)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    field.setParent(row)
    field.setAccessibleDescription(text)
    layout.addWidget(field, 0, Qt.AlignmentFlag.AlignTop)
    help_text = QLabel(text, row)
    help_text.setWordWrap(True)
    help_text.setBuddy(field)
    layout.addWidget(help_text, 1)
    return row


def _wrapped_check(box: QCheckBox, text: str, parent: QWidget) -> QWidget:
    """A checkbox with a help text that wraps (a checkbox's own text cannot)."""
    row = QWidget(parent)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    box.setParent(row)
    box.setAccessibleDescription(text)
    layout.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
    layout.addWidget(_ClickLabel(text, box, row), 1)
    return row

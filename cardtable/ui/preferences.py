"""Preferences: every setting in one dialog, applied at once as it changes (the platform's
Settings/Preferences menu role). The window does the applying; this dialog only asks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from cardtable.settings import Settings

from .access import SIZE_NAMES, WORDS
from .dialogs import DECKS, option_words
from .i18n import LANGUAGES, QT_TRANSLATE_NOOP
from .texts import hotseat_names, names_to_keep

BACKS = {
    "classic-red": QT_TRANSLATE_NOOP("settings", "Classic red"),
    "blue-lattice": QT_TRANSLATE_NOOP("settings", "Blue lattice"),
    "tell-ornament": QT_TRANSLATE_NOOP("settings", "Tell ornament"),
}
SPEEDS = {
    "off": QT_TRANSLATE_NOOP("settings", "Off"),
    "fast": QT_TRANSLATE_NOOP("settings", "Fast"),
    "normal": QT_TRANSLATE_NOOP("settings", "Normal"),
    "slow": QT_TRANSLATE_NOOP("settings", "Slow"),
}
PAUSES = {
    "short": QT_TRANSLATE_NOOP("settings", "A moment"),
    "long": QT_TRANSLATE_NOOP("settings", "A little longer"),
    "click": QT_TRANSLATE_NOOP("settings", "Until I click or play on"),
}
THEMES = {
    "system": QT_TRANSLATE_NOOP("settings", "Like the system"),
    "light": QT_TRANSLATE_NOOP("settings", "Light"),
    "dark": QT_TRANSLATE_NOOP("settings", "Dark"),
}
CLOTHS = {
    "green": QT_TRANSLATE_NOOP("settings", "Green"),
    "blue": QT_TRANSLATE_NOOP("settings", "Blue"),
    "red": QT_TRANSLATE_NOOP("settings", "Red"),
    "grey": QT_TRANSLATE_NOOP("settings", "Grey"),
}


# Preferences ▸ Learning, in the order shown (settings fields).
LEARNING = ("learn_played", "learn_points", "learn_hint", "learn_explain")


class PreferencesDialog(QDialog):
    """``apply(name, value)`` is called for each change, with the settings field's name. A language
    switched here relabels the dialog at once (``retranslate``), as it does the table."""

    def __init__(self, settings: Settings, apply: Callable[[str, Any], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        self.apply = apply
        self._combos: dict[str, tuple[QComboBox, dict[str, str], bool]] = {}
        self._checks: dict[str, QCheckBox] = {}
        self.form = form = QFormLayout(self)
        self._row(
            self._combo("language", {"system": "Like the system", **LANGUAGES}, settings.language, translated=False)
        )
        self._row(self._combo("deck_style", DECKS, settings.deck_style))
        self._row(self._combo("card_back", BACKS, settings.card_back))
        self._row(self._combo("animation", SPEEDS, settings.animation))
        self._row(self._combo("trick_pause", PAUSES, settings.trick_pause))
        self._row(self._combo("theme", THEMES, settings.theme))
        self._row(self._combo("cloth", CLOTHS, settings.cloth))
        self._row(self._combo("card_size", SIZE_NAMES, settings.card_size))
        for name in ("one_click", "contrast", "sound", "hints", "auto_claim", "confirm_close", "hotseat_specials"):
            form.addRow(self._check(name, getattr(settings, name)))
        form.addRow(self._learning(settings))
        names = hotseat_names(settings.player_names)
        self._defaults_shown = hotseat_names([])  # "Player 1" in the language the fields were filled in
        self.name_edits = []
        for seat in (0, 1):
            edit = QLineEdit(names[seat], self)
            edit.setObjectName(f"pref-name-{seat}")
            edit.setMaxLength(24)
            edit.editingFinished.connect(self._names_changed)
            self.name_edits.append(edit)
            self._row(edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.accept)
        form.addRow(buttons)
        self.retranslate()

    def _learning(self, settings: Settings) -> QGroupBox:
        """Preferences ▸ Learning: the learning aids, each off by default but the Hint button."""
        self.learning = QGroupBox(self)
        self.learning.setObjectName("pref-learning")
        column = QVBoxLayout(self.learning)
        for name in LEARNING:
            column.addWidget(self._check(name, getattr(settings, name)))
        return self.learning

    def _row(self, field: QWidget) -> None:
        """A row with a label of its own, worded by ``retranslate``; its letter goes to the field."""
        label = QLabel(self)
        label.setBuddy(field)
        self.form.addRow(label, field)

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the dialog in the language now in use (also while it is open)."""
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("preferences"))
        labels = {
            "language": self.tr("&Language"),
            "deck_style": self.tr("&Deck"),
            "card_back": self.tr("Card &back"),
            "animation": self.tr("&Animation speed"),
            "trick_pause": self.tr("A finished &trick stays"),
            "theme": self.tr("T&heme"),
            "cloth": self.tr("&Cloth"),
            "card_size": WORDS["card_size"],
        }
        for name, (combo, options, translated) in self._combos.items():
            self._label(combo, labels[name])
            for i, (key, title) in enumerate(options.items()):
                combo.setItemText(
                    i, option_words(title) if translated else self.tr("Like the system") if key == "system" else title
                )
        checks = {
            "one_click": self.tr("Play a card with &one click (Bura: a click picks it for the group)"),
            "contrast": WORDS["contrast"],
            "sound": self.tr("&Sound"),
            "hints": self.tr("&Learner hints (your points this hand, unplayable cards dimmed)"),
            "auto_claim": self.tr("Auto-claim &66 or declare 31 when right"),
            "confirm_close": self.tr("Ask before &closing the stock"),
            "hotseat_specials": self.tr("Hot-seat Bura: show a special hand at once (else keep it)"),
            "learn_played": self.tr("Show the cards &played, by suit"),
            "learn_points": self.tr("Show both players' poi&nts"),
            "learn_hint": self.tr("Show the Hint button (&key H)"),
            "learn_explain": self.tr("&Explain the computer's play"),
        }
        for name, box in self._checks.items():
            box.setText(checks[name])
        self.learning.setTitle(self.tr("Learning"))
        marked = self.tr("A learning aid: the hands played with it on are marked in the statistics.")
        for name in LEARNING:
            self._checks[name].setToolTip(marked)
        self._checks["learn_hint"].setToolTip(
            self.tr("A learning aid: the hands where you ask for a hint are marked in the statistics.")
        )
        defaults = hotseat_names([])
        for seat, edit in enumerate(self.name_edits):
            self._label(edit, self.tr("Player &{n} (hot-seat)").format(n=seat + 1))
            if edit.text().strip() == self._defaults_shown[seat]:  # a default name follows the language
                edit.setText(defaults[seat])
        self._defaults_shown = defaults

    def _label(self, field: QWidget, text: str) -> None:
        """A row's label, never narrower than its words (Tema, Tapete)."""
        label = self.form.labelForField(field)
        if isinstance(label, QLabel):
            label.setText(text)
            label.setMinimumWidth(0)
            label.setMinimumWidth(label.sizeHint().width() + label.fontMetrics().averageCharWidth())

    def _combo(self, name: str, options: dict[str, str], current: str, translated: bool = True) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(f"pref-{name}")
        for key, title in options.items():
            box.addItem(title, key)
        box.setCurrentIndex(max(0, box.findData(current)))
        box.currentIndexChanged.connect(lambda _=0: self.apply(name, box.currentData()))
        self._combos[name] = (box, options, translated)
        return box

    def _check(self, name: str, on: bool) -> QCheckBox:
        box = QCheckBox(self)
        box.setObjectName(f"pref-{name}")
        box.setChecked(on)
        box.toggled.connect(lambda value: self.apply(name, value))
        self._checks[name] = box
        return box

    def _names_changed(self) -> None:
        self.apply("player_names", names_to_keep([edit.text() for edit in self.name_edits]))

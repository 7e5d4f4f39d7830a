"""Preferences: every setting in one dialog, applied at once as it changes (the platform's
Settings/Preferences menu role). The window does the applying; this dialog only asks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from cardtable.settings import Settings

from .access import SIZE_NAMES, WORDS

DECKS = {"french": "French", "french4": "French, four colours", "tell": "William Tell"}
BACKS = {"classic-red": "Classic red", "blue-lattice": "Blue lattice", "tell-ornament": "Tell ornament"}
SPEEDS = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
PAUSES = {"short": "A moment", "long": "A little longer", "click": "Until I click or play on"}
THEMES = {"system": "Like the system", "light": "Light", "dark": "Dark"}
CLOTHS = {"green": "Green", "blue": "Blue", "red": "Red", "grey": "Grey"}


class PreferencesDialog(QDialog):
    """``apply(name, value)`` is called for each change, with the settings field's name."""

    def __init__(self, settings: Settings, apply: Callable[[str, Any], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        self.setWindowTitle("Preferences")
        self.setAccessibleName("preferences")
        self.apply = apply
        form = QFormLayout(self)
        form.addRow("&Deck", self._combo("deck_style", DECKS, settings.deck_style))
        form.addRow("Card &back", self._combo("card_back", BACKS, settings.card_back))
        form.addRow("&Animation speed", self._combo("animation", SPEEDS, settings.animation))
        form.addRow("A finished &trick stays", self._combo("trick_pause", PAUSES, settings.trick_pause))
        form.addRow("T&heme", self._combo("theme", THEMES, settings.theme))
        form.addRow("&Cloth", self._combo("cloth", CLOTHS, settings.cloth))
        form.addRow(WORDS["card_size"], self._combo("card_size", SIZE_NAMES, settings.card_size))
        form.addRow(self._check("contrast", WORDS["contrast"], settings.contrast))
        form.addRow(self._check("sound", "&Sound", settings.sound))
        form.addRow(self._check("hints", "&Learner hints (running points, unplayable cards dimmed)", settings.hints))
        form.addRow(self._check("auto_claim", "Auto-claim &66 or declare 31 when right", settings.auto_claim))
        form.addRow(self._check("confirm_close", "Ask before &closing the stock", settings.confirm_close))
        form.addRow(self._check("hotseat_specials", "Hot-seat Bura: show a special hand at once (else keep it)",
                                settings.hotseat_specials))
        names = list(settings.player_names) + ["Player 1", "Player 2"][len(settings.player_names):]
        self.name_edits = []
        for seat in (0, 1):
            edit = QLineEdit(names[seat], self)
            edit.setObjectName(f"pref-name-{seat}")
            edit.setMaxLength(24)
            edit.editingFinished.connect(self._names_changed)
            self.name_edits.append(edit)
            form.addRow(f"Player &{seat + 1} (hot-seat)", edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.accept)
        form.addRow(buttons)

    def _combo(self, name: str, options: dict[str, str], current: str) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(f"pref-{name}")
        for key, title in options.items():
            box.addItem(title, key)
        box.setCurrentIndex(max(0, box.findData(current)))
        box.currentIndexChanged.connect(lambda _=0: self.apply(name, box.currentData()))
        return box

    def _check(self, name: str, text: str, on: bool) -> QCheckBox:
        box = QCheckBox(text, self)
        box.setObjectName(f"pref-{name}")
        box.setChecked(on)
        box.toggled.connect(lambda value: self.apply(name, value))
        return box

    def _names_changed(self) -> None:
        names = [edit.text().strip() or f"Player {seat + 1}" for seat, edit in enumerate(self.name_edits)]
        self.apply("player_names", names)

"""Preferences: every setting in one dialog, applied at once as it changes (the platform's
Settings/Preferences menu role). The window does the applying; this dialog only asks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from cardtable.settings import Settings

from .access import SIZE_NAMES, WORDS
from .dialogs import DECKS, option_words
from .i18n import LANGUAGES, QT_TRANSLATE_NOOP
from .texts import hotseat_names, names_to_keep

BACKS = {"classic-red": QT_TRANSLATE_NOOP("settings", "Classic red"),
         "blue-lattice": QT_TRANSLATE_NOOP("settings", "Blue lattice"),
         "tell-ornament": QT_TRANSLATE_NOOP("settings", "Tell ornament")}
SPEEDS = {"off": QT_TRANSLATE_NOOP("settings", "Off"), "fast": QT_TRANSLATE_NOOP("settings", "Fast"),
          "normal": QT_TRANSLATE_NOOP("settings", "Normal"), "slow": QT_TRANSLATE_NOOP("settings", "Slow")}
PAUSES = {"short": QT_TRANSLATE_NOOP("settings", "A moment"),
          "long": QT_TRANSLATE_NOOP("settings", "A little longer"),
          "click": QT_TRANSLATE_NOOP("settings", "Until I click or play on")}
THEMES = {"system": QT_TRANSLATE_NOOP("settings", "Like the system"), "light": QT_TRANSLATE_NOOP("settings", "Light"),
          "dark": QT_TRANSLATE_NOOP("settings", "Dark")}
CLOTHS = {"green": QT_TRANSLATE_NOOP("settings", "Green"), "blue": QT_TRANSLATE_NOOP("settings", "Blue"),
          "red": QT_TRANSLATE_NOOP("settings", "Red"), "grey": QT_TRANSLATE_NOOP("settings", "Grey")}


class PreferencesDialog(QDialog):
    """``apply(name, value)`` is called for each change, with the settings field's name."""

    def __init__(self, settings: Settings, apply: Callable[[str, Any], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("preferences"))
        self.apply = apply
        form = QFormLayout(self)
        languages = {"system": self.tr("Like the system"), **LANGUAGES}
        form.addRow(self.tr("&Language"), self._combo("language", languages, settings.language, translated=False))
        form.addRow(self.tr("&Deck"), self._combo("deck_style", DECKS, settings.deck_style))
        form.addRow(self.tr("Card &back"), self._combo("card_back", BACKS, settings.card_back))
        form.addRow(self.tr("&Animation speed"), self._combo("animation", SPEEDS, settings.animation))
        form.addRow(self.tr("A finished &trick stays"), self._combo("trick_pause", PAUSES, settings.trick_pause))
        form.addRow(self.tr("T&heme"), self._combo("theme", THEMES, settings.theme))
        form.addRow(self.tr("&Cloth"), self._combo("cloth", CLOTHS, settings.cloth))
        form.addRow(WORDS["card_size"], self._combo("card_size", SIZE_NAMES, settings.card_size))
        form.addRow(self._check("contrast", WORDS["contrast"], settings.contrast))
        form.addRow(self._check("sound", self.tr("&Sound"), settings.sound))
        form.addRow(self._check("hints", self.tr("&Learner hints (running points, unplayable cards dimmed)"),
                                settings.hints))
        form.addRow(self._check("auto_claim", self.tr("Auto-claim &66 or declare 31 when right"), settings.auto_claim))
        form.addRow(self._check("confirm_close", self.tr("Ask before &closing the stock"), settings.confirm_close))
        form.addRow(self._check("hotseat_specials",
                                self.tr("Hot-seat Bura: show a special hand at once (else keep it)"),
                                settings.hotseat_specials))
        names = hotseat_names(settings.player_names)
        self.name_edits = []
        for seat in (0, 1):
            edit = QLineEdit(names[seat], self)
            edit.setObjectName(f"pref-name-{seat}")
            edit.setMaxLength(24)
            edit.editingFinished.connect(self._names_changed)
            self.name_edits.append(edit)
            form.addRow(self.tr("Player &{n} (hot-seat)").format(n=seat + 1), edit)
        for row in range(form.rowCount()):  # a label never narrower than its words (Tema, Tapete)
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if label is not None:
                label.setMinimumWidth(label.sizeHint().width() + label.fontMetrics().averageCharWidth())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.accept)
        form.addRow(buttons)

    def _combo(self, name: str, options: dict[str, str], current: str, translated: bool = True) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(f"pref-{name}")
        for key, title in options.items():
            box.addItem(option_words(title) if translated else title, key)
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
        self.apply("player_names", names_to_keep([edit.text() for edit in self.name_edits]))

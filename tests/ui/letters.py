"""A stand-in catalogue for the corner-letter tests: it words only the French decks' index letters,
so a test sees a language's letters before the real catalogues have them."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from cardtable.ui import i18n

RUSSIAN = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}


class Letters(QTranslator):
    """A catalogue that words only the corner letters (those it is given)."""

    def __init__(self, letters: dict[str, str]) -> None:
        super().__init__()
        self.letters = letters

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return self.letters.get(source) if context == "cardindex" else None


def speak(code: str, letters: dict[str, str]) -> str:
    """Switch to language ``code`` with a catalogue that gives these letters (``i18n.set_language``)."""
    return i18n.set_language(code, extra=Letters(letters))

"""Access for everyone: what a screen reader hears and the card sizes and contrast a player can ask
for. The words a player reads or hears that this module brings are kept in ``WORDS`` (plain
English, in one place, so that they can be wrapped for translation).

How the cards reach a screen reader: ``CardPileView`` is a ``QListView``, so Qt's own accessible
list (``QAccessibleList``) serves it: each card is a list item named from the model's
``AccessibleTextRole``, described by its ``AccessibleDescriptionRole``, and its state (selected,
focused, disabled) and the focus moving with the arrows are reported by Qt itself. Status lines,
the trick and the score sheet are announced with ``QAccessibleAnnouncementEvent``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QFont, QTextDocument
from PySide6.QtWidgets import QApplication, QWidget

from .i18n import QT_TRANSLATE_NOOP


class _Translated(dict[str, str]):
    """English source texts that come out in the player's language."""

    def __getitem__(self, key: str) -> str:
        return QCoreApplication.translate("access", super().__getitem__(key))


WORDS: dict[str, str] = _Translated(
    {
        "face_down": QT_TRANSLATE_NOOP("access", "face-down card"),
        "playable": QT_TRANSLATE_NOOP("access", "playable"),
        "not_playable": QT_TRANSLATE_NOOP("access", "not playable: {why}"),
        "cards": QT_TRANSLATE_NOOP("access", "{n} cards"),
        "one_card": QT_TRANSLATE_NOOP("access", "1 card"),
        "no_cards": QT_TRANSLATE_NOOP("access", "no cards"),
        #: a play as heard: "Computer: ace of hearts"
        "plays": QT_TRANSLATE_NOOP("access", "{who}: {cards}"),
        "your_turn": QT_TRANSLATE_NOOP("access", "Your turn"),
        "card_size": QT_TRANSLATE_NOOP("access", "Card si&ze"),
        "contrast": QT_TRANSLATE_NOOP("access", "Hi&gh contrast table and deck"),
    }
)
#: The card sizes a player can choose (Preferences), as he reads them (translated as settings).
SIZE_NAMES = {
    "normal": QT_TRANSLATE_NOOP("settings", "Normal"),
    "large": QT_TRANSLATE_NOOP("settings", "Large"),
    "larger": QT_TRANSLATE_NOOP("settings", "Larger"),
}

# How much larger than normal the cards are drawn, per card-size setting.
CARD_SCALES = {"normal": 1.0, "large": 1.3, "larger": 1.6}


def count_words(n: int) -> str:
    if n == 0:
        return WORDS["no_cards"]
    return WORDS["one_card"] if n == 1 else WORDS["cards"].format(n=n)


def plain(html: str) -> str:
    """The text of rich text, as a screen reader should read it."""
    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().split())


class Announcer:
    """Says a line to assistive technology, through the widget that stands for it; keeps the last
    lines said (``said``) so tests and the log can read them."""

    def __init__(self, source: QObject) -> None:
        self.source = source
        self.said: list[str] = []

    def say(self, text: str, assertive: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.said.append(text)
        del self.said[:-50]
        event = QAccessibleAnnouncementEvent(self.source, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)


def describe_widget(widget: Any, text: str) -> None:
    """Put ``text`` in the widget's accessible description (Qt tells assistive technology)."""
    text = " ".join(text.split())
    if widget.accessibleDescription() != text:
        widget.setAccessibleDescription(text)


def relative_font(widget: Any, factor: float, bold: bool | None = None) -> None:
    """The widget's font: the system's (the application's) font scaled by ``factor``, so the
    table's words follow the font size the player chose for his desktop; no fixed point sizes."""
    widget.setProperty("font_scale", (factor, bold))
    font = QFont(QApplication.font(widget))
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    elif font.pixelSize() > 0:
        font.setPixelSize(round(font.pixelSize() * factor))
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)


def refresh_fonts(root: Any) -> None:
    """The system's font changed while the program runs: scale it again for every widget under
    ``root`` that asked for a relative font."""
    for widget in [root, *root.findChildren(QWidget)]:
        scale = widget.property("font_scale")
        if scale:
            relative_font(widget, *scale)


def changed(widget: QObject, kind: QAccessible.Event = QAccessible.Event.NameChanged) -> None:
    QAccessible.updateAccessibility(QAccessibleEvent(widget, kind))

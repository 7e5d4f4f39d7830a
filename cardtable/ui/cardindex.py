"""The French decks' corner letters in the player's language: German decks say B D K A, Russian
В Д К Т, Dutch B V H A, Portuguese V D R A. The letters come from the translators' catalogues, so a
new language brings its own; the Tell deck keeps its Austrian U O K A in every language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.art.faces import LABELS, LETTERED
from cardtable.art.svg import GLYPHS

ENGLISH = {rank: LABELS["french"][rank] for rank in LETTERED}


def translated_letters() -> dict[str, str]:
    """The letters as the catalogue in use words them, unchecked."""
    translate = QCoreApplication.translate
    return {
        #: one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the jack
        #: on French-suited cards in your country (German B for Bube); keep J if they say J.
        "J": translate("cardindex", "J", "card index: jack"),
        #: one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the queen
        #: on French-suited cards in your country (German D for Dame); keep Q if they say Q.
        "Q": translate("cardindex", "Q", "card index: queen"),
        #: one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the king
        #: on French-suited cards in your country (Dutch H for heer); keep K if they say K.
        "K": translate("cardindex", "K", "card index: king"),
        #: one letter, must be one of: A B D H J K O Q R T U V А В Д К Т. The corner letter of the ace
        #: on French-suited cards in your country (Russian Т for туз); keep A if they say A.
        "A": translate("cardindex", "A", "card index: ace"),
    }


def drawable(letter: str) -> bool:
    """One letter of the corner indices' stroke font."""
    return len(letter) == 1 and letter in GLYPHS


def card_indices() -> dict[str, str]:
    """The French decks' corner letters in the language in use, by rank (``J Q K A``). A letter the
    stroke font cannot draw stays English; letters that clash (a king and an ace both "K" would be
    unreadable) give way to the English ones as a whole."""
    letters = {rank: letter if drawable(letter) else ENGLISH[rank] for rank, letter in translated_letters().items()}
    return letters if len(set(letters.values())) == len(letters) else dict(ENGLISH)

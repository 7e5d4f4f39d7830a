"""The French decks' corner letters come from the translators' catalogues: every letter a catalogue
gives is one the stroke font draws, and the program uses exactly those letters."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.art.svg import GLYPHS
from cardtable.ui import cardindex, i18n
from cardtable.ui.cardindex import ENGLISH, card_indices
from tools.i18n import catalogues

from .letters import RUSSIAN, speak


@pytest.fixture
def english_after(qapp):
    yield
    i18n.set_language("en")


def catalogue_letters(path: Path) -> dict[str, str]:
    """A catalogue's letters by rank as the program reads it (``i18n.read_catalogue``); an empty or
    missing translation is the English letter."""
    _, entries = i18n.read_catalogue(path)
    names = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}
    return {rank: entries.get(("cardindex", rank, f"card index: {name}"), (rank,))[0] for rank, name in names.items()}


@pytest.mark.parametrize("path", catalogues(), ids=lambda p: p.stem)
def test_every_catalogues_letters_are_drawn_as_given(qapp, path: Path) -> None:
    letters = catalogue_letters(path)
    for rank, letter in letters.items():
        assert len(letter) == 1 and letter in GLYPHS, f"{path.name}: the {rank}'s index {letter!r} has no glyph"
    assert len(set(letters.values())) == 4, f"{path.name}: two ranks with one index: {letters}"
    try:
        i18n.set_language(path.stem.split("_")[1])
        assert card_indices() == letters  # none dropped for the English one
    finally:
        i18n.set_language("en")


def test_the_translators_note_lists_the_fonts_letters() -> None:
    source = Path(cardindex.__file__).read_text(encoding="utf-8")
    notes = re.findall(r"must be one of: ([^.]*)\.", source)
    assert len(notes) == 4
    font = sorted(ch for ch in GLYPHS if ch.isalpha())
    assert all(sorted(note.split()) == font for note in notes)


def test_the_letters_follow_the_catalogue(english_after) -> None:
    assert card_indices() == {"J": "J", "Q": "Q", "K": "K", "A": "A"}
    speak("ru", RUSSIAN)
    assert card_indices() == RUSSIAN
    speak("de", {"J": "B", "Q": "D"})  # unfinished: the king and the ace keep the English letters
    assert card_indices() == {"J": "B", "Q": "D", "K": "K", "A": "A"}


def test_a_letter_the_font_lacks_stays_english_and_a_clash_gives_all_english(english_after) -> None:
    speak("ru", {"J": "Ж", "Q": "dame", "K": "К"})
    assert card_indices() == {"J": "J", "Q": "Q", "K": "К", "A": "A"}
    speak("de", {"J": "B", "K": "A"})  # the king would read as the ace
    assert card_indices() == ENGLISH

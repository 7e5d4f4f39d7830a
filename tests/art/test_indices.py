"""The French decks' corner letters in the player's language (newcomer finding: a German and a
Russian player saw J, Q, K, A where their own decks print B D K A and В Д К Т)."""

from __future__ import annotations

import pytest

from cardtable.art.faces import LETTERED, face_svg
from cardtable.art.svg import GLYPHS

#: The letters of J, Q, K, A on French-suited decks of the languages that have their own.
DECKS = {"en": "JQKA", "de": "BDKA", "ru": "ВДКТ", "nl": "BVHA", "pt": "VDRA"}


@pytest.mark.parametrize("language", DECKS)
@pytest.mark.parametrize("style", ["french", "french4"])
def test_each_languages_letters_are_drawn_in_the_corners(style: str, language: str) -> None:
    indices = dict(zip(LETTERED, DECKS[language], strict=True))
    for rank, letter in indices.items():
        for suit in "CDHS":
            svg = face_svg(style, rank + suit, indices)
            assert svg.count(GLYPHS[letter]) == 2, (rank, suit)  # upright and upside down
            if letter != rank and GLYPHS[letter] != GLYPHS[rank]:
                assert GLYPHS[rank] not in svg, (rank, suit)  # the English letter is gone


def test_numbers_and_the_tell_deck_keep_their_indices() -> None:
    german = dict(zip(LETTERED, "BDKA", strict=True))
    assert face_svg("french", "TS", german) == face_svg("french", "TS")  # 10 in every language
    for rank in LETTERED:
        assert face_svg("tell", rank + "S", german) == face_svg("tell", rank + "S")  # U O K A everywhere
    assert face_svg("french", "JS", {}) == face_svg("french", "JS")


@pytest.mark.parametrize("indices", [{"J": "X"}, {"J": "BB"}, {"J": ""}, {"T": "Z"}, {"J": "b"}])
def test_a_letter_the_font_cannot_draw_is_refused(indices: dict[str, str]) -> None:
    with pytest.raises(ValueError):
        face_svg("french", "JS", indices)

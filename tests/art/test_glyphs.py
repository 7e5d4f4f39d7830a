"""The stroke font of the corner indices."""

from __future__ import annotations

import re

from cardtable.art.svg import GLYPHS


def _points(glyph: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", GLYPHS[glyph])]


def _width(glyph: str) -> float:
    xs = [x for x, _ in _points(glyph)]
    return max(xs) - min(xs)


def test_the_obers_o_is_told_apart_from_the_zero_of_ten() -> None:
    # D-3: the William Tell deck indexes the Ober "O"; drawn as the same oval as the zero of "10", an
    # Ober read as a zero (newcomer finding). The O is round and full, the zero narrow.
    assert _width("O") >= 1.6 * _width("0")


#: The corner letters of the French decks in the player's languages (cardtable.ui.cardindex).
LETTERS = "ABDHJKQRTVДАВКТ"


def test_the_index_letters_are_as_wide_as_the_english_ones() -> None:
    # The letters of one deck stand in the same corner: a narrow or a wide one would look out of
    # place. The English J, Q, K, A span 7.7 to 9 of the cell's 10.
    for letter in LETTERS:
        assert 6.8 <= _width(letter) <= 9.6, letter


def test_every_letter_stands_in_the_cell() -> None:
    # The index is drawn 14 units high from the top of the corner, the suit sign right below it:
    # Д's feet stay inside the cell (its body ends higher), only Q's tail may reach past it.
    for letter in LETTERS:
        ys = [y for _, y in _points(letter)]
        assert min(ys) >= 0 and max(ys) <= (14.6 if letter == "Q" else 14), letter
    assert max(y for _, y in _points("Д")) == 14


def test_cyrillic_letters_that_look_latin_are_drawn_alike() -> None:
    # A Russian catalogue may type either alphabet's А, В, К, Т: both are drawn, the same.
    for cyrillic, latin in zip("АВКТ", "ABKT", strict=True):
        assert cyrillic != latin and GLYPHS[cyrillic] == GLYPHS[latin]

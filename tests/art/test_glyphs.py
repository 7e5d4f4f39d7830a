"""The stroke font of the corner indices."""

from __future__ import annotations

import re

from cardtable.art.svg import GLYPHS


def _width(glyph: str) -> float:
    xs = [float(x) for x, _ in re.findall(r"(-?[\d.]+),(-?[\d.]+)", GLYPHS[glyph])]
    return max(xs) - min(xs)


def test_the_obers_o_is_told_apart_from_the_zero_of_ten() -> None:
    # D-3: the William Tell deck indexes the Ober "O"; drawn as the same oval as the zero of "10", an
    # Ober read as a zero (newcomer finding). The O is round and full, the zero narrow.
    assert _width("O") >= 1.6 * _width("0")

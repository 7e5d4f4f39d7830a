"""The card-image provider draws the card art in memory and renders it at the device-pixel ratio, once."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor

from cardtable.art.faces import face_svg
from cardtable.ui.cardimages import CardImages, app_icon, svg_data


def test_each_picture_is_drawn_once_by_the_card_art(qapp) -> None:
    svg_data.cache_clear()
    images = CardImages("french4")
    images.face("7C", 40)
    images.face("7C", 80)
    assert svg_data("cards/french4/7C") == face_svg("french4", "7C").encode()
    assert svg_data.cache_info().misses == 1
    assert app_icon().availableSizes()  # the window icon is drawn too


@pytest.mark.parametrize("style", ["french", "french4", "tell"])
def test_every_card_renders_in_every_style(qapp, style: str) -> None:
    images = CardImages(style)
    for suit in "CDHS":
        for rank in "AKQJT9876":
            pix = images.face(rank + suit, 40)
            assert pix.width() == 40 and pix.height() == 56
            centre = pix.toImage().pixelColor(20, 28)
            assert centre.alpha() == 255  # an opaque card, not an empty picture


def test_cache_and_device_pixel_ratio(qapp) -> None:
    images = CardImages("tell")
    a = images.face("AS", 120, 2.0)
    assert (a.width(), a.height()) == (240, 336) and a.devicePixelRatio() == 2.0
    assert images.renders == 1
    b = images.face("AS", 120, 2.0)
    assert b is a and images.renders == 1
    images.face("AS", 120, 1.0)
    assert images.renders == 2
    images.set_style("french")
    images.face("AS", 120, 2.0)
    assert images.renders == 3


def test_back_and_slot(qapp) -> None:
    images = CardImages("french", back="blue-lattice")
    back = images.back_side(60).toImage()
    assert back.pixelColor(30, 42) != QColor("#fffdf8")
    slot = images.slot(60).toImage()
    assert slot.pixelColor(30, 42).alpha() < 128  # a see-through outline
    with pytest.raises(ValueError):
        CardImages("poker")


def test_no_source_asks_for_a_compiled_qt_resource() -> None:
    """Issue 44: there is no resource file any more, so a ``:/`` path would find nothing (the window
    icon came back once as ``QIcon(":/assets/icons/cardtable.svg")`` after a merge)."""
    package = Path(__file__).resolve().parents[2] / "cardtable"
    left = [
        f"{path.relative_to(package)}:{n}"
        for path in sorted(package.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"""["']:/""", line)
    ]
    assert left == []

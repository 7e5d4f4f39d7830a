"""The card-image provider renders from the compiled resources, at the device-pixel ratio, once."""

from __future__ import annotations

import pytest

from cardtable.art.build import ASSETS

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor

from cardtable.ui.cardimages import CardImages, read_resource


def test_compiled_resources_match_the_asset_files(qapp) -> None:
    for path in ASSETS.rglob("*"):
        if path.is_file() and path.suffix != ".ts":  # translation sources; their .qm files are shipped
            rel = path.relative_to(ASSETS.parent).as_posix()
            assert read_resource(":/" + rel) == path.read_bytes(), f"stale resources_rc.py for {rel}"


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

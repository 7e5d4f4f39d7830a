"""The card-image provider draws the card art in memory and renders it at the device-pixel ratio, once."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from cardtable.art.faces import face_svg
from cardtable.art.svg import GLYPHS
from cardtable.ui import i18n
from cardtable.ui.cardimages import CardImages, app_icon, svg_data

from .letters import RUSSIAN, speak


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


def test_letters_key_the_cache_and_only_lettered_faces_are_drawn_again(qapp) -> None:
    images = CardImages("french", indices={})  # fixed English letters
    for code in ("JS", "TS"):
        images.face(code, 40)
    images.back_side(40)
    assert images.renders == 3
    assert not images.set_indices({"J": "J", "A": "A"})  # the same letters: nothing to do
    assert images.set_indices({"J": "B", "Q": "D"}) and images.letters == "BDKA"
    images.face("TS", 40)
    images.back_side(40)
    assert images.renders == 3  # a ten and a back show no letters
    german = images.face("JS", 40)
    assert images.renders == 4
    assert svg_data("cards/french/JS", "BDKA") == face_svg("french", "JS", {"J": "B", "Q": "D"}).encode()
    images.set_indices({})
    assert images.face("JS", 40).toImage() != german.toImage()
    assert images.renders == 5  # the old letters' pictures were dropped, not kept for a switch back
    with pytest.raises(ValueError):
        images.set_indices({"J": "X"})


def test_a_language_switch_draws_the_faces_in_its_letters_once(qapp) -> None:
    images = CardImages("french")
    tell = CardImages("tell")
    try:
        speak("ru", RUSSIAN)
        images.face("AS", 40)
        tell.face("AS", 40)
        assert images.letters == "ВДКТ" and images.renders == 1 and tell.letters == "ВДКТ"
        assert GLYPHS["Т"] in svg_data("cards/french/AS", images.letters).decode()
        speak("de", {})  # a language without letters of its own: the English ones
        images.face("AS", 40)
        tell.face("AS", 40)
        assert images.letters == "JQKA" and images.renders == 2
        assert tell.renders == 1  # the Tell deck keeps U O K A: nothing to draw again
        speak("cs", {})
        images.face("AS", 40)
        assert images.renders == 2  # the same letters: the same picture
    finally:
        i18n.set_language("en")
    fixed = CardImages("french", indices={"J": "B"})
    fixed.face("JS", 40)
    assert fixed.letters == "BQKA"  # given letters do not follow the language


def test_a_language_switch_redraws_the_open_table(qtbot, make_window) -> None:
    """The switch reaches the table as Qt's LanguageChange, which repaints every widget: the hand is
    drawn again in the new letters, without a new deal or a click."""
    from .deals import first_seed

    seed = first_seed(
        "schnapsen",
        lambda match: match.to_move == 0 and any(c.code[0] in "JQA" for c in match.observation(0).hand),
        "with a jack, queen or ace in the player's first hand",
    )
    window = make_window("schnapsen", seed=seed)
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    hand = table.views["hand-0"]
    qtbot.waitUntil(lambda: window.images.renders > 0)
    english = hand.grab().toImage()
    try:
        speak("ru", RUSSIAN)
        qtbot.waitUntil(lambda: window.images.letters == "ВДКТ", timeout=5000)
        QApplication.processEvents()
        assert hand.grab().toImage() != english
        letters = {key[1] for key in window.images._pixmaps if key[0].split("/")[-1][0] in "JQKA"}
        assert letters == {"ВДКТ"}  # the English letters' pictures are gone
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: window.images.letters == "JQKA", timeout=5000)
    QApplication.processEvents()
    assert hand.grab().toImage() == english

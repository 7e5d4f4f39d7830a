"""The dark theme keeps every control visible (a newcomer found the New game dialog's check
boxes faint: Fusion rims them a shade darker than the dark window)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QCheckBox, QRadioButton, QStyle, QStyleOptionButton, QWidget

from cardtable.ui.table import BUTTONS
from cardtable.ui.theme import apply_theme


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
def test_dark_theme_check_boxes_stand_out_from_the_window(qtbot, kind: type[QWidget]) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    try:
        box = kind()
        qtbot.addWidget(box)
        box.show()
        option = QStyleOptionButton()
        option.initFrom(box)
        element = (
            QStyle.SubElement.SE_CheckBoxIndicator if kind is QCheckBox else QStyle.SubElement.SE_RadioButtonIndicator
        )
        indicator = box.style().subElementRect(element, option, box)
        image = box.grab().toImage()
        window = app.palette().window().color()
        best = max(
            _contrast(image.pixelColor(x, y), window)
            for x in range(indicator.left(), indicator.right() + 1)
            for y in range(indicator.top(), indicator.bottom() + 1)
        )
        assert best >= 3.0  # WCAG's least contrast for the parts of a control
    finally:
        apply_theme(app, "system")


def test_the_cloths_buttons_follow_the_theme(qtbot, make_window) -> None:
    # A newcomer found the table's buttons light in the dark theme: each theme has its own sheet,
    # and a switch while the table is open restyles them.
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = make_window("schnapsen")
    try:
        apply_theme(app, "dark")
        qtbot.waitUntil(lambda: window.table.styleSheet() == BUTTONS["dark"], timeout=2000)
        apply_theme(app, "light")
        qtbot.waitUntil(lambda: window.table.styleSheet() == BUTTONS["light"], timeout=2000)
        face = QColor(BUTTONS["dark"].split("background: ")[1][:7])
        text = QColor(BUTTONS["dark"].split("color: ")[1][:7])
        assert _contrast(face, text) >= 4.5  # WCAG's least contrast for text
    finally:
        apply_theme(app, "system")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_disabled_button_looks_disabled(qtbot, theme: str) -> None:
    """A newcomer clicked the review's "Previous trick" on its first step: in the dark theme it
    looked like the enabled "Next trick" (the palette set every colour group alike)."""
    from PySide6.QtWidgets import QPushButton

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    try:
        strongest = {}
        face = app.palette().button().color()
        for enabled in (True, False):
            button = QPushButton("Previous trick")
            qtbot.addWidget(button)
            button.setEnabled(enabled)
            button.show()
            image = button.grab().toImage()
            strongest[enabled] = max(
                _contrast(image.pixelColor(x, y), face)
                for x in range(4, image.width() - 4)
                for y in range(image.height() // 3, 2 * image.height() // 3)
            )
        assert strongest[True] >= 4.5  # WCAG's contrast for text
        assert strongest[False] <= 0.6 * strongest[True]
    finally:
        apply_theme(app, "system")

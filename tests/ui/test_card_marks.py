"""The marks on a card of the player's hand: the yellow ring of a picked card (a Bura group) and
the blue ring of the keyboard's place, both visible at once and neither over the corner index; and
a refused play takes the pick away, so that the next pick starts afresh."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .bura_leads import bura_leads


def test_a_refused_group_is_no_longer_picked(qtbot) -> None:
    """Two cards of different suits picked with Space and played with Enter are refused (B-5); they
    stayed picked, so that the next card picked made a group of three (refused again, with words
    that say nothing of three). The refusal now takes the pick away."""
    for window in bura_leads(qtbot):
        c, table = window.controller, window.table
        hand = list(table.models["hand-0"].cards())
        if len({card.suit for card in hand}) < 2:
            continue  # not two suits in hand: another deal
        second = next(i for i, card in enumerate(hand) if card.suit != hand[0].suit)
        view = table.views["hand-0"]
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Home)
        QTest.keyClick(view, Qt.Key.Key_Space)
        for _ in range(second):
            QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert len(view.selected_cards()) == 2
        before = c.actions_applied
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert c.actions_applied == before and table.status.text().startswith("B-5")
        assert view.selected_cards() == []
        assert view.currentIndex().row() == second  # the keyboard's place stays where it was
        return
    pytest.fail("no lead with two suits in 40 deals")


def _paint(state, code: str = "8D", width: int = 120, dpr: float = 2.0, style: str = "tell"):
    """One card painted by the hand's delegate with ``state`` (picked, the keyboard's place) on the
    cloth, at ``dpr`` (2: 200 %); returns the image and the card's rectangle (logical pixels)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    from cardtable.engine import Card
    from cardtable.ui.cardimages import ASPECT, CardImages
    from cardtable.ui.models import PileModel
    from cardtable.ui.views import CardDelegate

    images = CardImages(style, "classic-red")
    model = PileModel("hand-0")
    model.set_cards([Card(code)])
    margin = 12
    rect = QRect(margin, margin, width, round(width * ASPECT))
    image = QImage(
        round((width + 2 * margin) * dpr), round((rect.height() + 2 * margin) * dpr), QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2e7d32"))
    option = QStyleOptionViewItem()
    option.rect = rect
    option.state = QStyle.StateFlag.State_Enabled | state
    painter = QPainter(image)
    CardDelegate(images, None).paint(painter, option, model.index(0, 0))
    painter.end()
    return image, rect


def _near(colour, target, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3], strict=True))


def _count(image, target) -> int:
    from PySide6.QtGui import QColor

    return sum(_near(QColor(image.pixel(x, y)), target) for x in range(image.width()) for y in range(image.height()))


def test_the_picked_ring_shows_on_the_card_that_has_the_keyboards_place(qtbot) -> None:
    """A picked card (Bura) that also has the keyboard's place showed only the blue focus ring: it
    covered the yellow ring, and the player could not see that the card was picked."""
    from PySide6.QtWidgets import QStyle

    from cardtable.ui.views import FOCUS, HIGHLIGHT

    card = {"code": "9S", "style": "french"}  # a face with neither yellow nor blue in it
    picked, _ = _paint(QStyle.StateFlag.State_Selected, **card)
    both, _ = _paint(QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus, **card)
    focused, _ = _paint(QStyle.StateFlag.State_HasFocus, **card)
    assert _count(both, HIGHLIGHT) >= 0.8 * _count(picked, HIGHLIGHT) > 0
    assert _count(both, FOCUS) >= 0.8 * _count(focused, FOCUS) > 0


@pytest.mark.parametrize("code", ["8D", "TS", "QH"])
def test_the_focus_ring_leaves_the_corner_index_alone_at_200_percent(qtbot, code: str) -> None:
    """At 200 % the focus ring lay over the top of the William Tell deck's corner index ("8", "10"
    cut). The ring keeps to the card's edge: every pixel of the face further in than the margin
    before the index (5 % of the card's width) is as it is without the ring."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainterPath
    from PySide6.QtWidgets import QStyle

    plain, rect = _paint(QStyle.StateFlag.State_None, code)
    focused, _ = _paint(QStyle.StateFlag.State_HasFocus, code)
    band = 0.045 * rect.width()
    radius = rect.width() * 14 / 240
    inner = QPainterPath()
    inner.addRoundedRect(
        QRectF(rect).adjusted(band, band, -band, -band), max(0.0, radius - band), max(0.0, radius - band)
    )
    dpr = plain.devicePixelRatio()
    changed = [
        (x, y)
        for x in range(plain.width())
        for y in range(plain.height())
        if inner.contains(QPointF((x + 0.5) / dpr, (y + 0.5) / dpr)) and plain.pixel(x, y) != focused.pixel(x, y)
    ]
    assert not changed, changed[:5]

"""Views that lay out piles of cards from a ``PileModel``: a fanned hand, a row (the trick), a
stack (the stock) and a card lying crosswise (the trump card). A delegate paints each card from the
card-image cache; views never read engine internals.

The view is a ``QListView`` with a layout of its own: that way Qt's accessible list serves it, and a
screen reader finds each card as a named list item with its state (see ``access``)."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetrics, QKeyEvent, QMouseEvent, QPainter, QPen, QPixmap, QRegion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from .access import count_words, describe_widget
from .cardimages import ASPECT, STACK_SEEN, CardImages
from .models import CardRole, Index, PileModel, decode_cards

HIGHLIGHT = QColor("#f2c230")


def card_at(index: Index) -> Any:
    """The card of an index, read straight from our model's Python ``data()`` (no QVariant trip)."""
    model = index.model()
    return model.data(index, CardRole) if model is not None else None


FOCUS = QColor("#3d8bfd")  # the keyboard focus outline
_CURSOR = {
    Qt.Key.Key_Left: QAbstractItemView.CursorAction.MoveLeft,
    Qt.Key.Key_Right: QAbstractItemView.CursorAction.MoveRight,
    Qt.Key.Key_Up: QAbstractItemView.CursorAction.MoveUp,
    Qt.Key.Key_Down: QAbstractItemView.CursorAction.MoveDown,
    Qt.Key.Key_Home: QAbstractItemView.CursorAction.MoveHome,
    Qt.Key.Key_End: QAbstractItemView.CursorAction.MoveEnd,
}


def focus_ring_width(width: int, contrast: bool = False) -> float:
    """The keyboard's place: the width of the blue ring on a card ``width`` wide."""
    return max(2.0, width / (24 if contrast else 36))


# Room round a fanned hand for the focus ring, which lies half outside the card's edge.
FAN_MARGIN = 6


class CardDelegate(QStyledItemDelegate):
    """Paints one card (face or back) into the item's rectangle, at the device-pixel ratio."""

    def __init__(self, images: CardImages, parent: Any = None) -> None:
        super().__init__(parent)
        self.images = images
        self.contrast = False  # high contrast: a dark outline round every card, thicker marks

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        state = option.state
        self.paint_card(
            painter,
            option.rect,
            card_at(index),
            selected=bool(state & QStyle.StateFlag.State_Selected),
            focus=bool(state & QStyle.StateFlag.State_HasFocus),
            enabled=bool(index.flags() & Qt.ItemFlag.ItemIsEnabled),
        )

    def paint_card(
        self, painter: QPainter, rect: QRect, card: Any, *, selected: bool, focus: bool, enabled: bool
    ) -> None:
        """One card and its marks; the view calls this straight (Qt's item options and flags, built
        and read for every card of every frame, were most of a hand's painting time)."""
        dpr = painter.device().devicePixelRatioF()
        width = rect.width()
        pix = self.images.face(card.code, width, dpr) if card is not None else self.images.back_side(width, dpr)
        painter.drawPixmap(rect.topLeft(), pix)
        if not (self.contrast or selected or focus or not enabled):
            return  # a plain card: nothing drawn over its picture
        radius = width * 14 / 240
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.contrast:
            painter.setPen(QPen(QColor("#000000"), max(2.0, width / 40)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        ring = focus_ring_width(width, self.contrast)
        if selected:  # a selected card of a hand also lies higher
            # Picked: a yellow ring inside the card's edge, inside the focus ring when the card
            # also has the keyboard's place, so that both show.
            pen = max(2.0, width / (24 if self.contrast else 40))
            inset = 0.5 + (ring / 2 if focus else 0.0) + pen / 2
            inner = max(1.0, radius - inset)
            painter.setPen(QPen(HIGHLIGHT, pen))
            painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), inner, inner)
        if focus:
            # The keyboard's place: a solid blue outline on the card's edge, in the card's own shape
            # (a dashed line looked like a torn card edge), with a light edge outside it against the
            # cloth. It keeps to the edge: further in it lay over the corner index at 200 %.
            edge = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5)
            painter.setPen(QPen(FOCUS, ring))
            painter.drawRoundedRect(edge, radius, radius)
            out = ring / 2 + 0.5
            painter.setPen(QPen(QColor("#ffffff"), 1.0))
            painter.drawRoundedRect(edge.adjusted(-out, -out, out, out), radius + out, radius + out)
        if not enabled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))  # the card's own rounded shape, not its square
            painter.drawRoundedRect(QRectF(rect), radius, radius)
            self._paint_refused(painter, rect)
        painter.restore()

    def reach(self, width: int) -> int:
        """How far a card's marks reach outside its rectangle (the focus ring's light edge)."""
        return math.ceil(focus_ring_width(width, self.contrast) / 2 + 2)

    def _paint_refused(self, painter: QPainter, rect: QRect) -> None:
        """A card that may not be played now is not only dimmed: it carries a "no entry" sign (a
        ring with a bar) low on the part of it that the next card of a fan leaves in view."""
        r = max(6.0, rect.width() * (0.15 if self.contrast else 0.12))
        centre = QPointF(rect.left() + rect.width() * 0.3, rect.bottom() - rect.height() * 0.16)
        painter.setPen(QPen(QColor("#ffffff"), max(1.5, r / 5)))
        painter.setBrush(QColor("#b3261e"))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QPen(QColor("#ffffff"), max(2.0, r / 2.6), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(centre.x() - r * 0.55, centre.y()), QPointF(centre.x() + r * 0.55, centre.y()))

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(80, round(80 * ASPECT))


class Veil:
    """Cards on their way to a pile as backs from the stock (dealt or drawn): until each flight has
    landed, the pile paints the cards it held before (``before``) and only as many of the new ones,
    left to right, as the landed flights have brought. Without it the new hand showed at once and
    the dealt backs flew onto cards already there."""

    def __init__(self, before: list[Any], flights: int) -> None:
        self.before = Counter(before)  # a card, or None for a back, with how many of it
        self.flights = flights
        self.landed = 0

    def painted_rows(self, cards: list[Any]) -> set[int]:
        held = Counter(self.before)
        rows: set[int] = set()
        arrivals: list[int] = []
        for row, card in enumerate(cards):
            if held[card] > 0:
                held[card] -= 1
                rows.add(row)
            else:
                arrivals.append(row)
        come = math.ceil(len(arrivals) * self.landed / self.flights) if self.flights else len(arrivals)
        rows.update(arrivals[:come])
        return rows


def drag_hotspot(size: QSize) -> QPoint:
    """Where the pointer holds a dragged card: across its middle, a third of the way down."""
    return QPoint(size.width() // 2, size.height() // 3)


class CardPileView(QListView):
    """A pile laid out as ``fan`` (a hand), ``row`` (the trick), ``stack`` or ``crosswise``.
    Its accessible description says how many cards it holds."""

    playRequested = Signal(list)  # cards the player chose to play (double-click or Enter)
    dropRefused = Signal(object)  # why the cards dragged over this pile would not be taken (a Refusal)
    dragEnded = Signal()  # a drag from this pile is over (dropped, refused or let go anywhere)
    # where the dragged card lies as it is dropped here (this view's viewport); an empty rect
    # once the drop is handled: a card played by the drop flies on from there (``Animator.play``)
    dropping = Signal(QRect)

    def __init__(self, images: CardImages, mode: str, name: str, accessible: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.mode = mode
        self.images = images
        self.setObjectName(name)
        self.setAccessibleName(accessible)
        self.setItemDelegate(CardDelegate(images, self))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QAbstractItemView.Shape.NoFrame)
        # A viewport of our own, made here: Qt's own, when first asked for, costs the start some 15
        # ms (PySide6 finds its type by initialising every widget class and its enums).
        self.setViewport(QWidget())
        self.viewport().setAutoFillBackground(False)
        # Only the view is see-through; a tooltip (a dimmed card's rule) keeps a readable background.
        self.setStyleSheet(
            "CardPileView { background: transparent; }"
            " QToolTip { background: #fffbe6; color: #1f1f1f; border: 1px solid #8a7a4a; }"
        )
        self.setMouseTracking(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.card_width_hint = 96
        self.show_slot = mode in ("row", "stack")
        self._caption = ""
        self.hidden: set[Any] = set()  # cards in flight, not painted here yet
        self.veil: Veil | None = None  # cards dealt or drawn, still flying here as backs
        self._press: tuple[QPoint, Any] | None = None  # where the left button went down, on which card
        # one-click play (settings.one_click): a click plays the card; with groups (Bura) it picks
        # the card in or out of the group, which a double-click, Enter or the Play button plays
        self.one_click = False
        # row mode (the trick): how many of the cards were led; with a group (Bura) each answering
        # card is laid over the lead card it faces, column by column
        self.lead_count = 1
        self._hover_refusal: str | None = None  # why the cards dragged over here are refused
        self._hover_cards: list[Any] = []  # the cards of the drag over this pile, and the rules' answer
        self._hover_check: str | None = None
        self.setAccessibleDescription(count_words(0))

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self._counted)

    def set_contrast(self, on: bool) -> None:
        delegate = self.itemDelegate()
        if isinstance(delegate, CardDelegate):
            delegate.contrast = on
        self.viewport().update()

    @property
    def caption(self) -> str:
        """A word over the pile ("closed", the stock's count, "Last trick: You"); a screen reader
        hears it after the number of cards."""
        return self._caption

    @caption.setter
    def caption(self, text: str) -> None:
        if text != self._caption:
            self._caption = text
            self._counted()
            self.viewport().update()

    def _counted(self) -> None:
        model = self.model()
        words = count_words(model.rowCount() if model is not None else 0)
        extra = self._caption if self._caption and not self._caption.isdigit() else ""  # a count says no more
        describe_widget(self, f"{words}; {extra}" if extra else words)
        if self.hasFocus():
            self.show_keyboard_place()

    def show_keyboard_place(self) -> None:
        """Put the keyboard's place (the focus outline) on the first card that may be played, so
        the focus is always visible; nothing is picked by it."""
        model = self.model()
        if model is None or self.currentIndex().isValid() or model.rowCount() == 0:
            return
        rows = range(model.rowCount())
        row = next((r for r in rows if model.flags(model.index(r, 0)) & Qt.ItemFlag.ItemIsEnabled), 0)
        self.selectionModel().setCurrentIndex(model.index(row, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        self.viewport().update()

    def focusInEvent(self, event: Any) -> None:
        super().focusInEvent(event)
        self.show_keyboard_place()

    # Geometry ------------------------------------------------------------------------------------
    def card_size(self) -> QSize:
        area = self.viewport().rect()
        if self.mode == "crosswise":
            h = min(area.width() - 8, round((area.height() - 8) * ASPECT))
            w = round(h / ASPECT)
            return QSize(w, h)
        if self.mode == "stack":
            w = area.width() - 16
            return QSize(w, round(w * ASPECT))
        if self.mode == "row":
            return self._row_card_size()
        lift = 0.12 if self.mode == "fan" else 0.0
        h = max(20, int((area.height() - 2 * FAN_MARGIN) / (1 + lift)))
        w = int(h / ASPECT)
        return QSize(w, h)

    # The trick's layout: a single card and its answer side by side (the answer a little lower); a
    # group in columns, each answer card over the lead card it faces, shifted down and right (the
    # lead card's corner index stays in view), and clear of the next column, so each pair is seen.
    ROW_DROP = 0.1  # how far the answer of a single card sits lower, in card heights
    COLUMN_SHIFT = (0.28, 0.34)  # where an answer card sits over its lead card, in card sizes

    def _row_columns(self, lead: int | None = None) -> tuple[int, bool]:
        """How many columns the trick needs, and whether answers lie over their lead cards
        (``lead``: for a whole trick of that many cards led, not the trick on the table)."""
        if lead is not None:
            return (2, False) if lead == 1 else (lead, True)
        model = self.model()
        n = model.rowCount() if model is not None else 0
        k = max(1, min(self.lead_count, n or 1))
        if k == 1:
            return max(2, n), False
        return k, True

    def _caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _caption_pill(self, text: str) -> QRect:
        """The rounded box the caption is written in (not yet placed)."""
        return QFontMetrics(self._caption_font()).boundingRect(text).adjusted(-8, -3, 8, 3)

    def _row_area(self) -> QRect:
        """Where the trick's cards may lie: the view, less a strip at the bottom for its caption
        ("Last trick: You"), so that the caption never hides a card's corner index."""
        area = self.viewport().rect()
        if self.mode == "row" and self._caption:  # the pill may lie in the cards' margin of 8, less a gap of 3
            area.setBottom(area.bottom() - max(0, self._caption_pill(self._caption).height() + 1 + 3 - 8))
        return area

    def caption_rect(self) -> QRect:
        """Where the caption is written: under the trick's cards, in its own strip (see _row_area);
        on the stack, a badge on its foot ("16", "closed")."""
        pill = self._caption_pill(self._caption)
        area = self.viewport().rect()
        if self.mode == "row":
            pill.moveBottom(area.bottom() - 1)
            pill.moveLeft(area.center().x() - pill.width() // 2)
        else:
            pill.moveCenter(QPoint(area.center().x(), area.bottom() - pill.height()))
        return pill

    def trick_widths(self, most: int) -> set[int]:
        """The trick's card widths for leads of one to ``most`` cards, each answered, as laid
        now: Bura's two- and three-card tricks lay smaller cards, and a picture first shown at a
        new width is drawn then (``Prewarm`` draws them ahead)."""
        return {self._row_card_size(lead).width() for lead in range(1, most + 1)} if self.mode == "row" else set()

    def _row_card_size(self, lead: int | None = None) -> QSize:
        """The largest card for which every card of the trick lies wholly inside the view."""
        area = self._row_area()
        columns, stacked = self._row_columns(lead)
        margin = 8
        if stacked:
            dx, dy = self.COLUMN_SHIFT
            w_by_width = (area.width() - 2 * margin) / (columns + (columns - 1) * (1 / 6 + dx) + dx)
            h_by_height = (area.height() - 2 * margin) / (1 + dy)
        else:
            w_by_width = (area.width() - 2 * margin) / (columns + (columns - 1) / 6)
            h_by_height = (area.height() - 2 * margin) / (1 + self.ROW_DROP)
        w = int(max(12, min(w_by_width, h_by_height / ASPECT)))
        return QSize(w, int(w * ASPECT))

    def _row_rects(self, n: int) -> list[QRect]:
        size = self._row_card_size()
        w, h = size.width(), size.height()
        area = self._row_area()
        gap = w // 6
        columns, stacked = self._row_columns()
        if not stacked:
            total = n * w + (n - 1) * gap
            left = area.center().x() - total // 2
            top = area.center().y() - round(h * (1 + self.ROW_DROP)) // 2
            return [QRect(left + i * (w + gap), top + (i % 2) * round(h * self.ROW_DROP), w, h) for i in range(n)]
        dx, dy = round(w * self.COLUMN_SHIFT[0]), round(h * self.COLUMN_SHIFT[1])
        gap += dx  # an answer card stays clear of the next column: each pair reads as one (B-8)
        total = columns * w + (columns - 1) * gap + dx
        left = area.center().x() - total // 2
        top = area.center().y() - (h + dy) // 2
        rects = []
        for i in range(n):
            column, answer = i % columns, i >= columns
            rects.append(QRect(left + column * (w + gap) + (dx if answer else 0), top + (dy if answer else 0), w, h))
        return rects

    def _rects(self) -> list[QRect]:
        model = self.model()
        n = model.rowCount() if model is not None else 0
        if n == 0:
            return []
        size = self.card_size()
        w, h = size.width(), size.height()
        area = self.viewport().rect()
        if self.mode == "stack":
            w = area.width() - 16
            h = round(w * ASPECT)
            top = 12
            up = [min(i, STACK_SEEN - 1) * 2 for i in range(n)]  # 2 pixels up and right a card, five seen
            return [QRect(4 + u, top - u + 8, w, h) for u in up]
        if self.mode == "crosswise":
            return [QRect(area.center().x() - w // 2, area.center().y() - h // 2, w, h)]
        if self.mode == "row":
            return self._row_rects(n)
        step = min(int(w * 0.62), (area.width() - w - 2 * FAN_MARGIN) // max(n - 1, 1))
        total = w + step * (n - 1)
        left = area.center().x() - total // 2
        base = area.height() - h - FAN_MARGIN
        lift = int(h * 0.12)
        selected = self._selected_rows()
        return [QRect(left + i * step, base - (lift if i in selected else 0), w, h) for i in range(n)]

    def visualRect(self, index: Index) -> QRect:
        rects = self._rects()
        if index.isValid() and 0 <= index.row() < len(rects):
            return rects[index.row()]
        return QRect()

    def indexAt(self, point: QPoint) -> QModelIndex:
        model = self.model()
        for row, rect in reversed(list(enumerate(self._rects()))):
            if rect.contains(point):
                return model.index(row, 0)
        return QModelIndex()

    def scrollTo(self, index: Index, hint: Any = None) -> None:
        self.viewport().update()

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index: Index) -> bool:
        return False

    def moveCursor(self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier) -> QModelIndex:
        model = self.model()
        n = model.rowCount()
        if n == 0:
            return QModelIndex()
        row = self.currentIndex().row() if self.currentIndex().isValid() else -1
        if action in (QAbstractItemView.CursorAction.MoveLeft, QAbstractItemView.CursorAction.MoveUp):
            row = max(0, row - 1) if row >= 0 else n - 1
        elif action in (QAbstractItemView.CursorAction.MoveRight, QAbstractItemView.CursorAction.MoveDown):
            row = min(n - 1, row + 1)
        elif action == QAbstractItemView.CursorAction.MoveHome:
            row = 0
        elif action == QAbstractItemView.CursorAction.MoveEnd:
            row = n - 1
        return model.index(max(row, 0), 0)

    def selectionCommand(
        self, index: QModelIndex | Any, event: QEvent | None = None
    ) -> QItemSelectionModel.SelectionFlag:
        """Shift-click picks a card as Ctrl-click does (in and out again), not a run from the last one:
        a Bura group is any cards of one suit, and the README offers both (newcomer finding)."""
        if (
            self._groups()
            and isinstance(event, QMouseEvent)
            and (self.one_click or event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        ):
            # one-click play in Bura: a plain click picks the card into the group (or out again)
            as_ctrl_click = QMouseEvent(
                event.type(),
                event.position(),
                event.globalPosition(),
                event.button(),
                event.buttons(),
                (event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier) | Qt.KeyboardModifier.ControlModifier,
            )
            return super().selectionCommand(index, as_ctrl_click)
        return super().selectionCommand(index, event)

    def setSelection(self, rect: QRect, flags: QItemSelectionModel.SelectionFlag) -> None:
        model = self.model()
        selection = QItemSelection()
        for row, r in reversed(list(enumerate(self._rects()))):
            if r.intersects(rect.normalized()):
                index = model.index(row, 0)
                selection.select(index, index)
                break
        self.selectionModel().select(selection, flags)
        self.viewport().update()

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        region = QRegion()
        for index in selection.indexes():
            region = region.united(QRegion(self.visualRect(index)))
        return region

    # Painting ------------------------------------------------------------------------------------
    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self._rects()
        model = self.model()
        if not rects and self.show_slot:
            size = self.card_size()
            area = self.viewport().rect()
            slot = QRect(
                area.center().x() - size.width() // 2,
                area.center().y() - size.height() // 2,
                size.width(),
                size.height(),
            )
            painter.drawPixmap(slot.topLeft(), self.images.slot(size.width(), self.devicePixelRatioF()))
        if rects:
            self._paint_cards(painter, rects, model, event.rect())
        if self.caption:
            painter.setFont(self._caption_font())
            pill = self.caption_rect()
            painter.setPen(Qt.PenStyle.NoPen)
            delegate = self.itemDelegate()
            contrast = isinstance(delegate, CardDelegate) and delegate.contrast
            painter.setBrush(QColor(0, 0, 0, 235 if contrast else 150))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor("#f5f5f0"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.caption)
        painter.end()

    def _paint_cards(self, painter: QPainter, rects: list[QRect], model: Any, exposed: QRect) -> None:
        """The cards that reach into the part being painted (a flying card's frame repaints a strip
        of the pile, not all of it), through the card delegate without Qt's per-item options."""
        delegate = self.itemDelegate()
        pile = isinstance(model, PileModel)
        cards = model.cards() if pile else [card_at(model.index(row, 0)) for row in range(len(rects))]
        painted = self.veil.painted_rows(cards) if self.veil is not None and pile else None
        selected = self._selected_rows()
        current = self.currentIndex()
        focus_row = current.row() if self.hasFocus() and current.isValid() else -1
        fast = delegate if isinstance(delegate, CardDelegate) else None
        plain = painted is None and not selected and focus_row < 0
        if self.mode == "stack" and fast is not None and plain and self._plain_stack(cards, fast):
            stack = self.images.stack(len(rects), rects[0].width(), painter.device().devicePixelRatioF())
            painter.drawPixmap(QPoint(rects[0].left(), rects[0].top() - 8), stack)  # see CardImages.stack
            return
        reach = fast.reach(rects[0].width()) if fast is not None else 0
        shown = [
            row
            for row in range(len(rects))
            if not (self.hidden and cards[row] in self.hidden) and (painted is None or row in painted)
        ]
        if self.mode == "stack":  # a back lying exactly under another one is not drawn (``CardImages.stack``)
            under, top = [r for r in shown if r < STACK_SEEN - 1], [r for r in shown if r >= STACK_SEEN - 1]
            shown = under + top[-1:]
        for row in shown:
            rect, card = rects[row], cards[row]
            if self.mode != "crosswise" and not rect.adjusted(-reach, -reach, reach, reach).intersects(exposed):
                continue  # nothing of it is in the part being painted
            if self.mode == "crosswise":
                painter.save()
                centre = rect.center()
                painter.translate(centre)
                painter.rotate(90)
                painter.translate(-centre)
            if fast is not None:
                enabled = model.enabled(row) if pile else True
                fast.paint_card(painter, rect, card, selected=row in selected, focus=row == focus_row, enabled=enabled)
            else:
                self._paint_item(painter, rect, model.index(row, 0), row in selected, row == focus_row)
            if self.mode == "crosswise":
                painter.restore()

    def _plain_stack(self, cards: list[Any], delegate: CardDelegate) -> bool:
        """Whether the stack is backs only with no marks: then it is one picture (``CardImages.stack``)."""
        return not self.hidden and not delegate.contrast and all(card is None for card in cards)

    def _paint_item(self, painter: QPainter, rect: QRect, index: QModelIndex, selected: bool, focus: bool) -> None:
        """A card through another delegate, with Qt's item options."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = rect
        state = QStyle.StateFlag.State_None
        if index.flags() & Qt.ItemFlag.ItemIsEnabled:
            state |= QStyle.StateFlag.State_Enabled
        if selected:
            state |= QStyle.StateFlag.State_Selected
        if focus:
            state |= QStyle.StateFlag.State_HasFocus
        option.state = state
        self.itemDelegate().paint(painter, option, index)

    def _selected_rows(self) -> set[int]:
        selection = self.selectionModel()
        if selection is None or not selection.hasSelection():
            return set()
        return {index.row() for index in selection.selectedIndexes()}

    # Interaction -----------------------------------------------------------------------------------
    def rect_of(self, card: Any) -> QRect | None:
        """Where ``card`` lies in this view (viewport coordinates), if it is here."""
        model = self.model()
        for row, rect in enumerate(self._rects()):
            if card_at(model.index(row, 0)) == card:
                return rect
        return None

    def selected_cards(self) -> list[Any]:
        model = self.model()
        rows = sorted(i.row() for i in self.selectionModel().selectedIndexes())
        return [card_at(model.index(r, 0)) for r in rows]

    def _groups(self) -> bool:
        return self.selectionMode() == QAbstractItemView.SelectionMode.ExtendedSelection

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.one_click and not self._groups():
            event.accept()  # the first click played the card: the second must not play another
            return
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and index.flags() & Qt.ItemFlag.ItemIsSelectable:
            cards = self.selected_cards()
            card = card_at(index)
            if card not in cards:  # one-click Bura: the group with this card; else this card alone
                cards = [*cards, card] if self.one_click and self._groups() else [card]
            self.playRequested.emit(cards)
            return
        super().mouseDoubleClickEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        pressed = self.indexAt(event.position().toPoint())
        self._press = (
            (event.position().toPoint(), card_at(pressed))
            if event.button() == Qt.MouseButton.LeftButton and pressed.isValid()
            else None
        )
        super().mousePressEvent(event)
        self.viewport().update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A drag takes the card under the mouse, not whatever the keyboard or an earlier click
        picked; a card that may not be played is dragged too, so its drop says why (it snaps back)."""
        press = self._press
        if press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = (event.position().toPoint() - press[0]).manhattanLength()
            if moved >= QApplication.startDragDistance():
                self._press = None
                cards = self.drag_cards(press[1])
                if cards:
                    self._drag(cards)
                    return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if (
            self.one_click
            and not self._groups()
            and press is not None
            and press[1] is not None
            and event.button() == Qt.MouseButton.LeftButton
            and card_at(self.indexAt(event.position().toPoint())) == press[1]
        ):
            self.playRequested.emit([press[1]])  # a click, not a drag: one-click play

    def drag_cards(self, pressed: Any) -> list[Any]:
        """The cards a drag from ``pressed`` carries: the picked group if it is one of them (Bura),
        else that card alone; nothing when the player may not move these cards."""
        model = self.model()
        if not isinstance(model, PileModel) or not model.draggable or pressed is None:
            return []
        picked = self.selected_cards()
        return picked if pressed in picked else [pressed]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            cards = self.selected_cards()
            if not cards and self.currentIndex().isValid():
                cards = [card_at(self.currentIndex())]
            if cards:
                self.playRequested.emit(cards)
            return
        if event.key() == Qt.Key.Key_Space and self.currentIndex().isValid():
            self.selectionModel().select(self.currentIndex(), QItemSelectionModel.SelectionFlag.Toggle)
            self.viewport().update()
            return
        if Qt.Key(event.key()) in _CURSOR and self.selectionMode() != QAbstractItemView.SelectionMode.NoSelection:
            self._move_place(event)
            return
        super().keyPressEvent(event)
        self.viewport().update()

    def _move_place(self, event: QKeyEvent) -> None:
        """The arrows stop on every card, a dimmed one too (Qt's own pass over it), so the keyboard
        player hears why it may not be played and gets the same refusal with Enter. With groups
        (Bura) they only move the keyboard's place (Space picks, Enter plays); with single cards
        they pick as they move."""
        target = self.moveCursor(_CURSOR[Qt.Key(event.key())], event.modifiers())
        if not target.isValid():
            return
        single = self.selectionMode() != QAbstractItemView.SelectionMode.ExtendedSelection
        command = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect if single else QItemSelectionModel.SelectionFlag.NoUpdate
        )
        self.selectionModel().setCurrentIndex(target, command)
        self.viewport().update()

    def startDrag(self, supported: Qt.DropAction) -> None:
        """Drags start in ``mouseMoveEvent`` from the card pressed; Qt's own start, from the
        selection, would carry a card the player did not touch."""

    def _drag(self, cards: list[Any]) -> None:
        model = self.model()
        assert isinstance(model, PileModel)  # drag_cards made sure
        drag = QDrag(self)
        drag.setMimeData(model.mimeData([model.index(model.cards().index(card), 0) for card in cards]))
        rect = self.rect_of(cards[0]) or QRect(QPoint(0, 0), self.card_size())
        drag.setPixmap(self._carried(cards, rect.size()))
        drag.setHotSpot(drag_hotspot(rect.size()))
        # the cards leave a gap while they are carried (they showed in the hand and under the pointer)
        lifted = [card for card in cards if card not in self.hidden]
        self.hidden.update(lifted)
        self.viewport().update()
        try:
            drag.exec(Qt.DropAction.MoveAction)  # a refused drop puts the card back in its place
        finally:
            self.hidden.difference_update(lifted)
        self.dragEnded.emit()
        self.viewport().update()

    def _carried(self, cards: list[Any], size: QSize) -> QPixmap:
        """The picture under the pointer: the card, or a group's cards fanned a quarter of a card
        apart, as their flight to the trick starts (``Animator.play``); one card of a group of
        three showed, with three gaps in the hand."""
        ratio = self.devicePixelRatioF()
        faces = [self.images.face(card.code, size.width(), ratio) for card in cards]
        if len(faces) == 1:
            return faces[0]
        step = size.width() // 4
        group = QPixmap(round((size.width() + step * (len(faces) - 1)) * ratio), round(size.height() * ratio))
        group.setDevicePixelRatio(ratio)
        group.fill(Qt.GlobalColor.transparent)
        painter = QPainter(group)
        for i, face in enumerate(faces):
            painter.drawPixmap(i * step, 0, face)
        painter.end()
        return group

    def dragEnterEvent(self, event: Any) -> None:
        """A drop is taken only where it would be played: a card the rules refuse shows the "no"
        cursor and the reason at once, and snaps back when let go (it looked taken till then)."""
        self._hover_cards = []  # a new drag over the pile: the rules are asked afresh
        self._hover(event)

    def _hover(self, event: Any) -> None:
        model = self.model()
        pile = model if isinstance(model, PileModel) else None
        cards = decode_cards(event.mimeData()) if pile is not None and pile.drop_handler else []
        if cards != self._hover_cards:  # asked once per drag over the pile, not at every move
            self._hover_cards = cards
            self._hover_check = pile.drop_check(cards) if cards and pile is not None and pile.drop_check else None
        reason = self._hover_check if cards else None
        if cards and reason is None:
            event.acceptProposedAction()
        else:
            event.ignore()
        if reason is not None and reason != self._hover_refusal:
            self.dropRefused.emit(reason)
        self._hover_refusal = reason

    def dragMoveEvent(self, event: Any) -> None:
        self._hover(event)

    def dragLeaveEvent(self, event: Any) -> None:
        self._hover_refusal = None
        self._hover_cards = []
        super().dragLeaveEvent(event)

    def dropEvent(self, event: Any) -> None:
        model = self.model()
        source = event.source()
        if isinstance(source, CardPileView):  # the card under the pointer, as the drag showed it
            size = source.card_size()
            self.dropping.emit(QRect(event.position().toPoint() - drag_hotspot(size), size))
        if isinstance(model, PileModel) and model.dropMimeData(
            event.mimeData(), Qt.DropAction.MoveAction, -1, 0, QModelIndex()
        ):
            event.acceptProposedAction()
        else:
            event.ignore()
        self.dropping.emit(QRect())
        self.viewport().update()

    def sizeHint(self) -> QSize:
        return QSize(self.card_width_hint * 4, round(self.card_width_hint * ASPECT * 1.15))

"""The table: the two hands, the trick, the stock and trump card over a green cloth, with the
action bar, the score panel, the status line and the overlays around them. The parts are small
classes of their own (``ScorePanel``, ``ActionBar``, ``SummaryPanel``, ``Curtain``, ``Animator``); the
table lays them out and feeds them from the controller. It never reaches into the engine's hands:
what it shows comes from observations, the game's spec and the controller."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QMargins,
    QModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QShortcut,
)
from PySide6.QtWidgets import QAbstractItemView, QGridLayout, QLabel, QMessageBox, QWidget

from cardtable.engine import OFFER_PHASES, Action, Card, Kind, Refusal
from cardtable.session.hint import position_key

from . import access, texts
from .actionbar import ActionBar
from .animator import Animator
from .cardimages import CardImages
from .controller import GameController
from .focus import after_dialog
from .i18n import QT_TRANSLATE_NOOP
from .models import PileModel
from .overlays import Curtain, SummaryPanel
from .scorepanel import ScorePanel, bummerl_sheet, final_sheet_html
from .texts import facing
from .theme import CLOTHS
from .views import CardPileView

COUNTED = QT_TRANSLATE_NOOP("TableWidget", "You have {score} points.")

__all__ = ["StatusLine", "StockArea", "TableWidget", "bummerl_sheet", "facing"]

# The buttons on the cloth, light or dark with the window's theme (the cloth stays green in both).
_BUTTON_SHEET = (
    "QPushButton {{ background: {face}; color: {text}; border: 1px solid {rim}; border-radius: 4px;"
    " padding: 3px 12px; }}"
    " QPushButton:hover {{ background: {hover}; }}"
    " QPushButton:pressed {{ background: {pressed}; }}"
    " QPushButton:focus {{ border: 3px solid {focus}; padding: 1px 10px; }}"
)
BUTTONS = {
    "light": _BUTTON_SHEET.format(
        face="#f3f1ec", text="#1f1f1f", rim="#6b6b6b", hover="#ffffff", pressed="#d9d5cb", focus="#3d8bfd"
    ),
    "dark": _BUTTON_SHEET.format(
        face="#33383e", text="#f2f2f2", rim="#9aa0a6", hover="#41474e", pressed="#262a2e", focus="#6aa8ff"
    ),
}

# The rows' shares of the table's height (the opponent's hand, the trick, the player's hand) per
# card size: larger cards take height from the opponent's face-down cards first.
ROW_STRETCH = {"normal": (22, 30, 30), "large": (14, 32, 36), "larger": (10, 32, 40)}
# Normal cards on a table that is short for its text (200 % on a laptop: about 27 lines of text
# high) or wide for its height (the cards, sized by the rows' height, left a wide empty cloth
# beside the trick): the rows of "large", so the player's hand and the trick take the height the
# opponent's face-down cards do not need (issue 47).
COMPACT_LINES = 40
COMPACT_ASPECT = 1.6
# The table's height in the smallest window; larger cards make the table at least this much
# taller (times the size's scale), and it scrolls in a window that is smaller.
BASE_HEIGHT = 480
BASE_WIDTH = 760


class StockArea(QWidget):
    """The stock lying across the face-up trump card, which sticks out beside it (S-7, B-4)."""

    def __init__(self, stock: CardPileView, trump: CardPileView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stock-area")
        self.stock, self.trump = stock, trump
        stock.setParent(self)
        trump.setParent(self)
        trump.lower()

    def resizeEvent(self, event: Any) -> None:
        area = self.rect()
        card_h = int(min(area.height() * 0.86, (area.width() - 12) / 1.26))
        card_w = int(card_h / 1.4)
        left = max(0, (area.width() - (card_w // 3 + card_h + 8)) // 2)
        top = (area.height() - card_h) // 2
        # The trump card, turned crosswise, lies under the stock and shows its right half.
        self.trump.setGeometry(left + card_w // 3, top + (card_h - card_w) // 2 - 4, card_h + 8, card_w + 8)
        self.stock.setGeometry(left, top - 12, card_w + 16, card_h + 34)


class TableGrid(QGridLayout):
    """The table's grid. Its word-wrapped labels (the status line, the score sheet) make a grid
    height-for-width, and a scroll area makes such a widget as tall as its *preferred* height for
    the width: the table scrolled where everything fits smaller (200 % on a 1600×1000 screen cut
    off the opponent's hand and the score sheet's heading). Towards the scroll area the grid is
    not height-for-width, so the table takes the window's height and the cards shrink to fit; it
    scrolls only below its minimum size (larger cards). Inside, the grid still gives each label
    the height its lines need."""

    def hasHeightForWidth(self) -> bool:
        return False


class StatusLine(QLabel):
    """The status line under the hand. It always has room for three lines (a trick taken, what
    was drawn and the computer's lead after it; a refusal that wraps), so that the cards above it
    do not shrink and grow again as lines come and go (a newcomer saw the whole table jump at a
    third line); two on a short table (``COMPACT_LINES``), whose cards the third would shrink."""

    LINES = 3
    SHORT_LINES = 2
    MARGINS = (6, 2, 6, 2)  # room for the light round the words
    FLASH_MS = 600

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # the first line stays put
        self.setContentsMargins(*self.MARGINS)
        self._glow = QVariantAnimation(self)
        self._glow.setStartValue(1.0)
        self._glow.setEndValue(0.0)
        self._glow.setDuration(self.FLASH_MS)
        self._glow.valueChanged.connect(self.update)
        self.set_colour("#f7f3e8")

    def set_colour(self, colour: str) -> None:
        self.setStyleSheet(f"color: {colour};")

    def event(self, event: QEvent) -> bool:
        """The room round the words for the light of a refusal is set again after each polish: a
        style sheet's polish sets a label's margins back to none, and the light's frame ran
        through the first letter (newcomer finding)."""
        done = super().event(event)
        polished = event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange)
        if polished and self.contentsMargins() != QMargins(*self.MARGINS):
            self.setContentsMargins(*self.MARGINS)
        return done

    def flash(self) -> None:
        """A refusal lights up as it is said: said again word for word (the same card tried twice),
        it looked as if the table had not answered at all."""
        self._glow.stop()
        self._glow.start()

    def set_steady(self, on: bool) -> None:
        """Animation off: the light stays as it is for its time instead of fading."""
        self._glow.setEndValue(1.0 if on else 0.0)

    def flashing(self) -> bool:
        return self._glow.state() == QVariantAnimation.State.Running

    def paintEvent(self, event: Any) -> None:
        if self.flashing():
            # a dark ground ringed in amber: the light text gains contrast (a light fill lost it)
            strength = float(self._glow.currentValue())
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(255, 214, 90, int(255 * strength)), 1.5))
            painter.setBrush(QColor(0, 0, 0, int(150 * strength)))
            text = self.fontMetrics().boundingRect(
                self.contentsRect(), int(self.alignment()) | int(Qt.TextFlag.TextWordWrap), self.text()
            )
            painter.drawRoundedRect(
                QRectF(text.adjusted(-5, -2, 5, 2)).intersected(QRectF(self.rect()).adjusted(0.75, 0.75, -0.75, -0.75)),
                4,
                4,
            )
            painter.end()
        super().paintEvent(event)

    def _room(self) -> int:
        """Measured as the label measures its text (lines of line spacing came 2 px short, so a
        second line still moved the cards up)."""
        margins = self.contentsMargins()
        lines = (
            self.fontMetrics()
            .boundingRect(QRect(0, 0, 1 << 16, 1 << 16), int(Qt.TextFlag.TextWordWrap), "\n".join(["X"] * self.lines()))
            .height()
        )
        return lines + margins.top() + margins.bottom()

    def lines(self) -> int:
        """The lines there is always room for: fewer on a short table."""
        table = self.parentWidget()
        short = table is not None and table.height() < COMPACT_LINES * self.fontMetrics().lineSpacing()
        return self.SHORT_LINES if short else self.LINES

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._room())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._room()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._room()))


class TableWidget(QWidget):
    playAgainRequested = Signal()
    newGameRequested = Signal()

    def __init__(
        self, controller: GameController, images: CardImages, confirm_close: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table")
        # the cloth covers every pixel: no background filled first (the scroll area asks for one),
        # 2-3 ms of a whole table's repaint at 200 %
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.controller = controller
        self.images = images
        self.confirm_close = confirm_close  # ask before closing the stock (Preferences ▸ Ask before closing)
        self._init_state()
        self._build_piles(images)
        self._build_panels(controller)
        self._lay_out(controller)
        self._wire(controller, images)
        self.refresh()

    def _init_state(self) -> None:
        """The table's own state and settings, before any widget is made."""
        self._status_source = ""  # what the status line says, in English or as texts.Words
        self._play_refused = False  # it says why cards may not be played (``_refuse_play``)
        self.setAccessibleName("card table")
        # The buttons on the cloth show the keyboard's focus plainly (the style's own focus frame
        # is a faint dotted line that vanishes on the green).
        self._style_buttons()
        self.announcer = access.Announcer(self)  # tells screen readers the plays, tricks and messages
        self.contrast = False  # high contrast table and deck (settings.contrast)
        self.card_size = "normal"  # settings.card_size: normal, large or larger
        self._turn_said = ""
        self._computer_thinking = False  # the computer is choosing a move (the controller's thinking signal)
        # brings a part of the table into the window when it scrolls (large cards); the window sets it
        self.keep_in_view: Callable[[QWidget], None] = lambda widget: None
        self.hints = False  # learner hints (settings.hints)
        self.one_click = False  # a click plays a card, in Bura picks it (settings.one_click)
        self._how_told = False  # the status line has said how to play (at the player's first turn)
        self.cloth = "green"  # the cloth's colour (settings.cloth)
        # asks the player to confirm a costly step (title, question) -> yes; tests replace it
        self.confirm: Callable[[str, str], bool] = self._ask
        self.yes_is_default = False  # Enter answers Yes to the question being asked (``_confirmed``)
        self._advised: tuple[Action, tuple[object, ...]] | None = None  # a hint's action and its position

    def _build_piles(self, images: CardImages) -> None:
        """The five piles (each hand, the trick, the stock, the trump card): models, views, drags."""
        self.models = {name: PileModel(name, self) for name in ("hand-0", "hand-1", "trick", "stock", "trump")}
        for model in self.models.values():
            model.describe = self.describe
        self.models["trick"].drop_handler = self._drop_on_trick
        self.models["trick"].drop_check = lambda cards: self.controller.refusal(Action.play(*cards))
        self.models["trump"].drop_handler = self._drop_on_trump
        self.views: dict[str, CardPileView] = {}
        modes = {"hand-0": "fan", "hand-1": "fan", "trick": "row", "stock": "stack", "trump": "crosswise"}
        for name, model in self.models.items():
            view = CardPileView(images, modes[name], name, name, self)
            view.setModel(model)
            self.views[name] = view
        for seat in (0, 1):
            view = self.views[f"hand-{seat}"]
            view.playRequested.connect(self._play_requested)
            view.dragEnded.connect(self._drag_ended)
            view.selectionModel().selectionChanged.connect(lambda *_, v=view: self._picked(v))
            view.setDragEnabled(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        for name in ("trick", "trump"):
            self.views[name].setAcceptDrops(True)
            self.views[name].setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.views["stock"].clicked.connect(self._stock_clicked)
        self.views["trick"].clicked.connect(lambda index: self._trick_clicked())
        self.views["trick"].dropRefused.connect(self._drop_refused)
        self.views["trick"].dropping.connect(lambda rect: self.animator.dropped(self.views["trick"], rect))
        self._drag_refused = False  # the cards of the drag under way were refused over the trick

    def _build_panels(self, controller: GameController) -> None:
        """The score panel, the status line, the action bar, the hand's summary and the curtain."""
        self.score = ScorePanel(self)
        self.status = StatusLine(self)
        self._status_lines = self.status.lines()
        self.status.setObjectName("status")
        self.status.setAccessibleName("status line")
        access.relative_font(self.status, 1.1)  # follows the system's font size
        self.status.setWordWrap(True)
        self.actions_bar = ActionBar(self)
        self.actions_bar.chosen.connect(self._button)
        self.turn = self.actions_bar.turn
        self.summary = SummaryPanel(self)
        self.summary.avoid = self._trick_area
        self.summary.room = self._cloth_area
        self.summary.reserve = self._make_way
        self.summary.continueRequested.connect(self._continue)
        self.summary.playAgainRequested.connect(self.playAgainRequested)
        self.summary.newGameRequested.connect(self.newGameRequested)
        self.summary_text, self.summary_button = self.summary.text, self.summary.next_button
        self.curtain = Curtain(self)
        self.curtain.ready.connect(controller.lift_curtain)
        self.curtain_button = self.curtain.button
        controller.curtain.connect(self._curtain)
        last = QShortcut(QKeySequence("L"), self)
        last.activated.connect(self.show_last_trick)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self._font_changed)
        for seat in (0, 1):  # Space or Enter on the hand also goes on from a trick that stays in view
            self.views[f"hand-{seat}"].installEventFilter(self)

    def _lay_out(self, controller: GameController) -> None:
        """The grid of the table: stock and trick above, the bar and the status line below, the
        score panel beside them; the hands are seated by who views the table."""
        self.grid = grid = TableGrid(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(12)
        stock_area = StockArea(self.views["stock"], self.views["trump"], self)
        grid.addWidget(stock_area, 1, 0)
        grid.addWidget(self.views["trick"], 1, 1)
        grid.addWidget(self.actions_bar, 3, 0, 1, 3)
        grid.addWidget(self.status, 4, 0, 1, 3)
        grid.addWidget(self.score, 0, 3, 5, 1)
        for row, stretch in enumerate(ROW_STRETCH["normal"]):
            grid.setRowStretch(row, stretch)
        grid.setColumnStretch(0, 26)
        grid.setColumnStretch(1, 40)
        grid.setColumnStretch(2, 4)
        grid.setColumnStretch(3, 0)
        self._bottom: int | None = None
        self._seat_hands(controller.viewer())
        self.retranslate()

    def _wire(self, controller: GameController, images: CardImages) -> None:
        """The animator, and the controller's signals to the table."""
        self.animator = Animator(self, self.views, images)
        self._after_paint: list[Callable[[], None]] = []  # to run once the table's next frame is drawn
        self._unpainted = QTimer(self)  # runs them all the same if no frame is drawn (``after_paint``)
        self._unpainted.setSingleShot(True)
        self._unpainted.setInterval(100)
        self._unpainted.timeout.connect(self._painted)
        self._holding = False  # a trick's collection waits for its first frame: refreshes wait too
        self._held_refresh: bool | None = None  # a refresh that waited (its ``keep_place``), or None
        self._leaving = 0  # cards drawn that have not yet left the stock (``_draw``)
        self._trump_card: Card | None = None  # the face-up trump card last shown
        self.animator.cover = self.curtain
        hand_view = self.views.__getitem__
        controller.played.connect(self._play_on)
        controller.played.connect(lambda seat, cards: self.animator.play(seat, cards, hand_view(f"hand-{seat}")))
        controller.played.connect(self._announce_play)
        controller.collected.connect(lambda winner, cards: self._collect(cards, hand_view(f"hand-{winner}")))
        controller.drawn.connect(self._draw)
        controller.dealt.connect(self._fly_deal)
        self.animator.settled.connect(self._update_turn)  # "Your turn" once the cards have landed
        controller.at_rest = lambda: not self.animator.busy
        self.animator.settled.connect(controller.settled)
        self._message_at = 0  # the person's move count when the status line was written
        # the status line holds a refusal given while the player could not move ("Please wait: it
        # is not your turn."); it is stale, and goes, as soon as the player can move
        self._refusal_waits = False
        self._showing_last = False
        controller.dealt.connect(lambda dealer: self.show_message(""))
        controller.changed.connect(self._expire_message)
        controller.changed.connect(self.refresh)
        controller.message.connect(self.show_message)
        controller.thinking.connect(self._thinking)
        controller.handFinished.connect(self._hand_finished)

    # Compatibility with the settings' names ---------------------------------------------------
    @property
    def animation(self) -> str:
        return self.animator.speed

    @animation.setter
    def animation(self, speed: str) -> None:
        self.animator.speed = speed
        self.status.set_steady(speed == "off")

    @property
    def flights(self) -> list[Any]:
        return self.animator.flights

    # The player's language ---------------------------------------------------------------------
    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.ApplicationPaletteChange):
            # a theme switch (View ▸ Theme, or the desktop's own scheme) sets the style, then the
            # palette: the buttons are styled once both are in place
            QTimer.singleShot(0, self, self._style_buttons)
        return super().event(event)

    def _style_buttons(self) -> None:
        """The cloth's buttons in the window's theme: light buttons in a dark window glared. (The
        application's palette: a widget with a style sheet keeps its first palette.)"""
        dark = QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
        sheet = BUTTONS["dark" if dark else "light"]
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    def retranslate(self) -> None:
        """Every label in the language now in use: names, buttons, the status line, the summary."""
        self.setAccessibleName(self.tr("card table"))
        names = {"trick": self.tr("the trick"), "stock": self.tr("the stock"), "trump": self.tr("the trump card")}
        for name, title in names.items():
            self.views[name].setAccessibleName(title)
        self.status.setAccessibleName(self.tr("status line"))
        self.summary.retranslate()
        self.curtain.retranslate()
        self._bottom = None  # the hands' names again
        if hasattr(self, "animator"):
            self.reword()
            if self.curtain.isVisible() and self.controller.curtain_for is not None:
                self.curtain.show_for(self.controller.name_of(self.controller.curtain_for))

    def reword(self) -> None:
        """Show everything again in the words now in use: after a language switch, and after a
        deck switch, so that the status line and the summary name the cards as the table now
        draws them (a line keeps what it tells, the cards and who, not its old words)."""
        self.refresh()
        self.repaint_cards()  # the cards' corner letters follow the language, their pictures the deck
        self._show_status()
        access.describe_widget(self.status, self.status.text())
        if self.summary.isVisible() and self._summary_source is not None:
            self._show_summary(*self._summary_source)

    def repaint_cards(self) -> None:
        """Every pile painted again: the cards' pictures changed (the deck, the back, the language's
        corner letters). A refresh repaints only the piles whose cards changed, and a deck switched
        mid-hand left the hands and the trump card in the old deck (newcomer finding)."""
        for view in self.views.values():
            view.viewport().update()

    # Seeing ----------------------------------------------------------------------------------------
    def set_card_size(self, size: str) -> None:
        """Larger cards: the player's hand and the trick take more of the table's height, and the
        table asks for more room than the smallest window has (the window then scrolls)."""
        self.card_size = size if size in access.CARD_SCALES else "normal"
        scale = access.CARD_SCALES[self.card_size]
        self._fit_rows()
        if scale > 1:
            self.setMinimumSize(BASE_WIDTH, round(BASE_HEIGHT * scale))  # scrolls up and down only
        else:
            self.setMinimumSize(0, 0)
        self.grid.invalidate()
        self.updateGeometry()

    def row_stretch(self) -> tuple[int, int, int]:
        """The rows' shares of the height: the card size's, or compact (see COMPACT_LINES) for
        normal cards on a table short for its text or wide for its height."""
        line = self.status.fontMetrics().lineSpacing()
        short = self.height() < COMPACT_LINES * line
        wide = self.width() > COMPACT_ASPECT * self.height()
        if self.card_size == "normal" and (short or wide):
            return ROW_STRETCH["large"]
        return ROW_STRETCH[self.card_size]

    def _fit_rows(self) -> None:
        stretch = self.row_stretch()
        if tuple(self.grid.rowStretch(row) for row in range(3)) != stretch:
            for row, share in enumerate(stretch):
                self.grid.setRowStretch(row, share)
            self.grid.invalidate()
            self.grid.activate()  # now: the layout of this size was made with the old shares

    def set_contrast(self, on: bool) -> None:
        """High contrast: a near-black cloth, a dark outline round every card and thicker marks,
        white bold words on solid backgrounds."""
        self.contrast = on
        for view in self.views.values():
            view.set_contrast(on)
        self.score.set_contrast(on)
        self.status.set_colour("#ffffff" if on else "#f7f3e8")  # no font here: it would
        access.relative_font(self.status, 1.1, bold=on)  # fix the size and not follow the system's
        self.update()

    # Painting the cloth ----------------------------------------------------------------------------
    _cloth: QPixmap | None = None  # the cloth as last drawn, and what it was drawn for
    _cloth_key: tuple[Any, ...] = ()

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.drawPixmap(QPoint(0, 0), self._cloth_pixmap())  # only the part to repaint is copied
        painter.end()
        self.images.drawn_at = time.monotonic()  # the pictures' drawing thread waits for a still table
        if self._after_paint:  # this frame is drawn: what waited for it comes before the next
            QTimer.singleShot(0, self, self._painted)

    def after_paint(self, call: Callable[[], None]) -> None:
        """``call`` once the table's next frame is drawn, so that its work falls in the frame after:
        a 0 ms timer runs before it (Qt draws a window after its timers). Within 100 ms all the
        same, if the window is not drawn (minimised)."""
        self._after_paint.append(call)
        if not self._unpainted.isActive():
            self._unpainted.start()

    def _painted(self) -> None:
        """A frame is drawn (or none came in time): what waited for it."""
        self._unpainted.stop()
        calls, self._after_paint = self._after_paint, []
        for call in calls:
            call()

    def _cloth_pixmap(self) -> QPixmap:
        """The cloth, drawn once for each size and colour: its gradient, drawn again at every frame
        of a flying card, held the window 5-20 ms a frame at 200 % (``bench stall``)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.cloth, self.contrast)
        if self._cloth is not None and key == self._cloth_key:
            return self._cloth
        # rounded up: the table paints opaque, and a pixmap a device pixel short at 125 % or 150 %
        # would leave the last column or row unpainted
        pixmap = QPixmap(max(1, math.ceil(self.width() * ratio)), max(1, math.ceil(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        rect = self.rect()
        gradient = QRadialGradient(QPointF(rect.center()), max(rect.width(), rect.height()) * 0.7)
        centre, edge = CLOTHS.get(self.cloth, CLOTHS["green"])
        if self.contrast:  # the cloth much darker, so that cards and words stand out
            centre, edge = QColor(centre).darker(300).name(), QColor(edge).darker(300).name()
        gradient.setColorAt(0.0, QColor(centre))
        gradient.setColorAt(1.0, QColor(edge))
        painter = QPainter(pixmap)
        painter.fillRect(rect, gradient)
        painter.end()
        self._cloth, self._cloth_key = pixmap, key
        return pixmap

    # Names ---------------------------------------------------------------------------------------
    def describe(self, card: Card) -> str:
        return texts.card_name(self.images.style, card.code)

    # Seating -------------------------------------------------------------------------------------
    def _seat_hands(self, bottom: int) -> None:
        """The player at the device sits at the bottom (hot-seat turns the table for each turn)."""
        if bottom == self._bottom:
            return
        for seat in (0, 1):
            self.grid.removeWidget(self.views[f"hand-{seat}"])
        self.grid.addWidget(self.views[f"hand-{1 - bottom}"], 0, 0, 1, 3)
        self.grid.addWidget(self.views[f"hand-{bottom}"], 2, 0, 1, 3)
        for seat in (bottom, 1 - bottom):
            name = self.controller.name_of(seat)
            self.views[f"hand-{seat}"].setAccessibleName(self.tr("{name}: hand").format(name=name))
        self._bottom = bottom

    # Refreshing from the controller -------------------------------------------------------------
    def set_hints(self, on: bool) -> None:
        """Learner hints switched: the same cards dimmed anew, the keyboard's place kept (it went
        back to the first card)."""
        self.hints = on
        self.refresh(keep_place=True)

    def _collect(self, cards: list[Card], winner: CardPileView) -> None:
        """A trick is taken: its cards fly to the winner in this frame, and the table shows the
        new hands and stock in the next (``refresh``). In one frame the two came to 19-26 ms of the
        window's own work at 200 %, the only frames of a hand over 16 ms (``bench stall``)."""
        self.animator.collect(cards, winner)
        if self.animator.busy:
            self._holding = True
            self.after_paint(self._release)

    def _release(self) -> None:
        """The refresh held back while a trick's cards took off, now that their first frame is drawn."""
        held, self._holding, self._held_refresh = self._held_refresh, False, None
        if held is not None:
            self.refresh(held)

    def _play_on(self, seat: int, cards: Any) -> None:
        """A card played in the frame a trick's cards take off (played on a trick held until a
        click collects it first): the table is shown at once, as the card's flight needs its
        place in the trick (``Animator.play``); without it, the card appeared with no flight."""
        if self._holding:
            self._holding, self._held_refresh = False, None  # the play's own refresh follows

    def _show_stock(self, obs: Any = None) -> None:
        """The stock and the face-up trump card beside it, with the cards drawn after the trick in
        view (they leave after the pause) and those drawn that have not taken off yet (``_draw``).
        ``obs``: the first seat's observation, where the caller has it (an observation is costly)."""
        c = self.controller
        obs = obs if obs is not None else c.observe(0)
        if not self.animator.busy:
            self._leaving = 0  # flights cut short (a new hand) leave nothing behind
        stock_size = obs.stock_size + len(c.drawn_in_view()) + self._leaving
        trump_card = c.trump_card_in_view()
        if trump_card is None and self._leaving and obs.stock_size == 0 and obs.trump is not None:
            trump_card = self._trump_card  # the last card drawn takes it, in the last flight
        self._trump_card = trump_card
        self.models["stock"].set_cards([None] * max(0, stock_size - (1 if trump_card else 0)))
        self.models["trump"].set_cards([trump_card] if trump_card else [])
        stock_caption = texts.number(stock_size) if stock_size else ""
        if obs.stock_closed_by is not None:
            stock_caption = self.tr("closed")
        self.views["stock"].caption = stock_caption

    def _draw(self, seats: list[int]) -> None:
        """Backs fly from the stock to the hands that drew, one after another, and the stock gives
        up each as it takes off (a newcomer saw Bura's stock count drop before any card left)."""
        if not self.animator.duration:
            return
        self._leaving = len(seats)
        self.animator.from_stock([self.views[f"hand-{seat}"] for seat in seats], 1 / 3, took_off=self._took_off)

    def _took_off(self) -> None:
        self._leaving = max(0, self._leaving - 1)
        if not self._holding:  # else the held refresh shows it
            self._show_stock()

    def refresh(self, keep_place: bool = False) -> None:
        if self._holding:  # a trick's cards take off in this frame (``_collect``): the place is
            held = self._held_refresh  # kept only if every refresh that waited kept it
            self._held_refresh = keep_place if held is None else held and keep_place
            return
        c = self.controller
        self._showing_last = False
        self._seat_hands(c.viewer())
        obs = c.observe(0)
        human = c.human_to_move()
        for seat in (0, 1):
            model = self.models[f"hand-{seat}"]
            model.draggable = human == seat
            model.set_cards(
                c.hand_cards(seat), self._refusals(seat) if self.hints and human == seat else None, keep_place
            )
            view = self.views[f"hand-{seat}"]
            if seat in c.humans:
                multi = c.spec.groups
                view.one_click = self.one_click
                view.setSelectionMode(
                    QAbstractItemView.SelectionMode.ExtendedSelection
                    if multi
                    else QAbstractItemView.SelectionMode.SingleSelection
                )
                view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            view.caption = ""
        self._show_trick(c.trick_cards(), obs.trump)
        self.views["trick"].caption = self.tr("Click to go on") if c.trick_held else ""
        if c.finished_hand is not None and c.humans:
            self._lay_last_trick()  # the hand's last trick stays in view beside its summary
        elif self.summary.isVisible():
            self.summary.hide()  # the hand is dealt again (Restart hand): its summary and strip go
        self._show_stock(obs)
        # no pile is repainted for its own sake: a pile repaints when its cards, dimming or caption
        # change (a move repainted all five, most of the window: 20-40 ms at 200 %, ``bench stall``)
        self._set_buttons()
        self.score.show_state(c, self.hints)
        self._update_turn()
        if human is not None:
            self.views[f"hand-{human}"].setFocus()
            self.keep_in_view(self.actions_bar)  # the buttons under the hand, then the hand itself
            self.keep_in_view(self.views[f"hand-{human}"])

    def advise(self, action: Action) -> None:
        """A hint advised ``action`` (its button has the focus): its question, if it asks one, then
        has Yes as the default, in this position only (``_confirmed``)."""
        self._advised = (action, position_key(self.controller))

    def advised(self, action: Action) -> bool:
        """Whether a hint advised ``action`` in the position on the table now."""
        return self._advised == (action, position_key(self.controller))

    def _picked(self, view: CardPileView) -> None:
        """The pick changed: the Play button for a group that may be played, and the refusal of a
        play before (B-5, B-6: "answer with 2 cards") goes once the pick may be played (it stayed
        beside the Play 2 cards button; newcomer finding)."""
        self._set_buttons()
        picked = view.selected_cards()
        refusal = self.controller.refusal(Action.play(*picked)) if picked else None
        if self._play_refused and picked and refusal is None:
            self.show_message("")
        elif (
            refusal is not None
            and len(picked) > 1
            and self.controller.human_to_move() is not None
            and not self._completable(picked)
        ):
            # a pick no card added can make playable (two suits led, B-5): why, at once. Its Play
            # button had gone without a word, and only Enter said why (newcomer finding)
            self._refuse_play(refusal)

    def _completable(self, picked: list[Card]) -> bool:
        """Whether some play the rules allow holds every card picked (more may still be picked)."""
        wanted = set(picked)
        return any(a.kind == Kind.PLAY and wanted <= set(a.cards) for a in self.controller.match.legal_actions())

    def _set_buttons(self) -> None:
        """The buttons for the actions other than a card, and in Bura one that plays the cards
        picked: Enter and a drag do too, but nothing on the table said so (newcomer finding). It is
        offered only for a group that may be played (a newcomer was offered "Play 2 cards" for two
        suits, then refused, B-5); Enter still says why another group may not."""
        c = self.controller
        obs = c.observe(0)
        actions = c.button_actions()
        human = c.human_to_move()
        if c.spec.groups and human is not None:
            picked = self.views[f"hand-{human}"].selected_cards()
            if picked and c.refusal(Action.play(*picked)) is None:  # only a group that may be played
                actions = [*actions, Action.play(*picked)]
        trump = obs.trump
        turn = (len(c.match.history), len(obs.tricks), len(obs.trick), c.match.to_move)  # buttons stay put within it
        self.actions_bar.set_actions(
            actions, c.game, self.images.style, int(trump) if trump is not None else None, turn
        )

    def _show_trick(self, shown: list[tuple[int, tuple[Card, ...]]], trump: Any) -> None:
        if len(shown) == 2:
            answer = facing(shown[0][1], shown[1][1], self.controller.spec, trump)
            shown = [shown[0], (shown[1][0], answer)]
        lead_count = len(shown[0][1]) if shown else 1
        if self.views["trick"].lead_count != lead_count:  # the lead and the answer are laid apart by it
            self.views["trick"].lead_count = lead_count
            self.views["trick"].viewport().update()
        self.models["trick"].set_cards([card for _, cards in shown for card in cards])

    def _trick_clicked(self) -> None:
        if self.controller.trick_held:
            self.controller.release_trick()
        else:
            self.show_last_trick()

    def keyPressEvent(self, event: Any) -> None:
        if self.controller.trick_held and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.controller.release_trick()
            return
        super().keyPressEvent(event)

    def _font_changed(self, font: Any) -> None:
        """The system's (the application's) font changed while the program runs."""
        access.refresh_fonts(self)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        """Space on the hand while a finished trick stays in view goes on (it would pick a card)."""
        if event.type() == QEvent.Type.KeyPress and self.controller.trick_held and event.key() == Qt.Key.Key_Space:
            self.controller.release_trick()
            return True
        return super().eventFilter(watched, event)

    def show_last_trick(self) -> None:
        """The last finished trick, back in the trick area until the next move (key L or a click
        on the trick). While a card lies on the trick (L did nothing then), the last trick is
        looked at in its place and L or a click again, or the next move, brings the trick on the
        table back. At the end of a hand it is already there, beside the summary, which stays in
        view with its button."""
        c = self.controller
        obs = c.observe(c.viewer())
        if c.showing_trick is not None:
            return
        if not obs.tricks:  # a newcomer pressed L at the first trick and nothing said why nothing came
            self.show_message(texts.Words.of(lambda: self.tr("No trick has been taken yet in this hand.")))
            return
        if self._showing_last and obs.trick:  # looked at while a card lies on the trick: back to it
            self._show_current_trick()
            return
        self._lay_last_trick(peek=bool(obs.trick))
        view = self.views["trick"]
        last = obs.tricks[-1]
        cards = ", ".join(self.describe(card) for card in (*last.lead, *last.answer))
        self.announcer.say(f"{view.caption}. {cards}")

    def _show_current_trick(self) -> None:
        """The cards on the trick again, after a look at the last trick."""
        c = self.controller
        self._showing_last = False
        self._show_trick(c.trick_cards(), c.observe(0).trump)
        self.views["trick"].caption = self.tr("Click to go on") if c.trick_held else ""
        self.views["trick"].viewport().update()

    def _lay_last_trick(self, peek: bool = False) -> None:
        """The hand's last finished trick in the trick area, captioned with who took it; with
        ``peek``, in place of the cards on the trick, for a look (the caption says how to go back)."""
        c = self.controller
        obs = c.observe(c.viewer())
        if (obs.trick and not peek) or not obs.tricks:
            return
        last = obs.tricks[-1]
        self._show_trick([(last.leader, last.lead), (1 - last.leader, last.answer)], obs.trump)
        name = c.name_of(last.winner)
        self.views["trick"].caption = (
            self.tr("Last trick: {name} · L: back to this trick").format(name=name)
            if peek
            else self.tr("Last trick: {name}").format(name=name)
        )
        self.views["trick"].viewport().update()
        self._showing_last = True

    def _trick_area(self) -> QRect:
        """The trick area in the table's coordinates (the summary lies beside it, not over it)."""
        view = self.views["trick"]
        return QRect(view.mapTo(self, QPoint(0, 0)), view.size())

    def _cloth_area(self) -> QRect:
        """The table inside its margins, left of the score panel (where the cards lie)."""
        margins = self.grid.contentsMargins()
        area = self.rect().adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        area.setRight(self.score.x() - self.grid.horizontalSpacing() - 1)
        return area

    def _make_way(self, height: int) -> None:
        """Make a strip of ``height`` at the bottom for the result panel (0: give it back). The
        buttons and the status line, which at the end of a hand only say "Hand over" and the
        summary's first line, make way, and the rows above shrink their cards to leave room."""
        reserved = height > 0
        self.actions_bar.setVisible(not reserved)
        self.status.setVisible(not reserved)
        if self.grid.rowMinimumHeight(4) != height:
            self.grid.setRowMinimumHeight(4, height)
            self.grid.invalidate()

    def _refusals(self, seat: int) -> dict[Card, str]:
        """Learner hints: the cards that may not be played now, with the rule that forbids them."""
        hand = self.controller.match.hand
        out: dict[Card, str] = {}
        for card in self.controller.observe(seat, hand).hand:
            reason = hand.explain(Action.play(card))
            if reason is not None and reason.rule != "B-6":  # Bura groups: single cards are no hint
                out[card] = texts.refusal(reason, self.images.style)
        return out

    def _tell_how_to_play(self) -> None:
        """At the player's first card to play, the status line says how a card is played: a click
        that only raised a card told a newcomer nothing of double-clicks, drags or Enter."""
        before = self._status_source
        if self._how_told or self.controller.human_moves or (before and not isinstance(before, texts.Words)):
            return  # not under a refusal, which is worded from its rule id
        self._how_told = True
        groups = self.controller.spec.groups
        led = self.controller.observe(self.controller.viewer()).trick
        answer = len(led[0][1]) if groups and led else 0  # B-6: an answer is any cards, as many as led
        single = groups and answer == 1  # B-6: one card led, one answered (a click still only picks it)
        groups = groups and answer != 1
        # below what the computer did before (a marriage announced with its lead)
        self.show_message(
            texts.Words.of(
                lambda: "\n".join(
                    [
                        *([texts.fresh(before)] if before else []),
                        self._how_to_play(groups, self.one_click, answer, single),
                    ]
                )
            )
        )

    def _how_to_play(self, groups: bool, one_click: bool, answer: int = 0, single: bool = False) -> str:
        """How to play a card, for the player's first move; in Bura a first move that answers a lead
        says "as many cards as were led" (a newcomer read "of one suit" and thought B-6 asked that),
        and a click that picks one card says so ("click to play it" read as if the click had failed)."""
        if single and one_click:
            return self.tr(
                "Click a card to pick it; then press the Play button that appears, double-click it, or press Enter."
            )
        if answer > 1:
            pick = self.tr("Click") if one_click else self.tr("Ctrl+click")
            words = self.tr(
                "{pick} %n card(s) of any suits to answer; then press the Play button that appears or press Enter.",
                "",
                answer,
            )
            return texts._english_plural(words, answer).format(pick=pick)
        if groups and one_click:
            return self.tr(
                "Click cards of one suit to pick them; then press the Play button that appears, double-click the "
                "last card, or press Enter."
            )
        if groups:
            return self.tr(
                "Ctrl+click cards of one suit to pick them; then press the Play button that appears, press Enter, "
                "or drag them to the middle."
            )
        if one_click:
            return self.tr("Click a card to play it.")
        return self.tr("Double-click a card, drag it to the middle or press Enter to play it.")

    def set_one_click(self, on: bool) -> None:
        """One-click play switched (Preferences): the player's hand plays (or picks) on a click."""
        self.one_click = on
        self.refresh(keep_place=True)
        self._show_status()  # the words on how to play, if they are in view

    def _update_turn(self) -> None:
        """Whose turn, said when it is true: "Your turn" once the player can move and the cards have
        landed (not while a finished trick is in view or drawn cards fly); "… is thinking" only
        while the computer chooses a move (not while the table settles an offer for it, B-15)."""
        c = self.controller
        p = c.match.to_move
        human = c.human_to_move()
        # an online match says whom it waits for: the friend, his program (keys, a deal) or him away
        waiting = getattr(c, "waiting_line", lambda: None)()
        if c.match.result is not None:
            self.turn.setText(self.tr("Match over"))
        elif waiting:
            self.turn.setText(waiting)
        elif c.hand_done:  # from the last card on: its trick stays in view before the summary
            self.turn.setText(self.tr("Hand over"))
        elif self._computer_thinking and p is not None and p not in c.humans:
            self.turn.setText(self.tr("{name} is thinking…").format(name=c.name_of(p)))
        elif human is None or self.animator.busy:
            self.turn.setText("")  # the table is settling: a trick in view, cards in flight, an offer
        elif c.observe(human, c.match.hand).phase in OFFER_PHASES:
            # B-14: an offer to show a special hand, which is not a lead
            self.turn.setText(
                self.tr("Show your special hand or pass")
                if len(c.humans) == 1
                else self.tr("{name}: show your special hand or pass").format(name=c.name_of(human))
            )
        else:
            self.turn.setText(
                self.tr("Your turn") if len(c.humans) == 1 else self.tr("{name} to play").format(name=c.name_of(human))
            )
            self._tell_how_to_play()
        # the action buttons (Claim 66, Close the stock ...) with the turn line: when the player can act
        ready = (
            c.match.result is None
            and c.finished_hand is None
            and human is not None
            and not self.animator.busy
            and not waiting
        )
        self.actions_bar.set_ready(ready)
        if self.turn.text() != self._turn_said:  # "Your turn", "Hand over" ... are heard as well
            self._turn_said = self.turn.text()
            if self._turn_said and not self._computer_thinking:  # not each "thinking"
                self.announcer.say(self._turn_said)

    def _curtain(self, seat: int | None) -> None:
        """Hot-seat: cover the table while the device passes to the other player."""
        if seat is None:
            self.curtain.hide()
            return
        self.curtain.show_for(self.controller.name_of(seat))
        self.announcer.say(self.curtain.text.text())

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.status.lines() != self._status_lines:  # a table grown tall, or made short
            self._status_lines = self.status.lines()
            self.status.updateGeometry()
        self._fit_rows()
        self.curtain.fit()
        if self.summary.isVisible():
            self.summary.place()

    def _fly_deal(self, dealer: int) -> None:
        fore = 1 - dealer
        self._leaving = 0  # a new deal (Restart hand): backs the old stock had still to give up are gone
        self.animator.from_stock([self.views[f"hand-{s}"] for s in [fore, dealer] * 3], 1 / 4, dealing=True)

    # Player input -----------------------------------------------------------------------------
    def show_message(self, text: str, refusal: bool = False) -> None:
        """One line in the status bar; it lasts until the next action (or deal) changes the
        situation it describes. It is kept as said (an engine refusal in English, or texts.Words),
        and worded in the player's language and the deck's words when shown. A ``refusal`` made
        while the player could not move goes as soon as he can."""
        self._refusal_waits = refusal and bool(text) and self.controller.human_to_move() is None
        self._play_refused = False  # set by the refusal of a play, after this (``_refuse_play``)
        before = self.status.text()
        self._status_source = text
        self._show_status()
        shown = self.status.text()
        access.describe_widget(self.status, shown)
        # a line added below the lines in view (what happened since the person's move) is said alone
        self.announcer.say(shown[len(before) :] if before and shown.startswith(before + "\n") else shown)
        self._message_at = self.controller.human_moves
        if refusal and shown:
            self.status.flash()

    def _show_status(self) -> None:
        text = self._status_source
        self.status.setText(self._worded(text))

    def _worded(self, text: str) -> str:
        """A status line in the player's language: a refusal worded from its data, a message made
        of words (texts.Words) worded again, anything else as it was said."""
        if isinstance(text, Refusal):
            return texts.refusal(text, self.images.style)
        return texts.fresh(text)

    def _expire_message(self) -> None:
        stale = self._refusal_waits and self.controller.human_to_move() is not None
        if self.controller.human_moves > self._message_at or stale:
            self._refusal_waits = False
            self._status_source = ""
            self.status.setText("")
            access.describe_widget(self.status, "")

    def _thinking(self, on: bool) -> None:
        self._computer_thinking = on
        self._update_turn()

    def _announce_play(self, seat: int, cards: Any) -> None:
        """A screen reader hears each card laid on the trick, and by whom."""
        names = ", ".join(self.describe(card) for card in cards)
        self.announcer.say(access.WORDS["plays"].format(who=self.controller.name_of(seat), cards=names))

    def _play_requested(self, cards: list[Card]) -> None:
        reason = self.controller.play_cards(cards)
        if reason is not None:
            self._unpick()
            self._refuse_play(reason)

    def _refuse_play(self, reason: Refusal | str) -> None:
        """Why cards may not be played, until the player picks cards that may be (``_picked``)."""
        self.show_message(reason, refusal=True)
        self._play_refused = True

    def _drop_refused(self, reason: Refusal) -> None:
        """Cards the rules refuse are dragged over the trick: why, before they are let go; the pick
        goes once the drag ends, as after any refused play (``_unpick``)."""
        self._refuse_play(reason)
        self._drag_refused = True

    def _drag_ended(self) -> None:
        if self._drag_refused:
            self._drag_refused = False
            self._unpick()

    def _drop_on_trick(self, cards: list[Card]) -> str | None:
        reason = self.controller.play_cards(cards)
        if reason is not None:
            self._unpick()
            self._refuse_play(reason)
        return reason

    def _unpick(self) -> None:
        """A refused play takes the pick away (a Bura group): a card left picked made the next
        pick a group of one card more than the player meant. The keyboard's place stays."""
        for seat in self.controller.humans:
            view = self.views[f"hand-{seat}"]
            if view.selectionModel() is not None and view.selectionModel().hasSelection():
                view.clearSelection()
                view.viewport().update()

    def _drop_on_trump(self, cards: list[Card]) -> Refusal | None:
        c = self.controller
        obs = c.observe(0)
        exchange = c.spec.exchange_card(obs.rules, obs.trump)
        reason: Refusal | None
        if exchange is None:  # Bura draws its trump card last (B-4); Schneider's engine says H-4
            rule = c.spec.trump_card_rule
            reason = (
                Refusal.of(rule, texts.NO_EXCHANGE_BURA) if rule is not None else c.refusal(Action.parse("exchange"))
            )
        elif cards != [exchange]:
            reason = Refusal.of("S-14", texts.EXCHANGE_BY_DROP, cards=exchange.code)
        else:
            reason = c.try_action("exchange")
        if reason is not None:
            self._unpick()  # the card goes back as it was, not left raised as if picked
            self.show_message(reason, refusal=True)
        return reason

    def _stock_clicked(self, index: QModelIndex) -> None:
        c = self.controller
        if not c.spec.closable:
            return  # the stock of this game cannot be closed: a click on it means nothing
        if Action.parse("close") not in c.button_actions():
            # the rule that forbids it now (S-14 after a marriage, S-15 otherwise), or why nobody may act
            reason = c.refusal(Action.parse("close"))
            self.show_message(reason or Refusal.of("S-15", texts.CLOSE_NOT_NOW), refusal=True)
            return
        self._button(Action.parse("close"))

    def _button(self, action: Action) -> None:
        if action.kind == Kind.PLAY:  # Bura's Play button: as Enter plays the picked cards
            self._play_requested(list(action.cards))
            return
        if not self._confirmed(action):
            return
        reason = self.controller.try_action(action)
        if reason is not None:
            self.show_message(reason, refusal=True)
        elif action.kind == Kind.MARRY and action.suit is not None:
            self._place_on_marriage(int(action.suit))

    def _place_on_marriage(self, suit: int) -> None:
        """S-12: a marriage announced is led with its King or Queen, so the keyboard's place goes
        to the King (it stayed on a card that may not be led then; newcomer finding)."""
        human = self.controller.human_to_move()
        if human is None:
            return
        view, cards = self.views[f"hand-{human}"], self.models[f"hand-{human}"].cards()
        king = next(
            (i for i, card in enumerate(cards) if card is not None and int(card.suit) == suit and card.code[0] == "K"),
            None,
        )
        if king is not None:
            view.selectionModel().setCurrentIndex(
                view.model().index(king, 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )
            view.viewport().update()

    def _confirmed(self, action: Action) -> bool:
        """Closing and claiming cost game points when they go wrong: ask first (not where a guided
        first hand asks for this very move: its step has said what it does)."""
        c = self.controller
        goal = c.spec.goal
        step = c.guide.step if c.guide is not None else None
        if step is not None and step.seat == 0 and action.text in step.actions:
            return True
        if action.kind == Kind.CLOSE:
            if not self.confirm_close:
                return True
            p = c.human_to_move()
            question = texts.close_question(c.observe(p if p is not None else 0), p or 0)
            # asked at every close while the preference is on: it fell silent after the first one
            # confirmed, so a newcomer was asked in some hands and not in others
            return self._confirm(self.tr("Close the stock?"), question, self.advised(action))
        if action.kind == Kind.CLAIM and goal is not None:
            p = c.human_to_move()
            question = texts.claim_question(c.game, c.observe(p if p is not None else 0), p or 0)
            if self.hints and p is not None:
                question += " " + self.tr(COUNTED).format(score=texts.number(c.observe(p).score))
            title = self.tr("Declare 31?") if c.spec.claim_verb == "declare" else self.tr("Claim 66?")
            right = p is not None and c.match.hand.score(p) >= goal
            return self._confirm(title, question, right and (self.hints or self.advised(action)))
        return True

    def _confirm(self, title: str, question: str, sure: bool) -> bool:
        """Ask, with Yes the default where the step is known to be right: the hint advised it, or
        learner hints count the points that make the claim. With "No" always the default, a
        keyboard player whom the hint had sent to Declare 31 went Enter, Enter (No) round in a loop
        (newcomer finding)."""
        self.yes_is_default = sure
        try:
            return self.confirm(title, question)
        finally:
            self.yes_is_default = False

    def _ask(self, title: str, question: str) -> bool:
        """A question before a step that costs game points or chips when it goes wrong (a wrong
        claim, a failed close): "No", the safe answer, is the default, so Enter never makes it,
        unless the step is known to be right (``yes_is_default``)."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        default = yes if self.yes_is_default else no
        return after_dialog(self, QMessageBox.question(self, title, question, yes | no, default)) == yes

    def _hand_finished(self, result: Any, words: str) -> None:
        c = self.controller
        if c.humans:  # after the frame that shows the last card: the summary lays the table out
            self.after_paint(lambda: self._summary_if_shown(result, words))  # anew (20-40 ms)
        first = (
            texts.Words.of(lambda: texts.fresh(words).splitlines()[0])
            if isinstance(words, texts.Words)
            else words.splitlines()[0]
        )
        self.show_message(first)

    _summary_source: tuple[Any, str] | None = None

    def _summary_if_shown(self, result: Any, words: str) -> None:
        """The summary of the hand that ended, if the table still shows it (not dealt on, nor taken
        off the window for a new game, meanwhile)."""
        hand = self.controller.finished_hand
        if hand is not None and hand.result is result and self.parentWidget() is not None:
            self._show_summary(result, words)

    def _show_summary(self, result: Any, words: str) -> None:
        self._summary_source = (result, words)
        self.summary_text.setToolTip(texts.rule_hint(result))
        if self.controller.match.result is not None:
            self.summary.show_match(self._match_html(texts.fresh(words)))
        else:
            self.summary.show_hand(texts.fresh(words))
        self.keep_in_view(self.summary)
        access.describe_widget(self.summary.text, access.plain(self.summary.text.text()))
        self.announcer.say(" ".join(texts.fresh(words).splitlines()[1:]))
        self.announcer.say(self.score.accessibleDescription())

    def _match_html(self, words: str) -> str:
        c = self.controller
        m = c.match
        result = m.result
        assert result is not None
        if result.winner is None:
            head = self.tr("The match is drawn.")
        elif result.winner in c.humans and len(c.humans) == 1:
            head = self.tr("You win the match!")
        else:
            head = self.tr("{name} wins the match.").format(name=escape(c.name_of(result.winner)))
        won = [sum(1 for r in m.history if r.result.winner == seat) for seat in (0, 1)]
        figures = self.tr("Hands played: {hands} · won: {first} {a}, {second} {b}").format(
            hands=texts.number(len(m.history)),
            first=escape(c.name_of(0)),
            a=texts.number(won[0]),
            second=escape(c.name_of(1)),
            b=texts.number(won[1]),
        )
        last = escape(words).replace("\n", "<br>")  # rich text: the names in it are shown as typed
        return f"<b style='font-size:x-large'>{head}</b><br><br>{last}<br><br>{figures}<br><br>{final_sheet_html(c)}"

    def _continue(self) -> None:
        self.summary.hide()
        self.controller.continue_next()

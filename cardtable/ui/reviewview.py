"""The hand review window (issue 43): the expert's review of a finished hand, computed in the
worker thread while the table stays playable, stepped through trick by trick with every card open.
At each of the person's decisions it shows every option's chance to win the hand and expected game
points from what he knew then, his choice, a costly mark, and the hindsight line (all cards known),
labelled as such; the summary line at the top. Opened from the result panel ("Review hand") and
from Game > Review a hand… (any finished hand of the match, or the whole match added up)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QKeySequence, QPainter, QPalette, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.review import THRESHOLD, HandReview, MatchReview, Summary
from cardtable.engine import Action, Hand

from . import history, reviewwords
from .reviewdata import Step, decisions_in, desk_of, match_hands, steps_of

if TYPE_CHECKING:
    from .cardimages import CardImages
    from .mainwindow import MainWindow

CARD_WIDTH = 58  # logical pixels; the window scales with the screen's device-pixel ratio
# ``review_hand``'s options for the window's reviews (tests make them small); empty: the review's
# own (``advice.SCALE``, the hint's: ready within a few seconds of the hand's end).
OPTIONS: dict[str, Any] = {}


class Board(QWidget):
    """One trick of the hand with all cards open: the other's cards above, the trick and the
    face-up trump card in the middle, the person's cards below."""

    def __init__(self, images: CardImages, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("review-board")
        self.images = images
        self.step: Step | None = None
        self.seat = 0
        self.names = ("", "")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        card = self.images.size_for_width(CARD_WIDTH)
        return QSize(9 * (CARD_WIDTH // 2) + CARD_WIDTH + 200, 3 * card.height() + 6 * self.fontMetrics().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(CARD_WIDTH * 6, self.sizeHint().height())

    def trick_labels(self) -> list[str]:
        """Over the trick's cards: "Computer: lead", "You: answer", not the names alone that the
        rows of the hands bear (a newcomer took the trick's row for a hand)."""
        if self.step is None:
            return []
        roles = (self.tr("{name}: lead"), self.tr("{name}: answer"))
        return [roles[n > 0].format(name=self.names[mover]) for n, (mover, _) in enumerate(self.step.played())]

    def show_step(self, step: Step | None, seat: int, names: tuple[str, str]) -> None:
        self.step, self.seat, self.names = step, seat, names  # described by the window (``go``)
        self.update()

    def paintEvent(self, event: Any) -> None:
        step = self.step
        if step is None:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        line = self.fontMetrics().height()
        card = self.images.size_for_width(CARD_WIDTH)
        other = 1 - self.seat
        y = 4
        painter.drawText(QPoint(8, y + line), self.names[other])
        self._row(painter, step.hands[other], 8, y + line + 4)
        y += line + card.height() + 12
        x = 8
        for (_, cards), label in zip(step.played(), self.trick_labels(), strict=True):
            painter.drawText(QPoint(x, y + line), label)
            self._row(painter, cards, x, y + line + 4)
            x += max(len(cards) * (CARD_WIDTH // 2) + CARD_WIDTH, painter.fontMetrics().horizontalAdvance(label)) + 24
        if step.trump_card is not None:
            x = max(
                x,
                self.width()
                - 8
                - max(CARD_WIDTH, painter.fontMetrics().horizontalAdvance(reviewwords.stock_words(step.stock))),
            )
            painter.drawText(QPoint(x, y + line), reviewwords.stock_words(step.stock))
            self._row(painter, (step.trump_card,), x, y + line + 4)
        y += line + card.height() + 12
        painter.drawText(QPoint(8, y + line), self.names[self.seat])
        self._row(painter, step.hands[self.seat], 8, y + line + 4)
        painter.end()

    def _row(self, painter: QPainter, cards: Any, x: int, y: int) -> None:
        dpr = self.devicePixelRatioF()
        for n, card in enumerate(cards):
            painter.drawPixmap(
                x + n * (CARD_WIDTH // 2 + 6), y, self.images.face(card.code, CARD_WIDTH, dpr, exact=True)
            )


class ReviewWindow(QDialog):
    """The review of one hand of the match at a time (or the whole match's summary)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("review-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window_, self.controller = window, window.controller
        self.hands: list[tuple[Hand, list[str]]] = []
        self.review: HandReview | None = None
        self.steps: list[Step] = []
        self.at = 0
        self.pending: list[int] = []  # the deals still to review for the whole match
        self.waiting: tuple[int, int] | None = None  # the (deal, seat) whose review is awaited
        self.desk = desk_of(window)
        self.desk.progressed.connect(self._progressed)
        self.desk.reviewed.connect(self._reviewed)
        self._build()
        self.retranslate()

    # Building ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.summary = _label(self, "review-summary", bold=True)
        self.match_line = _label(self, "review-match-summary")
        self.hand_box = QComboBox(self)
        self.hand_box.setObjectName("review-hand")
        self.hand_box.activated.connect(lambda _: self._chosen())
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("review-seat")
        self.seat_box.activated.connect(lambda _: self._chosen())
        self.status = _label(self, "review-status")
        self.board = Board(self.window_.images, self)
        self.prev_button = QPushButton(self)
        self.prev_button.setObjectName("review-previous")
        self.prev_button.clicked.connect(lambda: self.go(self.at - 1))
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("review-next")
        self.next_button.clicked.connect(lambda: self.go(self.at + 1))
        # Left and Right step through the tricks too (a newcomer tried the arrows first)
        for key, step in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            QShortcut(QKeySequence(key), self).activated.connect(lambda step=step: self.go(self.at + step))
        self.where = _label(self, "review-trick")
        self.detail = _label(self, "review-detail", rich=True)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("review-close")
        self.close_button.clicked.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(self.hand_box)
        top.addWidget(self.seat_box)
        top.addStretch(1)
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.where, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.close_button)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        for part in (self.summary, self.match_line):
            layout.addWidget(part)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.board)
        layout.addLayout(nav)
        layout.addWidget(scroll, 1)
        self.resize(760, 720)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review of the hand"))
        self.prev_button.setText(self.tr("◀ &Previous trick"))
        self.next_button.setText(self.tr("Next &trick ▶"))
        self.close_button.setText(self.tr("&Close"))

    # Choosing a hand ----------------------------------------------------------------------------
    def load(self, deal: int | None = None) -> None:
        """Fill the hand list from the match (the last finished hand unless ``deal`` is given)."""
        c = self.controller
        assert c is not None
        self.hands = match_hands(c)
        self.hand_box.clear()
        for n in range(1, len(self.hands) + 1):
            self.hand_box.addItem(self.tr("Hand {n}").format(n=n), n)
        if len(self.hands) > 1:
            self.hand_box.addItem(self.tr("The whole match"), 0)
        seats = sorted(c.humans) or [0]
        self.seat_box.clear()
        for seat in seats:
            self.seat_box.addItem(self.tr("Choices of {name}").format(name=c.name_of(seat)), seat)
        self.seat_box.setVisible(len(seats) > 1)
        self.hand_box.setCurrentIndex(self.hand_box.findData(deal or len(self.hands)))
        self._chosen()

    def _seat(self) -> int:
        return int(self.seat_box.currentData() or 0)

    def _chosen(self) -> None:
        deal = self.hand_box.currentData()
        if deal is None:
            return
        self.pending, self.waiting = [], None
        if deal == 0:
            self.pending = [n for n in range(1, len(self.hands) + 1) if (n, self._seat()) not in self.desk.cache]
            self._show_match()
            self._next_pending()
            return
        self.match_line.hide()
        self._show_hand(int(deal))

    def _show_hand(self, deal: int) -> None:
        start, actions = self.hands[deal - 1]
        self.steps = steps_of(start, [Action.parse(a) for a in actions])
        found = self.desk.request(self.controller, self.hands, deal, self._seat(), OPTIONS)
        self.review = found
        if found is None:
            self.waiting = (deal, self._seat())
            self._busy(0, 0)
        else:
            self.status.hide()
        self.summary.setText(self._summary_line(found.summary) if found else "")
        self.go(0)

    def _show_match(self) -> None:
        seat = self._seat()
        cache = self.desk.cache
        done = [cache[(n, seat)] for n in range(1, len(self.hands) + 1) if (n, seat) in cache]
        total = MatchReview.of(done)
        self.summary.setText(self._summary_line(total.summary))
        self.match_line.setText(
            self.tr("The whole match: {done} of {hands} hands reviewed.").format(done=len(done), hands=len(self.hands))
        )
        self.match_line.show()
        self.steps, self.review = [], None
        self.go(0)

    def _next_pending(self) -> None:
        if not self.pending:
            self.status.hide()
            return
        deal = self.pending[0]
        self.waiting = (deal, self._seat())
        self._busy(0, 0, deal)
        if self.desk.request(self.controller, self.hands, deal, self._seat(), OPTIONS) is not None:
            self._reviewed(deal, self._seat(), self.desk.cache[(deal, self._seat())], "")

    # The worker's answers ----------------------------------------------------------------------
    def _busy(self, done: int, total: int, deal: int = 0) -> None:
        words = (
            self.tr("The expert is reviewing the hand…")
            if not deal
            else self.tr("The expert is reviewing hand {n}…").format(n=deal)
        )
        if total:
            words += " " + self.tr("{done} of {total} decisions").format(done=done, total=total)
        self.status.setText(words)
        self.status.show()

    def _progressed(self, deal: int, seat: int, done: int, total: int) -> None:
        if self.waiting == (deal, seat):
            self._busy(done, total, deal if self.pending else 0)

    def _reviewed(self, deal: int, seat: int, review: Any, error: str) -> None:
        if self.waiting != (deal, seat):
            return
        self.waiting = None
        if not isinstance(review, HandReview):
            self.status.setText(self.tr("The review failed: {error}").format(error=error.strip().splitlines()[-1]))
            return
        if self.pending:
            self.pending.pop(0)
            self._show_match()
            self._next_pending()
            return
        self.review = review
        self.status.hide()
        self.summary.setText(self._summary_line(review.summary))
        self.go(self.at)

    # Stepping ----------------------------------------------------------------------------------
    def go(self, at: int) -> None:
        """Show trick ``at`` (0 for the first) with the person's decisions in it."""
        c = self.controller
        assert c is not None
        self.at = max(0, min(at, len(self.steps) - 1))
        step = self.steps[self.at] if self.steps else None
        names = (c.name_of(0), c.name_of(1))
        self.board.setVisible(step is not None)
        self.board.show_step(step, self._seat(), names)
        self.prev_button.setEnabled(self.at > 0)
        self.next_button.setEnabled(self.at < len(self.steps) - 1)
        tricks = sum(1 for s in self.steps if s.played())  # a declaration after the last trick is no trick
        where = self.tr("Trick {n} of {count}").format(n=self.at + 1, count=tricks)
        if step is not None and not step.played():  # only ever the last step
            where = self.tr("The hand's end")
        self.where.setText(where if step else "")
        events = self._events(step)
        self.detail.setText(self._detail(step, names, events))
        # what the board paints, for a screen reader: the trick's labels and how the step ended
        said = [*self.board.trick_labels(), *events]
        if step is not None and (step.played() or not said):
            said.append(reviewwords.step_words(step, self._seat(), names))
        self.board.setAccessibleDescription(" ".join(said))

    def _result_lines(self) -> list[str]:
        """The reviewed hand's result in the summary's words, once the hand is over."""
        c, deal = self.controller, self.hand_box.currentData()
        if c is None or not deal or int(deal) > len(c.match.finished):
            return []
        finished = c.match.finished
        return history.result_words(c, c.match, finished, int(deal), finished[int(deal) - 1]).splitlines()

    def _events(self, step: Step | None) -> list[str]:
        """What was done in the step besides its cards (``Sayer.events``)."""
        deal = self.hand_box.currentData()
        if step is None or not deal or not self.hands:
            return []
        return reviewwords.Sayer(self.controller, self._seat(), self._trump()).events(
            step, self.hands[int(deal) - 1][0]
        )

    def _detail(self, step: Step | None, names: tuple[str, str], events: list[str]) -> str:
        """The step's words: what was done besides its cards (``events``), who took the trick, the
        hand's result at its end, and the person's decisions in it."""
        if step is None:
            return ""
        said = reviewwords.Sayer(self.controller, self._seat(), self._trump())
        parts = [html.escape(line) for line in events]
        if step.played() or not parts:  # a step of a declaration alone: its line says how the hand ended
            parts.append(html.escape(reviewwords.step_words(step, self._seat(), names)))
        if step is self.steps[-1]:  # the hand's result, as its summary said it (the review never did)
            parts += [html.escape(line) for line in self._result_lines()]
        if self.review is None:
            return "<p>" + "</p><p>".join(parts) + "</p>"
        found = decisions_in(self.review, step)
        if not found:
            parts.append(html.escape(self.tr("No choice of yours to review in this trick.")))
        return "<p>" + "</p><p>".join(parts) + "</p>" + "".join(said.decision_html(d) for d in found)

    def _summary_line(self, summary: Summary) -> str:
        c = self.controller
        assert c is not None
        return reviewwords.Sayer(c, self._seat(), self._trump()).summary_line(summary, THRESHOLD[c.game])

    def _trump(self) -> int | None:
        """The reviewed hand's trump suit (a marriage's worth), None where it has none."""
        deal = self.hand_box.currentData()
        if not deal or not self.hands:
            return None
        trump = self.hands[int(deal) - 1][0].trump
        return None if trump < 0 else int(trump)

    def closeEvent(self, event: Any) -> None:
        self.pending, self.waiting = [], None  # a review under way goes on: the desk keeps it
        self.setObjectName("review-window-closed")  # deleted later: ``open_review`` makes a new one
        super().closeEvent(event)


def _label(parent: QWidget, name: str, bold: bool = False, rich: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


def open_review(window: Any, deal: int | None = None) -> ReviewWindow | None:
    """Open (or raise) the review window on ``deal`` (the last finished hand unless given); says in
    the status bar when the match has no finished hand yet."""
    c = getattr(window, "controller", None)
    if c is None:
        return None
    if getattr(c, "no_review", ""):  # an online match: the table does not hold the friend's cards
        window.statusBar().showMessage(c.no_review, 8000)
        return None
    if not c.match.finished:
        window.statusBar().showMessage(
            QCoreApplication.translate("ReviewWindow", "No hand of this match has finished yet."), 8000
        )
        return None
    found = window.findChild(ReviewWindow, "review-window")
    if found is not None and found.controller is not c:
        found.close()
        found = None
    if found is None:
        found = ReviewWindow(window)
    found.load(deal)
    found.show()
    found.raise_()
    found.activateWindow()
    return found


def _reviewed(window: Any) -> Any:
    """The window's match if its hands are reviewed in the background, else None: not in demos,
    screenshots or tests' windows (``persist`` off), whose hands nobody reviews, nor an online match
    (see ``open_review``) or a lesson's hand (it marked the lesson's own steps costly)."""
    c = getattr(window, "controller", None)
    if c is None or not c.humans or window.autoplay or not window.persist:
        return None
    return None if getattr(c, "no_review", "") or c.guide is not None else c


def follow(window: Any) -> None:
    """After a trick of the match in play: the review follows it from now on, trick by trick, so
    that a hand's review is ready soon after its end, the first hand's too."""
    c = _reviewed(window)
    desk = desk_of(window) if c is not None else None
    if desk is not None and (desk.session is not c or desk.lesson):
        desk.watch(c, OPTIONS)
        desk.ahead()  # the trick that called this one was collected before the desk listened


def prepare(window: Any) -> None:
    """At a hand's end: review it in the background for the person (the first seat in hot-seat), so
    that "Review hand" finds it ready."""
    c = _reviewed(window)
    if c is None or not c.match.finished:
        return
    hands = match_hands(c)
    desk_of(window).request(c, hands, len(hands), min(c.humans), OPTIONS)


__all__ = ["Board", "ReviewWindow", "follow", "open_review", "prepare"]

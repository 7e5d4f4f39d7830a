"""The table: the two hands, the trick, the stock and trump card, the action buttons, the score
panel, the status line and the end-of-hand summary, over a green cloth."""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations
from typing import Any

from PySide6.QtCore import QModelIndex, QPointF, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import Action, BuraMatch, Card, GameSpec, SchnapsenMatch

from . import texts
from .animation import DURATIONS, Flight
from .cardimages import CardImages
from .controller import GameController
from .models import PileModel
from .views import CardPileView

PANEL = "background: rgba(0, 0, 0, 110); color: #f7f3e8; border-radius: 10px; padding: 8px;"


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


class TableWidget(QWidget):

    def __init__(self, controller: GameController, images: CardImages, confirm_close: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table")
        self.setAccessibleName("card table")
        self.controller = controller
        self.images = images
        self.confirm_close = confirm_close
        self.hints = False  #: learner hints (settings.hints)
        self.models = {name: PileModel(name, self) for name in ("hand-0", "hand-1", "trick", "stock", "trump")}
        for model in self.models.values():
            model.describe = self.describe
        self.models["trick"].drop_handler = self._drop_on_trick
        self.models["trump"].drop_handler = self._drop_on_trump
        self.views: dict[str, CardPileView] = {}
        names = {"hand-0": "your hand", "hand-1": "opponent's hand", "trick": "the trick", "stock": "the stock",
                 "trump": "the trump card"}
        modes = {"hand-0": "fan", "hand-1": "fan", "trick": "row", "stock": "stack", "trump": "crosswise"}
        for name, model in self.models.items():
            view = CardPileView(images, modes[name], name, names[name], self)
            view.setModel(model)
            self.views[name] = view
        for seat in (0, 1):
            view = self.views[f"hand-{seat}"]
            view.playRequested.connect(self._play_requested)
            view.setDragEnabled(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        for name in ("trick", "trump"):
            self.views[name].setAcceptDrops(True)
            self.views[name].setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.views["stock"].clicked.connect(self._stock_clicked)

        self.score = QLabel(self)
        self.score.setObjectName("score")
        self.score.setAccessibleName("score sheet")
        self.score.setStyleSheet(PANEL)
        self.score.setTextFormat(Qt.TextFormat.RichText)
        self.score.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.score.setMinimumWidth(200)
        self.score.setMaximumWidth(260)
        self.score.setWordWrap(True)
        self.score.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setAccessibleName("status line")
        self.status.setStyleSheet("color: #f7f3e8; font-size: 11pt;")
        self.status.setWordWrap(True)
        self.turn = QLabel(self)
        self.turn.setObjectName("turn")
        self.turn.setStyleSheet("color: #f2c230; font-weight: bold; font-size: 11pt;")

        self.buttons_box = QHBoxLayout()
        self.buttons_box.setSpacing(8)
        self.buttons: list[QPushButton] = []

        self.summary = QFrame(self)
        self.summary.setObjectName("summary")
        self.summary.setStyleSheet("QFrame#summary { background: rgba(20, 30, 25, 225); border: 2px solid #f2c230;"
                                   " border-radius: 12px; } QLabel { color: #f7f3e8; font-size: 11pt; }")
        summary_layout = QVBoxLayout(self.summary)
        self.summary_text = QLabel(self.summary)
        self.summary_text.setObjectName("summary-text")
        self.summary_text.setWordWrap(True)
        self.summary_button = QPushButton("Next hand", self.summary)
        self.summary_button.setObjectName("action-continue")
        self.summary_button.setAccessibleName("continue to the next hand")
        self.summary_button.setShortcut(QKeySequence("N"))
        self.summary_button.clicked.connect(self._continue)
        summary_layout.addWidget(self.summary_text)
        summary_layout.addWidget(self.summary_button, alignment=Qt.AlignmentFlag.AlignRight)
        self.summary.hide()

        self.curtain = QFrame(self)
        self.curtain.setObjectName("curtain")
        self.curtain.setAccessibleName("curtain: pass the device")
        self.curtain.setStyleSheet("QFrame#curtain { background: rgba(10, 40, 22, 245); border-radius: 12px; }"
                                   " QLabel { color: #f7f3e8; font-size: 15pt; }")
        curtain_layout = QVBoxLayout(self.curtain)
        self.curtain_text = QLabel(self.curtain)
        self.curtain_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.curtain_button = QPushButton("Show my cards", self.curtain)
        self.curtain_button.setObjectName("action-ready")
        self.curtain_button.setAccessibleName("show my cards")
        self.curtain_button.clicked.connect(controller.lift_curtain)
        curtain_layout.addStretch(1)
        curtain_layout.addWidget(self.curtain_text)
        curtain_layout.addWidget(self.curtain_button, alignment=Qt.AlignmentFlag.AlignCenter)
        curtain_layout.addStretch(1)
        self.curtain.hide()
        controller.curtain.connect(self._curtain)

        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(12)
        grid.addWidget(self.views["hand-1"], 0, 0, 1, 3)
        stock_area = StockArea(self.views["stock"], self.views["trump"], self)
        grid.addWidget(stock_area, 1, 0)
        grid.addWidget(self.views["trick"], 1, 1)
        grid.addWidget(self.summary, 1, 1, Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(self.views["hand-0"], 2, 0, 1, 3)
        bar = QHBoxLayout()
        bar.setSpacing(16)  # keep "Your turn" apart from the first button
        bar.addWidget(self.turn)
        bar.addLayout(self.buttons_box)
        bar.addStretch(1)
        grid.addLayout(bar, 3, 0, 1, 3)
        grid.addWidget(self.status, 4, 0, 1, 3)
        grid.addWidget(self.score, 0, 3, 5, 1)
        grid.setRowStretch(0, 22)
        grid.setRowStretch(1, 30)
        grid.setRowStretch(2, 30)
        grid.setColumnStretch(0, 26)
        grid.setColumnStretch(1, 40)
        grid.setColumnStretch(2, 4)
        grid.setColumnStretch(3, 0)

        self.flights: list[Flight] = []
        self.animation = "normal"
        controller.played.connect(self._fly_play)
        controller.collected.connect(self._fly_collect)
        controller.drawn.connect(self._fly_draws)
        self._message_at = 0  #: the action count when the status line was written
        controller.dealt.connect(self._fly_deal)
        controller.dealt.connect(lambda dealer: self.status.setText(""))
        controller.changed.connect(self._expire_message)
        controller.changed.connect(self.refresh)
        controller.message.connect(self.show_message)
        controller.thinking.connect(self._thinking)
        controller.handFinished.connect(self._hand_finished)
        self.refresh()

    # Painting the cloth ----------------------------------------------------------------------------
    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        rect = self.rect()
        gradient = QRadialGradient(QPointF(rect.center()), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, QColor("#2f8a52"))
        gradient.setColorAt(1.0, QColor("#13502c"))
        painter.fillRect(rect, gradient)
        painter.end()

    # Names ---------------------------------------------------------------------------------------
    def describe(self, card: Card) -> str:
        from cardtable.art.faces import card_name

        return card_name(self.images.style, card.code)

    # Refreshing from the controller -------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        hand = c.hand
        obs = hand.observation(0)
        human = c.human_to_move()
        for seat in (0, 1):
            model = self.models[f"hand-{seat}"]
            model.draggable = human == seat
            model.set_cards(c.hand_cards(seat), self._refusals(seat) if self.hints and human == seat else None)
            view = self.views[f"hand-{seat}"]
            if seat in c.humans:
                multi = c.spec.groups
                view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection if multi
                                      else QAbstractItemView.SelectionMode.SingleSelection)
                view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            view.caption = ""
            view.viewport().update()
        shown = c.trick_cards()
        if len(shown) == 2:
            answer = facing(shown[0][1], shown[1][1], c.spec, obs.trump)
            shown = [shown[0], (shown[1][0], answer)]
        self.views["trick"].lead_count = len(shown[0][1]) if shown else 1
        trick = [card for _, cards in shown for card in cards]
        self.models["trick"].set_cards(trick)
        self.models["stock"].set_cards([None] * max(0, obs.stock_size - (1 if obs.trump_card else 0)))
        self.models["trump"].set_cards([obs.trump_card] if obs.trump_card else [])
        stock_caption = f"{obs.stock_size}" if obs.stock_size else ""
        if obs.stock_closed_by is not None:
            stock_caption = "closed"
        self.views["stock"].caption = stock_caption
        for view in self.views.values():
            view.viewport().update()
        self._rebuild_buttons()
        self.score.setText(self._score_html())
        self._update_turn()
        if human is not None:
            self.views[f"hand-{human}"].setFocus()

    def _refusals(self, seat: int) -> dict[Card, str]:
        """Learner hints: the cards that may not be played now, with the rule that forbids them."""
        hand = self.controller.match.hand
        out: dict[Card, str] = {}
        for card in hand.observation(seat).hand:
            reason = hand.explain(Action.play(card))
            if reason is not None and not reason.startswith("B-6"):  # Bura groups: single cards are no hint
                out[card] = reason
        return out

    def _update_turn(self) -> None:
        c = self.controller
        p = c.match.to_move
        if c.match.result is not None:
            self.turn.setText("Match over")
        elif c.finished_hand is not None:
            self.turn.setText("Hand over")
        elif p is None:
            self.turn.setText("")
        elif p in c.humans:
            self.turn.setText("Your turn" if len(c.humans) == 1 else f"{texts.player_name(p, c.humans)} to play")
        else:
            self.turn.setText(f"{texts.player_name(p, c.humans)} is thinking…")

    def _rebuild_buttons(self) -> None:
        for button in self.buttons:
            self.buttons_box.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        c = self.controller
        trump = c.hand.observation(0).trump
        for action in c.button_actions():
            word = action.kind
            button = QPushButton(texts.action_label(action, c.game, self.images.style,
                                                    int(trump) if trump is not None else None), self)
            button.setObjectName(f"action-{word}")
            button.setAccessibleName(button.text())
            key = texts.SHORTCUTS.get(word)
            if key:
                button.setShortcut(QKeySequence(key))
                button.setToolTip(f"Shortcut: {key}")
            button.clicked.connect(lambda _=False, a=action: self._button(a))
            self.buttons_box.addWidget(button)
            self.buttons.append(button)

    def _score_html(self) -> str:
        c = self.controller
        m = c.match
        humans = c.humans
        you, them = texts.player_name(0, humans), texts.player_name(1, humans)
        viewer = c.viewer()
        viewer_name = texts.player_name(viewer, humans)
        own_points = c.hand.observation(viewer).score
        rows = []
        if isinstance(m, SchnapsenMatch):
            rows.append("<b style='font-size:13pt'>Bummerl</b><br>counting down from 7")
            rows.append(bummerl_sheet(m, you, them))
            marks = m.marks
            rows.append(f"Bummerl marks: {you} {'●' * marks[0] or '–'} · {them} {'●' * marks[1] or '–'}")
            if m.rules.rubber > 1:
                rows.append(f"Rubber of {m.rules.rubber}: {m.bummerls[0]}–{m.bummerls[1]}")
            if m.rules.stake:
                rows.append(f"Stakes: {you} {m.ledger[0]:+d}, {them} {m.ledger[1]:+d}")
            if self.hints:  # counting is part of the game (S-20); learners may see it
                rows.append(f"Points this hand: {viewer_name} {own_points}")
        elif isinstance(m, BuraMatch):
            rows.append("<b style='font-size:13pt'>Bura</b>")
            rows.append(f"Pot: <b>{m.pot}</b> chips")
            rows.append(f"{you}: {m.scores[0]:+d} chips<br>{them}: {m.scores[1]:+d} chips")
            won = getattr(m, "pots_won", [0, 0])
            rows.append(f"Pots won: {won[0]}–{won[1]}")
            if m.rules.target_pots:
                rows.append(f"Playing to {m.rules.target_pots} pots")
            if self.hints:  # B-17: shown only with the counting hint
                rows.append(f"Points this hand: {viewer_name} {own_points} (31 wins when declared)")
            else:
                rows.append("Count your tricks: declare 31 when you have it.")
        else:
            rows.append("<b style='font-size:13pt'>Schneider</b>")
            rows.append(f"{you}: <b>{m.scores[0]}</b><br>{them}: <b>{m.scores[1]}</b><br>playing to {m.rules.target}")
            if self.hints:
                rows.append(f"Honours this hand: {viewer_name} {own_points}")
        deal = len(m.finished) + (0 if c.finished_hand is not None else 1)
        rows.append(f"Deal {deal} · dealer: {texts.player_name(c.hand.dealer, humans)}")
        return "<br><br>".join(rows)

    def _curtain(self, seat: int | None) -> None:
        """Hot-seat: cover the table while the device passes to the other player."""
        if seat is None:
            self.curtain.hide()
            return
        name = texts.player_name(seat, self.controller.humans)
        self.curtain_text.setText(f"{name}, it is your turn.\nThe other player looks away.")
        self.curtain.setGeometry(self.rect().adjusted(8, 8, -8, -8))
        self.curtain.show()
        self.curtain.raise_()
        self.curtain_button.setFocus()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if not self.curtain.isHidden():
            self.curtain.setGeometry(self.rect().adjusted(8, 8, -8, -8))

    # Animations ---------------------------------------------------------------------------------
    def _in_table(self, view: CardPileView, rect: QRect) -> QRect:
        return QRect(view.viewport().mapTo(self, rect.topLeft()), rect.size())

    def _fly_play(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Before the refresh: note where the cards leave the hand; after it, fly them to the trick."""
        duration = DURATIONS.get(self.animation, 0)
        if not duration or not self.isVisible():
            return
        hand = self.views[f"hand-{seat}"]
        starts = []
        for i, card in enumerate(cards):
            rect = hand.rect_of(card) or hand.rect_of(None)
            if rect is None:
                size = hand.card_size()
                rect = QRect(hand.viewport().rect().center().x() - size.width() // 2 + i * 8, 0, size.width(),
                             size.height())
            starts.append(self._in_table(hand, rect))
        trick = self.views["trick"]
        trick.hidden.update(cards)

        def launch() -> None:
            for card, start in zip(cards, starts, strict=True):
                end_rect = trick.rect_of(card)
                if end_rect is None:
                    trick.hidden.discard(card)
                    continue
                end = self._in_table(trick, end_rect)
                pix = self.images.face(card.code, end.width(), self.devicePixelRatioF())
                self.flights.append(Flight(self, pix, start, end, duration, self._lander(trick, card)))

        QTimer.singleShot(0, self, launch)

    def _fly_collect(self, winner: int, cards: list[Card]) -> None:
        duration = DURATIONS.get(self.animation, 0)
        if not duration or not self.isVisible():
            return
        trick = self.views["trick"]
        target_view = self.views[f"hand-{winner}"]
        area = target_view.viewport().rect()
        for card in cards:
            rect = trick.rect_of(card)
            if rect is None:
                continue
            start = self._in_table(trick, rect)
            small = QRect(0, 0, rect.width() // 2, rect.height() // 2)
            small.moveCenter(target_view.viewport().mapTo(self, area.center()))
            pix = self.images.face(card.code, rect.width(), self.devicePixelRatioF())
            self.flights.append(Flight(self, pix, start, small, duration, self._forget_flights))

    def _fly_from_stock(self, seats: list[int], step: int) -> None:
        """Card backs travelling from the stock to the hands (dealing and drawing)."""
        duration = DURATIONS.get(self.animation, 0)
        if not duration or not self.isVisible():
            return
        stock = self.views["stock"]
        size = self.views["hand-0"].card_size()
        origin = QRect(0, 0, size.width(), size.height())
        origin.moveCenter(stock.viewport().mapTo(self, stock.viewport().rect().center()))
        pix = self.images.back_side(size.width(), self.devicePixelRatioF())
        for i, seat in enumerate(seats):
            view = self.views[f"hand-{seat}"]
            end = QRect(origin)
            end.moveCenter(view.viewport().mapTo(self, view.viewport().rect().center()))

            def launch(end: QRect = end) -> None:
                self.flights.append(Flight(self, pix, origin, end, duration, self._forget_flights))

            QTimer.singleShot(i * step, self, launch)

    def _fly_draws(self, seats: list[int]) -> None:
        self._fly_from_stock(seats, DURATIONS.get(self.animation, 0) // 3)

    def _fly_deal(self, dealer: int) -> None:
        fore = 1 - dealer
        self._fly_from_stock([fore, dealer] * 3, DURATIONS.get(self.animation, 0) // 4)

    def _lander(self, view: CardPileView, card: Card) -> Callable[[], None]:
        def landed() -> None:
            view.hidden.discard(card)
            view.viewport().update()
            self._forget_flights()

        return landed

    def _forget_flights(self) -> None:
        self.flights = [f for f in self.flights if f.animation.state() != f.animation.State.Stopped]

    # Player input -----------------------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """One line in the status bar; it lasts until the next action (or deal) changes the
        situation it describes."""
        self.status.setText(text)
        self._message_at = self.controller.actions_applied

    def _expire_message(self) -> None:
        if self.controller.actions_applied > self._message_at:
            self.status.setText("")

    def _thinking(self, on: bool) -> None:
        self._update_turn()

    def _play_requested(self, cards: list[Card]) -> None:
        reason = self.controller.play_cards(cards)
        if reason is not None:
            self.show_message(reason)

    def _drop_on_trick(self, cards: list[Card]) -> str | None:
        reason = self.controller.play_cards(cards)
        if reason is not None:
            self.show_message(reason)
        return reason

    def _drop_on_trump(self, cards: list[Card]) -> str | None:
        c = self.controller
        obs = c.hand.observation(0)
        exchange = c.spec.exchange_card(obs.rules, obs.trump)
        reason: str | None
        if exchange is None:
            reason = "The trump card stays under the stock in this game."
        elif cards != [exchange]:
            reason = f"S-14: drop the lowest trump ({exchange.code}) on the trump card to exchange it"
        else:
            reason = c.try_action("exchange")
        if reason is not None:
            self.show_message(reason)
        return reason

    def _stock_clicked(self, index: QModelIndex) -> None:
        c = self.controller
        if not c.spec.closable:
            return  # the stock of this game cannot be closed: a click on it means nothing
        if Action.parse("close") not in c.button_actions():
            self.show_message("S-15: you may close the stock only on your turn to lead, before leading, while it is "
                              "open and holds a face-down card besides the trump card")
            return
        if self.confirm_close:
            answer = QMessageBox.question(self, "Close the stock?",
                                          "Close the stock? From now on you must reach 66 (S-21), "
                                          "and suit must be followed (S-17).")
            if answer != QMessageBox.StandardButton.Yes:
                return
            self.confirm_close = False
        c.try_action("close")

    def _button(self, action: Action) -> None:
        reason = self.controller.try_action(action)
        if reason is not None:
            self.show_message(reason)

    def _hand_finished(self, result: Any, words: str) -> None:
        self.summary_text.setText(words)
        self.summary_text.setToolTip(texts.rule_hint(result))
        match_over = self.controller.match.result is not None
        self.summary_button.setText("Match over" if match_over else "Next hand")
        self.summary_button.setEnabled(not match_over)
        if self.controller.humans:
            self.summary.show()
            self.summary.raise_()
            self.summary_button.setFocus()
        self.show_message(words.splitlines()[0])

    def _continue(self) -> None:
        self.summary.hide()
        self.controller.continue_next()


def bummerl_sheet(match: SchnapsenMatch, you: str, them: str) -> str:
    """S-2: the Bummerl sheet of the Bummerl in play, drawn from ``match.history``: each won hand
    writes the winner's new count under his name; earlier Bummerls of a rubber are summed up."""
    current = match.history[-1].bummerl if match.history else 1
    if match.result is None and match.history and min(match.history[-1].scores) <= 0:
        current += 1  # the last hand ended a Bummerl: a fresh sheet
    lines = []
    for number in range(1, current):
        won = [r for r in match.history if r.bummerl == number][-1]
        winner = you if won.result.winner == 0 else them
        lines.append(f"<tr><td colspan=2 align=center>Bummerl {number}: {winner}</td></tr>")
    lines.append("<tr><td align=center>7</td><td align=center>7</td></tr>")
    for record in match.history:
        if record.bummerl != current or record.result.winner is None:
            continue
        cells = [str(max(score, 0)) if seat == record.result.winner else "" for seat, score in enumerate(record.scores)]
        lines.append(f"<tr><td align=center>{cells[0]}</td><td align=center>{cells[1]}</td></tr>")
    return f"<table cellspacing=6><tr><th>{you}</th><th>{them}</th></tr>{''.join(lines)}</table>"


def facing(lead: tuple[Card, ...], answer: tuple[Card, ...], spec: GameSpec, trump: int | None) -> tuple[Card, ...]:
    """The answering cards in the order of the lead cards they face (B-8): the order in which the
    most lead cards are beaten, so a winning answer shows each card beside the one it beats."""
    if len(lead) < 2 or len(answer) != len(lead):
        return answer
    t = -1 if trump is None else int(trump)

    def beaten(order: tuple[Card, ...]) -> tuple[int, int, int]:
        pairs = list(zip(order, lead, strict=True))
        # then cards of the suit led against the highest lead cards, trumps against the rest
        same = [led for a, led in pairs if a.suit == led.suit]
        return (sum(spec.beats(a.index, led.index, t) for a, led in pairs), len(same),
                sum(spec.strength[led.index] for led in same))

    return max(permutations(answer), key=beaten)

"""Cards flying over the table: from a hand to the trick, from the trick to its winner, and card
backs from the stock to the hands when dealing and drawing. The piles' views hide a card while it
is in flight; each flight is bound to the table, so none outlives it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRect, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardtable.engine import Card

from .animation import DURATIONS, Flight, FlyingCard
from .cardimages import CardImages
from .models import PileModel
from .views import CardPileView, Veil


class Animator(QObject):
    """Flies cards over ``surface`` between the table's views (``views`` by pile name)."""

    settled = Signal()  # the last card in flight has landed: nothing flies or waits to fly

    def __init__(self, surface: QWidget, views: dict[str, CardPileView], images: CardImages) -> None:
        super().__init__(surface)
        self.surface = surface
        self.views = views
        self.images = images
        self.speed = "normal"  # off, fast, normal, slow (settings.animation)
        self.flights: list[Flight] = []
        self.cover: QWidget | None = None  # what flying cards pass beneath when it is shown (hot-seat curtain)
        self._waiting = 0  # flights set to start (a drawn card leaves the stock after the one before)
        # cards that have landed, hidden, to fly again: a new widget for each flight, styled and
        # shown, was most of a trick's collection (some 2 ms at 200 %)
        self._idle: list[FlyingCard] = []
        # set while nothing flies: the thread drawing pictures ahead (``Prewarm``) draws only then,
        # as drawing a card holds Python's lock (5-10 ms at 200 %) and the flights' frames wait for
        # it. The pictures' own, so that a new table (at rest) takes over from the one it replaces
        self.resting = images.quiet
        self.resting.set()
        # where a card dropped on the trick lay as it was let go (the table's coordinates): its
        # flight starts there, not back in the hand (``dropped``; a newcomer saw it jump back)
        self._dropped: QRect | None = None

    @property
    def busy(self) -> bool:
        """Cards are in flight, or about to leave: the table is not at rest yet."""
        return self._waiting > 0 or any(f.animation.state() != f.animation.State.Stopped for f in self.flights)

    def _later(self, ms: int, launch: Callable[[], None]) -> None:
        """Start flights after ``ms``; until they have landed the animator is busy."""
        self._waiting += 1
        self.resting.clear()

        def start() -> None:
            self._waiting -= 1
            launch()
            self._forget()  # nothing may have taken off

        QTimer.singleShot(ms, self, start)

    @property
    def duration(self) -> int:
        return DURATIONS.get(self.speed, 0) if self.surface.isVisible() else 0

    def _in_table(self, view: CardPileView, rect: QRect) -> QRect:
        return QRect(view.viewport().mapTo(self.surface, rect.topLeft()), rect.size())

    def _fly(self, pix: Any, start: QRect, end: QRect, duration: int, done: Callable[[], None]) -> None:
        """One card in flight over the table (beneath the cover, when it is shown)."""
        card = self._idle.pop() if self._idle else FlyingCard(self.surface)
        card.pixmap = pix
        self.resting.clear()

        def landed() -> None:
            card.pixmap = QPixmap()  # not kept while it waits
            self._idle.append(card)
            done()

        self.flights.append(Flight(card, start, end, duration, landed, self.cover))

    def dropped(self, view: CardPileView, rect: QRect) -> None:
        """A card is being dropped on ``view`` at ``rect`` (its viewport's); an empty rect: the
        drop is over, played or not."""
        self._dropped = self._in_table(view, rect) if not rect.isEmpty() else None

    def play(self, seat: int, cards: tuple[Card, ...], hand: CardPileView) -> None:
        """Before the refresh: note where the cards leave the hand (or where they were dropped);
        after it, fly them to the trick."""
        duration = self.duration
        if not duration:
            return
        dropped, self._dropped = self._dropped, None
        starts = []
        for i, card in enumerate(cards):
            if dropped is not None:  # a group dropped: its cards fanned from where it was let go
                starts.append(dropped.translated(i * dropped.width() // 4, 0))
                continue
            rect = hand.rect_of(card) or hand.rect_of(None)
            if rect is None:
                size = hand.card_size()
                rect = QRect(
                    hand.viewport().rect().center().x() - size.width() // 2 + i * 8, 0, size.width(), size.height()
                )
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
                pix = self.images.face(card.code, end.width(), self.surface.devicePixelRatioF())
                self._fly(pix, start, end, duration, self._lander(trick, card))

        self._later(0, launch)

    def collect(self, cards: list[Card], target_view: CardPileView) -> None:
        duration = self.duration
        if not duration:
            return
        trick = self.views["trick"]
        area = target_view.viewport().rect()
        for card in cards:
            rect = trick.rect_of(card)
            if rect is None:
                continue
            start = self._in_table(trick, rect)
            small = QRect(0, 0, rect.width() // 2, rect.height() // 2)
            small.moveCenter(target_view.viewport().mapTo(self.surface, area.center()))
            pix = self.images.face(card.code, rect.width(), self.surface.devicePixelRatioF())
            self._fly(pix, start, small, duration, self._forget)

    def from_stock(
        self,
        targets: list[CardPileView],
        spacing: float,
        dealing: bool = False,
        took_off: Callable[[], None] | None = None,
    ) -> None:
        """Card backs travelling from the stock to the hands, one after another; each hand shows its
        new cards as their backs land (``Veil``). ``dealing``: every card in the hands is new (the
        table shows the new deal already), else the cards drawn are still to come into them.
        ``took_off`` is called as each back leaves the stock."""
        duration = self.duration
        if not duration:
            return
        veils: dict[int, Veil] = {}
        for view in targets:
            if id(view) not in veils:
                model = view.model()
                held = model.cards() if isinstance(model, PileModel) and not dealing else []
                veils[id(view)] = Veil(held, targets.count(view))
                view.veil = veils[id(view)]
                view.viewport().update()
        step = int(duration * spacing)
        stock = self.views["stock"]
        size = targets[0].card_size() if targets else stock.card_size()
        origin = QRect(0, 0, size.width(), size.height())
        origin.moveCenter(stock.viewport().mapTo(self.surface, stock.viewport().rect().center()))
        pix = self.images.back_side(size.width(), self.surface.devicePixelRatioF())
        for i, view in enumerate(targets):
            end = QRect(origin)
            end.moveCenter(view.viewport().mapTo(self.surface, view.viewport().rect().center()))

            def launch(end: QRect = end, view: CardPileView = view) -> None:
                self._fly(pix, origin, end, duration, self._unveiler(view, veils[id(view)]))
                if took_off is not None:
                    took_off()

            self._later(i * step, launch)

    def _unveiler(self, view: CardPileView, veil: Veil) -> Callable[[], None]:
        """A back has landed in ``view``: one more of its new cards shows (all, with the last one)."""

        def landed() -> None:
            veil.landed += 1
            if view.veil is veil and veil.landed >= veil.flights:
                view.veil = None
            view.viewport().update()
            self._forget()

        return landed

    def _lander(self, view: CardPileView, card: Any) -> Callable[[], None]:
        def landed() -> None:
            view.hidden.discard(card)
            view.viewport().update()
            self._forget()

        return landed

    def _forget(self) -> None:
        self.flights = [f for f in self.flights if f.animation.state() != f.animation.State.Stopped]
        if not self.busy:
            self.resting.set()
            self.settled.emit()

"""Card pictures drawn ahead, while the player looks at the table. A picture is drawn from its SVG
the first time it is shown at a size: 3-10 ms a card at 200 %, which fell inside an animation's
frame when a card was first drawn, played or taken (``python -m cardtable.bench stall``). After the
table's first paint the faces of the game's deck are drawn at the sizes of the hands, the trick and
the trump card, the backs at the sizes of the hands and the stock, and the empty trick's and
stock's places: in a thread of their own (an image may be drawn in any thread, a pixmap only in
the window's), the window's thread only taking each finished picture in, a few a timer tick. The
thread draws only while no card flies: Qt's SVG renderer holds Python's lock while it draws, so
the window waits for it meanwhile (``Animator.resting``). Then
the stock's pictures of five cards down to one, made of pixmaps, one a tick in the window's
thread (a new one at a trick's end took 1-6 ms at 200 %). A
picture asked for later at a new size (a pile laid out anew) is shown at once as the nearest size
scaled, and drawn exactly in the same thread (``stand_in``). Then
the modules the first trick needs (the hand's review, which follows it trick by trick) are
imported, one a tick: imported at that trick they held the window some 20-50 ms. Before each
import and after the last, the objects made so far (the start's modules, widgets and pictures,
some 50,000) are set apart from the cyclic garbage collector's full passes (``gc.freeze``): each
pass went through all of them, 20-40 ms at a move or an import, once or twice a hand."""

from __future__ import annotations

import gc
import importlib
import queue
import threading
import time
from collections import deque
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap

from cardtable.engine.cards import deck

from .cardimages import STACK_SEEN, CardImages, picture_path
from .views import CardPileView

# Imported ahead, one a tick, in this order (a module's own imports first, each under 16 ms: the
# review's data module with the thinking process and pickle in it held the window 10-15 ms at 200 %).
MODULES = (
    "cardtable.ai.kernel",
    "cardtable.ai.solver_schnapsen",
    "cardtable.ai.solver_bura",
    "cardtable.ai.solver_schneider",
    "cardtable.ai.soft",
    "cardtable.ai.expert",
    "cardtable.ai.advice",
    "cardtable.ai.review",
    "pickle",
    "cardtable.ai.remote",
    "cardtable.ui.reviewwords",
    "cardtable.ui.reviewdata",
    "cardtable.ui.reviewview",
)
STILL_S = 0.05  # how long the table is left undrawn before the thread draws (``_wait_for_rest``)
PER_TICK = 3  # finished pictures taken in a tick: a pixmap from an image is some 0.1-0.3 ms


class Prewarm(QObject):
    """Draws the pictures of the window's game into its card cache, then imports ``MODULES``."""

    def __init__(self, window: Any, interval: int = 15, freeze: bool = True) -> None:
        """``freeze``: end with ``gc.freeze`` (the program; a test's process goes on collecting)."""
        super().__init__(window)
        self.window = window
        self.freeze = freeze
        self.todo: list[tuple[str, str, int, float]] = []  # the cache keys still to draw
        self.done: deque[tuple[tuple[str, str, int, float], QImage | None]] = deque()  # drawn, not yet taken in
        self.asked: queue.Queue[tuple[str, str, int, float] | None] = queue.Queue()  # to the drawing thread
        self.stand_ins: dict[tuple[str, str, int, float], QPixmap] = {}  # shown until the exact one is in
        self.failed: set[tuple[str, str, int, float]] = set()  # not drawn in the thread: the table draws them
        self.modules = list(MODULES)
        self.stacks: list[tuple[int, int, float]] = []  # the stock's pictures still to make (count, width, ratio)
        self.stop = threading.Event()  # the window is gone: the thread draws no more
        self.drawer: threading.Thread | None = None
        self.images: CardImages = window.images
        self.resting: threading.Event = self.images.quiet  # no card flies (``Animator.resting``)
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self._tick)
        # the window gone (its children with it): the thread stops, woken if it waits
        window.destroyed.connect(lambda *_, stop=self.stop, asked=self.asked: (stop.set(), asked.put(None)))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.halt)

    def halt(self) -> None:
        """The program quits: the drawing thread stops and is waited for (a card or so, some 10 ms).
        Left drawing, it crashed the process now and then (SIGSEGV) as Qt was taken down under it."""
        self.stop.set()
        self.asked.put(None)  # wakes the thread if it waits for a picture to draw
        if self.drawer is not None:
            self.drawer.join(2.0)

    def start(self) -> None:
        """Make the list of pictures to draw, and begin."""
        table, c = self.window.table, self.window.controller
        if table is None or c is None:
            return
        images: CardImages = self.window.images
        images.follow()  # the corner letters of the language in use: the keys are made with them
        ratio = table.devicePixelRatioF()
        faces = {table.views[name].card_size().width() for name in ("hand-0", "hand-1", "trick", "trump")}
        faces |= table.views["trick"].trick_widths(c.spec.hand_size() if c.spec.groups else 1)  # B-5: a group led
        backs = {table.views[name].card_size().width() for name in ("hand-0", "hand-1", "stock")}
        paths = [picture_path(images.style, card.code) for card in deck(c.game)]
        keys = [images.key(path, width, ratio) for width in sorted(faces) for path in paths]
        keys += [images.key(picture_path(images.style, "back:" + images.back), width, ratio) for width in sorted(backs)]
        slots = {table.views[name].card_size().width() for name in ("trick", "stock")}  # an empty pile's place
        keys += [images.key(picture_path(images.style, "slot"), width, ratio) for width in sorted(slots)]
        stock = table.views["stock"].card_size().width()
        self.stacks = [(count, stock, ratio) for count in range(STACK_SEEN, 0, -1)]  # the stock's pictures
        self.todo = [key for key in keys if not images.has(key)]
        for key in self.todo:
            self.asked.put(key)
        self.drawer = threading.Thread(target=self._draw, name="prewarm", daemon=True)
        self.drawer.start()
        self.timer.start()
        images.on_miss = self.stand_in

    def stand_in(self, key: tuple[str, str, int, float]) -> QPixmap | None:
        """A picture the table asks for at a size not drawn yet (a pile laid out anew: the hand's
        summary beside the trick, a hand that grew): the nearest size drawn, scaled, at once, and
        the exact one drawn in the thread, then shown. Drawn here from its SVG, the pictures of a
        new layout held the window 30-70 ms at 200 % (``bench stall``). None: none drawn yet."""
        if self.stop.is_set() or self.drawer is None or key in self.failed:
            return None  # drawn by the table
        shown = self.stand_ins.get(key)
        if shown is not None:
            return shown
        near = self.window.images.nearest(key)
        if near is None:
            return None
        size = CardImages.size_for_width(key[2])
        ratio = key[3]
        shown = near.scaled(
            round(size.width() * ratio),
            round(size.height() * ratio),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        shown.setDevicePixelRatio(ratio)
        self.stand_ins[key] = shown
        self.todo.append(key)
        self.asked.put(key)
        if not self.timer.isActive():
            self.timer.start()
        return shown

    def _draw(self) -> None:
        """The drawing thread: each picture asked for as an image, in order, into ``done``."""
        while not self.stop.is_set():
            key = self.asked.get()
            if key is None or self.stop.is_set():
                return
            self._wait_for_rest()
            try:
                image: QImage | None = CardImages.draw(key)
            except Exception:  # the table draws it when it is shown, and says what went wrong then
                image = None
            self.done.append((key, image))

    def _wait_for_rest(self) -> None:
        """Until no card flies and the table has not been drawn for ``STILL_S``: drawing a card
        holds Python's lock for all of its 5-10 ms at 200 % (Qt's SVG renderer does not let it go),
        and a flight's frame waited for it, as did the frames that lay out a hand's summary (the
        exact pictures of its new sizes drawn meanwhile: 20 ms gaps at 200 %). At most some two
        seconds, whatever happens to the tables."""
        deadline = time.monotonic() + 2.0
        while not self.stop.is_set() and time.monotonic() < deadline:
            if not self.resting.wait(0.1):
                continue
            still = time.monotonic() - self.images.drawn_at
            if still >= STILL_S:
                return
            time.sleep(STILL_S - still)

    def _tick(self) -> None:
        """Take finished pictures in (a stand-in's exact picture shown at once); once all are in,
        import the next module."""
        if self.todo:
            images = self.window.images
            sharper = False
            for _ in range(PER_TICK):
                if not self.done:
                    break
                key, image = self.done.popleft()
                self.todo.remove(key)
                if self.stand_ins.pop(key, None) is not None:
                    sharper = True
                    if image is None:  # drawn by the table then, which says what went wrong
                        self.failed.add(key)
                        continue
                if image is not None:
                    images.adopt(key, image)  # kept as is when the table drew it meanwhile
            if sharper:  # every pile that may show a stand-in: the table's, a lesson's, a dialog's
                for view in self.window.findChildren(CardPileView):
                    view.viewport().update()
            return
        table = self.window.table
        if table is not None and table.animator.busy:
            return  # never in a flight's frames
        if self.stacks:  # one a tick, in the window's thread (a pixmap): 1-2 ms each at 200 %
            self.window.images.stack(*self.stacks.pop(0))
            return
        if self.modules:
            # the objects so far set apart first: a full pass of the collector that an import's
            # objects set off went through all of them (41 ms in one tick at 200 %, ``bench stall``)
            if self.freeze:
                gc.freeze()
            importlib.import_module(self.modules.pop(0))
            return
        if self.freeze:  # a tick of its own, after the last import
            self.freeze = False
            gc.freeze()  # no collection first: a full pass now would be the very pause avoided
            return
        self.timer.stop()  # started again by a stand-in

"""Card pictures drawn ahead in a thread (``ui.prewarm``): the same pictures as the table draws,
all of the game's sizes in the cache before play needs them, the review's modules imported."""

from __future__ import annotations

import importlib

from cardtable.engine.cards import deck
from cardtable.ui import prewarm as prewarm_module
from cardtable.ui.cardimages import CardImages, picture_path
from cardtable.ui.prewarm import MODULES, Prewarm


def test_a_picture_drawn_in_a_thread_is_the_one_drawn_on_the_window_thread(qapp):
    images = CardImages()
    for name, width, ratio in (("QH", 96, 1.0), ("back:classic-red", 71, 2.0), ("AS", 133, 1.5)):
        key = images.key(picture_path("french", name), width, ratio)
        drawn = CardImages.draw(key).copy()
        shown = images.pixmap(key[0], width, ratio).toImage()
        assert drawn.size() == shown.size()
        assert drawn == shown.convertToFormat(drawn.format())


def test_every_face_and_back_at_the_tables_sizes_is_cached_then_the_review_imported(make_window, qtbot, monkeypatch):
    window = make_window("schnapsen")
    imported: list[str] = []
    real = importlib.import_module
    monkeypatch.setattr(prewarm_module.importlib, "import_module", lambda name: imported.append(name) or real(name))
    frozen: list[bool] = []
    monkeypatch.setattr(prewarm_module.gc, "freeze", lambda: frozen.append(True))
    qtbot.waitExposed(window)
    window.table.repaint()  # as the program starts it: after the table's first paint
    prewarm = Prewarm(window, interval=1)
    prewarm.start()
    table, images = window.table, window.images
    qtbot.waitUntil(lambda: not prewarm.timer.isActive(), timeout=20_000)
    ratio = table.devicePixelRatioF()
    for view in ("hand-0", "hand-1", "trick", "trump"):
        width = table.views[view].card_size().width()
        for card in deck("schnapsen"):
            assert images.has(images.key(picture_path(images.style, card.code), width, ratio)), (view, card)
    for view in ("hand-0", "hand-1", "stock"):
        width = table.views[view].card_size().width()
        assert images.has(images.key(picture_path(images.style, "back:" + images.back), width, ratio)), view
    for view in ("trick", "stock"):
        width = table.views[view].card_size().width()
        assert images.has(images.key(picture_path(images.style, "slot"), width, ratio)), view
    assert imported == list(MODULES)
    assert frozen == [True]  # once, at the end
    renders = images.renders
    table.repaint()
    assert images.renders == renders  # the table draws nothing of its own any more


def test_a_picture_that_cannot_be_drawn_ahead_does_not_stop_the_rest(make_window, qtbot, monkeypatch):
    window = make_window("schnapsen")
    qtbot.waitExposed(window)
    real = CardImages.draw

    def draw(key):
        if key[0].endswith("/QH"):
            raise ValueError("a broken picture")
        return real(key)

    monkeypatch.setattr(CardImages, "draw", staticmethod(draw))
    monkeypatch.setattr(prewarm_module.gc, "freeze", lambda: None)
    prewarm = Prewarm(window, interval=1)
    prewarm.start()
    qtbot.waitUntil(lambda: not prewarm.timer.isActive(), timeout=20_000)
    assert not prewarm.todo and not prewarm.modules


def test_quitting_stops_the_drawing_thread_and_waits_for_it(make_window, qtbot, monkeypatch):
    """Left drawing while Qt was taken down, the thread crashed the program now and then at a quit
    (SIGSEGV under SIGTERM, ``test_audit_launch``): the quit stops it and waits for it."""
    import threading
    import time

    window = make_window("schnapsen")
    drawing = threading.Event()

    def slow_draw(key):
        drawing.set()
        time.sleep(0.05)
        return None

    monkeypatch.setattr(prewarm_module.CardImages, "draw", staticmethod(slow_draw))
    qtbot.waitExposed(window)
    prewarm = Prewarm(window, interval=1)
    prewarm.start()
    assert prewarm.drawer is not None and drawing.wait(5)
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.instance().aboutToQuit.emit()
    assert not prewarm.drawer.is_alive()
    assert len(prewarm.done) < len(prewarm.todo)  # it stopped, not drew them all

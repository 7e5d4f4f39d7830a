"""Card pictures drawn ahead in a thread (``ui.prewarm``): the same pictures as the table draws,
all of the game's sizes in the cache before play needs them, the review's modules imported."""

from __future__ import annotations

import importlib

from PySide6.QtCore import QTimer

from cardtable.engine import Action, Card
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
    width = table.views["stock"].card_size().width()
    for count in range(1, 6):  # the stock's pictures, down to its last card
        assert images.has(images.stack_key(count, width, ratio)), count
    assert imported == list(MODULES)
    assert frozen == [True] * (len(MODULES) + 1)  # before each import (its collections), and at the end
    renders = images.renders
    table.repaint()
    assert images.renders == renders  # the table draws nothing of its own any more


def test_a_picture_that_cannot_be_drawn_ahead_does_not_stop_the_rest(make_window, qtbot, monkeypatch):
    window = make_window("schnapsen")
    qtbot.waitExposed(window)
    _break_drawing(monkeypatch, "QH")
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


def _break_drawing(monkeypatch, code: str) -> None:
    """``CardImages.draw`` fails for the card ``code``, as for a broken picture."""
    real = CardImages.draw

    def draw(key):
        if key[0].endswith("/" + code):
            raise ValueError("a broken picture")
        return real(key)

    monkeypatch.setattr(CardImages, "draw", staticmethod(draw))


def _drawn_ahead(window, qtbot, monkeypatch) -> Prewarm:
    qtbot.waitExposed(window)
    monkeypatch.setattr(prewarm_module.gc, "freeze", lambda: None)
    prewarm = Prewarm(window, interval=1)
    prewarm.start()
    qtbot.waitUntil(lambda: not prewarm.timer.isActive(), timeout=20_000)
    return prewarm


def test_bura_tricks_of_two_and_three_cards_are_drawn_ahead_at_their_sizes(make_window, qtbot, monkeypatch):
    """B-5: a group of two or three cards led lays the trick's cards smaller. Their first showing
    drew them, or scaled stand-ins, in the frame of the play (2-7 ms a card at 200 %): the
    pictures of every trick's layout are drawn ahead. The widths are those of real tricks laid
    in the table's trick pile."""
    window = make_window("bura")
    qtbot.waitExposed(window)
    images, ratio = window.images, window.table.devicePixelRatioF()
    trick, model = window.table.views["trick"], window.table.models["trick"]
    kept = trick.lead_count
    widths = set()
    for codes in (("6S", "7S"), ("6S", "7S", "8S", "9S"), ("6S", "7S", "8S", "9S", "TS", "JS")):
        model.set_cards([Card(code) for code in codes])
        trick.lead_count = len(codes) // 2
        widths.add(trick.card_size().width())
    model.set_cards([])
    trick.lead_count = kept
    assert len(widths) > 1  # the groups' tricks do lay other sizes
    _drawn_ahead(window, qtbot, monkeypatch)
    for width in widths:
        for card in deck("bura"):
            assert images.has(images.key(picture_path(images.style, card.code), width, ratio)), (width, card)


def test_a_picture_at_a_new_size_is_shown_at_once_then_drawn_exactly_in_the_thread(make_window, qtbot, monkeypatch):
    """A pile laid out anew (the hand's summary beside the trick) asked for every card at new sizes:
    drawn from SVG on the window's thread they held it 30-70 ms at 200 %. The nearest size drawn is
    shown scaled at once, and the exact picture drawn in the thread replaces it."""
    window = make_window("schnapsen")
    prewarm = _drawn_ahead(window, qtbot, monkeypatch)
    images, ratio = window.images, window.table.devicePixelRatioF()
    width = window.table.views["hand-0"].card_size().width() - 13  # a size nothing was drawn at
    path = picture_path(images.style, "QH")
    key = images.key(path, width, ratio)
    renders = images.renders
    shown = images.pixmap(path, width, ratio)
    expected = CardImages.size_for_width(width)
    assert (shown.width(), shown.height()) == (round(expected.width() * ratio), round(expected.height() * ratio))
    assert shown.devicePixelRatio() == ratio
    assert not images.has(key) and images.renders == renders  # nothing drawn from SVG here
    assert images.pixmap(path, width, ratio) is shown  # the same stand-in at the next frame
    qtbot.waitUntil(lambda: images.has(key), timeout=10_000)
    exact = images.pixmap(path, width, ratio).toImage()
    drawn = CardImages.draw(key)
    assert exact.convertToFormat(drawn.format()) == drawn
    qtbot.waitUntil(lambda: not prewarm.timer.isActive(), timeout=10_000)  # idle again


def test_the_stock_picture_is_kept_only_when_made_of_exact_backs(make_window, qtbot, monkeypatch):
    """The stock laid out anew (beside a hand's summary) at a width no back was drawn at: its
    picture is made of a stand-in at once (drawing the back here held that frame 10 ms at 200 %)
    and is not kept; once the thread has drawn the back, the picture is made of it and kept."""
    window = make_window("schnapsen")
    _drawn_ahead(window, qtbot, monkeypatch)
    images, ratio = window.images, window.table.devicePixelRatioF()
    width = window.table.views["stock"].card_size().width() + 9
    back = images.key(picture_path(images.style, "back:" + images.back), width, ratio)
    renders = images.renders
    quick = images.stack(5, width, ratio)
    assert images.renders == renders and not images.has(back)  # nothing drawn from SVG here
    assert not images.has(images.stack_key(5, width, ratio))
    qtbot.waitUntil(lambda: images.has(back), timeout=10_000)
    kept = images.stack(5, width, ratio)
    assert kept.size() == quick.size()
    assert images.has(images.stack_key(5, width, ratio)) and images.stack(5, width, ratio) is kept


def test_a_stand_in_whose_picture_cannot_be_drawn_in_the_thread_is_drawn_by_the_table(make_window, qtbot, monkeypatch):
    window = make_window("schnapsen")
    prewarm = _drawn_ahead(window, qtbot, monkeypatch)
    _break_drawing(monkeypatch, "KS")
    images, ratio = window.images, window.table.devicePixelRatioF()
    width = window.table.views["trick"].card_size().width() - 7
    path = picture_path(images.style, "KS")
    key = images.key(path, width, ratio)
    images.pixmap(path, width, ratio)
    qtbot.waitUntil(lambda: key in prewarm.failed, timeout=10_000)
    images.pixmap(path, width, ratio)  # asked again: drawn here, not asked of the thread for ever
    assert images.has(key)


def test_the_thread_draws_only_while_no_card_flies(make_window, qtbot, monkeypatch):
    """Qt's SVG renderer holds Python's lock while it draws a card (5-10 ms at 200 %), so a
    flight's frame waited for the drawing thread: it draws only while the table is at rest."""
    window = make_window("schnapsen")
    _drawn_ahead(window, qtbot, monkeypatch)
    images, ratio = window.images, window.table.devicePixelRatioF()
    width = window.table.views["hand-0"].card_size().width() - 11
    path = picture_path(images.style, "JH")
    key = images.key(path, width, ratio)
    window.table.animator.resting.clear()  # as while a card flies
    images.pixmap(path, width, ratio)  # a stand-in now, the exact picture asked of the thread
    qtbot.wait(400)
    assert not images.has(key)
    window.table.animator.resting.set()
    qtbot.waitUntil(lambda: images.has(key), timeout=10_000)


def test_the_thread_draws_only_once_the_table_has_stood_still(make_window, qtbot, monkeypatch):
    """The frames that lay out a hand's summary asked for new sizes, and the thread drew them at
    once, taking Python's lock from those very frames: it waits until the table is left undrawn."""
    from cardtable.ui.prewarm import STILL_S

    window = make_window("schnapsen")
    _drawn_ahead(window, qtbot, monkeypatch)
    images, ratio, table = window.images, window.table.devicePixelRatioF(), window.table
    path = picture_path(images.style, "QS")
    width = table.views["hand-0"].card_size().width() - 11
    while images.has(images.key(path, width, ratio)):  # a size not drawn yet
        width -= 1
    key = images.key(path, width, ratio)
    drawing = QTimer()
    drawing.timeout.connect(table.update)  # a table drawn again and again, as in a layout's frames
    drawing.start(int(STILL_S * 1000 / 4))
    table.repaint()  # drawn just now, as in a layout's frames
    images.pixmap(path, width, ratio)  # a stand-in now, the exact picture asked of the thread
    qtbot.wait(600)
    assert not images.has(key)
    drawing.stop()
    qtbot.waitUntil(lambda: images.has(key), timeout=10_000)


def test_the_table_is_at_rest_only_while_no_card_flies(qtbot, make_window) -> None:
    window = make_window("schnapsen", animation="fast")
    c, animator = window.controller, window.table.animator
    qtbot.waitUntil(lambda: not animator.busy and c.human_to_move() is not None, timeout=10_000)  # the deal
    assert animator.resting.is_set()
    rested_in_flight: list[bool] = []
    c.played.connect(lambda *_: QTimer.singleShot(5, lambda: rested_in_flight.append(animator.resting.is_set())))
    seat = c.human_to_move()
    playable = next(card for card in c.hand_cards(seat) if c.refusal(Action.play(card)) is None)
    assert c.play_cards([playable]) is None
    qtbot.waitUntil(lambda: bool(rested_in_flight), timeout=5_000)
    assert rested_in_flight == [False]  # the card on its way to the trick
    qtbot.waitUntil(lambda: not animator.busy, timeout=5_000)
    assert animator.resting.is_set()

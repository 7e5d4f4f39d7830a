"""Every card of every pile lies wholly inside its view, after every action, in every game, in the
smallest and a large window (issue: the answering card and Bura groups were cut off)."""

from __future__ import annotations

import pytest

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

SIZES = [(800, 540), (1024, 700), (1600, 1000)]  # the smallest the window allows, a laptop, a desktop


def _check(window: MainWindow, problems: list[str]) -> None:
    table = window.table
    for name, view in table.views.items():
        area = view.viewport().rect()
        rects = view._rects()
        if len(rects) != view.model().rowCount():
            problems.append(f"{name}: {len(rects)} rects for {view.model().rowCount()} cards")
        for rect in rects:
            if view.mode == "crosswise":  # painted turned by a quarter: swap the sides about the centre
                rect = rect.transposed()
                rect.moveCenter(view._rects()[0].center())
            if not area.contains(rect):
                problems.append(f"{name} {view.model().rowCount()} cards: {rect} outside {area}")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_every_card_lies_inside_its_view(qtbot, game: str, size: tuple[int, int]) -> None:
    settings = Settings(game=game, animation="off", level="random")
    window = MainWindow(settings, seed=5, autoplay=True, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    c = window.controller
    problems: list[str] = []
    checked = [0]

    def on_change() -> None:
        _check(window, problems)
        checked[0] += 1

    c.changed.connect(on_change)
    qtbot.waitUntil(lambda: c.actions_applied >= 60 or c.match.result is not None, timeout=60000)
    assert checked[0] > 20
    assert not problems, problems[:5]


def test_a_bura_group_trick_pairs_each_answer_with_the_card_it_beats(qtbot) -> None:
    from cardtable.engine import GAMES, Card
    from cardtable.ui.table import facing

    lead = (Card("KS"), Card("8S"))
    answer = (Card("7H"), Card("AS"))  # B-11: the ace beats the king, the trump (H) the eight
    assert facing(lead, answer, GAMES["bura"], 2) == (Card("AS"), Card("7H"))


@pytest.mark.parametrize("card_size", ["large", "larger"])
def test_larger_cards_stay_in_view_and_the_table_scrolls(qtbot, card_size: str) -> None:
    """Larger cards: every card still lies wholly inside its view, the player's hand is larger than
    with normal cards in the same window, and a small window scrolls to show the whole table."""
    heights = {}
    for size in ("normal", card_size):
        settings = Settings(game="schneider", animation="off", level="random", card_size=size)
        window = MainWindow(settings, seed=5, autoplay=True, persist=False)
        qtbot.addWidget(window)
        window.show()
        window.resize(*SIZES[0])
        c = window.controller
        problems: list[str] = []
        c.changed.connect(lambda w=window, p=problems: _check(w, p))
        qtbot.waitUntil(lambda c=c: c.actions_applied >= 12 or c.match.result is not None, timeout=60000)
        assert not problems, problems[:5]
        heights[size] = window.table.views["hand-0"].card_size().height()
        scroll = window.table_scroll
        if size != "normal":
            assert window.table.height() > scroll.viewport().height()  # the table scrolls up and down
            assert scroll.verticalScrollBar().maximum() > 0
            assert window.table.width() <= scroll.viewport().width()  # but never sideways
        window.close()
    assert heights[card_size] >= heights["normal"] * 1.2


@pytest.mark.parametrize("size", [(308, 108), (535, 253), (300, 200), (700, 120)])
@pytest.mark.parametrize("trick", [("TD", "AS"), ("KS", "8S", "AS", "7H"), ("KS", "8S", "6S", "AS", "7H", "9H")])
def test_the_last_tricks_caption_lies_clear_of_its_cards(
    trick_view, size: tuple[int, int], trick: tuple[str, ...]
) -> None:
    """ "Last trick: Computer" was drawn over the foot of the trick, on the answer's corner index:
    it has a strip of its own under the cards, a single card's trick and a Bura group's alike."""
    view = trick_view(size, trick)
    view.caption = "Last trick: Computer"
    pill = view.caption_rect()
    area = view.viewport().rect()
    assert area.contains(pill)
    for rect in view._rects():
        assert area.contains(rect) and not rect.intersects(pill), (rect, pill)
    view.caption = ""
    uncaptioned = view.card_size().height()
    view.caption = "Last trick: You"
    assert view.card_size().height() <= uncaptioned  # the cards make room rather than lie under it

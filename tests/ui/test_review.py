"""The hand review window (issue 43): opened from the result panel's "Review hand" and from
Game > Review a hand…, it reviews in the worker thread (saying so) while the table plays on, steps
through the hand trick by trick and shows the person's decisions with their figures."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from cardtable.ai import make_player

WINDOW = {"seed": 7}


@pytest.fixture(autouse=True)
def _small_reviews(monkeypatch) -> None:
    import cardtable.ui.reviewview as reviewview

    monkeypatch.setattr(reviewview, "OPTIONS", {"scale": 0.1})


def _play_hand(qtbot: Any, window: Any) -> None:
    """The person plays as easy until the hand's summary is up."""
    c = window.controller
    me = make_player("easy", seed=3)
    while c.finished_hand is None:
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.finished_hand is not None, timeout=30_000)
        qtbot.wait(10)  # a move refused for now (a trick in view) is tried again after events
        seat = c.human_to_move()
        if c.finished_hand is None and seat is not None:
            c.try_action(me.choose(c.match.observation(seat), c.match.legal_actions()))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=10_000)


def _review_window(window: Any) -> Any:
    from cardtable.ui.reviewview import ReviewWindow

    return window.findChild(ReviewWindow, "review-window")


def test_review_hand_from_the_result_panel(qtbot, make_window) -> None:
    window = make_window("schnapsen")
    _play_hand(qtbot, window)
    summary = window.table.summary
    assert summary.review_button.isVisible() and summary.review_button.text() == "&Review hand"
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = _review_window(window)
    assert review is not None and review.isVisible()
    assert review.status.text().startswith("The expert is reviewing the hand")
    qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)  # the table plays on meanwhile
    qtbot.waitUntil(lambda: window.controller.finished_hand is None, timeout=5000)
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    assert review.status.isHidden()
    reviewed = review.review
    assert reviewed.deal == 1 and reviewed.seat == 0
    assert reviewed.decisions, "this seed's first hand has decisions to review"
    assert f"{len(reviewed.decisions)} decisions" in review.summary.text()
    assert review.where.text() == f"Trick 1 of {len(review.steps) - 1}"
    seen = set()
    for n in range(len(review.steps)):
        seen.update(d.index for d in _decisions_shown(review))
        if n < len(review.steps) - 1:
            qtbot.mouseClick(review.next_button, Qt.MouseButton.LeftButton)
    # this hand ends with a claim after its last trick: a step of its own, which is no trick
    assert not review.steps[-1].played() and review.where.text() == "The hand's end"
    assert "Points: You" in review.detail.text()  # and it tells the hand's result, as its summary did
    assert not review.next_button.isEnabled()
    assert seen == {d.index for d in reviewed.decisions}  # every decision is shown at its trick
    if reviewed.decisions:
        assert "Chance to win the hand" in review.detail.text()


def _decisions_shown(review: Any) -> list[Any]:
    from cardtable.ui.reviewdata import decisions_in

    return decisions_in(review.review, review.steps[review.at])


def test_review_a_hand_from_the_game_menu(qtbot, make_window) -> None:
    window = make_window("bura")
    entry = window.findChild(QAction, "menu-review")
    assert entry is not None and entry.text() == "Re&view a hand…"
    entry.trigger()  # no hand has finished yet: the status bar says so
    assert _review_window(window) is None
    assert window.statusBar().currentMessage() == "No hand of this match has finished yet."
    _play_hand(qtbot, window)
    qtbot.mouseClick(window.table.summary.next_button, Qt.MouseButton.LeftButton)
    _play_hand(qtbot, window)
    entry.trigger()
    review = _review_window(window)
    assert review is not None and review.isVisible()
    box = review.hand_box
    assert [box.itemText(i) for i in range(box.count())] == ["Hand 1", "Hand 2", "The whole match"]
    assert box.currentText() == "Hand 2"
    qtbot.waitUntil(lambda: review.review is not None and review.review.deal == 2, timeout=60_000)
    box.setCurrentIndex(2)
    box.activated.emit(2)
    qtbot.waitUntil(lambda: not review.pending and review.status.isHidden(), timeout=60_000)
    assert review.match_line.text() == "The whole match: 2 of 2 hands reviewed."
    review.close()


def test_the_hand_is_reviewed_in_the_background_at_its_end(qtbot, make_window) -> None:
    """At the hand's end the review starts by itself, so that "Review hand" finds it ready."""
    from cardtable.ui.reviewdata import ReviewDesk

    window = make_window("bura", persist=True)
    _play_hand(qtbot, window)
    desk = window.findChild(ReviewDesk, "review-desk")
    assert desk is not None
    # begun a moment after the panel's frames, before anyone asks for it
    qtbot.waitUntil(lambda: desk.running == (1, 0) or (1, 0) in desk.cache, timeout=2000)
    qtbot.waitUntil(lambda: (1, 0) in desk.cache, timeout=60_000)
    qtbot.mouseClick(window.table.summary.review_button, Qt.MouseButton.LeftButton)
    review = _review_window(window)
    assert review.review is desk.cache[(1, 0)] and review.status.isHidden()


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_the_hands_last_decisions_are_searched_in_the_reviews_process(qtbot, make_window, monkeypatch, game) -> None:
    """The decisions of a hand's last trick went unreviewed until its end, and were searched in a
    thread of the window's process: some 30 ms of Python's lock taken from the table just as the
    hand's summary was drawn. They go to the review's process, like the tricks' before them."""
    import cardtable.ai.review as review_module
    from cardtable.ui.reviewdata import ReviewDesk

    searched_here: list[int] = []
    search = review_module.review_decision

    def counted(at: Any, chosen: Any, seat: int, index: int, *rest: Any) -> Any:
        searched_here.append(index)
        return search(at, chosen, seat, index, *rest)

    monkeypatch.setattr(review_module, "review_decision", counted)
    window = make_window(game, persist=True)
    _play_hand(qtbot, window)
    desk = window.findChild(ReviewDesk, "review-desk")
    assert desk is not None
    qtbot.waitUntil(lambda: (1, 0) in desk.cache, timeout=60_000)
    reviewed = desk.cache[(1, 0)]
    assert reviewed.decisions, "this seed's first hand has decisions to review"
    assert searched_here == []


def test_hot_seat_reviews_either_players_choices(qtbot, make_window) -> None:
    window = make_window("bura", level="hotseat")
    c = window.controller
    me = make_player("easy", seed=4)
    for _ in range(2000):
        qtbot.wait(20)
        if c.finished_hand is not None:
            break
        if c.curtain_for is not None:
            c.lift_curtain()
            continue
        seat = c.human_to_move()
        if seat is not None:
            c.try_action(me.choose(c.match.observation(seat), c.match.legal_actions()))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=10_000)
    qtbot.mouseClick(window.table.summary.review_button, Qt.MouseButton.LeftButton)
    review = _review_window(window)
    box = review.seat_box
    assert box.isVisible() and box.count() == 2
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    assert review.review.seat == 0
    box.setCurrentIndex(1)
    box.activated.emit(1)
    qtbot.waitUntil(lambda: review.review is not None and review.review.seat == 1, timeout=60_000)
    assert review.board.seat == 1  # the chosen player's cards at the bottom


def _play_tricks(qtbot, c, tricks: int) -> None:
    """An easy player at the person's seat until ``tricks`` tricks of the hand are done (or it ends)."""
    me = make_player("easy", seed=5)
    while len(c.match.hand.trick_log) < tricks and c.finished_hand is None:
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.finished_hand is not None, timeout=30_000)
        qtbot.wait(10)
        seat = c.human_to_move()
        if c.finished_hand is None and seat is not None:
            c.try_action(me.choose(c.match.observation(seat), c.match.legal_actions()))


def test_a_hand_in_play_is_reviewed_trick_by_trick(qtbot, make_window) -> None:
    """From the second hand on, the person's decisions are reviewed after each trick while the hand
    is played; the hand's review at its end keeps them instead of searching them again."""
    from cardtable.ui.reviewdata import ReviewDesk

    window = make_window("schnapsen", persist=True)
    c = window.controller
    _play_hand(qtbot, window)
    desk = window.findChild(ReviewDesk, "review-desk")
    assert desk is not None
    qtbot.waitUntil(lambda: (1, 0) in desk.cache, timeout=60_000)
    qtbot.mouseClick(window.table.summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.finished_hand is None, timeout=5000)
    _play_tricks(qtbot, c, 3)
    assert c.finished_hand is None, "this seed's second hand lasts more than three tricks"
    qtbot.waitUntil(lambda: bool(desk.stores.get((2, 0))), timeout=60_000)
    early = dict(desk.stores[(2, 0)])
    _play_hand(qtbot, window)
    qtbot.waitUntil(lambda: (2, 0) in desk.cache, timeout=60_000)
    kept = {d.index: d for d in desk.cache[(2, 0)].decisions}
    assert early and all(kept[i] is decision for i, decision in early.items())


def test_the_first_hand_is_followed_trick_by_trick_too(qtbot, make_window) -> None:
    """The table's first trick starts the review following the match (``hintview.attach``), so the
    session's first hand is not reviewed whole at its end (2–3 s of a Schnapsen hand)."""
    from cardtable.ui.reviewdata import ReviewDesk

    window = make_window("schnapsen", persist=True)
    c = window.controller
    assert window.findChild(ReviewDesk, "review-desk") is None  # nothing loaded before the first trick
    _play_tricks(qtbot, c, 3)
    assert c.finished_hand is None, "this seed's first hand lasts more than three tricks"
    desk = window.findChild(ReviewDesk, "review-desk")
    assert desk is not None and desk.session is c
    qtbot.waitUntil(lambda: bool(desk.stores.get((1, 0))), timeout=60_000)


def test_the_summary_line_names_the_costly_choices_own_loss_beside_the_whole(qtbot, make_window) -> None:
    """'3 costly answers: −4.8' read as if the three had cost it all."""
    from cardtable.ai.review import Situation, Summary
    from cardtable.ui.reviewwords import Sayer

    window = make_window("schneider")
    sayer = Sayer(window.controller, 0, None)
    line = sayer.summary_line(Summary(6, ((Situation.ANSWER, 3),), 4.8, 3.9), 0.15)
    assert line.startswith("3 costly answers (−3.9") and "in all 6 decisions, −4.8" in line, line


def test_hindsight_does_not_name_another_move_best_when_the_players_was_as_good(qtbot, make_window) -> None:
    """'play king of diamonds was best (+1.0 pots); yours gave +1.0 pots' (newcomer finding)."""
    from types import SimpleNamespace

    from cardtable.engine import Action
    from cardtable.ui.reviewwords import Sayer

    window = make_window("bura")
    sayer = Sayer(window.controller, 0, None)
    mine, other = Action.parse("play 7H"), Action.parse("play KD")
    values = ((other, 1.0), (mine, 1.0))
    hindsight = SimpleNamespace(best=other, values=values, value=lambda a: dict(values).get(a))
    d = SimpleNamespace(costly=False, loss=0.0, converted=False, hindsight=hindsight, chosen=mine)
    said = " ".join(sayer._notes(d))
    assert "as good as any" in said and "was best" not in said
    worse = SimpleNamespace(
        **{
            **vars(d),
            "hindsight": SimpleNamespace(
                **{
                    **vars(hindsight),
                    "values": ((other, 1.0), (mine, -1.0)),
                    "value": lambda a: {other: 1.0, mine: -1.0}[a],
                }
            ),
        }
    )
    assert "was best" in " ".join(sayer._notes(worse))


def test_the_hand_in_play_is_reviewed_once_the_tricks_cards_have_landed(qtbot) -> None:
    """The review after a trick replays the hand (3-6 ms): never in a frame of the trick's flight."""
    from types import SimpleNamespace

    from PySide6.QtCore import QObject

    from cardtable.ui.reviewdata import AHEAD_MS, ReviewDesk

    owner = QObject()
    desk = ReviewDesk(owner)
    flying = [True]
    desk.session = SimpleNamespace(at_rest=lambda: not flying[0])
    asked: list[bool] = []
    desk.ahead = lambda *_: asked.append(flying[0])  # type: ignore[method-assign]
    desk._ahead_soon()
    qtbot.wait(AHEAD_MS * 3)
    assert asked == []  # the cards are still in flight
    flying[0] = False
    qtbot.waitUntil(lambda: asked == [False], timeout=AHEAD_MS * 4)
    qtbot.wait(AHEAD_MS * 2)
    assert asked == [False]  # once


def test_a_step_of_a_declaration_alone_says_who_declared(qapp) -> None:
    """B-9: a Bura hand that ends with 31 declared between tricks has a last step with no cards; its
    words say who declared (the review's last step used to be empty). The silent passes of B-15's
    offers are not told."""
    from types import SimpleNamespace

    from cardtable.engine import GAMES, Action, new_hand
    from cardtable.ui import reviewwords
    from cardtable.ui.reviewdata import steps_of

    hand = new_hand("bura", seed=5)
    start, played = hand.clone(), []
    while len(hand.trick_log) < 2:
        legal = hand.legal_actions()
        pick = next((a for a in legal if str(a) == "pass"), None) or next(a for a in legal if a.kind == "play")
        hand.apply(pick)
        played.append(pick)
    while str(hand.legal_actions()[0]) == "pass" and "claim" not in map(str, hand.legal_actions()):
        played.append(hand.legal_actions()[0])
        hand.apply(played[-1])
    declarer = hand.to_move
    hand.apply("claim")
    played.append(Action.parse("claim"))
    steps = steps_of(start, played)
    assert len(steps) == 3 and not steps[-1].played() and steps[-1].winner is None
    names = ("You", "Computer")
    table = SimpleNamespace(spec=GAMES["bura"], game="bura", deck_style="french", name_of=names.__getitem__)
    said = reviewwords.Sayer(table, seat=0)
    assert said.events(steps[-1], start) == [f"{names[declarer]}: declared 31."]
    assert said.events(steps[0], start) == []  # two cards and silent passes: nothing but the trick


def test_a_steps_exchange_close_and_marriage_are_told_as_the_history_tells_them(qapp) -> None:
    """S-14, S-15, S-12 in one lead: the step says what was done in the table's words, the
    exchange with the cards given and taken (it read "You: Exchange trump", a button's label)."""
    from types import SimpleNamespace

    from cardtable.engine import GAMES, Action, Card
    from cardtable.ui import reviewwords
    from cardtable.ui.reviewdata import steps_of
    from tests.engine.helpers import schnapsen

    start = schnapsen("JH KS QS TD QD", "JC QC KC AC TC", "AH")  # hearts: the Jack exchanges for the Ace
    played = [Action.parse(a) for a in ("exchange", "close", "marry S", "play KS", "play JC", "play QS", "play QC")]
    steps = steps_of(start, played)
    assert steps[0].trump_card == Card("AH") and steps[1].trump_card is None  # turned down by the close
    names = ("Computer", "You")  # the forehand is seat 1
    table = SimpleNamespace(spec=GAMES["schnapsen"], game="schnapsen", deck_style="french", name_of=names.__getitem__)
    said = reviewwords.Sayer(table, seat=1, trump=2)
    assert said.events(steps[0], start) == [
        "You: exchanged the trump card (gave jack of hearts, took ace of hearts).",
        "You: closed the stock.",
        "You: announced the marriage ♠ (20).",
    ]


def test_a_bura_hand_ended_by_a_declaration_ends_the_review_with_it(qtbot, make_window) -> None:
    """The last step of a hand ended by 31 declared after its last trick holds no cards: it is named
    the hand's end, not a trick, and says who declared."""
    from PySide6.QtTest import QTest

    window = make_window("bura")
    _play_hand(qtbot, window)
    assert window.controller.finished_hand.result.reason == "declaration"  # this seed's first hand
    qtbot.mouseClick(window.table.summary.review_button, Qt.MouseButton.LeftButton)
    review = _review_window(window)
    last = len(review.steps)
    assert not review.steps[-1].played()
    review.go(last - 1)
    assert review.where.text() == "The hand's end"
    assert ": declared 31." in review.detail.text()
    assert review.board.accessibleDescription().endswith(": declared 31.")  # a screen reader hears it too
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=5000)
    QTest.keyClick(review, Qt.Key.Key_Left)  # the arrows step through the tricks as the buttons do
    assert review.at == last - 2
    QTest.keyClick(review, Qt.Key.Key_Right)
    assert review.at == last - 1
    review.go(last - 2)
    assert review.where.text() == f"Trick {last - 1} of {last - 1}"
    assert review.board.accessibleDescription().startswith(review.board.trick_labels()[0])
    labels = review.board.trick_labels()  # the trick's row is told apart from the hands' rows
    assert sorted(labels) in (["Computer: lead", "You: answer"], ["Computer: answer", "You: lead"])
    assert labels[0].endswith(": lead")
    review.close()

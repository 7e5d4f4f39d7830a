"""The guided first hand at the table (issue 43): the status line asks for each step in the
player's words and deck, a move the step does not ask for is explained, the lesson is never
autosaved or counted, and Save… refuses it with words."""

from __future__ import annotations

import pytest

from cardtable.engine import Action
from cardtable.session.guide import LESSONS
from cardtable.ui.lessons import start_lesson

WINDOW = {"persist": True}


def _window(make_window, game: str, **settings):
    """A window whose questions are answered yes (a computer that led first makes a match in play)."""
    window = make_window(game, **settings)
    window.confirm = lambda title, question: True
    return window


def _status(window) -> str:
    return window.table.status.text()


def _until_learner(qtbot, window) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=8000)


@pytest.mark.parametrize(
    ("game", "deck", "ace"), [("schnapsen", "french", "ace of hearts"), ("schneider", "tell", "daus of hearts")]
)
def test_the_lesson_asks_each_step_and_explains_a_wrong_move(qtbot, make_window, game, deck, ace) -> None:
    window = _window(make_window, game, deck_style=deck, animation="off")
    path = window.store.autosave_path
    window.store.flush()  # the match before's autosave, written in the background
    autosaved = path.read_bytes() if path.exists() else None
    start_lesson(window, game)
    c = window.controller
    assert c.guide is not None and c.guide.lesson is LESSONS[game]
    _until_learner(qtbot, window)
    first = _status(window)
    assert "step 1 of" in first and ace in first, first
    wrong = next(a for a in c.match.legal_actions() if not c.guide.wants(a))
    window.table._button(wrong) if wrong.kind != "play" else window.table._play_requested(list(wrong.cards))
    assert "the lesson asks for another" in _status(window) and c.guide.at == 0
    for _ in range(12):
        step = c.guide.step
        if step is None:
            break
        assert c.try_action(Action.parse(step.actions[0])) is None, (c.match.actions, c.guide.at)
        _until_learner(qtbot, window)
    assert c.guide.over
    if c.finished_hand is not None:  # the lesson's last step ended the hand: its summary says the last words
        qtbot.waitUntil(lambda: "Well done" in window.table.summary.text.text(), timeout=4000)
    else:
        assert "Well done" in _status(window)
    window.store.flush()
    assert (path.read_bytes() if path.exists() else None) == autosaved  # the match before stays in the autosave


def test_a_lesson_is_not_saved_and_not_counted(qtbot, make_window, tmp_path) -> None:
    window = _window(make_window, "schnapsen", animation="off")
    start_lesson(window, "schnapsen")
    c = window.controller
    _until_learner(qtbot, window)
    assert c.try_action(Action.parse("play AH")) is None
    _until_learner(qtbot, window)
    reason = window.save_game_to(tmp_path / "lesson.cardtable")
    assert reason is not None and "A guided first hand cannot be saved" in reason
    assert not (tmp_path / "lesson.cardtable").exists()
    before = window.stats.totals()
    for _ in range(12):
        step = c.guide.step
        if step is None:
            break
        c.try_action(Action.parse(step.actions[0]))
        _until_learner(qtbot, window)
    qtbot.waitUntil(lambda: c.finished_hand is not None, timeout=8000)
    window.store.flush()
    assert window.stats.totals() == before  # the lesson's hand is not counted


def test_help_menu_and_welcome_start_the_lesson_without_a_question(qtbot, make_window) -> None:
    from cardtable.ui import welcome

    window = make_window("bura", animation="off")
    asked: list[str] = []
    window.confirm = lambda title, question: asked.append(question) or True
    window.findChild(type(window.menuBar().actions()[0]), "menu-guided-hand").trigger()
    assert window.controller.guide is not None and window.controller.game == "bura"
    assert welcome.guided_hand is start_lesson  # the welcome's "Play a guided first hand"
    _until_learner(qtbot, window)
    window.controller.try_action(window.controller.guide.step.actions[0])  # the lesson is under way
    welcome.guided_hand(window, "schneider")
    assert window.controller.guide.lesson is LESSONS["schneider"] and not asked


def test_a_match_played_in_is_kept_for_game_open_when_a_lesson_starts(qtbot, make_window) -> None:
    """A newcomer's match was gone after the lesson: one the player has moved in is kept beside the
    autosave (as a new game from the command line keeps it), and the status bar says where."""
    from cardtable import storage

    window = make_window("schnapsen", animation="off", persist=True)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=8000)
    assert c.try_action(next(a for a in c.match.legal_actions() if a.kind == "play")) is None
    window.store.flush()
    start_lesson(window, "bura")
    folder = storage.autosave_path().parent
    kept = list(folder.glob("unfinished-*.cardtable"))
    assert len(kept) == 1 and kept[0].name in window.statusBar().currentMessage()
    assert window.controller.guide is not None


def test_every_lesson_step_has_words_and_every_word_a_step() -> None:
    from cardtable.ui.guidewords import GUIDE

    keys = {step.key for lesson in LESSONS.values() for step in lesson.steps if step.key}
    keys |= {lesson.end for lesson in LESSONS.values()}
    assert keys == set(GUIDE)


def test_a_close_or_claim_the_lesson_asks_for_is_not_questioned(qtbot, make_window) -> None:
    """The claim's question defaulted to No and warned of fewer than 66, in the very step that asks
    for the claim with 79 (newcomer finding)."""
    window = _window(make_window, "schnapsen", animation="off")
    start_lesson(window, "schnapsen")
    c = window.controller
    asked: list[str] = []
    window.table.confirm = lambda title, question: asked.append(title) or False
    for _ in range(12):
        _until_learner(qtbot, window)
        step = c.guide.step
        if step is None:
            break
        window.table._button(Action.parse(step.actions[0])) if step.actions[0] in (
            "close",
            "claim",
        ) else c.try_action(Action.parse(step.actions[0]))
    assert c.guide.over and not asked


def test_a_lessons_hand_is_not_reviewed_and_its_review_is_not_the_next_matchs(qtbot, make_window) -> None:
    """Newcomer findings: the review marked the lesson's own step costly, and after the lesson the
    new match's first hand showed the lesson hand's review (both were deal 1 of the same session)."""
    from cardtable.ui import reviewview
    from cardtable.ui.reviewdata import desk_of

    window = _window(make_window, "bura", animation="off")
    start_lesson(window, "bura")
    c = window.controller
    _until_learner(qtbot, window)
    for _ in range(12):
        step = c.guide.step
        if step is None:
            break
        assert c.try_action(Action.parse(step.actions[0])) is None
        _until_learner(qtbot, window)
    qtbot.waitUntil(window.table.summary.isVisible, timeout=8000)  # the Bura lesson's declaration ends the hand
    assert window.table.summary.review_button.isHidden()
    desk = desk_of(window)
    desk.watch(c, {})  # as Game ▸ Review a hand… during the lesson would
    desk.cache[(1, 0)] = "the lesson's review"
    c.continue_next()
    assert c.guide is None
    reviewview.follow(window)  # the new match's first trick
    assert (1, 0) not in desk.cache and not desk.lesson

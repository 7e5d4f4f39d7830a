"""Autosave and resume (issue 13): a match played some actions, the window closed, a new window
resumes it in the same engine state, and the computer goes on as it would have without the break."""

from __future__ import annotations

import pytest

from cardtable import storage
from cardtable.ai import make_player
from cardtable.engine import GAMES, new_match
from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 8, "persist": True}


def play_until(qtbot, window: MainWindow, actions: int) -> None:
    """The human plays his first legal action whenever it is his turn, until ``actions`` were applied."""
    c = window.controller
    assert c is not None

    def step() -> bool:
        if len(c.match.actions) >= actions or c.match.result is not None:
            return True
        if c.finished_hand is not None:
            c.continue_next()
        elif c.human_to_move() is not None:
            c.try_action(c.match.legal_actions()[0])
        return False

    qtbot.waitUntil(step, timeout=20000)
    qtbot.waitUntil(lambda: not c.busy, timeout=20000)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_closed_window_resumes_the_same_match(qtbot, make_window, game: str) -> None:
    first = make_window(game, resume=False)
    play_until(qtbot, first, 14)
    old = first.controller
    assert old is not None
    before = old.match.clone()
    first.close()
    assert storage.autosave_path().exists()

    second = make_window(game, resume=True, seed=None)
    c = second.controller
    assert c is not None and c is not old
    m = c.match
    assert m.actions == before.actions and m.hand == before.hand and m.history == before.history
    assert m.scores == before.scores and m.to_move == before.to_move and m.deals == before.deals
    assert getattr(m, "pot", None) == getattr(before, "pot", None)
    assert getattr(m, "marks", None) == getattr(before, "marks", None)
    assert c.seed == old.seed and c.humans == old.humans and c.level == old.level
    assert "resumed" in second.statusBar().currentMessage()

    # the computer's next choice is the one it makes without the break: seeded from the position
    n = len(m.actions)
    play_until(qtbot, second, n + 3)
    computer = next(i for i in range(n, len(m.actions)) if replay(game, c, i).to_move == 1)
    ref = replay(game, c, computer)
    bot = make_player(c.level, seed=c.seed + 1)
    bot.rng.seed(f"{c.seed}/1/{computer}")
    assert str(bot.choose(ref.observation(1), ref.legal_actions())) == m.actions[computer]


def replay(game: str, controller, upto: int):
    match = new_match(game, rules=controller.match.rules.toggles(), seed=controller.seed)
    for text in controller.match.actions[:upto]:
        match.apply(text)
    return match


def test_new_ignores_the_autosave_and_a_bad_one_is_reported(qtbot, make_window) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage")
    window = make_window("bura", resume=True)
    assert "could not be resumed" in window.statusBar().currentMessage()
    assert any(p.name.startswith("autosave.cardtable.bad-") for p in path.parent.iterdir())
    assert window.controller is not None and window.controller.match.deals == 1  # a new match


def test_a_demo_does_not_autosave_unless_asked_and_never_into_the_players_autosave(qtbot, make_window) -> None:
    window = MainWindow(Settings(animation="off", game="schneider"), seed=3, autoplay=True, persist=True)
    qtbot.addWidget(window)
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: len(c.match.actions) >= 4, timeout=20000)
    assert not storage.autosave_path().exists() and not storage.autosave_path(demo=True).exists()
    window.close()

    person = make_window("bura", resume=False)
    play_until(qtbot, person, 3)
    person.close()  # the autosave is written in the background: all of it is on the disk once closed
    mine = storage.autosave_path().read_bytes()
    demo = MainWindow(
        Settings(animation="off", game="schneider"), seed=3, autoplay=True, persist=True, resume=True, autosave=True
    )
    qtbot.addWidget(demo)
    d = demo.controller
    assert d is not None and d.game == "schneider" and not d.humans  # the person's match was not taken over
    qtbot.waitUntil(lambda: len(d.match.actions) >= 4, timeout=20000)
    assert storage.autosave_path(demo=True).exists() and storage.autosave_path().read_bytes() == mine


def test_an_autosave_that_cannot_be_written_is_said_once_and_play_goes_on(qtbot, make_window) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    window = make_window("schnapsen", resume=False)
    window.store.flush()  # a computer's opening lead written meanwhile would land after the unlink
    path.unlink(missing_ok=True)
    path.mkdir()  # a folder where the file should be: every write fails
    play_until(qtbot, window, 4)
    assert "Cannot autosave" in window.statusBar().currentMessage()
    assert path.is_dir()


def test_a_new_match_asked_for_keeps_the_unfinished_one_as_a_saved_game(qtbot, make_window) -> None:
    """``--new`` or a game on the command line started a new match, whose first move overwrote the
    unfinished one's autosave without a word. It is kept beside it, said, and opens where it was."""
    first = make_window("schnapsen", resume=False)
    play_until(qtbot, first, 6)
    old = first.controller
    assert old is not None
    before = list(old.match.actions)
    first.close()

    second = make_window("bura", resume=False)
    kept = [p for p in storage.autosave_path().parent.iterdir() if p.name.startswith("unfinished-")]
    assert len(kept) == 1 and kept[0].suffix == storage.SUFFIX
    said = second.statusBar().currentMessage()
    assert "unfinished game was kept" in said or said.endswith("…")
    play_until(qtbot, second, 3)  # the new match autosaves over its own file only
    assert storage.load_game(kept[0]).match.actions == before
    assert second.open_game_from(kept[0]) is None
    c = second.controller
    assert c is not None and c.game == "schnapsen" and list(c.match.actions) == before

    # a finished match or no autosave: nothing is kept
    second.close()
    storage.clear_autosave()
    third = make_window("bura", resume=False)
    assert len([p for p in storage.autosave_path().parent.iterdir() if p.name.startswith("unfinished-")]) == 1
    assert "kept" not in third.statusBar().currentMessage()


def test_a_deal_the_person_never_touched_is_not_kept_when_a_new_match_is_asked_for(qtbot, make_window) -> None:
    """Started twice with a game on the command line, the program kept an unfinished-*.cardtable
    file each time, and said so in a box, though the person had not made a move (newcomer finding).
    A match with a move of the person's is still kept (the test above)."""
    from cardtable.ui.controller import GameController

    for seed in range(40):  # a deal the computer leads: one move in the file, none of the person's
        first = make_window("schnapsen", resume=False, seed=seed)
        c: GameController | None = first.controller
        assert c is not None
        qtbot.waitUntil(lambda c=c: c.human_to_move() == 0, timeout=10000)
        first.save()
        moves = len(c.match.actions)
        first.close()
        if moves:
            break
    else:
        pytest.fail("no deal in 40 seeds that the computer leads")
    assert storage.person_has_moved(storage.load_game(storage.autosave_path()).saved) is False
    second = make_window("bura", resume=False)
    assert not [p for p in storage.autosave_path().parent.iterdir() if p.name.startswith("unfinished-")]
    assert "kept" not in second.statusBar().currentMessage()

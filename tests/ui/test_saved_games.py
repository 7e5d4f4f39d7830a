"""Game ▸ Save…/Open…/Export history…, Edit ▸ Undo, and the statistics a played hand leaves
(issue 13)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 31, "persist": True}


def human_plays(qtbot, window: MainWindow, count: int) -> None:
    c = window.controller
    assert c is not None
    for _ in range(count):
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.finished_hand is not None, timeout=20000)
        if c.finished_hand is not None:
            return
        assert c.try_action(c.match.legal_actions()[0]) is None


def test_undo_takes_back_the_last_play_and_marks_the_hand(qtbot, make_window) -> None:
    window = make_window()
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=20000)
    assert c.can_undo() is not None  # nothing played yet
    for _ in range(10):  # a lead, taken back before the computer answers: once the answer or a draw
        qtbot.waitUntil(lambda: c.human_to_move() is not None, timeout=20000)  # is seen, undo is refused
        before, cards = list(c.match.actions), c.hand_cards(0)  # (issue 47)
        assert c.try_action(c.match.legal_actions()[0]) is None
        if c.can_undo() is None:
            break
    window.undo()
    assert c.match.actions == before and c.hand_cards(0) == cards
    assert window.undone == [c.match.deals]
    human_plays(qtbot, window, 60)
    qtbot.waitUntil(lambda: c.finished_hand is not None, timeout=20000)
    (row,) = window.stats.totals()
    assert row["hands"] == 1 and row["hands_with_undo"] == 1


def test_no_undo_in_hot_seat(qtbot, make_window) -> None:
    window = make_window(level="hotseat")
    c = window.controller
    assert c is not None and c.hotseat
    window.undo()
    assert "hot-seat" in window.statusBar().currentMessage()


def test_a_hot_seat_game_resumes_with_both_players_and_their_names(qtbot, make_window) -> None:
    from cardtable import storage

    window = make_window("bura", level="hotseat", player_names=["Anna", "Ben"])
    c = window.controller
    assert c is not None and c.hotseat
    qtbot.waitUntil(lambda: storage.autosave_path().exists(), timeout=20000)
    window.close()
    again = MainWindow(Settings(animation="off", game="schnapsen"), persist=True, resume=True)
    qtbot.addWidget(again)
    r = again.controller
    assert r is not None and r.game == "bura" and r.humans == {0, 1} and r.names == {0: "Anna", 1: "Ben"}
    assert r.human_to_move() is None  # the curtain is down until the player to move takes the device


def _saved_after(qtbot, make_window, tmp_path: Path, plays: int) -> tuple[MainWindow, Any]:
    """A Bura window after the person's first ``plays`` and its match saved as mine.cardtable."""
    window = make_window("bura")
    human_plays(qtbot, window, plays)
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: not c.busy, timeout=20000)
    assert window.save_game_to(tmp_path / "mine") is None
    return window, c


def test_save_open_and_a_bad_file_that_changes_nothing(qtbot, make_window, tmp_path: Path) -> None:
    window, c = _saved_after(qtbot, make_window, tmp_path, 3)
    saved_actions = list(c.match.actions)
    human_plays(qtbot, window, 2)
    assert window.open_game_from(tmp_path / "mine.cardtable") is None
    assert window.controller is not None
    reopened = window.controller.match.actions
    assert reopened[: len(saved_actions)] == saved_actions
    assert set(reopened[len(saved_actions) :]) <= {"pass"}  # B-15: an offer is settled at once

    bad = tmp_path / "bad.cardtable"
    bad.write_bytes(b"\xff\xfe not json")
    current = window.controller
    actions = list(current.match.actions)
    problem = window.open_game_from(bad)
    assert problem is not None and "bad.cardtable" in problem
    assert window.controller is current and current.match.actions == actions
    assert bad.read_bytes() == b"\xff\xfe not json"


def test_opening_a_game_asks_before_it_gives_up_the_match_in_progress(qtbot, make_window, tmp_path: Path) -> None:
    window, c = _saved_after(qtbot, make_window, tmp_path, 2)
    human_plays(qtbot, window, 2)
    qtbot.waitUntil(lambda: not c.busy, timeout=20000)
    actions = list(c.match.actions)
    window.files._file_dialog = lambda save, title, pattern: tmp_path / "mine.cardtable"  # type: ignore[method-assign]
    asked: list[str] = []
    window.confirm = lambda title, question: asked.append(question) is not None and False  # "No"
    window.ask_open_game()
    assert asked and "mine.cardtable" in asked[0]
    assert window.controller is c and c.match.actions == actions  # nothing given up without a yes
    window.confirm = lambda title, question: True
    window.ask_open_game()
    assert window.controller is not c


def test_export_history_reads_like_a_score_sheet(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window("schneider")
    human_plays(qtbot, window, 3)
    out = tmp_path / "history.txt"
    assert window.export_history_to(out) is None
    text = out.read_text(encoding="utf-8")
    assert "Deal 1 · dealer: " in text and "You answered" in text or "The computer answered" in text
    assert "play " not in text  # the saved game is the machine form; this is for people


def test_a_played_hand_is_counted_and_a_demo_is_not(qtbot, make_window) -> None:
    window = make_window("schneider")
    c = window.controller
    assert c is not None
    human_plays(qtbot, window, 40)
    qtbot.waitUntil(lambda: c.finished_hand is not None, timeout=20000)
    (row,) = window.stats.totals()
    assert (row["game"], row["level"], row["hands"]) == ("schneider", "easy", 1)

    demo = MainWindow(Settings(animation="off", game="schneider"), seed=3, autoplay=True, persist=True)
    qtbot.addWidget(demo)
    d = demo.controller
    assert d is not None
    qtbot.waitUntil(lambda: len(d.match.history) >= 1, timeout=20000)
    assert window.stats.totals()[0]["hands"] == 1


def test_statistics_window_shows_totals_and_resets_only_when_confirmed(qtbot, make_window, monkeypatch) -> None:
    window = make_window("schneider")
    human_plays(qtbot, window, 40)
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: c.finished_hand is not None, timeout=20000)
    window.show_statistics()
    dialog = window.stats_window
    assert dialog is not None and dialog.table.rowCount() == 1
    assert dialog.chart.points  # the chart has a bar for the hand
    dialog.chart.grab()  # paints without error
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert dialog.ask_reset() is False and dialog.table.rowCount() == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Reset)
    assert dialog.ask_reset() is True and dialog.table.rowCount() == 0


def test_edit_undo_is_enabled_only_when_it_would_act_and_says_why_not(qtbot, make_window) -> None:
    """Newcomer finding: Edit ▸ Undo stayed enabled though it was refused almost always."""
    from PySide6.QtGui import QAction

    window = make_window("schneider")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    action = window.findChild(QAction, "menu-undo")
    window.show_undo_state()
    assert not action.isEnabled() and action.statusTip() == "Nothing to undo in this hand yet."
    window._toggle_undo(False)
    assert not action.isEnabled() and "turned off" in action.statusTip()

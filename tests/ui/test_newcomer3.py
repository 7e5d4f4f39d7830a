"""The table from a newcomer's seat, round 3 (issue 47): Play again, the Bura match length, the
last trick, one-click play, the trick pause, Alt+letter, undo and the levels offered."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow


def open_window(qtbot, game: str = "schnapsen", seed: int = 31, **settings) -> MainWindow:
    s = Settings(**{"animation": "off", "level": "easy", "game": game, **settings})
    window = MainWindow(s, seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_play_again_repeats_the_opened_match_against_the_computer_not_the_hot_seat_settings(
        qtbot, tmp_path: Path) -> None:
    """Issue 47 item 2: New… hot-seat, then Open… a game against the computer; its Play again
    brought the hot-seat curtain up (the settings' players, not the match's)."""
    vs_computer = open_window(qtbot, level="strong")
    file = tmp_path / "strong.cardtable"
    assert vs_computer.save_game_to(file) is None
    window = open_window(qtbot, level="hotseat", player_names=["Ann", "Bob"])
    assert window.controller is not None and window.controller.hotseat
    assert window.open_game_from(file) is None
    opened = window.controller
    assert opened.humans == {0} and opened.level == "strong"
    window.table.playAgainRequested.emit()  # the result panel's Play again
    again = window.controller
    assert again is not opened
    assert again.humans == {0} and again.level == "strong" and not again.hotseat
    assert again.curtain_for is None and not window.table.curtain.isVisible()
    assert again.game == opened.game and again.match.rules == opened.match.rules


def test_play_again_after_hot_seat_keeps_both_players_and_their_names(qtbot) -> None:
    window = open_window(qtbot, game="bura", level="hotseat", player_names=["Ann", "Bob"])
    window.settings.level = "medium"  # changed since (as Open… or Preferences would leave it)
    window.table.playAgainRequested.emit()
    c = window.controller
    assert c.hotseat and c.names == {0: "Ann", 1: "Bob"} and c.game == "bura"


def test_the_new_game_dialog_does_not_offer_the_random_test_player(qtbot) -> None:
    """Issue 47 item 11: "Random (for testing)" was offered as an opponent; it stays on the command
    line (``--level random``) for tests and demos."""
    from cardtable.ui.dialogs import NewGameDialog

    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "random")
    qtbot.addWidget(dialog)
    offered = [dialog.level.itemData(i) for i in range(dialog.level.count())]
    assert "random" not in offered
    assert {"easy", "medium", "strong", "expert", "hotseat"} <= set(offered)
    assert dialog.values()[4] in offered


def test_random_is_still_a_command_line_level() -> None:
    from cardtable.__main__ import parse_args

    assert parse_args(["--level", "random"]).level == "random"


class _Timers:
    """Stands in for QTimer in the controller: records each delay asked for, fires nothing."""

    delays: list[int] = []

    @staticmethod
    def singleShot(ms: int, *args) -> None:
        _Timers.delays.append(ms)


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_a_finished_trick_stays_long_enough_for_a_newcomer_by_default(qtbot, monkeypatch, game: str) -> None:
    """Issue 47 item 6: a finished trick stayed 0.6-0.8 s at the default pace (a Bura answer was
    gone 1.2 s after it was played). Every answer card now stays at least 1.5 s once it has landed."""
    from cardtable.ui import controller as controller_module
    from cardtable.ui.animation import DURATIONS

    s = Settings()
    monkeypatch.setattr(controller_module, "QTimer", _Timers)
    _Timers.delays = []
    c = controller_module.GameController(game, seed=5, humans={0, 1}, pace=s.animation)
    c.trick_pause = s.trick_pause
    while not c.match.hand.observation(0).tricks:
        legal = c.match.legal_actions()
        play = next((a for a in legal if a.kind == "play"), legal[0])
        c._apply(play)
    assert c.showing_trick is not None
    assert _Timers.delays and _Timers.delays[-1] >= 1500 + DURATIONS[s.animation]

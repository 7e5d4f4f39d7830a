"""The main window around the table: command line, new-game dialog, restart, deck switching."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardtable.settings import Settings, load_settings
from cardtable.ui.dialogs import NewGameDialog
from cardtable.ui.mainwindow import MainWindow


def test_command_line_screenshot(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_CONFIG_DIR=str(tmp_path / "cfg"))
    command = [sys.executable, "-m", "cardtable", "--game", "bura", "--deck", "tell", "--seed", "2"]
    done = subprocess.run(command + ["--screenshot", str(out)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 20_000  # a real picture of a table, not an empty window
    assert not (tmp_path / "cfg" / "settings.json").exists()  # a screenshot run leaves the settings alone


def test_new_game_dialog_follows_game_and_preset(qtbot) -> None:
    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "easy")
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tournament"))
    game, preset, rules, deck, level = dialog.values()
    assert (game, preset, deck, level) == ("schnapsen", "tournament", "french", "easy")
    assert rules["must_head"] is True and rules["phase2_sweep"] is False
    dialog.game.setCurrentIndex(dialog.game.findData("schneider"))
    game, _, rules, _, _ = dialog.values()
    assert game == "schneider" and set(rules) == {"short_deck", "follow_suit", "trump", "cumulative", "target"}
    assert rules["target"] == 7


def make_window(qtbot, **settings) -> MainWindow:
    window = MainWindow(Settings(animation="off", level="easy", **settings), seed=21, persist=True)
    qtbot.addWidget(window)
    window.show()
    return window


def test_restart_hand_deals_the_same_cards(qtbot) -> None:
    window = make_window(qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    start = c.hand_cards(0)
    assert c.play_cards([start[0]]) is None
    qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=10000)
    window.restart_hand()
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    assert c.hand_cards(0) == start


def test_deck_switch_and_settings_persist(qtbot) -> None:
    window = make_window(qtbot)
    window.set_deck("tell")
    window.set_animation("slow")
    assert window.images.style == "tell" and window.table.animation == "slow"
    saved, message = load_settings()
    assert message is None and saved.deck_style == "tell" and saved.animation == "slow"
    window.close()
    saved, _ = load_settings()
    assert saved.window_geometry  # the window's place and size are remembered

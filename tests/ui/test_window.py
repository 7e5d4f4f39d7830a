"""The main window around the table: command line, new-game dialog, restart, deck switching."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 21, "persist": True}


def test_restart_hand_deals_the_same_cards(qtbot, make_window) -> None:
    window = make_window()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    start = c.hand_cards(0)
    assert c.play_cards([start[0]]) is None
    qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=10000)
    asked: list[str] = []
    window.confirm = lambda title, question: asked.append(question) is not None and False  # "No"
    window.restart_hand()
    assert asked and "restarted hand" in asked[0] and c.restarts == 0  # nothing happens without a yes
    window.confirm = lambda title, question: True
    window.restart_hand()
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    assert c.hand_cards(0) == start and c.restarts == 1


def test_deck_switch_and_settings_persist(qtbot, make_window) -> None:
    window = make_window()
    window.set_deck("tell")
    window.set_animation("slow")
    assert window.images.style == "tell" and window.table.animation == "slow"
    saved, message = load_settings()
    assert message is None and saved.deck_style == "tell" and saved.animation == "slow"
    window.close()
    saved, _ = load_settings()
    assert saved.window_geometry  # the window's place and size are remembered


def test_restart_during_the_last_tricks_pause_shows_no_stale_result(qtbot) -> None:
    """A restart in the pause after a trick cancels what the pause was for: no result of the
    abandoned hand appears over the fresh deal, and queued computer jobs are skipped."""
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    s = Settings(game="schnapsen", animation="fast", level="random")
    window = MainWindow(s, seed=3, autoplay=True, persist=False)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    finished: list[object] = []
    c.handFinished.connect(lambda result, words: finished.append(result))
    qtbot.waitUntil(lambda: c.showing_trick is not None, timeout=20000)
    for _ in range(20):
        c.restart_hand()
    assert c.showing_trick is None and c.finished_hand is None
    qtbot.wait(1200)  # longer than the trick pause: a stale pause would have fired by now
    assert all(result is not None for result in finished)
    assert c.match.hand.result is None or c.finished_hand is c.match.hand


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["--rules", "nonsense"], 2, "no preset 'nonsense'"),
        (["--game", "bura", "--rules", "tournament"], 2, "choose from standard"),
        (["--screenshot", "/nonexistent-folder/x.png"], 1, "no such folder"),
        (["--screenshot", ""], 1, "not a file name"),
        (["--screenshot", "shot.nothing"], 1, "unknown image type"),
    ],
)
def test_command_line_mistakes_reach_stderr_with_an_exit_code(tmp_path, argv, code, words) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CARDTABLE_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", *argv], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
    )
    assert done.returncode == code and words in done.stderr


def test_view_deck_follows_the_deck_chosen_elsewhere_and_messages_expire(qtbot) -> None:
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=2, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.set_deck("tell")  # as the New game dialog does
    assert [a.data() for a in window.deck_choices.actions() if a.isChecked()] == ["tell"]
    assert window.controller.deck_style == "tell"
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    table.show_message("S-17: you must follow suit (H)")
    card = c.hand.observation(0).hand[0]
    assert c.play_cards([card]) is None
    qtbot.waitUntil(lambda: c.actions_applied >= 2, timeout=20000)
    assert "S-17" not in table.status.text()  # the refusal went with the situation it described


def test_preferences_apply_live_and_are_remembered(qtbot, tmp_path, monkeypatch) -> None:
    from cardtable.settings import Settings, load_settings
    from cardtable.ui.mainwindow import MainWindow
    from cardtable.ui.preferences import PreferencesDialog

    window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=2, persist=True)
    qtbot.addWidget(window)
    window.show()
    dialog = PreferencesDialog(window.settings, window.apply_setting, window)
    qtbot.addWidget(dialog)
    dialog.findChild(type(dialog.findChild(object, "pref-cloth")), "pref-cloth").setCurrentIndex(1)  # blue
    assert window.table.cloth == "blue" and [a.data() for a in window.cloth_choices.actions() if a.isChecked()] == [
        "blue"
    ]
    dialog.findChild(object, "pref-deck_style").setCurrentIndex(2)  # William Tell
    assert window.images.style == "tell" and window.controller.deck_style == "tell"
    dialog.findChild(object, "pref-trick_pause").setCurrentIndex(2)
    assert window.controller.trick_pause == "click"
    dialog.findChild(object, "pref-sound").setChecked(False)
    assert not window.sounds.enabled
    dialog.findChild(object, "pref-theme").setCurrentIndex(2)
    saved, _ = load_settings()
    assert (saved.cloth, saved.deck_style, saved.trick_pause, saved.sound, saved.theme) == (
        "blue",
        "tell",
        "click",
        False,
        "dark",
    )
    window.set_theme("system")


def test_a_trick_that_stays_until_the_player_goes_on(qtbot) -> None:
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    window = MainWindow(
        Settings(game="schneider", animation="off", level="easy", trick_pause="click"), seed=4, persist=False
    )
    qtbot.addWidget(window)
    window.show()
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=10000)
    while not c.trick_held:
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.trick_held, timeout=10000)
        if not c.trick_held:
            c.play_cards([c.hand.observation(0).hand[0]])
    shown = table.models["trick"].cards()
    qtbot.wait(1500)
    assert c.trick_held and table.models["trick"].cards() == shown and len(shown) == 2
    assert table.views["trick"].caption
    c.release_trick()
    assert not c.trick_held


def test_new_game_dialog_names_the_hotseat_players_and_fits_each_game(qtbot) -> None:
    from cardtable.ui.dialogs import NewGameDialog

    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "easy", names=["Anna", "Ben"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.name_edits[0].isVisible()
    dialog.level.setCurrentIndex(dialog.level.findData("hotseat"))
    assert dialog.name_edits[0].isVisible() and dialog.names() == ["Anna", "Ben"]
    tall = dialog.height()
    dialog.game.setCurrentIndex(dialog.game.findData("bura"))  # two variants instead of ten
    qtbot.wait(20)
    assert dialog.height() == tall and dialog.name_edits[1].isVisible()  # one size for every game


def test_new_game_dialog_shows_every_variant_of_the_game_chosen_after_opening(qtbot) -> None:
    """Switching the game in an open dialog shows all the new game's rows (they were measured
    before they were shown, which left Bura's and Schneider's in an 80-pixel scroll box). The box
    is as tall as the game with most variants needs (Schnapsen), with no gap under its last row."""
    from cardtable.ui.dialogs import NewGameDialog

    dialog = NewGameDialog("bura", "standard", {}, "french", "easy")
    qtbot.addWidget(dialog)
    dialog.show()
    view, box = dialog.toggles_scroll.viewport(), dialog.toggles_box

    def bottoms(within) -> list[int]:
        rows = [dialog.toggles.itemAt(i).widget() for i in range(dialog.toggles.count())]
        return [w.mapTo(within, w.rect().bottomLeft()).y() for w in rows if w is not None and w.isVisible()]

    for game in ("schneider", "bura"):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        qtbot.wait(20)
        assert dialog.toggles_scroll.verticalScrollBar().maximum() == 0, game
        assert bottoms(view) and max(bottoms(view)) <= view.height(), game  # the last variant in full view
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    qtbot.wait(20)
    # no gap under Schnapsen's last row (on this short test screen its variants scroll): the box is
    # as tall as its rows at its width, not their narrower hint
    assert box.height() - max(bottoms(box)) <= 16, (box.height(), max(bottoms(box)))
    assert view.height() >= min(box.height(), 400)


def test_a_notice_neither_moves_the_table_nor_leaves_a_grey_strip(qtbot) -> None:
    """A notice (the resumed game, a file saved) comes and goes in the status bar without the table
    shrinking and growing (its cards were rescaled about 2 % at 200 % each time), and the bar under
    the table is in the cloth's colour, also when the cloth is changed, not a grey strip."""
    from PySide6.QtGui import QColor

    from cardtable.ui.theme import CLOTHS

    window = MainWindow(Settings(animation="off", level="easy", cloth="green"), seed=21, persist=False)
    qtbot.addWidget(window)
    bar = window.statusBar()
    bar.showMessage("Your unfinished game was resumed.", 1000)  # as the window says it while it opens
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(200)  # the table's first fit to the window
    assert bar.currentMessage()
    with_notice = window.table_scroll.viewport().size()
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=3000)
    qtbot.wait(50)
    assert bar.isVisible()
    assert window.table_scroll.viewport().size() == with_notice
    bar.showMessage("Saved as game.json.", 8000)
    qtbot.wait(50)
    assert window.table_scroll.viewport().size() == with_notice

    def ground() -> QColor:
        image = bar.grab().toImage()
        return image.pixelColor(image.width() - 3, image.height() // 2)  # right of any text

    assert ground() == QColor(CLOTHS["green"][1])
    window.set_cloth("red")
    assert ground() == QColor(CLOTHS["red"][1])

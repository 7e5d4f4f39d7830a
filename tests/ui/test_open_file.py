"""Saved games opened from outside the window (issue 46 item 6): ``cardtable FILE`` (what a
double-click runs on Linux and Windows), a second start handing its file to the running copy, and
macOS's file-open event. A bad file is refused in the words of Game ▸ Open…, with exit status 1."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from cardtable import storage
from cardtable.ui import opening
from cardtable.ui.instance import LOCK_NAME, Instance, Reply

from .test_saved_games import human_plays

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 31, "persist": True}


def _env(tmp_path: Path) -> dict[str, str]:
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation": "off", "sound": False, "language": "en"}))
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(config),
        CARDTABLE_DATA_DIR=str(tmp_path / "data"),
        CARDTABLE_LOG_DIR=str(tmp_path / "logs"),
    )


def _saved_game(qtbot, make_window, folder: Path) -> Path:
    """A Bura match after the person's first three plays, saved as mine.cardtable in ``folder``."""
    window = make_window("bura")
    human_plays(qtbot, window, 3)
    assert window.controller is not None
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
    folder.mkdir(exist_ok=True)
    assert window.save_game_to(folder / "mine") is None
    window.close()
    return folder / "mine.cardtable"


def _cardtable(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardtable", *args], env=_env(tmp_path), capture_output=True, text=True, timeout=120
    )


def test_the_command_line_opens_a_saved_game(qtbot, make_window, tmp_path: Path) -> None:
    """The program starts on the file's match; the autosaved one it would have resumed is kept."""
    game = _saved_game(qtbot, make_window, tmp_path / "files")
    run = tmp_path / "run"
    (run / "data").mkdir(parents=True)
    unfinished = dataclasses.replace(storage.read_game(game), match_id="the-one-before")
    (run / "data" / "autosave.cardtable").write_text(unfinished.to_json(), encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable", str(game)], env=_env(run), stderr=subprocess.PIPE, text=True
    )
    try:
        autosave = run / "data" / "autosave.cardtable"
        end = time.monotonic() + 60
        while time.monotonic() < end and not _holds(autosave, storage.read_game(game).actions):
            time.sleep(0.1)
        while time.monotonic() < end and Instance(run / "data").ask_first_to_raise() is not Reply.RAISED:
            time.sleep(0.1)  # its event loop runs: SIGTERM is now handled as a close
    finally:
        process.send_signal(signal.SIGTERM)  # closes as its window does: the autosave written
        _, stderr = process.communicate(timeout=60)
    assert process.returncode == 0, stderr
    assert "Traceback" not in stderr
    opened, saved = storage.read_game(autosave), storage.read_game(game)
    assert (opened.game, opened.seed, opened.actions[: len(saved.actions)]) == (saved.game, saved.seed, saved.actions)
    assert set(opened.actions[len(saved.actions) :]) <= {"pass"}  # B-15: an offer is settled at once
    [kept] = (run / "data").glob("unfinished-*.cardtable")  # the match it would have resumed
    assert storage.read_game(kept).match_id == "the-one-before"


def _holds(path: Path, actions: list[str]) -> bool:
    try:
        return storage.read_game(path).actions[: len(actions)] == actions
    except storage.StorageError:
        return False


def test_a_bad_file_is_refused_in_the_words_of_game_open(make_window, tmp_path: Path) -> None:
    bad = tmp_path / "bad.cardtable"
    bad.write_bytes(b"\xff\xfe not json")
    window = make_window("schnapsen")
    said_in_the_window = window.open_game_from(bad)  # Game ▸ Open… with this file chosen
    assert said_in_the_window is not None
    done = _cardtable(tmp_path, str(bad))
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [f"cardtable: error: {said_in_the_window}"]
    assert not (tmp_path / "data" / LOCK_NAME).exists()  # refused before the program took anything
    missing = _cardtable(tmp_path, str(tmp_path / "none.cardtable"))
    assert missing.returncode == 1 and "none.cardtable" in missing.stderr


def test_a_file_with_options_it_would_override_is_a_usage_error(tmp_path: Path) -> None:
    done = _cardtable(tmp_path, "--game", "bura", "--new", str(tmp_path / "x.cardtable"))
    assert done.returncode == 2
    assert "FILE opens a saved game" in done.stderr and "leave out --game and --new" in done.stderr


def test_a_second_start_hands_its_file_to_the_running_copy(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from cardtable.ui.instance import Instance
        app = QCoreApplication([])
        held = Instance(Path({str(tmp_path)!r}))
        assert held.claim()
        held.on_raise = lambda: print("raised", flush=True)
        held.on_open = lambda path: print("open", path, flush=True)
        print("held", flush=True)
        app.exec()
    """)
    first = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "held"
        game = tmp_path / "a game with spaces – and more.cardtable"
        assert Instance(tmp_path).ask_first_to_raise(game) is Reply.RAISED
        assert first.stdout.readline().strip() == "raised"
        assert first.stdout.readline().rstrip("\n") == f"open {game}"
    finally:
        first.kill()
        first.wait(timeout=10)


def test_finder_s_file_open_event_opens_the_game(qtbot, make_window, tmp_path: Path) -> None:
    """macOS hands a double-clicked file to the app as a QFileOpenEvent."""
    game = _saved_game(qtbot, make_window, tmp_path / "files")
    window = make_window("schnapsen")
    app = QApplication.instance()
    assert app is not None
    opening.follow(app, window, None, None, finder=True)
    QCoreApplication.sendEvent(app, QFileOpenEvent(str(game)))
    saved = storage.read_game(game)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match.actions[:3] == saved.actions[:3])
    assert window.settings.game == "bura"

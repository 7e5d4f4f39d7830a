"""Issue 45: no move waits for the disk, the program quits at once yet keeps the last move, the
version and the sounds are read from files, and --screenshot waits for the painted table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

from cardtable import __version__, _from_dist_info, _from_pyproject, storage
from cardtable.ui import sounds

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 5, "persist": True}


def test_a_move_does_not_wait_for_the_autosave_and_a_close_right_after_keeps_it(qtbot, make_window, monkeypatch):
    window = make_window("schnapsen", resume=False)
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: c.human_to_move() is not None and not c.busy, timeout=20000)
    written = storage.write_game
    held: list[int] = []

    def slow(saved, path) -> None:
        held.append(len(saved.actions))
        import time

        time.sleep(0.3)  # a slow disk: the move must not wait for it, the close must
        written(saved, path)

    monkeypatch.setattr(storage, "write_game", slow)
    c.try_action(c.match.legal_actions()[0])
    actions = len(c.match.actions)
    assert actions >= 1 and not window.store._writer.idle  # the write is still under way, the move done
    window.close()
    loaded, notice = storage.load_autosave(storage.autosave_path())
    assert notice is None and loaded is not None and len(loaded.match.actions) == actions
    assert held[-1] == actions


def test_the_version_is_read_from_pyproject_or_the_installed_metadata(tmp_path: Path) -> None:
    project = tmp_path / "pyproject.toml"
    project.write_text('[build-system]\nrequires = []\n\n[project]\nname = "cardtable"\nversion = "9.8.7"\n')
    assert _from_pyproject(str(project)) == "9.8.7"
    project.write_text('[tool.x]\nversion = "1"\n[project]\nname = "cardtable"\n')
    assert _from_pyproject(str(project)) is None  # another table's version is not the project's
    info = tmp_path / "site" / "cardtable-2.0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: cardtable\nVersion: 2.0.1\n\nVersion: 0\n")
    assert _from_dist_info(str(tmp_path / "site")) == "2.0.1"
    assert _from_dist_info(str(tmp_path / "none")) is None
    assert __version__ and __version__ != "0+unknown"


def test_sounds_are_made_once_into_the_cache_and_a_damaged_file_is_made_again(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_CACHE_DIR", str(tmp_path / "cache"))
    path = sounds.cache_path("play")
    assert not path.exists()
    assert sounds.cached_pcm("play") == sounds.pcm("play")
    kept = path.read_bytes()
    assert kept.endswith(sounds.pcm("play")) and zlib.crc32(sounds.pcm("play")).to_bytes(4, "little") in kept
    made: list[str] = []
    monkeypatch.setattr(sounds, "pcm", lambda name, volume=sounds.VOLUME: made.append(name) or b"\0\0")
    assert sounds.cached_pcm("play") == kept[len(sounds._MAGIC) + 4 :]  # read, not made
    assert made == []
    path.write_bytes(kept[:-10])  # cut short
    assert sounds.cached_pcm("play") == b"\0\0" and made == ["play"]  # made again, and kept again
    assert path.read_bytes().endswith(b"\0\0")


def test_sounds_asked_for_before_the_first_paint_wait_for_it(monkeypatch) -> None:
    opened: list[str] = []

    class Output:
        state = "closed"

        def open(self) -> None:
            opened.append("open")

        def play_later(self, name: str) -> None:
            opened.append(name)

    monkeypatch.setattr(sounds, "output", lambda: Output())
    s = sounds.Sounds(True, later=True)
    s.play("deal")
    assert opened == []  # nothing opened before the table is painted
    s.start()
    assert opened == ["open", "deal"]


def test_the_lighter_import_hook_gives_pyside_its_own_answer(tmp_path) -> None:
    import types

    import PySide6.QtCore  # noqa: F401  (the hook is PySide6's)

    from cardtable.ui import importhook

    importhook.lighten()
    feature = sys.modules["shibokensupport.feature"]
    uses, plain = tmp_path / "uses.py", tmp_path / "plain.py"
    uses.write_text("from PySide6 import QtCore\n")
    plain.write_text("x = 1\n")
    for path, expected in ((uses, True), (plain, False)):
        module = types.ModuleType(path.stem)
        module.__file__ = str(path)
        assert feature._mod_uses_pyside(module) is expected
    assert feature._mod_uses_pyside(sys) is False  # a built-in module: PySide6's own test


def test_a_screenshot_after_actions_shows_them_at_rest(tmp_path) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(tmp_path / "cfg"),
        CARDTABLE_DATA_DIR=str(tmp_path / "data"),
        CARDTABLE_CACHE_DIR=str(tmp_path / "cache"),
        CARDTABLE_LOG_DIR=str(tmp_path / "log"),
    )
    shot = tmp_path / "after.png"
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "--new", "--seed", "4", "--screenshot", str(shot), "--after", "3"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


FIRST_PAINT_MODULES = """
import json, sys
from cardtable.ui import app, firstpaint
firstpaint.EXIT_AT_FIRST_PAINT = True
leave = app.quick_exit
def report(code):
    names = sorted(m for m in sys.modules if m.split(".")[0] == "pydantic" or m.startswith("cardtable.ai."))
    print(json.dumps(names), flush=True)
    leave(code)
app.quick_exit = report
sys.argv[0] = "cardtable"
from cardtable.__main__ import main
sys.exit(main([]))
"""


def test_an_everyday_start_paints_the_table_without_pydantic_or_the_search(tmp_path: Path) -> None:
    """The second start (settings saved, the match resumed from the autosave the first one wrote)
    reaches its first paint without importing pydantic (the validator of files from elsewhere) or
    the computer's search (imported when it first thinks): together some 250 ms of processor time."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        env[f"CARDTABLE_{name}_DIR"] = str(tmp_path / name.lower())
    runs = [
        subprocess.run(
            [sys.executable, "-c", FIRST_PAINT_MODULES], env=env, capture_output=True, text=True, timeout=120
        )
        for _ in range(2)
    ]
    assert all(run.returncode == 0 for run in runs), runs[-1].stderr[-2000:]
    assert (tmp_path / "data" / "autosave.cardtable").exists()
    loaded = json.loads(runs[1].stdout.strip().splitlines()[-1])
    assert not [name for name in loaded if name.split(".")[0] == "pydantic"], loaded
    assert not {"cardtable.ai.expert", "cardtable.ai.search", "cardtable.ai.solver_schnapsen"} & set(loaded), loaded

"""The reliability audit's launch cases (issue 48), kept as tables: command lines, and a second start
beside a first copy in each state it can be in. A new case joins by adding a row; each row says the
exit code and the words the player must read, and the checks common to every row run on it: the
real program is started (``python -m cardtable``), it ends in time, and no traceback and no Qt abort
reach the player.

Command lines whose options another option would make pointless are refused with exit 2 (argparse's
code for a usage mistake) rather than ignored without a word (item 10); a display that cannot be
used (item 9) and a menu entry that cannot be installed end with exit 1 and one line; a second start
beside a frozen copy says so and ends with exit 1 (item 12).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cardtable.desktop import APP_ID
from cardtable.ui.instance import LOCK_NAME

LINUX = sys.platform.startswith("linux")
ROOT = LINUX and os.geteuid() == 0


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation": "off", "sound": False}))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(config),
        CARDTABLE_DATA_DIR=str(tmp_path / "data"),
        CARDTABLE_LOG_DIR=str(tmp_path / "logs"),
        XDG_DATA_HOME=str(tmp_path / "share"),
    )
    for name, value in extra.items():
        if value == "":
            env.pop(name, None)
        else:
            env[name] = value.format(tmp=tmp_path)
    return env


def _check_output(run: subprocess.CompletedProcess[str] | subprocess.Popen[str], stderr: str) -> None:
    """What every row must hold: no traceback, no Qt abort, no advice to reinstall."""
    assert "Traceback" not in stderr, stderr
    assert run.returncode != -signal.SIGABRT and "Reinstalling" not in stderr, stderr


# --- command lines ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """A command line: its arguments (``{tmp}`` is the test's folder), what to change in the
    environment (an empty value removes the variable), the exit code and the words on stderr."""

    args: tuple[str, ...]
    code: int
    said: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    prepare: Callable[[Path], None] | None = None
    writes: str | None = None  # a file the run must leave behind
    skip: str | None = None
    no_log: bool = False  # a refusal in words: nothing for the error log


def _file(name: str) -> Callable[[Path], None]:
    return lambda tmp: (tmp / name).write_text("not a folder")


def _read_only(name: str) -> Callable[[Path], None]:
    def make(tmp: Path) -> None:
        (tmp / name).mkdir()
        (tmp / name).chmod(0o500)

    return make


LINES = {
    # item 10: options ignored without a word are refused
    "after negative": Line(("--screenshot", "{tmp}/a.png", "--after", "-5"), 2, ("must be 0 or more, not -5",)),
    "after not a number": Line(("--screenshot", "{tmp}/a.png", "--after", "x"), 2, ("not a whole number: 'x'",)),
    "after without screenshot": Line(("--after", "3"), 2, ("--after counts the actions before a --screenshot",)),
    "after 0 without screenshot": Line(("--new", "--after", "0"), 2, ("add --screenshot FILE",)),
    "resume with game": Line(
        ("--resume", "--game", "bura"), 2, ("--resume goes on with the saved game", "leave out --game, or use --new")
    ),
    "resume with seed": Line(("--resume", "--seed", "3"), 2, ("leave out --seed",)),
    "resume with rules": Line(("--resume", "--rules", "tournament"), 2, ("leave out --rules",)),
    "resume with level": Line(("--resume", "--level", "expert"), 2, ("leave out --level",)),
    "resume with game, seed and rules": Line(
        ("--resume", "--game", "bura", "--seed", "1", "--rules", "standard"),
        2,
        ("leave out --game and --rules and --seed",),
    ),
    "resume with screenshot": Line(
        ("--resume", "--screenshot", "{tmp}/a.png"),
        2,
        ("--screenshot shows a new game of its own", "cannot be used with --resume"),
    ),
    "resume and new": Line(("--resume", "--new"), 2, ("not allowed with argument",)),
    "unknown game": Line(("--game", "poker"), 2, ("invalid choice: 'poker'",)),
    "seed not a number": Line(("--seed", "1.5"), 2, ("invalid int value: '1.5'",)),
    "preset the game lacks": Line(
        ("--game", "bura", "--rules", "tournament", "--screenshot", "{tmp}/a.png"),
        2,
        ("--rules: bura has no preset 'tournament'",),
    ),
    "screenshot into no folder": Line(("--screenshot", "{tmp}/none/a.png"), 1, ("--screenshot: no such folder",)),
    "screenshot of unknown type": Line(("--screenshot", "{tmp}/a.txt"), 1, ("unknown image type '.txt'",)),
    # re-audit item 7: a name the file system refuses is a one-line refusal, not an OSError and a log entry
    "screenshot name too long": Line(
        ("--screenshot", "{tmp}/" + "x" * 300 + ".png"), 1, ("--screenshot: ", "File name too long"), no_log=True
    ),
    # re-audit item 8: --install-desktop starts no game, so what would start one is refused
    "install-desktop with screenshot": Line(
        ("--install-desktop", "--screenshot", "{tmp}/a.png"),
        2,
        ("--install-desktop adds the menu entry and exits", "leave out --screenshot"),
    ),
    "install-desktop with new and game": Line(
        ("--install-desktop", "--new", "--game", "bura"), 2, ("leave out --game and --new",)
    ),
    # what works still works
    "screenshot after actions": Line(
        ("--new", "--seed", "4", "--screenshot", "{tmp}/a.png", "--after", "2"), 0, writes="a.png"
    ),
    "version": Line(("--version",), 0),
    # item 9: a display that cannot be used
    "DISPLAY where no X server answers": Line(
        ("--new",),
        1,
        ("cannot connect to display :77", "xvfb-run -a"),
        env={"QT_QPA_PLATFORM": "", "WAYLAND_DISPLAY": "", "XDG_SESSION_TYPE": "", "DISPLAY": ":77"},
        skip="/tmp/.X11-unix/X77",
    ),
    "QT_QPA_PLATFORM unknown": Line(
        ("--new",), 1, ("QT_QPA_PLATFORM asks for the platform 'bogus'", "offscreen"), env={"QT_QPA_PLATFORM": "bogus"}
    ),
    "WAYLAND_DISPLAY where no compositor answers": Line(
        ("--new",),
        1,
        ("cannot connect to the Wayland display wayland-9",),
        env={
            "QT_QPA_PLATFORM": "",
            "DISPLAY": "",
            "XDG_SESSION_TYPE": "",
            "WAYLAND_DISPLAY": "wayland-9",
            "XDG_RUNTIME_DIR": "{tmp}",
        },
    ),
    # item 9: the menu entry into a folder that cannot take it
    "install-desktop into a file": Line(
        ("--install-desktop",),
        1,
        ("cannot install the menu entry", "Not a directory"),
        env={"XDG_DATA_HOME": "{tmp}/file"},
        prepare=_file("file"),
    ),
    "install-desktop under a file": Line(
        ("--install-desktop",),
        1,
        ("cannot install the menu entry",),
        env={"XDG_DATA_HOME": "{tmp}/file/share"},
        prepare=_file("file"),
    ),
    "install-desktop into a read-only folder": Line(
        ("--install-desktop",),
        1,
        ("cannot install the menu entry", "Permission denied"),
        env={"XDG_DATA_HOME": "{tmp}/ro"},
        prepare=_read_only("ro"),
        skip="root" if ROOT else None,
    ),
    "install-desktop": Line(("--install-desktop",), 0, writes=f"share/applications/{APP_ID}.desktop"),
}


@pytest.mark.skipif(not LINUX, reason="the display checks and the menu entry are Linux's")
@pytest.mark.parametrize("line", LINES.values(), ids=LINES.keys())
def test_a_command_line(line: Line, tmp_path: Path) -> None:
    if line.skip == "root":
        pytest.skip("root writes into a read-only folder")
    if line.skip and Path(line.skip).exists():
        pytest.skip(f"{line.skip} exists here")
    if line.prepare is not None:
        line.prepare(tmp_path)
    args = [arg.format(tmp=tmp_path) for arg in line.args]
    run = subprocess.run(
        [sys.executable, "-m", "cardtable", *args],
        env=_env(tmp_path, **line.env),
        capture_output=True,
        text=True,
        timeout=120,
    )
    _check_output(run, run.stderr)
    assert run.returncode == line.code, run.stderr
    for words in line.said:
        assert words in run.stderr, run.stderr
    if line.code == 1:  # one line, said plainly (Qt's own warnings, if any, are not counted)
        assert [row.startswith("cardtable: error: ") for row in run.stderr.splitlines()].count(True) == 1, run.stderr
    if line.writes is not None:
        assert (tmp_path / line.writes).stat().st_size > 0
    if line.no_log:
        assert not (tmp_path / "logs").exists() or not any((tmp_path / "logs").iterdir())


# --- double starts ------------------------------------------------------------------------------


def _wait_for(condition: Callable[[], bool], seconds: float = 30.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


def _holder(folder: Path) -> int | None:
    """The process id the lock file names (QLockFile writes it on the first line)."""
    try:
        first = (folder / LOCK_NAME).read_text(errors="replace").splitlines()[:1]
    except OSError:
        return None
    return int(first[0]) if first and first[0].isdigit() else None


def _answers(folder: Path) -> bool:
    """Whether the copy holding ``folder`` answers yet (its event loop runs)."""
    script = (
        "import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication; "
        "from cardtable.ui.instance import Instance, Reply; app = QCoreApplication([]); "
        f"sys.exit(0 if Instance(Path({str(folder)!r})).ask_first_to_raise() is Reply.RAISED else 1)"
    )
    return subprocess.run([sys.executable, "-c", script], timeout=60).returncode == 0


@dataclass(frozen=True)
class Start:
    """A second start: what is done to the first copy before it, the second's arguments, and its
    exit code (None: it starts and runs, holding the lock) and words ({pid}: the first copy's)."""

    first: str  # "answers", "stopped", "killed", "foreign lock"
    code: int | None
    said: tuple[str, ...] = ()
    args: tuple[str, ...] = ("--new",)


STARTS = {
    "beside a copy that answers": Start("answers", 0, ("already running; its window was brought to the front",), ()),
    # re-audit item 8: what the second start asked for is not done by the first: said, and exit 1
    "new beside a copy that answers": Start(
        "answers", 1, ("brought to the front", "keeps its game", "--new not applied", "Game ▸ New")
    ),
    "game beside a copy that answers": Start("answers", 1, ("--game not applied",), ("--game", "schneider")),
    "autoplay beside a copy that answers": Start("answers", 1, ("--autoplay not applied",), ("--autoplay",)),
    "resume beside a copy that answers": Start("answers", 0, ("brought to the front",), ("--resume",)),
    "beside a stopped copy": Start(
        "stopped", 1, ("already running but is stopped (process {pid}", "'kill -CONT {pid}'")
    ),
    "resume beside a stopped copy": Start("stopped", 1, ("is stopped",), ("--resume",)),
    "beside a killed copy's lock": Start("killed", None),
    "beside a lock from another host": Start("foreign lock", None),
    "screenshot beside a stopped copy": Start("stopped", 0, (), ("--screenshot", "{tmp}/a.png")),
}


@pytest.fixture
def first_copy(tmp_path: Path) -> Iterator[Callable[[str], int]]:
    """Puts a first copy in a state; gives its process id. Every process is ended afterwards."""
    processes: list[subprocess.Popen[bytes]] = []

    def make(state: str) -> int:
        data = tmp_path / "data"
        if state == "foreign lock":
            data.mkdir(parents=True)
            (data / LOCK_NAME).write_text(f"{os.getpid()}\ncardtable\nanother-host\n")
            return os.getpid()
        process = subprocess.Popen(
            [sys.executable, "-m", "cardtable", "--new"],
            env=_env(tmp_path),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        processes.append(process)
        assert _wait_for(lambda: _holder(data) == process.pid), "the first copy took no lock"
        assert _wait_for(lambda: _answers(data)), "the first copy never answered"
        if state == "stopped":
            process.send_signal(signal.SIGSTOP)
        elif state == "killed":
            process.send_signal(signal.SIGKILL)
            process.wait(timeout=20)
            assert (data / LOCK_NAME).exists()  # left behind
        return process.pid

    yield make
    for process in processes:
        process.send_signal(signal.SIGCONT)
        process.kill()
        process.wait(timeout=20)


@pytest.mark.skipif(not LINUX, reason="SIGSTOP, and /proc tells a stopped copy")
@pytest.mark.parametrize("start", STARTS.values(), ids=STARTS.keys())
def test_a_second_start(start: Start, tmp_path: Path, first_copy: Callable[[str], int]) -> None:
    pid = first_copy(start.first)
    args = [arg.format(tmp=tmp_path) for arg in start.args]
    second = subprocess.Popen(
        [sys.executable, "-m", "cardtable", *args],
        env=_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        if start.code is None:  # it starts: the lock is its own, and it plays on
            assert _wait_for(lambda: _holder(tmp_path / "data") == second.pid or second.poll() is not None)
            assert second.poll() is None and _holder(tmp_path / "data") == second.pid
            return
        _, stderr = second.communicate(timeout=120)
        _check_output(second, stderr)
        assert second.returncode == start.code, stderr
        for words in start.said:
            assert words.format(pid=pid) in stderr, stderr
        if start.first == "stopped" and start.code == 1:
            assert "brought to the front" not in stderr
    finally:
        if second.poll() is None:
            second.kill()
            second.communicate(timeout=20)


# --- ending signals -----------------------------------------------------------------------------

ENDINGS = {"SIGTERM": signal.SIGTERM, "SIGINT": signal.SIGINT, "SIGHUP": getattr(signal, "SIGHUP", None)}


@pytest.mark.skipif(not LINUX, reason="POSIX signals")
@pytest.mark.parametrize("number", ENDINGS.values(), ids=ENDINGS.keys())
def test_an_ending_signal_closes_the_program_as_its_window_does(number: int, tmp_path: Path) -> None:
    """Re-audit item 4: SIGTERM (a logout, ``kill``) ended the program at once, exit 143: the game
    chosen on the command line was not saved, the lock left behind."""
    data = tmp_path / "data"
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "--game", "schneider", "--deck", "tell", "--new"],
        env=_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert _wait_for(lambda: _holder(data) == process.pid), "the program took no lock"
        assert _wait_for(lambda: _answers(data)), "the program never answered"  # its event loop runs
        process.send_signal(number)
        _, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=20)
    _check_output(process, stderr)
    assert process.returncode == 0, stderr
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["game"] == "schneider" and saved["deck_style"] == "tell"
    assert not (data / LOCK_NAME).exists()

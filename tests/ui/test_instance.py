"""One running copy per data folder (``ui/instance.py``): two copies would overwrite each other's
autosave and statistics. A second start brings the first copy's window forward and ends; a lock
left by a copy that was killed does not keep the program from starting."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardtable.ui.instance import LOCK_NAME, Instance


def _env(tmp_path: Path) -> dict[str, str]:
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation": "off", "sound": False}))
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_CONFIG_DIR=str(config),
                CARDTABLE_DATA_DIR=str(tmp_path / "data"), CARDTABLE_LOG_DIR=str(tmp_path / "logs"))


def _wait_for(condition, seconds: float = 20.0) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_a_second_copy_brings_the_first_forward_and_ends(tmp_path: Path) -> None:
    env = _env(tmp_path)
    first = subprocess.Popen([sys.executable, "-m", "cardtable", "--new"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert _wait_for(lambda: (tmp_path / "data" / LOCK_NAME).exists()), "the first copy took no lock"
        second = subprocess.run([sys.executable, "-m", "cardtable", "--new"], env=env, capture_output=True,
                                text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running; its window was brought to the front" in second.stderr
        assert first.poll() is None  # the first copy plays on
    finally:
        first.terminate()
        first.wait(timeout=20)


def test_the_first_copy_is_asked_to_come_forward(qtbot, tmp_path: Path) -> None:
    first, second = Instance(tmp_path), Instance(tmp_path)
    raised: list[bool] = []
    first.on_raise = lambda: raised.append(True)
    try:
        assert first.claim()
        assert not second.claim()  # held while the first copy runs
        assert second.ask_first_to_raise()
        qtbot.waitUntil(lambda: raised == [True], timeout=5000)
    finally:
        first.release()
    assert second.claim()  # free once the first copy has ended
    second.release()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_lock_left_by_a_killed_copy_does_not_keep_the_program_from_starting(tmp_path: Path) -> None:
    holder = textwrap.dedent(f"""
        import sys, time
        from PySide6.QtCore import QCoreApplication
        from cardtable.ui.instance import Instance
        app = QCoreApplication([])
        held = Instance(__import__("pathlib").Path({str(tmp_path)!r}))
        assert held.claim()
        print("held", flush=True)
        time.sleep(60)
    """)
    process = subprocess.Popen([sys.executable, "-c", holder], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "held"
        assert not Instance(tmp_path).claim()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    assert (tmp_path / LOCK_NAME).exists()  # left behind
    instance = Instance(tmp_path)
    assert instance.claim()
    instance.release()


def test_a_folder_that_cannot_be_made_does_not_stop_the_program(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert Instance(blocker / "data").claim()  # saving will say why; starting is not refused


def test_a_lock_from_another_host_that_nobody_holds_is_taken_over(tmp_path: Path) -> None:
    """A lock Qt cannot judge stale (written on another host of a shared home, or its process id
    reused) shut the player out for good: nobody answers on the socket and nobody holds the file,
    so it is taken over. A copy that is alive and holds the file keeps it (the test above)."""
    (tmp_path / LOCK_NAME).write_text(f"{os.getpid()}\ncardtable\nanother-host\n")
    instance = Instance(tmp_path)
    assert not instance.claim() and not instance.ask_first_to_raise()
    assert instance.take_over()
    instance.release()


def test_a_live_copy_that_does_not_answer_keeps_its_lock(tmp_path: Path) -> None:
    holder = textwrap.dedent(f"""
        import time
        from PySide6.QtCore import QLockFile
        lock = QLockFile({str(tmp_path / LOCK_NAME)!r})
        lock.setStaleLockTime(0)
        assert lock.tryLock(100)
        print("held", flush=True)
        time.sleep(60)
    """)
    process = subprocess.Popen([sys.executable, "-c", holder], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "held"
        instance = Instance(tmp_path)
        assert not instance.claim() and not instance.ask_first_to_raise()
        assert not instance.take_over()  # the program then starts without the lock (app.py)
    finally:
        process.kill()
        process.wait(timeout=10)

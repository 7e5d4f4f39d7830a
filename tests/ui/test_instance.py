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

from cardtable.ui.instance import LOCK_NAME, Instance, Reply


def _env(tmp_path: Path) -> dict[str, str]:
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation": "off", "sound": False}))
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(config),
        CARDTABLE_DATA_DIR=str(tmp_path / "data"),
        CARDTABLE_LOG_DIR=str(tmp_path / "logs"),
    )


def _wait_for(condition, seconds: float = 20.0) -> bool:
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_a_second_copy_brings_the_first_forward_and_ends(tmp_path: Path) -> None:
    env = _env(tmp_path)
    first = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "--new"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert _wait_for(lambda: (tmp_path / "data" / LOCK_NAME).exists()), "the first copy took no lock"
        second = subprocess.run(
            [sys.executable, "-m", "cardtable"], env=env, capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 0, second.stderr
        assert "already running; its window was brought to the front" in second.stderr
        assert first.poll() is None  # the first copy plays on
    finally:
        first.terminate()
        first.wait(timeout=20)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGSTOP, and /proc tells a stopped copy")
def test_a_second_start_beside_a_frozen_copy_says_so_and_fails(tmp_path: Path) -> None:
    """It exited 0 saying the window was brought to the front (issue 48, item 12)."""
    env = _env(tmp_path)
    first = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "--new"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        assert _wait_for(lambda: (tmp_path / "data" / LOCK_NAME).exists()), "the first copy took no lock"
        assert _wait_for(lambda: _answers(tmp_path / "data")), "the first copy never answered"
        first.send_signal(signal.SIGSTOP)
        second = subprocess.run(
            [sys.executable, "-m", "cardtable", "--new"], env=env, capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 1, second.stderr
        assert "brought to the front" not in second.stderr and "Traceback" not in second.stderr
        assert f"already running but is stopped (process {first.pid}" in second.stderr, second.stderr
        assert f"'kill -CONT {first.pid}'" in second.stderr
    finally:
        first.send_signal(signal.SIGCONT)
        first.kill()
        first.wait(timeout=20)


def _answers(folder: Path) -> bool:
    """Whether the copy holding ``folder`` answers yet (its window is up once its event loop runs)."""
    return (
        subprocess.run(
            [
                sys.executable,
                "-c",
                textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from cardtable.ui.instance import Instance, Reply
        app = QCoreApplication([])
        sys.exit(0 if Instance(Path({str(folder)!r})).ask_first_to_raise() is Reply.RAISED else 1)
    """),
            ],
            timeout=60,
        ).returncode
        == 0
    )


def _holder(folder: Path, *, answer: bool = True) -> subprocess.Popen[str]:
    """A first copy in its own process (the second waits for its answer, so the two cannot share an
    event loop): it claims ``folder``, says "held", and prints "raised" when asked to come forward."""
    script = textwrap.dedent(f"""
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from cardtable.ui.instance import Instance
        app = QCoreApplication([])
        held = Instance(Path({str(folder)!r}))
        assert held.claim()
        held.on_raise = lambda: print("raised", flush=True)
        print("held", flush=True)
        app.exec()
    """)
    process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    return process


def test_the_first_copy_is_asked_to_come_forward_and_answers(tmp_path: Path) -> None:
    first = _holder(tmp_path)
    try:
        second = Instance(tmp_path)
        assert not second.claim()  # held while the first copy runs
        assert second.ask_first_to_raise() is Reply.RAISED
        assert first.stdout is not None and first.stdout.readline().strip() == "raised"
        assert second.holder_pid() == first.pid
    finally:
        first.kill()
        first.wait(timeout=10)
    assert second.take_over()  # free once the first copy has ended
    second.release()


def test_a_request_that_arrives_in_pieces_is_answered(qtbot, tmp_path: Path) -> None:
    """The first copy answers a whole line, however the bytes arrive (it read each piece alone)."""
    from PySide6.QtNetwork import QLocalSocket

    from cardtable.ui.instance import ANSWER, RAISE, server_name

    first = _holder(tmp_path)
    try:
        socket = QLocalSocket()
        socket.connectToServer(server_name(tmp_path))
        assert socket.waitForConnected(5000)
        for piece in (RAISE[:2], RAISE[2:]):
            socket.write(piece)
            assert socket.waitForBytesWritten(5000)
            time.sleep(0.3)  # lets the first copy read the first piece on its own
        assert socket.waitForReadyRead(5000) and bytes(socket.readAll().data()) == ANSWER
        socket.abort()
    finally:
        first.kill()
        first.wait(timeout=10)


@pytest.mark.skipif(os.name != "posix", reason="SIGSTOP")
def test_a_frozen_first_copy_is_said_not_to_answer(tmp_path: Path) -> None:
    """The kernel takes the connection and buffers the request of a stopped copy: only its answer
    tells that its window came forward (issue 48, item 12)."""
    first = _holder(tmp_path)
    try:
        first.send_signal(signal.SIGSTOP)
        second = Instance(tmp_path)
        assert not second.claim()
        assert second.ask_first_to_raise() is Reply.SILENT
        assert not second.take_over()  # alive: its lock is kept
    finally:
        first.send_signal(signal.SIGCONT)
        first.kill()
        first.wait(timeout=10)


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
    assert not instance.claim() and instance.ask_first_to_raise() is Reply.ABSENT
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
        assert not instance.claim() and instance.ask_first_to_raise() is Reply.ABSENT
        assert not instance.take_over()  # the program then starts without the lock (app.py)
    finally:
        process.kill()
        process.wait(timeout=10)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


ODD_LOCKS = {  # each hung the start for ever in QLockFile.tryLock, or was read whole into memory
    "fifo": _fifo,
    "link to /dev/zero": lambda path: path.symlink_to("/dev/zero"),
    "three gigabytes": lambda path: os.truncate(path.open("w").name, 3 << 30),
    "folder": lambda path: path.mkdir(),
    "looping link": lambda path: path.symlink_to(path.name),
}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pipes, /dev/zero and a memory limit")
@pytest.mark.parametrize("make", ODD_LOCKS.values(), ids=ODD_LOCKS.keys())
def test_an_odd_thing_at_the_lock_is_set_aside_and_the_folder_claimed(tmp_path: Path, make) -> None:
    """Re-audit item 1: the claim is made in a child allowed 1 GB and 60 s, so that a claim that
    waits on a pipe or reads a device fails here instead of hanging or eating the machine."""
    make(tmp_path / LOCK_NAME)
    script = textwrap.dedent(f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from cardtable.ui.instance import Instance
        app = QCoreApplication([])
        instance = Instance(Path({str(tmp_path)!r}))
        print("claimed" if instance.claim() and instance.lock.isLocked() else "refused", flush=True)
    """)
    try:
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the claim hung")
    assert done.stdout.strip() == "claimed", done.stderr
    lock = tmp_path / LOCK_NAME
    assert not lock.is_symlink() and (not lock.exists() or lock.is_file())  # Qt's own, or none once released
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(LOCK_NAME + ".bad-")]  # kept, not deleted


def test_a_request_without_end_is_cut_off(tmp_path: Path) -> None:
    """Re-audit item 10: bytes with no newline were buffered without limit by the first copy."""
    from PySide6.QtNetwork import QLocalSocket

    from cardtable.ui.instance import MOST_REQUEST_BYTES, server_name

    first = _holder(tmp_path)
    try:
        socket = QLocalSocket()
        socket.connectToServer(server_name(tmp_path))
        assert socket.waitForConnected(5000)
        socket.write(b"x" * (4 * MOST_REQUEST_BYTES))
        socket.waitForBytesWritten(5000)
        assert socket.waitForDisconnected(10000), "the first copy kept reading"
        assert Instance(tmp_path).ask_first_to_raise() is Reply.RAISED  # and still answers a real request
    finally:
        first.kill()
        first.wait(timeout=10)

"""The autosave and the statistics written in the background: in order, the newest autosave only,
all of it on the disk once flushed or closed, and a killed process never leaves a broken file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from cardtable import storage
from cardtable.session.store import SessionStore
from cardtable.session.table import Session
from cardtable.session.writer import Writer


@pytest.fixture(autouse=True)
def _private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))


def test_jobs_run_in_order_and_a_waiting_autosave_gives_way_to_a_newer_one() -> None:
    writer = Writer()
    gate = threading.Event()
    done: list[str] = []
    writer.submit(gate.wait)  # holds the thread, so that the next jobs wait
    writer.submit(lambda: done.append("save 1"), key="autosave")
    writer.submit(lambda: done.append("row 1"))
    writer.submit(lambda: done.append("save 2"), key="autosave")  # takes the place of save 1
    writer.submit(lambda: done.append("row 2"))
    assert not writer.idle
    gate.set()
    assert writer.flush(timeout=10)
    assert done == ["save 2", "row 1", "row 2"] and writer.idle


def test_a_job_that_raises_does_not_stop_the_writer() -> None:
    writer = Writer()
    done: list[int] = []
    writer.submit(lambda: 1 / 0)  # type: ignore[arg-type,return-value]
    writer.submit(lambda: done.append(1))
    assert writer.flush(timeout=10) and done == [1]


def session() -> Session:
    s = Session("schnapsen", seed=3, humans={0}, level="random")
    s.names = {0: "You", 1: "Computer"}
    return s


def test_the_last_action_is_in_the_autosave_once_the_store_closes(monkeypatch) -> None:
    """A normal quit right after a move: the move is in the file (the write waited for)."""
    store = SessionStore(persist=False, autosaving=True, demo=False)
    failures: list[str] = []
    store.in_background(failures.append)
    store.begin("standard")
    s = session()
    slow = storage.write_game

    def slow_write(saved, path) -> None:
        time.sleep(0.05)  # a slow disk: the close must wait for it
        slow(saved, path)

    monkeypatch.setattr(storage, "write_game", slow_write)
    for _ in range(3):
        s.match.apply(s.match.legal_actions()[0])
        assert store.autosave(s, "french") is None  # handed to the writer: the move does not wait
    store.close()
    loaded, notice = storage.load_autosave(store.autosave_path)
    assert notice is None and loaded is not None and loaded.match.actions == s.match.actions
    assert failures == []


def test_a_failure_in_the_background_is_said_once(monkeypatch) -> None:
    store = SessionStore(persist=False, autosaving=True, demo=False)
    failures: list[str] = []
    store.in_background(failures.append)
    store.begin("standard")
    s = session()

    def fail(saved, path):
        raise storage.StorageError("the disk is full.")

    monkeypatch.setattr(storage, "write_game", fail)
    for _ in range(3):
        s.match.apply(s.match.legal_actions()[0])
        store.autosave(s, "french")
        store.flush()
    assert failures == ["the disk is full."]


KILLED = """
import random, sys
from cardtable.session.store import SessionStore
from cardtable.session.table import Session
store = SessionStore(persist=False, autosaving=True, demo=False)
store.in_background(print)
store.begin("standard")
rng = random.Random(int(sys.argv[1]))
while True:
    s = Session("bura", seed=rng.randrange(1000), humans={0}, level="random")
    s.names = {0: "a", 1: "b"}
    while s.match.result is None and s.match.to_move is not None:
        s.match.apply(rng.choice(s.match.legal_actions()))
        store.autosave(s, "french")
        print("wrote", flush=True)
"""


def test_a_killed_program_leaves_a_whole_autosave(tmp_path) -> None:
    """Killed at any moment (SIGKILL, no exit handlers), the autosave is the old match or the new
    one, never a broken file: the writes in flight are lost, nothing else."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(tmp_path / "killed"))
    path = tmp_path / "killed" / "autosave.cardtable"
    for attempt in range(6):
        child = subprocess.Popen(
            [sys.executable, "-c", KILLED, str(attempt)], env=env, stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None
        lines = 0
        while lines < 5 + 7 * attempt or not path.exists():  # some writes in, a different moment each time
            assert child.stdout.readline(), "the writing program ended"
            lines += 1
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        loaded, notice = storage.load_autosave(path)
        assert notice is None and loaded is not None, f"attempt {attempt}: {notice}"
        assert not list(path.parent.glob("autosave.cardtable.bad-*"))


def test_statistics_are_written_in_the_background_and_read_after_them(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "stats"))
    store = SessionStore(persist=True, autosaving=True, demo=False)
    store.in_background(lambda reason: None)
    store.prepare()  # opened by the writer thread
    store.begin("standard")
    s = session()
    while not s.match.history:
        s.match.apply(s.match.legal_actions()[0])
    store.record_hand(s)
    totals = store.stats.totals()  # waits for the row: read on this thread, written on the other
    assert sum(row["hands"] for row in totals) == 1
    store.close()


def test_without_a_background_writer_all_is_written_at_once(tmp_path: Path) -> None:
    store = SessionStore(persist=False, autosaving=True, demo=False)
    store.begin("standard")
    s = session()
    s.match.apply(s.match.legal_actions()[0])
    store.autosave(s, "french")
    assert store.autosave_path.exists()

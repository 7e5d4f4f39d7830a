"""Issue 48, the statistics audit kept as a suite: damaged and odd statistics databases, and a file
another program holds locked. A new case joins by adding a row to ``DAMAGED``, ``ODD`` or ``LOCKS``.

What must hold in every case: the program never sets aside a file it can read (a damaged value is
not a damaged file, a locked file is not damaged), the figures count every good row and leave out
and count every damaged one, and the Statistics window shows them without an exception leaving a
Qt override (pytest-qt fails a test on one)."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

import pytest

from cardtable.engine import HandRecord, Result
from cardtable.engine.words import Reason, Tier
from cardtable.stats import INT64, MIGRATIONS, STATS_IN_USE, VERSION, Stats, hand_row

KEY = {"game": "schnapsen", "preset": "standard", "level": "easy"}
GOOD_HANDS = 3  # deals 1-3 of match "m1", recorded by the program; the cases change deal 2


def hand(deal: int, match_id: str = "m1", winner: int = 0) -> object:
    record = HandRecord(deal, deal % 2, Result(winner, 2, Reason.CLAIM, winner, (66, 40), tier=Tier.PLAIN), (5, 5), 1)
    return hand_row(record, 0, match_id=match_id, played_at=f"2026-11-0{deal}T10:00:00", **KEY)


def loose_database(path: Path) -> None:
    """The program's schema without its NOT NULL constraints (a file another tool wrote into, or a
    damaged page read back as NULL), holding three good hands and one good match."""
    db = sqlite3.connect(path)
    db.executescript("".join(MIGRATIONS).replace("NOT NULL", "") + f"PRAGMA user_version = {VERSION};")
    db.close()
    stats = Stats(path)
    for deal in range(1, GOOD_HANDS + 1):
        stats.record_hand(hand(deal))  # type: ignore[arg-type]
    stats.record_match("m1", 0, won=1, **KEY)
    stats.close()


def damage(path: Path, sql: str) -> None:
    db = sqlite3.connect(path)
    db.execute(sql)
    db.commit()
    db.close()


def set_aside(folder: Path) -> list[str]:
    """The files the statistics set aside as damaged (``stats.sqlite3.bad-<time>``)."""
    return [p.name for p in folder.iterdir() if ".bad-" in p.name]


HAND = "UPDATE hands SET {} WHERE deal = 2"
MATCH = "UPDATE matches SET {}"

#: (case, SQL that damages the file, damaged hands, damaged matches)
DAMAGED = [
    ("text-in-points", HAND.format("points = 'abc'"), 1, 0),  # the audit's case: TypeError on every repaint
    ("null-in-points", HAND.format("points = NULL"), 1, 0),
    ("blob-in-points", HAND.format("points = x'00ff'"), 1, 0),
    ("real-in-points", HAND.format("points = 1.5"), 1, 0),
    ("largest-int-in-points", HAND.format(f"points = {INT64}"), 1, 0),
    ("smallest-int-in-points", HAND.format(f"points = {-INT64 - 1}"), 1, 0),  # abs() of it overflows
    ("text-in-won", HAND.format("won = 'yes'"), 1, 0),
    ("two-in-won", HAND.format("won = 2"), 1, 0),
    ("blob-in-won", HAND.format("won = x'01'"), 1, 0),
    ("real-in-won", HAND.format("won = 0.5"), 1, 0),
    ("text-in-chips", HAND.format("chips = 'many'"), 1, 0),
    ("null-in-chips", HAND.format("chips = NULL"), 1, 0),
    ("blob-in-chips", HAND.format("chips = x'00'"), 1, 0),
    ("five-in-bummerl", HAND.format("bummerl = 5"), 1, 0),
    ("null-in-bummerl", HAND.format("bummerl = NULL"), 1, 0),
    ("text-in-schneiderbummerl", HAND.format("schneiderbummerl = 'x'"), 1, 0),
    ("text-in-claim", HAND.format("claim = 'right'"), 1, 0),
    ("huge-in-closed", HAND.format(f"closed = {INT64}"), 1, 0),
    ("text-in-undo", HAND.format("undo = 'x'"), 1, 0),
    ("null-in-undo", HAND.format("undo = NULL"), 1, 0),
    ("blob-in-game", HAND.format("game = x'00'"), 1, 0),
    ("null-in-level", HAND.format("level = NULL"), 1, 0),
    ("null-in-played-at", HAND.format("played_at = NULL"), 1, 0),
    ("blob-in-played-at", HAND.format("played_at = x'00'"), 1, 0),
    ("null-in-tier", HAND.format("tier = NULL"), 1, 0),
    ("every-number-a-text", HAND.format("won = 'a', points = 'b', chips = 'c', bummerl = 'd', undo = 'e'"), 1, 0),
    ("text-in-match-won", MATCH.format("won = 'abc'"), 0, 1),
    ("blob-in-match-game", MATCH.format("game = x'00'"), 0, 1),
    ("huge-in-match-won", MATCH.format(f"won = {INT64}"), 0, 1),
]


@pytest.mark.parametrize(("case", "sql", "bad_hands", "bad_matches"), DAMAGED, ids=[row[0] for row in DAMAGED])
def test_a_damaged_value_is_left_out_counted_and_said(
    qtbot, tmp_path: Path, case: str, sql: str, bad_hands: int, bad_matches: int
) -> None:
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    damage(path, sql)
    stats = Stats(path)
    assert stats.notice is None and stats.db is not None, stats.notice
    assert stats.damaged_rows() == bad_hands + bad_matches
    (totals,) = stats.totals()
    assert totals["hands"] == GOOD_HANDS - bad_hands and totals["matches"] == 1 - bad_matches
    assert all(isinstance(value, int) for key, value in totals.items() if key not in ("game", "preset", "level"))
    points = stats.points_per_hand()
    assert len(points) == GOOD_HANDS - bad_hands and all(type(p) is int for p in points)
    assert sum(played for _, _, played in stats.results_over_time()) == GOOD_HANDS - bad_hands
    window = _shown(qtbot, stats)
    assert "Left out of these figures, as damaged: 1 record" in window.notice.text()
    stats.record_hand(hand(4))  # type: ignore[arg-type]  # recording goes on
    assert stats.totals()[0]["hands"] == GOOD_HANDS - bad_hands + 1
    stats.close()
    assert not set_aside(tmp_path)


#: (case, SQL that makes the file odd but not damaged, a check on the totals' first row)
ODD = [
    ("largest-chips-twice", f"UPDATE hands SET game = 'bura', chips = {INT64}", lambda t: t["chips"] == INT64),
    ("smallest-chips-twice", f"UPDATE hands SET game = 'bura', chips = {-INT64}", lambda t: t["chips"] == -INT64),
    ("a-game-this-version-does-not-know", "UPDATE hands SET game = 'tarock'", lambda t: t["game"] == "tarock"),
    ("a-number-for-a-game", "UPDATE hands SET game = 42", lambda t: t["game"] == "42"),  # a text column keeps '42'
    ("an-empty-date", "UPDATE hands SET played_at = ''", lambda t: t["hands"] == GOOD_HANDS),
    ("most-points", "UPDATE hands SET points = 1000", lambda t: t["points_won"] == 1000 * GOOD_HANDS),
]


@pytest.mark.parametrize(("case", "sql", "check"), ODD, ids=[row[0] for row in ODD])
def test_an_odd_but_sound_database_is_shown_whole(qtbot, tmp_path: Path, case: str, sql: str, check) -> None:
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    damage(path, sql)
    stats = Stats(path)
    assert stats.damaged_rows() == 0
    (totals,) = stats.totals()
    assert check(totals), totals
    window = _shown(qtbot, stats)
    assert stats.notice is None and not window.notice.isVisible(), window.notice.text()
    stats.close()


def _shown(qtbot, stats: Stats):
    from cardtable.ui.statswindow import StatsWindow

    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.refresh()
    window.show()
    qtbot.waitExposed(window)
    window.grab()  # paints the table and the chart; an exception in a paint fails the test
    return window


#: (case, what the other program runs and keeps open, whether it starts before the statistics open)
LOCKS = [
    ("exclusive-before-open", "BEGIN EXCLUSIVE", True),  # the audit's case: the healthy file was set aside
    ("exclusive-after-open", "BEGIN EXCLUSIVE", False),
    ("writing-before-open", "BEGIN IMMEDIATE", True),  # the other program writes; reading still works
    ("writing-after-open", "BEGIN IMMEDIATE", False),
]


@pytest.fixture
def brief_waits(monkeypatch) -> None:
    """The lock is held throughout, so a wait only slows the test: the retries are what is tested."""
    for name in ("OPEN_WAIT", "RETRY_WAIT", "CLOSE_WAIT"):
        monkeypatch.setattr(Stats, name, 0.01)


def held_by_another_program(path: Path, begin: str) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute(begin)
    other.execute("INSERT INTO matches VALUES ('other', 0, '2026-11-01', 'bura', 'standard', 'easy', 1)")
    return other


@pytest.mark.parametrize(("case", "begin", "before"), LOCKS, ids=[row[0] for row in LOCKS])
def test_a_locked_database_is_never_set_aside_and_its_hands_are_recorded_later(
    tmp_path: Path, brief_waits: None, case: str, begin: str, before: bool
) -> None:
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    other = held_by_another_program(path, begin) if before else None
    stats = Stats(path)
    other = other or held_by_another_program(path, begin)
    stats.record_hand(hand(4))  # type: ignore[arg-type]
    stats.record_hand(hand(5))  # type: ignore[arg-type]
    assert stats.notice == STATS_IN_USE and stats.in_use and len(stats.held) == 2
    assert not set_aside(tmp_path)
    shown = stats.totals()  # the window reads meanwhile: what it can, and no error
    assert shown == [] or shown[0]["hands"] == GOOD_HANDS
    other.execute("COMMIT")  # the other program lets go
    other.close()
    stats.record_hand(hand(6))  # type: ignore[arg-type]
    assert stats.notice is None and not stats.held
    hands = stats.totals()[0]["hands"]
    assert hands == GOOD_HANDS + 3
    stats.close()
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM matches WHERE match_id = 'other'").fetchone() == (1,)
    db.close()


def test_hands_held_back_are_written_when_the_program_ends(tmp_path: Path, brief_waits: None) -> None:
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    other = held_by_another_program(path, "BEGIN EXCLUSIVE")
    stats = Stats(path)
    stats.record_hand(hand(4))  # type: ignore[arg-type]
    other.execute("ROLLBACK")
    other.close()
    stats.close()  # the file is free by now: the held hand is written
    assert Stats(path).totals()[0]["hands"] == GOOD_HANDS + 1


def test_a_file_locked_until_the_end_is_left_whole(tmp_path: Path, brief_waits: None) -> None:
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    other = held_by_another_program(path, "BEGIN EXCLUSIVE")
    stats = Stats(path)
    stats.record_hand(hand(4))  # type: ignore[arg-type]
    stats.close()  # still held: this run's hand is not recorded, and nothing else is lost
    other.execute("COMMIT")
    other.close()
    again = Stats(path)
    assert again.notice is None and again.totals()[0]["hands"] == GOOD_HANDS
    assert not set_aside(tmp_path)
    again.close()


def _side(suffix: str, make) -> object:
    return lambda path: make(path.with_name(path.name + suffix))


def _feed_pipes(folder: Path, done: threading.Event) -> None:
    """Bytes into any pipe beside the database once somebody opens it, so that a reader that (wrongly)
    waits on it is let go and the test fails on its answer instead of hanging."""
    while not done.is_set():
        for pipe in folder.glob("stats.sqlite3-*"):
            try:
                fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # not a pipe, or nobody reads it (yet)
                continue
            try:
                os.write(fd, b"\0" * 4096)
            except OSError:
                pass
            finally:
                os.close(fd)
        done.wait(0.05)


#: (case, what is put beside a sound database): the trouble is beside the file, not in it
BESIDE = [
    ("journal-is-a-folder", _side("-journal", Path.mkdir)),  # the re-audit's case: the file was set aside
    ("journal-is-a-pipe", _side("-journal", os.mkfifo)),  # SQLite waited on it for ever
    ("journal-links-to-itself", _side("-journal", lambda side: side.symlink_to(side.name))),
    ("journal-links-to-dev-zero", _side("-journal", lambda side: side.symlink_to("/dev/zero"))),
    ("wal-is-a-folder", _side("-wal", Path.mkdir)),
]


@pytest.mark.skipif(os.name != "posix", reason="pipes and links")
@pytest.mark.parametrize(("case", "make"), BESIDE, ids=[row[0] for row in BESIDE])
def test_trouble_beside_a_sound_database_never_sets_it_aside(tmp_path: Path, case: str, make) -> None:
    """Re-audit item 3: a problem beside the file is not damage in the file: it is said, where it is,
    and the file is left whole for the next run."""
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    make(path)
    done = threading.Event()
    threading.Thread(target=_feed_pipes, args=(tmp_path, done), daemon=True).start()
    try:
        stats = Stats(path)
    finally:
        done.set()
    stats.record_hand(hand(4))  # type: ignore[arg-type]
    assert stats.notice is not None and "beside" in stats.notice and "left as it is" in stats.notice
    assert str(path.parent) in stats.notice
    stats.close()
    assert not set_aside(tmp_path)
    for side in tmp_path.glob("stats.sqlite3-*"):
        side.rmdir() if side.is_dir() and not side.is_symlink() else side.unlink()
    again = Stats(path)
    assert again.notice is None and again.totals()[0]["hands"] == GOOD_HANDS
    again.close()


def test_a_damaged_database_set_aside_says_where_it_went_even_when_none_can_be_made(tmp_path: Path) -> None:
    """Re-audit item 3: the notice of a database set aside named no place when a new one could not
    be started after it."""
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"not a database at all" * 10)
    (tmp_path / "stats.sqlite3-journal").mkdir()
    stats = Stats(path)
    kept = set_aside(tmp_path)
    assert len(kept) == 1 and stats.notice is not None and kept[0] in stats.notice, stats.notice


def test_a_reset_refused_while_another_program_holds_the_file_is_said(tmp_path: Path, brief_waits: None) -> None:
    """Re-audit item 5: the reset was dropped without a word, and the old hands came back."""
    path = tmp_path / "stats.sqlite3"
    loose_database(path)
    stats = Stats(path)
    other = held_by_another_program(path, "BEGIN EXCLUSIVE")
    assert stats.reset() is False
    assert stats.notice is not None and "not reset" in stats.notice
    other.execute("ROLLBACK")
    other.close()
    assert stats.totals()[0]["hands"] == GOOD_HANDS and "not reset" in (stats.notice or "")  # still said
    assert stats.reset() is True and stats.notice is None and stats.totals() == []
    stats.close()

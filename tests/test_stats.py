"""Statistics in SQLite: scripted hands with known results give the expected rows and totals; the
schema is migrated; a damaged database is set aside and rebuilt (issue 13)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardtable.engine import HandRecord, Result
from cardtable.engine.words import Reason, Tier
from cardtable.stats import MIGRATIONS, VERSION, Stats, closed_by, hand_row

KEY = {"match_id": "m1", "game": "schnapsen", "preset": "standard", "level": "easy"}


def record(
    deal: int,
    winner: int | None,
    points: int,
    reason: Reason,
    by: int | None,
    scores: tuple[int, int],
    tier: Tier = Tier.PLAIN,
    bummerl: int = 1,
) -> HandRecord:
    return HandRecord(deal, deal % 2, Result(winner, points, reason, by, (66, 40), tier=tier), scores, bummerl)


@pytest.fixture
def stats(tmp_path: Path):
    s = Stats(tmp_path / "stats.sqlite3")
    yield s
    s.close()


def test_scripted_schnapsen_hands_give_the_expected_rows_and_totals(stats: Stats) -> None:
    hands = [  # the player sits in seat 0
        (record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), None),  # a right claim
        (record(2, 1, 2, Reason.FALSE_CLAIM, 0, (6, 5), Tier.NONE), None),  # a wrong claim
        (record(3, 0, 3, Reason.CLAIM, 0, (3, 5), Tier.SCHWARZ), 0),  # closed, held, Schwarz
        (record(4, 1, 2, Reason.FAILED_CLOSE, 0, (3, 3), Tier.NONE), 0),  # closed and failed
        (record(5, 0, 2, Reason.LAST_TRICK, None, (1, 3), Tier.SCHNEIDER), 1),  # the opponent closed
        (record(6, 0, 1, Reason.CLAIM, 0, (0, 3)), None),  # Bummerl won
    ]
    for rec, closer in hands:
        stats.record_hand(hand_row(rec, 0, closer=closer, undo=rec.deal == 2, played_at="2026-01-01T10:00:00", **KEY))
    stats.record_hand(hand_row(hands[0][0], 0, **KEY))  # recorded again after a resume: stored once
    stats.record_match("m1", 0, game="schnapsen", preset="standard", level="easy", won=1)
    (t,) = stats.totals()
    assert (t["hands"], t["hands_won"], t["points_won"], t["points_lost"]) == (6, 4, 7, 4)
    assert (t["schneider"], t["schwarz"]) == (1, 1)
    assert (t["claims_right"], t["claims_wrong"]) == (2 + 1, 1)  # deals 1, 3 and 6 were right claims
    assert (t["closes_held"], t["closes_failed"]) == (1, 1)
    assert (t["bummerls_won"], t["bummerls_lost"], t["schneiderbummerls"]) == (1, 0, 0)
    assert (t["matches"], t["matches_won"], t["hands_with_undo"]) == (1, 1, 1)
    assert stats.points_per_hand() == [1, -2, 3, -2, 2, 1]
    assert stats.results_over_time() == [("2026-01-01", 4, 6)]


def test_a_schneiderbummerl_and_a_lost_bummerl() -> None:
    won = hand_row(record(3, 0, 3, Reason.CLAIM, 0, (0, 7), Tier.SCHWARZ), 0, **KEY)
    assert (won.bummerl, won.schneiderbummerl) == (1, 1)
    lost = hand_row(record(3, 1, 1, Reason.CLAIM, 1, (2, -1)), 0, **KEY)
    assert (lost.bummerl, lost.won, lost.points, lost.claim) == (-1, 0, -1, None)


def test_bura_chips_are_the_change_in_the_players_balance() -> None:
    rec = HandRecord(1, 0, Result(0, 1, Reason.DECLARATION, 0, (31, 10)), (1, -3), 0)
    row = hand_row(rec, 0, chips_before=-1, match_id="b", game="bura", preset="standard", level="medium")
    assert (row.chips, row.claim, row.won, row.bummerl) == (2, 1, 1, 0)


def test_the_last_bura_hand_counts_the_settled_balance_and_huge_counts_are_bounded(stats: Stats) -> None:
    rec = HandRecord(4, 0, Result(1, 1, Reason.BURA, 1, (10, 31)), (-1, -3), 0)
    row = hand_row(rec, 0, chips_before=-1, chips_after=-5, match_id="b", game="bura", preset="s", level="easy")
    assert row.chips == -4
    wild = hand_row(rec, 0, chips_before=-(2**80), match_id="b", game="bura", preset="s", level="easy")
    stats.record_hand(wild)
    assert stats.notice is None and stats.totals()[0]["chips"] == 2**63 - 1


def test_who_closed_is_read_from_the_log() -> None:
    from cardtable.engine.actions import Action

    log = [("turn", None, None), ("act", 1, Action.parse("play AS")), ("act", 0, Action.parse("close"))]
    assert closed_by(log) == 0 and closed_by(log[:2]) is None


def test_an_old_schema_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1;")
    db.execute(
        "INSERT INTO hands (match_id, deal, seat, played_at, game, preset, level, won, points, tier, reason,"
        " claim, closed) VALUES ('old', 1, 0, '2025-05-05', 'bura', 'standard', 'easy', 1, 1, 'none', "
        "'bura', NULL, NULL)"
    )
    db.commit()
    db.close()
    stats = Stats(path)
    assert stats.notice is None
    assert stats.db is not None and stats.db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    (t,) = stats.totals()
    assert t["hands"] == 1 and t["hands_with_undo"] == 0
    stats.close()


BAD = {
    "empty-but-not-sqlite": b"\n",
    "garbage": b"\x00\x01binary" * 500,
    "truncated": None,
    "foreign-database": None,
}


@pytest.mark.parametrize("kind", [*BAD, "directory"])
def test_a_damaged_database_is_set_aside_and_rebuilt(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "stats.sqlite3"
    if kind == "directory":
        path.mkdir()
    elif kind == "truncated":
        good = Stats(path)
        good.record_hand(hand_row(record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), 0, **KEY))
        good.close()
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 3])
    elif kind == "foreign-database":
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE recipes (name TEXT)")
        db.commit()
        db.close()
    else:
        path.write_bytes(BAD[kind] or b"")
    stats = Stats(path)
    assert stats.notice is not None and "kept as" in stats.notice
    (aside,) = [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    assert str(aside) in stats.notice
    stats.record_hand(hand_row(record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), 0, **KEY))
    assert stats.totals()[0]["hands"] == 1
    stats.close()


def test_a_newer_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    before = path.read_bytes()
    stats = Stats(path)
    assert stats.notice is not None and "newer" in stats.notice
    stats.record_hand(hand_row(record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), 0, **KEY))  # nothing, no error
    assert stats.totals() == [] and path.read_bytes() == before


def test_an_unwritable_place_means_no_statistics_but_no_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    stats = Stats(blocker / "sub" / "stats.sqlite3")  # a folder cannot be made under a file
    assert stats.db is None and stats.notice is not None
    stats.record_hand(hand_row(record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), 0, **KEY))
    assert stats.totals() == [] and stats.points_per_hand() == []


def test_reset_empties_the_tables(stats: Stats) -> None:
    stats.record_hand(hand_row(record(1, 0, 1, Reason.CLAIM, 0, (6, 7)), 0, **KEY))
    stats.reset()
    assert stats.totals() == []


def test_the_hands_of_one_game_rules_and_opponent(stats: Stats) -> None:
    """The Statistics window charts the row picked: its game points, or its chips in Bura (B-2)."""
    stats.record_hand(hand_row(record(1, 0, 2, Reason.CLAIM, 0, (6, 7)), 0, **KEY))
    stats.record_hand(hand_row(record(1, 1, 3, Reason.CLAIM, 1, (6, 7)), 0, **dict(KEY, match_id="m2", level="expert")))
    bura = HandRecord(1, 0, Result(1, 1, Reason.BURA, 1, (10, 31)), (-1, -3), 0)
    stats.record_hand(hand_row(bura, 0, chips_before=0, match_id="b", game="bura", preset="standard", level="easy"))
    assert stats.points_per_hand(game="schnapsen", preset="standard", level="easy") == [2]
    assert stats.points_per_hand(game="schnapsen", level="expert") == [-3]
    assert stats.chips_per_hand(game="bura", preset="standard", level="easy") == [-1]
    assert stats.results_over_time(game="schnapsen", level="expert")[0][1:] == (0, 1)

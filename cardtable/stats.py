"""The player's statistics in SQLite (the standard library's ``sqlite3``) in the data folder.

One row per hand a person played (a demo counts nothing), one per finished match, keyed so that a
hand recorded twice (a resumed match, a replayed file) is stored once. The schema carries its
version in ``PRAGMA user_version`` and is migrated step by step; a database that cannot be read is
set aside (``stats.sqlite3.bad-<time>``) and rebuilt, with a notice. A database another program holds
locked is not damaged: it is never set aside; the hands wait in memory and are written once it lets
go. A row with a value of the wrong type (a text, a blob, a huge number where a count is kept) is left
out of every figure and counted (:meth:`Stats.damaged_rows`). Statistics never stop a game: every
failure turns into :attr:`Stats.notice` and recording goes quiet.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cardtable.engine import Action, HandRecord
from cardtable.engine.words import Event, Kind, Reason, Tier
from cardtable.notices import QT_TRANSLATE_NOOP, Notice

from .storage import data_dir, set_aside

#: What a player reads when something goes wrong here (worded in his language by the table).
OLD_FILE_KEPT_AS = QT_TRANSLATE_NOOP("notices", " The old file was kept as {name}.")
STATS_STARTED_ANEW = QT_TRANSLATE_NOOP(
    "notices",
    "The statistics could not be read ({problem}) and were started anew.{kept}",
)
STATS_CANNOT_BE_KEPT = QT_TRANSLATE_NOOP("notices", "Statistics cannot be kept: {why}.{kept}")
STATS_TROUBLE_BESIDE = QT_TRANSLATE_NOOP(
    "notices",
    "The statistics cannot be used now ({why}): the trouble is beside their file, at {name}, not in it. "
    "The file was left as it is; nothing is recorded in this run.",
)
STATS_RESET_WAITS = QT_TRANSLATE_NOOP(
    "notices",
    "The statistics were not reset: another program is using them. Try again once it lets them go.",
)
STATS_FROM_NEWER_VERSION = QT_TRANSLATE_NOOP(
    "notices",
    "The statistics were written by a newer cardtable (schema {version}); they are left as "
    "they are and nothing is recorded.",
)
STATS_NOT_SAVED = QT_TRANSLATE_NOOP("notices", "Statistics could not be saved: {why}.")
STATS_NOT_RESET = QT_TRANSLATE_NOOP("notices", "Statistics could not be reset: {why}.")
STATS_NOT_READ = QT_TRANSLATE_NOOP("notices", "Statistics could not be read: {why}.")
STATS_IN_USE = QT_TRANSLATE_NOOP(
    "notices",
    "The statistics are in use by another program; the hands of this run are recorded once it lets them go.",
)

# Each step brings the schema from version ``i`` to ``i + 1``.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE hands (
        match_id TEXT NOT NULL, deal INTEGER NOT NULL, seat INTEGER NOT NULL,
        played_at TEXT NOT NULL, game TEXT NOT NULL, preset TEXT NOT NULL, level TEXT NOT NULL,
        won INTEGER,                      -- 1 won, 0 lost, NULL nobody won
        points INTEGER NOT NULL,          -- game points: + won by the player, - won by the opponent
        tier TEXT NOT NULL, reason TEXT NOT NULL,
        claim INTEGER,                    -- 1 a right claim / declaration by the player, 0 a wrong one
        closed INTEGER,                   -- 1 the player closed and it held, 0 it failed
        bummerl INTEGER NOT NULL DEFAULT 0,            -- 1 this hand won the player a Bummerl, -1 lost one
        schneiderbummerl INTEGER NOT NULL DEFAULT 0,   -- the Bummerl was won without the loser scoring
        chips INTEGER NOT NULL DEFAULT 0,              -- Bura: the change in the player's chips
        PRIMARY KEY (match_id, deal, seat)
    );
    CREATE TABLE matches (
        match_id TEXT NOT NULL, seat INTEGER NOT NULL, finished_at TEXT NOT NULL,
        game TEXT NOT NULL, preset TEXT NOT NULL, level TEXT NOT NULL,
        won INTEGER,                      -- 1 won, 0 lost, NULL drawn
        PRIMARY KEY (match_id, seat)
    );
    """,
    """
    ALTER TABLE hands ADD COLUMN undo INTEGER NOT NULL DEFAULT 0;  -- the player took a play back
    CREATE INDEX hands_by_game ON hands (game, preset, level);
    """,
    """
    ALTER TABLE hands ADD COLUMN hint INTEGER NOT NULL DEFAULT 0;  -- the player asked for a hint
    """,
    """
    ALTER TABLE hands ADD COLUMN aids INTEGER NOT NULL DEFAULT 0;  -- a learning aid was on (Preferences)
    """,
)
VERSION = len(MIGRATIONS)
INT64 = 2**63 - 1  # SQLite's largest integer (Bura's doubling penalties can outgrow it in wild play)
MOST_POINTS = 1000  # far above any hand's game points (Schnapsen's are 1-3); more is a damaged value
BUSY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}  # another connection holds the file: not damage


def _flag(column: str, values: str, *, null: bool = True) -> str:
    """SQL: ``column`` is an integer among ``values`` (or NULL where ``null``)."""
    test = f"(typeof({column}) = 'integer' AND {column} IN ({values}))"
    return f"({column} IS NULL OR {test})" if null else test


def _texts(*columns: str) -> str:
    return " AND ".join(f"typeof({c}) = 'text'" for c in columns)


# A row is read only when every value has the type and range the figures expect: one text in
# hands.points raised TypeError on every repaint of the Statistics window (issue 48). SQLite keeps
# any value in any column, so the check is on each value's typeof, not the declared type.
GOOD_HAND = " AND ".join(
    (
        _texts("game", "preset", "level", "played_at", "tier"),
        f"typeof(points) = 'integer' AND points BETWEEN -{MOST_POINTS} AND {MOST_POINTS}",
        _flag("won", "0, 1"),
        _flag("claim", "0, 1"),
        _flag("closed", "0, 1"),
        _flag("bummerl", "-1, 0, 1", null=False),
        _flag("schneiderbummerl", "0, 1", null=False),
        _flag("undo", "0, 1", null=False),
        _flag("hint", "0, 1", null=False),
        _flag("aids", "0, 1", null=False),
        "typeof(chips) = 'integer'",
    )
)
GOOD_MATCH = " AND ".join((_texts("game", "preset", "level"), _flag("won", "0, 1")))


@dataclass(frozen=True)
class HandRow:
    """One hand as the statistics keep it, seen from the player in ``seat``."""

    match_id: str
    deal: int
    seat: int
    played_at: str
    game: str
    preset: str
    level: str
    won: int | None
    points: int
    tier: str
    reason: str
    claim: int | None
    closed: int | None
    bummerl: int
    schneiderbummerl: int
    chips: int
    undo: int
    hint: int = 0  # the player asked the expert for a hint in this hand (marked as undo is)
    aids: int = 0  # a learning aid was on (the cards played, both points, the computer explained)


CLAIMS = {Reason.CLAIM: 1, Reason.DECLARATION: 1, Reason.FALSE_CLAIM: 0, Reason.FALSE_DECLARATION: 0}


def closed_by(log: Iterable[tuple[Any, Any, Any]]) -> int | None:
    """Who closed the stock in a hand's log (Schnapsen S-21), or None."""
    for kind, who, what in log:
        if kind == Event.ACT and isinstance(what, Action) and what.kind == Kind.CLOSE:
            return int(who)
    return None


def hand_row(
    record: HandRecord,
    seat: int,
    *,
    match_id: str,
    game: str,
    preset: str,
    level: str,
    closer: int | None = None,
    chips_before: int | None = None,
    chips_after: int | None = None,
    undo: bool = False,
    hint: bool = False,
    aids: bool = False,
    played_at: str | None = None,
) -> HandRow:
    """The statistics row of a finished hand (``match.history[i]``) for the player in ``seat``.
    Bura: ``chips_before`` is the player's balance before the hand's ante (as the hand before left
    it; 0 before the first), so that a match's hands add up to his balance; ``chips_after`` his
    balance once the match settled, for the hand that ended it (the record's scores are the
    sheet's, before the last pot is paid out)."""
    r = record.result
    won = None if r.winner is None else int(r.winner == seat)
    points = 0 if r.winner is None else (r.points if r.winner == seat else -r.points)
    claim = CLAIMS.get(r.reason) if r.by == seat else None
    closed = None
    if closer == seat:
        closed = 0 if r.reason == Reason.FAILED_CLOSE else 1
    bummerl = schneiderbummerl = 0
    if record.bummerl and min(record.scores) <= 0:  # Schnapsen: this hand ended a Bummerl
        champion = 0 if record.scores[0] <= 0 else 1
        bummerl = 1 if champion == seat else -1
        schneiderbummerl = int(record.scores[1 - champion] >= 7)
    after = record.scores[seat] if chips_after is None else chips_after
    chips = 0 if chips_before is None else max(-INT64, min(INT64, after - chips_before))
    return HandRow(
        match_id,
        record.deal,
        seat,
        played_at or time.strftime("%Y-%m-%dT%H:%M:%S"),
        game,
        preset,
        level,
        won,
        points,
        Tier(r.tier).value,
        Reason(r.reason).value,
        claim,
        closed,
        bummerl,
        schneiderbummerl,
        chips,
        int(undo),
        int(hint),
        int(aids),
    )


def stats_path() -> Path:
    return data_dir() / "stats.sqlite3"


class Stats:
    """The statistics database; never raises into the game (see :attr:`notice`)."""

    # Seconds to wait for another program's lock: once at the start, briefly at each later try (the
    # table waits meanwhile), and at the end for the hands still held back.
    OPEN_WAIT = 2.0
    RETRY_WAIT = 0.2
    CLOSE_WAIT = 1.0
    READ_PAUSE = 1.0  # reads skip the wait this long after one found the file in use (a refresh reads 5 times)
    MOST_HELD = 10_000  # writes held back while the file is in use (a day of play is a few hundred)

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.notice: str | None = None  # one line for the player when something went wrong
        self.db: sqlite3.Connection | None = None
        self.in_use = False  # another program holds the file: writes wait in ``held``
        self.held: list[tuple[str, tuple[Any, ...]]] = []
        self._found_in_use = 0.0  # time.monotonic() when the file was last found in use
        self._open(self.OPEN_WAIT)

    # Opening, migrating, rebuilding ---------------------------------------------------------------
    def _open(self, wait: float) -> None:
        try:
            self.db = self._connect(wait)
            self._in_use(False)
            return
        except _Newer as exc:
            self.notice = exc.args[0] if exc.args else str(exc)
            return
        except (sqlite3.Error, OSError) as exc:
            if _busy(exc):  # locked is not damaged: never set aside a file another program holds
                self._in_use(True)
                return
            problem = f"{type(exc).__name__}: {exc}"
            beside = _trouble_beside(self.path, exc)
            if beside is not None:  # a sound file is never set aside for what is wrong around it
                why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
                self.notice = Notice.of(STATS_TROUBLE_BESIDE, why=why, name=str(beside))
                return
        aside = set_aside(self.path) if self.path.exists() or self.path.is_symlink() else None
        kept = Notice.of(OLD_FILE_KEPT_AS, name=str(aside)) if aside is not None else ""
        try:
            self.db = self._connect(wait)
            self.notice = Notice.of(STATS_STARTED_ANEW, problem=problem, kept=kept)
        except (sqlite3.Error, OSError) as exc:
            self.db = None
            self.notice = Notice.of(STATS_CANNOT_BE_KEPT, why=str(exc), kept=kept)

    def _in_use(self, busy: bool) -> None:
        """Note whether another program holds the file; the notice goes once the file is free."""
        if busy:
            self.notice = Notice.of(STATS_IN_USE)
            self._found_in_use = time.monotonic()
        elif self.in_use and self.notice == Notice.of(STATS_IN_USE):
            self.notice = None
        self.in_use = busy

    def _ready(self) -> bool:
        """Whether the database can be used now: a file another program held is tried again."""
        if self.db is None and self.in_use:
            self._open(self.RETRY_WAIT)
        return self.db is not None

    def _connect(self, wait: float) -> sqlite3.Connection:
        side = _odd_side_file(self.path)
        if side is not None:  # SQLite would wait on a pipe there for ever, or fail to open a folder
            raise OSError(errno.EINVAL, "it is not a file", str(side))
        if self.path.is_dir():
            raise sqlite3.DatabaseError(f"{self.path.name} is a folder")
        if self.path.exists() and self.path.stat().st_size:
            with self.path.open("rb") as handle:
                if handle.read(16) != b"SQLite format 3\x00":
                    raise sqlite3.DatabaseError("not an SQLite database")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # opened by the window's background writer, then used by one thread at a time (session.store)
        db = sqlite3.connect(self.path, timeout=wait, check_same_thread=False)
        try:
            (version,) = db.execute("PRAGMA user_version").fetchone()
            if version > VERSION:
                raise _Newer(Notice.of(STATS_FROM_NEWER_VERSION, version=version))
            (check,) = db.execute("PRAGMA quick_check").fetchone()
            if check != "ok":
                raise sqlite3.DatabaseError(check)
            if version > 0:
                missing = {"hands", "matches"} - {
                    n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                }
                if missing:
                    raise sqlite3.DatabaseError(f"missing tables {sorted(missing)}")
            elif db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise sqlite3.DatabaseError("a database that is not ours")
            for step in range(version, VERSION):
                with db:
                    db.executescript(f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1}; COMMIT;")
            db.execute(f"PRAGMA busy_timeout = {int(self.RETRY_WAIT * 1000)}")  # later waits are brief
        except BaseException:
            db.close()
            raise
        return db

    def close(self) -> None:
        """Write what was held back if the file is free by now (waiting a moment), then close."""
        if self.held:
            if self.db is not None:
                self.db.execute(f"PRAGMA busy_timeout = {int(self.CLOSE_WAIT * 1000)}")
            elif self.in_use:
                self._open(self.CLOSE_WAIT)
            self._flush()
        if self.db is not None:
            self.db.close()
            self.db = None

    # Recording -------------------------------------------------------------------------------------
    def _write(self, sql: str, values: Iterable[Any]) -> None:
        if self.db is None and not self.in_use:
            return
        if len(self.held) < self.MOST_HELD:
            self.held.append((sql, tuple(values)))
        if self._ready():
            self._flush()

    def _flush(self) -> None:
        """Write the held-back writes in one transaction; kept while another program holds the file."""
        if self.db is None or not self.held:
            return
        try:
            with self.db:
                for sql, values in self.held:
                    try:
                        self.db.execute(sql, values)
                    except OverflowError as exc:  # a number past SQLite's: that row alone is lost
                        self.notice = Notice.of(STATS_NOT_SAVED, why=str(exc))
        except (sqlite3.Error, OSError) as exc:
            if _busy(exc):
                self._in_use(True)
                return
            self.notice = Notice.of(STATS_NOT_SAVED, why=str(exc))
        else:
            self._in_use(False)
        self.held.clear()

    def record_hand(self, row: HandRow) -> None:
        fields = asdict(row)
        names = ", ".join(fields)
        marks = ", ".join("?" for _ in fields)
        self._write(f"INSERT OR IGNORE INTO hands ({names}) VALUES ({marks})", fields.values())

    def record_match(self, match_id: str, seat: int, *, game: str, preset: str, level: str, won: int | None) -> None:
        self._write(
            "INSERT OR IGNORE INTO matches VALUES (?, ?, ?, ?, ?, ?, ?)",
            (match_id, seat, time.strftime("%Y-%m-%dT%H:%M:%S"), game, preset, level, won),
        )

    def reset(self) -> bool:
        """Forget every hand and match; whether that was done. Not done, the notice says why: a
        reset refused while another program holds the file is said, not dropped (the old hands
        came back without a word once it let go)."""
        if not self._ready() or self.db is None:
            if self.in_use:
                self.notice = Notice.of(STATS_RESET_WAITS)
            return False
        try:
            with self.db:
                self.db.execute("DELETE FROM hands")
                self.db.execute("DELETE FROM matches")
            self.held.clear()
        except sqlite3.Error as exc:
            self.notice = Notice.of(STATS_RESET_WAITS) if _busy(exc) else Notice.of(STATS_NOT_RESET, why=str(exc))
            return False
        if self.notice == Notice.of(STATS_RESET_WAITS):
            self.notice = None
        return True

    # Reading ---------------------------------------------------------------------------------------
    def _rows(self, sql: str, values: Iterable[Any] = ()) -> list[sqlite3.Row]:
        if self.in_use and time.monotonic() - self._found_in_use < self.READ_PAUSE:
            return []
        if not self._ready() or self.db is None:
            return []
        self._flush()  # the figures include the hands held back, once the file is free
        self.db.row_factory = sqlite3.Row
        try:
            rows = list(self.db.execute(sql, tuple(values)))
        except sqlite3.Error as exc:
            if _busy(exc):
                self._in_use(True)
            else:
                self.notice = Notice.of(STATS_NOT_READ, why=str(exc))
            return []
        if self.in_use and not self.held:  # free again, and nothing waits to be written
            self._in_use(False)
        return rows

    def damaged_rows(self) -> int:
        """How many recorded hands and matches hold a value no figure can use (they are left out)."""
        rows = self._rows(f"""SELECT (SELECT count(*) FROM hands WHERE NOT coalesce({GOOD_HAND}, 0))
                                   + (SELECT count(*) FROM matches WHERE NOT coalesce({GOOD_MATCH}, 0)) AS bad""")
        return int(rows[0]["bad"]) if rows else 0

    def totals(self) -> list[dict[str, Any]]:
        """Per game, preset and opponent level: the figures the Statistics window shows (the chips
        are summed as reals and bounded to +-INT64: many wild Bura hands overflow an integer sum)."""
        hands = self._rows(f"""
            SELECT game, preset, level, count(*) AS hands, coalesce(sum(won = 1), 0) AS hands_won,
                   coalesce(sum(max(points, 0)), 0) AS points_won, coalesce(sum(max(-points, 0)), 0) AS points_lost,
                   coalesce(sum(won = 1 AND tier = 'schneider'), 0) AS schneider,
                   coalesce(sum(won = 1 AND tier = 'schwarz'), 0) AS schwarz,
                   coalesce(sum(bummerl = 1), 0) AS bummerls_won, coalesce(sum(bummerl = -1), 0) AS bummerls_lost,
                   coalesce(sum(bummerl = 1 AND schneiderbummerl = 1), 0) AS schneiderbummerls,
                   max(-{INT64}, CAST(total(chips) AS INTEGER)) AS chips,
                   coalesce(sum(claim = 1), 0) AS claims_right, coalesce(sum(claim = 0), 0) AS claims_wrong,
                   coalesce(sum(closed = 1), 0) AS closes_held, coalesce(sum(closed = 0), 0) AS closes_failed,
                   coalesce(sum(undo), 0) AS hands_with_undo, coalesce(sum(hint), 0) AS hands_with_hint,
                   coalesce(sum(aids), 0) AS hands_with_aids
            FROM hands WHERE {GOOD_HAND} GROUP BY game, preset, level ORDER BY game, preset, level""")
        matches = {
            (m["game"], m["preset"], m["level"]): m
            for m in self._rows(f"""
            SELECT game, preset, level, count(*) AS matches, coalesce(sum(won = 1), 0) AS matches_won
            FROM matches WHERE {GOOD_MATCH} GROUP BY game, preset, level""")
        }
        out = []
        for row in hands:
            item = dict(row)
            m = matches.get((row["game"], row["preset"], row["level"]))
            item["matches"] = m["matches"] if m else 0
            item["matches_won"] = m["matches_won"] if m else 0
            out.append(item)
        return out

    def points_per_hand(
        self, game: str | None = None, limit: int = 200, *, preset: str | None = None, level: str | None = None
    ) -> list[int]:
        """The player's game points per hand, oldest first (the last ``limit`` hands of the game,
        rules and opponent given; all where None)."""
        return self._per_hand("points", limit, game=game, preset=preset, level=level)

    def chips_per_hand(
        self, game: str | None = None, limit: int = 200, *, preset: str | None = None, level: str | None = None
    ) -> list[int]:
        """The change in the player's chips per hand (Bura), oldest first, as ``points_per_hand``."""
        return self._per_hand("chips", limit, game=game, preset=preset, level=level)

    def _per_hand(self, figure: str, limit: int, **key: str | None) -> list[int]:
        column = {"points": "points", "chips": "chips"}[figure]  # never a column named by a caller
        where, values = _key_filter(**key)
        rows = self._rows(
            f"""SELECT {column} AS figure FROM hands WHERE {GOOD_HAND} {where}
                              ORDER BY played_at DESC, rowid DESC LIMIT {int(limit)}""",
            values,
        )
        return [r["figure"] for r in reversed(rows)]

    def results_over_time(
        self, game: str | None = None, *, preset: str | None = None, level: str | None = None
    ) -> list[tuple[str, int, int]]:
        """Per day: (date, hands won, hands played), of the game, rules and opponent given."""
        where, values = _key_filter(game=game, preset=preset, level=level)
        rows = self._rows(
            f"""SELECT substr(played_at, 1, 10) AS day, coalesce(sum(won = 1), 0) AS won,
                              count(*) AS played FROM hands WHERE {GOOD_HAND} {where}
                              GROUP BY day ORDER BY day""",
            values,
        )
        return [(r["day"], r["won"], r["played"]) for r in rows]


def _key_filter(**key: str | None) -> tuple[str, tuple[str, ...]]:
    """SQL conditions (after a WHERE) for the given game, preset and level, and their values."""
    given = {
        column: value for column, value in key.items() if value is not None and column in ("game", "preset", "level")
    }
    return "".join(f" AND {column} = ?" for column in given), tuple(given.values())


# SQLite's answers about the file's surroundings (the folder, a journal, the disk), not its contents
AROUND = {
    sqlite3.SQLITE_CANTOPEN,
    sqlite3.SQLITE_IOERR,
    sqlite3.SQLITE_READONLY,
    sqlite3.SQLITE_PERM,
    sqlite3.SQLITE_FULL,
    sqlite3.SQLITE_NOLFS,
    sqlite3.SQLITE_AUTH,
}
SIDE_FILES = ("-journal", "-wal", "-shm")  # what SQLite keeps beside the database


def _trouble_beside(path: Path, exc: BaseException) -> Path | None:
    """Where the trouble is when it is not in the database file itself: a journal that is a folder
    (or a pipe...), or a sound SQLite file that cannot be opened or written where it stands (the
    folder). None when the file itself is to blame (not SQLite, damaged, not a plain file)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            return None
        with path.open("rb") as handle:
            if info.st_size and handle.read(16) != b"SQLite format 3\x00":
                return None
    except OSError:
        return None
    side = _odd_side_file(path)
    if side is not None:
        return side
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int) and code & 0xFF in AROUND:
        return path.parent
    return None


def _odd_side_file(path: Path) -> Path | None:
    """A journal (or WAL file) beside the database that is not a plain file: a folder, a pipe, a
    device, a link that loops or leads nowhere."""
    for suffix in SIDE_FILES:
        side = path.with_name(path.name + suffix)
        try:
            if os.path.lexists(side) and not stat.S_ISREG(os.stat(side).st_mode):
                return side
        except OSError:
            return side
    return None


def _busy(exc: BaseException) -> bool:
    """Whether ``exc`` says another connection holds the database (it waited and gave up)."""
    return isinstance(exc, sqlite3.Error) and getattr(exc, "sqlite_errorcode", None) in BUSY


class _Newer(Exception):
    pass

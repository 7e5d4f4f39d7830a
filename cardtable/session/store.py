"""The session store: everything the table keeps on disk about the match in play — the autosave,
saved games (Save…, Open…), the exported history and the statistics — in one place beside the
session, without Qt. It never words a message: failures come back as the storage layer's
exceptions and notices, which the window words for the player."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from cardtable import storage
from cardtable.errorlog import log_error
from cardtable.notices import Notice

from .table import Session


class Setup(NamedTuple):
    """What Play again repeats of the match that ended: its game, rules, players and their names."""

    game: str
    rules: Any
    humans: frozenset[int]
    level: str
    names: dict[int, str]
    preset: str
    lesson: str = ""  #: a guided first hand of this game (never saved, never counted)


class SessionStore:
    """The files of one window's matches. ``persist`` False (a screenshot, a test) records no
    statistics; ``autosaving`` writes the autosave after every action (``demo`` keeps a demo's
    autosave apart from a person's)."""

    def __init__(self, *, persist: bool, autosaving: bool, demo: bool) -> None:
        self.persist = persist
        self.autosaving = autosaving
        self.demo = demo
        self.match_id = ""
        self.preset = "standard"
        self.undone: list[int] = []  # deals in which the player took a play back (marked in the stats)
        self.hinted: set[tuple[int, int]] = set()  # (deal, seat) where a player asked for a hint (marked too)
        self._saved_key: tuple[int, int] | None = None
        self._save_failed = False
        self.autosave_ms = 0.0  # how long the last autosave took (for the figures in the report)
        self._writer: Any = None  # the background writer (``in_background``); without it, writes are at once
        self._on_failure: Callable[[str], None] = lambda reason: None
        self._stats: Any = None  # the statistics database, opened when first needed
        self.on_notice: Callable[[str], None] = lambda notice: None  # a problem the player must read

    @property
    def autosave_path(self) -> Path:
        return storage.autosave_path(demo=self.demo)

    # Starting ------------------------------------------------------------------------------------------
    def begin(
        self, preset: str, match_id: str = "", undone: list[int] | None = None, on_disk: Session | None = None
    ) -> None:
        """A new match (a fresh id) or a loaded one (its id and the deals it took plays back in).
        ``on_disk``: the session resumed from the autosave as this program wrote it, which is not
        written again until it moves."""
        self.match_id, self.preset, self.undone = match_id or uuid.uuid4().hex, preset, list(undone or [])
        self.hinted = set()  # not kept in saved games yet: a resumed match marks from its resume on
        self._saved_key = None if on_disk is None else (id(on_disk.match), len(on_disk.match.actions))

    def unfinished(self, resume: bool) -> tuple[storage.Replayed | None, str | None]:
        """At start: the autosaved match to resume, or (a new match was asked for) the unfinished
        one kept aside, not overwritten; the second value is a notice for the player."""
        if not self.autosaving:
            return None, None
        self.flush()  # the file is read or moved: no write of it may be under way
        if resume:
            return storage.load_autosave(self.autosave_path)
        kept = storage.keep_unfinished(self.autosave_path)
        return None, Notice.of(storage.KEPT_UNFINISHED, name=str(kept)) if kept is not None else None

    def not_resumed(self, why: str) -> str:
        """The autosave the table could not show is kept aside, never resumed again nor deleted."""
        self.flush()
        aside = storage.set_aside(self.autosave_path)
        kept = Notice.of(storage.KEPT_AS, name=str(aside)) if aside is not None else ""
        return Notice.of(storage.NOT_RESUMED, why=why, kept=kept)

    # Saving --------------------------------------------------------------------------------------------
    def saved_game(self, session: Session, deck_style: str) -> storage.SavedGame:
        """The match in play as a saved game."""
        s = session
        return storage.snapshot(
            s.match,
            game=s.game,
            seed=s.seed,
            humans=s.humans,
            level=s.level,
            preset=self.preset,
            match_id=self.match_id,
            deck_style=deck_style,
            undone=self.undone,
            names=[s.names.get(0, ""), s.names.get(1, "")],
        )

    def autosave(self, session: Session, deck_style: str) -> str | None:
        """After every action: write the match to the autosave (once per position); a finished match
        leaves nothing to resume. Returns the reason of a failure the first time it happens (play
        goes on); any other error is logged, never raised."""
        key = (id(session.match), len(session.match.actions))
        if not self.autosaving or key == self._saved_key or session.guide is not None:
            return None
        self._saved_key = key
        path = self.autosave_path
        if session.match.result is not None:
            return self._run(lambda: self._clear(path))
        try:
            saved = self.saved_game(session, deck_style)  # here: the session changes with the next move
        except storage.StorageError as exc:
            return self._failed(exc)
        except Exception:  # never let saving stop the game
            self._log()
            return None
        return self._run(lambda: self._write(saved, path))

    def in_background(self, on_failure: Callable[[str], None]) -> None:
        """Write the autosave in a thread of its own from now on (the window: no move waits for
        the disk); a failure's reason goes to ``on_failure``, called in that thread."""
        from .writer import Writer

        self._writer = Writer()
        self._on_failure = on_failure

    def flush(self) -> None:
        """Wait until the autosave asked for last is on the disk (nothing to wait for without a
        background writer)."""
        if self._writer is not None:
            self._writer.flush()

    def _run(self, job: Callable[[], str | None]) -> str | None:
        """Run a write now (its failure returned) or hand it to the background writer."""
        if self._writer is None:
            return job()
        on_failure = self._on_failure

        def background() -> None:
            reason = job()
            if reason is not None:
                on_failure(reason)

        self._writer.submit(background, key="autosave")
        return None

    def _clear(self, path: Path) -> None:
        storage.clear_autosave(path)

    def _write(self, saved: storage.SavedGame, path: Path) -> str | None:
        started = time.perf_counter()
        try:
            storage.write_game(saved, path)
        except storage.StorageError as exc:
            return self._failed(exc)
        except Exception:  # never let saving stop the game
            self._log()
            return None
        self._save_failed = False
        self.autosave_ms = (time.perf_counter() - started) * 1000
        return None

    def _failed(self, exc: storage.StorageError) -> str | None:
        """The reason of a failure the first time it happens in a row (play goes on)."""
        first, self._save_failed = not self._save_failed, True
        return (exc.args[0] if exc.args else str(exc)) if first else None  # a Notice: worded by the table

    def _log(self) -> None:
        import traceback

        log_error(traceback.format_exc())

    def save_to(self, session: Session, deck_style: str, path: Path) -> Path:
        """Save the match in play (the suffix added when missing); raises StorageError."""
        if session.guide is not None:  # its deal is the lesson's: the saved seed would replay another
            raise storage.StorageError(Notice.of(storage.NO_SAVING_LESSONS))
        if path.suffix != storage.SUFFIX:
            path = path.with_name(path.name + storage.SUFFIX)
        storage.write_game(self.saved_game(session, deck_style), path)
        return path

    # Statistics ----------------------------------------------------------------------------------------
    @property
    def stats(self) -> Any:
        """The statistics database, to read (the writes asked for are done first)."""
        self.flush()
        return self._open_stats()

    def _open_stats(self) -> Any:
        """The database, opened when first needed (ahead, by the writer, after the first paint)."""
        if self._stats is None:
            from cardtable.stats import Stats

            self._stats = Stats()
            if self._stats.notice:
                self.on_notice(self._stats.notice)
        return self._stats

    def prepare(self) -> None:
        """Open the statistics in the background (the window's first paint is done): the end of
        the first hand does not wait for it."""
        if self._writer is not None and self.persist:
            self._writer.submit(self._open_stats)

    def _to_stats(self, write: Callable[[Any], None]) -> None:
        """A statistics write: in the background writer's order, or at once without one."""
        if self._writer is None:
            write(self._open_stats())
        else:
            self._writer.submit(lambda: write(self._open_stats()))

    def _record_hand(self, row: Any) -> None:
        self._to_stats(lambda stats: stats.record_hand(row))

    def _record_match(self, *args: Any, **kwargs: Any) -> None:
        self._to_stats(lambda stats: stats.record_match(*args, **kwargs))

    def _level(self, session: Session) -> str:
        return "hotseat" if session.hotseat else session.level

    def record_hand(self, session: Session) -> None:
        """Only hands a person played count (a demo counts nothing; nor does --screenshot)."""
        c = session
        if not c.humans or not self.persist or not c.match.history or c.guide is not None:
            return
        from cardtable.stats import closed_by, hand_row

        record = c.match.history[-1]
        closer = closed_by(c.match.finished[-1].log)
        bura = getattr(c.match, "pot", None) is not None
        # Bura: the hand's chips count from the balance the hand before left (0 before the first
        # ante, B-2), so that its ante counts with it and the hands add up to the balance.
        previous = c.match.history[-2].scores if len(c.match.history) > 1 else (0, 0)
        for seat in sorted(c.humans):
            before = previous[seat] if bura else None
            after = c.match.scores[seat] if bura and c.match.result is not None else None
            self._record_hand(
                hand_row(
                    record,
                    seat,
                    match_id=self.match_id,
                    game=c.game,
                    preset=self.preset,
                    level=self._level(c),
                    closer=closer,
                    chips_before=before,
                    chips_after=after,
                    undo=record.deal in self.undone,
                    hint=(record.deal, seat) in self.hinted,
                    aids=record.deal in c.aided,
                )
            )

    def record_match(self, session: Session, result: Any) -> None:
        if not session.humans or not self.persist or session.guide is not None:
            return
        for seat in sorted(session.humans):
            won = None if result.winner is None else int(result.winner == seat)
            self._record_match(
                self.match_id, seat, game=session.game, preset=self.preset, level=self._level(session), won=won
            )

    def took_back(self, deal: int) -> None:
        """The player took a play back in this deal (the statistics mark its hand)."""
        if deal not in self.undone:
            self.undone.append(deal)

    def hint_used(self, deal: int, seat: int) -> None:
        """The player in ``seat`` asked for a hint in this deal (the statistics mark its hand)."""
        self.hinted.add((deal, seat))

    def close(self) -> None:
        """The window closes: the last autosave and statistics are written before the program ends."""
        self.flush()
        if self._stats is not None:
            self._stats.close()

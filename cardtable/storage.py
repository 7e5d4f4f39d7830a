"""Saved games and the autosave: a match as JSON (game, rules, seed, the actions so far, the
players), validated with pydantic and replayed through the engine on load (the autosave this
program wrote and finds unchanged is read unchecked: ``cardtable.checked``).

A match is a pure function of its game, rules, seed and actions (ENGINE_API.md "Replay and
history"), so a file holds no engine state of its own: loading replays every action, and a file
whose actions are not legal is refused whole. Writes are atomic (a temporary file, flush, fsync,
rename), so a kill at any moment leaves the old file or the new one, never a broken one. A file that
cannot be loaded raises :class:`StorageError` with a message for the player; the autosave is then
moved aside (``autosave.cardtable.bad-<time>``, never overwriting anything) so nothing good is lost
and the next autosave has room.

``CARDTABLE_DATA_DIR`` overrides the data folder (platformdirs' ``user_data_dir``); tests set it.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from cardtable.checked import WRITTEN, as_dict, checked, fingerprint, validator
from cardtable.engine import Match, new_match
from cardtable.engine.rules import RULE_MODELS
from cardtable.notices import QT_TRANSLATE_NOOP, Notice
from cardtable.settings import plain_name

if TYPE_CHECKING:
    from pydantic import StrictInt

    from cardtable.engine.gamename import GameName

#: What a player reads when something goes wrong here (worded in his language by the table).
NO_SUCH_SEAT = QT_TRANSLATE_NOOP("notices", "The saved game names a seat that does not exist.")
RULES_NOT_VALID = QT_TRANSLATE_NOOP("notices", "The saved game's rules are not valid: {why}")
MOVE_NOT_LEGAL = QT_TRANSLATE_NOOP("notices", "Move {number} of the saved game ({action}) is not legal: {why}")
NOT_SAVED = QT_TRANSLATE_NOOP("notices", "The game could not be saved to {path}: {why}.")
IS_A_FOLDER = QT_TRANSLATE_NOOP("notices", "{name} is a folder, not a saved game.")
NOT_A_FILE = QT_TRANSLATE_NOOP("notices", "{name} is not a file (a device or a pipe), not a saved game.")
TOO_LARGE = QT_TRANSLATE_NOOP("notices", "{name} is too large to be a saved game ({kb} KB).")
NOT_READ = QT_TRANSLATE_NOOP("notices", "{name} could not be read: {why}.")
EMPTY = QT_TRANSLATE_NOOP("notices", "{name} is empty.")
DAMAGED = QT_TRANSLATE_NOOP(
    "notices",
    "{name} is damaged or not a saved game (it is not readable JSON; perhaps it was cut short).",
)
FOREIGN = QT_TRANSLATE_NOOP("notices", "{name} is not a cardtable saved game.")
NEWER_FORMAT = QT_TRANSLATE_NOOP(
    "notices",
    "{name} was saved by a newer cardtable (format {version}); this version reads format {ours} and older.",
)
NOT_VALID = QT_TRANSLATE_NOOP("notices", "{name} is not a valid saved game ({where}: {why}).")
UNKNOWN_VERSION = QT_TRANSLATE_NOOP(
    "notices", "{name} is not a valid saved game (its format version is not one this version knows)."
)
NOT_MADE = QT_TRANSLATE_NOOP("notices", "The game could not be saved ({where}: {why}).")
TOO_LONG_TO_SAVE = QT_TRANSLATE_NOOP("notices", "The game could not be saved to {path}: it is too long ({kb} KB).")
KEPT_AS = QT_TRANSLATE_NOOP("notices", " It was kept as {name}.")
KEPT_UNFINISHED = QT_TRANSLATE_NOOP("notices", "Your unfinished game was kept as {name}; Game ▸ Open plays it on.")
NOT_RESUMED = QT_TRANSLATE_NOOP("notices", "The autosaved game could not be resumed: {why}{kept}")
#: A guided first hand (issue 43) is dealt by its lesson, not by the match's seed: it would replay another deal.
NO_SAVING_LESSONS = QT_TRANSLATE_NOOP(
    "notices", "A guided first hand cannot be saved; Help ▸ Guided first hand starts it again."
)

# The format this program writes; files of a newer format are refused (never half-read), and only
# the exact versions this program knows are read (not "1", 1.0 or true).
FORMAT_VERSION = 1
KNOWN_VERSIONS = (1,)
MAGIC = "cardtable-game"
SUFFIX = ".cardtable"
# The bound of what is read into memory and of what is written (a file written is always one that
# can be read). A saved match takes about 12 bytes an action: a few kilobytes for a match, and this
# bound is millions of actions, which no person plays (an open-ended Bura session has no cap of its
# own: every action is saved, see ``write_game``).
MAX_BYTES = 64 * 1024 * 1024

Level = Literal["random", "easy", "medium", "strong", "expert"]  # the levels make_player knows (ai.players.LEVELS)


class StorageError(Exception):
    """A saved game that cannot be loaded or written; ``str()`` is a message for the player."""


@dataclass
class SavedGame:
    """One match in a file: everything needed to replay it and to go on playing."""

    game: GameName
    rules: dict[str, Any]  # every toggle, as resolved by the engine
    seed: int = checked(strict=True)  # 3, not "3" or true: the seed deals the cards again on a load
    format: Literal["cardtable-game"] = "cardtable-game"
    version: int = checked(FORMAT_VERSION, strict=True)
    match_id: str = checked(factory=lambda: uuid.uuid4().hex, min_length=1, max_length=64)
    preset: str = checked("standard", max_length=40)  # for the statistics' labels
    # every action's text, without a cap: a match the program lets a person play is always saved
    # (the file's size is the only bound, MAX_BYTES); a load replays some 80,000 actions a second
    # (``python -m cardtable.bench.storage``)
    actions: list[str] = checked(factory=list)
    # seats played by people (0, 1 or both), as numbers: not [true] or ["0"]
    humans: list[StrictInt] = checked(factory=lambda: [0])
    # the hot-seat names, as plain text of a sensible length (``plain_name``)
    names: list[str] = checked(factory=lambda: ["You", "Computer"], max_length=2)
    level: Level = "medium"  # the computer's level (re-created from level and seed on resume)
    deck_style: str = checked("french", max_length=20)
    undone: list[int] = checked(factory=list)  # deal numbers in which the player used undo
    saved_at: str = checked("", max_length=40)

    def __post_init__(self) -> None:
        """A name never carries markup's effect, control characters or megabytes (a hand-edited
        file's 3.9 MB names froze Open… for half a minute): it is cut, not refused, so a resume
        never loses the match for a name."""
        self.names = [plain_name(name) for name in self.names]
        self.rules, self.actions, self.humans, self.undone = (
            dict(self.rules),
            list(self.actions),
            list(self.humans),
            list(self.undone),
        )  # lists of its own: the match going on does not change what is saved
        # read back unchanged from this program's own autosave: its rules need no check either
        self.written: bool = False

    @classmethod
    def checked(cls, data: dict[str, Any]) -> SavedGame:
        """A saved game from a file's (or a caller's) values, checked by pydantic: ValueError (a
        pydantic ValidationError) naming the first bad value."""
        made = _validator().model_validate(data)
        return cls(**{name: getattr(made, name) for name in made.__class__.model_fields})

    def to_json(self, indent: int | None = None) -> str:
        """What a file holds."""
        return json.dumps(as_dict(self), indent=indent, ensure_ascii=False)

    def replay(self) -> Replayed:
        """The match, replayed through the engine; StorageError when any action is not legal."""
        if any(seat not in (0, 1) for seat in self.humans) or len(set(self.humans)) != len(self.humans):
            raise StorageError(Notice.of(NO_SUCH_SEAT))
        try:
            rules: Any = self.rules
            if self.written:  # the program's own toggles, as it wrote them
                model = RULE_MODELS[self.game]
                rules = model(**model.complete(rules))
            match = new_match(self.game, rules=rules, seed=self.seed)
        except (ValueError, TypeError) as exc:
            raise StorageError(Notice.of(RULES_NOT_VALID, why=str(exc))) from None
        dealt, at = match.hand.clone(), 0  # the hand in play as it was dealt, after ``at`` actions
        for number, text in enumerate(self.actions, 1):
            deals = len(match.history)
            try:
                match.apply(text)
            except ValueError as exc:  # IllegalAction is a ValueError, and so is bad notation
                raise StorageError(Notice.of(MOVE_NOT_LEGAL, number=number, action=repr(text), why=str(exc))) from None
            if len(match.history) != deals:
                dealt, at = match.hand.clone(), number
        return Replayed(self, match, _as_dealt(match, dealt, at))


def _validator() -> Any:
    """The pydantic model that checks a saved game's values (no unknown keys)."""
    from pydantic import StrictInt

    from cardtable.engine.gamename import GameName

    return validator(SavedGame, names={"GameName": GameName, "StrictInt": StrictInt, "Level": Level})


# What saved games hold, the rules of each game included (a file written under another
# fingerprint is checked when read).
FINGERPRINT = fingerprint(SavedGame, *RULE_MODELS.values(), also=f"{FORMAT_VERSION} {list(RULE_MODELS)} {Level!r}")


def _as_dealt(match: Match, dealt: Any, at: int) -> Match:
    """The match as its hand in play was dealt (for Restart hand). Between two deals only the hand
    and the list of actions change (a match settles and deals when a hand ends), so this is the
    match with the hand as dealt and its first ``at`` actions: cloning the whole match at every deal,
    as the load once did, copied every earlier action each time and made a long session's load
    grow with its square (21 s for 300,000 actions)."""
    start = match.clone()
    start.hand = dealt
    start.actions = start.actions[:at]
    return start


@dataclass
class Replayed:
    """A loaded game: the file's contents, the match replayed, and the match as the current hand
    was dealt (for Restart hand)."""

    saved: SavedGame
    match: Match
    hand_start: Match


def snapshot(
    match: Match,
    *,
    game: str,
    seed: int,
    humans: set[int] | frozenset[int] | list[int],
    level: str,
    preset: str = "standard",
    match_id: str | None = None,
    deck_style: str = "french",
    undone: list[int] | None = None,
    names: list[str] | None = None,
) -> SavedGame:
    """The file contents for ``match`` (which must have been started with ``seed``), from the
    program's own state (``write_game`` checks them before they are written)."""
    given: dict[str, Any] = {}
    if match_id:
        given["match_id"] = match_id
    if names:
        given["names"] = list(names)[:2]
    return SavedGame(
        game=game,
        preset=preset,
        rules=match.rules.toggles(),
        seed=seed,
        actions=list(match.actions),
        humans=sorted(humans),
        level=level if level in ("random", "easy", "medium", "strong", "expert") else "medium",  # type: ignore[arg-type]
        deck_style=deck_style,
        undone=list(undone or []),
        saved_at=time.strftime("%Y-%m-%dT%H:%M:%S"),
        **given,
    )


# Where ---------------------------------------------------------------------------------------------
def data_dir() -> Path:
    override = os.environ.get("CARDTABLE_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardtable", appauthor=False))


def autosave_path(demo: bool = False) -> Path:
    """The autosave of a person's match; a demo (``--autoplay --autosave``) keeps its own, so that
    neither ever resumes or overwrites the other."""
    return data_dir() / f"autosave{'-demo' if demo else ''}{SUFFIX}"


# Writing -------------------------------------------------------------------------------------------
def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash at any moment leaves the old file or the new one:
    a temporary file in the same folder, flushed and fsynced, then renamed over the old one.

    A symbolic link (dotfiles kept elsewhere) is written through: the file it names is replaced,
    in that file's folder, and the link stays. A link that loops raises OSError (ELOOP); a link to
    something that is not a file (a device, a pipe, a folder) is never replaced."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path = link_target(path)
    if path.exists() and not path.is_file():
        raise OSError(
            errno.EISDIR if path.is_dir() else errno.EINVAL,
            "a folder stands there" if path.is_dir() else "it is not a file (a device or a pipe)",
            str(path),
        )
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:  # make the rename itself durable (POSIX); not possible everywhere
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def link_target(path: Path, hops: int = 40) -> Path:
    """The path a symbolic link finally names (itself when it is none), also when that does not
    exist yet (a dangling link); OSError (ELOOP) for a link that loops."""
    for _ in range(hops):
        if not path.is_symlink():
            return path
        path = path.parent / os.readlink(path)
    raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))


def write_game(saved: SavedGame, path: Path) -> None:
    """Save atomically; raises StorageError with a message for the player when it cannot. What is
    written can always be read back: a file past the read limit (millions of actions) is refused
    here, with a message, not discovered at the next start."""
    from pydantic import ValidationError

    try:  # what is written can always be read back
        SavedGame.checked(as_dict(saved))
    except ValidationError as exc:
        where, why = _first_error(exc, "the game")
        raise StorageError(Notice.of(NOT_MADE, where=where, why=why)) from None
    text = saved.to_json(indent=1)
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise StorageError(Notice.of(TOO_LONG_TO_SAVE, path=str(path), kb=len(text) // 1024))
    try:
        atomic_write(path, text)
    except OSError as exc:
        raise StorageError(Notice.of(NOT_SAVED, path=str(path), why=str(exc.strerror or exc))) from None
    if path in (autosave_path(), autosave_path(demo=True)):  # read at the next start
        WRITTEN.note(path, text.encode("utf-8"), FINGERPRINT)


# Reading -------------------------------------------------------------------------------------------
def read_game(path: Path) -> SavedGame:
    """The file's contents, checked (the autosave as this program wrote it, unchanged, is read back
    unchecked: ``cardtable.checked``); StorageError with a clear message when it is not a saved game
    this version can read. Nothing is changed on disk."""
    name = path.name
    try:
        raw = read_file(path, MAX_BYTES)
    except IsADirectoryError:
        raise StorageError(Notice.of(IS_A_FOLDER, name=name)) from None
    except NotAFile:
        raise StorageError(Notice.of(NOT_A_FILE, name=name)) from None
    except TooLarge as exc:
        raise StorageError(Notice.of(TOO_LARGE, name=name, kb=exc.size // 1024)) from None
    except OSError as exc:
        raise StorageError(Notice.of(NOT_READ, name=name, why=str(exc.strerror or exc))) from None
    if not raw.strip():
        raise StorageError(Notice.of(EMPTY, name=name))
    written = _as_written(path, raw)
    if written is not None:
        return written
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise StorageError(Notice.of(DAMAGED, name=name)) from None
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise StorageError(Notice.of(FOREIGN, name=name))
    version = data.get("version")
    if type(version) is int and version > FORMAT_VERSION:
        raise StorageError(Notice.of(NEWER_FORMAT, name=name, version=version, ours=FORMAT_VERSION))
    if type(version) is not int or version not in KNOWN_VERSIONS:  # "1", 1.0, true, 0, -1, missing
        raise StorageError(Notice.of(UNKNOWN_VERSION, name=name))
    from pydantic import ValidationError

    try:
        return SavedGame.checked(_migrate(data))
    except ValidationError as exc:
        where, why = _first_error(exc, "the file")
        raise StorageError(Notice.of(NOT_VALID, name=name, where=where, why=why)) from None


def _first_error(exc: Any, whole: str) -> tuple[str, str]:
    """Where pydantic's first complaint is (``whole`` for the value as a whole) and what it says."""
    first = exc.errors()[0]
    return ".".join(str(p) for p in first["loc"]) or whole, str(first["msg"])


def _as_written(path: Path, raw: bytes) -> SavedGame | None:
    """The saved game, unchecked, when the file is exactly what this program last wrote there."""
    values = WRITTEN.unchanged(path, raw, FINGERPRINT)
    try:
        saved = None if values is None else SavedGame(**values)
    except (ValueError, TypeError):  # not possible for what was written: then it is checked
        return None
    if saved is not None:
        saved.written = True
    return saved


class NotAFile(OSError):
    """Something other than a regular file or a folder: a pipe, a device, a socket."""


class TooLarge(OSError):
    """A file larger than the caller reads (``size``: its size, or more than the limit)."""

    def __init__(self, size: int) -> None:
        super().__init__(errno.EFBIG, os.strerror(errno.EFBIG))
        self.size = size


def read_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), never more than ``limit``.

    A pipe (which would block the start for ever), a device (``/dev/zero`` reads until memory
    runs out) or a socket raises NotAFile without being read: it is looked at before it is opened,
    opened without blocking and looked at again (it may have been swapped meanwhile). A folder
    raises IsADirectoryError, a larger file TooLarge, anything else the OSError met."""
    _check_kind(os.stat(path).st_mode, path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        _check_kind(info.st_mode, path)
        if info.st_size > limit:
            raise TooLarge(info.st_size)
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1024 * 1024, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:  # it grew while being read
            raise TooLarge(got)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _check_kind(mode: int, path: Path) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise NotAFile(errno.EINVAL, "not a file", str(path))


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older format up to the current one (format 1 is the first: nothing to do yet)."""
    return data


def load_game(path: Path) -> Replayed:
    """Read and replay a saved game; StorageError (and nothing changed) when it cannot be loaded."""
    return read_game(path).replay()


def free_names(path: Path, tag: str, tries: int = 1000, template: str = "{name}.{tag}-{stamp}{n}") -> Iterator[Path]:
    """Names beside ``path`` for a kept file (``settings.json.bad-<time>``, then ``-1``, ``-2`` ...)
    that are not taken when offered; the caller still creates each one exclusively. ``template``
    words the name from ``name`` (the file's), ``tag``, ``stamp`` (the time) and ``n`` (the count)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(tries):
        name = path.with_name(template.format(name=path.name, tag=tag, stamp=stamp, n=f"-{n}" if n else ""))
        try:
            taken = name.exists() or name.is_symlink()
        except OSError:  # a folder that cannot be looked into: nothing can be moved there either
            return
        if not taken:
            yield name


def keep_unfinished(path: Path) -> Path | None:
    """Before a new match takes the autosave's place (the player asked for a new one, ``--new`` or
    a game on the command line): an unfinished match in it is kept beside it as a saved game
    (``unfinished-<time>.cardtable``) that Game ▸ Open plays on; its new path, or None. A bad
    autosave is set aside as at a resume. An autosave that is a link is read through it, and the
    link (not the file it names) is what is moved. Anything else standing there (a pipe, a folder, a
    socket, a link to a device or to itself) is set aside as a resume does: left in place, it took
    every autosave of the new match."""
    try:
        os.lstat(path)
    except OSError:  # nothing there; or a folder that cannot be entered: the start goes on
        return None
    try:
        loaded = load_game(path)
    except StorageError:
        set_aside(path)
        return None
    if loaded.match.result is not None:
        return None
    if loaded.saved.humans and not person_has_moved(loaded.saved):
        # A deal the person never touched holds nothing of his: starting the program with a game on
        # the command line twice kept a file, and said so in a box, each time (newcomer finding).
        try:
            path.unlink(missing_ok=True)
            return None
        except OSError:
            pass  # it cannot be removed (a read-only folder, a file held open): kept as below
    return _move(path, free_names(path, "unfinished", template="{tag}-{stamp}{n}" + SUFFIX))


def person_has_moved(saved: SavedGame) -> bool:
    """Whether a person made any of the match's moves (the computer may have led already)."""
    match = new_match(saved.game, rules=saved.rules, seed=saved.seed)
    for text in saved.actions:
        if match.to_move in saved.humans:
            return True
        match.apply(text)
    return False


def set_aside(path: Path) -> Path | None:
    """Move a bad file (or folder) out of the way under a name that is not taken; the new path,
    or None when it could not be moved."""
    return _move(path, free_names(path, "bad"))


def _move(path: Path, names: Iterator[Path]) -> Path | None:
    """Move ``path`` to the first of ``names`` that is still free when taken (never over a file)."""
    for aside in names:
        try:
            if path.is_file() and not path.is_symlink():
                try:
                    os.link(path, aside)  # fails when the name was taken meanwhile: replaces nothing
                except FileExistsError:
                    raise
                except OSError:  # a file system without hard links
                    os.rename(path, aside)
                else:
                    os.unlink(path)
            else:
                os.rename(path, aside)
            return aside
        except FileExistsError:
            continue
        except OSError:
            return None
    return None


def load_autosave(path: Path | None = None) -> tuple[Replayed | None, str | None]:
    """The unfinished match to resume, or None; the second value is a notice when the autosave was
    bad (it is then kept aside, never deleted)."""
    path = path or autosave_path()
    _remove_stale_temporaries(path)
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except OSError:
        pass  # a folder that cannot be entered: the load below says so, in a notice
    try:
        loaded = load_game(path)
    except StorageError as exc:
        aside = set_aside(path)
        kept = Notice.of(KEPT_AS, name=str(aside)) if aside is not None else ""
        return None, Notice.of(NOT_RESUMED, why=exc.args[0] if exc.args else str(exc), kept=kept)
    if loaded.match.result is not None:
        return None, None  # a finished match: nothing to resume
    return loaded, None


def _remove_stale_temporaries(path: Path, age: float = 600.0) -> None:
    """Temporary files left by a program killed mid-write (never one another program may still be
    writing: only those older than ``age`` seconds)."""
    now = time.time()
    try:
        stale = list(path.parent.glob(f".{path.stem}-*.tmp"))
    except OSError:
        return
    for tmp in stale:
        try:
            if now - tmp.stat().st_mtime > age:
                tmp.unlink()
        except OSError:
            pass


def clear_autosave(path: Path | None = None) -> None:
    """Forget the autosave (the match ended, or the player started anew)."""
    path = path or autosave_path()
    try:
        if path.is_file():
            path.unlink()
    except OSError:
        pass

"""The reliability audit's file cases (issue 48), kept as tables: settings files and folders, saved
games and the autosave. A new case joins by adding a row; each row says what the player must be told
(or that nothing is said) and the checks common to every row run on it: nothing raises, nothing
blocks, a file read is never changed, the program goes on with what it could read, and what it
saves can be read back.
"""

from __future__ import annotations

import json
import os
import random
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cardtable import storage
from cardtable.engine import new_match
from cardtable.settings import MAX_BYTES, NAME_LENGTH, Settings, load_settings, save_settings, settings_path
from cardtable.storage import StorageError, load_autosave, load_game, snapshot, write_game

POSIX = os.name == "posix"


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))


@pytest.fixture
def pipe_feeder() -> Iterator[Callable[[Path, bytes], None]]:
    """Feeds ``bytes`` into a pipe once somebody opens it for reading, so that a program that
    (wrongly) waits on a pipe is let go and the test fails on its answer instead of hanging; a
    program that never opens it leaves the feeder waiting until the test ends."""
    done = threading.Event()
    threads: list[threading.Thread] = []

    def feed(pipe: Path, data: bytes) -> None:
        def run() -> None:
            while not done.is_set():
                try:
                    fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
                except OSError:  # ENXIO: nobody reads it (yet)
                    done.wait(0.05)
                    continue
                try:
                    os.write(fd, data)
                finally:
                    os.close(fd)
                return

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        threads.append(thread)

    yield feed
    done.set()
    for thread in threads:
        thread.join()


# Settings ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SettingsCase:
    """``make(folder)`` puts something where ``folder/settings.json`` is read from (and returns
    the folder the program is given, when it is not ``folder`` itself). ``said``: words the notice
    holds, or None when nothing is to be said. ``saves``: whether the next save must succeed."""

    name: str
    make: Callable[[Path], Path | None]
    said: tuple[str, ...] | None
    saves: bool = True
    check: Callable[[Settings, Path], None] | None = None
    posix: bool = False
    in_a_child: bool = False  # a case that would eat all memory before the fix: run with a memory limit


def _text(text: str | bytes) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text
        (folder / "settings.json").write_bytes(data)

    return make


def _fifo(folder: Path) -> None:
    os.mkfifo(folder / "settings.json")


def _link_to(target: str) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        (folder / "settings.json").symlink_to(target)

    return make


def _link_elsewhere(folder: Path) -> None:
    """Dotfiles kept in a repository: settings.json is a link to a file in another folder."""
    dotfiles = folder.parent / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "cardtable.json").write_text('{"deck_style": "tell"}', encoding="utf-8")
    (folder / "settings.json").symlink_to(dotfiles / "cardtable.json")


def _dangling_link(folder: Path) -> None:
    dotfiles = folder.parent / "dotfiles"
    dotfiles.mkdir()
    (folder / "settings.json").symlink_to(dotfiles / "cardtable.json")


def _looping_link(folder: Path) -> None:
    (folder / "settings.json").symlink_to(folder / "other.json")
    (folder / "other.json").symlink_to(folder / "settings.json")


def _folder_is_a_file(folder: Path) -> Path:
    folder.rmdir()
    folder.write_text("not a folder")
    return folder


def _folder_under_a_file(folder: Path) -> Path:
    folder.rmdir()
    folder.write_text("not a folder")
    return folder / "sub"


def _names(names: object, **more: object) -> Callable[[Path], None]:
    return _text(json.dumps({"player_names": names, "deck_style": "tell", **more}))


def _names_are(expected: list[str]) -> Callable[[Settings, Path], None]:
    def check(settings: Settings, folder: Path) -> None:
        assert settings.player_names == expected
        assert settings.deck_style == "tell"  # the rest of the file is kept

    return check


def _written_through(settings: Settings, folder: Path) -> None:
    link = folder / "settings.json"
    assert link.is_symlink()  # the link stays; the file it names holds the settings
    target = folder.parent / "dotfiles" / "cardtable.json"
    assert Path(os.readlink(link)) == target
    assert json.loads(target.read_text(encoding="utf-8"))["card_back"] == "blue-lattice"


def _aids_are(settings: Settings, on: bool) -> None:
    assert (settings.learn_played, settings.learn_points, settings.learn_explain) == (on, on, on)
    assert settings.learn_hint  # the Hint button is shown unless the player hides it


def _geometry_left_out(settings: Settings) -> None:
    assert settings.window_geometry == "" and settings.deck_style == "tell"  # the rest of the file is kept


NOT_READ = "could not be read"
SETTINGS_CASES = [
    SettingsCase("missing", lambda folder: None, None),
    SettingsCase("garbage", _text(b"\x00\xff garbage"), (NOT_READ, "it is not text", "kept as")),
    SettingsCase("not-json", _text("{ nope"), (NOT_READ, "it is not a settings file", "kept as")),
    SettingsCase("deep", _text("[" * 100_000), (NOT_READ, "kept as")),
    SettingsCase("list", _text("[1, 2]"), (NOT_READ, "kept as")),
    SettingsCase("newer-keys", _text('{"from_the_future": 1, "deck_style": "tell"}'), ("“from_the_future”",)),
    SettingsCase("fifo", _fifo, (NOT_READ, "not a file (a device or a pipe)", "kept as"), posix=True),
    SettingsCase("link-to-dev-null", _link_to("/dev/null"), (NOT_READ, "not a file (a device or a pipe)"), posix=True),
    SettingsCase(
        "link-to-dev-zero",
        _link_to("/dev/zero"),
        (NOT_READ, "not a file (a device or a pipe)"),
        posix=True,
        in_a_child=True,
    ),
    SettingsCase(
        "fifty-megabytes",
        _text(b'{"window_geometry": "' + b"A" * (50 * 1024 * 1024) + b'"}'),
        (NOT_READ, "it is too large", "kept as"),
    ),
    SettingsCase(
        "huge-names",
        _names(["x" * 600_000, "y\n" * 10]),
        None,
        check=_names_are(["x" * NAME_LENGTH, " ".join(["y"] * 10)]),
    ),
    SettingsCase(
        "control-characters-in-names",
        _names(["Ann\x1b[31m\u202eevil", "\tBob\r\n"]),
        None,
        check=_names_are(["Ann [31m evil", "Bob"]),
    ),
    SettingsCase(
        "markup-in-names-kept-as-text",
        _names(['<img src="x.png"><a href="y">link</a>', "B"]),
        None,
        check=_names_are(['<img src="x.png"><a href="y">link</a>'[:NAME_LENGTH], "B"]),
    ),
    SettingsCase("one-name", _names(["Ann"]), None, check=_names_are(["Ann", ""])),
    SettingsCase("names-not-text", _names([1, 2]), ("the hot-seat names",)),
    # re-audit: a name that shows nothing (zero-width, format characters, combining marks) is blank
    SettingsCase(
        "invisible-names", _names(["\u200b\u200d\u2060", "\u0301\u20dd \ufeff"]), None, check=_names_are(["", ""])
    ),
    # re-audit item 6: a geometry that makes the file too large to read once saved is left out
    SettingsCase(
        "huge-geometry",
        _text(json.dumps({"window_geometry": "A" * (MAX_BYTES - 200), "deck_style": "tell"})),
        ("the window's size and place",),
        check=lambda s, f: _geometry_left_out(s),
    ),
    # Preferences > Learning (issue 43): an older file lacks the aids (the defaults: all off but the
    # Hint button), a file's own choices are kept, and a value that is no switch is left out by name
    SettingsCase("learning-aids-absent", _text('{"deck_style": "tell"}'), None, check=lambda s, f: _aids_are(s, False)),
    SettingsCase(
        "learning-aids-on",
        _text(json.dumps({"learn_played": True, "learn_points": True, "learn_hint": True, "learn_explain": True})),
        None,
        check=lambda s, f: _aids_are(s, True),
    ),
    SettingsCase(
        "learning-aid-not-a-switch", _text('{"learn_explain": "yes please"}'), ("explaining the computer's play",)
    ),
    SettingsCase("symlink-elsewhere", _link_elsewhere, None, check=lambda s, f: _written_through(s, f), posix=True),
    SettingsCase("dangling-symlink", _dangling_link, None, check=lambda s, f: _written_through(s, f), posix=True),
    SettingsCase("looping-symlink", _looping_link, (NOT_READ, "a link that points back to itself"), posix=True),
    SettingsCase(
        "folder-is-a-file",
        _folder_is_a_file,
        ("cannot be used", "a file stands where a folder should be", "changes will not be saved"),
        saves=False,
    ),
    SettingsCase(
        "folder-under-a-file", _folder_under_a_file, ("cannot be used", "changes will not be saved"), saves=False
    ),
]


def _settings_folder(case: SettingsCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    folder.mkdir()
    given = case.make(folder)
    if given is not None:
        folder = given
        monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(folder))
    return folder


@pytest.mark.parametrize("case", SETTINGS_CASES, ids=[c.name for c in SETTINGS_CASES])
def test_a_settings_file_or_folder_never_stops_the_program(
    case: SettingsCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pipe_feeder: Callable[[Path, bytes], None]
) -> None:
    if case.posix and not POSIX:
        pytest.skip("a POSIX file kind")
    folder = _settings_folder(case, tmp_path, monkeypatch)
    path = settings_path()
    if path.exists() and stat.S_ISFIFO(path.stat().st_mode):
        pipe_feeder(path, b'{"deck_style": "tell"}')  # a reader that waits gets settings, and fails below
    if case.in_a_child:
        settings, notice = _load_in_a_child()
    else:
        settings, notice = load_settings()
    if case.said is None:
        assert notice is None, notice
    else:
        assert notice is not None and all(words in notice for words in case.said), notice
        assert "Error" not in notice and "Traceback" not in notice  # a player's words
    settings.card_back = "blue-lattice"
    if case.saves:
        save_settings(settings)
        assert load_settings() == (settings, None)
    else:
        with pytest.raises(OSError):
            save_settings(settings)
    if case.check is not None:
        case.check(settings, folder)


def _load_in_a_child() -> tuple[Settings, str | None]:
    """``load_settings`` in a child process allowed 1 GB: reading a device without end fails there
    (MemoryError) instead of taking the machine's memory."""
    code = (
        "import dataclasses, json, resource, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30));"
        "from cardtable.settings import load_settings; s, n = load_settings();"
        "print(json.dumps([dataclasses.asdict(s), n]))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    data, notice = json.loads(done.stdout)
    return Settings(**data), notice


def test_settings_are_never_saved_larger_than_they_are_read(tmp_path: Path) -> None:
    """Re-audit item 6: a 1 MB file was read, then saved (indented) past the read limit and refused
    at the next start. Whatever fits the model is saved smaller than the limit, or refused in words."""
    settings = Settings(window_geometry="A" * 300, player_names=["\u00e9" * 100, "b"])
    save_settings(settings)
    assert settings_path().stat().st_size <= MAX_BYTES and load_settings() == (settings, None)
    settings.rules = {"bura": {f"k{i}": "x" * 100 for i in range(20_000)}}  # past the model's checks
    with pytest.raises(OSError, match="too large") as refused:
        save_settings(settings)
    assert "Errno" not in str(refused.value)
    assert load_settings()[1] is None  # the file saved before is left as it was


def test_an_unreachable_settings_folder_gives_the_defaults_and_says_so(tmp_path: Path) -> None:
    """EACCES on the folder (tests run as root, who may enter any folder: the refusal is made
    here). It stopped the program with 'cardtable: error: PermissionError'."""
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "settings.json").write_text('{"deck_style": "tell"}', encoding="utf-8")
    real_stat, real_open, real_listdir = os.stat, os.open, os.listdir

    def refused(real: Callable[..., object]) -> Callable[..., object]:
        def call(target: object, *args: object, **kwargs: object) -> object:
            if str(target).startswith(str(folder)):
                raise PermissionError(13, "Permission denied", str(target))
            return real(target, *args, **kwargs)

        return call

    with pytest.MonkeyPatch.context() as refusing:  # undone below; the fixture's folders stay
        refusing.setattr(os, "stat", refused(real_stat))
        refusing.setattr(os, "open", refused(real_open))
        refusing.setattr(os, "listdir", refused(real_listdir))
        settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and "cannot be used" in notice and "permission denied" in notice, notice
    assert str(folder) in notice
    assert (folder / "settings.json").read_text(encoding="utf-8") == '{"deck_style": "tell"}'  # nothing moved


# Saved games ---------------------------------------------------------------------------------------
def _good(game: str = "bura", names: list[str] | None = None) -> dict[str, object]:
    match = new_match(game, seed=3)
    rng = random.Random(3)
    for _ in range(12):
        match.apply(rng.choice(match.legal_actions()))
    saved = snapshot(match, game=game, seed=3, humans=[0, 1], level="easy", names=names or ["Ann", "Bob"])
    return json.loads(saved.to_json())


def _with(**changes: object) -> Callable[[], bytes]:
    def make() -> bytes:
        data = _good()
        for key, value in changes.items():
            if value is _MISSING:
                del data[key]
            else:
                data[key] = value
        return json.dumps(data).encode()

    return make


_MISSING = object()


def _huge_names() -> bytes:
    data = _good()
    data["names"] = ["\u00e9" * 1_000_000, "b\x00" * 500_000]  # 3.9 MB of UTF-8 between them
    return json.dumps(data, ensure_ascii=False).encode()


def _bad_card() -> bytes:
    data = _good("schnapsen")
    data["actions"] = list(data["actions"])[:2] + ["play ZZ"]  # type: ignore[call-overload]
    return json.dumps(data).encode()


@dataclass(frozen=True)
class GameCase:
    """``make()`` gives the file's bytes (or ``kind`` makes a special file); ``said``: the words
    Open… and a resume say, or None for a file that loads; ``names``: the names it loads with."""

    name: str
    make: Callable[[], bytes] | None
    said: tuple[str, ...] | None
    kind: str = ""
    names: list[str] | None = None
    absent: tuple[str, ...] = field(default_factory=tuple)


GAME_CASES = [
    GameCase("good", _with(), None, names=["Ann", "Bob"]),
    GameCase("empty", lambda: b"", ("is empty",)),
    GameCase("garbage", lambda: bytes(range(256)) * 4, ("damaged",)),
    GameCase("foreign", lambda: b'{"format": "something-else", "version": 1}', ("not a cardtable saved game",)),
    GameCase("newer", _with(version=storage.FORMAT_VERSION + 1), ("newer cardtable", "format 2")),
    GameCase("version-as-text", _with(version="1"), ("not a valid saved game", "format version")),
    GameCase("version-2-as-text", _with(version="2"), ("not a valid saved game", "format version")),
    GameCase("version-as-float", _with(version=2.0), ("not a valid saved game", "format version")),
    GameCase("version-true", _with(version=True), ("not a valid saved game", "format version")),
    GameCase("version-0", _with(version=0), ("not a valid saved game", "format version")),
    GameCase("version-negative", _with(version=-1), ("not a valid saved game", "format version")),
    GameCase("version-missing", _with(version=_MISSING), ("not a valid saved game", "format version")),
    GameCase("stale-field", _with(old_field=1), ("not a valid saved game", "old_field")),
    GameCase("bad-card-code", _bad_card, ("Move 3", "D-1: not a card code"), absent=("D-1: D-1",)),
    GameCase("huge-names", _huge_names, None, names=["\u00e9" * NAME_LENGTH, "b b b b b b b b b b b b"]),
    GameCase(
        "markup-names",
        _with(names=["<img src='x'>", "<a href='y'>z</a>"]),
        None,
        names=["<img src='x'>", "<a href='y'>z</a>"],
    ),
    GameCase("three-names", _with(names=["a", "b", "c"]), ("not a valid saved game", "names")),
    # re-audit: a number is a number, not a text or a truth value read as one
    GameCase("seed-as-text", _with(seed="3"), ("not a valid saved game", "seed")),
    GameCase("seed-true", _with(seed=True), ("not a valid saved game", "seed")),
    GameCase("humans-true", _with(humans=[True]), ("not a valid saved game", "humans")),
    GameCase("folder", None, ("is a folder",), kind="folder"),
    GameCase("fifo", None, ("not a file",), kind="fifo"),
    GameCase("link-to-dev-zero", None, ("not a file",), kind="link:/dev/zero"),
    GameCase("link-to-dev-null", None, ("not a file",), kind="link:/dev/null"),
    GameCase("too-large", lambda: b" " * (storage.MAX_BYTES + 1), ("too large",)),
    GameCase("socket", None, ("not a file",), kind="socket"),
    GameCase("looping-link", None, ("could not be read",), kind="loop"),
]


def _make_game_file(case: GameCase, path: Path, feeder: Callable[[Path, bytes], None]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if case.kind == "folder":
        path.mkdir()
    elif case.kind == "fifo":
        if not POSIX:
            pytest.skip("a POSIX file kind")
        os.mkfifo(path)
        feeder(path, _with()())  # a reader that waits gets a good game, and fails below
    elif case.kind.startswith("link:"):
        if not POSIX:
            pytest.skip("a POSIX file kind")
        path.symlink_to(case.kind[5:])
    elif case.kind == "loop":
        if not POSIX:
            pytest.skip("symbolic links")
        path.symlink_to(path.name)
    elif case.kind == "socket":
        if not hasattr(socket, "AF_UNIX"):
            pytest.skip("a POSIX file kind")
        with socket.socket(socket.AF_UNIX) as bound:
            bound.bind(str(path))
    else:
        assert case.make is not None
        path.write_bytes(case.make())


def _said(case: GameCase, message: str) -> None:
    assert case.said is not None
    assert all(words in message for words in case.said), message
    assert not any(words in message for words in case.absent), message
    assert "Traceback" not in message and "ValidationError" not in message


@pytest.mark.parametrize("case", GAME_CASES, ids=[c.name for c in GAME_CASES])
def test_open_reads_a_saved_game_or_says_why_and_changes_nothing(
    case: GameCase, tmp_path: Path, pipe_feeder: Callable[[Path, bytes], None]
) -> None:
    path = tmp_path / "x.cardtable"
    _make_game_file(case, path, pipe_feeder)
    before = path.read_bytes() if case.make is not None else None
    if case.said is None:
        loaded = load_game(path)
        assert loaded.saved.names == case.names
        assert all(len(name) <= NAME_LENGTH for name in loaded.saved.names)
    else:
        with pytest.raises(StorageError) as info:
            load_game(path)
        _said(case, str(info.value))
        assert "x.cardtable" in str(info.value) or "Move" in str(info.value)
    if before is not None:
        assert path.read_bytes() == before  # a file the player opened is never touched
    else:
        assert path.exists() or path.is_symlink()


@pytest.mark.parametrize("case", GAME_CASES, ids=[c.name for c in GAME_CASES])
def test_a_resume_plays_on_or_keeps_the_autosave_aside_with_a_notice(
    case: GameCase, pipe_feeder: Callable[[Path, bytes], None]
) -> None:
    path = storage.autosave_path()
    _make_game_file(case, path, pipe_feeder)
    loaded, notice = load_autosave()
    if case.said is None:
        assert notice is None and loaded is not None and loaded.saved.names == case.names
        write_game(loaded.saved, path)  # and it is saved again as it was read
        assert load_game(path).saved == loaded.saved
    else:
        assert loaded is None and notice is not None and "kept as" in notice
        _said(case, notice)
        assert not path.exists() and not path.is_symlink()  # kept aside: the next autosave has room
        write_game(snapshot(new_match("schnapsen", seed=1), game="schnapsen", seed=1, humans=[0], level="easy"), path)
        assert load_autosave()[0] is not None


@pytest.mark.parametrize(
    "case", [c for c in GAME_CASES if c.said is not None], ids=[c.name for c in GAME_CASES if c.said is not None]
)
def test_a_new_match_sets_a_bad_autosave_aside_and_is_autosaved(
    case: GameCase, pipe_feeder: Callable[[Path, bytes], None]
) -> None:
    """--new, --game or --seed beside anything but a saved game at the autosave's place (a pipe, a
    folder, a socket, a link to a device or to itself): it is set aside as a resume does, and the
    new match is autosaved (re-audit item 2: it stayed, and no autosave of the new match was made)."""
    path = storage.autosave_path()
    _make_game_file(case, path, pipe_feeder)
    assert storage.keep_unfinished(path) is None
    assert not path.exists() and not path.is_symlink()
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".bad-")]
    assert len(kept) == 1
    write_game(snapshot(new_match("bura", seed=3), game="bura", seed=3, humans=[0], level="easy"), path)
    loaded, notice = load_autosave()
    assert notice is None and loaded is not None and loaded.saved.seed == 3


def test_a_save_writes_through_a_link_and_never_over_a_device(tmp_path: Path) -> None:
    """A saved game (or the autosave) that is a link to a file elsewhere is written through; a
    link to a device or a pipe is refused with words, the device left alone."""
    if not POSIX:
        pytest.skip("symbolic links")
    saved = storage.SavedGame.checked(_good())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = tmp_path / "g.cardtable"
    link.symlink_to(elsewhere / "g.cardtable")
    write_game(saved, link)
    assert link.is_symlink() and load_game(elsewhere / "g.cardtable").saved == saved
    os.mkfifo(tmp_path / "pipe")
    to_pipe = tmp_path / "p.cardtable"
    to_pipe.symlink_to(tmp_path / "pipe")
    with pytest.raises(StorageError, match="not a file"):
        write_game(saved, to_pipe)
    assert stat.S_ISFIFO(os.stat(tmp_path / "pipe").st_mode)


def test_names_too_long_for_a_save_are_cut_not_refused() -> None:
    """Save… and the autosave with names from anywhere: a ValidationError never escapes; the names
    are plain and short."""
    match = new_match("schnapsen", seed=2)
    saved = snapshot(
        match, game="schnapsen", seed=2, humans=[0, 1], level="easy", names=["A" * 100_000, "line\nbreak\x07"]
    )
    assert saved.names == ["A" * NAME_LENGTH, "line break"]


def _refuse_under(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """EACCES for everything under ``folder`` (tests run as root, who may enter any folder)."""
    for name in ("stat", "lstat", "open", "listdir", "scandir", "rename", "link", "unlink", "mkdir"):
        real = getattr(os, name)

        def refused(target: object, *args: object, _real: Callable[..., object] = real, **kwargs: object) -> object:
            if str(target).startswith(str(folder)):
                raise PermissionError(13, "Permission denied", str(target))
            return _real(target, *args, **kwargs)

        monkeypatch.setattr(os, name, refused)


def test_an_unreachable_data_folder_gives_a_notice_not_a_crash() -> None:
    """The autosave's folder refused (EACCES): the start goes on with a new match and says why."""
    path = storage.autosave_path()
    write_game(storage.SavedGame.checked(_good()), path)
    with pytest.MonkeyPatch.context() as refusing:  # undone below; the fixture's folders stay
        _refuse_under(refusing, path.parent)
        assert storage.keep_unfinished(path) is None
        loaded, notice = load_autosave()
        assert loaded is None and notice is not None and "Permission denied" in notice, notice
        with pytest.raises(StorageError, match="could not be saved"):
            write_game(storage.SavedGame.checked(_good()), path)
    assert load_autosave()[0] is not None  # nothing was lost meanwhile


def test_an_unfinished_autosave_behind_a_link_is_kept_not_overwritten() -> None:
    """A new match kept the unfinished one aside only when the autosave was a plain file; now that
    saves write through a link, the link is kept aside and the file it names is left as it was."""
    if not POSIX:
        pytest.skip("symbolic links")
    path = storage.autosave_path()
    elsewhere = path.parent.parent / "elsewhere.cardtable"
    path.parent.mkdir(parents=True)
    match = new_match("schnapsen", seed=4)
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    write_game(snapshot(match, game="schnapsen", seed=4, humans=[0], level="easy"), elsewhere)
    before = elsewhere.read_bytes()
    path.symlink_to(elsewhere)
    kept = storage.keep_unfinished(path)
    assert kept is not None and kept.is_symlink() and load_game(kept).match.actions == match.actions
    write_game(snapshot(new_match("schnapsen", seed=5), game="schnapsen", seed=5, humans=[0], level="easy"), path)
    assert elsewhere.read_bytes() == before and not path.is_symlink()

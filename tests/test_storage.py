"""Saved games and the autosave: round trips replay to equal engine states, and every kind of bad
file gives a clear message, changes nothing and is kept aside (issue 13)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from cardtable import storage
from cardtable.engine import GAMES, new_match
from cardtable.storage import StorageError, load_autosave, load_game, snapshot, write_game

RULES = {"schnapsen": {"rubber": 2}, "bura": {"target_pots": 2}, "schneider": None}


@pytest.fixture(autouse=True)
def _private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))


def played(game: str, seed: int, steps: int):
    match = new_match(game, rules=RULES[game], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.result is not None:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def saved_of(match, game: str, seed: int):
    return snapshot(match, game=game, seed=seed, humans={0}, level="easy")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_saved_game_replays_to_the_same_engine_state(game: str, tmp_path: Path) -> None:
    match = played(game, seed=5, steps=60)
    path = tmp_path / f"game{storage.SUFFIX}"
    write_game(saved_of(match, game, 5), path)
    loaded = load_game(path)
    assert loaded.match.hand == match.hand
    assert loaded.match.history == match.history
    assert loaded.match.scores == match.scores and loaded.match.to_move == match.to_move
    assert loaded.match.actions == match.actions
    assert getattr(loaded.match, "pot", None) == getattr(match, "pot", None)
    assert getattr(loaded.match, "marks", None) == getattr(match, "marks", None)
    # the hand-start snapshot is the current hand as dealt
    assert loaded.hand_start.deals == match.deals and loaded.hand_start.hand.dealer == match.hand.dealer
    assert len(loaded.hand_start.history) == len(match.history)


def test_an_illegal_action_refuses_the_whole_file(tmp_path: Path) -> None:
    match = played("schnapsen", seed=2, steps=10)
    saved = saved_of(match, "schnapsen", 2)
    saved.actions.insert(3, "play ZZ")
    path = tmp_path / "bad.cardtable"
    write_game(saved, path)
    before = path.read_bytes()
    with pytest.raises(StorageError, match="Move 4"):
        load_game(path)
    assert path.read_bytes() == before  # a file the player opened is never touched


BAD_FILES = {
    "empty": b"",
    "truncated": None,  # filled in from a good file
    "binary": bytes(range(256)) * 8,
    "ten-megabytes": b"{" + b" " * (10 * 1024 * 1024) + b"}",
    "wrong-shape": b'{"hello": [1, 2, 3]}',
    "list": b"[1, 2, 3]",
    "foreign-fields": json.dumps({"format": "cardtable-game", "version": 1, "game": "chess"}).encode(),
    "newer-version": None,
    "deep": b"[" * 100_000,
}


def bad_bytes(kind: str) -> bytes:
    good = saved_of(played("bura", 1, 20), "bura", 1)
    if kind == "truncated":
        text = good.to_json()
        return text[: len(text) // 2].encode()
    if kind == "newer-version":
        data = json.loads(good.to_json())
        data["version"] = storage.FORMAT_VERSION + 1
        return json.dumps(data).encode()
    value = BAD_FILES[kind]
    assert value is not None
    return value


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_saved_game_gives_a_clear_message_and_changes_nothing(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "x.cardtable"
    path.write_bytes(bad_bytes(kind))
    with pytest.raises(StorageError) as info:
        load_game(path)
    assert "x.cardtable" in str(info.value)
    assert "Traceback" not in str(info.value)
    if kind == "newer-version":
        assert "newer" in str(info.value)
    assert path.exists()


@pytest.mark.parametrize("kind", [*BAD_FILES, "directory"])
def test_a_bad_autosave_is_kept_aside_with_a_notice(kind: str) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    if kind == "directory":
        path.mkdir()
        (path / "inside").write_text("keep me")
    else:
        path.write_bytes(bad_bytes(kind))
    content = None if kind == "directory" else path.read_bytes()
    loaded, notice = load_autosave()
    assert loaded is None and notice is not None and "kept as" in notice
    assert not path.exists()
    (aside,) = [p for p in path.parent.iterdir() if p.name.startswith("autosave.cardtable.bad-")]
    assert str(aside) in notice
    if content is not None:
        assert aside.read_bytes() == content
    else:
        assert (aside / "inside").read_text() == "keep me"
    # the next autosave has room again
    write_game(saved_of(played("bura", 3, 5), "bura", 3), path)
    assert load_autosave()[0] is not None


def test_an_open_ended_bura_session_past_twenty_thousand_actions_is_saved_and_resumed() -> None:
    """B-2 with no target and no deal limit: the match never ends by itself, and every action of
    it is saved (the old cap of 20,000 actions stopped the autosave without a word and made Save…
    raise a ValidationError)."""
    match = new_match("bura", rules={"target_pots": 0, "max_deals": 0}, seed=7)
    rng = random.Random(7)
    while len(match.actions) <= 20_500:
        match.apply(rng.choice(match.legal_actions()))
    saved = snapshot(match, game="bura", seed=7, humans={0}, level="easy")
    write_game(saved, storage.autosave_path())
    loaded, notice = load_autosave()
    assert notice is None and loaded is not None
    assert loaded.match.actions == match.actions and loaded.match.scores == match.scores
    assert loaded.match.pot == match.pot and loaded.match.history == match.history


def test_a_game_too_long_for_the_file_limit_is_refused_with_words_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What is written can always be read back: past the read limit the save says why."""
    saved = saved_of(played("bura", 1, 40), "bura", 1)
    monkeypatch.setattr(storage, "MAX_BYTES", 200)
    path = tmp_path / "long.cardtable"
    with pytest.raises(StorageError, match="too long"):
        write_game(saved, path)
    assert not path.exists()


def test_a_pipe_is_refused(tmp_path: Path) -> None:
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.cardtable"
        os.mkfifo(pipe)
        with pytest.raises(StorageError, match="not a file"):
            load_game(pipe)  # never blocks reading


def test_set_aside_never_overwrites_an_earlier_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.cardtable"
    names = set()
    for n in range(3):
        path.write_text(f"bad {n}")
        aside = storage.set_aside(path)
        assert aside is not None
        names.add(aside.name)
    assert len(names) == 3
    assert sorted(p.read_text() for p in tmp_path.iterdir()) == ["bad 0", "bad 1", "bad 2"]


def test_a_finished_match_is_not_resumed() -> None:
    match = played("schneider", seed=4, steps=100_000)
    assert match.result is not None
    write_game(saved_of(match, "schneider", 4), storage.autosave_path())
    assert load_autosave() == (None, None)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a POSIX user without root's rights")
def test_a_read_only_folder_gives_a_message_and_keeps_the_old_file(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "autosave.cardtable"
    old = saved_of(played("schnapsen", 1, 4), "schnapsen", 1)
    write_game(old, path)
    folder.chmod(0o500)
    try:
        with pytest.raises(StorageError, match="could not be saved"):
            write_game(saved_of(played("schnapsen", 1, 8), "schnapsen", 1), path)
        assert load_game(path).saved.actions == old.actions
        assert sorted(p.name for p in folder.iterdir()) == ["autosave.cardtable"]
    finally:
        folder.chmod(0o700)


def test_a_write_that_fails_midway_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.cardtable"
    old = saved_of(played("bura", 2, 4), "bura", 2)
    write_game(old, path)

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", full_disk)
    with pytest.raises(StorageError, match="No space left"):
        write_game(saved_of(played("bura", 2, 9), "bura", 2), path)
    monkeypatch.undo()
    assert load_game(path).saved.actions == old.actions
    assert [p.name for p in tmp_path.iterdir()] == ["g.cardtable"]  # no temporary file left behind


def test_a_folder_refusing_new_files_gives_a_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The read-only case as root sees it (root may write anywhere): creating the temporary file fails."""
    path = tmp_path / "g.cardtable"
    old = saved_of(played("schneider", 2, 4), "schneider", 2)
    write_game(old, path)

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
    with pytest.raises(StorageError, match="Permission denied"):
        write_game(saved_of(played("schneider", 2, 9), "schneider", 2), path)
    monkeypatch.undo()
    assert load_game(path).saved.actions == old.actions


def test_the_level_of_a_saved_game_is_one_the_computer_knows() -> None:
    from typing import get_args

    from cardtable.ai.players import LEVELS
    from cardtable.storage import Level

    assert set(get_args(Level)) == set(LEVELS)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hand_start_of_a_load_is_the_match_as_its_hand_was_dealt(game: str, tmp_path: Path) -> None:
    """The load keeps the hand as dealt rather than cloning the whole match at every deal (which
    made it grow with the square of the session); the result is the same match, field by field."""
    match = new_match(game, rules=RULES[game], seed=8)
    rng = random.Random(8)
    expected = match.clone()
    steps = 0
    while (len(match.history) < 4 or steps < 3) and match.result is None:  # a few actions into a hand
        deals = len(match.history)
        match.apply(rng.choice(match.legal_actions()))
        steps = steps + 1 if len(match.history) >= 4 else 0
        if len(match.history) != deals:
            expected, steps = match.clone(), 0
    path = tmp_path / "g.cardtable"
    write_game(saved_of(match, game, 8), path)
    start = load_game(path).hand_start
    assert set(vars(start)) == set(vars(expected))
    for name, value in vars(expected).items():
        if name == "rng":
            assert start.rng.getstate() == value.getstate()
        else:
            assert getattr(start, name) == value, name

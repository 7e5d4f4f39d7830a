"""The session store without Qt: the autosave once per position, a saved game's suffix, and
statistics only for hands a person played."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable import storage
from cardtable.session.store import SessionStore
from cardtable.session.table import Session


@pytest.fixture(autouse=True)
def _private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))


def session() -> Session:
    s = Session("schnapsen", seed=3, humans={0}, level="random")
    s.names = {0: "You", 1: "Computer"}
    return s


def test_the_autosave_is_written_once_per_position(monkeypatch) -> None:
    store = SessionStore(persist=True, autosaving=True, demo=False)
    store.begin("standard")
    s = session()
    writes: list[Path] = []
    monkeypatch.setattr(storage, "write_game", lambda saved, path: writes.append(path))
    store.autosave(s, "french")
    store.autosave(s, "french")  # the same position: nothing to write
    s.match.apply(s.match.legal_actions()[0])
    store.autosave(s, "french")
    assert writes == [store.autosave_path] * 2


def test_an_autosave_failure_is_said_once(monkeypatch) -> None:
    store = SessionStore(persist=True, autosaving=True, demo=False)
    s = session()

    def fail(saved, path):
        raise storage.StorageError("the disk is full.")

    monkeypatch.setattr(storage, "write_game", fail)
    assert store.autosave(s, "french") == "the disk is full."
    s.match.apply(s.match.legal_actions()[0])
    assert store.autosave(s, "french") is None  # play goes on; the player has read it already


def test_a_saved_game_gets_its_suffix_and_opens_as_the_same_match(tmp_path) -> None:
    store = SessionStore(persist=False, autosaving=False, demo=False)
    store.begin("standard")
    s = session()
    s.match.apply(s.match.legal_actions()[0])
    path = store.save_to(s, "french", tmp_path / "mine")
    assert path.name == "mine" + storage.SUFFIX
    loaded = storage.load_game(path)
    assert loaded.match.actions == s.match.actions and loaded.saved.match_id == store.match_id


def test_a_demo_records_no_statistics() -> None:
    store = SessionStore(persist=True, autosaving=False, demo=True)
    s = Session("schnapsen", seed=3, humans=set(), level="random")
    while not s.match.history:
        s.match.apply(s.match.legal_actions()[0])
    store.record_hand(s)
    assert store._stats is None  # the database was never even opened


def test_an_autosave_failure_is_a_notice_the_table_words_and_a_bare_session_autosaves(tmp_path, monkeypatch) -> None:
    """Review findings: the reason reached the (German) player as the English text of the error, and a
    session without hot-seat names (no GameController to fill them) could not be saved at all."""
    from cardtable.notices import Notice

    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocked))
    store = SessionStore(persist=False, autosaving=True, demo=False)
    store.begin("standard")
    bare = Session("schnapsen", seed=1, humans={0}, level="random")
    reason = store.autosave(bare, "french")
    assert isinstance(reason, Notice) and reason.template == storage.NOT_SAVED
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    store = SessionStore(persist=False, autosaving=True, demo=False)
    store.begin("standard")
    assert store.autosave(bare, "french") is None and store.autosave_path.exists()

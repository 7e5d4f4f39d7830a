"""Settings persist per user; a corrupt file is kept aside and never loses the program."""

from __future__ import annotations

from pathlib import Path

from cardtable.settings import Settings, load_settings, save_settings


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(deck_style="tell", level="strong", rules={"schnapsen": {"must_head": True}})
    save_settings(s, path)
    loaded, message = load_settings(path)
    assert message is None and loaded == s
    assert not list(tmp_path.glob(".settings-*"))  # no temporary file left behind


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    loaded, message = load_settings(tmp_path / "none.json")
    assert loaded == Settings() and message is None


def test_corrupt_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded == Settings()
    assert message is not None and "defaults" in message
    kept = list(tmp_path.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert not path.exists()


def test_wrong_values_are_refused_not_crashing(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"deck_style": "poker", "level": 3}', encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded.deck_style == "french" and message is not None


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"deck_style": "tell", "from_the_future": 1}', encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded.deck_style == "tell" and message is None

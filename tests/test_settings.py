"""Settings persist per user; a corrupt file is kept aside and never loses the program."""

from __future__ import annotations

import dataclasses
import json
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
    assert loaded == Settings(welcome=True) and message is None  # the very first start: the welcome


def test_corrupt_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{ this is not json", encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded == Settings()
    assert message is not None and "defaults" in message
    assert "it is not a settings file" in message and "Error" not in message  # a player's words
    kept = list(tmp_path.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ this is not json"
    assert str(kept[0]) in message  # its folder too: a file name alone could not be found
    assert not path.exists()


def test_wrong_values_are_refused_not_crashing(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"deck_style": "poker", "level": 3}', encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded.deck_style == "french" and message is not None


def test_a_newer_versions_settings_are_kept_beside_the_ones_used(tmp_path: Path) -> None:
    """Unknown keys and values (a newer version's) are left out, named, and the file as it was is
    kept: the next save does not destroy what the newer version wrote."""
    path = tmp_path / "settings.json"
    text = '{"version": 99, "deck_style": "tell", "level": "grandmaster", "from_the_future": {"a": 1}}'
    path.write_text(text, encoding="utf-8")
    loaded, message = load_settings(path)
    assert loaded.deck_style == "tell" and loaded.level == Settings().level
    assert message is not None
    assert all(name in message for name in ("“version”", "“from_the_future”", "the opponent")), message
    (kept,) = tmp_path.glob("settings.json.kept-*")
    assert str(kept) in message
    save_settings(loaded, path)
    assert kept.read_text(encoding="utf-8") == text  # the save replaced the file, not the copy
    assert "from_the_future" not in path.read_text(encoding="utf-8")
    assert load_settings(path) == (loaded, None)  # said once: the saved file is clean


BAD_BUT_PARTLY_GOOD = [
    ('{"presets": {"schnapsen": "nonsense"}, "deck_style": "tell"}', "the rules preset of Schnapsen"),
    ('{"rules": {"schnapsen": {"bogus": 1, "siebener": true}}, "deck_style": "tell"}', "the Schnapsen rule “bogus”"),
    (
        '{"game": "schneider", "rules": {"schneider": {"target": 0}}, "deck_style": "tell"}',
        "the Bohemian Schneider rule “Match target”",
    ),
    ('{"level": "grandmaster-from-the-future", "deck_style": "tell"}', "the opponent"),
    ('{"rules": {"poker": {}}, "deck_style": "tell"}', "the rules of poker"),
]


def test_stale_and_foreign_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    """One bad value (a downgrade, a newer version's level) never resets everything."""
    from cardtable.engine import GAMES

    for text, named in BAD_BUT_PARTLY_GOOD:
        path = tmp_path / "settings.json"
        path.write_text(text, encoding="utf-8")
        loaded, message = load_settings(path)
        assert loaded.deck_style == "tell", text  # the good field is kept
        assert message is not None and named in message, (text, message)
        for game, preset in loaded.presets.items():
            assert preset in GAMES[game].presets
        for game, toggles in loaded.rules.items():
            GAMES[game].rules(toggles)  # would raise for anything invalid
        assert path.exists()  # a readable file is not moved aside
    path.write_text('{"rules": {"schnapsen": {"bogus": 1, "siebener": true}}}', encoding="utf-8")
    assert load_settings(path)[0].rules == {"schnapsen": {"siebener": True}}


def test_unreadable_files_fall_back_to_defaults_and_are_kept_aside(tmp_path: Path) -> None:
    cases = ["[" * 100_000, "", "\x00\xff garbage", "[1, 2, 3]", '"just a string"']
    for i, text in enumerate(cases):
        folder = tmp_path / str(i)
        folder.mkdir()
        path = folder / "settings.json"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        loaded, message = load_settings(path)
        assert loaded == Settings() and message is not None and "defaults" in message
        assert not path.exists() and len(list(folder.glob("settings.json.bad-*"))) == 1
    # a second bad file in the same second never overwrites the first one kept aside
    folder = tmp_path / "0"
    (folder / "settings.json").write_text("{", encoding="utf-8")
    load_settings(folder / "settings.json")
    assert len(list(folder.glob("settings.json.bad-*"))) == 2


def test_why_a_file_was_not_read_is_said_in_a_players_words(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe{\x00")  # not UTF-8
    message = load_settings(path)[1]
    assert message is not None and "it is not text" in message and "Decode" not in message
    path.mkdir()  # a folder where the file should be
    message = load_settings(path)[1]
    assert message is not None and "it cannot be opened" in message and "Error" not in message


def test_without_hard_links_a_private_copy_is_kept_and_a_failed_one_is_not_left(tmp_path: Path, monkeypatch) -> None:
    import os
    import shutil

    def no_links(source: object, target: object) -> None:
        raise PermissionError("no hard links here")

    monkeypatch.setattr(os, "link", no_links)
    path = tmp_path / "settings.json"
    text = '{"deck_style": "tell", "from_the_future": 1}'
    path.write_text(text, encoding="utf-8")
    message = load_settings(path)[1]
    (kept,) = tmp_path.glob("settings.json.kept-*")
    assert kept.read_text(encoding="utf-8") == text and kept.stat().st_mode & 0o077 == 0
    assert message is not None and kept.name in message
    kept.unlink()

    def disk_full(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(shutil, "copyfileobj", disk_full)
    message = load_settings(path)[1]
    assert not list(tmp_path.glob("settings.json.kept-*"))  # no half-written copy
    assert message is not None and "from_the_future" in message and "kept as" not in message


def test_a_reset_setting_is_named_as_a_player_knows_it_in_his_language(tmp_path: Path) -> None:
    """Every setting left out is named by its words (translated), never by its field name, and a
    game or rule by its title in the contexts the table translates them in."""
    from cardtable.notices import worded
    from cardtable.settings import SETTING_WORDS

    path = tmp_path / "settings.json"
    names = [field.name for field in dataclasses.fields(Settings)]
    assert set(SETTING_WORDS) == set(names)
    for name in names:
        path.write_text(json.dumps({name: {"not": ["a", "valid", "value"]}}), encoding="utf-8")
        message = load_settings(path)[1]
        assert message is not None and SETTING_WORDS[name] in message, (name, message)
        if "_" in name:
            assert name not in message, message
        for kept in tmp_path.glob("settings.json.kept-*"):
            kept.unlink()
    path.write_text('{"game": "schneider", "rules": {"schneider": {"target": 0}}}', encoding="utf-8")
    message = load_settings(path)[1]
    asked: list[tuple[str, str]] = []

    def translate(context: str, text: str) -> str:
        asked.append((context, text))
        return text.upper() if context != "notices" else text

    assert "the BOHEMIAN SCHNEIDER rule “MATCH TARGET”" in worded(message, translate)
    assert ("games", "Bohemian Schneider") in asked and ("rules", "Match target") in asked


def test_a_file_kept_once_is_not_copied_again_at_every_start(tmp_path: Path, monkeypatch) -> None:
    """Until the settings are saved, each start finds the same newer file: it is named, not copied
    again (with hard links and without)."""
    import os

    path = tmp_path / "settings.json"
    for links in (True, False):
        if not links:

            def no_links(source: object, target: object) -> None:
                raise PermissionError("no hard links here")

            monkeypatch.setattr(os, "link", no_links)
            for kept in tmp_path.glob("settings.json.kept-*"):
                kept.unlink()
        path.write_text('{"deck_style": "tell", "from_the_future": 1}', encoding="utf-8")
        first = load_settings(path)[1]
        second = load_settings(path)[1]
        (kept,) = tmp_path.glob("settings.json.kept-*")
        assert first == second and first is not None and kept.name in first
        newer = tmp_path / "newer.json"  # the newer version saved again meanwhile (atomically, as we do)
        newer.write_text('{"deck_style": "tell", "from_the_future": 2}', encoding="utf-8")
        os.replace(newer, path)
        load_settings(path)
        assert len(list(tmp_path.glob("settings.json.kept-*"))) == 2

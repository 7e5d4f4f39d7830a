"""Names are plain text (issue 48 item 6): markup typed into a hot-seat name is shown as typed on
the curtain, the action bar, the hand summary and the score sheet, never rendered (an image, a
link); a saved game's names are short and plain however long they were in the file; Save… never
fails with a pydantic error; the exported history holds no seed (the decision in storage.history_text)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel

from cardtable import storage
from cardtable.settings import NAME_LENGTH, Settings
from cardtable.ui.mainwindow import MainWindow

MARKUP = ['<img src="x.png">', '<a href="x">Bob</a>']


def renders_markup(label: QLabel) -> bool:
    """Whether Qt reads the label's text as rich text (what a QLabel does with AutoText)."""
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and QtGui.mightBeRichText(label.text()))


def hot_seat(qtbot, game: str = "schnapsen", seed: int = 5) -> MainWindow:
    window = MainWindow(
        Settings(animation="off", game=game, level="hotseat", player_names=MARKUP), seed=seed, persist=True
    )
    qtbot.addWidget(window)
    window.show()
    return window


def test_markup_in_a_hot_seat_name_is_shown_as_typed(qtbot) -> None:
    window = hot_seat(qtbot)
    c = window.controller
    assert c is not None and c.hotseat and c.names == {0: MARKUP[0], 1: MARKUP[1]}
    table = window.table
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=20000)
    curtain = table.curtain.text
    assert any(name in curtain.text() for name in MARKUP) and not renders_markup(curtain)
    c.lift_curtain()
    qtbot.waitUntil(lambda: any(name in table.turn.text() for name in MARKUP), timeout=20000)
    assert not renders_markup(table.turn)
    sheet = table.score.text()
    assert "<img" not in sheet and "<a href" not in sheet and "&lt;img" in sheet


def test_the_hand_summary_shows_the_names_as_typed(qtbot) -> None:
    window = hot_seat(qtbot, "schneider", seed=3)
    c = window.controller
    assert c is not None
    table = window.table
    while c.finished_hand is None:
        qtbot.waitUntil(
            lambda: c.curtain_for is not None or c.human_to_move() is not None or c.finished_hand is not None,
            timeout=20000,
        )
        if c.curtain_for is not None:
            c.lift_curtain()
            continue
        if c.finished_hand is None and c.human_to_move() is not None:
            assert c.try_action(c.match.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=20000)
    words = table.summary.text
    assert any(name in words.text() for name in MARKUP), words.text()
    assert not renders_markup(words)


def test_a_saved_game_with_megabytes_of_names_opens_with_short_plain_ones(qtbot, tmp_path: Path) -> None:
    window = hot_seat(qtbot)
    path = tmp_path / "long-names.cardtable"
    assert window.save_game_to(path) is None
    data = json.loads(path.read_text(encoding="utf-8"))
    data["names"] = ["A\u0301" * 1_000_000, "B\n" * 1_000_000]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_game_from(path) is None
    names = window.controller.names
    assert all(len(name) <= NAME_LENGTH and "\n" not in name for name in names.values())
    assert names[1].startswith("B B")


def test_save_with_names_of_any_length_gives_a_file_not_an_error(qtbot, tmp_path: Path) -> None:
    window = hot_seat(qtbot)
    window.controller.names = {0: "x" * 100_000, 1: "y"}  # a name that came from anywhere
    assert window.save_game_to(tmp_path / "g") is None
    assert storage.load_game(tmp_path / "g.cardtable").saved.names == ["x" * NAME_LENGTH, "y"]


def test_the_exported_history_holds_no_seed(qtbot, tmp_path: Path) -> None:
    window = hot_seat(qtbot, seed=987_654_321)
    out = tmp_path / "history.txt"
    assert window.export_history_to(out) is None
    text = out.read_text(encoding="utf-8")
    assert "987654321" not in text and not re.search(r"(?i)seed", text)
    saved = (
        json.loads((storage.autosave_path()).read_text(encoding="utf-8")) if storage.autosave_path().exists() else None
    )
    if saved is not None:  # the autosave keeps it: a resume deals the same cards
        assert saved["seed"] == 987_654_321

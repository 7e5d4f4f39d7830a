"""Help ▸ About ▸ Licences (issue 46): cardtable's licence and those of the parts it ships with."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.ui import licences
from cardtable.ui.helpmenu import show_about


def test_an_installation_shows_cardtable_and_every_package_it_requires() -> None:
    parts = {part.name.split()[0].lower().replace("_", "-"): part for part in licences.installed_parts()}
    assert "MIT License" in parts["cardtable"].text
    for name in ("pyside6-essentials", "shiboken6", "pydantic", "pydantic-core", "miniaudio", "platformdirs"):
        assert name in parts, sorted(parts)
    assert "LGPL-3.0" in parts["pyside6-essentials"].licence
    assert "Permission is hereby granted" in parts["pydantic"].text


def test_a_bundle_shows_the_parts_its_index_names(tmp_path: Path) -> None:
    (tmp_path / "qt.txt").write_text("where the source is", encoding="utf-8")
    (tmp_path / "lgpl.txt").write_text("GNU LESSER GENERAL PUBLIC LICENSE", encoding="utf-8")
    index = {"parts": [{"name": "Qt 6.11", "licence": "LGPL-3.0-only", "files": ["qt.txt", "lgpl.txt"]}]}
    (tmp_path / "index.json").write_text(json.dumps(index), encoding="utf-8")
    [part] = licences.bundled_parts(tmp_path)
    assert part.name == "Qt 6.11" and part.licence == "LGPL-3.0-only"
    assert part.text.index("where the source is") < part.text.index("GNU LESSER")


def test_outside_a_bundle_there_is_no_bundle_folder(monkeypatch, tmp_path: Path) -> None:
    assert licences.bundle_folder() is None
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert licences.bundle_folder() is None  # no index there
    (tmp_path / "licences").mkdir()
    (tmp_path / "licences" / "index.json").write_text('{"parts": []}', encoding="utf-8")
    assert licences.bundle_folder() == tmp_path / "licences" and licences.parts() == []


def test_about_has_a_licences_button_that_opens_them(make_window, qtbot) -> None:
    window = make_window("schnapsen")
    seen: dict[str, object] = {}

    def press_licences() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        seen["about"] = box.text()
        button = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.ActionRole)
        QTimer.singleShot(100, read_and_close)
        button.click()

    def read_and_close() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "licences" and w.isVisible())
        seen["parts"] = dialog.names.count()
        seen["first"] = dialog.text.toPlainText()
        dialog.reject()

    QTimer.singleShot(100, press_licences)
    show_about(window)
    assert "cardtable" in str(seen["about"])
    assert isinstance(seen["parts"], int) and seen["parts"] >= 5
    assert "MIT License" in str(seen["first"])  # cardtable's own comes first

"""Help ▸ About ▸ Licences: the licence of cardtable and of every part it ships with (issue 46: the
LGPL asks that Qt's be shown, and its source offered, to whoever gets the program).

A bundle carries the texts in its ``licences`` folder with ``index.json`` (gathered at build time by
``packaging/third_party.py``); an installation from the package index shows the licence files of
cardtable and the packages it requires, from their installed metadata."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

MOST_TEXT_CHARS = 400_000  # a part's texts shown at most (a Debian copyright file can be long)


@dataclass(frozen=True)
class Part:
    """A shipped part: its name with its version, its licence's short name, and its notice."""

    name: str
    licence: str
    text: str


def bundle_folder() -> Path | None:
    """The bundle's ``licences`` folder, or None outside a bundle."""
    base = getattr(sys, "_MEIPASS", None)
    folder = Path(base) / "licences" if base else None
    return folder if folder is not None and (folder / "index.json").is_file() else None


def bundled_parts(folder: Path) -> list[Part]:
    """The parts the bundle's index names, each with its texts one after the other."""
    index = json.loads((folder / "index.json").read_text(encoding="utf-8"))
    parts = []
    for entry in index["parts"]:
        texts = [(folder / name).read_text(encoding="utf-8", errors="replace") for name in entry["files"]]
        parts.append(Part(entry["name"], entry["licence"], "\n\n".join(texts)[:MOST_TEXT_CHARS]))
    return parts


def installed_parts(root: str = "cardtable") -> list[Part]:
    """cardtable and the packages it requires (and they require), from their installed metadata."""
    seen: set[str] = set()
    parts = []
    queue = [root]
    while queue:
        name = _normal(queue.pop(0))
        if name in seen:
            continue
        seen.add(name)
        found = [(_installed_part(d), d) for d in metadata.distributions(name=name)]
        if not found:
            continue
        # the one with its licence files (a source tree's egg-info, found first, lists none)
        part, dist = max(found, key=lambda pair: pair[0].text != pair[0].licence)
        parts.append(part)
        for requirement in dist.requires or ():
            if "extra ==" not in requirement:
                queue.append(re.split(r"[\s;<>=!~\[(]", requirement, maxsplit=1)[0])
    return parts


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _installed_part(dist: metadata.Distribution) -> Part:
    licence = (dist.metadata.get_all("License-Expression") or dist.metadata.get_all("License") or [""])[0]
    texts = []
    for file in dist.files or ():
        if ".dist-info" in str(file) and re.search(r"(?i)licen[cs]e|copying|notice", file.name):
            texts.append(Path(str(dist.locate_file(file))).read_text(encoding="utf-8", errors="replace"))
    text = "\n\n".join(texts) or licence
    return Part(f"{dist.metadata['Name']} {dist.version}", licence.splitlines()[0] if licence else "", text)


def parts() -> list[Part]:
    folder = bundle_folder()
    return bundled_parts(folder) if folder is not None else installed_parts()


class LicencesDialog(QDialog):
    """The parts on the left, the chosen part's licence text on the right."""

    def __init__(self, parent: QWidget | None = None, shown: list[Part] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licences")
        self.setWindowTitle(QCoreApplication.translate("Licences", "Licences"))
        self.parts = shown if shown is not None else parts()
        intro = QLabel(
            QCoreApplication.translate(
                "Licences", "cardtable and each part it comes with, under its own licence. Choose a part to read it."
            )
        )
        intro.setWordWrap(True)
        self.names = QListWidget()
        self.names.addItems([f"{p.name} ({p.licence})" if p.licence else p.name for p in self.parts])
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.names)
        split.addWidget(self.text)
        split.setSizes([340, 520])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.names.currentRowChanged.connect(self.show_part)
        self.resize(900, 600)
        if self.parts:
            self.names.setCurrentRow(0)

    def show_part(self, row: int) -> None:
        self.text.setPlainText(self.parts[row].text if 0 <= row < len(self.parts) else "")

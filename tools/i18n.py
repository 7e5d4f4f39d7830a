"""``python -m tools.i18n [--check]``: keep the translators' catalogues current.

Without options: regenerate ``cardtable/ui/engine_words.py`` from the engine if it is stale, then run
pyside6-lupdate over the sources into every ``cardtable/translations/cardtable_<lang>.ts`` (obsolete
entries dropped). Translate the new entries (Qt Linguist or the .ts file); the program reads the
.ts files itself, so nothing is compiled. ``--check`` changes nothing and exits 1 when a catalogue
or engine_words.py is not what the sources make."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from cardtable.ui import engine_words
from cardtable.ui.i18n import LANGUAGES, TRANSLATIONS

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "cardtable" / "ui"
#: The languages with a catalogue (English is the source language).
CATALOGUES = tuple(code for code in LANGUAGES if code != "en")


def tool(name: str) -> str:
    """A Qt tool of the venv's PySide6 (pyside6-lupdate, pyside6-lrelease)."""
    return shutil.which(name) or str(Path(sys.executable).parent / name)


def translation_sources() -> list[Path]:
    """The files pyside6-lupdate reads. In them a ``#:`` comment is a note for the translators of
    the next string marked for translation, so it stands only right before one (lupdate gathers
    every ``#:`` up to that string into its note); other notes there are plain ``#`` comments."""
    sources = sorted(SOURCES.glob("*.py"))
    # The parts below the table word their messages as notices (cardtable/notices.py) for the table.
    return sources + [SOURCES.parent / name for name in ("settings.py", "storage.py", "stats.py")]


def catalogues(folder: Path = TRANSLATIONS) -> list[Path]:
    return [folder / f"cardtable_{code}.ts" for code in CATALOGUES]


def lupdate(targets: list[Path]) -> None:
    """Merge the sources' strings into ``targets`` (obsolete entries dropped, no line numbers)."""
    sources = [str(path) for path in translation_sources()]
    subprocess.run(
        [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources, "-ts", *map(str, targets)],
        check=True,
        capture_output=True,
    )


def update() -> list[Path]:
    """engine_words.py if it was stale, then every catalogue."""
    written = [] if engine_words.current() else [engine_words.write()]
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    targets = catalogues()
    lupdate(targets)
    return written + targets


def stale() -> list[str]:
    """What ``update`` would change: engine_words.py, and each catalogue lupdate would rewrite."""
    out = [] if engine_words.current() else ["cardtable/ui/engine_words.py"]
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for path in catalogues():
            copy = Path(tmp) / path.name
            if path.exists():
                shutil.copy2(path, copy)
            copies.append(copy)
        lupdate(copies)
        out += [
            path.relative_to(ROOT).as_posix()
            for path, copy in zip(catalogues(), copies, strict=True)
            if not path.exists() or path.read_bytes() != copy.read_bytes()
        ]
    return out


def release(out: Path) -> list[Path]:
    """Each catalogue compiled by pyside6-lrelease into ``out`` (what Qt itself would load; the
    tests compare the program's reading of the .ts files with it)."""
    written = []
    for ts in catalogues():
        qm = out / (ts.stem + ".qm")
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is stale")
    args = parser.parse_args(argv)
    if args.check:
        found = stale()
        for rel in found:
            print(f"stale: {rel} (run: python -m tools.i18n)")
        return 1 if found else 0
    for path in update():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())

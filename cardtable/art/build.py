"""Writing the generated art into ``assets/`` and checking that it is current."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from .backs import BACKS, back_svg, icon_svg, slot_svg
from .faces import STYLES, all_codes, face_svg

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The translations (English is the source language): assets/i18n/cardtable_<lang>.ts and .qm.
LANGUAGES = ("de", "cs", "ru", "pt", "nl", "es")
SOURCES = Path(__file__).resolve().parent.parent / "ui"


def generated() -> Iterator[tuple[str, str]]:
    """Every generated SVG file as (path relative to assets/, text)."""
    for style in STYLES:
        for code in all_codes():
            yield f"cards/{style}/{code}.svg", face_svg(style, code)
    for name in BACKS:
        yield f"cards/backs/{name}.svg", back_svg(name)
    yield "cards/slot.svg", slot_svg()
    yield "icons/cardtable.svg", icon_svg()


def build(root: Path = ASSETS, *, with_png: bool = True) -> list[Path]:
    """Write every SVG that changed, the icon PNGs, resources.qrc and the compiled resource module."""
    written = []
    for rel, text in generated():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            written.append(target)
    if with_png:
        written.extend(export_icon_pngs(root))
    written.extend(release(root))
    written.append(write_qrc(root))
    written.append(compile_resources(root))
    return written


RESOURCE_MODULE = Path(__file__).resolve().parent.parent / "ui" / "resources_rc.py"


def compile_resources(root: Path = ASSETS) -> Path:
    """Compile resources.qrc with pyside6-rcc into cardtable/ui/resources_rc.py (committed, so that
    an installed or packaged app needs no loose files and no build step)."""
    rcc = shutil.which("pyside6-rcc") or str(Path(sys.executable).parent / "pyside6-rcc")
    subprocess.run([rcc, str(root.parent / "resources.qrc"), "-o", str(RESOURCE_MODULE)], check=True)
    return RESOURCE_MODULE


def stale(root: Path = ASSETS) -> list[str]:
    """Generated files that are missing or differ from what the generator produces."""
    out = []
    for rel, text in generated():
        target = root / rel
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            out.append(rel)
    return out


def export_icon_pngs(root: Path = ASSETS) -> list[Path]:
    """PNG sizes of the app icon, rendered by Qt from the SVG."""
    from .render import render_svg_to_image

    written = []
    svg = (root / "icons" / "cardtable.svg").read_bytes()
    for size in ICON_SIZES:
        target = root / "icons" / f"cardtable-{size}.png"
        image = render_svg_to_image(svg, size, size)
        image.save(str(target))
        written.append(target)
    return written


def qrc_text(root: Path = ASSETS) -> str:
    """resources.qrc: every asset under the prefix /assets (cards, icons)."""
    files = sorted(p.relative_to(root.parent).as_posix() for p in root.rglob("*") if p.is_file() and p.suffix != ".ts")
    lines = ['<!DOCTYPE RCC><RCC version="1.0">', '<qresource prefix="/">']
    lines += [f"  <file>{f}</file>" for f in files]
    lines += ["</qresource>", "</RCC>", ""]
    return "\n".join(lines)


def _tool(name: str) -> str:
    return shutil.which(name) or str(Path(sys.executable).parent / name)


def translation_sources() -> list[Path]:
    """The files pyside6-lupdate reads. In them a ``#:`` comment is a note for the translators of
    the next string marked for translation, so it stands only right before one (lupdate gathers
    every ``#:`` up to that string into its note); other notes there are plain ``#`` comments."""
    sources = sorted(p for p in SOURCES.glob("*.py") if p.name != "resources_rc.py")
    # The parts below the table word their messages as notices (cardtable/notices.py) for the table.
    return sources + [SOURCES.parent / name for name in ("settings.py", "storage.py", "stats.py")]


def update_translations(root: Path = ASSETS) -> list[Path]:
    """Run pyside6-lupdate over the UI sources into every .ts (obsolete entries dropped), then
    compile each .ts into its .qm with pyside6-lrelease."""
    from cardtable.ui import engine_words

    if not engine_words.current():
        engine_words.write()
    folder = root / "i18n"
    folder.mkdir(parents=True, exist_ok=True)
    sources = [str(path) for path in translation_sources()]
    targets = [folder / f"cardtable_{lang}.ts" for lang in LANGUAGES]
    subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *sources, "-ts",
                    *map(str, targets)], check=True, capture_output=True)
    return targets + release(root)


def release(root: Path = ASSETS, out: Path | None = None) -> list[Path]:
    """Compile each .ts into a .qm (in ``out``, default beside it)."""
    written = []
    for ts in sorted((root / "i18n").glob("*.ts")):
        qm = (out or ts.parent) / (ts.stem + ".qm")
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


def stale_translations(root: Path = ASSETS) -> list[str]:
    """Compiled .qm files that are missing or differ from what their .ts compiles to."""
    import tempfile

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for qm in release(root, Path(tmp)):
            shipped = root / "i18n" / qm.name
            if not shipped.exists() or shipped.read_bytes() != qm.read_bytes():
                out.append(f"i18n/{qm.name}")
    return out


def write_qrc(root: Path = ASSETS) -> Path:
    target = root.parent / "resources.qrc"
    target.write_text(qrc_text(root), encoding="utf-8")
    return target

"""``python -m tools.art build [--out DIR] | sheet --style tell --out sheet.png [--scale 2] [--indices BDKA]``.

The program draws its card art in memory (``cardtable.art``); ``build`` writes every picture as a
file for a look in another program (SVG cards, backs, slot, icon, and the icon's PNG sizes), and
``sheet`` renders every card and back of a deck style into one PNG, the French decks with the corner
letters of J, Q, K, A given (German ``BDKA``, Russian ``ВДКТ``) for a look before a catalogue has them."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cardtable.art.backs import BACKS, back_svg, icon_svg, slot_svg
from cardtable.art.faces import LETTERED, STYLES, all_codes, face_svg
from cardtable.ui.cardimages import ICON_SIZES, icon_png

OUT = Path("build") / "art"


def generated() -> Iterator[tuple[str, str]]:
    """Every picture of the card art as (file path, SVG text)."""
    for style in STYLES:
        for code in all_codes():
            yield f"cards/{style}/{code}.svg", face_svg(style, code)
    for name in BACKS:
        yield f"cards/backs/{name}.svg", back_svg(name)
    yield "cards/slot.svg", slot_svg()
    yield "icons/cardtable.svg", icon_svg()


def build(root: Path) -> list[Path]:
    """Write every SVG and the icon's PNG sizes under ``root``."""
    ensure_app()
    files = [(rel, text.encode()) for rel, text in generated()]
    files += [(f"icons/cardtable-{size}.png", icon_png(size)) for size in ICON_SIZES]
    for rel, data in files:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    return [root / rel for rel, _ in files]


def ensure_app() -> QGuiApplication:
    """Qt for rendering: offscreen, as the tools show no window (and may run without a screen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance()
    return app if isinstance(app, QGuiApplication) else QGuiApplication([])


def contact_sheet(svgs: list[bytes], columns: int, card_width: int, background: str = "#1f6b3a") -> QImage:
    """A grid of rendered cards on table green."""
    ensure_app()
    card_height = round(card_width * 336 / 240)
    gap = max(8, card_width // 12)
    rows = (len(svgs) + columns - 1) // columns
    sheet = QImage(
        gap + columns * (card_width + gap), gap + rows * (card_height + gap), QImage.Format.Format_ARGB32_Premultiplied
    )
    sheet.fill(QColor(background))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, svg in enumerate(svgs):
        r, c = divmod(i, columns)
        renderer = QSvgRenderer(QByteArray(svg))
        renderer.render(
            painter, QRectF(gap + c * (card_width + gap), gap + r * (card_height + gap), card_width, card_height)
        )
    painter.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.art")
    sub = parser.add_subparsers(dest="command", required=True)
    build_cmd = sub.add_parser("build", help="write every card, back, slot and icon as a file")
    build_cmd.add_argument("--out", type=Path, default=OUT, help=f"folder (default {OUT})")
    sheet = sub.add_parser("sheet", help="render every card and back of a style into one PNG")
    sheet.add_argument("--style", choices=STYLES, default="french")
    sheet.add_argument("--out", required=True)
    sheet.add_argument("--scale", type=float, default=1.0, help="1 = 100 %% (cards 120 px wide), 2 = 200 %%")
    sheet.add_argument("--indices", default=LETTERED, help="corner letters of J, Q, K, A (default JQKA)")
    args = parser.parse_args(argv)
    if args.command == "build":
        for path in build(args.out):
            print(path)
        return 0
    if len(args.indices) != len(LETTERED):
        parser.error("--indices: one letter for each of J, Q, K, A")
    indices = dict(zip(LETTERED, args.indices, strict=True))
    try:
        svgs = [face_svg(args.style, code, indices).encode() for code in all_codes()]
    except ValueError as exc:
        parser.error(f"--indices: {exc}")
    svgs += [back_svg(name).encode() for name in BACKS] + [slot_svg().encode()]
    image = contact_sheet(svgs, columns=9, card_width=round(120 * args.scale))
    image.save(args.out)
    print(f"{args.out}: {image.width()} x {image.height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

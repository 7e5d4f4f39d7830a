"""``python -m cardtable.art build | check | i18n | sheet --style tell --out sheet.png [--scale 2]``."""

from __future__ import annotations

import argparse
import sys

from .backs import BACKS, back_svg, slot_svg
from .build import ASSETS, build, stale, stale_translations, update_translations
from .faces import STYLES, all_codes, face_svg


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.art")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="write the SVG cards, backs, slot and icon into assets/")
    sub.add_parser("check", help="exit 1 if assets/ differs from what the generator produces")
    sub.add_parser("i18n", help="update assets/i18n/*.ts from the sources (pyside6-lupdate), compile the .qm "
                                "files and the resources")
    sheet = sub.add_parser("sheet", help="render every card and back of a style into one PNG")
    sheet.add_argument("--style", choices=STYLES, default="french")
    sheet.add_argument("--out", required=True)
    sheet.add_argument("--scale", type=float, default=1.0, help="1 = 100 %% (cards 120 px wide), 2 = 200 %%")
    args = parser.parse_args(argv)
    if args.command == "build":
        for written in build():
            print(written.relative_to(ASSETS.parent))
        return 0
    if args.command == "i18n":
        from .build import compile_resources, write_qrc

        for written in [*update_translations(), write_qrc(), compile_resources()]:
            print(written.relative_to(ASSETS.parent))
        return 0
    if args.command == "check":
        out = stale() + stale_translations()
        for rel in out:
            print(f"stale: assets/{rel}")
        return 1 if out else 0
    from .render import contact_sheet

    svgs = [face_svg(args.style, code).encode() for code in all_codes()]
    svgs += [back_svg(name).encode() for name in BACKS] + [slot_svg().encode()]
    image = contact_sheet(svgs, columns=9, card_width=round(120 * args.scale))
    image.save(args.out)
    print(f"{args.out}: {image.width()} x {image.height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

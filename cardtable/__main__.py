"""Thin launcher: parse the command line, start the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="cardtable", description="Schnapsen, Bura and Bohemian Schneider")
    parser.add_argument("--game", choices=("schnapsen", "bura", "schneider"), default="schnapsen")
    parser.add_argument("--rules", default="standard", help="rule preset (standard, tournament)")
    parser.add_argument("--deck", choices=("french", "tell"), default="french")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window and exit")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    from cardtable.ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

"""Thin launcher: parse the command line, start the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cardtable import __version__


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    from cardtable.ai.players import LEVELS
    from cardtable.engine import GAMES

    parser = argparse.ArgumentParser(prog="cardtable", description="Schnapsen, Bura and Bohemian Schneider")
    parser.add_argument("--game", choices=tuple(GAMES), default=None)
    parser.add_argument("--rules", default=None, help="rule preset (standard; tournament for Schnapsen)")
    parser.add_argument("--deck", choices=("french", "french4", "tell"), default=None)
    parser.add_argument("--level", choices=LEVELS, default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--autoplay", action="store_true", help="the computer plays both seats")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--resume", action="store_true", help="resume the unfinished game without asking")
    start.add_argument("--new", action="store_true", help="start a new game; the autosave is not resumed")
    parser.add_argument("--autosave", action="store_true", help="autosave (and resume) a demo like a real match")
    parser.add_argument("--theme", choices=("system", "light", "dark"), default="system")
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the window after the deal and exit")
    parser.add_argument("--after", type=int, default=0, metavar="N", help="with --screenshot: after N actions")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--install-desktop", action="store_true",
                        help="Linux: add the menu entry and icon for this user (~/.local/share) and exit")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.install_desktop:
        from cardtable.desktop import install

        for path in install():
            print(path)
        return 0
    from cardtable.display import display_problem

    problem = display_problem()
    if problem is not None:
        print(f"cardtable: error: {problem}", file=sys.stderr)
        return 1
    try:
        from cardtable.ui.app import run

        return run(args)
    except Exception as exc:  # an error that stops the program reaches stderr as well as the log
        import traceback

        from cardtable.errorlog import log_error

        log = log_error(traceback.format_exc())
        where = f"details in {log}" if log is not None else "no log could be written"
        print(f"cardtable: error: {type(exc).__name__}: {exc} ({where})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

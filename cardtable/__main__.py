"""Thin launcher: parse the command line, start the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cardtable import __version__


def count(text: str) -> int:
    """An ``--after`` count: a whole number of actions, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


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
    parser.add_argument("--after", type=count, default=None, metavar="N", help="with --screenshot: after N actions")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("file", nargs="?", metavar="FILE", help="a saved game (.cardtable) to play on")
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="Linux: add the menu entry and icon for this user (~/.local/share) and exit",
    )
    args = parser.parse_args(argv)
    mistake = combination_mistake(args)
    if mistake is not None:
        parser.error(mistake)  # exit 2, with the usage line, as for any other command-line mistake
    if args.after is None:
        args.after = 0
    return args


def combination_mistake(args: argparse.Namespace) -> str | None:
    """Options that another option would make pointless, in words, or None. They are refused rather
    than ignored without a word: the player asked for something the program would not do."""
    if args.install_desktop:
        others = _others_than_install(args)
        if others:
            return (
                f"--install-desktop adds the menu entry and exits, starting no game: leave out {' and '.join(others)}"
            )
    if args.file is not None:
        mistake = _file_mistake(args)
        if mistake is not None:
            return mistake
    if args.after is not None and args.screenshot is None:
        return "--after counts the actions before a --screenshot: add --screenshot FILE, or leave out --after"
    if args.resume and args.screenshot is not None:
        return "--screenshot shows a new game of its own and leaves the autosave alone: it cannot be used with --resume"
    given = [f"--{name}" for name in ("game", "rules", "seed", "level") if getattr(args, name) is not None]
    if args.resume and given:
        return (
            f"--resume goes on with the saved game, which keeps its own game, rules, seed and level: leave "
            f"out {' and '.join(given)}, or use --new to start a new game with them"
        )
    return None


def _file_mistake(args: argparse.Namespace) -> str | None:
    """A saved game on the command line with options it would override (issue 46)."""
    given = [
        f"--{name}"
        for name in ("game", "rules", "seed", "level", "screenshot", "after")
        if getattr(args, name) is not None
    ]
    given += [f"--{name}" for name in ("resume", "new", "autoplay", "autosave") if getattr(args, name)]
    if not given:
        return None
    return f"FILE opens a saved game, which keeps its own game, rules, seed and level: leave out {' and '.join(given)}"


def _others_than_install(args: argparse.Namespace) -> list[str]:
    """The options given beside ``--install-desktop`` (which would be ignored)."""
    given = [
        f"--{name}"
        for name in ("game", "rules", "deck", "level", "seed", "screenshot", "after")
        if getattr(args, name) is not None
    ]
    given += [f"--{name}" for name in ("autoplay", "resume", "new", "autosave") if getattr(args, name)]
    if args.theme != "system":
        given.append("--theme")
    if args.file is not None:
        given.append("FILE")
    return given


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.install_desktop:
        return install_desktop()
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


def install_desktop() -> int:
    """``--install-desktop``: the files written, one a line; a folder that cannot take them (read-only,
    a file in the way) is said in one line, not a traceback."""
    from cardtable.desktop import data_home, install

    try:
        written = install()
    except OSError as exc:
        where = exc.filename if exc.filename is not None else data_home()
        print(
            f"cardtable: error: cannot install the menu entry in {str(where)!r}: {exc.strerror or exc}", file=sys.stderr
        )
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

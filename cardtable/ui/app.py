"""Starting the application from the command line (see ``cardtable --help``)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable import __version__
from cardtable.desktop import APP_ID
from cardtable.settings import load_settings

from .importhook import lighten
from .instance import Instance, Reply

lighten()  # before the window's modules are imported


def install_error_hook() -> None:
    """An unexpected error is written to a log file; the player sees a short message, not a
    traceback, and the table goes on."""
    import traceback

    from cardtable.errorlog import log_error

    def hook(kind: type[BaseException], error: BaseException, tb: Any) -> None:
        log = log_error("".join(traceback.format_exception(kind, error, tb)))
        where = f"details in {log}" if log is not None else "no log could be written"
        print(f"cardtable: {kind.__name__}: {error} ({where})", file=sys.stderr)
        app = QApplication.instance()
        window = app.activeWindow() if isinstance(app, QApplication) else None
        if window is not None and hasattr(window, "statusBar"):
            from PySide6.QtCore import QCoreApplication

            said = (
                QCoreApplication.translate("app", "Something went wrong ({kind}); details are in {log}.")
                if log is not None
                else QCoreApplication.translate("app", "Something went wrong ({kind}); no log could be written.")
            )
            window.statusBar().showMessage(said.format(kind=kind.__name__, log=log), 15000)

    sys.excepthook = hook


def check_args(args: argparse.Namespace, game: str) -> str | None:
    """A command-line mistake in words (for stderr), or None: a preset the game lacks, a screenshot
    that could not be written."""
    from PySide6.QtGui import QImageWriter

    from cardtable.engine import GAMES

    presets = GAMES[game].presets
    if args.rules is not None and args.rules not in presets:
        return f"--rules: {game} has no preset {args.rules!r} (choose from {', '.join(presets)})"
    if args.screenshot is not None:
        formats = {bytes(f.data()).decode().lower() for f in QImageWriter.supportedImageFormats()}
        try:
            return _screenshot_mistake(args.screenshot, formats)
        except OSError as exc:  # a name the file system refuses (too long, ...): one line, not a log entry
            return f"--screenshot: {args.screenshot!r} cannot be used: {exc.strerror or exc}"
    return None


def _screenshot_mistake(name: str, formats: set[str]) -> str | None:
    """What is wrong with the screenshot's file name, or None; OSError where the file system refuses
    to look at it."""
    target = Path(name)
    if not name or target.is_dir():
        return f"--screenshot: {name!r} is not a file name"
    if target.suffix.lower().lstrip(".") not in formats:
        return f"--screenshot: unknown image type {target.suffix or '(none)'!r}; use .png"
    if not target.parent.is_dir():
        return f"--screenshot: no such folder {str(target.parent)!r}"
    longest = _longest_name(target.parent)
    if longest is not None and len(os.fsencode(target.name)) > longest:
        return f"--screenshot: the file name is longer than the folder allows ({longest} bytes)"
    return None


def _longest_name(folder: Path) -> int | None:
    """The longest file name ``folder``'s file system takes (POSIX), or None where that is not said."""
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, ValueError, OSError):
        return None


def run(args: argparse.Namespace) -> int:
    app = _application()
    from .mainwindow import MainWindow

    settings, problem = load_settings()
    if args.game:
        settings.game = args.game
    mistake = check_args(args, settings.game)
    if mistake is not None:
        print(f"cardtable: error: {mistake}", file=sys.stderr)
        return 1 if mistake.startswith("--screenshot") else 2  # 2: a command-line usage error
    _apply_args(app, args, settings)
    from . import opening

    game_file = opening.given_file(args)  # a saved game on the command line (a double-click), checked
    if isinstance(game_file, int):
        return game_file
    persist = not args.screenshot
    instance = _claim_data_folder(_requests(args), game_file) if persist else None
    if isinstance(instance, int):
        return instance  # another copy runs: it came forward (0), or it does not answer (1)
    # the unfinished game is resumed unless a new one is asked for (--new, or a given game or seed)
    resume = args.resume or not (args.new or args.game or args.seed is not None or game_file is not None)
    from . import worker

    worker.hold()  # the computer's first thought waits for the table's first paint
    window = MainWindow(
        settings, seed=args.seed, autoplay=args.autoplay, persist=persist, resume=resume, autosave=args.autosave
    )
    _stand_in_for_screenshot(args, window)
    window.show()
    opening.follow(app, window, instance if isinstance(instance, Instance) else None, game_file)
    if isinstance(instance, Instance):
        instance.on_raise = lambda: _bring_to_front(window)
        app.aboutToQuit.connect(instance.release)
    app.aboutToQuit.connect(_stop_thinking)
    _end_on_signals(app)
    if problem:
        from . import texts

        window.report(texts.notice(problem))
    _until_first_paint(app, window, args)
    code = app.exec()
    window.store.flush()  # the autosave's last write is on the disk before the program ends
    quick_exit(code)


def _application() -> QApplication:
    """The application, named for the desktop (Wayland matches the window to the desktop entry)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    install_error_hook()
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    return app


def _apply_args(app: QApplication, args: argparse.Namespace, settings: Any) -> None:
    """The command line's choices over the settings for this run; the theme and the language."""
    from .theme import apply_theme

    if args.deck:
        settings.deck_style = args.deck
    if args.rules:
        settings.presets[settings.game] = args.rules
        settings.rules.pop(settings.game, None)
    if args.level:
        settings.level = args.level
    if args.screenshot:
        settings.animation = "off"  # a screenshot shows the table at rest, not cards in flight
    # --theme holds for this run only; the saved choice is View ▸ Theme's (or Preferences').
    apply_theme(app, args.theme if args.theme != "system" else settings.theme)
    from .i18n import set_language

    set_language(settings.language)


def _stand_in_for_screenshot(args: argparse.Namespace, window: Any) -> None:
    """--screenshot --after N: the table holds still after N actions, an easy player moving for the person."""
    if args.screenshot and args.after and window.controller is not None:
        window.controller.stop_after = args.after
        if not args.autoplay:
            from cardtable.ai import make_player

            window.controller.set_stand_in(make_player("easy", seed=args.seed))


def _until_first_paint(app: QApplication, window: Any, args: argparse.Namespace) -> None:
    """What happens at the table's first paint: a screenshot, the start benchmark's end, or what
    waited for it."""
    from . import firstpaint, worker
    from .paintwatch import PaintWatch

    if not firstpaint.EXIT_AT_FIRST_PAINT:
        PaintWatch(window, worker.release)  # the start benchmark quits at that paint: no thought is wanted
    if args.screenshot:
        _schedule_screenshot(app, window, args.screenshot, args.after)
    elif firstpaint.EXIT_AT_FIRST_PAINT:
        firstpaint.exit_at_first_paint(window)  # the start benchmark's end
    else:
        _after_first_paint(window)


def _after_first_paint(window: Any) -> None:
    """What waits for the table's first paint, so as not to delay it (a screenshot and the start
    benchmark end at that paint and need none of it): the sound's thread and files, the
    statistics database (opened by the background writer), the card faces drawn ahead."""
    from . import online_reminder, online_watch
    from .paintwatch import PaintWatch
    from .prewarm import Prewarm

    PaintWatch(window, window.sounds.start)
    PaintWatch(window, window.store.prepare)
    PaintWatch(window, Prewarm(window).start)
    PaintWatch(window, lambda: online_reminder.remind(window))  # an online match left running
    PaintWatch(window, lambda: setattr(window, "invitations", online_watch.watch(window)))  # a friend's invitation


def _stop_thinking() -> None:
    """No computer's answer reaches a window being taken down (``ai.remote``, if it was used)."""
    remote = sys.modules.get("cardtable.ai.remote")
    if remote is not None:
        remote.stop_all()


def quick_exit(code: int) -> NoReturn:
    """End the process without tearing down every Python and Qt object one by one (some 80 ms of
    processor time, where a bare window takes 15). All that must outlive the program is done by
    now: settings saved and the statistics closed (the window's closeEvent), the autosave written,
    the lock released (aboutToQuit); the exit handlers run (the sound device is closed) and the
    output is flushed."""
    import atexit
    import contextlib

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError, AttributeError):  # closed, or none (a windowed program)
            stream.flush()
    os._exit(code)


def _requests(args: argparse.Namespace) -> list[str]:
    """The options that ask for something a running copy would not do when merely brought to the
    front: a new game, another game, seed, rules, level, deck, theme, a demo."""
    given = [
        f"--{name}" for name in ("game", "rules", "seed", "level", "deck") if getattr(args, name, None) is not None
    ]
    given += [f"--{name}" for name in ("new", "autoplay", "autosave") if getattr(args, name, False)]
    if getattr(args, "theme", "system") != "system":
        given.append("--theme")
    return given


ENDING_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")  # a logout or ``kill``, Ctrl+C, the terminal closed
_KEPT: list[object] = []  # what must live as long as the program: the wake-up socket and its notifier


def _end_on_signals(app: QApplication) -> None:
    """SIGTERM, SIGINT and SIGHUP end the program as closing its window does (settings saved, the
    lock released), not at once with nothing saved. Python runs a signal's handler only when the
    interpreter runs, which it does not while Qt's event loop waits: the signal's byte, written to
    a socket (``signal.set_wakeup_fd``), wakes the loop through a QSocketNotifier."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    try:
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        signal.set_wakeup_fd(writer.fileno())
    except (OSError, ValueError):  # not the main thread, or no sockets: the signals keep their default
        return
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda *_: _drain(reader))
    _KEPT.extend((reader, writer, notifier))

    def handler(signum: int, frame: object) -> None:
        QTimer.singleShot(0, app, lambda: _close_all(app))  # in the event loop, once it runs

    for name in ENDING_SIGNALS:
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, handler)


def _drain(reader: Any) -> None:
    """Empty the wake-up socket (its bytes only woke the loop; the handler has the signal)."""
    try:
        while reader.recv(512):
            pass
    except OSError:
        pass


def _close_all(app: QApplication) -> None:
    """As if the player closed the window: its closeEvent saves, then the program ends."""
    app.closeAllWindows()
    app.quit()


def _claim_data_folder(requests: list[str] | None = None, game: Path | None = None) -> Instance | int:
    """This copy's hold on the data folder, or the exit code where another copy runs: 0 when it was
    asked to come to the front and answered (1 when this start asked for more, ``requests``, which
    the running copy does not do: it keeps its game, and saying nothing would drop them), 1 when it
    took the request but did not answer (frozen
    or hung: a second copy would write over its autosave, and saying "brought to the front" would
    be untrue). A lock that nobody can even reach was left by a copy that is gone, though Qt could
    not tell (its process id reused, another host name on a shared home): it is taken over, and
    where even that fails the program starts all the same, rather than never again."""
    from cardtable.storage import data_dir

    instance = Instance(data_dir())
    if instance.claim():
        return instance
    reply = instance.ask_first_to_raise(game)
    if reply is Reply.RAISED and game is not None:
        print(f"cardtable: already running; its window was brought to the front to open {game.name}", file=sys.stderr)
        return 0
    if reply is Reply.RAISED:
        if requests:
            print(
                f"cardtable: error: already running; its window was brought to the front, and it keeps its "
                f"game: {' '.join(requests)} not applied (to start anew there: Game ▸ New)",
                file=sys.stderr,
            )
            return 1
        print("cardtable: already running; its window was brought to the front", file=sys.stderr)
        return 0
    if reply is Reply.SILENT:
        print(f"cardtable: error: {_silent_copy(instance.holder_pid())}", file=sys.stderr)
        return 1
    if not instance.take_over():
        print("cardtable: the data folder's lock could not be taken; starting all the same", file=sys.stderr)
    return instance


def _silent_copy(pid: int | None) -> str:
    """What to do about a running copy that does not answer, in words for the terminal: a stopped
    copy (Ctrl+Z, SIGSTOP) is resumed, not ended (a plain kill waits until it runs again)."""
    if pid is None:
        return (
            "cardtable is already running but does not answer: wait a moment and start it again, "
            "or end the running copy"
        )
    if _stopped(pid):
        return (
            f"cardtable is already running but is stopped (process {pid}, e.g. by Ctrl+Z): resume it "
            f"with 'fg' in its terminal or 'kill -CONT {pid}', or end it with 'kill -KILL {pid}'"
        )
    return (
        f"cardtable is already running but does not answer (process {pid}, busy or hung): wait a "
        f"moment and start it again, or end it with 'kill {pid}'"
    )


def _stopped(pid: int) -> bool:
    """Whether process ``pid`` is stopped (Linux /proc; False where that cannot be read)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    state = stat[stat.rfind(")") + 1 :].split()[:1]  # the name in parentheses may hold spaces
    return state in (["T"], ["t"])


def _bring_to_front(window: Any) -> None:
    """Another copy was started: this one's window comes forward (restored if minimised)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def _schedule_screenshot(app: QApplication, window: Any, path: str, after: int) -> None:
    """Save a PNG of the window at the table's first complete paint after the deal, or after
    ``after`` actions and their animations, then quit."""
    from .paintwatch import PaintWatch

    def ready() -> bool:
        controller = window.controller
        if controller is None:
            return False
        done = controller.actions_applied >= after or controller.match.result is not None
        return done and not controller.busy and not window.table.animator.busy

    def shoot() -> None:
        if window.grab().save(path):
            app.quit()
        else:
            print(f"cardtable: error: could not write the screenshot {path!r}", file=sys.stderr)
            app.exit(1)

    PaintWatch(window, shoot, ready)

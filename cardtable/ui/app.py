"""Starting the application from the command line (see ``cardtable --help``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable import __version__
from cardtable.desktop import APP_ID
from cardtable.settings import load_settings


def install_error_hook() -> None:
    """An unexpected error is written to a log file; the player sees a short message, not a
    traceback, and the table goes on."""
    import traceback
    from pathlib import Path

    from cardtable.settings import config_dir

    def hook(kind: type[BaseException], error: BaseException, tb: Any) -> None:
        text = "".join(traceback.format_exception(kind, error, tb))  # type: ignore[call-overload]
        log = Path(config_dir()) / "errors.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as out:
                out.write(text + "\n")
        except OSError:
            pass
        app = QApplication.instance()
        window = app.activeWindow() if isinstance(app, QApplication) else None
        if window is not None and hasattr(window, "statusBar"):
            window.statusBar().showMessage(f"Something went wrong ({kind.__name__}); details are in {log}.", 15000)

    sys.excepthook = hook


def run(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    install_error_hook()
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to the desktop entry and its icon
    from .mainwindow import MainWindow
    from .theme import apply_theme

    settings, problem = load_settings()
    if args.game:
        settings.game = args.game
    if args.deck:
        settings.deck_style = args.deck
    if args.rules:
        settings.presets[settings.game] = args.rules
        settings.rules.pop(settings.game, None)
    if args.level:
        settings.level = args.level
    if args.screenshot and args.autoplay:
        settings.animation = "off"  # a screenshot of a self-playing table need not wait for flights
    apply_theme(app, args.theme)
    persist = not args.screenshot
    window = MainWindow(settings, seed=args.seed, autoplay=args.autoplay, persist=persist)
    if args.screenshot and args.after and window.controller is not None and not args.autoplay:
        from cardtable.ai import make_player

        window.controller.set_stand_in(make_player("easy", seed=args.seed))
    if problem:
        window.statusBar().showMessage(problem, 15000)
    window.show()
    if args.screenshot:
        _schedule_screenshot(app, window, args.screenshot, args.after)
    return app.exec()


def _schedule_screenshot(app: QApplication, window: Any, path: str, after: int) -> None:
    """Save a PNG of the window after the deal, or after ``after`` actions, then quit."""

    def ready() -> bool:
        controller = window.controller
        return controller is not None and controller.actions_applied >= after and not controller.busy

    def check() -> None:
        if ready():
            QTimer.singleShot(150, window, shoot)
        else:
            QTimer.singleShot(50, window, check)

    def shoot() -> None:
        window.grab().save(path)
        app.quit()

    QTimer.singleShot(300, window, check)

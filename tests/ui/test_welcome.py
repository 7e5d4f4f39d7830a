"""The welcome (issue 43): shown on the very first start only (no settings file yet), never again
once seen, never for a screenshot, a demo or a test's window; Help ▸ How to play shows it any time,
and a game picked there is started."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardtable.settings import Settings, load_settings
from cardtable.ui.mainwindow import MainWindow
from cardtable.ui.welcome import WelcomeDialog


def _answer_welcome(seen: list[str], act: Callable[[WelcomeDialog], None]) -> QTimer:
    """Poll for the welcome; once up, note its how-to text and ``act`` on it (it is modal)."""
    timer = QTimer()

    def poll() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, WelcomeDialog) and widget.isVisible():
                seen.append(widget.how_to_play())
                try:
                    act(widget)
                finally:  # a failed check must not leave the modal dialog up (the test would hang)
                    if widget.isVisible():
                        widget.reject()

    timer.timeout.connect(poll)
    timer.start(50)
    return timer


def _window(qtbot: Any, settings: Settings, **keys: Any) -> MainWindow:
    window = MainWindow(settings, seed=3, **keys)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_first_start_welcomes_once_and_never_again(qtbot, tmp_path: Path) -> None:
    settings, problem = load_settings()
    assert problem is None and settings.welcome  # no settings file: the very first start
    settings.animation = "off"
    seen: list[str] = []
    timer = _answer_welcome(seen, lambda dialog: dialog.play.click())
    window = _window(qtbot, settings, persist=True)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    timer.stop()
    assert "F1" in seen[0] and "H" in seen[0] and "Enter" in seen[0]
    assert not window.settings.welcome
    assert load_settings()[0].welcome is False  # saved at once: a second start shows nothing
    window.close()
    again: list[str] = []
    timer = _answer_welcome(again, lambda dialog: dialog.play.click())
    second = _window(qtbot, load_settings()[0], persist=True)
    qtbot.wait(300)
    timer.stop()
    assert again == [] and second.isVisible()


def test_an_older_settings_file_without_the_flag_brings_no_welcome(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "older"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"game": "bura", "animation": "off"}))
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(folder))
    settings, problem = load_settings()
    assert problem is None and settings.game == "bura" and not settings.welcome


def test_no_welcome_for_a_screenshot_or_a_demo(qtbot) -> None:
    seen: list[str] = []
    timer = _answer_welcome(seen, lambda dialog: dialog.play.click())
    shot = _window(qtbot, Settings(welcome=True, animation="off"), persist=False)  # --screenshot
    demo = _window(qtbot, Settings(welcome=True, animation="off"), persist=True, autoplay=True)
    qtbot.wait(300)
    timer.stop()
    assert seen == [] and shot.settings.welcome and demo.settings.welcome


def test_how_to_play_picks_another_game(qtbot, make_window) -> None:
    window = make_window("schnapsen")

    def pick_bura(dialog: WelcomeDialog) -> None:
        next(b for b in dialog.games.buttons() if b.property("game") == "bura").setChecked(True)
        assert dialog.guided.isVisible()  # the guided first hand is offered (ui/lessons.py)
        dialog.play.click()

    seen: list[str] = []
    timer = _answer_welcome(seen, pick_bura)
    window.confirm = lambda title, question: True
    QTimer.singleShot(0, window.findChild(type(window.menuBar().actions()[0]), "menu-how-to-play").trigger)
    qtbot.waitUntil(lambda: bool(seen) and window.controller.game == "bura", timeout=5000)
    timer.stop()


def test_the_guided_hand_button_starts_what_the_lessons_give(qtbot, make_window, monkeypatch) -> None:
    """The seam for the guided first hand: once ``welcome.guided_hand`` is set, its button shows
    and starts the game picked."""
    from cardtable.ui import welcome

    started: list[str] = []
    monkeypatch.setattr(welcome, "guided_hand", lambda window, game: started.append(game))
    window = make_window("bura")

    def guided(dialog: WelcomeDialog) -> None:
        assert dialog.guided.isVisible()
        dialog.guided.click()

    seen: list[str] = []
    timer = _answer_welcome(seen, guided)
    QTimer.singleShot(0, lambda: welcome.show_welcome(window))
    qtbot.waitUntil(lambda: started == ["bura"], timeout=5000)
    timer.stop()

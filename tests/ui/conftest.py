import os
from collections.abc import Callable
from typing import Any

import pytest

from cardtable.settings import Settings


@pytest.fixture(autouse=True)
def _private_settings(tmp_path, monkeypatch):
    """UI tests never read or write the real user's settings, error log, autosave or statistics."""
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    os.makedirs(tmp_path / "config", exist_ok=True)


#: What a test's main window has unless its module's ``WINDOW`` or the call says otherwise: no
#: animation (the table does not wait for flights), an easy opponent, no seed of its own.
WINDOW_DEFAULTS: dict[str, Any] = {
    "animation": "off",
    "level": "easy",
    "seed": None,
    "persist": False,
    "autoplay": False,
    "resume": False,
    "size": None,
}


@pytest.fixture
def make_window(qtbot, request) -> Callable[..., Any]:
    """A main window on the screen, closed with the test: ``make_window("bura", level="strong")``.
    Keywords are the window's (seed, persist, autoplay, resume), ``size`` (resized before it is
    shown) or settings; a test module sets its own defaults in ``WINDOW`` (a dict of the same)."""
    from cardtable.ui.mainwindow import MainWindow

    def make(game: str | None = None, **overrides: Any) -> MainWindow:
        given = {**WINDOW_DEFAULTS, **getattr(request.module, "WINDOW", {}), **overrides}
        window_keys = {key: given.pop(key) for key in ("seed", "persist", "autoplay", "resume")}
        size = given.pop("size")
        if game is not None:
            given["game"] = game
        window = MainWindow(Settings(**given), **window_keys)
        qtbot.addWidget(window)
        if size is not None:
            window.resize(*size)
        window.show()
        return window

    return make


@pytest.fixture
def trick_view(qtbot) -> Callable[..., Any]:
    """A trick pile on the screen at ``size`` holding ``trick`` (card codes), the first half led:
    ``trick_view((700, 260), ("KS", "8S", "AS", "7H"))``."""
    from cardtable.engine import Card
    from cardtable.ui.cardimages import CardImages
    from cardtable.ui.models import PileModel
    from cardtable.ui.views import CardPileView

    def make(size: tuple[int, int], trick: tuple[str, ...]) -> Any:
        view = CardPileView(CardImages("french", "red"), "row", "trick", "the trick")
        qtbot.addWidget(view)
        model = PileModel("trick")
        view.setModel(model)
        view.resize(*size)
        view.show()
        model.set_cards([Card(code) for code in trick])
        view.lead_count = len(trick) // 2
        return view

    return make

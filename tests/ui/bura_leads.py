"""Bura tables where the player leads: the deals some keyboard tests need, found by trying seeds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow


def bura_leads(qtbot: Any, seeds: range = range(40)) -> Iterator[MainWindow]:
    """A window per seed (easy opponent, no animation) where the player is to lead; the deals where
    the computer leads, or the hand is already over, are skipped."""
    for seed in seeds:
        window = MainWindow(Settings(game="bura", animation="off", level="easy"), seed=seed, persist=False)
        qtbot.addWidget(window)
        window.show()
        c = window.controller
        qtbot.waitUntil(lambda c=c: c.human_to_move() == 0 or c.finished_hand is not None, timeout=10000)
        if c.human_to_move() == 0 and not c.hand.observation(0).trick:
            yield window

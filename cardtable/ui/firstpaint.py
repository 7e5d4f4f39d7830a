"""The table's first complete paint: what ``--screenshot`` waits for (not fixed timers, which were
too short on a busy machine and too long on a free one), and where the start benchmark stops
(``python -m cardtable.bench start``), so that the start is measured to what the player sees.
This module imports no Qt: the benchmark sets its flag before the program starts, or, for a bundle
it cannot reach into, ``CARDTABLE_EXIT_AT_FIRST_PAINT=1`` in the program's environment."""

from __future__ import annotations

import os
from typing import Any

# Set by the start benchmark: the program quits at the table's first complete paint.
EXIT_AT_FIRST_PAINT = os.environ.get("CARDTABLE_EXIT_AT_FIRST_PAINT") == "1"


def exit_at_first_paint(window: Any) -> None:
    """The start benchmark's end: quit, as the player closes the window, once the dealt table has
    been painted."""
    from PySide6.QtWidgets import QApplication

    from .paintwatch import PaintWatch

    def leave() -> None:
        QApplication.closeAllWindows()  # settings and autosave kept, as on any quit
        QApplication.quit()

    PaintWatch(window, leave, lambda: window.controller is not None)

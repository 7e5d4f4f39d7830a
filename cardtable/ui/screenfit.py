"""Windows that stay on the screen: one fact (the room a frame and title bar take) and one way of
moving a window that has grown back onto the screen's available area."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

# Room left beside a window for its frame and above it for a title bar: at 200 % on a 1600×1000
# screen (800×500 logical) a window of the whole screen put its bottom under the screen's edge once
# the title bar was added.
FRAME_ROOM = (16, 60)


def keep_on_screen(window: QWidget) -> None:
    """Move an open ``window``, its frame and title bar included, wholly onto the available area.
    Called once the new size has arrived (a window manager resizes a window after it is asked to)."""
    screen = window.screen()
    if screen is None or not window.isVisible():
        return
    avail = screen.availableGeometry()
    frame = window.frameGeometry()
    extra = frame.size() - window.geometry().size()
    x = max(avail.left(), min(frame.left(), avail.right() + 1 - window.width() - extra.width()))
    y = max(avail.top(), min(frame.top(), avail.bottom() + 1 - window.height() - extra.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)

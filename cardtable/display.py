"""Before Qt starts on Linux: is there a display, and are the libraries Qt's X11 plugin needs there?

Without them Qt aborts the process with a message that misleads (it asks for libxcb-cursor0 when
another library is missing, and names the xcb plugin when there is no display at all), so the
program says in plain words what is missing and how to get it, and stops before Qt is asked.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

#: The libraries Qt 6's xcb platform plugin loads, and the Debian/Ubuntu package of each.
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` (as Qt's plugin will ask it to)."""
    import ctypes

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None,
                    load: Callable[[str], bool] = loadable, frozen: bool | None = None) -> str | None:
    """What stops Qt from opening a window here, in words for the terminal, or None."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    chosen = env.get("QT_QPA_PLATFORM", "")
    if not platform.startswith("linux") or (chosen and not chosen.startswith("xcb")):
        return None  # another platform, or a plugin chosen on purpose (offscreen, wayland, vnc ...)
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return None  # Qt opens the window on Wayland
    if not env.get("DISPLAY"):
        return ("there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): "
                "start cardtable from a desktop session, or on a virtual screen with 'xvfb-run -a cardtable'")
    if frozen:
        return None  # the bundle brings its own copies of the libraries
    missing = [package for soname, package in XCB_LIBRARIES.items() if not load(soname)]
    if missing:
        return ("Qt needs libraries this system lacks to open a window on X11; on Debian or Ubuntu: "
                f"sudo apt-get install {' '.join(missing)}")
    return None

"""Before Qt starts on Linux: is there a display, and can Qt's X11 plugin be loaded?

Without them Qt aborts the process with a message that misleads (it asks for libxcb-cursor0 when
another library is missing, and names the xcb plugin when there is no display at all), so the
program says in plain words what is missing and how to get it, and stops before Qt is asked.
The plugin itself is loaded to find out (with its own library search path, as Qt will load it), so
a system where Qt finds its libraries elsewhere (Nix, Guix, conda) is never refused.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

#: The libraries of Qt 6's xcb plugin most often missing from a fresh system, and the Debian and
#: Ubuntu package of each (README, "Qt on Linux", lists the same ones).
XCB_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def xcb_plugin() -> Path | None:
    """The xcb platform plugin PySide6 brings (None where there is none to find)."""
    try:
        import PySide6
    except ImportError:
        return None
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def load_error(plugin: Path) -> str | None:
    """Why the dynamic loader cannot load ``plugin`` (its words name the missing library), or None."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        return str(exc)
    return None


def _platforms(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (QT_QPA_PLATFORM may list several, with ';')."""
    chosen = [name.split(":")[0].strip() for name in env.get("QT_QPA_PLATFORM", "").split(";") if name.strip()]
    if chosen:
        return chosen
    # Qt's own default: Wayland first where the session is a Wayland one, else X11.
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def program() -> str:
    """The program as it was started (``.venv/bin/cardtable``), to repeat in a suggested command."""
    started = sys.argv[0] if sys.argv else ""
    return started if Path(started).name.startswith("cardtable") else "python -m cardtable"


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None,
                    plugin: Callable[[], Path | None] = xcb_plugin,
                    load: Callable[[Path], str | None] = load_error, frozen: bool | None = None,
                    started: str | None = None) -> str | None:
    """What stops Qt from opening a window here, in words for the terminal, or None."""
    env = os.environ if environ is None else environ
    virtual = (f"or on a virtual screen with 'xvfb-run -a {started or program()}' (xvfb-run is in the "
               "xvfb package)")
    platform = sys.platform if platform is None else platform
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    if not platform.startswith("linux") or _platforms(env)[0] != "xcb":
        return None  # another system, or another plugin first (Wayland, offscreen, vnc ...)
    if not env.get("DISPLAY"):
        if env.get("QT_QPA_PLATFORM"):
            return ("QT_QPA_PLATFORM asks for X11, but DISPLAY is not set: start cardtable from a desktop "
                    f"session, {virtual}")
        return ("there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): "
                f"start cardtable from a desktop session, {virtual}")
    found = None if frozen else plugin()  # the bundle's plugin lies elsewhere, with its own libraries
    if found is None:
        return None
    error = load(found)
    if error is None:
        return None
    missing = re.search(r"(lib[\w.+-]+\.so[\w.]*)", error)
    soname = missing.group(1) if missing else ""
    if soname in XCB_PACKAGES:
        return (f"Qt cannot open a window on X11 without {soname}; on Debian or Ubuntu install the libraries "
                f"it needs: sudo apt-get install {' '.join(XCB_PACKAGES.values())}")
    return f"Qt cannot open a window on X11: {error}"

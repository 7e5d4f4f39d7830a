"""Before Qt starts on Linux: is there a display, can Qt's X11 plugin be loaded, does the display
server answer, and does the platform plugin asked for exist?

Without them Qt aborts the process (SIGABRT) with a message that misleads (it asks for libxcb-cursor0
when another library is missing, names the xcb plugin when there is no display at all, and suggests
reinstalling the application), so the program says in plain words what is missing and how to get
it, and stops before Qt is asked. Each check asks the way Qt will (the plugin is loaded with its own
library search path, the X server is reached through libxcb's own ``xcb_connect``, the plugins'
names are read from their metadata), and where a check cannot tell, Qt is left to try: a working
system is never refused.
"""

from __future__ import annotations

import ctypes
import os
import re
import socket
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

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


def platform_plugins(env: Mapping[str, str]) -> set[str]:
    """The platform names Qt can load here (lower case), read from each plugin's metadata in the
    folders Qt searches; empty where none can be read (then the name asked for is not judged)."""
    try:
        from PySide6.QtCore import QLibraryInfo, QPluginLoader
    except ImportError:
        return set()
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"]
    folders += [Path(entry) / "platforms" for entry in env.get("QT_PLUGIN_PATH", "").split(os.pathsep) if entry]
    if env.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        folders.append(Path(env["QT_QPA_PLATFORM_PLUGIN_PATH"]))
    names: set[str] = set()
    for folder in folders:
        try:
            files = [f for f in folder.iterdir() if f.is_file()]
        except OSError:
            continue
        for file in files:
            names.update(_keys(QPluginLoader(str(file)).metaData()))
    return names


def _keys(metadata: Any) -> list[str]:
    """The platform names in a plugin's metadata (none where it is not a Qt plugin)."""
    inner = metadata.get("MetaData") if isinstance(metadata, dict) else None
    keys = inner.get("Keys") if isinstance(inner, dict) else None
    return [str(key).lower() for key in keys] if isinstance(keys, list) else []


def x_connect_error(display: str) -> str | None:
    """Why no X server can be reached at ``display`` (as Qt's xcb plugin would try, through libxcb),
    or None, also where libxcb cannot be loaded here (then a socket is tried, or Qt is left to try)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return _x_socket_error(display)
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)  # never NULL: an error connection at worst
    error = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    return None if error == 0 else _XCB_ERRORS.get(error, "the connection failed")


#: xcb_connection_has_error's codes that xcb_connect can give, in words.
_XCB_ERRORS = {
    1: "no X server answers there, or it refused this user",
    5: "that is not a display name",
    6: "the display has no such screen",
}


def _x_socket_error(display: str) -> str | None:
    """Without libxcb: whether the X server's socket takes a connection (``:n`` locally, ``host:n``
    on TCP port 6000+n), or None where the name is of another form (Qt is left to try)."""
    found = re.fullmatch(r"(?:(unix)?|([^:/]+)):(\d+)(?:\.\d+)?", display)
    if found is None:
        return None
    number = int(found.group(3))
    if found.group(2) is None:
        path = f"/tmp/.X11-unix/X{number}"
        addresses: list[tuple[int, Any]] = [(socket.AF_UNIX, "\0" + path), (socket.AF_UNIX, path)]
    else:
        addresses = [(socket.AF_INET, (found.group(2), 6000 + number))]
    for family, address in addresses:
        if _connects(family, address):
            return None
    return "no X server answers there"


def _connects(family: int, address: Any) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(5)
            probe.connect(address)
    except OSError:
        return False
    return True


def wayland_problem(env: Mapping[str, str]) -> str | None:
    """Why no Wayland compositor can be reached (as libwayland looks for it), or None."""
    if env.get("WAYLAND_SOCKET"):
        return None  # a socket handed over by the compositor itself
    name = env.get("WAYLAND_DISPLAY") or "wayland-0"
    if not os.path.isabs(name) and not env.get("XDG_RUNTIME_DIR"):
        return f"cannot connect to the Wayland display {name}: XDG_RUNTIME_DIR is not set"
    path = name if os.path.isabs(name) else os.path.join(env["XDG_RUNTIME_DIR"], name)
    if _connects(socket.AF_UNIX, path):
        return None
    return f"cannot connect to the Wayland display {name}: no compositor answers at {path}"


def program() -> str:
    """The program as it was started (``.venv/bin/cardtable``), to repeat in a suggested command."""
    started = sys.argv[0] if sys.argv else ""
    return started if Path(started).name.startswith("cardtable") else "python -m cardtable"


def display_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    plugin: Callable[[], Path | None] = xcb_plugin,
    load: Callable[[Path], str | None] = load_error,
    frozen: bool | None = None,
    started: str | None = None,
    connect: Callable[[str], str | None] = x_connect_error,
    plugins: Callable[[Mapping[str, str]], set[str]] = platform_plugins,
) -> str | None:
    """What stops Qt from opening a window here, in words for the terminal, or None. Qt tries the
    platforms asked for in turn, so only when each of them fails is the first one's reason given."""
    env = os.environ if environ is None else environ
    if not (sys.platform if platform is None else platform).startswith("linux"):
        return None  # another system: Qt's own plugins and messages
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    where = (
        "start cardtable from a desktop session, or on a virtual screen with "
        f"'xvfb-run -a {started or program()}' (xvfb-run is in the xvfb package)"
    )
    names = _platforms(env)
    known = plugins(env)
    problems: list[str | None] = []
    for name in names:
        if known and name.lower() not in known:
            problems.append(_unknown_platform(name, known))
        elif name.lower() == "xcb":
            problems.append(_x11_problem(env, plugin, load, connect, frozen, where))
        elif name.lower().startswith("wayland"):
            problems.append(_with_advice(wayland_problem(env), where))
        else:
            return None  # offscreen, vnc, eglfs ...: Qt is left to try
        if problems[-1] is None:
            return None
    return problems[0]


def _with_advice(problem: str | None, where: str) -> str | None:
    return None if problem is None else f"{problem}; {where}"


def _unknown_platform(name: str, known: set[str]) -> str:
    return (
        f"QT_QPA_PLATFORM asks for the platform {name!r}, which Qt does not have here (it has "
        f"{', '.join(sorted(known))}); name one of these, or unset QT_QPA_PLATFORM to let Qt choose"
    )


def _x11_problem(
    env: Mapping[str, str],
    plugin: Callable[[], Path | None],
    load: Callable[[Path], str | None],
    connect: Callable[[str], str | None],
    frozen: bool,
    where: str,
) -> str | None:
    """Why Qt's X11 plugin cannot open a window: no DISPLAY, a library missing, no X server there."""
    if not env.get("DISPLAY"):
        if env.get("QT_QPA_PLATFORM"):
            return f"QT_QPA_PLATFORM asks for X11, but DISPLAY is not set: {where}"
        return f"there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): {where}"
    found = None if frozen else plugin()  # the bundle's plugin lies elsewhere, with its own libraries
    error = None if found is None else load(found)
    if error is not None:
        missing = re.search(r"(lib[\w.+-]+\.so[\w.]*)", error)
        soname = missing.group(1) if missing else ""
        if soname in XCB_PACKAGES:
            return (
                f"Qt cannot open a window on X11 without {soname}; on Debian or Ubuntu install the "
                f"libraries it needs: sudo apt-get install {' '.join(XCB_PACKAGES.values())}"
            )
        return f"Qt cannot open a window on X11: {error}"
    unreachable = connect(env["DISPLAY"])
    return None if unreachable is None else f"cannot connect to display {env['DISPLAY']} ({unreachable}): {where}"

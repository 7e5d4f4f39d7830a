"""Before Qt starts on Linux: a missing display or X11 library, an X server or Wayland compositor
that does not answer, and a platform Qt does not have are said in plain words (Qt's own message
asked for libxcb-cursor0 whatever was missing, or to reinstall the application, and aborted the
process: issue 48, item 9). A working set-up is never refused (a real Xvfb below)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.display import XCB_PACKAGES, display_problem, platform_plugins, wayland_problem, x_connect_error

PLUGIN = Path("/somewhere/libqxcb.so")


def _plugin() -> Path:
    return PLUGIN


def _loads(plugin: Path) -> None:
    return None


def _lacks(soname: str):
    return lambda plugin: f"{soname}: cannot open shared object file: No such file or directory"


def _reaches(display: str) -> None:
    return None


def _unreachable(display: str) -> str:
    return "no X server answers there"


def _xcb(env: dict[str, str], connect=_reaches, load=_loads) -> str | None:
    """The X11 checks alone, with the library probe and the connection given."""
    return display_problem(env, "linux", _plugin, load, frozen=False, connect=connect)


def test_no_display_at_all_is_said_with_what_to_do() -> None:
    problem = display_problem({}, "linux", _plugin, _loads, frozen=False, started=".venv/bin/cardtable")
    assert problem is not None and "no display" in problem
    assert "'xvfb-run -a .venv/bin/cardtable'" in problem and "xvfb package" in problem  # a command that works
    asked = display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux", _plugin, _loads, frozen=False)
    assert asked is not None and "QT_QPA_PLATFORM" in asked and "WAYLAND" not in asked


def test_a_missing_library_is_named_with_the_packages_to_install() -> None:
    for soname in XCB_PACKAGES:
        problem = _xcb({"DISPLAY": ":0"}, load=_lacks(soname))
        assert problem is not None and soname in problem, problem
        assert problem.endswith("apt-get install " + " ".join(XCB_PACKAGES.values())), problem
    other = _xcb({"DISPLAY": ":0"}, load=_lacks("libQt6XcbQpa.so.6"))
    assert other is not None and "libQt6XcbQpa.so.6" in other and "apt-get" not in other


@pytest.fixture
def compositor(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A socket that takes connections where libwayland looks for the compositor."""
    runtime = tmp_path / "run"
    runtime.mkdir()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(runtime / "wayland-1"))
        server.listen(4)
        yield {"WAYLAND_DISPLAY": "wayland-1", "XDG_RUNTIME_DIR": str(runtime)}


def test_nothing_is_said_where_qt_can_open_a_window(compositor: dict[str, str]) -> None:
    assert _xcb({"DISPLAY": ":0"}) is None
    broken = _lacks("libxcb-cursor.so.0")
    # Wayland first: by WAYLAND_DISPLAY, by the session type (as Qt decides), or asked for
    for env in (
        {},
        {"XDG_SESSION_TYPE": "wayland"},
        {"QT_QPA_PLATFORM": "wayland;xcb"},
        {"QT_QPA_PLATFORM": "wayland-egl"},
    ):
        assert _xcb({**compositor, **env}, load=broken) is None, env
    assert _xcb({"QT_QPA_PLATFORM": "offscreen"}, load=broken) is None
    assert display_problem({}, "win32", _plugin, broken, frozen=False) is None
    assert display_problem({}, "darwin", _plugin, broken, frozen=False) is None
    # the bundle's plugin and libraries are its own; it still needs a display
    assert display_problem({"DISPLAY": ":0"}, "linux", _plugin, broken, frozen=True, connect=_reaches) is None
    assert display_problem({}, "linux", _plugin, _loads, frozen=True) is not None
    # no plugin to look at: Qt is left to try
    assert display_problem({"DISPLAY": ":0"}, "linux", lambda: None, broken, frozen=False, connect=_reaches) is None
    # a platform Qt does not have, followed by one it has: Qt falls back to the second
    assert _xcb({"QT_QPA_PLATFORM": "bogus;offscreen"}) is None
    # where the plugins cannot be read, the name is not judged
    assert display_problem({"QT_QPA_PLATFORM": "bogus"}, "linux", plugins=lambda env: set()) is None


def test_a_display_where_no_x_server_answers_is_said() -> None:
    problem = _xcb({"DISPLAY": ":77"}, connect=_unreachable)
    assert problem is not None and problem.startswith("cannot connect to display :77 (no X server answers there)")
    assert "xvfb-run -a" in problem
    # an X server that answers behind a Wayland compositor that does not: Qt falls back to X11
    assert _xcb({"WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/nonexistent", "DISPLAY": ":1"}) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are looked for on Linux")
def test_libxcb_is_asked_the_way_qt_asks(tmp_path: Path) -> None:
    """The real probe: no X server at :77, a malformed name."""
    if Path("/tmp/.X11-unix/X77").exists():
        pytest.skip("this machine has a display :77")
    assert x_connect_error(":77") is not None
    assert x_connect_error("no display here") is not None


def test_a_wayland_display_where_no_compositor_answers_is_said(tmp_path: Path, compositor: dict[str, str]) -> None:
    assert wayland_problem(compositor) is None
    stale = tmp_path / "stale"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as left:
        left.bind(str(stale))  # a socket file nobody listens on any more
    for env in (
        {"WAYLAND_DISPLAY": str(stale)},
        {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)},
        {"WAYLAND_DISPLAY": "wayland-0"},
    ):
        problem = _xcb(env)
        assert problem is not None and problem.startswith("cannot connect to the Wayland display"), (env, problem)
    assert wayland_problem({"WAYLAND_SOCKET": "3"}) is None  # handed over by the compositor


def test_a_platform_qt_does_not_have_is_named_with_those_it_has() -> None:
    known = platform_plugins({})
    assert {"xcb", "offscreen", "wayland"} <= known  # read from the plugins' metadata
    problem = _xcb({"QT_QPA_PLATFORM": "bogus", "DISPLAY": ":0"})
    assert problem is not None and "'bogus'" in problem and "offscreen" in problem and "xcb" in problem
    assert "unset QT_QPA_PLATFORM" in problem
    assert _xcb({"QT_QPA_PLATFORM": "XCB", "DISPLAY": ":0"}) is None  # Qt matches the name in any case
    assert _xcb({"QT_QPA_PLATFORM": "bogus"}, connect=_unreachable) == problem  # the first one asked for


def test_a_plugin_folder_of_ones_own_is_looked_in(tmp_path: Path) -> None:
    plugins = tmp_path / "platforms"
    plugins.mkdir()
    xcb = Path(str(__import__("PySide6").__file__)).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not xcb.is_file():
        pytest.skip("no xcb plugin to copy")
    shutil.copy(xcb, plugins / "libqmine.so")  # a plugin's names are in its metadata, not its file name
    assert "xcb" in platform_plugins({"QT_QPA_PLATFORM_PLUGIN_PATH": str(plugins)})
    assert "xcb" in platform_plugins({"QT_PLUGIN_PATH": f"/nonexistent{os.pathsep}{tmp_path}"})


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
@pytest.mark.parametrize(
    ("env", "said"),
    [
        ({}, ("no display", "xvfb-run -a python -m cardtable")),  # as it was started
        ({"DISPLAY": ":77"}, ("cannot connect to display :77", "xvfb-run -a python -m cardtable")),
        ({"QT_QPA_PLATFORM": "bogus"}, ("QT_QPA_PLATFORM asks for the platform 'bogus'", "offscreen, ")),
    ],
    ids=["no DISPLAY", "DISPLAY=:77", "QT_QPA_PLATFORM=bogus"],
)
def test_the_program_stops_with_the_message_and_no_traceback(env: dict[str, str], said: tuple[str, ...]) -> None:
    """Qt aborted (SIGABRT, 'Reinstalling the application may fix this problem') for the last two."""
    if Path("/tmp/.X11-unix/X77").exists():
        pytest.skip("this machine has a display :77")
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", **env}
    run = subprocess.run(
        [sys.executable, "-m", "cardtable", "--new"], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 1 and "Traceback" not in run.stderr and "Reinstalling" not in run.stderr, run.stderr
    assert all(words in run.stderr for words in said), run.stderr


@pytest.fixture(scope="module")
def xvfb() -> Iterator[str]:
    """A real X server (Xvfb) on a free display, for as long as the tests below need it. Xvfb picks
    the display and writes its number once it takes connections (-displayfd), so nothing is guessed
    and nothing timed."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-nolisten", "tcp"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        assert server.stdout is not None
        number = server.stdout.readline().strip()
        if not number.isdigit():
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_the_real_plugin_loads_here() -> None:
    """The machine that runs the tests has Qt's X11 libraries (CI installs them): the probe of the
    real plugin finds nothing missing, so no working system is refused."""
    from cardtable.display import load_error, xcb_plugin

    plugin = xcb_plugin()
    assert plugin is not None and load_error(plugin) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_real_x_server_is_never_refused(xvfb: str, tmp_path: Path) -> None:
    """Every check with nothing replaced, against a real X server; then the program itself starts
    there and saves its screenshot."""
    assert display_problem({"DISPLAY": xvfb}, "linux", frozen=False) is None
    assert display_problem({"DISPLAY": xvfb, "QT_QPA_PLATFORM": "xcb"}, "linux", frozen=False) is None
    env = {
        **os.environ,
        "DISPLAY": xvfb,
        "CARDTABLE_CONFIG_DIR": str(tmp_path / "config"),
        "CARDTABLE_DATA_DIR": str(tmp_path / "data"),
        "CARDTABLE_LOG_DIR": str(tmp_path / "logs"),
    }
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    shot = tmp_path / "table.png"
    run = subprocess.run(
        [sys.executable, "-m", "cardtable", "--new", "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0 and shot.stat().st_size > 0, run.stderr


def test_the_readme_names_the_same_packages() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert all(package in readme for package in XCB_PACKAGES.values())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_without_libxcb_the_x_server_socket_is_tried(xvfb: str) -> None:
    """The fallback where libxcb cannot be loaded: the local socket (a real Xvfb), TCP port 6000+n,
    and a name of another form left to Qt."""
    from cardtable.display import _x_socket_error

    assert _x_socket_error(xvfb) is None and _x_socket_error(f"unix{xvfb}.0") is None
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        if port <= 6000:
            pytest.skip("the free port is below X11's range")
        assert _x_socket_error(f"127.0.0.1:{port - 6000}") is None
    assert _x_socket_error(f"127.0.0.1:{port - 6000}") == "no X server answers there"
    assert _x_socket_error("/private/tmp/launchd-1/org.xquartz:0") is None  # not judged

"""Before Qt starts on Linux: a missing display or X11 library is said in plain words (Qt's own
message asked for libxcb-cursor0 whatever was missing, and aborted the process)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.display import XCB_PACKAGES, display_problem

PLUGIN = Path("/somewhere/libqxcb.so")


def _plugin() -> Path:
    return PLUGIN


def _loads(plugin: Path) -> None:
    return None


def _lacks(soname: str):
    return lambda plugin: f"{soname}: cannot open shared object file: No such file or directory"


def test_no_display_at_all_is_said_with_what_to_do() -> None:
    problem = display_problem({}, "linux", _plugin, _loads, frozen=False, started=".venv/bin/cardtable")
    assert problem is not None and "no display" in problem
    assert "'xvfb-run -a .venv/bin/cardtable'" in problem and "xvfb package" in problem  # a command that works
    asked = display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux", _plugin, _loads, frozen=False)
    assert asked is not None and "QT_QPA_PLATFORM" in asked and "WAYLAND" not in asked


def test_a_missing_library_is_named_with_the_packages_to_install() -> None:
    for soname in XCB_PACKAGES:
        problem = display_problem({"DISPLAY": ":0"}, "linux", _plugin, _lacks(soname), frozen=False)
        assert problem is not None and soname in problem, problem
        assert problem.endswith("apt-get install " + " ".join(XCB_PACKAGES.values())), problem
    other = display_problem({"DISPLAY": ":0"}, "linux", _plugin, _lacks("libQt6XcbQpa.so.6"), frozen=False)
    assert other is not None and "libQt6XcbQpa.so.6" in other and "apt-get" not in other


def test_nothing_is_said_where_qt_can_open_a_window() -> None:
    assert display_problem({"DISPLAY": ":0"}, "linux", _plugin, _loads, frozen=False) is None
    broken = _lacks("libxcb-cursor.so.0")
    # Wayland first: by WAYLAND_DISPLAY, by the session type (as Qt decides), or asked for
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", _plugin, broken, frozen=False) is None
    assert display_problem({"XDG_SESSION_TYPE": "wayland"}, "linux", _plugin, broken, frozen=False) is None
    assert display_problem({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", _plugin, broken, frozen=False) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", _plugin, broken, frozen=False) is None
    assert display_problem({}, "win32", _plugin, broken, frozen=False) is None
    assert display_problem({}, "darwin", _plugin, broken, frozen=False) is None
    # the bundle's plugin and libraries are its own; it still needs a display
    assert display_problem({"DISPLAY": ":0"}, "linux", _plugin, broken, frozen=True) is None
    assert display_problem({}, "linux", _plugin, _loads, frozen=True) is not None
    # no plugin to look at: Qt is left to try
    assert display_problem({"DISPLAY": ":0"}, "linux", lambda: None, broken, frozen=False) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_the_program_stops_with_the_message_and_no_traceback() -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}
    run = subprocess.run([sys.executable, "-m", "cardtable", "--new"], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 1 and "no display" in run.stderr and "Traceback" not in run.stderr, run.stderr
    assert "xvfb-run -a python -m cardtable" in run.stderr  # as it was started


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_the_real_plugin_loads_here() -> None:
    """The machine that runs the tests has Qt's X11 libraries (CI installs them): the probe of the
    real plugin finds nothing missing, so no working system is refused."""
    from cardtable.display import load_error, xcb_plugin

    plugin = xcb_plugin()
    assert plugin is not None and load_error(plugin) is None
    assert display_problem({"DISPLAY": ":0"}, "linux", frozen=False) is None


def test_the_readme_names_the_same_packages() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert all(package in readme for package in XCB_PACKAGES.values())

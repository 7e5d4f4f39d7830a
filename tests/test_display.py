"""Before Qt starts on Linux: a missing display or X11 library is said in plain words (Qt's own
message asked for libxcb-cursor0 whatever was missing, and aborted the process)."""

from __future__ import annotations

import subprocess
import sys

from cardtable.display import XCB_LIBRARIES, display_problem


def _has_all(soname: str) -> bool:
    return True


def test_no_display_at_all_is_said_with_what_to_do() -> None:
    problem = display_problem({}, "linux", _has_all, frozen=False)
    assert problem is not None and "no display" in problem and "xvfb-run" in problem


def test_each_missing_library_is_named_by_its_package() -> None:
    for soname, package in XCB_LIBRARIES.items():
        problem = display_problem({"DISPLAY": ":0"}, "linux", lambda name, gone=soname: name != gone, frozen=False)
        assert problem is not None and problem.endswith(f"apt-get install {package}"), problem
    everything = display_problem({"DISPLAY": ":0"}, "linux", lambda name: False, frozen=False)
    assert everything is not None and all(p in everything for p in XCB_LIBRARIES.values())


def test_nothing_is_said_where_qt_can_open_a_window() -> None:
    assert display_problem({"DISPLAY": ":0"}, "linux", _has_all, frozen=False) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", lambda name: False, frozen=False) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", lambda name: False, frozen=False) is None
    assert display_problem({}, "win32", lambda name: False, frozen=False) is None
    assert display_problem({}, "darwin", lambda name: False, frozen=False) is None
    # the bundle carries its own libraries, but still needs a display
    assert display_problem({"DISPLAY": ":0"}, "linux", lambda name: False, frozen=True) is None
    assert display_problem({}, "linux", _has_all, frozen=True) is not None
    # xcb asked for on purpose, without a display
    assert display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux", _has_all, frozen=False) is not None


def test_the_program_stops_with_the_message_and_no_traceback() -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}
    run = subprocess.run([sys.executable, "-m", "cardtable", "--new"], env=env, capture_output=True, text=True,
                         timeout=60)
    if sys.platform.startswith("linux"):
        assert run.returncode == 1 and "no display" in run.stderr and "Traceback" not in run.stderr, run.stderr

"""The table fits the window at the screen's own scale (a newcomer found it scrolling at 200 % on a
1600×1000 screen, the opponent's hand and the score sheet's heading cut off): every game and both
decks, mid-hand with a finished trick in view, on an offscreen screen of that size, at 100 % and
200 %, in the window a first start opens and in the smallest one the window allows (with a
title bar it must still fit the screen). Each scale runs in a process of its own (Qt reads the
scale factor once, at start)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("fit_probe.py")
TITLE_BAR = 40  #: a window manager's title bar, in logical pixels (about 30 to 38 on common desktops)
FRAME = 4  #: a window frame's border, in logical pixels


@pytest.mark.parametrize("scale", ["1", "2"])
def test_the_table_fits_a_1600x1000_screen(tmp_path: Path, scale: str) -> None:
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "screen",
                        "x": 0,
                        "y": 0,
                        "width": 1600,
                        "height": 1000,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}", "QT_SCALE_FACTOR": scale}
    done = subprocess.run([sys.executable, str(PROBE)], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert {(r["game"], r["deck"]) for r in results} == {
        (g, d) for g in ("schnapsen", "bura", "schneider") for d in ("french", "tell")
    }
    expected = [784, 460] if scale == "2" else [1180, 800]  # the screen's room in logical pixels
    assert all(r["window"] == expected for r in results), results
    assert all(r["card"][1] >= 90 for r in results), results  # cards still readable
    # The smallest window, with its frame and a title bar, fits the screen (at 200 % the minimum
    # was the whole screen, so the title bar pushed the status line under its edge); its cards
    # are smaller but still readable.
    for r in results:
        width, height = r["minimum"]
        assert width + 2 * FRAME <= r["screen"][0] and height + TITLE_BAR + FRAME <= r["screen"][1], r
        assert r["smallest_card"][1] >= 80, r
    bad = [r for r in results if r["problems"]]
    assert not bad, bad

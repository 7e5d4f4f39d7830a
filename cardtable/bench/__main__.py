"""``python -m cardtable.bench engine [--seconds S] [--reference SITE_PACKAGES]``: random-play
throughput per game, and against the VU engine (``bench.engine``); ``start``: the
start against a bare window (``bench.start``); ``stall``: the longest pause of the event loop in play
(``bench.stall``).

A decision is one ``legal_actions()`` plus one ``apply()``. The random player claims (66 or 31)
as soon as it is right, never otherwise, as the computer players will.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from .engine import EXTRA_VARIANTS, add_arguments, bench_engine, run_engine

__all__ = ["EXTRA_VARIANTS", "main", "run_engine"]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench")
    parser.add_argument("what", choices=["engine", "art", "ui", "start", "stall"])
    add_arguments(parser)
    parser.add_argument("--repeats", type=int, default=7, help="start: interleaved starts of each kind")
    parser.add_argument("--bundle", type=Path, help="start: the bundle's folder (dist/cardtable), timed alongside")
    parser.add_argument("--sync", action="store_true", help="stall: the autosave on the window's thread, as before")
    why = "stall: what ran in the window's thread in the longest gaps (slows Python)"
    parser.add_argument("--why", action="store_true", help=why)
    args = parser.parse_args()
    if args.what == "start":
        from .start import main as bench_start

        bench_start(args.repeats, args.bundle)
        return
    if args.what == "stall":
        from .stall import main as bench_stall

        bench_stall(args.game, sync=args.sync, why=args.why)
        return
    if args.what == "art":
        bench_art()
        return
    if args.what == "ui":
        bench_ui()
        return
    bench_engine(args)


def bench_art() -> None:
    """Rendering a full 36-card deck from cold (SVG parse + render) and from the cache."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from cardtable.ui.cardimages import CardImages

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    codes = [r + s for s in "CDHS" for r in "AKQJT9876"]
    print(f"{'style':<9}{'scale':>6}{'card px':>9}{'cold deck ms':>14}{'cached draw us':>16}")
    for style in ("french", "tell"):
        for dpr in (1.0, 2.0):
            images = CardImages(style)
            start = time.perf_counter()
            for code in codes:
                images.face(code, 120, dpr)
            cold = (time.perf_counter() - start) * 1000
            start = time.perf_counter()
            repeats = 100
            for _ in range(repeats):
                for code in codes:
                    images.face(code, 120, dpr)
            cached = (time.perf_counter() - start) / (repeats * len(codes)) * 1e6
            print(f"{style:<9}{dpr * 100:>5.0f}%{round(120 * dpr):>9}{cold:>14.1f}{cached:>16.2f}")


UI_PROBE = """
import sys, time, os
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow
w = MainWindow(Settings(animation="off"), seed=1, persist=False)
w.show()
while not w.isVisible() or w.controller is None:
    app.processEvents()
app.processEvents()
w.grab()
dealt = time.perf_counter() - t0
frames = []
view = w.table.views["hand-0"]
for i in range(60):
    view.selectionModel().clearSelection()
    view.selectionModel().select(view.model().index(i % view.model().rowCount(), 0),
                                 view.selectionModel().SelectionFlag.Select)
    t = time.perf_counter()
    w.table.repaint()
    app.processEvents()
    frames.append(time.perf_counter() - t)
frames.sort()
print(f"{dealt:.3f} {frames[len(frames) // 2] * 1000:.2f} {frames[int(len(frames) * 0.95)] * 1000:.2f}")
"""


def bench_ui() -> None:
    """Launch to a dealt table, and the time to repaint the whole table (a frame while dragging)."""
    import os
    import subprocess
    import sys

    print(f"{'scale':<7}{'process start to dealt table s':>32}{'in-process s':>14}{'frame median ms':>17}{'p95 ms':>9}")
    for scale in ("1", "2"):
        env = dict(os.environ, QT_SCALE_FACTOR=scale, CARDTABLE_CONFIG_DIR=os.environ.get("TMPDIR", "/tmp"))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", UI_PROBE], env=env, capture_output=True, text=True, check=True)
        total = time.perf_counter() - start
        dealt, median, p95 = out.stdout.split()
        print(f"{scale + '00%':<7}{total:>32.2f}{float(dealt):>14.2f}{float(median):>17.2f}{float(p95):>9.2f}")


if __name__ == "__main__":
    main()

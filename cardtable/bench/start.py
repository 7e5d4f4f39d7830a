"""``python -m cardtable.bench start [--repeats N] [--bundle dist/cardtable]``: the start to the
first drawn, dealt table, against a bare PySide6 window, side by side and interleaved in one run.

Each start is a child process on the offscreen platform with private folders; its CPU time (user
plus system, from ``wait4``) is stable under load where wall time is not, so the ratio is taken of
CPU medians. ``bare`` is a QMainWindow with a QLabel quitting at its first paint; ``cardtable``
is the program started as a player starts it every day (``python -m cardtable``: settings saved,
the match left by the start before resumed), quitting at the table's first complete paint;
``--screenshot`` is the program saving that paint to a PNG. The three biggest
costs of one start follow, from ``-X importtime`` (by package) and cProfile (by function)."""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
class Label(QLabel):
    def paintEvent(self, event):
        super().paintEvent(event)
        QTimer.singleShot(0, app.quit)
window = QMainWindow()
window.setCentralWidget(Label("cardtable"))
window.resize(1024, 700)
window.show()
sys.exit(app.exec())
"""

#: The program as ``python -m cardtable`` runs it, told to quit at the table's first complete paint.
CARDTABLE = """
import sys
from cardtable.ui import firstpaint
firstpaint.EXIT_AT_FIRST_PAINT = True
sys.argv[0] = "cardtable"
from cardtable.__main__ import main
sys.exit(main())
"""

PROFILED = """
import cProfile, pstats, sys
from cardtable.ui import firstpaint
firstpaint.EXIT_AT_FIRST_PAINT = True
from cardtable.__main__ import main
import cardtable.ui.app
def leave(code):
    raise SystemExit(code)
cardtable.ui.app.quick_exit = leave  # the profile is printed before the process ends
import time
profile = cProfile.Profile(time.thread_time)  # the main thread's processor time, not its waits
profile.enable()
try:
    main([])
except SystemExit:
    pass
profile.disable()
pstats.Stats(profile, stream=sys.stdout).sort_stats("tottime").print_stats(40)
"""


def environment(home: Path, cache: Path) -> dict[str, str]:
    """Offscreen, with private settings, saved games, log and cache, kept between starts as a
    player's are."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"CARDTABLE_{name}_DIR"] = str(home / name.lower())
    env["CARDTABLE_CACHE_DIR"] = str(cache)
    env.pop("QT_SCALE_FACTOR", None)
    # bytecode as an installed program has it: compiled once (in the first, uncounted round), kept
    # apart from the source tree
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(cache.parent / "pycache")
    return env


def run_child(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """CPU and wall seconds of one child process, which must exit 0."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert child.stderr is not None
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    error = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if child.returncode != 0:
        raise RuntimeError(f"{argv[1:3]} exited {child.returncode}: {error[-2000:]}")
    return usage.ru_utime + usage.ru_stime, wall


def starts(repeats: int, root: Path, bundle: Path | None = None) -> dict[str, list[tuple[float, float]]]:
    """Every variant ``repeats`` times, interleaved, so that machine noise hits each alike; with
    ``bundle`` (the folder ``packaging/build.py`` makes), the bundled program started the same two
    ways (told to quit at the first paint by its environment: ``firstpaint``)."""
    py = sys.executable
    shot = root / "shot.png"
    variants = {
        "bare window": [py, "-c", BARE],
        "cardtable": [py, "-c", CARDTABLE],
        "cardtable --screenshot": [py, "-m", "cardtable", "--screenshot", str(shot)],
    }
    if bundle is not None:
        program = str(bundle / "cardtable")
        variants["bundle"] = [program]
        variants["bundle --screenshot"] = [program, "--screenshot", str(shot)]
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in variants}
    cache = root / "cache"
    # The first round is not counted: it compiles the bytecode, fills the sound cache and is the
    # program's first start (its welcome); the later ones are a player's everyday start, which
    # resumes the match the one before left (dealt, not yet played).
    for round_no in range(repeats + 1):
        for name, argv in variants.items():
            env = environment(root / name.replace(" ", "_"), cache)
            if name == "bundle":
                env["CARDTABLE_EXIT_AT_FIRST_PAINT"] = "1"
            figure = run_child(argv, env)
            if round_no:
                figures[name].append(figure)
    return figures


def _first_start(env: dict[str, str]) -> None:
    """The program's first start in a home (its welcome, the settings and autosave written), so that
    the start probed after it is a player's everyday one, as the timed starts are."""
    subprocess.run([sys.executable, "-c", CARDTABLE], env=env, capture_output=True, check=True)


def import_costs(root: Path, top: int = 3) -> list[tuple[str, float]]:
    """The packages whose modules took longest to import in one start (self time, summed), ms."""
    env = environment(root / "home-imports", root / "cache")
    _first_start(env)
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", CARDTABLE], env=env, capture_output=True, text=True
    )
    totals: dict[str, float] = defaultdict(float)
    for line in done.stderr.splitlines():
        match = re.match(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)", line)
        if match:
            name = match.group(2)
            parts = name.split(".")
            key = (
                ".".join(parts[:3])
                if parts[0] == "cardtable"
                else ".".join(parts[:2])
                if parts[0] == "PySide6"
                else parts[0]
            )
            totals[key] += int(match.group(1)) / 1000
    return sorted(totals.items(), key=lambda item: -item[1])[:top]


def profile_costs(root: Path, top: int = 3) -> list[tuple[str, float]]:
    """The functions with most processor time of their own in one start (cProfile, the main
    thread), ms; the import machinery is left out (it is not one cost)."""
    env = environment(root / "home-profile", root / "cache")
    _first_start(env)
    done = subprocess.run([sys.executable, "-c", PROFILED], env=env, capture_output=True, text=True)
    costs = []
    for line in done.stdout.splitlines():
        fields = line.split(None, 5)
        if len(fields) < 6 or not re.match(r"^[\d/]+$", fields[0]) or not re.match(r"^[\d.]+$", fields[1]):
            continue
        where = fields[5]
        if any(skip in where for skip in ("<frozen importlib", "builtins.exec", ".exec}", "marshal.loads")):
            continue
        costs.append((where, float(fields[1]) * 1000))
    return costs[:top]


def main(repeats: int = 7, bundle: Path | None = None) -> None:
    with tempfile.TemporaryDirectory(prefix="cardtable-start-") as folder:
        root = Path(folder)
        figures = starts(repeats, root, bundle)
        bare = statistics.median(cpu for cpu, _ in figures["bare window"])
        bare_wall = statistics.median(wall for _, wall in figures["bare window"])
        print(f"start to the first paint, offscreen, median of {repeats} interleaved starts (child CPU time)")
        print(f"{'':<24}{'CPU s':>8}{'ratio':>8}{'wall s':>9}{'ratio':>8}")
        for name, runs in figures.items():
            cpu = statistics.median(c for c, _ in runs)
            wall = statistics.median(w for _, w in runs)
            print(f"{name:<24}{cpu:>8.3f}{cpu / bare:>7.2f}×{wall:>9.3f}{wall / bare_wall:>7.2f}×")
        print("biggest imports of one start (self time by package, -X importtime):")
        for name, ms in import_costs(root):
            print(f"  {name:<40}{ms:>8.1f} ms")
        print("biggest functions of one start (own time, cProfile):")
        for name, ms in profile_costs(root):
            print(f"  {name[-70:]:<70}{ms:>8.1f} ms")

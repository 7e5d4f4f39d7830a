"""Smoke test of a built bundle (or of any cardtable command): it prints its version, and in each deck it
starts offscreen, renders a dealt table to a PNG and exits 0.

    python packaging/smoke.py dist/cardtable/cardtable            # Linux
    python packaging/smoke.py dist\\cardtable\\cardtable.exe        # Windows
    python packaging/smoke.py dist/cardtable.app/Contents/MacOS/cardtable

Exits non-zero with the reason when a check fails. Used by build.py, the release workflow and the slow
test; standard library only, so it runs beside a bundle with no venv."""

from __future__ import annotations

import os
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DECKS = ("french", "french4", "tell")


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file (raises ValueError when it is none)."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def environment(home: Path) -> dict[str, str]:
    """Offscreen, with private settings, saved games, statistics and error log: the player's own are
    never read or written."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(home / "config"),
        CARDTABLE_DATA_DIR=str(home / "data"),
        CARDTABLE_LOG_DIR=str(home / "log"),
    )


class SmokeError(Exception):
    pass


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_table(
    command: Sequence[str], deck: str, out: Path, env: dict[str, str], timeout: float = 120
) -> tuple[float, float]:
    """Start the table in ``deck``, save the dealt table to ``out`` and exit: the wall time and the
    processor time (NaN on Windows) in seconds: ``--screenshot`` saves the table's first complete
    paint, so the processor time is the start figure ``python -m cardtable.bench start`` gives for
    ``cardtable --screenshot`` (and compares with a bare window)."""
    start, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        [*command, "--deck", deck, "--seed", "1", "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    elapsed, cpu = time.perf_counter() - start, _children_cpu() - cpu
    if done.returncode != 0:
        raise SmokeError(f"{deck}: exit code {done.returncode}\n{done.stdout}{done.stderr}")
    if not out.exists():
        raise SmokeError(f"{deck}: no screenshot written\n{done.stdout}{done.stderr}")
    width, height = png_size(out)
    if width < 400 or height < 300 or out.stat().st_size < 20_000:
        raise SmokeError(f"{deck}: the screenshot is too small to hold a table ({width}x{height})")
    return elapsed, cpu


def check(
    command: Sequence[str], runs: int = 1, keep: Path | None = None, quiet: bool = False
) -> list[tuple[float, float]]:
    """Every check on ``command``; (wall, processor) seconds of every table run."""
    say = (lambda *_: None) if quiet else print
    with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as folder:
        home = Path(folder)
        env = environment(home)
        if sys.platform != "win32":  # a windowed Windows program has no console to print to
            done = subprocess.run([*command, "--version"], env=env, capture_output=True, text=True, timeout=120)
            expected = f"cardtable {project_version()}"
            if done.returncode != 0 or done.stdout.strip() != expected:
                raise SmokeError(
                    f"--version printed {done.stdout.strip()!r} (exit {done.returncode}), "
                    f"expected {expected!r}\n{done.stderr}"
                )
            say(f"version: {done.stdout.strip()}")
        times = []
        for deck in DECKS:
            for i in range(runs):
                out = (keep or home) / f"table-{deck}.png"
                if keep:
                    keep.mkdir(parents=True, exist_ok=True)
                times.append(run_table(command, deck, out, env))
                if i == 0:
                    say(f"{deck}: dealt table rendered ({'x'.join(map(str, png_size(out)))}), {times[-1][0]:.2f} s")
    return times


def check_online(
    command: Sequence[str], env: dict[str, str] | None = None, sign_in: tuple[str, str, str] | None = None
) -> dict[str, object]:
    """A bundle's hidden self-check of online play (``bundle_check.py``): it imports the Matrix
    client and makes a TLS context that verifies certificates, with certificate authorities loaded;
    with ``sign_in`` (homeserver, user, password) it signs in there. What it found, or SmokeError."""

    extra = ["--homeserver", sign_in[0], "--user", sign_in[1]] if sign_in else []
    done = subprocess.run(
        [*command, "--bundle-check-online", *extra],
        input=(sign_in[2] + "\n") if sign_in else "",
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return _answer(done, "online")


def check_thinking(command: Sequence[str]) -> dict[str, object]:
    """A bundle's hidden self-check of the computer's thinking process (``cardtable.ai.remote``):
    the bundle started as the program starts it answers a decision. What it found, or SmokeError."""

    done = subprocess.run([*command, "--bundle-check-thinking"], capture_output=True, text=True, timeout=120)
    return _answer(done, "thinking")


def _answer(done: subprocess.CompletedProcess[str], what: str) -> dict[str, object]:
    """A hidden self-check's answer: the JSON of its last line, or SmokeError with what it printed."""
    import json

    try:
        found: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise SmokeError(f"{what} self-check printed no answer (exit {done.returncode})\n{done.stderr}") from None
    if done.returncode != 0:
        raise SmokeError(f"{what} self-check failed: {found}\n{done.stderr[-2000:]}")
    return found


def summary(times: list[tuple[float, float]]) -> str:
    wall = statistics.median(t[0] for t in times)
    cpu = statistics.median(t[1] for t in times)
    return f"{wall:.2f} s" + ("" if cpu != cpu else f" ({cpu:.2f} s processor)")


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="+", help="the program to start, with any leading arguments")
    parser.add_argument("--runs", type=int, default=1, help="start each deck this many times (timing)")
    parser.add_argument("--keep", type=Path, help="keep the screenshots in this folder")
    args = parser.parse_args(argv)
    try:
        times = check(args.command, args.runs, args.keep)
    except (SmokeError, subprocess.TimeoutExpired, OSError) as error:
        print(f"smoke test FAILED: {error}", file=sys.stderr)
        return 1
    print(
        f"smoke test passed: start to the dealt table's first paint, saved, and exit: median {summary(times)} "
        f"over {len(times)} runs"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

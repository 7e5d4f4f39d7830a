"""``CARDTABLE_SYNAPSE_PYTHON=... python -m tests.online.latency [--moves 40]``: how long a move takes
from one program to the other over a local Synapse, and how long closing a link takes.

Two ``OnlineLink``s (the table's worker threads, each with its driver and Matrix client) play a
Schnapsen match by random legal moves. A move's time runs from ``link.act`` on one side to the
other side's link handing its table a view with that move in it. Printed: the median, the 90th
percentile and the largest; then the time ``close`` took on the table's thread and the time until
the link's thread had ended, for each side, with the match idle (nothing to read).

``--quit``: the program's own quit and sign-out instead: a main window at an online match made by
Play a friend online…'s invitation (the friend's side in a link of its own), idle at the table;
printed, the time from closing the window to the end of the program's event loop (its
``aboutToQuit`` waits included), and from Sign out to the link's thread ended.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from cardtable.online import OnlineMatch
from cardtable.online.matrix import MatrixTransport
from cardtable.session.online import View
from cardtable.ui.online_link import OnlineLink

from . import synapse
from .helpers import secret
from .test_matrix import _account, _room


def measure(moves: int, seed: int = 1) -> tuple[list[float], list[tuple[float, float]]]:
    """Seconds per move (act to the other's view), and (close, thread ended) seconds per side."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    server = synapse.Synapse(Path(tempfile.mkdtemp(prefix="latency-")))
    try:
        a = asyncio.run(_account(server.url, "ann"))
        b = asyncio.run(_account(server.url, "bob"))
        room = asyncio.run(_room(server.url, a, b))

        def make_a() -> OnlineMatch:
            transport = MatrixTransport(server.url, a[0], a[1], room)
            return OnlineMatch.invite(transport, secret(1, 2), match_id=room, game="schnapsen", opponent=b[0])

        def make_b() -> OnlineMatch:
            return OnlineMatch.join(MatrixTransport(server.url, b[0], b[1], room), secret(3, 4))

        links = [OnlineLink(make_a), OnlineLink(make_b)]
        rng = random.Random(seed)
        sent: dict[int, float] = {}  # count of actions after the move -> when it was sent
        took: list[float] = []
        acted: set[int] = set()

        def viewed(side: int, view: View) -> None:
            for count in [c for c in sent if c <= view.count and mover[c] != view.seat]:
                took.append(time.perf_counter() - sent.pop(count))
            if len(took) >= moves or view.disputed:
                app.quit()
                return
            if view.ready and view.expected == (view.seat, "act") and view.count not in acted:
                legal = [x for x in view.latest.hand.legal_actions() if x.kind != "claim"]
                if legal:
                    acted.add(view.count)
                    mover[view.count + 1] = view.seat
                    sent[view.count + 1] = time.perf_counter()
                    links[side].act(rng.choice(legal).text, view.count)

        mover: dict[int, int] = {}
        for side, link in enumerate(links):
            link.viewed.connect(lambda view, side=side: viewed(side, view))
        QTimer.singleShot(600_000, app.quit)
        app.exec()
        app.processEvents()
        time.sleep(1.0)  # both idle: the reads wait on the network
        closing = []
        for link in links:
            start = time.perf_counter()
            link.close()
            closed = time.perf_counter() - start
            link.worker_thread.wait(60_000)
            closing.append((closed, time.perf_counter() - start))
        return took, closing
    finally:
        server.stop()


def _wait(app: Any, done: Any, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        app.processEvents()
        time.sleep(0.01)


def measure_quit() -> tuple[float, float]:
    """Seconds from closing the window to the end of the event loop; from Sign out to the link's
    thread ended (each at a match idle at the table)."""
    import os

    from PySide6.QtWidgets import QApplication

    folder = Path(tempfile.mkdtemp(prefix="quit-"))
    for name in ("CONFIG", "DATA", "LOG"):
        os.environ[f"CARDTABLE_{name}_DIR"] = str(folder / name.lower())
    app = QApplication.instance() or QApplication(sys.argv[:1])
    (folder / "synapse").mkdir()
    server = synapse.Synapse(folder / "synapse")
    try:
        a = asyncio.run(_account(server.url, "ann"))
        b = asyncio.run(_account(server.url, "bob"))
        return _ending(app, server.url, a, b, quitting=True), _ending(app, server.url, a, b, quitting=False)
    finally:
        server.stop()


def _ending(app: Any, url: str, a: tuple[str, str], b: tuple[str, str], quitting: bool) -> float:
    """A new match at Ann's table, idle; the seconds its quit (or Sign out) took."""
    from cardtable.online.account import Login, MatrixAccount
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow
    from cardtable.ui.online_play import OnlinePlay
    from cardtable.ui.online_window import invitation

    login = Login(url, a[0], "", a[1])
    kept = invitation(login, b[0], "schnapsen", {}, "french")()
    friend = MatrixAccount(Login(url, b[0], "", b[1]))
    friend.join(kept.room_id)
    friend.close()
    other = OnlineLink(lambda: OnlineMatch.join(MatrixTransport(url, b[0], b[1], kept.room_id), secret(3, 4)))
    window = MainWindow(Settings(game="schnapsen"), persist=False)
    window.show()
    play = OnlinePlay.open(window, login, kept)
    _wait(app, lambda: play.controller is not None)
    time.sleep(1.0)  # idle: the links' reads wait on the homeserver
    thread = play.link.worker_thread
    start = time.perf_counter()
    if quitting:
        window.close()
        QTimer.singleShot(0, app.quit)
        app.exec()
    else:
        play.signed_out()
        _wait(app, thread.isFinished)
    took = time.perf_counter() - start
    other.close()
    other.worker_thread.wait(10_000)
    window.deleteLater()
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--quit", action="store_true", help="the program's quit and sign-out instead")
    args = parser.parse_args()
    if args.quit:
        quitting, signing_out = measure_quit()
        print(f"window closed to the program's event loop ended: {quitting * 1000:.0f} ms")
        print(f"Sign out to the match's link thread ended: {signing_out * 1000:.0f} ms")
        return
    took, closing = measure(args.moves)
    ms = sorted(t * 1000 for t in took)
    print(f"moves measured: {len(ms)}")
    if ms:
        p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
        median = statistics.median(ms)
        print(f"move, one program to the other: median {median:.0f} ms, 90% {p90:.0f} ms, max {ms[-1]:.0f} ms")
    for side, (closed, ended) in enumerate(closing):
        print(f"side {side}: close() returned in {closed * 1000:.0f} ms, its thread ended in {ended * 1000:.0f} ms")


if __name__ == "__main__":
    main()

"""``python -m cardtable.bench stall [--game G]``: the longest pause of the window's event loop
while a person plays a whole hand, at 100 % and 200 % (``QT_SCALE_FACTOR=2``), offscreen.

Each game and scale is a child process with private folders (the autosave written as for a
player). A person's moves are made with the mouse: a card is pressed and dragged (a dozen moves
over the trick, one a frame, then the drop; Qt's own drag loop needs a real pointer, so this one
stands in for it); Bura's groups are picked with clicks first; other choices (marriage, close,
offers) are the action bar's buttons. A 1 ms heartbeat timer measures the event loop: a gap
between two of its ticks is time in which the window could not draw or answer, whatever held
it. The deal's first second (the start) is not counted; the hand's summary, laid out beside its
last trick, is. ``--sync`` writes the autosave on the
window's thread, as before the background writer, for comparison."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

CHILD = "from cardtable.bench.stall import child; child({game!r}, {seed}, {sync}, {why})"


def child(game: str, seed: int, sync: bool, why: bool = False) -> None:
    """Play one hand of ``game`` as a person, print the heartbeat's gaps as JSON."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from cardtable.ui.importhook import lighten

    lighten()  # as the program does (``ui.app``), before the window's modules are imported
    from cardtable.session.store import SessionStore
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    if sync:
        SessionStore.in_background = lambda self, on_failure: None  # type: ignore[method-assign]
    from cardtable.ui import worker

    worker.hold()  # as the program does (``ui.app``): the thinking starts at the table's first paint
    settings = Settings(animation="normal", game=game, sound=False)
    window = MainWindow(settings, seed=seed, persist=True, resume=False)
    window.confirm = lambda title, question: True
    window.resize(1280, 860)
    window.show()
    from cardtable.ui.paintwatch import PaintWatch
    from cardtable.ui.prewarm import Prewarm

    PaintWatch(window, worker.release)  # as the program does (ui.app)
    PaintWatch(window, Prewarm(window).start)
    PaintWatch(window, window.store.prepare)
    player = Player(window, seed)
    entries = Entries() if why else None
    if entries is not None:
        entries.start()
    gaps = player.play(app)
    if entries is not None:
        entries.stop()
    longest = sorted(gaps, reverse=True)[:20]
    over = sum(1 for gap, _ in gaps if gap > 16)
    busiest = sorted(player.busy, reverse=True)[:20]
    busy_over = sum(1 for ms, _ in player.busy if ms > 16)
    told = entries.tell(player.spans) if entries is not None else []
    figures = {"longest": longest, "over": over, "busiest": busiest, "busy_over": busy_over}
    print(json.dumps({**figures, "ticks": len(gaps), "moves": player.moves, "why": told}), flush=True)
    window.close()  # the autosave and statistics written, then out as the program goes (``app.quick_exit``)
    os._exit(0)


class Player:
    """Plays the person's seat with mouse events, and times the event loop meanwhile."""

    def __init__(self, window: Any, seed: int) -> None:
        import random

        self.window = window
        self.rng = random.Random(seed)
        self.moves = 0
        self.gaps: list[tuple[float, str]] = []  # each gap (ms) with what the person was doing
        self.busy: list[tuple[float, str]] = []  # the window's thread's own processor time in each gap
        self.spans: list[tuple[float, float, float]] = []  # each gap (ms) with its start and end
        self.doing = "waiting"
        self.ended = False  # the hand is over: its summary is still to come
        self.done = False  # the summary is shown
        self.last_beat = 0.0

    def play(self, app: Any) -> list[tuple[float, str]]:
        import time

        from PySide6.QtCore import Qt, QTimer

        c = self.window.controller
        c.handFinished.connect(self._hand_ended)
        self.last_beat = time.perf_counter()
        counting = [False]

        cpu = [time.thread_time()]

        def beat() -> None:
            now, used = time.perf_counter(), time.thread_time()
            if counting[0]:
                self.gaps.append(((now - self.last_beat) * 1000, self.doing))
                self.spans.append(((now - self.last_beat) * 1000, self.last_beat, now))
                self.busy.append(((used - cpu[0]) * 1000, self.doing))
            self.last_beat, cpu[0] = now, used
            if self.ended and self.window.table.summary.isVisible() and not self.done:
                self.done = True  # the summary's frames counted too, then out (the quit not counted)
                QTimer.singleShot(300, lambda: (counting.__setitem__(0, False), app.quit()))

        heart = QTimer()
        heart.setTimerType(Qt.TimerType.PreciseTimer)
        heart.timeout.connect(beat)
        heart.start(1)
        QTimer.singleShot(1000, lambda: counting.__setitem__(0, True))
        mover = QTimer()
        mover.timeout.connect(self.step)
        mover.start(40)
        QTimer.singleShot(180_000, app.quit)  # a hand never takes this long: the bench must end
        app.exec()
        heart.stop()
        mover.stop()
        return self.gaps

    def _hand_ended(self, *_: Any) -> None:
        self.ended, self.doing = True, "the hand's end"

    def step(self) -> None:
        """The person's next move when it is theirs and the table is at rest."""
        w = self.window
        c, table = w.controller, w.table
        if self.ended or c is None or table.animator.busy or c.busy:
            if c is not None and c.trick_held and not table.animator.busy:
                c.release_trick()
            return
        seat = c.human_to_move()
        if seat is None:
            return
        legal = [a for a in c.hand.legal_actions() if c.refusal(a) is None]
        if not legal:
            return
        action = self.choose(c, seat, legal)
        self.moves += 1
        table.confirm = lambda title, question: True  # closing the stock: yes
        if action.cards and action.kind.name == "PLAY":
            self.doing = "dragging"
            self.drag(table, seat, list(action.cards))
        else:
            self.doing = f"button {action.kind.name.lower()}"
            table._button(action)  # as the action bar's button does
        self.doing = "after a move"

    def choose(self, c: Any, seat: int, legal: list[Any]) -> Any:
        """A random move that plays the hand out: never closing the stock, claiming only when the
        claim is right (the hand must be played, not ended early)."""
        goal = c.spec.goal
        claim = [a for a in legal if a.kind.name == "CLAIM"]
        if claim and goal is not None and c.hand.score(seat) >= goal:
            return claim[0]
        plain = [a for a in legal if a.kind.name not in ("CLAIM", "CLOSE")]
        return self.rng.choice(plain or legal)

    def drag(self, table: Any, seat: int, cards: list[Any]) -> None:
        """Pick the cards (Bura's groups: a click each), then press, drag and drop the first."""
        from PySide6.QtCore import QItemSelectionModel, QPointF

        from cardtable.ui import views

        view = table.views[f"hand-{seat}"]
        model = view.model()
        if len(cards) > 1:
            view.selectionModel().clearSelection()
            for card in cards:
                index = model.index(model.cards().index(card), 0)
                view.selectionModel().select(index, QItemSelectionModel.SelectionFlag.Select)
        trick = table.views["trick"]
        views.QDrag = lambda source: FrameDrag(source, trick)  # type: ignore[assignment,misc,return-value]
        rect = view.rect_of(cards[0])
        if rect is None:
            return
        start = QPointF(rect.center())
        drag_up(view, start)


def drag_up(view: Any, start: Any) -> None:
    """A mouse drag of the card at ``start`` (a QPointF) 40 pixels up, as real input events to the view (the
    view starts a QDrag from it)."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    for kind, at, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, start + QPointF(0, -40), Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, start + QPointF(0, -40), Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            at,
            view.viewport().mapToGlobal(at),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(view.viewport(), event)


class Entries:
    """What ran in the window's thread during the longest gaps (``--why``): each call Qt made into
    Python (a paint, a slot, a timer, an event handler) is timed with ``sys.setprofile``, and a
    gap is told as the calls that overlap it and the rest, which is Qt's own work (layout, drawing
    its widgets, composing the window). The profile hook slows Python down (some 1.5-2×): the gaps
    are longer with ``--why``; their shares are what it is for. (A thread sampling the window's
    stack saw it only where it let Python's lock go, in Qt: it named the event loop for work done
    in Python.)"""

    def __init__(self) -> None:
        self.calls: list[tuple[float, float, str]] = []  # (start, end, name) of each call from Qt
        self.loop: Any = None  # the frame running the event loop (``Player.play``)

    def start(self) -> None:
        import time

        stack: list[list[Any]] = []  # [frame, began] of each call from Qt, a nested loop's on top
        clock = time.perf_counter
        loop_code = Player.play.__code__

        def name(frame: Any) -> str:
            code = frame.f_code
            return f"{code.co_qualname} ({Path(code.co_filename).name}:{code.co_firstlineno})"

        def hook(frame: Any, event: str, arg: Any) -> None:
            if event == "call":
                if frame.f_code is loop_code:
                    self.loop = frame
                    return
                caller = frame.f_back
                # from Qt: the caller is a frame that runs an event loop (the play's, a drag's)
                if caller is not None and (caller is self.loop or caller.f_code.co_name == "exec"):
                    now = clock()
                    if stack:  # the call that runs the nested loop: its time so far, then paused
                        outer = stack[-1]
                        self.calls.append((outer[1], now, name(outer[0])))
                    stack.append([frame, now])
            elif event == "return" and stack and stack[-1][0] is frame:
                _, began = stack.pop()
                now = clock()
                self.calls.append((began, now, name(frame)))
                if stack:
                    stack[-1][1] = now  # the outer call goes on from here

        sys.setprofile(hook)

    def stop(self) -> None:
        sys.setprofile(None)

    def tell(self, spans: list[tuple[float, float, float]], count: int = 4) -> list[dict[str, Any]]:
        """The ``count`` longest gaps (ms, start, end), each with its calls' milliseconds."""
        told = []
        for ms, began, ended in sorted(spans, reverse=True)[:count]:
            parts: dict[str, float] = {}
            for start, end, where in self.calls:
                if start < ended and end > began and "beat" not in where:
                    parts[where] = parts.get(where, 0.0) + (min(end, ended) - max(start, began)) * 1000
            python = sum(parts.values())
            top = sorted(parts.items(), key=lambda item: -item[1])[:5]
            told.append({"gap": ms, "qt": max(0.0, ms - python), "calls": top})
        return told


class FrameDrag:
    """Stands in for QDrag: its exec moves over the trick a frame at a time (16 ms, the event loop
    running between), then drops there, as a person's drag does."""

    def __init__(self, source: Any, target: Any) -> None:
        self.source, self.target = source, target
        self.mime: Any = None

    def setMimeData(self, mime: Any) -> None:
        self.mime = mime

    def setPixmap(self, pixmap: Any) -> None:
        self.pixmap = pixmap  # made as for a real drag: its cost is counted

    def setHotSpot(self, point: Any) -> None:
        pass

    def exec(self, action: Any) -> Any:
        from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt, QTimer
        from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
        from PySide6.QtWidgets import QApplication

        port = self.target.viewport()
        centre = port.rect().center()
        buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        for step in range(12):
            at = QPoint(centre.x() - 60 + 10 * step, centre.y())
            kind = QDragEnterEvent if step == 0 else QDragMoveEvent
            QApplication.sendEvent(port, kind(at, Qt.DropAction.MoveAction, self.mime, buttons, mods))
            loop = QEventLoop()
            QTimer.singleShot(16, loop.quit)
            loop.exec()
        drop = QDropEvent(QPointF(centre), Qt.DropAction.MoveAction, self.mime, buttons, mods)
        QApplication.sendEvent(port, drop)
        return Qt.DropAction.MoveAction


def run(game: str, scale: str, seed: int, sync: bool, why: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="cardtable-stall-") as folder:
        home = Path(folder)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
        for name in ("CONFIG", "DATA", "LOG", "CACHE"):
            env[f"CARDTABLE_{name}_DIR"] = str(home / name.lower())
        code = CHILD.format(game=game, seed=seed, sync=sync, why=why)
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
        if done.returncode != 0 or not done.stdout.strip():
            raise RuntimeError(f"{game} at {scale}: exit {done.returncode}\n{done.stderr[-3000:]}")
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def compile_ahead() -> None:
    """The package's bytecode written before the hands are played, as an installed program has it
    (pip and the bundles compile it): with ``PYTHONDONTWRITEBYTECODE`` a module first imported during
    the hand was compiled there, some 16 ms for ``ai.review`` alone."""
    import compileall

    import cardtable

    compileall.compile_dir(str(Path(cardtable.__file__).parent), quiet=1)


def main(games: list[str] | None = None, seed: int = 7, sync: bool = False, why: bool = False) -> None:
    from cardtable.engine import GAMES

    compile_ahead()
    print(f"event-loop gaps in one hand played with the mouse (1 ms heartbeat), seed {seed}")
    print("gap: wall time between two ticks; busy: the window's own thread's processor time in it (what")
    print("the program spent; the rest of a gap is the machine's other work, or the GIL held elsewhere)")
    head = (
        f"{'game':<12}{'scale':>6}{'moves':>7}{'gap ms':>9}{'2nd':>7}{'>16 ms':>8}{'busy ms':>9}{'2nd':>7}{'>16 ms':>8}"
    )
    print(head)
    worst: list[tuple[float, str, str]] = []
    for game in games or list(GAMES):
        for scale in ("1", "2"):
            figures = run(game, scale, seed, sync, why)
            for gap in figures["why"]:
                calls = "; ".join(f"{ms:.1f} {where}" for where, ms in gap["calls"])
                print(f"    gap {gap['gap']:.1f} ms: Qt {gap['qt']:.1f}; {calls}")
            gap = [ms for ms, _ in figures["longest"]] + [0.0, 0.0]
            busy = [ms for ms, _ in figures["busiest"]] + [0.0, 0.0]
            print(
                f"{game:<12}{scale + '00%':>6}{figures['moves']:>7}{gap[0]:>9.1f}{gap[1]:>7.1f}{figures['over']:>8}"
                f"{busy[0]:>9.1f}{busy[1]:>7.1f}{figures['busy_over']:>8}"
            )
            worst += [(ms, f"{game} {scale}00%", doing) for ms, doing in figures["busiest"][:3]]
    print("the busiest gaps, with what the person was doing:")
    for ms, where, doing in sorted(worst, reverse=True)[:6]:
        print(f"  {ms:7.1f} ms  {where:<16}{doing}")

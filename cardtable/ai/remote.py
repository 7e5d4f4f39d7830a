"""The computer thinks in a process of its own, and the hand in play is reviewed in another. A
search in a thread of the window's process holds Python's global lock in 5 ms slices, and each of
the window's many short calls into Python (a paint, an animation's frame, a timer) waited for a
slice: the cards stood still for 100-460 ms while the computer thought or the review followed the
hand (``python -m cardtable.bench stall``, issue 45). A process shares no lock, and runs at a lower
priority (the review lower still), so that on a machine of one or two cores the window comes first.

The process keeps its own copy of each player, made from its level; before each decision it
takes the window's player's random state and time limit (the table reseeds its computer at every
decision, so that a resumed match plays as it would have), so it decides exactly as the player in
the window would. Requests go one at a time, and one given up before it is sent is never
searched. Players it cannot copy (a lesson's script, a test's stand-in) think in a thread as
before; so does everything when the process cannot start or dies."""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
import threading
import time
import traceback
import weakref
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    import subprocess

#: The option by which a bundled program runs as the thinking process (``packaging/launch.py``).
BUNDLE_OPTION = "--cardtable-think"
REMOTE_LEVELS = ("medium", "strong", "expert")  # the levels that search (easy answers in microseconds)
KEPT = 8  # players kept in the process (a match has one or two; older ones are made again when asked)
_HEADER = struct.Struct("!4sI")
_MAGIC = b"ctth"  # a message's first bytes: anything else on the pipe means the process is lost
_LARGEST = 64 << 20


def recipe(player: Any) -> tuple[str, Any, float | None] | None:
    """What the process needs to decide as ``player`` would: its level, its random state and its
    time limit; None for a player it cannot copy."""
    from .players import _CLASSES

    level = getattr(player, "level", "")
    if level not in REMOTE_LEVELS or type(player) is not _CLASSES[level]:
        return None
    return level, player.rng.getstate(), getattr(player, "time_limit", None)


@dataclass(eq=False)
class Request:
    """One piece of work asked of the process (``choose`` or ``review``, as ``serve`` reads it):
    ``done(answer, error)`` is called with its answer, from the process's reading thread;
    ``wanted()`` is asked before it is sent; ``fallback()`` does it in a thread instead (the
    process is gone)."""

    work: tuple[Any, ...]
    wanted: Callable[[], bool]
    done: Callable[[Any, str], None]
    fallback: Callable[[], None]
    owner: int = 0
    dropped: bool = field(default=False)


def choose_work(
    key: int, made: tuple[str, Any, float | None], observation: Any, legal: Sequence[Any]
) -> tuple[Any, ...]:
    """The work of deciding as the player ``key`` (``recipe``) from ``observation``."""
    return ("choose", key, made, observation, list(legal))


def review_work(
    start: Any, actions: Sequence[str], seat: int, index: int, scale: float | None, hindsight: bool
) -> tuple[Any, ...]:
    """The work of reviewing the decision at ``actions[index]`` of the hand dealt as ``start``."""
    return ("review", start, list(actions[: index + 1]), seat, index, scale, hindsight)


def _write(stream: IO[bytes], payload: Any) -> None:
    data = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(_MAGIC, len(data)) + data)
    stream.flush()


def _read(stream: IO[bytes]) -> Any:
    """The next message, or raises EOFError when the other side is gone or wrote something else
    (a library printing to the process's output would otherwise be read as a length)."""
    head = stream.read(_HEADER.size)
    if len(head) < _HEADER.size:
        raise EOFError
    magic, size = _HEADER.unpack(head)
    if magic != _MAGIC or size > _LARGEST:
        raise EOFError
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


def serve(incoming: IO[bytes], outgoing: IO[bytes]) -> None:
    """The process's side: answer each request until the window's process closes the pipe."""
    players: OrderedDict[int, Any] = OrderedDict()
    while True:
        try:
            ident, work = _read(incoming)
        except EOFError:
            return
        try:
            answer, error = (_choose(players, *work[1:]) if work[0] == "choose" else _review(*work[1:])), ""
        except Exception:  # the window reports it and plays on, as for work in a thread
            answer, error = None, traceback.format_exc()
        try:
            _write(outgoing, (ident, answer, error))
        except OSError:  # the window's process is gone (quit mid-search): end without a word
            return


def _choose(
    players: OrderedDict[int, Any], key: int, made: tuple[str, Any, float | None], observation: Any, legal: list[Any]
) -> Any:
    from .players import make_player

    level, state, limit = made
    player = players.pop(key, None) or make_player(level)
    players[key] = player
    while len(players) > KEPT:
        players.popitem(last=False)
    player.rng.setstate(state)
    if hasattr(player, "time_limit"):
        player.time_limit = limit
    return player.choose(observation, legal)


def _review(start: Any, actions: list[str], seat: int, index: int, scale: float | None, hindsight: bool) -> Any:
    from dataclasses import replace

    from cardtable.engine import Action

    from .review import review_decision

    hand = start.clone()
    played = [Action.parse(text) for text in actions]
    for action in played[:index]:
        hand.apply(action)
    decision = review_decision(hand, played[index], seat, index, scale, hindsight)
    return replace(decision, before=tuple(actions[:index]))


def main(arguments: Sequence[str]) -> None:
    """Entry of the process (``python -m cardtable.ai.remote NICENESS``, or the bundle with
    ``BUNDLE_OPTION NICENESS``)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the window's process
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            os.nice(int(arguments[0]))
    answers = os.fdopen(os.dup(1), "wb")  # the pipe, kept for the answers alone:
    os.dup2(2, 1)  # whatever a library prints goes where errors go
    sys.stdout = sys.stderr
    from . import players, review  # noqa: F401  (imported now, while the window starts, not at the first question)

    serve(sys.stdin.buffer, answers)


def _command(niceness: int) -> list[str]:
    if getattr(sys, "frozen", False):  # a bundle: its program runs the process (``packaging/launch.py``)
        return [sys.executable, BUNDLE_OPTION, str(niceness)]
    return [sys.executable, "-m", "cardtable.ai.remote", str(niceness)]


class ThinkingProcess:
    """The window's side: one process, requests sent one at a time, answers read by a thread.
    ``niceness``: how far below the window it runs (POSIX; on Windows below normal, or idle from
    10)."""

    def __init__(self, niceness: int = 5) -> None:
        self.niceness = niceness
        self._lock = threading.Lock()
        self._queue: deque[Request] = deque()
        self._sent: dict[int, tuple[Request, Any]] = {}  # by number: the request and the process it went to
        self._next = 0
        self._keys: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
        self._child: subprocess.Popen[bytes] | None = None
        self.failed = False  # no process in this run (it could not start, died, or was stopped)
        self.paused = False

    def start(self) -> bool:
        """Start the process (if not running); False when it cannot be started."""
        with self._lock:
            return self._start()

    def _start(self) -> bool:
        if self._child is not None:
            return True
        if self.failed:
            return False
        import subprocess  # here: the window's start does not need it

        env = dict(os.environ)  # the package last: a source tree found, the standard library first
        package_home = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (env.get("PYTHONPATH", ""), package_home) if p)
        priority = "IDLE_PRIORITY_CLASS" if self.niceness >= 10 else "BELOW_NORMAL_PRIORITY_CLASS"
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0) | getattr(subprocess, priority, 0)
        try:
            child = subprocess.Popen(
                _command(self.niceness), stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, creationflags=flags
            )
        except OSError:
            self.failed = True
            return False
        self._child = child
        threading.Thread(target=self._answers, args=(child,), name="cardtable-thinking", daemon=True).start()
        return True

    def key(self, player: Any) -> int:
        """The number by which the process knows its copy of ``player``."""
        with self._lock:
            if player not in self._keys:
                self._next += 1
                self._keys[player] = self._next
            return self._keys[player]

    def submit(self, request: Request) -> None:
        """Ask for a decision; it is sent when the one before it is answered."""
        with self._lock:
            if self._start():
                self._queue.append(request)
                self._pump()
                return
        request.fallback()

    def pause(self, on: bool) -> None:
        """Send nothing more while ``on`` (the review, while the computer thinks: on one or two
        cores it would take the time of the computer's time-limited search); the request out goes on."""
        with self._lock:
            self.paused = on
            self._pump()

    def drop(self, owner: int) -> None:
        """Give up every request of ``owner``: those waiting are never sent, an answer is not passed on."""
        with self._lock:
            self._queue = deque(r for r in self._queue if r.owner != owner)
            for request, _child in self._sent.values():
                if request.owner == owner:
                    request.dropped = True

    def _pump(self) -> None:
        """Send the next wanted request if none is out (the lock held)."""
        if self._sent or self._child is None or self.paused:
            return
        while self._queue:
            request = self._queue.popleft()
            if not request.wanted():
                continue
            self._next += 1
            try:
                message = pickle.dumps((self._next, request.work), protocol=pickle.HIGHEST_PROTOCOL)
            except Exception:  # work that cannot travel is done here instead
                request.fallback()
                continue
            try:
                assert self._child.stdin is not None
                self._child.stdin.write(_HEADER.pack(_MAGIC, len(message)) + message)
                self._child.stdin.flush()
            except (OSError, ValueError):
                self._queue.appendleft(request)
                return  # the reading thread sees the process gone and hands the requests to threads
            self._sent[self._next] = (request, self._child)
            return

    def _answers(self, child: subprocess.Popen[bytes]) -> None:
        assert child.stdout is not None
        while True:
            try:
                ident, answer, error = _read(child.stdout)
            except Exception:  # the process died (or said nonsense): its work goes to threads
                self._lost(child)
                return
            with self._lock:
                request, _child = self._sent.pop(ident, (None, None))
                self._pump()
            if request is not None and not request.dropped:
                request.done(answer, error)

    def _lost(self, child: subprocess.Popen[bytes]) -> None:
        """``child`` is gone: the requests it had, and those waiting if it was the running one, go to threads."""
        with self._lock:
            numbers = [number for number, (_request, went_to) in self._sent.items() if went_to is child]
            orphans = [self._sent.pop(number)[0] for number in numbers]
            if self._child is child:
                self._child = None
                self.failed = True  # not started again in this run: a process that dies once would again
                orphans += self._queue
                self._queue.clear()
        child.kill()
        child.wait()
        for request in orphans:
            if not request.dropped and request.wanted():
                request.fallback()

    def stop(self) -> None:
        """End the process, for this run: no answer is passed on from now, and nothing more is sent
        (it also ends by itself when this process ends: its input closes)."""
        with self._lock:
            child, self._child = self._child, None
            self.failed = True
            for request, _child in self._sent.values():
                request.dropped = True
            self._queue.clear()
        if child is not None and child.stdin is not None:
            with contextlib.suppress(OSError):
                child.stdin.close()


def self_check(timeout: float = 60.0) -> dict[str, Any]:
    """Whether a process started as the program starts it answers a decision (the bundle's hidden
    check, ``packaging/launch.py``: a bundle that cannot run it would think in threads, stuttering,
    without a word): a strong player's first move of a seeded Schnapsen deal."""
    from cardtable.engine import new_hand

    from .players import make_player

    hand = new_hand("schnapsen", seed=1)
    player = make_player("strong", seed=1)
    made = recipe(player)
    assert made is not None
    answered = threading.Event()
    found: dict[str, Any] = {"answered": False, "fallback": False, "legal": False, "error": ""}

    def done(action: Any, error: str) -> None:
        found.update(answered=True, legal=action in hand.legal_actions(), error=error[-500:])
        answered.set()

    def fallback() -> None:
        found["fallback"] = True
        answered.set()

    process = ThinkingProcess(niceness=0)
    began = time.perf_counter()
    seat = 1  # the seeded deal's leader (checked by the bundle test: a legal answer)
    work = choose_work(process.key(player), made, hand.observation(seat), hand.legal_actions())
    process.submit(Request(work, wanted=lambda: True, done=done, fallback=fallback))
    answered.wait(timeout)
    found["seconds"] = round(time.perf_counter() - began, 3)
    process.stop()
    return found


_shared: dict[str, ThinkingProcess] = {}
#: The processes: the computer's decisions; the review of a hand in play (below the computer, which
#: it must never slow down: on two cores each has one).
NICENESS = {"think": 5, "review": 10}


def shared(name: str = "think") -> ThinkingProcess:
    """The program's process for ``name`` (started at its first request, or ahead by ``start``)."""
    if name not in _shared:
        _shared[name] = ThinkingProcess(NICENESS[name])
    return _shared[name]


def stop_all() -> None:
    """The program quits: no answer reaches a window being taken down (``ui.app``)."""
    for process in _shared.values():
        process.stop()


if __name__ == "__main__":
    main(sys.argv[1:])

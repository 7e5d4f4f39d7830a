"""What the review window shows, without widgets: the match's finished hands replayed from its
start, a hand cut into its tricks (each with the cards both players held before it), and the
review computed in the worker thread with its progress. The person's decisions of a hand in play
are reviewed trick by trick while it is played (``ReviewDesk``), so that at its end only its last
trick is left to search."""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from cardtable.ai import remote
from cardtable.ai.review import Decision, HandReview, decisions_to_review, hand_starts, review_decisions, review_hand
from cardtable.engine import Action, Card, Hand, Kind, new_match
from cardtable.engine.core import cards_of


def match_hands(session: Any, *, in_play: bool = False) -> list[tuple[Hand, list[str]]]:
    """Every finished hand of the session's match: its start and its actions, replayed from the
    match's seed (and the lesson's deal in place of the first, as ``Session.begin_lesson`` does);
    ``in_play``: the hand in play too, last, with its actions so far."""
    first = new_match(session.game, rules=session.rules, seed=session.seed)
    if session.guide is not None:
        first.hand = session.guide.lesson.new_hand()
    hands = hand_starts(first, session.match.actions, unfinished=in_play)
    return hands if in_play else hands[: len(session.match.finished)]


@dataclass(frozen=True)
class Step:
    """One trick of a hand as the review steps through it: the cards each player held before it,
    the face-up trump card and stock, and the actions in it (with who made them)."""

    number: int  # 1 for the first trick
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    trump_card: Card | None
    stock: int
    actions: tuple[tuple[int, int, Action], ...]  # (index in the hand's actions, mover, action)
    winner: int | None  # who took the trick (None: the hand ended within it)

    def played(self) -> list[tuple[int, tuple[Card, ...]]]:
        return [(mover, action.cards) for _, mover, action in self.actions if action.kind == Kind.PLAY]


def steps_of(start: Hand, actions: list[Action]) -> list[Step]:
    """The hand cut into its tricks (an action that ends the hand between tricks closes the last)."""
    hand = start.clone()
    steps: list[Step] = []
    current: list[tuple[int, int, Action]] = []
    before = _still(hand, 1)
    for i, action in enumerate(actions):
        mover = hand.to_move
        assert mover is not None
        tricks = len(hand.trick_log)
        hand.apply(action)
        current.append((i, mover, action))
        if len(hand.trick_log) > tricks or hand.result is not None:
            winner = hand.trick_log[-1][-1] if len(hand.trick_log) > tricks else None
            steps.append(Step(len(steps) + 1, *before, tuple(current), winner))
            current = []
            before = _still(hand, len(steps) + 1)
    return steps


def _still(hand: Hand, number: int) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], Card | None, int]:
    # the face-up trump card as the table showed it: none once the stock is closed (S-15; the review
    # kept showing it face up under the closed stock, a newcomer finding)
    trump = hand.observation(0).trump_card if hand.stock_left else None
    return (cards_of(hand.hands[0]), cards_of(hand.hands[1])), trump, hand.stock_left


def decisions_in(review: HandReview, step: Step) -> list[Decision]:
    indices = {i for i, _, _ in step.actions}
    return [d for d in review.decisions if d.index in indices]


class _Cancelled(Exception):
    pass


class _Bridge(QObject):
    progress = Signal(int, int, int)  # token, decisions reviewed, decisions in all
    done = Signal(int, object, str)  # token, the HandReview (None on error), the traceback


class Reviewer(QObject):
    """Reviews hands in a pool of its own, one at a time (never on the table's thread); an answer
    for a request given up (``cancel``) is dropped before it is emitted. While the computer or the
    hint thinks (``pause``), the review waits between decisions: on a machine of one or two cores
    it would otherwise take the time their time-limited searches have."""

    progressed = Signal(int, int, int)
    reviewed = Signal(int, object, str)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._bridge = _Bridge()
        self._bridge.progress.connect(self.progressed)
        self._bridge.done.connect(self.reviewed)
        self.token = 0
        self.era = 0  # grows when every request is given up (another match): ahead jobs stop
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.paused = threading.Event()
        self._asked: set[tuple[Any, ...]] = set()  # decisions sent to the review's process, not yet answered

    def pause(self, on: bool) -> None:
        remote.shared("review").pause(on)
        if on:
            self.paused.set()
        else:
            self.paused.clear()

    def cancel(self) -> None:
        self.token += 1
        self.era += 1
        remote.shared("review").drop(id(self))
        self._asked.clear()

    def _waiter(self, wanted: Callable[[], bool]) -> Callable[[], None]:
        """Between decisions: wait while the computer thinks; stop when no longer wanted."""
        paused = self.paused

        def wait() -> None:
            while paused.is_set() and wanted():
                time.sleep(0.02)
            if not wanted():
                raise _Cancelled

        return wait

    def ahead(
        self,
        start: Hand,
        actions: list[str],
        seat: int,
        store: dict[int, Decision],
        wanted: Callable[[], bool] | None = None,
        **options: Any,
    ) -> None:
        """Review the decisions of a hand in play so far into ``store``, one a request in the review's
        process (``ai.remote``: in a thread it took Python's lock from the table's animations),
        below the computer's thinking; the hand's review finds them there. Without the process, in
        this reviewer's pool, after any request queued (a lower priority)."""
        era = self.era
        if wanted is None:
            wanted = lambda: era == self.era  # noqa: E731
        keep = {k: v for k, v in options.items() if k in ("scale", "hindsight")}
        played = [Action.parse(a) for a in actions]
        process = remote.shared("review")
        for index in decisions_to_review(start, played, seat, store):
            asked = (id(store), index, tuple(actions[:index]))
            if asked in self._asked:
                continue
            self._asked.add(asked)

            def done(decision: Any, error: str, asked: tuple[Any, ...] = asked, index: int = index) -> None:
                self._asked.discard(asked)
                if isinstance(decision, Decision):
                    store[index] = decision  # one item: the hand's review, reading it, takes it or makes it again
                elif error:
                    print(error, file=sys.stderr)  # the hand's own review says what went wrong

            def in_thread(asked: tuple[Any, ...] = asked) -> None:
                self._asked.discard(asked)  # no longer the process's: the hand's review need not wait for it
                self._ahead_in_thread(start, actions, seat, store, keep, era)

            work = remote.review_work(start, actions, seat, index, keep.get("scale"), keep.get("hindsight", True))
            process.submit(remote.Request(work, wanted=wanted, done=done, fallback=in_thread, owner=id(self)))

    def _ahead_in_thread(
        self, start: Hand, actions: list[str], seat: int, store: dict[int, Decision], keep: dict[str, Any], era: int
    ) -> None:
        wait = self._waiter(lambda: era == self.era)

        class Job(QRunnable):
            def run(self) -> None:
                try:
                    wait()
                    played = [Action.parse(a) for a in actions]
                    review_decisions(start, played, seat, store=store, progress=lambda _n, _all: wait(), **keep)
                except _Cancelled:
                    return
                except Exception:  # the hand's own review says what went wrong
                    traceback.print_exc()

        self.pool.start(Job(), -1)

    def review(self, start: Hand, actions: list[str], seat: int, deal: int, **options: Any) -> int:
        self.token += 1
        token, era, bridge = self.token, self.era, self._bridge
        wanted: Callable[[], bool] = lambda: token == self.token and era == self.era  # noqa: E731
        wait = self._waiter(wanted)

        def progress(done: int, total: int) -> None:
            wait()
            bridge.progress.emit(token, done, total)

        class Job(QRunnable):
            def run(self) -> None:
                try:
                    result = review_hand(start, actions, seat, deal=deal, progress=progress, **options)
                    bridge.done.emit(token, result, "")
                except _Cancelled:
                    return
                except Exception:  # a bug in the review must never take the table down
                    bridge.done.emit(token, None, traceback.format_exc())

        store = options.get("store")
        if store is None:
            self.pool.start(Job())
            return token
        # The decisions not yet reviewed (a hand's last trick) go to the review's process first; the
        # job in this thread then only puts the hand's review together. Searched here, they took
        # Python's lock from the table for some 30 ms just as the hand's summary was drawn.
        # (given up with this request: a newer review's decisions do not wait behind them)
        self.ahead(start, actions, seat, store, wanted, **{k: v for k, v in options.items() if k != "store"})
        total = len(store) + self._waiting_for(id(store))
        self._start_when_answered(Job(), id(store), token, total, wanted, time.monotonic() + ANSWER_WAIT_S)
        return token

    def _waiting_for(self, store: int) -> int:
        """How many decisions of ``store`` the review's process has still to answer. (Its answers
        come in on another thread, which takes them out of ``_asked``: a copy is counted.)"""
        return sum(1 for asked in list(self._asked) if asked[0] == store)

    def _start_when_answered(
        self, job: QRunnable, store: int, token: int, total: int, wanted: Callable[[], bool], until: float
    ) -> None:
        """Start ``job`` once the review's process has answered every decision of ``store`` asked of
        it (or after ``ANSWER_WAIT_S``: the job then reviews what is left itself); the progress
        meanwhile is the process's answers."""
        if not wanted():
            return
        waiting = self._waiting_for(store)
        if waiting and time.monotonic() < until:
            self._bridge.progress.emit(token, total - waiting, total)
            QTimer.singleShot(POLL_MS, self, lambda: self._start_when_answered(job, store, token, total, wanted, until))
            return
        self.pool.start(job)


AHEAD_MS = 150  # how often the review of the hand in play looks for a table at rest
POLL_MS = 50  # how often a hand's review looks whether the review's process has answered
ANSWER_WAIT_S = 20.0  # how long a hand's review waits for the process's answers at most


class ReviewDesk(QObject):
    """A main window's reviews: kept by hand and seat for the match in play, one computed at a time
    (a request for another hand gives up the one under way). The review window asks it, and so
    does the end of each hand, so that the review is ready by the time it is asked for."""

    progressed = Signal(int, int, int, int)  # deal, seat, decisions reviewed, decisions in all
    reviewed = Signal(int, int, object, str)  # deal, seat, the HandReview (None on error), the error

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("review-desk")
        self.reviewer = Reviewer(self)
        self.reviewer.progressed.connect(self._progressed)
        self.reviewer.reviewed.connect(self._reviewed)
        self.cache: dict[tuple[int, int], HandReview] = {}
        # decisions of a hand reviewed while it was played, by (deal, seat)
        self.stores: dict[tuple[int, int], dict[int, Decision]] = {}
        self.running: tuple[int, int] | None = None
        self.session: Any = None
        self.lesson = False  # the session was in a lesson when watched
        self.options: dict[str, Any] = {}

    def request(
        self, session: Any, hands: list[tuple[Hand, list[str]]], deal: int, seat: int, options: dict[str, Any]
    ) -> HandReview | None:
        """The review of ``deal`` (1 for the first hand) for ``seat`` if it is ready; else None, and
        ``reviewed`` says when it is."""
        self.watch(session, options)
        found = self.cache.get((deal, seat))
        if found is not None or self.running == (deal, seat):
            return found
        self.running = (deal, seat)
        start, actions = hands[deal - 1]
        store = self.stores.setdefault((deal, seat), {})
        self.reviewer.review(start, actions, seat, deal, **options, store=store)
        return None

    def watch(self, session: Any, options: dict[str, Any]) -> None:
        """Follow ``session``'s match: review each hand trick by trick while it is played. The end
        of a hand calls it (``request``); called at a match's start, the first hand is followed too."""
        # another match: nothing kept is for it. After a lesson the same session plays a new match
        # whose first hand is deal 1 again (the lesson's review was shown for it: newcomer finding)
        lesson = getattr(session, "guide", None) is not None
        if session is not self.session or lesson != self.lesson:
            if session is not self.session:
                self._follow(session)
            self.session, self.lesson, self.cache, self.stores, self.running = session, lesson, {}, {}, None
            self.reviewer.cancel()
        self.options = options

    def ahead(self, *_: Any) -> None:
        """After a trick of the hand in play: review the person's decisions so far (the first seat
        in hot-seat, as at the hand's end), so that the hand's review is ready soon after it ends."""
        session = self.session
        humans = getattr(session, "humans", None)
        if session is None or not humans or session.match.result is not None or session.hand_done:
            return
        if getattr(session, "no_review", ""):  # an online match: its hands are not replayed from a seed
            return
        start, actions = match_hands(session, in_play=True)[-1]
        deal, seat = len(session.match.finished) + 1, min(humans)
        self.reviewer.ahead(start, actions, seat, self.stores.setdefault((deal, seat), {}), **self.options)

    def _ahead_soon(self, *_: Any) -> None:
        """``ahead`` once the trick's cards have flown to its taker: its replays (3-6 ms) fell in a
        frame of the flight, or in the frame that starts it."""
        QTimer.singleShot(AHEAD_MS, self, self._ahead_at_rest)

    def _ahead_at_rest(self) -> None:
        at_rest = getattr(self.session, "at_rest", None)
        try:
            flying = at_rest is not None and not at_rest()
        except RuntimeError:  # its table was replaced meanwhile (a new game): nothing to follow
            return
        if flying:  # after they land
            QTimer.singleShot(AHEAD_MS, self, self._ahead_at_rest)
            return
        self.ahead()

    def _follow(self, session: Any) -> None:
        """Pause while the session's computer thinks; give up the review when the match is gone."""
        thinking = getattr(session, "thinking", None)
        if thinking is not None:
            thinking.connect(self.reviewer.pause)
        collected = getattr(session, "collected", None)
        if collected is not None:
            collected.connect(self._ahead_soon)
        destroyed = getattr(session, "destroyed", None)
        if destroyed is not None:
            destroyed.connect(self.reviewer.cancel)

    def _progressed(self, token: int, done: int, total: int) -> None:
        if token == self.reviewer.token and self.running is not None:
            self.progressed.emit(*self.running, done, total)

    def _reviewed(self, token: int, review: Any, error: str) -> None:
        if token != self.reviewer.token or self.running is None:
            return
        deal, seat = self.running
        self.running = None
        if isinstance(review, HandReview):
            self.cache[(deal, seat)] = review
        self.reviewed.emit(deal, seat, review, error)


def desk_of(window: QObject) -> ReviewDesk:
    found = window.findChild(ReviewDesk, "review-desk")
    return found if found is not None else ReviewDesk(window)


__all__ = ["ReviewDesk", "Reviewer", "Step", "decisions_in", "desk_of", "match_hands", "steps_of"]

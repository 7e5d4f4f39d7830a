"""The computer's thinking and a hand's review run in pools of their own (review findings): a new
game or a closing window waits only for the computer's job, never for a review under way, and a
review waits between decisions while the computer thinks."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QRunnable

from cardtable.ui.reviewdata import Reviewer
from cardtable.ui.worker import Thinker


class _Slow(QRunnable):
    def __init__(self, gate: threading.Event) -> None:
        super().__init__()
        self.gate = gate

    def run(self) -> None:
        self.gate.wait(5)


def test_the_thinker_waits_only_for_its_own_jobs(qtbot) -> None:
    gate = threading.Event()
    reviewer, thinker = Reviewer(), Thinker()
    reviewer.pool.start(_Slow(gate))  # a long review under way
    started = time.monotonic()
    thinker.wait()
    assert time.monotonic() - started < 1.0
    gate.set()
    reviewer.pool.waitForDone()


def test_a_review_waits_between_decisions_while_the_computer_thinks(qtbot, monkeypatch) -> None:
    from cardtable.ui import reviewdata

    steps: list[float] = []

    def fake_review(start, actions, seat, deal, progress, **options):
        for done in range(3):
            progress(done, 3)
            steps.append(time.monotonic())
        return None

    monkeypatch.setattr(reviewdata, "review_hand", fake_review)
    reviewer = Reviewer()
    reviewer.pause(True)
    reviewer.review(None, [], 0, 1)  # type: ignore[arg-type]
    time.sleep(0.3)
    assert steps == []  # held at its first decision while the computer thinks
    reviewer.pause(False)
    reviewer.pool.waitForDone(5000)
    assert len(steps) == 3


def _decide(qtbot, thinker: Thinker, player, hand) -> object:
    answers: list[tuple[int, object, str]] = []
    thinker.decided.connect(lambda token, action, error: answers.append((token, action, error)))
    thinker.think(3, player, hand.observation(hand.to_move), hand.legal_actions())
    qtbot.waitUntil(lambda: bool(answers), timeout=30000)
    token, action, error = answers[0]
    assert token == 3 and error == ""
    return action


def test_a_searching_level_thinks_in_the_thinking_process(qtbot, monkeypatch) -> None:
    """Issue 45: a search in a thread took Python's lock from the table's animations for 100-300 ms;
    a strong player's decision is made in the thinking process, not in the thinker's pool."""
    from cardtable.ai import make_player, remote
    from cardtable.engine import new_hand

    process = remote.ThinkingProcess(niceness=0)
    monkeypatch.setattr(remote, "shared", lambda name="think": process)
    hand = new_hand("schnapsen", seed=11)
    thinker = Thinker()
    in_threads: list[object] = []
    monkeypatch.setattr(thinker.pool, "start", lambda job, *priority: in_threads.append(job))
    try:
        action = _decide(qtbot, thinker, make_player("strong", seed=11), hand)
    finally:
        process.stop()
    assert action in hand.legal_actions() and in_threads == [] and process._next >= 1


def test_without_the_process_the_computer_thinks_in_a_thread(qtbot, monkeypatch) -> None:
    """A process that cannot start (a locked-down machine): the same decision, in the pool."""
    from cardtable.ai import make_player, remote
    from cardtable.engine import new_hand

    process = remote.ThinkingProcess()
    process.failed = True
    monkeypatch.setattr(remote, "shared", lambda name="think": process)
    hand = new_hand("schnapsen", seed=11)
    player = make_player("strong", seed=11)
    player.rng.seed("same")
    expected = make_player("strong", seed=11)
    expected.rng.seed("same")
    wanted = expected.choose(hand.observation(hand.to_move), hand.legal_actions())
    assert _decide(qtbot, Thinker(), player, hand) == wanted

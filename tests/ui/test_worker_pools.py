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

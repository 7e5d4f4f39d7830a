"""The computer's worker thread: a choice nobody waits for any more is stopped at once (quitting,
a new game), and the pool goes on answering the next one."""

from __future__ import annotations

import contextlib
import time

from cardtable.ui.worker import Thinker


class Stubborn:
    """Thinks for a long while and swallows every ordinary exception on the way."""

    def __init__(self) -> None:
        self.started = False

    def choose(self, observation, legal):
        self.started = True
        end = time.monotonic() + 30
        while time.monotonic() < end:
            with contextlib.suppress(Exception):  # a player's own broad except must not keep it thinking
                sum(range(100))
        return legal[0]


class Quick:
    def choose(self, observation, legal):
        return legal[-1]


def test_a_cancelled_choice_stops_at_once_and_says_nothing(qtbot) -> None:
    thinker = Thinker()
    answers: list[tuple[int, object, str]] = []
    thinker.decided.connect(lambda *answer: answers.append(answer))
    player = Stubborn()
    thinker.think(1, player, None, ["a", "b"])
    qtbot.waitUntil(lambda: player.started, timeout=5000)
    began = time.monotonic()
    thinker.cancel()
    thinker.wait()
    assert time.monotonic() - began < 2
    qtbot.wait(50)
    assert answers == []
    thinker.think(2, Quick(), None, ["a", "b"])  # the pool's threads carry nothing over
    qtbot.waitUntil(lambda: answers == [(2, "b", "")], timeout=5000)

"""The computer's thinking process (``cardtable.ai.remote``, issue 45): it decides exactly as the
player in the window would, never searches work given up, hands its work to threads when it dies,
and reviews a decision as the review in the window does."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from cardtable.ai import make_player, remote
from cardtable.ai.players import EasyPlayer, StrongPlayer
from cardtable.ai.review import decisions_to_review, review_decisions
from cardtable.engine import Action, new_hand


def _strong(game: str, seed: int) -> tuple[Any, Any, Any]:
    """A fresh deal, a strong player and its recipe (what the process makes its copy from)."""
    hand = new_hand(game, seed=seed)
    player = make_player("strong", seed=seed)
    made = remote.recipe(player)
    assert made is not None
    return hand, player, made


class Answers:
    """Collects the answers of requests, by name."""

    def __init__(self) -> None:
        self.got: dict[str, tuple[Any, str]] = {}
        self.fell_back: list[str] = []
        self.arrived = threading.Event()

    def request(self, name: str, work: tuple[Any, ...], wanted: bool = True, owner: int = 0) -> remote.Request:
        def done(answer: Any, error: str) -> None:
            self.got[name] = (answer, error)
            self.arrived.set()

        def fallback() -> None:
            self.fell_back.append(name)
            self.arrived.set()

        return remote.Request(work, wanted=lambda: wanted, done=done, fallback=fallback, owner=owner)

    def wait_for(self, *names: str, timeout: float = 60.0) -> None:
        for _ in range(200):
            if all(n in self.got or n in self.fell_back for n in names):
                return
            self.arrived.wait(timeout / 200)
            self.arrived.clear()
        raise AssertionError(f"no answer for {names}: {self.got}")


@pytest.fixture
def process():
    made = remote.ThinkingProcess(niceness=0)
    yield made
    made.stop()


def play_to(hand: Any, count: int) -> list[str]:
    """``count`` actions of two easy players applied to ``hand``, as texts."""
    bots = [make_player("easy", seed=5), make_player("easy", seed=6)]
    texts = []
    for _ in range(count):
        seat = hand.to_move
        action = bots[seat].choose(hand.observation(seat), hand.legal_actions())
        texts.append(action.text)
        hand.apply(action)
    return texts


@pytest.mark.parametrize(
    ("game", "level", "seed"), [("schnapsen", "strong", 3), ("bura", "medium", 4), ("schneider", "strong", 5)]
)
def test_the_process_decides_as_the_player_in_the_window(process, game, level, seed) -> None:
    """The same deal, the same reseeded random state: the process's copy chooses what the window's
    player chooses, at each of several positions (its own random state is taken afresh each time)."""
    hand = new_hand(game, seed=seed)
    window_player, sent_player = make_player(level, seed=seed), make_player(level, seed=seed)
    answers = Answers()
    for step in range(3):
        seat = hand.to_move
        for player in (window_player, sent_player):
            player.rng.seed(f"{seed}/{step}")  # as the table reseeds its computer at every decision
        expected = window_player.choose(hand.observation(seat), hand.legal_actions())
        made = remote.recipe(sent_player)
        assert made is not None
        work = remote.choose_work(process.key(sent_player), made, hand.observation(seat), hand.legal_actions())
        process.submit(answers.request(f"step {step}", work))
        answers.wait_for(f"step {step}")
        action, error = answers.got[f"step {step}"]
        assert error == "" and action == expected
        hand.apply(action)


def test_only_the_searching_levels_go_to_the_process() -> None:
    """Easy answers in microseconds; a lesson's script or a test's stand-in is a player of another
    class, whose state the process could not copy: those think in a thread."""

    class Scripted(StrongPlayer):
        pass

    assert remote.recipe(make_player("easy", seed=1)) is None
    assert remote.recipe(EasyPlayer(1)) is None
    assert remote.recipe(Scripted(1)) is None
    for level in ("medium", "strong", "expert"):
        made = remote.recipe(make_player(level, seed=1))
        assert made is not None and made[0] == level


def test_work_given_up_is_never_sent_and_a_dropped_answer_not_passed_on(process) -> None:
    hand, player, made = _strong("schneider", 2)
    answers = Answers()
    work = remote.choose_work(process.key(player), made, hand.observation(hand.to_move), hand.legal_actions())
    process.submit(answers.request("first", work, owner=7))  # sent at once
    process.submit(answers.request("unwanted", work, wanted=False))  # queued, then skipped
    process.submit(answers.request("dropped", work, owner=7))  # queued, then given up
    process.submit(answers.request("last", work))
    process.drop(7)  # the first is under way: its answer is dropped; the third is never sent
    answers.wait_for("last")
    assert set(answers.got) == {"last"} and answers.fell_back == []


def test_a_dead_process_hands_its_work_to_threads(process) -> None:
    """The process killed under a request: the request is done by its fallback; later ones too."""
    hand, player, made = _strong("schnapsen", 4)
    answers = Answers()
    work = remote.choose_work(process.key(player), made, hand.observation(hand.to_move), hand.legal_actions())
    process.submit(answers.request("warm", work))
    answers.wait_for("warm")
    child = process._child  # held here: the reading thread forgets it as soon as it sees the end
    assert child is not None and child.stdin is not None
    child.stdin.close()  # the process's input closed: it ends, as at the window's end
    child.wait(30)
    process.submit(answers.request("after", work))
    answers.wait_for("after")
    assert answers.fell_back == ["after"] and "after" not in answers.got


def test_a_bug_in_a_decision_is_reported_not_fatal(process) -> None:
    hand, player, made = _strong("schnapsen", 4)
    answers = Answers()
    wrong = remote.choose_work(process.key(player), made, "not an observation", hand.legal_actions())
    right = remote.choose_work(process.key(player), made, hand.observation(hand.to_move), hand.legal_actions())
    process.submit(answers.request("wrong", wrong))
    process.submit(answers.request("right", right))
    answers.wait_for("wrong", "right")
    assert answers.got["wrong"][0] is None and "Traceback" in answers.got["wrong"][1]
    assert answers.got["right"][0] in hand.legal_actions()


def test_the_process_reviews_a_decision_as_the_window_would(process) -> None:
    """A Schneider hand (seed 8) half played: each of the person's decisions reviewed in the process
    equals the review made here, and a stored review leaves nothing to review."""
    start = new_hand("schneider", seed=8)
    hand = start.clone()
    actions = play_to(hand, 12)
    played = [Action.parse(a) for a in actions]
    here = {d.index: d for d in review_decisions(start, played, 0, hindsight=False)}
    missing = decisions_to_review(start, played, 0, {})
    assert missing == sorted(here) and len(missing) >= 3
    answers = Answers()
    for index in missing:
        process.submit(answers.request(str(index), remote.review_work(start, actions, 0, index, None, False)))
    answers.wait_for(*map(str, missing))
    store = {index: answers.got[str(index)][0] for index in missing}
    assert store == here
    assert decisions_to_review(start, played, 0, store) == []


def test_work_that_cannot_travel_is_done_in_a_thread_and_the_rest_goes_on(process) -> None:
    """An answer pickle cannot send (a lambda) fell back alone; the queue was stuck behind it."""
    hand, player, made = _strong("schnapsen", 4)
    answers = Answers()
    process.submit(answers.request("odd", ("choose", 1, made, lambda: None, [])))
    work = remote.choose_work(process.key(player), made, hand.observation(1), hand.legal_actions())
    process.submit(answers.request("fine", work))
    answers.wait_for("odd", "fine")
    assert answers.fell_back == ["odd"] and answers.got["fine"][0] in hand.legal_actions()


def test_a_paused_process_sends_nothing_until_it_goes_on(process) -> None:
    """The review waits while the computer thinks (its search is limited by the clock)."""
    hand, player, made = _strong("schneider", 2)
    answers = Answers()
    process.pause(True)
    work = remote.choose_work(process.key(player), made, hand.observation(hand.to_move), hand.legal_actions())
    process.submit(answers.request("held", work))
    assert not answers.arrived.wait(1.0) and answers.got == {}
    process.pause(False)
    answers.wait_for("held")
    assert answers.got["held"][0] in hand.legal_actions()


def test_output_that_is_no_answer_ends_the_process_and_its_work_goes_to_threads(monkeypatch) -> None:
    """A library printing to the process's output was read as a length (1.7 GB: the computer
    thought for ever). What it prints now goes to its error output; anything else on the pipe is
    taken as a process lost, never waited on."""
    import io

    with pytest.raises(EOFError):
        remote._read(io.BytesIO(b"hello, world\n" * 4))
    process = remote.ThinkingProcess(niceness=0)
    monkeypatch.setattr(remote, "_command", lambda niceness: ["sh", "-c", "echo hello, world; cat > /dev/null"])
    answers = Answers()
    process.submit(answers.request("lost", ("choose",)))
    answers.wait_for("lost")
    assert answers.fell_back == ["lost"] and process.failed


def test_a_stopped_process_passes_no_answer_on_and_later_work_goes_to_threads(process) -> None:
    hand, player, made = _strong("schnapsen", 4)
    answers = Answers()
    work = remote.choose_work(process.key(player), made, hand.observation(1), hand.legal_actions())
    process.submit(answers.request("under way", work))
    process.stop()  # the program quits
    process.submit(answers.request("after", work))
    answers.wait_for("after")
    assert answers.fell_back == ["after"] and "under way" not in answers.got

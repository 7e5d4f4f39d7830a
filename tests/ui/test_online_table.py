"""An online match at the table as its player sees it (issue 49, two new users' findings), over an
in-memory room: the friend is a driver the test moves, and a link stand-in hands the table each
new view as the network's thread would (later, never inside a move). The narration says "you" for
the player at this screen and the friend's name for him; the turn line says whom the table waits
for, as the session says it."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.engine import Refusal
from cardtable.online import OnlineMatch
from cardtable.session.online import AWAY_AFTER, Awaited, view_of
from cardtable.ui import texts
from cardtable.ui.online_controller import OnlineController
from tests.online.helpers import A, B, pair, pick, settle


class Link(QObject):
    """``OnlineLink``'s stand-in: our actions go to our driver, each new view comes back later."""

    viewed = Signal(object)
    problem = Signal(str)

    def __init__(self, ours: OnlineMatch, friend: OnlineMatch) -> None:
        super().__init__()
        self.ours, self.friend = ours, friend
        self.closed = False

    def act(self, text: str, at: int) -> None:
        QTimer.singleShot(0, self, lambda: (self.ours.act(text), self.show()))

    def show(self) -> None:
        settle(self.ours, self.friend)
        view = view_of(self.ours)
        if view is not None:
            self.viewed.emit(view)

    def close(self) -> None:
        self.closed = True


class Table:
    """Our controller on the room, the friend's driver, and every narration line as the player reads it."""

    def __init__(self, game: str = "schnapsen", seed: int = 1) -> None:
        room, a, b = pair(game)
        room.clock = time.time()  # the network's clock: the friend has just been heard from
        self.room, self.ours, self.friend = room, a, b
        self.link = Link(a, b)
        view = view_of(a)
        assert view is not None and view.ready
        self.c = OnlineController(view, self.link, pace="off")
        self.lines: list[str] = []
        self.c.message.connect(self._said)
        self.rng = random.Random(seed)

    def _said(self, line: Any) -> None:
        self.lines.append(texts.refusal(line, "french") if isinstance(line, Refusal) else texts.fresh(line))

    def friend_moves(self) -> bool:
        legal = self.friend.legal_actions()
        if legal:
            self.room.clock = time.time()
            self.friend.act(pick(self.rng, legal))
            self.link.show()
        return bool(legal)

    def play(self, qtbot: Any, tricks: int, mine: bool = True) -> None:
        """Both sides play random legal moves until ``tricks`` tricks are done or the first hand ends."""
        for _ in range(400):
            if self.c.match.finished or len(self.c.match.hand.observation(0).tricks) >= tricks:
                return
            self.friend_moves()
            if mine and self.c.human_to_move() is not None:
                legal = [a for a in self.c.match.legal_actions() if a.kind != "claim"]
                assert self.c.try_action(self.rng.choice(legal)) is None
            qtbot.wait(5)
        raise AssertionError("no progress")


@pytest.fixture
def table(qtbot: Any, monkeypatch: Any) -> Any:
    from cardtable.session import online

    monkeypatch.setattr(online, "OFFER_DELAY_MS", 0)  # (B-15's fixed delay, 1.5 s at every Bura lead)
    made: list[Table] = []

    def make(game: str = "schnapsen", seed: int = 1) -> Table:
        made.append(Table(game, seed))
        made[-1].c.start()
        return made[-1]

    yield make
    for t in made:
        t.c.shutdown()


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_the_narration_says_you_for_the_player_here_and_the_friend_s_name_for_him(
    table: Any, qtbot: Any, game: str
) -> None:
    """Newcomer finding: on ann's screen her own moves read "ann: …" (both players were named)."""
    t = table(game)
    t.play(qtbot, 4)
    said = "\n".join(t.lines)
    assert "ann" not in said, said  # the player at this screen is never named
    assert "bob" in said, said
    assert "you" in said.lower(), said
    assert t.c.name_of(t.c.seat) == "You" and t.c.name_of(1 - t.c.seat) == "bob"


def test_the_friend_s_name_in_the_narration_is_plain_and_short(qtbot: Any) -> None:
    room, a, b = pair("schnapsen")
    long_id = "@" + "<b>x</b>" * 20 + ":example.org"
    view = view_of(a)
    assert view is not None
    c = OnlineController(view, Link(a, b), pace="off")
    c.online_names[1 - c.seat] = texts.short_name(long_id)
    name = c._hotseat_names()[1 - c.seat]  # type: ignore[index]
    assert len(name) == texts.NAME_LIMIT and c.name_of(1 - c.seat) == name
    c.shutdown()
    assert A != B


def test_the_session_says_whom_the_table_waits_for(table: Any, qtbot: Any) -> None:
    """The turn line guessed "friend thinking" from the thinking signal; the session says it now:
    you, the friend, the friend away (silent past AWAY_AFTER), and the turn line words each."""
    t = table()
    c = t.c
    now = time.time()
    for _ in range(200):
        if c.awaited(now) is Awaited.FRIEND:
            break
        if c.human_to_move() is not None:
            assert c.awaited(now) is Awaited.YOU and c.waiting_line() is None
            legal = [a for a in c.match.legal_actions() if a.kind != "claim"]
            c.try_action(legal[0])
        qtbot.wait(5)
    assert c.awaited(now) is Awaited.FRIEND
    assert c.waiting_line() == "bob is thinking…"
    assert c.awaited(now + AWAY_AFTER + 1) is Awaited.AWAY
    c.outbox.clear()
    changed: list[int] = []
    c.changed.connect(lambda: changed.append(1))
    c.look_at_clock(now + AWAY_AFTER + 1)  # the panel's clock: the table is told once
    c.look_at_clock(now + AWAY_AFTER + 2)
    assert changed == [1]
    before = len(c.match.actions)
    assert t.friend_moves()
    qtbot.waitUntil(lambda: len(c.match.actions) > before, timeout=5000)  # his move is played here


def test_the_turn_line_shows_whom_the_session_waits_for(
    table: Any, qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    from types import SimpleNamespace

    from cardtable.ui import online_controller
    from cardtable.ui.table import TableWidget

    t = table()
    window = make_window("schnapsen")
    widget = TableWidget(t.c, window.images, parent=window)
    qtbot.addWidget(widget)
    c = t.c
    for _ in range(200):
        if c.awaited(time.time()) is Awaited.FRIEND:
            break
        if c.human_to_move() is not None:
            c.try_action([a for a in c.match.legal_actions() if a.kind != "claim"][0])
        qtbot.wait(5)
    widget._update_turn()
    assert widget.turn.text() == "bob is thinking…"
    later = time.time() + AWAY_AFTER + 1
    monkeypatch.setattr(online_controller, "time", SimpleNamespace(time=lambda: later))
    c.look_at_clock(later)  # (the panel's clock, every 30 s)
    assert widget.turn.text().startswith("bob seems to be away")
    monkeypatch.setattr(online_controller, "time", time)
    for _ in range(100):  # the friend's move comes: the table plays it, and it is our turn
        if widget.turn.text() == "Your turn":
            break
        t.friend_moves()
        qtbot.wait(20)
    assert widget.turn.text() == "Your turn"

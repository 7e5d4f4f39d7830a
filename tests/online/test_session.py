"""The table's online session (``cardtable.session.online``) over an in-memory room: two tables play
whole hands through their drivers, each showing only its own cards; a table started afresh from
the room's log and its stored secret goes on."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.engine import OFFER_PHASES, Action
from cardtable.online import MemoryRoom, MemoryTransport, OnlineMatch
from cardtable.session.online import OFFER_DELAY_MS, Offline, OnlineSession, view_of
from cardtable.session.table import seen_cards

from .helpers import A, B, secret, settle


class Table:
    """One player's program: the driver, its table, and a random person at it."""

    def __init__(self, driver: OnlineMatch, rng: random.Random) -> None:
        self.driver, self.rng = driver, rng
        self.session: OnlineSession | None = None
        self.seen = -1  #: the log's length when the table last took a view
        self.offers = 0  #: our Bura offers seen waiting for the program's answer

    def refresh(self) -> None:
        if len(self.driver.record) == self.seen:
            return
        self.seen = len(self.driver.record)
        view = view_of(self.driver)
        if view is None:
            return
        if self.session is None:
            if not view.ready:
                self.seen = -1
                return
            self.session = OnlineSession(view.game, view.rules, humans={view.seat}, pace="off")
            self.session.begin(view)
            self.session.start()
        else:
            self.session.update(view)

    def step(self) -> bool:
        """Run the table's timers, then send what the player did; whether anything happened."""
        s = self.session
        if s is None:
            return False
        busy = bool(s.timers)
        while s.timers:
            self.check_offer(s)
            _, call = s.timers.pop(0)
            call()
        if s.finished_hand is not None and s.match.result is None:
            s.continue_next()
        if s.human_to_move() is not None and not s.sent:
            legal = s.match.legal_actions()
            calm = [a for a in legal if a.kind != "claim"] or legal
            assert s.try_action(self.rng.choice(calm)) is None
            busy = True
        while s.sent and s.sent[0].text and self.driver.legal_actions():
            self.driver.act(s.sent.pop(0))
            busy = True
        return busy

    def check_offer(self, s: OnlineSession) -> None:
        """B-15: an offer of ours waits for the program's answer after the fixed delay, no buttons."""
        offer = s.match.hand.observation(s.seat).phase in OFFER_PHASES
        if s.match.to_move == s.seat and offer and not s.hand_done and not s.busy:
            assert s.human_to_move() is None and any(ms == OFFER_DELAY_MS for ms, _ in s.timers)
            refused = s.refusal(s.match.legal_actions()[0])  # a click meanwhile is told to wait
            assert refused is not None and refused.rule == "", refused
            self.offers += 1

    def check_cards(self) -> None:
        """The table shows our true cards (once the room has caught up) and none of the friend's."""
        s = self.session
        if s is None or s.finished_hand is not None or s.showing_trick is not None:
            return
        seat = s.seat
        obs = s.hand.observation(seat)
        shown = [c for c in s.hand_cards(1 - seat) if c is not None]
        assert set(shown) <= seen_cards(obs), shown
        truth = self.driver.observation()
        view = s.online
        if truth is not None and view is not None and view.ready and view.count == len(s.match.actions):
            assert sorted(obs.hand) == sorted(truth.hand)


def run(game: str, hands: int, seed: int, tables: list[Table] | None = None, limit: int = 4000) -> list[Table]:
    if tables is None:
        room = MemoryRoom()
        a = OnlineMatch.invite(MemoryTransport(room, A), secret(1, 2), match_id="m1", game=game, opponent=B)
        b = OnlineMatch.join(MemoryTransport(room, B), secret(3, 4))
        tables = [Table(a, random.Random(seed)), Table(b, random.Random(seed + 1))]
    for _ in range(limit):
        settle(*(t.driver for t in tables))
        for t in tables:
            t.refresh()
            t.check_cards()
        moved = [t.step() for t in tables]
        if all(t.session is not None and len(t.session.match.finished) >= hands for t in tables):
            return tables
        assert not any(t.driver.disputed for t in tables), [t.driver.faults for t in tables]
        if not any(moved):
            settle(*(t.driver for t in tables))
    raise AssertionError("no end")


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_two_tables_play_a_hand_each_showing_only_its_own_cards(game: str) -> None:
    tables = run(game, 1, 5)
    a, b = (t.session for t in tables)
    assert a is not None and b is not None
    assert a.match.actions[: len(b.match.actions)] == b.match.actions[: len(a.match.actions)]
    assert a.match.finished[0].result == b.match.finished[0].result
    assert a.seat != b.seat


def test_a_table_started_afresh_from_the_log_and_its_secret_goes_on() -> None:
    tables = run("schnapsen", 1, 7)
    old = tables[1]
    again = OnlineMatch(MemoryTransport(old.driver.transport.room, B), secret(3, 4))  # type: ignore[attr-defined]
    again.pump()
    assert again.faults == [] and again.observation() == old.driver.observation()
    tables[1] = Table(again, random.Random(9))
    run("schnapsen", 2, 7, tables)
    assert tables[1].session is not None and len(tables[1].session.match.finished) >= 2


def test_undo_and_restart_are_refused_online() -> None:
    tables = run("schnapsen", 1, 3)
    s = tables[0].session
    assert s is not None
    s.outbox.clear()
    assert s.why_no_undo() is Offline.UNDO and s.undo() is False
    s.restart_hand()
    assert ("message", Offline.UNDO) in s.outbox and ("message", Offline.RESTART) in s.outbox
    # leaving the table gives nothing up (Game ▸ New… said it would): the match stays in its room
    assert s.actions_applied > 0 and s.match.result is None and not s.in_progress


def test_every_offer_is_answered_after_the_same_delay() -> None:
    """B-15: the program answers each Bura offer of ours after OFFER_DELAY_MS, special hand or not."""
    tables = run("bura", 1, 11)
    assert all(t.offers > 0 for t in tables)
    assert Action.parse("pass").text in tables[0].driver.hands[0].actions


def test_a_table_too_far_behind_the_room_takes_its_latest_match(monkeypatch: pytest.MonkeyPatch) -> None:
    """Views keep no match before the latest (KEEP 0): the friend's moves cannot be played one by
    one, so the table takes the room's match as it is, and the hand still ends agreed."""
    from cardtable.session import online

    monkeypatch.setattr(online, "KEEP", 0)
    taken: list[int] = []
    resume = OnlineSession.resume
    monkeypatch.setattr(OnlineSession, "resume", lambda self, *args: (taken.append(1), resume(self, *args))[1])
    tables = run("schnapsen", 1, 13)
    a, b = (t.session for t in tables)
    assert a is not None and b is not None
    assert len(taken) > 2  # (each table's begin is one)
    assert a.match.finished[0].result == b.match.finished[0].result


def test_a_chat_line_that_could_not_be_sent_goes_again_under_the_same_number() -> None:
    """A network failure while sending must not leave a gap in our side events' numbers (the other
    side would refuse the next one and dispute the match)."""
    tables = run("schnapsen", 1, 17)
    a, b = (t.driver for t in tables)
    transport = a.transport
    real = transport.send
    transport.send = lambda content: (_ for _ in ()).throw(OSError("network down"))  # type: ignore[method-assign]
    with pytest.raises(OSError):
        a.say("hello")
    transport.send = real  # type: ignore[method-assign]
    a.say("hello")
    b.pump()
    assert b.chat[-1] == (a.seat, "hello") and not b.disputed, b.faults


def test_no_move_and_no_hint_on_a_card_whose_key_is_on_its_way() -> None:
    """Review finding: with the trick held until a click, our drawn card was the table's guess until
    the friend's keys came; the hint searched it and a move was taken. Both wait now."""
    from cardtable.session.hint import why_no_hint
    from cardtable.session.machine import Phase

    met = 0
    for seed in range(12):
        room = MemoryRoom()
        a = OnlineMatch.invite(MemoryTransport(room, A), secret(1, 2), match_id="m1", game="schnapsen", opponent=B)
        b = OnlineMatch.join(MemoryTransport(room, B), secret(3, 4))
        mine, friend = Table(a, random.Random(seed)), Table(b, random.Random(seed + 1))
        for _ in range(400):
            settle(a, b)
            mine.refresh()
            friend.refresh()
            s = mine.session
            friend.step()
            if s is None:
                continue
            s.trick_pause = "click"
            while s.timers:
                s.timers.pop(0)[1]()
            if s.phase is Phase.TRICK_HELD and s.online is not None and s.online.usable(len(s.match.actions)):
                s.release_trick()
            if s.human_to_move() is not None and not s.sent:
                mine.step()
            while s.sent and a.legal_actions():
                a.act(s.sent.pop(0))
            a.pump()
            mine.refresh()  # our own move is back from the room before the friend's keys
            waiting = s.online is not None and not s.online.usable(len(s.match.actions))
            if s.phase is Phase.TRICK_HELD and s.match.to_move == s.seat and waiting and not s.hand_done:
                met += 1
                assert s.human_to_move() is None and why_no_hint(s) is not None
                play = next(x for x in s.match.legal_actions() if x.kind == "play")
                assert s.try_action(play) is not None and not s.sent
                thinking = [e[1] for e in s.outbox if e[0] == "thinking"]
                assert s._trick_waiting is not None and thinking[-1] is True  # it says it waits for him
                break
            if s.match.finished:
                break
    assert met  # the position was reached (else this test shows nothing)


def test_a_recap_tells_the_friend_s_moves_since_the_table_was_last_seen() -> None:
    """A returning player is told what happened meanwhile, in the table's own lines: the friend's
    leads and the tricks taken, and where a hand ended how it came out (newcomer finding)."""
    from cardtable.session.narration import Led, TrickTaken
    from cardtable.session.online_recap import recap

    from .helpers import pair, pick

    _, a, b = pair("schnapsen")
    rng = random.Random(6)
    seen = 0
    for moves in range(200):
        settle(a, b)
        count = sum(len(state.actions) for state in a.hands)
        if moves > 40 and a.legal_actions() and count > seen + 1:
            break  # our turn again, after moves of the friend's
        side = a if a.legal_actions() else b
        if side is a:
            seen = sum(len(state.actions) for state in a.hands) + 1
        side.act(pick(rng, side.legal_actions()))
    settle(a, b)
    view = view_of(a)
    assert view is not None and seen < view.count
    told = recap(view, seen, a.seat)
    assert told is not None and told.since_move
    friend = 1 - a.seat
    assert all(line.mover == friend for line in told.lines if isinstance(line, Led))
    plays = [text for text in view.actions[seen:] if text.startswith("play")]
    tricks = [line for line in told.lines if isinstance(line, TrickTaken)]
    assert len(told.lines) >= len(plays) - len(tricks) and (tricks or [x for x in told.lines if isinstance(x, Led)])
    whole = recap(view, 0, a.seat)
    assert whole is not None and not whole.since_move and len(whole.ended) == len(view.latest.finished)
    assert recap(view, view.count, a.seat) is None  # nothing since


def test_a_table_begun_on_a_first_part_of_the_room_catches_up_and_recaps_it_whole() -> None:
    """Seen under Xvfb: the room's first read brought only its start; the table began there, at a
    turn of ours of long ago, and waited at it for good (our move was in the room already)."""
    from dataclasses import dataclass

    from cardtable.session.online_recap import Away

    from .helpers import pair, play

    @dataclass
    class FirstPart(MemoryTransport):
        cap: int = 0

        def fetch(self, since: int) -> list[Any]:
            return super().fetch(since)[: max(0, self.cap - since)]

    room, a, b = pair("schnapsen")
    ours: list[int] = []
    watch = lambda: ours.append(len(room.entries)) if a.expected() == (a.seat, "act") else None  # noqa: E731
    play(a, b, random.Random(8), lambda: len(ours) > 4 and a.expected() == (a.seat, "act"), watch)
    part = OnlineMatch(FirstPart(room, A, cap=ours[1]), secret(1, 2))
    part.pump()
    early = view_of(part)
    assert early is not None and early.ready and early.count < sum(len(s.actions) for s in a.hands)
    s = OnlineSession("schnapsen", early.rules, humans={early.seat}, pace="off")
    s.begin(early)
    s.start()
    s.welcome_back(early.count)
    assert s.human_to_move() == s.seat
    whole = view_of(a)
    assert whole is not None
    s.update(whole)
    assert s.match.actions == a.match.actions  # type: ignore[union-attr]
    told = [e[1] for e in s.outbox if e[0] == "message"]
    assert isinstance(told[-1], Away) and told[-1].lines  # the friend's moves since, from the whole room

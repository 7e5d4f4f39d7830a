"""A match against a friend on another machine at the table, without Qt (issue 49).

The driver (``cardtable.online.OnlineMatch``) lives with the network, off the table's thread; after
each read of the room that changed it, the front end hands the table a ``View``: the match as our
side knows it after each number of actions (today's decks: every card we may see where it lies,
every other card a guess), whose turn the protocol waits for, and the side matters (chat, faults,
an end). The table plays on a copy:

- our own action is applied at once and handed to ``send`` (the front end passes it to the driver);
- the friend's action is played as a computer's move is, once the room has it: on the match of the
  view at the same number of actions, where the card he played is in his hand;
- a card of ours that a key has not yet opened is never shown: a finished trick stays in view and a
  new deal waits until a view at the same number of actions says that every key we need is in
  (``ready``); the table then takes that view's match, the same position with our true cards;
- the friend's hidden cards are never shown, not even in a hand's summary (the table has only a
  guess of them until the reveal);
- undo, restarting a hand, saving and opening are off (``Offline``): the room's log is the match.

B-15 online: every Bura offer of ours is answered by the program, after the same fixed delay
(``OFFER_DELAY_MS``) whatever the hand: a special hand is shown when the player's setting says so
(as in hot-seat), else passed, so neither the answer's speed nor a question on the screen tells the
friend anything. The friend's program does the same for him.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from cardtable.engine import OFFER_PHASES, Action, Hand, Kind, Match
from cardtable.engine.actions import PASS
from cardtable.online import Fault, OnlineMatch

from .machine import Phase
from .narration import Wait
from .online_recap import recap
from .table import Session

OFFER_DELAY_MS = 1500  #: every offer of ours is answered after this long, whatever the hand (B-15)
KEEP = 60  #: views keep the match after each of the last this many actions (the table may lag behind)
AWAY_AFTER = 300  #: seconds the friend's program may owe the room something before he is said to be away


class Awaited(StrEnum):
    """Whom the table waits for (the turn line words it; ``OnlineSession.awaited``)."""

    YOU = "you"  #: the player at this screen is to move
    FRIEND = "friend"  #: the friend is to move and the room has not his move yet
    KEYS = "keys"  #: the friend's program owes the keys of cards of ours (drawn, or the deal's)
    DEAL = "deal"  #: the next deal is being made by the two programs
    AWAY = "away"  #: the friend has owed the room something for longer than ``AWAY_AFTER``


class Offline(StrEnum):
    """Why a table feature is off in an online match (the front end words it)."""

    UNDO = "online_undo"  #: the friend has seen the move; the room's log cannot be taken back
    RESTART = "online_restart"  #: the deal is the two programs' together: it cannot be dealt again
    SAVE = "online_save"  #: the match lives in the room (Game ▸ Play a friend online… goes back to it)
    WAIT_DEAL = "online_wait_deal"  #: the next deal is still being made by the two programs
    REVIEW = "online_review"  #: the friend's cards are not known here (only a guess until the reveal)


class Back(StrEnum):
    """A player back at an online match with no move to recap (the front end words it)."""

    NOTHING_NEW = "online_nothing_new"  #: nothing happened since he last saw the table
    BACK = "online_back"  #: when he last saw the table is not known here


@dataclass(frozen=True)
class View:
    """What the table needs of the driver after a read of the room (plain data and clones: it
    crosses from the network's thread to the table's)."""

    seat: int
    seats: tuple[str, str]
    game: str
    rules: dict[str, Any]
    deck_style: str
    count: int  #: actions in the match so far
    actions: tuple[str, ...]
    matches: dict[int, Match]  #: the match after each of the last actions (``KEEP``), today's decks
    ready: bool  #: every card of ours in the latest match is open (no key on its way)
    expected: tuple[int, str] | None
    disputed: bool = False
    faults: tuple[Fault, ...] = ()
    chat: tuple[tuple[int, str], ...] = ()
    ended: tuple[str, int] | None = None
    last_time: float = 0.0  #: the network's time of the last chain event (for a claim)
    timeout: int = 0  #: seconds of silence after which the other may claim the match
    revealed: frozenset[int] = field(default_factory=frozenset)  #: hands (0-based) whose deck is checked

    @property
    def latest(self) -> Match:
        return self.matches[self.count]

    def usable(self, count: int) -> bool:
        """Whether the match after ``count`` actions may be shown as it is: kept, and every key for
        it in (a later action came, or nothing of ours waits for a key now)."""
        return count in self.matches and (count < self.count or self.ready)


def view_of(driver: OnlineMatch) -> View | None:
    """The driver's state as a ``View``, or None before a hand is dealt and opened to us."""
    if driver.setup is None or driver.seat is None or driver.match is None or driver.hand is None:
        return None
    expected = driver.expected()
    count = sum(len(state.actions) for state in driver.hands)
    matches = driver.replayed(max(0, count - KEEP))
    ready = expected is None or expected[1] == "act" or bool(driver.ended) or driver.disputed
    ready = ready and driver.hands[-1].deal.dealt
    return View(
        seat=driver.seat,
        seats=(driver.seats[0], driver.seats[1]),
        game=driver.setup.game,
        rules=dict(driver.setup.rules),
        deck_style=driver.setup.deck_style,
        count=count,
        actions=tuple(text for state in driver.hands for text in state.actions),
        matches=matches,
        ready=ready,
        expected=expected,
        disputed=driver.disputed,
        faults=tuple(driver.faults),
        chat=tuple(driver.chat),
        ended=driver.ended,
        last_time=driver.last_time,
        timeout=driver.setup.timeout,
        revealed=frozenset(i for i, state in enumerate(driver.hands) if state.deck is not None),
    )


class OnlineSession(Session):
    """The table's session for an online match (see the module docstring). Hooks: ``send`` (our
    action, for the driver) besides ``Session``'s; ``update`` takes each new ``View``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.online: View | None = None
        self.sent: list[Action] = []
        self._awaiting = False  # the friend is to move and the room has not his move yet
        self._trick_waiting: tuple[Hand, int] | None = None  # a finished trick waiting for our keys
        self._deal_waiting = False  # the player went on to the next deal before it was made
        self._awaited_said: Awaited | None = None  # whom the table was last told it waits for
        self._back: tuple[int | None] | None = None  # a returning player's recap: since when (welcome_back)
        # the room's last event (its server time) and when this program first saw it, by its own
        # clock: a friend's silence is measured on one clock (the machine's may be hours off)
        self._heard: tuple[float, float] = (-1.0, 0.0)

    @property
    def seat(self) -> int:
        return min(self.humans)

    # Hooks ------------------------------------------------------------------------------------------
    def send(self, action: Action) -> None:
        """Our action, for the driver (the front end passes it on to the network)."""
        self.sent.append(action)

    # Views -------------------------------------------------------------------------------------------
    def begin(self, view: View) -> None:
        """Take the match as the room has it (a new or a resumed online match), before ``start``."""
        self.bots = {}
        self.online = view
        self._heard_at(view, time.time())
        self.seed = 0
        self.resume(view.latest.clone(), view.latest.clone())

    def welcome_back(self, seen: int | None) -> None:
        """After ``start``, for a player back at the match: what happened since he last saw the table
        (after ``seen`` actions), as a recap of the table's own lines, else a short line (coming back
        said nothing of the friend's moves made meanwhile: newcomer finding)."""
        view = self.online
        self._back = (seen,)  # (said again if the room's first reads were only a part of it)
        if view is None or not seen and view.count == 0:
            return  # a new match (never seen, nothing played): nobody is back
        told = None if seen is None or seen >= view.count else recap(view, seen, self.seat)
        self.notify("message", told or (Back.NOTHING_NEW if seen == view.count else Back.BACK))

    def update(self, view: View) -> None:
        """A new read of the room: a waiting trick, deal or friend's move goes on if it may."""
        self.online = view
        self._heard_at(view, time.time())
        if self._stale(view):
            # the room has our move at the table's position already: the room was read in parts
            # (the table began on the first, our turn of long ago, and waited there for good)
            self.resume(view.latest.clone(), view.latest.clone())
            self._changed()
            if self._back is not None and self.human_moves == 0:
                self.welcome_back(self._back[0])  # the recap, over the whole room now
            self._next()
            return
        if self._trick_waiting is not None and view.usable(len(self.match.actions)):
            hand, token = self._trick_waiting
            self._trick_waiting = None
            self.notify("thinking", False)
            self._after_trick(hand, token)
        if self._deal_waiting and view.usable(len(self.match.actions)):
            self._deal_waiting = False
            self.continue_next()
        if self._awaiting:
            self._next()

    def _stale(self, view: View) -> bool:
        """Whether the table is at our turn while the room has more actions (ours among them)."""
        count = len(self.match.actions)
        mine = self.match.to_move == self.seat and self.match.result is None and self.finished_hand is None
        return mine and view.count > count and view.ready and not self.busy and self._trick_waiting is None

    def _adopt(self, match: Match) -> None:
        """Go on with ``match``: the same actions, on today's decks (our cards now opened, the
        friend's card where he played it from). The hands the table holds are mapped to it."""
        old = self.match
        self.match = match.clone()
        self.snapshot = self.match.clone()
        self.finished_hand = self._mapped(old, self.finished_hand)
        self.ending = self._mapped(old, self.ending)

    def _mapped(self, old: Match, hand: Hand | None) -> Hand | None:
        if hand is None:
            return None
        if hand is old.hand:
            return self.match.hand
        return self.match.finished[old.finished.index(hand)] if hand in old.finished else hand

    # The friend's moves ------------------------------------------------------------------------------
    def _next(self) -> None:
        if self.match.result is not None or self.finished_hand is not None or self.busy:
            return
        p = self.match.to_move
        if p is None or self.online is None or self.online.disputed or self.online.ended:
            return
        if p == self.seat:
            self._awaiting = False
            super()._next()
            return
        count = len(self.match.actions)
        if count < self.online.count and count not in self.online.matches and self.online.ready:
            self.resume(self.online.latest.clone(), self.online.latest.clone())  # too far behind: catch up
            self._changed()
            self._next()
            return
        if self.online.count <= count or not self.online.usable(count):
            self.notify("thinking", True)  # "{friend} is thinking…" (again: a resume said False)
            if not self._awaiting:
                self._awaiting = True
                self._changed()
            return
        self._awaiting = False
        self._adopt(self.online.matches[count])
        self.machine.go(Phase.THINKING)
        self._token += 1
        self.notify("thinking", True)
        self._computer_decided(self._token, Action.parse(self.online.actions[count]))

    # Our moves ----------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        if self.match.to_move == self.seat and self.match.result is None:
            self.send(action)
        super()._apply(action)

    def _silent_offer(self, p: int) -> bool:
        """B-15 online: every offer is the program's to answer (see the module docstring)."""
        return self.match.hand.observation(p).phase in OFFER_PHASES

    def _settle_offer(self, p: int) -> bool:
        if self.match.hand.observation(p).phase not in OFFER_PHASES:
            return False
        if p != self.seat:
            return True  # the friend's program answers (its answer comes through the room)
        declare = next((a for a in self.match.legal_actions() if a.kind == Kind.DECLARE), None)
        action = declare if declare is not None and self.hotseat_specials else PASS
        token = self._token
        self.later(OFFER_DELAY_MS, lambda: self._answer_offer(token, action))
        return True

    def _answer_offer(self, token: int, action: Action) -> None:
        if token == self._token and self.match.to_move == self.seat and action in self.match.legal_actions():
            self._apply(action)

    # Waiting for keys ---------------------------------------------------------------------------------
    def _after_trick(self, hand: Hand, token: int) -> None:
        """A finished trick goes once our drawn cards are opened (until then the table holds it)."""
        if token != self._token:
            return
        count = len(self.match.actions)
        if hand.result is None and (self.online is None or not self.online.usable(count)):
            self._trick_waiting = (hand, token)
            # "{friend} is thinking…": his program owes the keys (a friend who had gone left the
            # table silent, the trick on it, for as long as he was away: newcomer finding)
            self.notify("thinking", True)
            return
        if hand.result is None and self.online is not None:
            index = self.match.finished.index(hand) if hand in self.match.finished else None
            self._adopt(self.online.matches[count])
            hand = self.match.hand if index is None else self.match.finished[index]
        super()._after_trick(hand, token)

    def continue_next(self) -> None:
        """The next deal, once the two programs have made it and our cards are opened."""
        if self.finished_hand is None:
            return
        count = len(self.match.actions)
        if self.match.result is None and (self.online is None or not self.online.usable(count)):
            if not self._deal_waiting:
                self._deal_waiting = True
                self.notify("message", Offline.WAIT_DEAL)
            return
        if self.match.result is None and self.online is not None:
            self._adopt(self.online.matches[count])
        super().continue_next()

    # While our drawn card's key is on its way the table's copy holds a guess in its place: no move,
    # no hint on it (with the trick held until a click, the hint named a card we did not hold) -------
    def _awaiting_keys(self) -> bool:
        if self._trick_waiting is not None:
            return True
        count = len(self.match.actions)
        return self.online is not None and self.match.to_move == self.seat and not self.online.usable(count)

    def human_to_move(self) -> int | None:
        return None if self._awaiting_keys() else super().human_to_move()

    def _not_now(self) -> Any:
        """Also: wait while a key is on its way, or while the program answers our offer (B-15; a
        click then drew the offer's own rule, "B-14: First declare…", under the friend's name)."""
        waiting = super()._not_now()
        offer = self.match.hand.observation(self.seat).phase in OFFER_PHASES
        if waiting is None and (self._awaiting_keys() or offer):
            return self.waiting_refusal(Wait.NOT_YOUR_TURN)
        return waiting

    @property
    def in_progress(self) -> bool:
        """Never given up by leaving the table: the match stays in its room (Game ▸ New… said it
        would be given up: newcomer finding)."""
        return False

    @property
    def explain(self) -> bool:
        """Never "why the computer played that" for the friend's move (a Preferences change set it
        back on: it explained a move from the table's guess of his hand)."""
        return False

    @explain.setter
    def explain(self, value: bool) -> None:
        pass

    def visible(self, seat: int) -> bool:
        """Only our own cards: the friend's are a guess here until the hand's reveal."""
        return seat == self.seat

    # Whom the table waits for -------------------------------------------------------------------------
    def awaited(self, now: float) -> Awaited | None:
        """Whom the table waits for at ``now`` (the network's clock, seconds), or None when it waits
        for nobody (the match is over, ended or disputed; a hand's summary is in view). The turn line
        said "{friend} is thinking…" whenever it guessed so, also for keys and a deal on the way."""
        view = self.online
        if view is None or view.disputed or view.ended or self.match.result is not None:
            return None
        if self._deal_waiting:
            wait = Awaited.DEAL
        elif self.finished_hand is not None or self.match.to_move is None:
            return None
        elif self.showing_trick is not None and self._trick_waiting is None:
            return None  # a finished trick in view: the table waits for nobody yet (as at a local table)
        elif self._awaiting_keys():
            wait = Awaited.KEYS
        elif self.match.to_move == self.seat:
            return Awaited.YOU
        elif view.count > len(self.match.actions):
            return Awaited.FRIEND  # his move is in the room: the table is playing it
        else:
            wait = Awaited.FRIEND
        owed = view.expected is not None and view.expected[0] != view.seat
        return Awaited.AWAY if owed and now - self._heard_at(view, now) > AWAY_AFTER else wait

    def _heard_at(self, view: View, now: float) -> float:
        """When this program first saw the room's last event, by its own clock (``now``'s)."""
        if self._heard[0] != view.last_time:
            self._heard = (view.last_time, now)
        return self._heard[1]

    def look_at_clock(self, now: float) -> None:
        """The friend's silence may have grown past ``AWAY_AFTER``: the table is told once it has."""
        awaited = self.awaited(now)
        if awaited != self._awaited_said:
            self._awaited_said = awaited
            self._changed()

    # Off online -----------------------------------------------------------------------------------------
    def why_no_undo(self) -> Any:
        return Offline.UNDO

    def undo(self) -> bool:
        self.notify("message", Offline.UNDO)
        return False

    def restart_hand(self) -> None:
        self.notify("message", Offline.RESTART)

"""A match at the table, without Qt: whose turn it is, the computer thinking, a finished trick in
view, the hand over, the hot-seat curtain (``machine.Phase``); what the status line says about it
(``narration``); and the pace at which it goes. It tells the world through four hooks that a front
end overrides — ``notify`` (an event with its data), ``later`` (a timer), ``think`` (ask a computer
player off the main thread) and ``flight_ms`` — and that, by default, only record what they were
asked, so the table's logic is tested by driving them by hand (tests/session)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.ai import make_player
from cardtable.ai.explain import explain
from cardtable.ai.players import ExpertPlayer
from cardtable.engine import (
    GAMES,
    OFFER_PHASES,
    Action,
    Card,
    Event,
    Hand,
    IllegalAction,
    Kind,
    Match,
    Observation,
    Refusal,
    Result,
    new_match,
)
from cardtable.engine.actions import CLAIM, PASS
from cardtable.errorlog import log_error

from .guide import COMPUTER, LEARNER, LESSONS, Guide, Lesson, ScriptedPlayer, Step
from .machine import Machine, Phase
from .narration import (
    AutoClaimed,
    Done,
    Exchanged,
    Explained,
    Guided,
    HandSummary,
    Led,
    Line,
    Narrator,
    NoUndo,
    Said,
    TrickTaken,
    Wait,
)

# (how long a finished trick stays in view once its last card has landed, least time a computer
# move stays visible) in ms, per animation setting. A newcomer reads the trick and the status
# line's "who took it and why" in that time: at 0.6 s (the old 900 ms less the flight) a Bura
# answer of three cards was gone before it was read (issue 47); 1.8 s at Normal lets it be read
# without making the game drag.
PACE = {"off": (0, 0), "fast": (1000, 250), "normal": (1800, 550), "slow": (2600, 900)}
# "A little longer": at least this long, or twice the pace's pause.
LONG_TRICK_PAUSE = 3500
# Seconds after which the expert searches no further world for a move: its node budget takes
# about a second at most on a free 2-core machine, but 5-6 s when the machine is busy.
THINKING_LIMIT = 1.2


def seen_cards(obs: Observation) -> set[Card]:
    """Every card a player has been shown in the hand: his own, those played, drawn, turned up,
    shown or declared."""
    seen = {*obs.hand, *obs.dealt, *obs.known, *obs.played_cards()}
    if obs.trump_card is not None:
        seen.add(obs.trump_card)
    for _, _, cards in obs.declared:
        seen.update(cards)
    for _, _, payload in obs.events:
        items = (
            payload.cards
            if isinstance(payload, Action)
            else payload
            if isinstance(payload, tuple | list)
            else (payload,)
        )
        seen.update(item for item in items if isinstance(item, Card))
    return seen


class Session:
    """One match at the table. Events (``notify``): changed, message (a narration ``Line`` or a
    ``Refusal``), handFinished (Result, HandSummary), matchFinished, thinking (bool), sound (deal,
    play, trick, win), curtain (seat or None), played (seat, cards), collected (winner, cards),
    drawn (seats), dealt (dealer)."""

    def __init__(
        self,
        game: str,
        rules: Any = None,
        seed: int | None = None,
        humans: set[int] | frozenset[int] = frozenset({0}),
        level: str = "medium",
        pace: str = "normal",
        auto_claim: bool = False,
        lesson: str = "",
    ) -> None:
        self.game = game
        self.spec = GAMES[game]
        self.rules = rules
        self.humans = set(humans)
        self.level = level
        self.pace = pace
        self.auto_claim = auto_claim
        self.hotseat_specials = True  # hot-seat Bura: show a special hand at once, or keep it (settings)
        self.trick_pause = "short"  # short, long or click: how long a finished trick stays (settings)
        self.explain = False  # Preferences > Learning: a line after each computer move saying why
        self.aids = False  # a learning aid is on: the hands played meanwhile are marked (``aided``)
        self.aided: set[int] = set()  # the deals (``match.deals``) played with a learning aid on
        if seed is None:  # a match is replayed from its seed (autosave, saved games): always have one
            seed = random.randrange(2**62)
        self.seed = seed
        self.match: Match = new_match(game, rules=rules, seed=seed)
        self.snapshot = self.match.clone()  # the current hand at its start (restart, undo)
        self.bots = {seat: make_player(level, seed=seed + seat) for seat in (0, 1) if seat not in self.humans}
        for bot in self.bots.values():
            if isinstance(bot, ExpertPlayer):
                bot.time_limit = THINKING_LIMIT
        self._init_table()
        if lesson:
            self.begin_lesson(LESSONS[lesson])

    def _init_table(self) -> None:
        """The table's own state: its phase, what it says, what waits, the hooks' records."""
        self.machine = Machine()
        self.narrator = Narrator()
        # whether the table's cards are at rest (none in flight); the table sets it, and calls
        # ``settled`` when they are: the computer does not lead while the deal is still flying
        self.at_rest: Callable[[], bool] = lambda: True
        self._move_waiting: tuple[int, Action | None, str] | None = None
        self._token = 0  # drops a computer's answer or a pause meant for a position that is gone
        self._seen: tuple[Hand, int, list[Observation | None]] | None = None  # ``observe``'s memo
        self._refreshes = 0  # ``changed`` notices so far
        self._undo_memo: tuple[Match, Match, int, NoUndo | None] | None = None  # ``why_no_undo``'s, per position
        self._held: tuple[Hand, int] | None = None  # the finished trick waiting for the player's click
        self.showing_trick: list[tuple[int, tuple[Card, ...]]] | None = None
        self.finished_hand: Hand | None = None  # shown until the player continues
        # a hand whose last trick is in view before its summary: the match has dealt the next one
        # already, which the table must not show yet
        self.ending: Hand | None = None
        self._curtain_seat: int | None = None
        self._last_human: int | None = None  # hot-seat: who saw the table last
        self.actions_applied = 0
        self.human_moves = 0  # actions made by a person (a status message lasts until the next one)
        self.stand_in: Any = None  # --screenshot --after N: an easy player moves for the human
        self.stop_after: int | None = None  # --screenshot --after N: hold still after N actions
        self.names: dict[int, str] = {}  # hot-seat: the names entered in the New game dialog
        self.restarts = 0  # hands given up by restarting them
        self.outbox: list[tuple[Any, ...]] = []
        self.timers: list[tuple[int, Callable[[], None]]] = []
        self.asked: list[tuple[int, Any, Observation, list[Action]]] = []
        self.guide: Guide | None = None  # a guided first hand (issue 43), set by ``begin_lesson``
        self._asked_step = -1  # the lesson's step the status line last asked for
        self._lesson_said = False  # the lesson's last words were said (in the status line)
        self._after_guide: Any = None  # the computer player of the match that follows a lesson

    # The hooks a front end overrides -------------------------------------------------------------
    def notify(self, event: str, *args: Any) -> None:
        self.outbox.append((event, *args))

    def _changed(self) -> None:
        """The table is to show the session anew (counted: ``_after_action``)."""
        self._refreshes += 1
        self.notify("changed")

    def later(self, ms: int, call: Callable[[], None]) -> None:
        self.timers.append((ms, call))

    def think(self, token: int, bot: Any, obs: Observation, legal: list[Action]) -> None:
        self.asked.append((token, bot, obs, legal))

    def flight_ms(self) -> int:
        """How long a card takes to fly to the trick at this pace."""
        return 0

    def waiting_refusal(self, why: Wait) -> Refusal:
        return Refusal.of("", why.value)

    # The state ---------------------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self.machine.phase

    @property
    def busy(self) -> bool:
        """The computer is thinking, or a trick is being shown."""
        return self.machine.busy

    @property
    def curtain_for(self) -> int | None:
        """Hot-seat: the seat the device passes to, while the curtain is down."""
        return self._curtain_seat if self.phase is Phase.CURTAIN else None

    @property
    def trick_held(self) -> bool:
        """A finished trick stays on the table until the player goes on (trick pause "click")."""
        return self.phase is Phase.TRICK_HELD

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def in_progress(self) -> bool:
        """A match a person has moved in and not finished: replacing it gives it up (asked first)."""
        return self.match.result is None and self.actions_applied > 0 and bool(self.humans)

    @property
    def hand(self) -> Hand:
        return self.finished_hand or self.ending or self.match.hand

    def observe(self, seat: int, hand: Hand | None = None) -> Observation:
        """``hand.observation(seat)`` (the hand in view by default), made once per position: a move
        asked for it some 40 times (the table, the score sheet, the narration, the next turn), 4-8 ms
        of a trick's end at the table. The session never changes a hand but by ``apply``, and each
        action lengthens the hand's log, so its length tells a position from the one before."""
        if hand is None:
            hand = self.hand
        memo, length = self._seen, len(hand.log)
        if memo is None or memo[0] is not hand or memo[1] != length:
            memo = self._seen = (hand, length, [None, None])
        obs = memo[2][seat]
        if obs is None:
            obs = memo[2][seat] = hand.observation(seat)
        return obs

    @property
    def hand_done(self) -> bool:
        """The hand in view has ended (its last trick or its summary is shown); the match has
        dealt the next one already, unless it is over."""
        return self.finished_hand is not None or self.ending is not None

    def visible(self, seat: int) -> bool:
        """Whose cards are shown face up: the human's, or both when the computer plays alone; in
        hot-seat only the player to move, and nobody's while the curtain is down."""
        if self.finished_hand is not None or not self.humans:
            return True
        if self.hotseat:
            return self.curtain_for is None and seat == self._last_human
        return seat in self.humans

    def viewer(self) -> int:
        """The seat whose side the table shows (the player at the device in hot-seat)."""
        if self.hotseat and self._last_human is not None:
            return self._last_human
        return min(self.humans) if self.humans else 0

    def hand_cards(self, seat: int) -> list[Card | None]:
        obs = self.observe(seat)
        flying = [card for who, card in self.drawn_in_view(seat) if who == seat]
        held = [card for card in obs.hand if card not in flying]
        if self.visible(seat):
            return [*self.spec.held_order(held)]
        # Cards of his the other player has seen (a marriage, the exchanged trump card) stay face up.
        seen = set(self.observe(1 - seat).known)
        shown = [card for card in held if card in seen]
        return [*shown, *[None] * (len(held) - len(shown))]

    def drawn_in_view(self, seat: int = 0) -> list[tuple[int | None, Card | None]]:
        """The draws after the finished trick in view, as ``seat`` sees them (who, card): they come
        into the hands from the stock after the pause (``drawn``), so until then the table shows
        the hands and the stock as they were when the trick ended."""
        if self.showing_trick is None:
            return []
        events = self.observe(seat).events
        last_trick = max((i for i, e in enumerate(events) if e[0] == Event.TRICK), default=len(events))
        return [(who, card) for kind, who, card in events[last_trick:] if kind == Event.DRAW]

    def trump_card_in_view(self) -> Card | None:
        """The face-up card beside the stock. The last draw takes it, and like every draw it leaves
        the table only after the finished trick in view: the last card drawn, while it is in view."""
        obs = self.observe(self.viewer())
        drawn = self.drawn_in_view(self.viewer())
        if obs.trump_card is not None or obs.trump is None or obs.stock_size or not drawn:
            return obs.trump_card
        return drawn[-1][1]

    def trick_cards(self) -> list[tuple[int, tuple[Card, ...]]]:
        if self.showing_trick is not None:
            return self.showing_trick
        return list(self.observe(0).trick)

    def human_to_move(self) -> int | None:
        p = self.match.to_move
        if p is None or self.phase in (Phase.THINKING, Phase.TRICK_IN_VIEW) or p not in self.humans:
            return None
        if self.finished_hand is not None or self.ending is not None:  # p is to move in the next deal
            return None
        if self.curtain_for is not None or self._silent_offer(p):
            return None
        return p

    def _silent_offer(self, p: int) -> bool:
        """B-15: an offer to a player with nothing to declare, which the table settles by itself."""
        if self.observe(p, self.match.hand).phase not in OFFER_PHASES:
            return False
        return not any(a.kind == Kind.DECLARE for a in self.match.legal_actions())

    def button_actions(self) -> list[Action]:
        """The legal actions other than playing a card, for the human to move."""
        if self.human_to_move() is None:
            return []
        return [a for a in self.match.legal_actions() if a.kind != Kind.PLAY]

    def trick_pause_ms(self) -> int:
        """How long a finished trick stays, counted from its answer being played: the answer's
        flight to the trick, then the pause in full, so every answer card is seen that long."""
        pause = PACE[self.pace][0]
        if self.trick_pause == "long":
            pause = max(LONG_TRICK_PAUSE, 2 * pause)
        return pause + self.flight_ms() if pause else 0

    # A person acts ------------------------------------------------------------------------------------
    def start(self) -> None:
        self.notify("sound", "deal")
        self._changed()
        self.notify("dealt", self.match.hand.dealer)
        self._guide_ask()  # after the deal, which clears the status line
        self._next()

    def set_stand_in(self, player: Any) -> None:
        """Let a computer player move for the human (screenshots after N actions)."""
        self.stand_in = player
        self._next()

    # A guided first hand ----------------------------------------------------------------------------------
    def begin_lesson(self, lesson: Lesson) -> None:
        """Before ``start``: the lesson's deal in place of the first one, its steps, and its scripted
        computer (which plays by its level once the lesson is over)."""
        self.guide = Guide(lesson)
        self.match.hand = lesson.new_hand()
        self.snapshot = self.match.clone()
        self._after_guide = self.bots[COMPUTER]  # the match after the lesson: at the level chosen
        self.bots[COMPUTER] = ScriptedPlayer(self.guide, make_player("easy", seed=self.seed + COMPUTER))

    def lesson_refusal(self, step: Step) -> Refusal:
        """The words for a learner's move the lesson does not ask for now (the table words it)."""
        return Refusal.of("", step.key)

    def _off_lesson(self, action: Action | str) -> Refusal | None:
        if self.guide is None or self.guide.step is None:
            return None
        parsed = Action.parse(action) if isinstance(action, str) else action
        return None if self.guide.wants(parsed) else self.lesson_refusal(self.guide.step)

    def _guide_moved(self, hand: Hand, mover: int, action: Action, fresh: bool = False) -> None:
        """A step done: the computer's move is explained (``fresh``: in place of the trick's line);
        the lesson's end is said."""
        assert self.guide is not None
        step = self.guide.advance(mover, action)
        if step is not None and step.seat == COMPUTER and step.key:
            played = " ".join(card.code for card in action.cards)  # (the answer it chose, if several)
            self._tell(hand, Guided(step.key, played if step.answers and played else step.cards), trick=fresh)
        if step is not None and self.guide.over and hand.result is None:
            self._tell(hand, Guided(self.guide.lesson.end, ""))  # (a hand it ended: in its summary)
            self._lesson_said = True

    def set_aids(self, on: bool) -> None:
        """A learning aid switched on or off: the deal in play is marked at once (an aid looked at
        and switched off before the next move was seen all the same)."""
        self.aids = on
        if on and self.humans and self.match.result is None and self.guide is None:
            self.aided.add(self.match.deals)

    def _after_lesson(self) -> None:
        """After the lesson's hand: a match of its game, dealt by the seed as any other, so that it
        is autosaved, saved and counted (the lesson's own deal could not be replayed from a seed)."""
        assert self.guide is not None
        self.bots[COMPUTER] = self._after_guide  # (a newcomer met "easy" while his settings said medium)
        self.guide = None
        self.match = new_match(self.game, rules=self.rules, seed=self.seed)
        self.aided.clear()  # its deals are numbered afresh

    def _lesson_end(self, hand: Hand) -> str:
        """The lesson's last words for the summary of the hand its last step ended (the status line
        is hidden under the summary), else nothing."""
        guide = self.guide
        ended_by_lesson = guide is not None and guide.over and self.match.finished[:1] == [hand]
        return guide.lesson.end if guide is not None and ended_by_lesson and not self._lesson_said else ""

    def _guide_ask(self) -> None:
        """The learner's step, asked for once when it is his turn."""
        guide = self.guide
        step = None if guide is None else guide.step
        if guide is None or step is None or step.seat != LEARNER or self.human_to_move() != LEARNER:
            return
        if self._asked_step != guide.at:
            self._asked_step = guide.at
            self._tell(self.match.hand, Guided(step.key, step.cards, guide.number))

    def lift_curtain(self) -> None:
        """Hot-seat: the next player has the device; show him his cards, and tell him what happened
        since his last move."""
        seat = self._last_human = self.curtain_for
        recap = None if seat is None else self.narrator.recap(self.match.hand, seat)
        if self.phase is Phase.CURTAIN:
            self.machine.go(Phase.IDLE)
        self._curtain_seat = None
        self.notify("curtain", None)
        if recap is not None:
            self.notify("message", recap)
        self._changed()
        self._next()

    def refusal(self, action: Action | str) -> Refusal | None:
        """Why a human's action would be refused now (the rule id first), or None; nothing changes."""
        return self._not_now() or self.match.hand.explain(action) or self._off_lesson(action)

    def _not_now(self) -> Refusal | None:
        """Why the human cannot act at all now, or None."""
        if self.match.result is not None:
            return self.waiting_refusal(Wait.MATCH_OVER)
        if self.finished_hand is not None:
            return self.waiting_refusal(Wait.HAND_OVER)
        busy = self.phase in (Phase.THINKING, Phase.TRICK_IN_VIEW)  # acting clears a held trick
        if busy or self.match.to_move not in self.humans or self.curtain_for is not None:
            return self.waiting_refusal(Wait.NOT_YOUR_TURN)
        return None

    def try_action(self, action: Action | str) -> Refusal | None:
        """A human's action; returns None when done, else why not (the rule id first)."""
        if self.phase is Phase.TRICK_HELD:
            self.release_trick()  # playing on clears the finished trick that stayed in view
        waiting = self._not_now()
        if waiting is not None:
            return waiting
        reason = self.match.hand.explain(action) or self._off_lesson(action)
        if reason is not None:
            self.notify("message", reason)
            return reason
        self.human_moves += 1  # a person's own move: the status line's last message has had its time
        if self.phase is Phase.STOPPED:
            self.machine.go(Phase.IDLE)
        hand, seat = self.match.hand, self.match.to_move
        self._apply(Action.parse(action) if isinstance(action, str) else action)
        if seat is not None:  # he saw what his move did (a trick his answer took): his recap starts after it
            self.narrator.moved(hand, seat)
        return None

    def play_cards(self, cards: list[Card]) -> Refusal | None:
        return self.try_action(Action.play(*cards))

    def continue_next(self) -> None:
        """After the hand summary: show the next deal."""
        if self.finished_hand is None:
            return
        self.finished_hand = None
        if self.guide is not None:
            self._after_lesson()
        self.snapshot = self.match.clone()
        if self.match.result is None:
            self.machine.go(Phase.IDLE)
            self.notify("sound", "deal")
        self._changed()
        if self.match.result is None:
            self.notify("dealt", self.match.hand.dealer)
        self._next()

    def release_trick(self) -> None:
        """The player has looked at the finished trick: clear it and go on."""
        held, self._held = self._held, None
        if held is not None:
            self._after_trick(*held)

    def restart_hand(self) -> None:
        """Deal the current hand again from its start (the same cards); it counts as a hand given
        up (the window asks first)."""
        self.restarts += 1
        self._forget(self.snapshot.clone())
        self.notify("thinking", False)
        self.notify("message", Said.RESTARTED)
        self._changed()
        self._next()

    def _forget(self, match: Match) -> None:
        """Go on from ``match``: every answer, pause and view meant for the position before is dropped."""
        self._token += 1
        self._held = None
        self.showing_trick = None
        self.finished_hand = self.ending = None
        self.match = match
        self.machine.reset(Phase.IDLE)

    # The table moves on ---------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        hand = self.match.hand
        mover = self.match.to_move
        tricks_before = len(self.observe(0, hand).tricks)
        if self.aids:
            self.aided.add(self.match.deals)  # the deal in play (the statistics' ``hands.aids``)
        try:
            self.match.apply(action)
        except IllegalAction as exc:  # cannot happen for checked actions; never crash the table
            self.notify("message", exc.refusal)
            return
        self.actions_applied += 1
        if hand.result is not None:
            self.ending = hand
        self._narrate(hand, action, mover)
        tricks = self.observe(0, hand).tricks
        trick_done = len(tricks) > tricks_before
        # a lesson's words on the computer's move say who took the trick: one line, not two (the
        # status line grew to four lines and squeezed the hand; newcomer finding)
        guided = self.guide is not None and self.guide.explains(mover, action)
        if trick_done:
            self._trick_over(hand, tricks[-1])
        if self.guide is not None and mover is not None:
            self._guide_moved(hand, mover, action, trick_done and guided)  # in place of the trick's line
        if not trick_done:
            self._after_action(hand)

    def _narrate(self, hand: Hand, action: Action, mover: int | None) -> None:
        """The sound and the status line of a move (a pass is never shown, B-15)."""
        trump = self.observe(0, hand).trump
        suit = None if trump is None else int(trump)
        if action.kind == Kind.PLAY:
            self.notify("sound", "play")
            if mover is not None:
                self.notify("played", mover, action.cards)
                if self._says_lead(hand, mover):
                    self._tell(hand, Led(mover, tuple(action.cards)))
        elif action.kind == Kind.EXCHANGE and mover is not None:
            obs = self.observe(mover, hand)
            taken = next(payload[0] for kind, who, payload in reversed(obs.events) if kind == Event.SHOW)
            self._tell(hand, Exchanged(mover, obs.trump_card, taken))
        elif action.kind != Kind.PASS:
            self._tell(hand, Done(action, mover, suit))

    def _says_lead(self, hand: Hand, mover: int) -> bool:
        """Whether a card just played led a trick that someone other than the one person at the
        table led (he knows what he led himself), and not right after that player's announcement
        (the marriage names its suit; its King or Queen is on the table)."""
        led = len(self.observe(0, hand).trick) == 1
        if not led or (len(self.humans) == 1 and mover in self.humans):
            return False
        return not self.narrator.announced(hand, self.human_moves, mover)

    def _trick_over(self, hand: Hand, last: Any) -> None:
        """A trick was completed: it stays in view for the pause, until a click, or (--after N) for good."""
        trump = self.observe(0, hand).trump
        self.showing_trick = [(last.leader, last.lead), (1 - last.leader, last.answer)]
        self.notify("sound", "trick")
        self._tell(hand, TrickTaken(last, None if trump is None else int(trump)), trick=True)
        token = self._token
        if self.stop_after is not None and self.actions_applied >= self.stop_after:
            self.machine.go(Phase.STOPPED)  # a screenshot after N actions: the finished trick stays
        elif self.trick_pause == "click" and self.humans and self.stand_in is None:
            self.machine.go(Phase.TRICK_HELD)
            self._held = (hand, token)  # until the player clicks, presses a key or plays on
        else:
            self.machine.go(Phase.TRICK_IN_VIEW)
            self.later(self.trick_pause_ms(), lambda: self._after_trick(hand, token))
        self._changed()

    def _after_trick(self, hand: Hand, token: int) -> None:
        if token != self._token or hand is not self.match.hand and hand not in self.match.finished[-1:]:
            return  # the hand this pause was for is gone (restart, new game)
        if self.showing_trick is not None and (hand.result is None or not self.humans):
            # the hand's last trick stays on the table beside its summary (the table lays it there)
            winner = self.observe(0, hand).tricks[-1].winner
            self.notify("collected", winner, [card for _, cards in self.showing_trick for card in cards])
            seats = [who for who, _ in self.drawn_in_view()]
            if seats:
                self.notify("drawn", seats)
        self.showing_trick = None
        self.machine.go(Phase.IDLE)
        self._after_action(hand)

    def _tell(self, hand: Hand, line: Line, trick: bool = False) -> None:
        self.notify("message", self.narrator.tell(hand, line, self.human_moves, trick))

    def _after_action(self, hand: Hand) -> None:
        if hand.result is not None:
            self._hand_over(hand, hand.result)
            return
        self._guide_ask()
        refreshes = self._refreshes
        self._next()
        if self._refreshes == refreshes:  # else the next move was made at once (a Bura offer settled,
            self._changed()  # a claim): the table showed it, and this refresh would be one too many

    def _hand_over(self, hand: Hand, result: Result) -> None:
        self.finished_hand, self.ending = hand, None
        over = self.match.result is not None
        self.machine.go(Phase.MATCH_OVER if over else Phase.HAND_OVER)
        record = next((r for r in reversed(self.match.history) if r.result is result), None)
        summary = HandSummary(
            result,
            None if over or self.guide is not None else self.match.hand.dealer,  # (a new match follows a lesson)
            self.observe(0, hand),
            (hand.context or {}).get("pot", 0),
            record,
            self._lesson_end(hand),
        )
        self.notify("sound", "win" if result.winner in self.humans or not self.humans else "trick")
        self._changed()
        self.notify("handFinished", result, summary)
        if over:
            self.notify("matchFinished", self.match.result)
        elif not self.humans or self.stand_in is not None:
            self.later(PACE[self.pace][0], self.continue_next)

    def _next(self) -> None:
        """Whose turn now: ask the computer, or claim for the human when auto-claim is on (S-20)."""
        if self.match.result is not None or self.finished_hand is not None or self.busy:
            return
        p = self.match.to_move
        if p is None:
            return
        self._reseed(p)
        if self._settle_offer(p) or self.stop_after is not None and self.actions_applied >= self.stop_after:
            return
        bot = self.bots.get(p) or (self.stand_in if p in self.humans else None)
        if bot is not None:
            self.machine.go(Phase.THINKING)
            self._token += 1
            self.notify("thinking", True)
            self.think(self._token, bot, self.observe(p, self.match.hand), self.match.legal_actions())
        elif self.hotseat and p != self._last_human:
            if self.curtain_for != p:  # the device passes: hide every hand first
                self.machine.go(Phase.CURTAIN)
                self._curtain_seat = p
                self._changed()
                self.notify("curtain", p)
        elif (
            self.auto_claim
            and self.spec.goal is not None
            and CLAIM in self.match.legal_actions()
            and self.match.hand.score(p) >= self.spec.goal
        ):
            self.notify("message", AutoClaimed(self.match.hand.score(p)))
            self._apply(CLAIM)

    def _settle_offer(self, p: int) -> bool:
        """B-15: a Bura offer is made at every lead point, so that it betrays nothing. It is settled
        at once, with no pause and no "thinking": a computer decides by its rules of thumb; a human
        with nothing to declare passes silently; in hot-seat a special hand is shown automatically
        (the device is not passed round for an offer). Returns whether an offer was settled."""
        if self.observe(p, self.match.hand).phase not in OFFER_PHASES:
            return False
        legal = self.match.legal_actions()
        declare = next((a for a in legal if a.kind == Kind.DECLARE), None)
        bot = self.bots.get(p) or (self.stand_in if p in self.humans else None)
        if bot is not None:
            action = self._checked(bot, p, legal)
        elif declare is None:
            action = PASS
        elif self.hotseat:
            action = declare if self.hotseat_specials else PASS
        else:
            return False  # the human decides with the buttons
        self._apply(action)
        return True

    # The computer's moves ----------------------------------------------------------------------------
    def _checked(self, bot: Any, p: int, legal: list[Action]) -> Action:
        """A computer's choice, made here and now; a failure is reported and a legal move played."""
        try:
            action = bot.choose(self.observe(p, self.match.hand), legal)
        except Exception:
            import traceback

            return self._fallback(legal, traceback.format_exc())
        if action not in legal:
            return self._fallback(legal, f"a computer player chose an illegal action: {action!r}")
        return action

    def _fallback(self, legal: list[Action], error: str) -> Action:
        """Report a computer player's failure (the log, and once the status line); a legal move."""
        log = log_error(f"computer player failed ({self.game}): {error}")
        line = self.narrator.failure(None if log is None else str(log))
        if line is not None:
            self.notify("message", line)
        return legal[0]

    def _computer_decided(self, token: int, action: Action | None, error: str = "") -> None:
        if token != self._token:
            return  # an answer for a position that was abandoned (restart, new game)
        self.later(PACE[self.pace][1], lambda: self._play_computer(token, action, error))

    def _play_computer(self, token: int, action: Action | None, error: str = "") -> None:
        if token != self._token:
            return
        if not self.at_rest():
            self._move_waiting = (token, action, error)  # played once the dealt cards have landed
            return
        self.machine.go(Phase.IDLE)
        self.notify("thinking", False)
        legal = self.match.legal_actions()
        if error:
            action = self._fallback(legal, error)
        elif action not in legal:
            action = self._fallback(legal, f"a computer player chose an illegal action: {action!r}")
        assert action is not None
        mover, hand = self.match.to_move, self.match.hand
        # the learner's explanation (Preferences > Learning); a guided hand explains in its own words
        wanted = self.explain and self.humans and self.guide is None and mover not in self.humans
        seen = self.observe(mover, self.match.hand) if wanted and mover is not None else None
        self._apply(action)
        reason = None if seen is None or hand.result is not None else explain(seen, action)
        if reason is not None and mover is not None:
            self._tell(hand, Explained(mover, reason))

    def settled(self) -> None:
        """The table's cards have landed: a computer move that waited for them is made now."""
        waiting, self._move_waiting = self._move_waiting, None
        if waiting is not None:
            self._play_computer(*waiting)

    # Resume and undo ---------------------------------------------------------------------------------
    def _reseed(self, p: int) -> None:
        """Seed the computer's choice from the match's seed and the position (its number of actions),
        so that after a resume, an undo or an Open… it chooses exactly as it would have without the
        break."""
        rng = getattr(self.bots.get(p), "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(f"{self.seed}/{p}/{len(self.match.actions)}")

    def resume(self, match: Match, hand_start: Match) -> None:
        """Go on with a replayed match (autosave, Open…, undo): the same cards, scores and turn."""
        self._forget(match)
        self._curtain_seat = None
        self.snapshot = hand_start
        self.actions_applied = len(match.actions)
        self.notify("thinking", False)

    def why_no_undo(self) -> NoUndo | None:
        """Why the human's last play cannot be taken back now, or None when it can."""
        if not self.humans:
            return NoUndo.NOBODY
        if self.hotseat:
            return NoUndo.HOTSEAT
        if self.match.result is not None or self.hand_done:  # its last trick in view counts too
            return NoUndo.HAND_OVER
        memo, length = self._undo_memo, len(self.match.actions)
        if memo is None or memo[0] is not self.match or memo[1] is not self.snapshot or memo[2] != length:
            point = self._undo_point()  # two replays of the hand: 2-5 ms, asked at every refresh
            answer = NoUndo.NOTHING if point is None else NoUndo.SEEN if self._revealed_since(point) else None
            memo = self._undo_memo = (self.match, self.snapshot, length, answer)
        return memo[3]

    def _revealed_since(self, point: int) -> bool:
        """Whether the human has been shown a card since ``match.actions[point]`` that he had not
        seen before it (the computer's answer, his next draw from the stock): undo would let him
        play the position again knowing it, which the hand he took back never showed him."""
        replay = self.snapshot.clone()
        for text in self.match.actions[len(replay.actions) : point]:
            replay.apply(text)
        seat = min(self.humans)
        if self._all_told(replay, seat):
            return False
        return bool(seen_cards(self.observe(seat, self.match.hand)) - seen_cards(replay.observation(seat)))

    @staticmethod
    def _all_told(match: Match, seat: int) -> bool:
        """Whether the player could already tell every card of the opponent's hand: nothing is left
        to draw and every card he has not seen is in that hand (in Bura, cards set aside unseen
        when the stock runs short, B-10, keep the opponent's hand hidden)."""
        hand = match.hand
        if hand.stock_left:
            return False
        obs = hand.observation(seat)
        unseen = len(GAMES[hand.game].deck(hand.rules)) - len(seen_cards(obs))
        return unseen == obs.hand_sizes[1 - seat]

    def _undo_point(self) -> int | None:
        """The index in ``match.actions`` of the human's last action in the current hand (a silent
        Bura pass does not count)."""
        start = len(self.snapshot.actions)
        replay = self.snapshot.clone()
        point = None
        for i, text in enumerate(self.match.actions[start:], start):
            if replay.to_move in self.humans and text != PASS.text:
                point = i
            replay.apply(text)
        return point

    def undo(self) -> bool:
        """Take back the human's last play in this hand, with the computer's answers after it."""
        if self.why_no_undo() is not None:
            return False
        point = self._undo_point()
        assert point is not None
        match = self.snapshot.clone()
        for text in self.match.actions[len(match.actions) : point]:
            match.apply(text)
        self.resume(match, self.snapshot)
        self.notify("message", Said.TAKEN_BACK)
        self._changed()
        self._next()
        return True

    def shutdown(self) -> None:
        self._token += 1

"""The controller: pushes the players' actions into the engine match, asks the computer (in a
worker thread) when it is its turn, paces the table so moves can be followed, and tells the views
by signals. Views and models never touch the engine themselves."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.ai import make_player
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
    Trick,
    new_match,
)
from cardtable.engine.actions import CLAIM, PASS
from cardtable.errorlog import log_error

from . import texts
from .animation import DURATIONS
from .worker import Thinker

# (how long a finished trick stays in view once its last card has landed, least time a computer
# move stays visible) in ms, per animation setting. A newcomer reads the trick and the status
# line's "who took it and why" in that time: at 0.6 s (the old 900 ms less the flight) a Bura
# answer of three cards was gone before it was read (issue 47); 1.8 s at Normal lets it be read
# without making the game drag. Timers are bound to the controller (context object), so none
# fires after it is gone.
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
        items = payload.cards if isinstance(payload, Action) else payload if isinstance(payload, tuple | list) \
            else (payload,)
        seen.update(item for item in items if isinstance(item, Card))
    return seen


class GameController(QObject):
    changed = Signal()  # the table changed: views refresh their models
    message = Signal(object)  # one line for the status bar (a str, or texts.Words to word again)
    handFinished = Signal(object, object)  # the Result and its explanation in words (texts.Words)
    matchFinished = Signal(object)
    thinking = Signal(bool)
    sound = Signal(str)  # deal, play, trick, win
    curtain = Signal(object)  # hot-seat: the seat that must take the device (None: curtain lifted)
    played = Signal(int, object)  # seat and cards, just before the table shows the play
    collected = Signal(int, object)  # trick winner and the trick's cards, as the trick is cleared
    drawn = Signal(object)  # the seats that drew a card after a trick, in drawing order
    dealt = Signal(int)  # a new hand was dealt by this dealer

    def __init__(
        self,
        game: str,
        rules: Any = None,
        seed: int | None = None,
        humans: set[int] | frozenset[int] = frozenset({0}),
        level: str = "medium",
        pace: str = "normal",
        auto_claim: bool = False,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.spec = GAMES[game]
        self.rules = rules
        self.humans = set(humans)
        self.level = level
        self.pace = pace
        self.hotseat_specials = True  # hot-seat Bura: show a special hand at once, or keep it (settings)
        self.trick_pause = "short"  # short, long or click: how long a finished trick stays (settings)
        self._held: tuple[Hand, int] | None = None  # a finished trick waiting for the player's click
        self.auto_claim = auto_claim
        if seed is None:  # a match is replayed from its seed (autosave, saved games): always have one
            seed = random.randrange(2**62)
        self.seed = seed
        self.deck_style = "french"  # the deck the table shows, for the words of messages (the table sets it)
        self.match: Match = new_match(game, rules=rules, seed=seed)
        self.bots = {seat: make_player(level, seed=None if seed is None else seed + seat) for seat in (0, 1)
                     if seat not in self.humans}
        for bot in self.bots.values():
            if isinstance(bot, ExpertPlayer):
                bot.time_limit = THINKING_LIMIT
        self.thinker = Thinker(self)
        # whether the table's cards are at rest (none in flight); the table sets it, and calls
        # ``settled`` when they are: the computer does not lead while the deal is still flying
        self.at_rest: Callable[[], bool] = lambda: True
        self._move_waiting: tuple[int, Action | None, str] | None = None
        self.thinker.decided.connect(self._computer_decided)
        self._token = 0
        self.busy = False  # the computer is thinking, or a trick is being shown
        self.showing_trick: list[tuple[int, tuple[Card, ...]]] | None = None
        self.finished_hand: Hand | None = None  # shown until the player continues
        # a hand whose last trick is in view before its summary: the match has dealt the next one
        # already, which the table must not show yet
        self.ending: Hand | None = None
        self.actions_applied = 0
        self.human_moves = 0  # actions made by a person (a status message lasts until the next one)
        # what happened at the table since the person's last move, shown together (see ``_tell``)
        self._told: list[texts.Words] = []
        self._told_for: tuple[Hand, int] | None = None
        self.snapshot = self.match.clone()
        # set by --screenshot --after N: an easy player moves for the human, who still sees his side
        self.stand_in: Any = None
        # set by --screenshot --after N: the table holds still once this many actions are applied
        self.stop_after: int | None = None
        # hot-seat (two humans): whose turn is hidden behind the curtain, and who saw the table last
        self.curtain_for: int | None = None
        self._last_human: int | None = None
        self._failure_shown = False  # a computer player's failure is reported once per game
        # the players' names (hot-seat: as entered in the New game dialog)
        self.names = {seat: texts.player_name(seat, self.humans) for seat in (0, 1)}
        self.restarts = 0  # hands given up by restarting them

    # What the views show -------------------------------------------------------------------------
    @property
    def hand(self) -> Hand:
        return self.finished_hand or self.ending or self.match.hand

    @property
    def hand_done(self) -> bool:
        """The hand in view has ended (its last trick or its summary is shown); the match has
        dealt the next one already, unless it is over."""
        return self.finished_hand is not None or self.ending is not None

    def name_of(self, seat: int) -> str:
        if self.hotseat:
            return self.names[seat]
        return texts.player_name(seat, self.humans)  # in the language now in use

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

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
        obs = self.hand.observation(seat)
        flying = [card for who, card in self.drawn_in_view(seat) if who == seat]
        held = [card for card in obs.hand if card not in flying]
        if self.visible(seat):
            return [*self.spec.held_order(held)]
        # Cards of his the other player has seen (a marriage, the exchanged trump card) stay face up.
        seen = set(self.hand.observation(1 - seat).known)
        shown = [card for card in held if card in seen]
        return [*shown, *[None] * (len(held) - len(shown))]

    def drawn_in_view(self, seat: int = 0) -> list[tuple[int | None, Card | None]]:
        """The draws after the finished trick in view, as ``seat`` sees them (who, card): they come
        into the hands from the stock after the pause (``drawn``), so until then the table shows
        the hands and the stock as they were when the trick ended."""
        if self.showing_trick is None:
            return []
        events = self.hand.observation(seat).events
        last_trick = max((i for i, e in enumerate(events) if e[0] == Event.TRICK), default=len(events))
        return [(who, card) for kind, who, card in events[last_trick:] if kind == Event.DRAW]

    def trump_card_in_view(self) -> Card | None:
        """The face-up card beside the stock. The last draw takes it, and like every draw it leaves
        the table only after the finished trick in view: the last card drawn, while it is in view."""
        obs = self.hand.observation(self.viewer())
        drawn = self.drawn_in_view(self.viewer())
        if obs.trump_card is not None or obs.trump is None or obs.stock_size or not drawn:
            return obs.trump_card
        return drawn[-1][1]

    def trick_cards(self) -> list[tuple[int, tuple[Card, ...]]]:
        if self.showing_trick is not None:
            return self.showing_trick
        return list(self.hand.observation(0).trick)

    def human_to_move(self) -> int | None:
        p = self.match.to_move
        if p is None or (self.busy and self._held is None) or p not in self.humans:
            return None
        if self.finished_hand is not None or self.ending is not None:  # p is to move in the next deal
            return None
        if self.curtain_for is not None or self._silent_offer(p):
            return None
        return p

    def _silent_offer(self, p: int) -> bool:
        """B-15: an offer to a player with nothing to declare, which the table settles by itself."""
        if self.match.hand.observation(p).phase not in OFFER_PHASES:
            return False
        return not any(a.kind == Kind.DECLARE for a in self.match.legal_actions())

    def set_stand_in(self, player: Any) -> None:
        """Let a computer player move for the human (screenshots after N actions)."""
        self.stand_in = player
        self._next()

    def lift_curtain(self) -> None:
        """Hot-seat: the next player has the device; show him his cards."""
        self._last_human = self.curtain_for
        self.curtain_for = None
        self.curtain.emit(None)
        self.changed.emit()
        self._next()

    def button_actions(self) -> list[Action]:
        """The legal actions other than playing a card, for the human to move."""
        p = self.human_to_move()
        if p is None:
            return []
        return [a for a in self.match.legal_actions() if a.kind != Kind.PLAY]

    # Acting --------------------------------------------------------------------------------------
    def start(self) -> None:
        self.sound.emit("deal")
        self.changed.emit()
        self.dealt.emit(self.match.hand.dealer)
        self._next()

    def refusal(self, action: Action | str) -> Refusal | None:
        """Why a human's action would be refused now (the rule id first), or None; nothing changes."""
        return self._not_now() or self.match.hand.explain(action)

    def _not_now(self) -> Refusal | None:
        """Why the human cannot act at all now, or None."""
        if self.match.result is not None:
            return Refusal.of("", texts.MATCH_IS_OVER)
        if self.finished_hand is not None:
            return Refusal.of("", texts.HAND_IS_OVER)
        busy = self.busy and self._held is None  # acting clears a finished trick held in view
        if busy or self.match.to_move not in self.humans or self.curtain_for is not None:
            return Refusal.of("", texts.NOT_YOUR_TURN)
        return None

    def try_action(self, action: Action | str) -> Refusal | None:
        """A human's action; returns None when done, else why not (the rule id first)."""
        if self._held is not None:
            self.release_trick()  # playing on clears the finished trick that stayed in view
        waiting = self._not_now()
        if waiting is not None:
            return waiting
        reason = self.match.hand.explain(action)
        if reason is not None:
            self.message.emit(reason)
            return reason
        self.human_moves += 1  # a person's own move: the status line's last message has had its time
        self._apply(Action.parse(action) if isinstance(action, str) else action)
        return None

    def play_cards(self, cards: list[Card]) -> str | None:
        return self.try_action(Action.play(*cards))

    def continue_next(self) -> None:
        """After the hand summary: show the next deal."""
        if self.finished_hand is None:
            return
        self.finished_hand = None
        self.snapshot = self.match.clone()
        if self.match.result is None:
            self.sound.emit("deal")
        self.changed.emit()
        if self.match.result is None:
            self.dealt.emit(self.match.hand.dealer)
        self._next()

    def restart_hand(self) -> None:
        """Deal the current hand again from its start (the same cards); it counts as a hand given
        up (the window asks first)."""
        self.restarts += 1
        self._token += 1
        self._held = None
        self.busy = False
        self.showing_trick = None
        self.finished_hand = self.ending = None
        self.match = self.snapshot.clone()
        self.thinking.emit(False)
        self.message.emit(texts.Words.of(lambda: self.tr("The hand starts again.")))
        self.changed.emit()
        self._next()

    def _apply(self, action: Action) -> None:
        hand = self.match.hand
        mover = self.match.to_move
        tricks_before = len(hand.observation(0).tricks)
        try:
            self.match.apply(action)
        except IllegalAction as exc:  # cannot happen for checked actions; never crash the table
            self.message.emit(exc.refusal)
            return
        self.actions_applied += 1
        if hand.result is not None:
            self.ending = hand
        if action.kind == Kind.PLAY:
            self.sound.emit("play")
            if mover is not None:
                self.played.emit(mover, action.cards)
        elif action.kind == Kind.EXCHANGE and mover is not None:
            self._tell(hand, self._exchange_words(hand, mover))
        elif action.kind != Kind.PASS:  # B-15: a pass is never shown
            trump = hand.observation(0).trump
            game, trump_suit = self.game, None if trump is None else int(trump)
            self._tell(hand, texts.Words.of(lambda: texts.done_line(
                action, texts.player_name(mover, self.humans, self._hotseat_names()) if mover is not None else "",
                game, self.deck_style, trump_suit)))
        tricks = hand.observation(0).tricks
        if len(tricks) > tricks_before:
            last = tricks[-1]
            self.showing_trick = [(last.leader, last.lead), (1 - last.leader, last.answer)]
            self.busy = True
            self.sound.emit("trick")
            self._tell(hand, self._trick_words(hand, last), trick=True)  # while it is in view
            token = self._token
            if self.stop_after is not None and self.actions_applied >= self.stop_after:
                self.busy = False  # a screenshot after N actions: the finished trick stays in view
                self.changed.emit()
                return
            if self.trick_pause == "click" and self.humans and self.stand_in is None:
                self._held = (hand, token)  # until the player clicks, presses a key or plays on
                self.changed.emit()
                return
            self.changed.emit()
            QTimer.singleShot(self.trick_pause_ms(), self, lambda: self._after_trick(hand, token))
            return
        self._after_action(hand)

    def trick_pause_ms(self) -> int:
        """How long a finished trick stays, counted from its answer being played: the answer's
        flight to the trick, then the pause in full, so every answer card is seen that long."""
        pause = PACE[self.pace][0]
        if self.trick_pause == "long":
            pause = max(LONG_TRICK_PAUSE, 2 * pause)
        return pause + DURATIONS.get(self.pace, 0) if pause else 0

    @property
    def trick_held(self) -> bool:
        """A finished trick stays on the table until the player goes on (trick pause "click")."""
        return self._held is not None

    def release_trick(self) -> None:
        """The player has looked at the finished trick: clear it and go on."""
        held, self._held = self._held, None
        if held is not None:
            self._after_trick(*held)

    def _after_trick(self, hand: Hand, token: int) -> None:
        if token != self._token or hand is not self.match.hand and hand not in self.match.finished[-1:]:
            return  # the hand this pause was for is gone (restart, new game)
        if self.showing_trick is not None and (hand.result is None or not self.humans):
            # the hand's last trick stays on the table beside its summary (the table lays it there)
            winner = hand.observation(0).tricks[-1].winner
            self.collected.emit(winner, [card for _, cards in self.showing_trick for card in cards])
            seats = [who for who, _ in self.drawn_in_view()]
            if seats:
                self.drawn.emit(seats)
        self.showing_trick = None
        self.busy = False
        self._after_action(hand)

    def _tell(self, hand: Hand, words: texts.Words, trick: bool = False) -> None:
        """A line of what happened at the table (a trick taken, a marriage announced, the trump
        card exchanged) for the status line, below the lines before it since the person's last move
        in this hand: a marriage the computer announces right after taking a trick leaves who took
        it in view. A trick starts the lines afresh (a demo has no person's moves to do it)."""
        if trick or self._told_for is None or self._told_for[0] is not hand or self._told_for[1] != self.human_moves:
            self._told = []
        self._told_for = (hand, self.human_moves)
        self._told.append(words)
        lines = list(self._told)
        self.message.emit(lines[0] if len(lines) == 1 else texts.Words.of(
            lambda: "\n".join(texts.fresh(line) for line in lines)))

    def _cards_words(self, cards: tuple[Card, ...]) -> str:
        """Card names in the deck the table shows now ("ober of acorns, daus of hearts")."""
        return ", ".join(texts.card_name(self.deck_style, card.code) for card in cards)

    def _trick_words(self, hand: Hand, trick: Trick) -> texts.Words:
        """Who led and answered what, and the rule that gave the trick to its winner. The line keeps
        the trick itself and names its cards when worded, so a deck switched mid-hand words it again
        in the new deck's names (and a later trick cannot change what it says)."""
        trump = hand.observation(0).trump  # the hand of the trick (the match may have dealt anew)
        game, suit = self.game, None if trump is None else int(trump)
        return texts.Words.of(lambda: texts.trick_line(trick, game, suit, self.deck_style, self.humans,
                                                       self._hotseat_names()))

    def _exchange_words(self, hand: Hand, mover: int) -> texts.Words:
        """S-14: which trump card went under the stock and which one was taken; the two cards are
        kept, and named in the deck shown when the line is worded."""
        obs = hand.observation(mover)
        taken = next(payload[0] for kind, who, payload in reversed(obs.events) if kind == Event.SHOW)
        given = obs.trump_card
        return texts.Words.of(lambda: texts.t(texts.EXCHANGE_WORDS).format(
            Who=texts.player_name(mover, self.humans, self._hotseat_names()),
            given=self._cards_words((given,)) if given is not None else "",
            taken=self._cards_words((taken,))))

    def _hotseat_names(self) -> dict[int, str] | None:
        return self.names if self.hotseat else None

    def _after_action(self, hand: Hand) -> None:
        if hand.result is not None:
            self._hand_over(hand, hand.result)
            return
        self.changed.emit()
        self._next()

    def _hand_over(self, hand: Hand, result: Result) -> None:
        self.finished_hand, self.ending = hand, None
        next_dealer = None if self.match.result is not None else self.match.hand.dealer
        pot = (hand.context or {}).get("pot", 0)
        record = next((r for r in reversed(self.match.history) if r.result is result), None)
        words = texts.Words.of(lambda: texts.explain_result(result, self.game, self.humans, next_dealer,
                                                            hand.observation(0), self._hotseat_names(), pot=pot,
                                                            style=self.deck_style, record=record))
        self.sound.emit("win" if result.winner in self.humans or not self.humans else "trick")
        self.changed.emit()
        self.handFinished.emit(result, words)
        if self.match.result is not None:
            self.matchFinished.emit(self.match.result)
        elif not self.humans or self.stand_in is not None:
            QTimer.singleShot(PACE[self.pace][0], self, self.continue_next)

    def _next(self) -> None:
        """Whose turn now: ask the computer, or claim for the human when auto-claim is on (S-20)."""
        if self.match.result is not None or self.finished_hand is not None or self.busy:
            return
        p = self.match.to_move
        if p is None:
            return
        self._reseed(p)
        if self._settle_offer(p):
            return
        if self.stop_after is not None and self.actions_applied >= self.stop_after:
            return
        bot = self.bots.get(p) or (self.stand_in if p in self.humans else None)
        if bot is not None:
            self.busy = True
            self._token += 1
            self.thinking.emit(True)
            obs = self.match.observation(p)
            legal = self.match.legal_actions()
            self.thinker.think(self._token, bot, obs, legal, lambda token: token == self._token)
            return
        if self.hotseat and p != self._last_human:
            if self.curtain_for != p:  # the device passes: hide every hand first
                self.curtain_for = p
                self.changed.emit()
                self.curtain.emit(p)
            return
        goal = self.spec.goal
        legal = self.match.legal_actions()
        if self.auto_claim and goal is not None and CLAIM in legal and self.match.hand.score(p) >= goal:
            score = self.match.hand.score(p)
            self.message.emit(texts.Words.of(lambda: texts.t(texts.AUTO_CLAIM[self.game]).format(score=score)))
            self._apply(CLAIM)

    def _settle_offer(self, p: int) -> bool:
        """B-15: a Bura offer is made at every lead point, so that it betrays nothing. It is settled
        at once, with no pause and no "thinking": a computer decides by its rules of thumb; a human
        with nothing to declare passes silently; in hot-seat a special hand is shown automatically
        (the device is not passed round for an offer). Returns whether an offer was settled."""
        if self.match.hand.observation(p).phase not in OFFER_PHASES:
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

    def _checked(self, bot: Any, p: int, legal: list[Action]) -> Action:
        """A computer's choice, made here and now; a failure is reported and a legal move played."""
        try:
            action = bot.choose(self.match.observation(p), legal)
        except Exception:
            import traceback

            return self._fallback(legal, traceback.format_exc())
        if action not in legal:
            return self._fallback(legal, f"a computer player chose an illegal action: {action!r}")
        return action

    def _fallback(self, legal: list[Action], error: str) -> Action:
        """Report a computer player's failure (the log, and once the status line); a legal move."""
        log = log_error(f"computer player failed ({self.game}): {error}")
        if not self._failure_shown:
            self._failure_shown = True
            self.message.emit(texts.Words.of(lambda: self.tr(
                "The computer player made a mistake and played a legal move instead; see {log}.").format(log=log)
                if log is not None else self.tr(
                "The computer player made a mistake and played a legal move instead; no log could be written.")))
        return legal[0]

    def _computer_decided(self, token: int, action: Action | None, error: str = "") -> None:
        if token != self._token:
            return  # an answer for a position that was abandoned (restart, new game)
        QTimer.singleShot(PACE[self.pace][1], self, lambda: self._play_computer(token, action, error))

    def _play_computer(self, token: int, action: Action | None, error: str = "") -> None:
        if token != self._token:
            return
        if not self.at_rest():
            self._move_waiting = (token, action, error)  # played once the dealt cards have landed
            return
        self.busy = False
        self.thinking.emit(False)
        legal = self.match.legal_actions()
        if error:
            action = self._fallback(legal, error)
        elif action not in legal:
            action = self._fallback(legal, f"a computer player chose an illegal action: {action!r}")
        assert action is not None
        self._apply(action)

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
        bot = self.bots.get(p)
        rng = getattr(bot, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(f"{self.seed}/{p}/{len(self.match.actions)}")

    def resume(self, match: Match, hand_start: Match) -> None:
        """Go on with a replayed match (autosave, Open…, undo): the same cards, scores and turn."""
        self._token += 1
        self._held = None  # a finished trick that stayed in view is gone with the position it ended
        self.busy = False
        self.showing_trick = None
        self.finished_hand = self.ending = None
        self.curtain_for = None
        self.match = match
        self.snapshot = hand_start
        self.actions_applied = len(match.actions)
        self.thinking.emit(False)

    def can_undo(self) -> str | None:
        """Why the human's last play cannot be taken back now, or None when it can."""
        if not self.humans:
            return self.tr("There is nobody to undo for: the computer plays both seats.")
        if self.hotseat:
            return self.tr("Undo is not offered in hot-seat: it would show a player the other's answer.")
        if self.match.result is not None or self.finished_hand is not None:
            return self.tr("The hand is over: its plays can no longer be taken back.")
        point = self._undo_point()
        if point is None:
            return self.tr("Nothing to undo in this hand yet.")
        if self._revealed_since(point):
            return self.tr("Your last play can no longer be taken back: you have seen cards since that you had not "
                           "seen before it (the answer, a card drawn).")
        return None

    def _revealed_since(self, point: int) -> bool:
        """Whether the human has been shown a card since ``match.actions[point]`` that he had not
        seen before it (the computer's answer, his next draw from the stock): undo would let him
        play the position again knowing it, which the hand he took back never showed him."""
        replay = self.snapshot.clone()
        for text in self.match.actions[len(replay.actions):point]:
            replay.apply(text)
        seat = min(self.humans)
        return bool(seen_cards(self.match.observation(seat)) - seen_cards(replay.observation(seat)))

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
        if self.can_undo() is not None:
            return False
        point = self._undo_point()
        assert point is not None
        match = self.snapshot.clone()
        for text in self.match.actions[len(match.actions):point]:
            match.apply(text)
        self.resume(match, self.snapshot)
        self.message.emit(texts.Words.of(lambda: self.tr("Your last play was taken back.")))
        self.changed.emit()
        self._next()
        return True

    def shutdown(self) -> None:
        self._token += 1
        self.thinker.wait()

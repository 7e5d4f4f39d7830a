"""An online match between two programs over a transport (issue 49).

Each side runs one ``OnlineMatch``. Everything it knows comes from the room's log, read in order
(its own events included, as the network ordered them), and its ``Secret``: a side rebuilt after a
restart from the log and its secret reaches the same state, because every event it would send is
derived from them, and its own events in the log are checked against that.

Who sends next is always decided by the state (``expected``), so the chain of events has one
writer at a time: the setup (seat 0), the acceptance (seat 1), a deal's four lists in turn; then,
before each action, the keys owed for cards a player was dealt or drew (the one not to move pays
first: the mover needs them); then the action; at a hand's end each reveals his keys (seat 0
first), both re-derive the deck and replay the hand on it, and the next deal starts while the
match goes on. Chat, abandoning and claiming a silent player's match lie beside the chain.

The engine state is a real engine match whose hands are dealt from the decks as each side knows
them (``world``): the revealed deck for finished hands, for the hand in play a guess that puts
every opened card where it lies and an unseen card everywhere else. It is rebuilt from its actions
whenever a key opens a card. So the table reads a real hand (to move, legal actions, the
observation) and never a card it may not see.

A refused event (``faults.Fault``: a reason id and fields) from a seated player marks the match
disputed, and the side stops: the log read so far (``record``) and the state before the refused
event are kept. Events from anyone else are refused without disputing anything (``HARMLESS``).

Our own chain event is sent once: until the network hands it back, nothing else of ours is sent
(``_in_flight``), so a slow network never makes us send a sequence number twice.

Limits, for the table to come: a reader who is not seated reads nothing (no spectators); a Bura
``pass`` (B-15) travels as an event like any action, so a program that passes at once for a player
without a special hand would betray him by its speed (online, the table must not hurry it); the
time a claim of abandonment is judged by is the network's (the homeserver's stamp).
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from cardtable.engine import GAMES, Action, Card, Event, Hand, IllegalAction, Match, Observation

from . import events as ev
from .deal import STEPS, Deal, step_sender
from .faults import HARMLESS, Fault, FaultError, Reason
from .group import parse_scalar, scalar_text
from .secret import Secret
from .state import HandState, apply_all, key_positions, online_class, refusal
from .transport import Envelope, Transport
from .world import Places, exclusion, places, public_cards, solve


class OnlineMatch:
    """One side of an online match (see the module docstring)."""

    def __init__(self, transport: Transport, secret: Secret) -> None:
        self.transport = transport
        self.me = transport.me
        self.secret = secret
        self.record: list[Envelope] = []  #: every entry read, refused ones included
        self.faults: list[Fault] = []
        self.disputed = False
        self.ended: tuple[str, int] | None = None  #: ("abandoned" | "claimed", seat)
        self.chat: list[tuple[int, str]] = []
        self.setup: ev.Setup | None = None
        self.seat: int | None = None
        self.chain: list[Any] = []
        self.head = ""
        self.last_time = 0.0
        self.counters: dict[str, int] = {}
        self.nonces: dict[int, bytes] = {}
        self.hands: list[HandState] = []
        self.match: Match | None = None
        self.accepting = False
        self._places: tuple[Hand, int, Places] | None = None
        self._built: tuple[Any, ...] | None = None  #: the decks and action counts ``match`` was built from
        self._side_sent = 0  #: side events sent (their counter, until they come back)
        self._unsent: dict[str, Any] | None = None  #: a chat line whose send failed, sent again as it was
        self._lines: set[tuple[str, str]] = set()  #: (sender, id) of the chat lines shown
        self._in_flight: int | None = None  #: the sequence number of our chain event on its way

    # Starting ------------------------------------------------------------------------------------
    @staticmethod
    def setup_content(
        secret: Secret,
        *,
        me: str,
        match_id: str,
        game: str,
        opponent: str,
        rules: dict[str, Any] | None = None,
        deck_style: str = "french",
        timeout: int = 7 * 86400,
    ) -> dict[str, Any]:
        """Seat 0's setup event, with a commitment to its coin share (also put in a room's state
        when the room is made: ``account.MatrixAccount.new_room``)."""
        commit = hashlib.sha256(secret.nonce(match_id)).hexdigest()
        setup = ev.Setup(
            v=1,
            match=match_id,
            seq=0,
            prev="",
            type="setup",
            game=game,
            rules=dict(rules or {}),
            deck_style=deck_style,
            seats=[me, opponent],
            timeout=timeout,
            commit=commit,
        )
        return ev.dump(setup)

    @classmethod
    def invite(
        cls,
        transport: Transport,
        secret: Secret,
        *,
        match_id: str,
        game: str,
        opponent: str,
        rules: dict[str, Any] | None = None,
        deck_style: str = "french",
        timeout: int = 7 * 86400,
    ) -> OnlineMatch:
        """Seat 0 opens a match: the setup event, with a commitment to its coin share."""
        side = cls(transport, secret)
        setup = cls.setup_content(
            secret,
            me=transport.me,
            match_id=match_id,
            game=game,
            opponent=opponent,
            rules=rules,
            deck_style=deck_style,
            timeout=timeout,
        )
        side._send_chain(setup)
        side.pump()
        return side

    @classmethod
    def join(cls, transport: Transport, secret: Secret) -> OnlineMatch:
        """Seat 1 accepts the match whose setup is in the log."""
        side = cls(transport, secret)
        side.accepting = True
        side.pump()
        return side

    # Reading the log -----------------------------------------------------------------------------
    def pump(self) -> None:
        """Read what is new in the log, then send whatever is ours to send (never an action)."""
        while True:
            for envelope in self.transport.fetch(len(self.record)):
                self._receive(envelope)
            if self.disputed or self.ended or self.seat is None:
                return
            expected = self.expected()
            if expected is None or expected[0] != self.seat or expected[1] == "act":
                return
            if (expected[1] == "accept" and not self.accepting) or self._in_flight == len(self.chain):
                return  # not ours to send yet, or sent and not yet back from the network
            self._send_chain(self._make(expected[1]))

    def _send_chain(self, content: dict[str, Any]) -> None:
        self._in_flight = len(self.chain)
        try:
            self.transport.send(content)
        except Exception:
            self._in_flight = None  # not sent (as far as we know): it may be sent again, as the same event
            raise

    def _receive(self, envelope: Envelope) -> None:
        self.record.append(envelope)
        if self.disputed or self.ended:
            return
        if self.setup is not None and self.seat is None:
            return  # a reader who is not seated keeps the record and plays no part
        try:
            if self.setup is not None and envelope.sender not in self.setup.seats:
                raise FaultError(Reason.NOT_SEATED)
            event = ev.parse(envelope.content)
            if self.setup is not None and event.match != self.setup.match:
                raise FaultError(Reason.OTHER_MATCH)
            if ev.is_chain(event):
                self._chain(envelope, event)
            else:
                self._side(envelope, event)
        except FaultError as exc:
            self.faults.append(Fault(exc.reason, exc.fields, envelope.index, envelope.sender))
            if exc.reason not in HARMLESS:
                self.disputed = True

    def _chain(self, envelope: Envelope, event: Any) -> None:
        if event.seq < len(self.chain):
            same = ev.digest(event) == ev.digest(self.chain[event.seq])
            raise FaultError(Reason.REPLAYED if same else Reason.SEQUENCE, expected=len(self.chain), got=event.seq)
        if event.seq != len(self.chain):
            raise FaultError(Reason.SEQUENCE, expected=len(self.chain), got=event.seq)
        if event.prev != self.head:
            raise FaultError(Reason.CHAIN)
        if event.type == "setup" and not self.chain:
            self._on_setup(envelope, event)
        else:
            expected = self.expected()
            if expected is None:
                raise FaultError(Reason.MATCH_OVER)
            got = (self.seats.index(envelope.sender), event.type)
            if got != expected:
                raise FaultError(Reason.OUT_OF_TURN, expected=list(expected), got=list(got))
            getattr(
                self,
                "_on_" + {"reshuffle": "shuffle", "lock": "shuffle", "relock": "shuffle"}.get(event.type, event.type),
            )(got[0], event)
        self.chain.append(event)
        self.head = ev.digest(event)
        self.last_time = envelope.time

    @property
    def seats(self) -> list[str]:
        assert self.setup is not None
        return list(self.setup.seats)

    # Whose turn -------------------------------------------------------------------------------
    def expected(self) -> tuple[int, str] | None:
        """(seat, event type) of the next chain event, or None once the match is over."""
        if self.setup is None:
            return (0, "setup")
        if len(self.chain) < 2:
            return (1, "accept")
        current = self.hands[-1]
        if not current.deal.dealt:
            step = current.deal.next_step()
            return (step_sender(step), STEPS[step])
        hand = self.hand_of(current)
        if hand.result is None:
            mover = hand.to_move
            assert mover is not None
            if self.owed(1 - mover, current, hand):
                return (1 - mover, "keys")
            if self.owed(mover, current, hand):
                return (mover, "keys")
            return (mover, "act")
        for seat in (0, 1):
            if seat not in current.reveals:
                return (seat, "reveal")
        return None

    def owed(self, sender: int, state: HandState, hand: Hand) -> set[int]:
        """Positions whose key ``sender`` owes the other now (dealt, drawn, turned up)."""
        need = self.places(hand).need(1 - sender)
        return set(need) - state.sent[sender]

    def places(self, hand: Hand) -> Places:
        """``world.places`` of a hand, kept while its log does not grow (asked at every turn)."""
        # the hand itself is kept with its answer: a key of its id alone could be a later hand's
        # once this one is gone (ids are reused), and give that hand this one's places
        cached = self._places
        if cached is None or cached[0] is not hand or cached[1] != len(hand.log):
            cached = self._places = (hand, len(hand.log), places(hand, self._layout(hand)))
        return cached[2]

    def _layout(self, hand: Hand) -> Any:
        return self.spec.layout(self.rules, hand.dealer)

    @property
    def spec(self) -> Any:
        assert self.setup is not None
        return GAMES[self.setup.game]

    @property
    def rules(self) -> dict[str, Any]:
        assert self.setup is not None
        return dict(self.setup.rules)

    def hand_of(self, state: HandState) -> Hand:
        assert self.match is not None
        index = self.hands.index(state)
        return self.match.finished[index] if index < len(self.match.finished) else self.match.hand

    # The chain's events ---------------------------------------------------------------------------
    def _on_setup(self, envelope: Envelope, event: ev.Setup) -> None:
        if envelope.sender != event.seats[0] or event.seats[0] == event.seats[1]:
            raise FaultError(Reason.OUT_OF_TURN, expected=[0, "setup"], got=[None, "setup"])
        if event.game not in GAMES:
            raise FaultError(Reason.MALFORMED, detail="game")
        try:
            GAMES[event.game].rules(dict(event.rules))
        except ValueError:
            raise FaultError(Reason.MALFORMED, detail="rules") from None
        self.setup = event
        self.seat = self.seats.index(self.me) if self.me in event.seats else None

    def _on_accept(self, seat: int, event: ev.Accept) -> None:
        self.nonces[1] = bytes.fromhex(event.nonce)
        self._new_hand()

    def _new_hand(self) -> None:
        assert self.setup is not None
        cards = self.spec.deck(self.rules)
        number = len(self.hands) + 1
        deal = Deal(self.seat if self.seat is not None else 0, cards, self.secret, self.setup.match, number)
        self.hands.append(HandState(number, deal))

    def _on_shuffle(self, seat: int, event: ev.DealStep) -> None:
        current = self.hands[-1]
        if event.hand != current.number:
            raise FaultError(Reason.SEQUENCE, expected=current.number, got=event.hand)
        if event.type == "shuffle" and current.number == 1:
            self._coin(event.nonce)
        if (event.nonce is not None) != (event.type == "shuffle" and current.number == 1):
            raise FaultError(Reason.MALFORMED, detail="nonce")
        if self.seat is not None:
            current.deal.take_step(event.points)
        if current.deal.dealt:
            self._replay()

    def _coin(self, nonce: str | None) -> None:
        assert self.setup is not None
        if nonce is None or hashlib.sha256(bytes.fromhex(nonce)).hexdigest() != self.setup.commit:
            raise FaultError(Reason.BAD_COIN)
        self.nonces[0] = bytes.fromhex(nonce)

    @property
    def seed(self) -> int:
        """The match's seed (its first dealer) from both coin shares: neither chose it alone."""
        return int.from_bytes(hashlib.sha256(self.nonces[0] + self.nonces[1]).digest()[:8], "big")

    def _on_keys(self, seat: int, event: ev.KeysEvent) -> None:
        current = self.hands[-1]
        self._check_hand(event.hand, current)
        positions = key_positions(event.keys)
        owed = self.owed(seat, current, self.hand_of(current))
        if positions - owed:
            raise FaultError(Reason.UNEXPECTED_KEY, positions=sorted(positions - owed))
        if owed - positions:
            raise FaultError(Reason.MISSING_KEY, positions=sorted(owed - positions))
        self._take_keys(seat, current, event.keys)
        self._replay()

    def _check_hand(self, number: int, current: HandState) -> None:
        if number != current.number:
            raise FaultError(Reason.SEQUENCE, expected=current.number, got=number)

    def _take_keys(self, seat: int, state: HandState, keys: dict[str, str]) -> None:
        """Record keys sent; open the cards when they are the other's keys to us."""
        for text, scalar in sorted(keys.items(), key=lambda item: int(item[0])):
            position = int(text)
            key = parse_scalar(scalar)
            if key is None:
                raise FaultError(Reason.BAD_KEY, position=position)
            if seat != self.seat and self.seat is not None:
                state.deal.open(position, key)
            elif self.seat is not None and key != state.deal.key(position):
                raise FaultError(Reason.SECRET_MISMATCH, position=position)
            state.sent[seat].add(position)

    def _on_act(self, seat: int, event: ev.Act) -> None:
        current = self.hands[-1]
        self._check_hand(event.hand, current)
        hand = self.hand_of(current)
        try:
            action = Action.parse(event.action)
        except ValueError:
            raise FaultError(Reason.ILLEGAL, action=event.action, rule="D-1") from None
        positions = key_positions(event.keys)
        layout = self._layout(hand)
        allowed = self.places(hand).held[seat] - current.sent[seat] - {layout.up}
        if positions - allowed:
            raise FaultError(Reason.UNEXPECTED_KEY, positions=sorted(positions - allowed))
        self._take_keys(seat, current, event.keys)
        current.actions.append(action.text)
        try:
            self._replay()
        except FaultError:
            current.actions.pop()
            raise
        if seat != self.seat:
            self._check_shown(current, positions)

    def _check_shown(self, state: HandState, positions: set[int]) -> None:
        """After the other's action: every card we now see is one a key opened for us, and every
        key he sent opened a card we now see."""
        assert self.seat is not None
        hand = self.hand_of(state)
        guess = state.deck or state.guess
        assert guess is not None
        where = {card: pos for pos, card in enumerate(guess)}
        seen = public_cards(hand, self.seat)
        missing = sorted(where[c] for c in seen if where[c] not in state.deal.opened)
        if missing:
            raise FaultError(Reason.MISSING_KEY, positions=missing)
        extra = sorted(p for p in positions if state.deal.opened[p] not in seen)
        if extra:
            raise FaultError(Reason.UNEXPECTED_KEY, positions=extra)

    def _on_reveal(self, seat: int, event: ev.Reveal) -> None:
        current = self.hands[-1]
        self._check_hand(event.hand, current)
        keys = [parse_scalar(k) for k in [event.key, *event.keys]]
        if any(k is None for k in keys):
            raise FaultError(Reason.BAD_KEY, position=keys.index(None) - 1)
        global_key, position_keys = keys[0], keys[1:]
        assert global_key is not None
        if self.seat is not None and seat == self.seat:
            if (global_key, position_keys) != current.deal.reveal():
                raise FaultError(Reason.SECRET_MISMATCH, step="reveal")
        elif self.seat is not None:
            current.deck = current.deal.verify(global_key, position_keys)  # type: ignore[arg-type]
            self._replay()
            self._check_end(current)
        current.reveals[seat] = (global_key, position_keys)  # type: ignore[assignment]
        if len(current.reveals) == 2 and self.match is not None and self.match.result is None:
            self._new_hand()

    def _check_end(self, state: HandState) -> None:
        """On the real deck the hand must end exactly with its last action, as it did here."""
        hand = self.hand_of(state)
        acted = sum(1 for kind, _, _ in hand.log if kind == Event.ACT)
        if hand.result is None or acted != len(state.actions):
            raise FaultError(Reason.REPLAY_FAILED, action=None, step="end")

    # Side events ------------------------------------------------------------------------------------
    def _side(self, envelope: Envelope, event: Any) -> None:
        if self.setup is None:  # before the setup nobody is seated yet
            raise FaultError(Reason.NOT_SEATED)
        seat = self.seats.index(envelope.sender)
        expected = self.counters.get(envelope.sender, 0)
        line = (envelope.sender, event.id) if event.type == "chat" and event.id is not None else None
        if line in self._lines and event.n <= expected:  # a line sent again after a failure: shown once
            self.counters[envelope.sender] = max(expected, event.n + 1)
            return
        if event.n != expected:
            raise FaultError(Reason.REPLAYED if event.n < expected else Reason.SEQUENCE, expected=expected, got=event.n)
        self.counters[envelope.sender] = expected + 1
        if event.type == "chat":
            if line is not None:
                self._lines.add(line)
            self.chat.append((seat, event.text))
        elif event.type == "abandon":
            self.ended = ("abandoned", seat)
        else:
            turn = self.expected()
            if event.head != self.head or turn is None or turn[0] == seat:
                raise FaultError(Reason.STALE_CLAIM)
            wait = self.setup.timeout - (envelope.time - self.last_time)
            if wait > 0:
                raise FaultError(Reason.TOO_EARLY, wait=wait)
            self.ended = ("claimed", seat)

    # The engine state -----------------------------------------------------------------------------
    def _deck_for(self, number: int) -> list[Card]:
        if number <= len(self.hands):
            state = self.hands[number - 1]
            order = state.deck or state.guess
            if order is not None:
                return order
        return self.spec.deck(self.rules)  # a placeholder until the hand is dealt

    def _fresh_match(self) -> Match:
        cls = online_class(self.spec.match_class)
        match = cls.__new__(cls)
        match.decks = self._deck_for  # type: ignore[attr-defined]
        cls.__init__(match, self.spec.rules(self.rules), self.seed, self.spec.hand_class)
        return match

    def _replay(self) -> None:
        """Bring the engine match up to date on the decks as known now, learning what the other's
        actions show of his hidden cards (``world``); FaultError when no deck makes them legal."""
        current = self.hands[-1]
        while True:
            if current.deck is None and current.deal.dealt and self.seat is not None:
                current.guess = solve(current.deal.cards, current.deal.opened, current.exclusions, current.guess)
                if current.guess is None:  # no deck honours every duty learned: the latest names one
                    latest = current.actions[-1] if current.actions else None
                    raise FaultError(Reason.ILLEGAL, **{**current.duty, "action": latest})
            if self._catch_up():
                return
            match = self._fresh_match()
            failure = apply_all(match, self.hands)
            if failure is None:
                self.match, self._built = match, self._build_key()
                return
            state, hand, action, who = failure
            fault = refusal(Reason.REPLAY_FAILED if state.deck is not None else Reason.ILLEGAL, hand, action)
            if state.deck is not None or state is not current or who == self.seat or current.guess is None:
                raise fault
            learned = exclusion(hand, who, action, current.deal.opened, current.guess)
            if learned is None or not learned[0] or learned in current.exclusions:
                raise fault
            current.exclusions.append(learned)
            current.duty = fault.fields

    def _build_key(self) -> tuple[Any, ...]:
        decks = tuple(tuple(s.deck or s.guess or ()) for s in self.hands)
        return decks, tuple(len(s.actions) for s in self.hands)

    def _catch_up(self) -> bool:
        """The quick way: the decks are those the match was built on and only new actions of the
        hand in play are to be applied (the usual case: an action that opened no card)."""
        if self.match is None or self._built is None:
            return False
        decks, counts = self._build_key()
        built_decks, built_counts = self._built
        if decks != built_decks or counts[:-1] != built_counts[:-1] or len(counts) != len(built_counts):
            return False
        match = self.match.clone()
        try:
            for text in self.hands[-1].actions[built_counts[-1] :]:
                match.apply(text)
        except IllegalAction:
            return False
        self.match, self._built = match, (decks, counts)
        return True

    # Making our own events ---------------------------------------------------------------------------
    def _base(self, kind: str) -> dict[str, Any]:
        assert self.setup is not None
        return {"v": ev.VERSION, "match": self.setup.match, "seq": len(self.chain), "prev": self.head, "type": kind}

    def _make(self, kind: str) -> dict[str, Any]:
        assert self.setup is not None and self.seat is not None
        content = self._base(kind)
        current = self.hands[-1] if self.hands else None
        if kind == "accept":
            content["nonce"] = self.secret.nonce(self.setup.match).hex()
        elif current is not None and kind in STEPS:
            content.update(hand=current.number, points=current.deal.make_step())
            if kind == "shuffle" and current.number == 1:
                content["nonce"] = self.secret.nonce(self.setup.match).hex()
        elif current is not None and kind == "keys":
            owed = self.owed(self.seat, current, self.hand_of(current))
            content.update(hand=current.number, keys={str(p): scalar_text(current.deal.key(p)) for p in sorted(owed)})
        elif current is not None and kind == "reveal":
            key, keys = current.deal.reveal()
            content.update(hand=current.number, key=scalar_text(key), keys=[scalar_text(k) for k in keys])
        return content

    # What the table uses ---------------------------------------------------------------------------
    @property
    def sending(self) -> int | None:
        """The sequence number of our chain event on its way (sent, not yet back), or None."""
        return self._in_flight

    @property
    def hand(self) -> Hand | None:
        """The hand in play (or the last one), as this side knows it."""
        if self.match is None or not self.hands:
            return None
        dealt = [state for state in self.hands if state.deal.dealt]
        return self.hand_of(dealt[-1]) if dealt else None  # never the placeholder of a hand being dealt

    def replayed(self, since: int) -> dict[int, Match]:
        """The match as this side knows it now after each number of actions from ``since`` on (the
        table plays the other's moves one by one on today's decks, where his card is in his hand)."""
        match, done = self._fresh_match(), {}
        actions = [text for state in self.hands for text in state.actions]
        for count, text in enumerate(actions):
            if count >= since:
                done[count] = match.clone()
            match.apply(text)
        done[len(actions)] = match
        return done

    def observation(self) -> Observation | None:
        hand = self.hand
        return None if hand is None or self.seat is None else hand.observation(self.seat)

    def legal_actions(self) -> list[Action]:
        """Our legal actions when it is our turn to act, else none."""
        if self.disputed or self.ended or self._in_flight == len(self.chain) or self.hand is None:
            return []
        if self.expected() != (self.seat, "act"):
            return []
        return self.hand.legal_actions()

    def act(self, action: Action | str) -> None:
        """Play one of ``legal_actions()``, with our keys for every card it shows the other."""
        assert self.seat is not None
        if self.expected() != (self.seat, "act") or self.disputed or self.ended or self._in_flight == len(self.chain):
            raise ValueError("not our turn to act")
        hand, current = self.hand, self.hands[-1]
        assert hand is not None and current.guess is not None
        trial = hand.clone()
        trial.apply(action)  # raises IllegalAction as the engine words it
        chosen = action if isinstance(action, Action) else Action.parse(action)
        layout = self._layout(hand)
        mine = self.places(hand).held[self.seat] - current.sent[self.seat] - {layout.up}
        where = {card: pos for pos, card in enumerate(current.guess)}
        shown = sorted(where[c] for c in public_cards(trial, 1 - self.seat) if where[c] in mine)
        content = self._base("act")
        keys = {str(p): scalar_text(current.deal.key(p)) for p in shown}
        content.update(hand=current.number, action=chosen.text, keys=keys)
        self._send_chain(content)
        self.pump()

    def say(self, text: str, line: str | None = None) -> None:
        """A chat line (plain text; the table shows it as such). ``line``: its id (32 hex digits),
        made once when the line is typed: said again with the same id (after a failure), the
        other side shows it once."""
        self._send_side("chat", text=text[: ev.CHAT_LIMIT], id=line or secrets.token_hex(16))

    def abandon(self) -> None:
        self._send_side("abandon")

    def claim(self) -> None:
        """Declare the other to have abandoned (valid once he has been silent for the agreed time)."""
        self._send_side("claim")

    def _send_side(self, kind: str, **fields: Any) -> None:
        assert self.setup is not None
        before = self._side_sent
        unsent = self._unsent
        if unsent is not None and "id" in fields and unsent.get("id") == fields["id"]:
            content = unsent  # the same event again (the homeserver takes it once if it had it)
        else:
            number = max(self._side_sent, self.counters.get(self.me, 0))
            content = {"v": ev.VERSION, "match": self.setup.match, "type": kind, "n": number, "head": self.head}
            content.update(fields)
        self._side_sent = max(self._side_sent, content["n"] + 1)
        try:
            self.transport.send(content)
        except Exception:
            self._side_sent = before  # not sent: sent again under the same number (a gap would dispute)
            self._unsent = content if "id" in fields else None
            raise
        self._unsent = None
        self.pump()

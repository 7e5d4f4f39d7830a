"""What every game shares: the Hand state machine, results, refusals and observations.

A hand is a state machine (``to_move``, ``legal_actions()``, ``apply()``). Each game generates its
legal actions in one place; ``apply`` accepts exactly those, so generating and validating cannot
disagree. Only when an action is refused does the game explain which rule (by id) it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from operator import itemgetter
from typing import Any, ClassVar

from . import refusals
from .actions import Action
from .cards import CARDS, Card, Suit
from .words import BuraPhase, Event, Kind, Reason, Tier


class Refusal(str):
    """Why an action is refused: in the engine's English words (``str``, rule id first), and as
    data for a table that words it in another language - the ``rule`` id, the sentence's
    ``template`` (one of ``refusals.TEMPLATES``) with named fields, and the ``params``: ``cards``
    (card codes), ``suit`` (a suit letter), ``n`` (a number), ``held`` and ``special`` (special
    hands), ``kind`` (an action kind). The rank words of a template (``{King}``) are no params: a
    table fills them with its deck's words, the engine's English with the French deck's.

    >>> r = Refusal.of("S-9", "you do not hold {cards}", cards="AS")
    >>> str(r), r.rule, r.template, r.params
    ('S-9: you do not hold AS', 'S-9', 'you do not hold {cards}', {'cards': 'AS'})
    >>> str(Refusal.of("S-14", refusals.EXCHANGE_NEEDS_JACK))
    'S-14: you need the trump Jack to exchange the trump card'
    """

    rule: str
    template: str
    params: dict[str, Any]

    @classmethod
    def of(cls, rule: str, template: str, **params: Any) -> Refusal:
        prefix = f"{rule}: " if rule else ""  # a table's refusal may have no rule (not its turn)
        refusal = cls(prefix + template.format(**refusals.RANK_WORDS, **params))
        refusal.rule, refusal.template, refusal.params = rule, template, params
        return refusal


class IllegalAction(ValueError):
    """An action the rules do not allow now: its message is the ``refusal``, rule id first
    (``S-17: ...``), and ``rule`` that id."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal
        self.rule = refusal.rule


@dataclass(frozen=True)
class Result:
    """How a hand ended (ENGINE_API.md ``hand.result``)."""

    winner: int | None
    points: int
    reason: Reason
    by: int | None
    scores: tuple[int, int]
    note: str = ""  #: one line for debugging dumps and logs, citing the rule id (not for the screen)
    tier: Tier = Tier.NONE  #: plain, Schneider or Schwarz, where the game scores by tiers
    rule: str = ""  #: the id of the rule that decided the hand (``S-24``), for hints and summaries


def result_of(
    winner: int | None,
    points: int,
    reason: Reason,
    by: int | None,
    scores: tuple[int, int],
    note: str = "",
    tier: Tier = Tier.NONE,
    rule: str = "",
) -> Result:
    """``Result(...)`` with the same fields, made without the frozen dataclass's eight
    ``object.__setattr__`` calls: every hand ends with one, and it cost as much as two moves. The
    object is a ``Result`` like any other (equal, hashed, shown, pickled alike)."""
    made = _new_object(Result)
    made.__dict__.update(
        winner=winner, points=points, reason=reason, by=by, scores=scores, note=note, tier=tier, rule=rule
    )
    return made


_new_object = object.__new__


@dataclass(frozen=True)
class Trick:
    """A finished trick, as both players saw it."""

    leader: int
    lead: tuple[Card, ...]
    answer: tuple[Card, ...]
    winner: int


@dataclass(frozen=True)
class Observation:
    """Everything one player may know, and nothing more (ENGINE_API.md ``observation``).

    ``events`` is the public history as this player saw it: ``("act", player, Action)``,
    ``("draw", player, Card | None)`` (None: a card he did not see), ``("turn", None, Card)`` for the
    trump card turned up at the deal, ``("trick", winner, None)``. ``known`` lists cards the
    opponent holds that this player has seen (an exchanged trump card, a marriage partner, a
    declared Bura hand).
    """

    game: str
    rules: dict[str, Any]
    player: int
    dealer: int
    to_move: int | None
    leader: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int]
    trump: Suit | None
    trump_card: Card | None
    stock_size: int
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[Trick, ...]
    events: tuple[tuple[str, int | None, Any], ...]
    known: tuple[Card, ...]
    score: int
    result: Result | None
    stock_closed_by: int | None = None
    marriages: tuple[tuple[int, Suit, bool], ...] = ()
    marriage_suit: Suit | None = None
    declared: tuple[tuple[int, str, tuple[Card, ...]], ...] = ()
    set_aside: int = 0
    match: dict[str, Any] | None = field(default=None)
    dealt: tuple[Card, ...] = ()  #: the cards this player was dealt (he saw them)
    phase: BuraPhase | None = None  #: Bura: where the hand stands (the same for both players)

    def played_cards(self) -> tuple[Card, ...]:
        """Every card seen played in this hand, in order (the current trick included)."""
        out: list[Card] = []
        for kind, _, payload in self.events:
            if kind == Event.ACT and payload.kind == Kind.PLAY:
                out.extend(payload.cards)
        return tuple(out)


@dataclass(frozen=True)
class DealLayout:
    """Where the cards of a shuffled deck go (deck position 0 is the top card): the positions
    dealt to each player, the positions of the stock in the order they are drawn, and the position
    of the card turned face up (or None). One per game, variant and dealer; the hands deal by it
    and the computer players' sampling fills the unseen places by it."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    draws: tuple[int, ...]
    up: int | None

    def deal(self, order: list[int]) -> tuple[list[list[int]], list[int]]:
        """The two sorted hands and the stock (kept top-last, so drawing is ``pop()``)."""
        first, second, stock = self._getters
        return [sorted(first(order)), sorted(second(order))], list(stock(order))

    @cached_property
    def _getters(self) -> tuple[Any, Any, Any]:
        # itemgetter picks the positions in C: dealing is a noticeable share of a search's playouts
        return tuple(_picker(positions) for positions in (*self.hands, self.draws[::-1]))


def credit(pair: tuple[int, int], player: int, amount: int) -> tuple[int, int]:
    """A per-player pair of counts with ``amount`` added for ``player`` (pairs stay immutable, so
    clone() can share them)."""
    return (pair[0], pair[1] + amount) if player else (pair[0] + amount, pair[1])


def cards_of(indices: Any) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in sorted(indices))


LogEntry = tuple[str, "int | None", Any]


def public_view(log: list[LogEntry], player: int) -> tuple[tuple[LogEntry, ...], tuple[Card, ...]]:
    """The events of a hand's log as ``player`` saw them, and the opponent's cards he has seen.

    Log kinds: ``turn`` (a card turned face up at the deal), ``act`` (an action), ``draw`` (a
    face-down card drawn: only the drawer sees it), ``drawup`` (the face-up card drawn: everybody
    sees it), ``show`` (cards shown to the table: marriage, exchange, declaration), ``trick``.
    A Bura ``pass`` is not shown to the opponent (B-15).
    """
    other = 1 - player
    events: list[LogEntry] = []
    seen: set[Card] = set()
    played: set[Card] = set()
    for kind, who, payload in log:
        if kind == Event.ACT:
            if payload.kind == Kind.PLAY:
                played.update(payload.cards)
            elif payload.kind == Kind.PASS and who == other:
                continue
        elif kind == Event.DRAW:
            if who == other:
                payload = None
        elif kind == Event.DRAWUP:
            kind = Event.DRAW
            if who == other:
                seen.add(payload)
        elif kind == Event.SHOW and who == other:
            seen.update(payload)
        events.append((kind, who, payload))
    known = tuple(sorted(seen - played))
    return tuple(events), known


class Hand:
    """One deal of a game. Subclasses implement ``_generate``, ``_do``, ``_explain``, ``observation``
    and ``score``, and declare which of their fields make up the state of play (``_key_fields``).

    The members below are what every game has; the computer players and the table read these (and
    the observation), never a game's private fields. Cards are small integers (``Card.index``).
    """

    game: str = ""
    rules: Any
    to_move: int | None
    dealer: int
    leader: int  #: the player who leads (or led) the current trick
    result: Result | None
    context: dict[str, Any] | None  #: the match around the hand (scores, pot), as observations show it
    hands: list[list[int]]  #: each player's cards, sorted
    dealt: tuple[tuple[int, ...], tuple[int, ...]]  #: the cards each player was dealt
    trump: int  #: the trump suit, -1 for none
    trump_card: int  #: the card turned up for trump, -1 for none
    tricks: tuple[int, int]  #: tricks won
    log: list[LogEntry]  #: every event of the hand, public or not (``public_view`` filters it)
    trick_log: list[Any]  #: (leader, lead, answer, winner) for each finished trick

    _legal: tuple[Action, ...] | None
    _mutable: tuple[str, ...] = ()  #: attributes holding lists that clone() must copy
    _nested: tuple[str, ...] = ()  #: attributes holding a pair of lists
    #: The fields that decide the rest of the hand (what ``state_key`` is made of); every other
    #: field must be listed in ``_record_fields`` (a test checks that each field is one or the other).
    _key_fields: ClassVar[tuple[str, ...]] = ()
    _record_fields: ClassVar[tuple[str, ...]] = (
        "rules",
        "dealer",
        "dealt",
        "log",
        "trick_log",
        "context",
        "_legal",
        "result",
    )

    # Declared views every game provides --------------------------------------------------------
    @property
    def lead_cards(self) -> tuple[int, ...]:
        """The cards led to the current trick (empty when a lead is due)."""
        raise NotImplementedError

    @property
    def stock_left(self) -> int:
        """Cards still to be drawn (the stock or talon, the trump card under it included)."""
        raise NotImplementedError

    @property
    def phase2(self) -> bool:
        """Schnapsen S-16: the stock is closed or exhausted (the strict rules hold); else False."""
        return False

    @property
    def perfect_information(self) -> bool:
        """No hidden card is left that matters: every card a player cannot see is in the other's
        hand, and nothing is left to draw."""
        return self.stock_left == 0

    def state_key(self) -> tuple[Any, ...]:
        """A hashable key of everything that decides the rest of the hand (for transposition
        tables): two hands with equal keys play out alike. Built from ``_key_fields``."""
        d = self.__dict__
        h0, h1 = d["hands"]
        return (self.to_move, tuple(h0), tuple(h1), *[_frozen(d[k]) for k in self._key_fields])

    # The public surface ------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return list(legal)

    def apply(self, action: Action | str) -> None:
        if action.__class__ is not Action:
            action = self._coerce(action)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        if action not in legal:
            raise self._refusal(action)
        self._legal = None
        self._do(action)

    def explain(self, action: Action | str) -> Refusal | None:
        """Why ``action`` is refused now (rule id first, and as data), or None when it is legal."""
        try:
            act = self._coerce(action) if action.__class__ is not Action else action
        except IllegalAction as exc:
            return exc.refusal
        if act in self.legal_actions():
            return None
        return self._explain(act) if self.result is None else Refusal.of(self._end_rule, refusals.HAND_OVER)

    def clone(self) -> Hand:
        new = object.__new__(self.__class__)
        d = self.__dict__.copy()
        for name in self._mutable:
            d[name] = d[name].copy()
        for name in self._nested:
            a, b = d[name]
            d[name] = [a.copy(), b.copy()]
        new.__dict__ = d
        return new

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]

    def _state(self) -> tuple[Any, ...]:
        d = self.__dict__
        return tuple((k, d[k]) for k in sorted(d) if k not in ("_legal", "context"))

    # Helpers for subclasses ---------------------------------------------------------------------
    def _coerce(self, action: Any) -> Action:
        try:
            return Action.parse(action)
        except ValueError as exc:
            why = str(exc).removeprefix("D-1: ")  # the card and suit parsers name D-1 themselves: said once
            raise IllegalAction(Refusal.of("D-1", refusals.NOT_NOTATION, detail=why)) from None

    def _refusal(self, action: Action) -> IllegalAction:
        if self.result is not None:
            return IllegalAction(Refusal.of(self._end_rule, refusals.HAND_OVER))
        return IllegalAction(self._explain(action))

    _end_rule = "D-1"

    def _generate(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        raise NotImplementedError

    def _explain(self, action: Action) -> Refusal:
        raise NotImplementedError

    def observation(self, player: int) -> Observation:
        raise NotImplementedError

    def _observe(self, player: int, **fields: Any) -> Observation:
        """The fields every game shows the same way; each game adds its own (trump, marriages ...)."""
        if type(player) is not int or player not in (0, 1):  # not True, 1.0 or '0'
            raise ValueError(f"player: must be 0 or 1, not {player!r}")
        hands = self.hands
        events, known = public_view(self.log, player)
        lead = self.lead_cards
        trick = ((self.leader, cards_of(lead)),) if lead else ()
        trump_card = self.trump_card
        return Observation(
            game=self.game,
            rules=self.rules.toggles(),
            player=player,
            dealer=self.dealer,
            to_move=self.to_move,
            leader=self.leader,
            hand=cards_of(hands[player]),
            hand_sizes=(len(hands[0]), len(hands[1])),
            trump=Suit(self.trump) if self.trump >= 0 else None,
            trump_card=CARDS[trump_card] if trump_card >= 0 and self._trump_card_shown() else None,
            stock_size=self.stock_left,
            trick=trick,
            tricks=tuple(Trick(l, _trick_cards(a), _trick_cards(b), w) for l, a, b, w in self.trick_log),
            events=events,
            known=known,
            score=self.score(player),
            result=self.result,
            match=dict(self.context) if self.context else None,
            dealt=cards_of(self.dealt[player]),
            **fields,
        )

    def _trump_card_shown(self) -> bool:
        """Whether the trump card lies face up now (under the open stock)."""
        return self.stock_left > 0

    def score(self, player: int) -> int:
        raise NotImplementedError

    def __str__(self) -> str:
        """A readable multi-line dump for debugging (ENGINE_API.md)."""
        lines = self._dump_header()
        for p in (0, 1):
            lines.append(f"hand {p}: {codes_text(self.hands[p])}   score {self.score(p)} ({self.tricks[p]} tricks)")
        lines.append(f"trick: {codes_text(self.lead_cards)}")
        if self.result:
            lines.append(f"result: {self.result}")
        return "\n".join(lines)

    def _dump_header(self) -> list[str]:
        """The game's own first lines of the dump (trump, stock ...)."""
        raise NotImplementedError


def _picker(positions: tuple[int, ...]) -> Any:
    """A function taking the items at ``positions`` of a sequence, as a tuple (none: a game
    without a stock, which ``itemgetter`` cannot express)."""
    if not positions:
        return lambda seq: ()
    if len(positions) == 1:
        only = positions[0]
        return lambda seq: (seq[only],)
    return itemgetter(*positions)


def _frozen(value: Any) -> Any:
    return tuple(value) if value.__class__ is list else value


def _trick_cards(played: int | tuple[int, ...]) -> tuple[Card, ...]:
    """One side of a logged trick: a card index (one-card games) or a tuple of them (Bura)."""
    return (CARDS[played],) if isinstance(played, int) else cards_of(played)


def codes_text(indices: Any) -> str:
    """Card indices as codes, for the debugging dumps."""
    return " ".join(CARDS[c].code for c in indices) or "-"

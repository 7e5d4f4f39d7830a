"""What every game shares: the Hand state machine, results, refusals and observations.

A hand is a state machine (``to_move``, ``legal_actions()``, ``apply()``). Each game generates its
legal actions in one place; ``apply`` accepts exactly those, so generating and validating cannot
disagree. Only when an action is refused does the game explain which rule (by id) it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import CARDS, Card, Suit


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message starts with the rule id (``S-17: ...``)."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule if rule is not None else message.split(":", 1)[0]


@dataclass(frozen=True)
class Result:
    """How a hand ended (ENGINE_API.md ``hand.result``)."""

    winner: int | None
    points: int
    reason: str
    by: int | None
    scores: tuple[int, int]
    note: str = ""  #: one line for the score sheet and the hints, citing the rule id


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

    def played_cards(self) -> tuple[Card, ...]:
        """Every card seen played in this hand, in order (the current trick included)."""
        out: list[Card] = []
        for kind, _, payload in self.events:
            if kind == "act" and payload.kind == "play":
                out.extend(payload.cards)
        return tuple(out)


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
        if kind == "act":
            if payload.kind == "play":
                played.update(payload.cards)
            elif payload.kind == "pass" and who == other:
                continue
        elif kind == "draw":
            if who == other:
                payload = None
        elif kind == "drawup":
            kind = "draw"
            if who == other:
                seen.add(payload)
        elif kind == "show" and who == other:
            seen.update(payload)
        events.append((kind, who, payload))
    known = tuple(sorted(seen - played))
    return tuple(events), known


class Hand:
    """One deal of a game. Subclasses implement ``_generate``, ``_do``, ``_explain``."""

    game: str = ""
    to_move: int | None
    dealer: int
    result: Result | None
    context: dict[str, Any] | None

    _legal: tuple[Action, ...] | None
    _mutable: tuple[str, ...] = ()  #: attributes holding lists that clone() must copy
    _nested: tuple[str, ...] = ()  #: attributes holding a pair of lists

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
            raise self._refusal(action)  # type: ignore[arg-type]
        self._legal = None
        self._do(action)  # type: ignore[arg-type]

    def explain(self, action: Action | str) -> str | None:
        """Why ``action`` is refused now (rule id first), or None when it is legal."""
        try:
            act = self._coerce(action) if action.__class__ is not Action else action
        except IllegalAction as exc:
            return str(exc)
        if act in self.legal_actions():
            return None
        return str(self._refusal(act))  # type: ignore[arg-type]

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
        return self._state() == other._state()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def _state(self) -> tuple[Any, ...]:
        d = self.__dict__
        return tuple((k, d[k]) for k in sorted(d) if k not in ("_legal", "context"))

    # Helpers for subclasses ---------------------------------------------------------------------
    def _coerce(self, action: Any) -> Action:
        try:
            return Action.parse(action)
        except ValueError as exc:
            raise IllegalAction(f"D-1: {exc}", "D-1") from None

    def _refusal(self, action: Action) -> IllegalAction:
        if self.result is not None:
            return IllegalAction(f"{self._end_rule}: the hand is over")
        message = self._explain(action)
        return IllegalAction(message)

    _end_rule = "D-1"

    def _generate(self) -> tuple[Action, ...]:
        raise NotImplementedError

    def _do(self, action: Action) -> None:
        raise NotImplementedError

    def _explain(self, action: Action) -> str:
        raise NotImplementedError

    def observation(self, player: int) -> Observation:
        raise NotImplementedError

    def _observe(self, player: int, lead: tuple[int, ...], stock_size: int, **fields: Any) -> Observation:
        """The fields every game shows the same way; each game adds its own (trump, marriages ...)."""
        d = self.__dict__
        hands = d["hands"]
        events, known = public_view(d["log"], player)
        trick = ((d["leader"], cards_of(lead)),) if lead else ()
        return Observation(
            game=self.game,
            rules=d["rules"].toggles(),
            player=player,
            dealer=self.dealer,
            to_move=self.to_move,
            leader=d["leader"],
            hand=cards_of(hands[player]),
            hand_sizes=(len(hands[0]), len(hands[1])),
            stock_size=stock_size,
            trick=trick,
            tricks=tuple(Trick(l, _trick_cards(a), _trick_cards(b), w) for l, a, b, w in d["trick_log"]),
            events=events,
            known=known,
            score=self.score(player),
            result=self.result,
            match=dict(self.context) if self.context else None,
            dealt=cards_of(d["dealt"][player]),
            **fields,
        )

    def score(self, player: int) -> int:
        raise NotImplementedError


def _trick_cards(played: int | tuple[int, ...]) -> tuple[Card, ...]:
    """One side of a logged trick: a card index (one-card games) or a tuple of them (Bura)."""
    return (CARDS[played],) if isinstance(played, int) else cards_of(played)


def codes_text(indices: Any) -> str:
    """Card indices as codes, for the debugging dumps."""
    return " ".join(CARDS[c].code for c in indices) or "-"

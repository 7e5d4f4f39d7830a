"""Why a move is advised, as data: a reason id and its typed fields, built only from what the player
can see (his hand, the cards played, the face-up trump card, his score). The front end words it in
the player's language (``ui/hintview.py``); the hand review will word its own lines the same way.
Nothing here reads a card the player has not seen, so twin deals give the same reason."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import permutations
from typing import Any

from cardtable.engine import GAMES, Action, Card, Event, Kind, Observation


class Why(StrEnum):
    CLAIM = "claim"  #: score, goal
    CLOSE = "close"  #: score, need (points still to make), trumps_out
    EXCHANGE = "exchange"  #: card (the face-up trump card taken)
    MARRY = "marry"  #: points (20 or 40), suit
    DECLARE = "declare"  #: special (bura, aces, molodka)
    PASS = "pass"
    ONLY = "only"  #: the only legal move
    TAKE = "take"  #: an answer that takes the trick: points (in the trick), trumping (1: with a trump)
    DUCK = "duck"  #: an answer that gives the trick: points (given away)
    HIGHEST = "highest"  #: a lead with the highest card left in its suit: card, group (1: a Bura group led)
    TRUMP_LEAD = "trump_lead"  #: a trump led: trumps_out (neither played, nor in the hand, nor out of play)
    LOW_LEAD = "low_lead"  #: a lead below a card the player keeps back: points (led)
    BEST_LEAD = "best_lead"  #: a lead of the player's highest card, none of the above: points (led)


@dataclass(frozen=True)
class Reason:
    """One line of why, as data: ``why`` and its fields (numbers and card codes)."""

    why: Why
    fields: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.fields).get(name, default)

    @classmethod
    def of(cls, why: Why, **fields: Any) -> Reason:
        return cls(why, tuple(sorted(fields.items())))


def trumps_out(obs: Observation, closing: bool = False) -> int:
    """Trumps the player has neither played nor in his hand, less the trump card known to be out of
    play (``buried_trump``): the face-up card counts while someone will still draw it."""
    return trumps_besides(obs, {*obs.hand, *buried_trump(obs, closing)})


def trumps_besides(obs: Observation, known: set[Card]) -> int:
    """The trumps of the deck neither played nor among ``known`` (0 in a game without trumps)."""
    if obs.trump is None:
        return 0
    gone = {*obs.played_cards(), *known}
    return sum(1 for c in GAMES[obs.game].deck(obs.rules) if c.suit == obs.trump and c not in gone)


def buried_trump(obs: Observation, closing: bool = False) -> tuple[Card, ...]:
    """The trump card that lay face up and is out of play for the rest of the hand, known to both
    players: turned down under a closed stock, or one the player is closing (S-15; after an
    exchange, S-14, the exchanged-in card lies there), or set aside with the rest of a stock too
    short to fill both hands (Bura, B-10). Empty while someone may still draw it, or once drawn."""
    card, drawn = None, False
    for kind, _, payload in obs.events:
        if kind == Event.TURN:
            card = payload
        elif kind == Event.ACT and payload.kind == Kind.EXCHANGE:  # the exchange card lies there now
            card = GAMES[obs.game].exchange_card(obs.rules, None if obs.trump is None else int(obs.trump))
        elif kind == Event.DRAWUP:  # drawn face up: in a hand now
            drawn = True
    if card is None or drawn:
        return ()
    if obs.stock_size == 0 or obs.stock_closed_by is not None or closing:  # set aside, or turned down
        return (card,)
    return ()


def highest_left(obs: Observation, card: Card) -> bool:
    """Whether every higher card of ``card``'s suit has been played or is in the player's hand."""
    spec = GAMES[obs.game]
    gone = {*obs.played_cards(), *obs.hand}
    strength = spec.strength
    return all(
        c in gone for c in spec.deck(obs.rules) if c.suit == card.suit and strength[c.index] > strength[card.index]
    )


def reason_for(obs: Observation, action: Action, only: bool = False) -> Reason:
    """Why ``action`` (the advised one), from what the player in ``obs`` can see; ``only``: it is
    the one legal move."""
    goal = GAMES[obs.game].goal
    kind = action.kind
    if kind == Kind.CLAIM:
        return Reason.of(Why.CLAIM, score=obs.score, goal=goal or 0)
    if kind == Kind.CLOSE:
        need = max(0, (goal or 0) - obs.score)
        return Reason.of(Why.CLOSE, score=obs.score, need=need, trumps_out=trumps_out(obs, closing=True))
    if kind == Kind.EXCHANGE:
        return Reason.of(Why.EXCHANGE, card=obs.trump_card.code if obs.trump_card else "")
    if kind == Kind.MARRY:
        assert action.suit is not None
        return Reason.of(Why.MARRY, points=40 if action.suit == obs.trump else 20, suit=action.suit.letter)
    if kind == Kind.DECLARE:
        return Reason.of(Why.DECLARE, special=str(action.special))
    if kind == Kind.PASS:
        return Reason.of(Why.PASS)
    return _play_reason(obs, action, only)


def _play_reason(obs: Observation, action: Action, only: bool) -> Reason:
    spec = GAMES[obs.game]
    points = spec.card_points(obs.rules)
    trump = -1 if obs.trump is None else int(obs.trump)
    if only:  # before the trick's worth: "it gives the trick away for only 10" read as a choice
        return Reason.of(Why.ONLY)
    if obs.trick and obs.trick[0][0] != obs.player:  # answering
        led = obs.trick[0][1]
        in_trick = sum(points[c.index] for c in (*led, *action.cards))
        if _takes(spec, led, action.cards, trump):
            trumping = int(any(c.suit == obs.trump for c in action.cards) and all(c.suit != obs.trump for c in led))
            return Reason.of(Why.TAKE, points=in_trick, trumping=trumping)
        return Reason.of(Why.DUCK, points=sum(points[c.index] for c in action.cards))
    top = max(action.cards, key=lambda c: spec.strength[c.index])
    if obs.trump is not None and any(c.suit == obs.trump for c in action.cards):
        return Reason.of(Why.TRUMP_LEAD, trumps_out=trumps_out(obs))
    if highest_left(obs, top) and points[top.index] > 0:
        return Reason.of(Why.HIGHEST, card=top.code, group=int(len(action.cards) > 1))
    worth = sum(points[c.index] for c in action.cards)
    kept = [c for c in obs.hand if c not in action.cards]
    if any(spec.strength[c.index] > spec.strength[top.index] for c in kept):
        return Reason.of(Why.LOW_LEAD, points=worth)
    # Nothing higher is kept back: "keeps your high cards back" would be false (a newcomer read it
    # on a lead of his highest card), so the hint says only that the search found it best.
    return Reason.of(Why.BEST_LEAD, points=worth)


def _takes(spec: Any, led: tuple[Card, ...], answer: tuple[Card, ...], trump: int) -> bool:
    """Whether the answer takes the trick: each led card beaten by its own answering card."""
    if len(led) != len(answer):
        return False
    return any(
        all(spec.beats(a.index, b.index, trump) for a, b in zip(order, led, strict=True))
        for order in permutations(answer)
    )


__all__ = ["Reason", "Why", "buried_trump", "highest_left", "reason_for", "trumps_besides", "trumps_out"]

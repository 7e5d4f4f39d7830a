"""What the computer players may read of a hand they search: one typed, read-only snapshot per game (a
named tuple: a search builds thousands a decision, and a frozen dataclass is slow to make),
and a world with the face-down stock in another order.

A searching player works on whole hands (sampled worlds, whose hidden cards it has filled in), so
it needs more than an ``Observation``; it reads them only through this module, never through a
hand's fields, so that mypy sees every coupling and a hand may change its fields freely. Each
snapshot holds the engine's facts as the engine keeps them (cards as ``Card.index`` integers,
pairs indexed by seat); the solvers turn them into their own bit-packed states.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeVar

from .bura import BuraHand
from .core import Hand
from .rules import SchnapsenRules, SchneiderRules
from .schnapsen import SchnapsenHand
from .schneider import SchneiderHand

H = TypeVar("H", bound=Hand)
Pair = tuple[int, int]
#: Cards as the hand holds them: read, never changed (they are the hand's own, not copies, as a
#: search builds thousands of views a decision).
Cards = Sequence[int]


class SchnapsenView(NamedTuple):
    """A Schnapsen hand (S-1 ... S-25) as the search needs it."""

    to_move: int | None
    dealer: int
    hands: tuple[Cards, Cards]
    stock: Cards  #: the trump card (or the exchanged lowest trump) first, then the face-down cards, top last
    trump: int
    trump_card: int
    lead: int  #: the card led to the current trick, -1 when a lead is due
    marriage_suit: int  #: the suit of a marriage just announced (its King or Queen must be led), -1 none
    scores: Pair  #: card points plus the marriages that count (S-12)
    tricks: Pair
    pending: Pair  #: marriage points waiting for a first trick (S-12)
    sweep: Pair  #: tricks won in Phase 2 (S-25)
    closed_by: int | None
    close_snapshot: Pair  #: the closer's opponent's score and tricks when the stock was closed (S-21)
    trick_log: Sequence[tuple[int, int, int, int]]  #: (leader, lead, answer, winner) per trick
    phase2: bool
    rules: SchnapsenRules


class BuraView(NamedTuple):
    """A Bura hand (B-1 ... B-21) as the search needs it."""

    to_move: int | None
    hands: tuple[Cards, Cards]
    stock: Cards  #: the trump card first (drawn last), then the face-down cards, top last
    lead: Cards  #: the cards led to the current trick, () when a lead is due
    scores: Pair  #: card points in each player's tricks (B-16)
    trump: int


class SchneiderView(NamedTuple):
    """A Bohemian Schneider hand (H-1 ... H-14) as the search needs it."""

    to_move: int | None
    hands: tuple[Cards, Cards]
    talon: Cards  #: the talon, its bottom card first, top last
    lead: int  #: the card led to the current trick, -1 when a lead is due
    scores: Pair  #: honours in each player's tricks (H-8)
    trump: int  #: -1 unless H-12 turned one up
    rules: SchneiderRules


def schnapsen_view(hand: Hand) -> SchnapsenView:
    h = _as(hand, SchnapsenHand)
    return SchnapsenView(
        to_move=h.to_move,
        dealer=h.dealer,
        hands=(h.hands[0], h.hands[1]),
        stock=h.stock,
        trump=h.trump,
        trump_card=h.trump_card,
        lead=h.lead,
        marriage_suit=h.marriage_suit,
        scores=(h.score(0), h.score(1)),
        tricks=h.tricks,
        pending=h.pending,
        sweep=h.sweep,
        closed_by=h.closed_by,
        close_snapshot=h.close_snapshot,
        trick_log=h.trick_log,
        phase2=h.phase2,
        rules=h.rules,
    )


def bura_view(hand: Hand) -> BuraView:
    h = _as(hand, BuraHand)
    return BuraView(
        to_move=h.to_move,
        hands=(h.hands[0], h.hands[1]),
        stock=h.stock,
        lead=h.lead,
        scores=(h.score(0), h.score(1)),
        trump=h.trump,
    )


def schneider_view(hand: Hand) -> SchneiderView:
    h = _as(hand, SchneiderHand)
    return SchneiderView(
        to_move=h.to_move,
        hands=(h.hands[0], h.hands[1]),
        talon=h.talon,
        lead=h.lead,
        scores=(h.score(0), h.score(1)),
        trump=h.trump,
        rules=h.rules,
    )


def with_face_down(hand: Hand, face_down: Sequence[int]) -> Hand:
    """A copy of ``hand`` whose face-down stock holds ``face_down`` (top last) and whose trump card
    stays where it lies (Schnapsen, Bura): a world for a player who knows every card but not the
    order they will be drawn in. The cards must be the ones face down now."""
    if not isinstance(hand, SchnapsenHand | BuraHand):
        raise TypeError(f"{hand.game} has no trump card under its stock")
    world = hand.clone()
    assert isinstance(world, SchnapsenHand | BuraHand)
    if sorted(face_down) != sorted(world.stock[1:]):
        raise ValueError("the face-down stock can only be reordered, not changed")
    world.stock = world.stock[:1] + list(face_down)
    return world


def _as(hand: Hand, kind: type[H]) -> H:
    if not isinstance(hand, kind):
        raise TypeError(f"expected a {kind.__name__}, got a {type(hand).__name__}")
    return hand

"""Suits, ranks and cards: the small typed vocabulary every game shares (RULES.md D-1 ... D-5).

Cards are interned: there is exactly one ``Card`` object per code, so identity is equality and
games can index precomputed tables by ``card.index`` (``suit * 9 + rank``) in their hot paths.

>>> Card("TS")
Card('TS')
>>> Card("TS").suit, Card("TS").rank
(<Suit.SPADES: 3>, <Rank.TEN: 1>)
>>> Card("ts") is Card("TS")
True
>>> [str(c) for c in deck("schnapsen")][:5]
['AC', 'TC', 'KC', 'QC', 'JC']
>>> len(deck("bura")), len(deck("schneider")), len(deck("schneider", short=True))
(36, 32, 24)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import IntEnum
from typing import TypeVar


class Suit(IntEnum):
    """The four suits in notation order C D H S (D-2, D-3)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its letter (``"H"``) or symbol (``"♥"``)."""
        t = text.strip().upper()
        for suit in cls:
            if t in (suit.letter, suit.symbol):
                return suit
        raise ValueError(f"D-1: not a suit: {text!r} (use C, D, H or S)")


class Rank(IntEnum):
    """The nine ranks, listed high to low in the usual A-T-K-Q-J order (D-2).

    The value is only an identity; each game has its own order (Schneider puts the ten below the
    jack, H-1) and its own card points.
    """

    ACE = 0
    TEN = 1
    KING = 2
    QUEEN = 3
    JACK = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7
    SIX = 8

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        t = text.strip().upper()
        if t == "10":
            return cls.TEN
        if len(t) == 1 and t in RANK_LETTERS:
            return cls(RANK_LETTERS.index(t))
        raise ValueError(f"D-1: not a rank: {text!r} (use A T K Q J 9 8 7 6)")


RANK_LETTERS = "ATKQJ9876"


class Card:
    """One playing card; interned, immutable, ``repr`` is valid code."""

    __slots__ = ("index", "suit", "rank", "code")
    _by_code: dict[str, Card] = {}
    index: int
    suit: Suit
    rank: Rank
    code: str

    def __new__(cls, code: str | Card) -> Card:
        if isinstance(code, Card):
            return code
        if not isinstance(code, str):  # bytes are no card code: refused, not a TypeError from str methods
            raise ValueError(f"D-1: not a card code: {code!r} (a card is given as text, e.g. 'TS')")
        try:
            return cls._by_code[code]
        except KeyError:
            pass
        try:
            return cls._by_code[_normalise(code)]
        except (KeyError, AttributeError):
            raise ValueError(f"D-1: not a card code: {code!r} (e.g. 'TS' = ten of spades)") from None

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "index", suit * 9 + rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "code", rank.letter + suit.letter)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (self.code,))

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


def _normalise(code: str) -> str:
    t = code.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) == 2 and t[1] in "♣♦♥♠":
        t = t[0] + "CDHS"["♣♦♥♠".index(t[1])]
    return t


#: Every card, indexed by ``card.index``.
CARDS: tuple[Card, ...] = tuple(Card._make(s, r) for s in Suit for r in Rank)
for _c in CARDS:
    Card._by_code[_c.code] = _c

#: Fast lookup tables for the games' hot paths, indexed by card index.
SUIT_OF: tuple[int, ...] = tuple(c.suit for c in CARDS)
RANK_OF: tuple[int, ...] = tuple(c.rank for c in CARDS)
#: Card points of the ace-ten games (S-1, B-1): A 11, T 10, K 4, Q 3, J 2, the rest 0.
ACE_TEN_POINTS: tuple[int, ...] = tuple(
    {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}.get(c.rank, 0) for c in CARDS
)

#: The ace-ten games' order within a suit (A T K Q J 9 8 7 6), as a strength: larger is stronger.
ACE_TEN_STRENGTH: tuple[int, ...] = tuple(8 - int(c.rank) for c in CARDS)

_DECK_RANKS = {
    "schnapsen": "ATKQJ",
    "siebener": "ATKQJ7",
    "bura": "ATKQJ9876",
    "schneider": "AKQJT987",
    "schneider_short": "AKQJT9",
}


_DECKS: dict[str, tuple[Card, ...]] = {
    key: tuple(Card(r + s.letter) for s in Suit for r in letters) for key, letters in _DECK_RANKS.items()
}


def deck(game: str, *, siebener: bool = False, short: bool = False) -> list[Card]:
    """A fresh, ordered deck for a game (D-4): suits C D H S, ranks high to low in that game."""
    key = game
    if game == "schnapsen" and siebener:
        key = "siebener"
    elif game == "schneider" and short:
        key = "schneider_short"
    try:
        return list(_DECKS[key])
    except KeyError:
        raise ValueError(f"unknown game: {game!r}") from None


def deck_indices(game: str, *, siebener: bool = False, short: bool = False) -> list[int]:
    """The deck of ``deck()`` as card indices (what the games use inside)."""
    key = (game, siebener, short)
    found = _DECK_INDICES.get(key)
    if found is None:
        found = _DECK_INDICES[key] = tuple(c.index for c in deck(game, siebener=siebener, short=short))
    return list(found)


_DECK_INDICES: dict[tuple[str, bool, bool], tuple[int, ...]] = {}


T = TypeVar("T")


def shuffled(cards: Sequence[T], rng: random.Random) -> list[T]:
    """A seeded shuffle (D-5). Sorting by random keys is unbiased and, unlike ``random.shuffle``,
    runs in C: dealing is a noticeable share of a search's random playouts."""
    rand = rng.random
    return sorted(cards, key=lambda _: rand())

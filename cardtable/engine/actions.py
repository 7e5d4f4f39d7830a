"""Actions and their canonical text (ENGINE_API.md "Actions and their text").

Actions are interned by canonical text, so two actions with the same text are the same object:
equality is identity, which keeps ``action in legal_actions()`` cheap in the search hot path.

>>> Action.parse("play 8S KS")
Action.parse('play KS 8S')
>>> Action.parse("play KS 8S") is Action.play(Card("8S"), Card("KS"))
True
>>> str(Action.marry(Suit.HEARTS)), str(CLAIM), str(Action.declare("aces"))
('marry H', 'claim', 'declare aces')
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import CARDS, Card, Suit
from .words import Kind, Special

KINDS = tuple(Kind)
SPECIAL_HANDS = tuple(Special)


class Action:
    """One move. ``kind`` is one of ``KINDS``; ``cards`` for plays, ``suit`` for marriages,
    ``special`` for Bura declarations."""

    __slots__ = ("kind", "cards", "suit", "special", "text", "indices", "card")
    _interned: dict[str, Action] = {}
    kind: Kind
    cards: tuple[Card, ...]
    suit: Suit | None
    special: Special | None
    text: str
    indices: tuple[int, ...]  #: the cards' indices, for the games' hot paths
    card: int  #: the index of a one-card play's card, else -1: one test tells a card from the rest

    def __new__(cls, text: str) -> Action:
        return cls.parse(text)

    @classmethod
    def _intern(
        cls,
        kind: str,
        cards: tuple[Card, ...] = (),
        suit: Suit | None = None,
        special: str | None = None,
    ) -> Action:
        cards = tuple(sorted(cards, key=lambda c: c.index))
        if kind == "play":
            text = "play " + " ".join(c.code for c in cards)
        elif kind == "marry":
            assert suit is not None
            text = "marry " + suit.letter
        elif kind == "declare":
            text = "declare " + str(special)
        else:
            text = kind
        found = cls._interned.get(text)
        if found is not None:
            return found
        action = object.__new__(cls)
        for name, value in (
            ("kind", Kind(kind)),
            ("cards", cards),
            ("suit", suit),
            ("special", None if special is None else Special(special)),
            ("text", text),
            ("indices", tuple(c.index for c in cards)),
            ("card", cards[0].index if len(cards) == 1 else -1),
        ):
            object.__setattr__(action, name, value)
        cls._interned[text] = action
        return action

    # Constructors -------------------------------------------------------------------------------
    @classmethod
    def play(cls, *cards: Card) -> Action:
        if not cards:
            raise ValueError("a play needs at least one card")
        if len(cards) == 1:
            return PLAY[cards[0].index]
        if len({c.index for c in cards}) != len(cards):
            raise ValueError("a card can be played only once")
        return cls._intern("play", cards)

    @classmethod
    def marry(cls, suit: Suit) -> Action:
        return MARRY[suit]

    @classmethod
    def declare(cls, special: str) -> Action:
        if special not in SPECIAL_HANDS:
            raise ValueError(f"not a special hand: {special!r} (bura, aces or molodka)")
        return cls._intern("declare", special=special)

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action for a text, in any card order and case (``"play 8s ks"``)."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not an action: {text!r}")
        found = cls._interned.get(text)
        if found is not None:
            return found
        words = text.split()
        if not words:
            raise ValueError("empty action")
        kind = words[0].lower()
        args = words[1:]
        if kind == "play" and args:
            return cls.play(*(Card(a) for a in args))
        if kind == "marry" and len(args) == 1:
            return cls.marry(Suit.parse(args[0]))
        if kind == "declare" and len(args) == 1:
            return cls.declare(args[0].lower())
        if kind in ("exchange", "close", "claim", "pass") and not args:
            return cls._interned[kind]
        raise ValueError(f"not an action: {text!r}")

    # Value behaviour ----------------------------------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action.parse({self.text!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Action.parse, (self.text,))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self


_PLAYS_BY_INDICES: dict[tuple[int, ...], Action] = {}


def play_of(indices: Iterable[int]) -> Action:
    """The play action for card indices (internal fast path for multi-card plays)."""
    key = tuple(sorted(indices))
    found = _PLAYS_BY_INDICES.get(key)
    if found is None:
        found = _PLAYS_BY_INDICES[key] = Action._intern("play", tuple(CARDS[i] for i in key))
    return found


#: Single-card plays indexed by card index; marriages indexed by suit.
PLAY: tuple[Action, ...] = tuple(Action._intern("play", (c,)) for c in CARDS)
MARRY: tuple[Action, ...] = tuple(Action._intern("marry", suit=s) for s in Suit)
EXCHANGE = Action._intern("exchange")
CLOSE = Action._intern("close")
CLAIM = Action._intern("claim")
PASS = Action._intern("pass")
DECLARE: dict[str, Action] = {s: Action._intern("declare", special=s) for s in SPECIAL_HANDS}

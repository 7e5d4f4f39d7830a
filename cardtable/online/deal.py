"""A fair deal without a trusted dealer: two-party mental poker with commutative locks (SRA /
Pohlig-Hellman style) in P-256 (``group``). One ``Deal`` is one hand's deck as one player knows it.

The four steps (seat 0 is "A", seat 1 is "B"; ``a``, ``b`` global keys, ``a_i``, ``b_i`` one key per
deck position, ``P_c`` the point of card c):

1. A sends ``L1 = [a * P_c]`` in an order of his own shuffle.
2. B sends ``L2``: ``b * L1`` in an order of his own shuffle. Neither alone knows the order now.
3. A sends ``L3[i] = a_i * a^-1 * L2[i]``: his global lock off, a lock per position on.
4. B sends ``L4[i] = b_i * b^-1 * L3[i] = a_i * b_i * P``: the deck, position 0 on top.

A card at position i is opened for one player when the other sends his key for i
(``(a_i * b_i)^-1 * L4[i]`` needs both), for both when each sends his. Every list received is
checked (length, valid points, distinct; the identity cannot be encoded); every key received must
open a card of the deck not seen at another position. At the hand's end both reveal all keys, and
``verify`` re-derives the whole chain: each step of the other player must be exactly his keys
applied to the list before, and the deck is read off the chain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from cardtable.engine import Card

from . import group
from .faults import FaultError, Reason
from .group import Point
from .secret import Secret

STEPS = ("shuffle", "reshuffle", "lock", "relock")  #: L1 (seat 0), L2 (seat 1), L3 (seat 0), L4 (seat 1)


def step_sender(step: int) -> int:
    """The seat that sends list ``step`` (0 ... 3)."""
    return step % 2


def read_list(texts: object, size: int) -> list[Point]:
    """A peer's list of points, checked: length, every entry a point of the group, all distinct."""
    if not isinstance(texts, list) or len(texts) != size:
        got = len(texts) if isinstance(texts, list) else None
        raise FaultError(Reason.LENGTH, expected=size, got=got)
    points, seen = [], set()
    for i, text in enumerate(texts):
        try:
            points.append(group.decode(text))
        except group.BadPoint:
            raise FaultError(Reason.BAD_POINT, index=i) from None
        if text in seen:
            raise FaultError(Reason.DUPLICATE, index=i)
        seen.add(text)
    return points


@dataclass
class Deal:
    """One hand's deck under both players' locks, as ``seat`` knows it. ``cards`` is the variant's
    deck in the canonical order (what the shuffles permute)."""

    seat: int
    cards: list[Card]
    secret: Secret
    match: str
    hand: int
    lists: list[list[Point]] = field(default_factory=list)  #: L1 ... L4 as far as they came
    peer_keys: dict[int, int] = field(default_factory=dict)  #: position -> the other's key received
    opened: dict[int, Card] = field(default_factory=dict)  #: positions this player can read
    _made: tuple[int, list[str]] | None = field(default=None, repr=False)

    # Own secrets -------------------------------------------------------------------------------
    @cached_property
    def global_key(self) -> int:
        return self.secret.scalar(self.match, self.hand, "global", 0)

    def key(self, position: int) -> int:
        return self.secret.scalar(self.match, self.hand, "position", position)

    @cached_property
    def order(self) -> list[int]:
        return self.secret.permutation(self.match, self.hand, len(self.cards))

    @property
    def size(self) -> int:
        return len(self.cards)

    @cached_property
    def card_of_point(self) -> dict[str, Card]:
        return {group.encode(group.point(c)): c for c in self.cards}

    # The four steps ----------------------------------------------------------------------------
    def next_step(self) -> int:
        return len(self.lists)

    def make_step(self) -> list[str]:
        """This player's list for the next step (it is his to send); ``take_step`` records it when
        it comes back from the room."""
        step = len(self.lists)
        assert step < 4 and step_sender(step) == self.seat
        if self._made is None or self._made[0] != step:
            self._made = (step, [group.encode(pt) for pt in self._compute(step)])
        return list(self._made[1])

    def _compute(self, step: int) -> list[Point]:
        g = self.global_key
        if step == 0:
            return [group.mul(group.point(self.cards[j]), g) for j in self.order]
        if step == 1:
            return [group.mul(self.lists[0][j], g) for j in self.order]
        undo = group.inverse(g)
        return [group.mul(pt, self.key(i) * undo % group.N) for i, pt in enumerate(self.lists[-1])]

    def take_step(self, texts: object) -> None:
        """The list for the next step, as it came through the room: the other player's is checked;
        our own must be what our secret gives (else SECRET_MISMATCH: another program or a lost
        secret sent it)."""
        step = len(self.lists)
        if step_sender(step) == self.seat and texts != self.make_step():
            raise FaultError(Reason.SECRET_MISMATCH, step=STEPS[step])
        self.lists.append(read_list(texts, self.size))

    @property
    def dealt(self) -> bool:
        return len(self.lists) == 4

    # Opening cards -----------------------------------------------------------------------------
    def open(self, position: int, peer_key: int) -> Card:
        """The card at ``position`` with the other's key; WRONG_KEY when it opens no card of the
        deck, or one already seen at another position."""
        if not 0 <= position < self.size:
            raise FaultError(Reason.UNEXPECTED_KEY, positions=[position])
        both = self.key(position) * peer_key % group.N
        pt = group.mul(self.lists[3][position], group.inverse(both))
        card = self.card_of_point.get(group.encode(pt))
        if card is None or any(c == card and p != position for p, c in self.opened.items()):
            raise FaultError(Reason.WRONG_KEY, position=position)
        if self.opened.get(position, card) != card:
            raise FaultError(Reason.WRONG_KEY, position=position)
        self.opened[position] = card
        self.peer_keys[position] = peer_key
        return card

    # The reveal --------------------------------------------------------------------------------
    def reveal(self) -> tuple[int, list[int]]:
        return self.global_key, [self.key(i) for i in range(self.size)]

    def verify(self, peer_global: int, peer_keys: list[int]) -> list[Card]:
        """The deck, re-derived from the whole chain with the other's revealed keys; BAD_DECK if
        any of his steps is not his keys applied to the list before it, WRONG_KEY if a key he
        revealed differs from one he sent during the hand, or a card opened then is not the deck's."""
        if len(peer_keys) != self.size:
            raise FaultError(Reason.LENGTH, expected=self.size, got=len(peer_keys))
        for position, key in self.peer_keys.items():
            if peer_keys[position] != key:
                raise FaultError(Reason.WRONG_KEY, position=position)
        deck = self._deck_from_shuffles(peer_global)
        theirs = 3 if self.seat == 0 else 2  # the peer's lock step
        undo = group.inverse(peer_global)
        before = self.lists[theirs - 1]
        for i, pt in enumerate(self.lists[theirs]):
            if group.mul(before[i], peer_keys[i] * undo % group.N) != pt:
                raise FaultError(Reason.BAD_DECK, step=STEPS[theirs], position=i)
        for position, card in self.opened.items():
            if deck[position] != card:
                raise FaultError(Reason.BAD_DECK, step="opened", position=position)
        return deck

    def _deck_from_shuffles(self, peer_global: int) -> list[Card]:
        """The card at each position, read through the two shuffles (the peer's checked here)."""
        undo = group.inverse(peer_global)
        if self.seat == 1:  # A's L1 must be a * (each card once); our L2 took L1[order[i]]
            first = [self.card_of_point.get(group.encode(group.mul(pt, undo))) for pt in self.lists[0]]
            if None in first or len(set(first)) != self.size:
                raise FaultError(Reason.BAD_DECK, step=STEPS[0])
            return [first[j] for j in self.order]  # type: ignore[misc]
        # seat 0: B's L2 must be b * (each entry of our L1 once); L1[j] holds cards[order[j]]
        where = {group.encode(pt): j for j, pt in enumerate(self.lists[0])}
        picks = [where.get(group.encode(group.mul(pt, undo))) for pt in self.lists[1]]
        if None in picks or len(set(picks)) != self.size:
            raise FaultError(Reason.BAD_DECK, step=STEPS[1])
        return [self.cards[self.order[j]] for j in picks]  # type: ignore[index]

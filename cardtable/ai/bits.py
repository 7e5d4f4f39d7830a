"""Cards as bits, for the three solvers: card ``i`` (``Card.index``) is bit ``i`` of a mask, the
suits lying in blocks of nine (``suit * 9 + rank``), so a suit's cards are one mask and a lower
index is a higher card within its suit."""

from __future__ import annotations

from collections.abc import Iterable

BIT = tuple(1 << i for i in range(36))
SUIT_MASK = tuple(sum(1 << (s * 9 + r) for r in range(9)) for s in range(4))

#: Caches shared by every solver in the process, emptied when they reach this many entries: the
#: same hands, answers and leaf sums recur in world after world of one decision and across them
#: (``bench.expert``: the first leads took about 30 % longer when every solver built its own).
CACHE_LIMIT = 1 << 18
_CARDS: dict[int, tuple[int, ...]] = {}


def mask_of(cards: Iterable[int]) -> int:
    """The mask of some card indices.

    >>> mask_of([0, 9, 35]) == BIT[0] | BIT[9] | BIT[35]
    True
    """
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def card_tuple(mask: int) -> tuple[int, ...]:
    """Card indices of a bitmask, highest card of each suit first (ascending index); cached.

    >>> card_tuple(mask_of([12, 3, 30]))
    (3, 12, 30)
    """
    found = _CARDS.get(mask)
    if found is None:
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append(low.bit_length() - 1)
            rest ^= low
        if len(_CARDS) >= CACHE_LIMIT:
            _CARDS.clear()
        found = _CARDS[mask] = tuple(out)
    return found


def cards_in(mask: int) -> list[int]:
    """Card indices of a bitmask, highest card of each suit first (ascending index): a fresh list."""
    return list(card_tuple(mask))

"""A player's secrets for one online match: where every lock key and shuffle comes from.

Two 32-byte seeds drawn with ``secrets`` when the match is made, kept by the player's own program
(never sent): one for the shuffles, one for the lock keys. Each key is derived from its seed by
HMAC-SHA512 under a label naming the match, the hand, the step and the deck position, so that

- a key is never reused (no two labels are equal: a new hand, step or position is a new label);
- the program rebuilt after a restart from the room's history and these 64 bytes derives exactly
  the keys it had (resumption needs no store of keys that grows with the match);
- twin runs that differ only in the key seed deal the same cards under different locks (a test
  checks that the other side then sees exactly the same, until the reveal).

A 512-bit HMAC output reduced modulo the group order is uniform to within 2^-256.

>>> s = Secret(bytes(32), bytes(range(32)))
>>> s.scalar("m", 1, "lock", 3) == s.scalar("m", 1, "lock", 3) != s.scalar("m", 1, "lock", 4)
True
>>> sorted(s.permutation("m", 1, 20)) == list(range(20))
True
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from .group import N


@dataclass(frozen=True, repr=False)
class Secret:
    """A player's two seeds (``repr`` never shows them)."""

    shuffle_seed: bytes
    key_seed: bytes

    def __post_init__(self) -> None:
        if len(self.shuffle_seed) != 32 or len(self.key_seed) != 32:
            raise ValueError("a seed is 32 bytes")

    @classmethod
    def new(cls) -> Secret:
        return cls(secrets.token_bytes(32), secrets.token_bytes(32))

    def __repr__(self) -> str:
        return "Secret(...)"

    def to_hex(self) -> str:
        """Both seeds as one string, for the player's own 0600 store."""
        return (self.shuffle_seed + self.key_seed).hex()

    @classmethod
    def from_hex(cls, text: str) -> Secret:
        raw = bytes.fromhex(text)
        return cls(raw[:32], raw[32:])

    def scalar(self, match: str, hand: int, step: str, index: int) -> int:
        """A lock key in [1, N)."""
        return _draw(self.key_seed, f"key/{match}/{hand}/{step}/{index}") % (N - 1) + 1

    def permutation(self, match: str, hand: int, size: int) -> list[int]:
        """A uniformly shuffled ``range(size)`` (Fisher-Yates)."""
        order = list(range(size))
        for i in range(size - 1, 0, -1):
            j = _draw(self.shuffle_seed, f"shuffle/{match}/{hand}/{i}") % (i + 1)
            order[i], order[j] = order[j], order[i]
        return order

    def nonce(self, match: str) -> bytes:
        """The player's share of the coin that draws the first dealer."""
        return _draw(self.shuffle_seed, f"coin/{match}").to_bytes(64, "big")[:32]


def _draw(seed: bytes, label: str) -> int:
    return int.from_bytes(hmac.new(seed, label.encode(), hashlib.sha512).digest(), "big")

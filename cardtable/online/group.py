"""The prime-order group the deal is encrypted in: NIST P-256 through pycryptodome.

P-256 has a prime group order ``N`` and cofactor 1, so every point on the curve other than the
identity generates the whole group and multiplying by a scalar in ``[1, N)`` is a bijection: the
commutative "locks" of the deal (``k * P``) can be taken off again with ``inverse(k) * ...``.

Cards become points by hashing to the curve (try-and-increment on a domain-separated SHA-256),
never as ``g^i`` or small integers: nobody knows a discrete logarithm between two card points, so
no relation between them survives the locks (the known pitfalls: small integers leak quadratic
residuosity, ``g^i`` falls once one card is known).

Points travel as uncompressed SEC1 (65 bytes, hex: twice the size of the compressed form, but read
without a square root, which is most of a deal's time); ``decode`` refuses anything that is not a
point of the curve, and the identity cannot be written in that form at all.

>>> a = point(Card("AS"))
>>> decode(encode(a)) == a
True
>>> k = 12345
>>> mul(mul(a, k), inverse(k)) == a
True
"""

from __future__ import annotations

import hashlib
from functools import cache

from Crypto.PublicKey import ECC

from cardtable.engine import Card

#: The field prime, curve coefficient and group order of P-256 (FIPS 186-4, D.1.2.3); a = -3.
P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
CURVE = "P-256"
#: The domain of the card encoding: a new protocol version that encodes differently changes it.
DOMAIN = b"cardtable/online/v1/P-256/card/"

Point = ECC.EccPoint


class BadPoint(ValueError):
    """Not the encoding of a point of the group (or the identity)."""


def _y_for(x: int) -> int | None:
    """A square root of x^3 - 3x + b (P = 3 mod 4, so one power), or None if there is none."""
    rhs = (pow(x, 3, P) - 3 * x + B) % P
    y = pow(rhs, (P + 1) // 4, P)
    return y if y * y % P == rhs else None


@cache
def point(card: Card) -> Point:
    """The card's point: the first x = SHA-256(DOMAIN | code | counter) on the curve, even y."""
    counter = 0
    while True:
        digest = hashlib.sha256(DOMAIN + card.code.encode() + b"/" + counter.to_bytes(4, "big")).digest()
        x = int.from_bytes(digest, "big")
        y = _y_for(x) if x < P else None
        if y is not None:
            return Point(x, y if y % 2 == 0 else P - y, curve=CURVE)
        counter += 1


def encode(pt: Point) -> str:
    """Uncompressed SEC1 as hex: 04, x and y."""
    return "04" + int(pt.x).to_bytes(32, "big").hex() + int(pt.y).to_bytes(32, "big").hex()


def decode(text: object) -> Point:
    """A point from ``encode``'s form; BadPoint for anything else (wrong length, not hex, not on
    the curve, the identity)."""
    if not isinstance(text, str) or len(text) != 130 or not text.startswith("04"):
        raise BadPoint("not an uncompressed point")
    try:
        x, y = int(text[2:66], 16), int(text[66:], 16)
    except ValueError:
        raise BadPoint("not hex") from None
    if x >= P or y >= P or (y * y - pow(x, 3, P) + 3 * x - B) % P:
        raise BadPoint("not on the curve")
    try:
        pt = Point(x, y, curve=CURVE)  # pycryptodome checks the curve equation once more
    except ValueError:
        raise BadPoint("not on the curve") from None
    if pt.is_point_at_infinity():
        raise BadPoint("the identity")
    return pt


def mul(pt: Point, k: int) -> Point:
    """k * pt (k in [1, N))."""
    return pt * k


def inverse(k: int) -> int:
    """The scalar that takes the lock k off again (N is prime)."""
    return pow(k, -1, N)


def valid_scalar(k: object) -> bool:
    return isinstance(k, int) and not isinstance(k, bool) and 0 < k < N


def scalar_text(k: int) -> str:
    return k.to_bytes(32, "big").hex()


def parse_scalar(text: object) -> int | None:
    """A scalar from its 64 hex digits, or None when it is not one in [1, N)."""
    if not isinstance(text, str) or len(text) != 64:
        return None
    try:
        k = int(text, 16)
    except ValueError:
        return None
    return k if valid_scalar(k) else None

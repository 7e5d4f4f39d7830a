"""Play a friend on another machine (issue 49): no trusted dealer, no server of our own.

The pieces, each with one job and none with Qt or I/O of its own:

- ``group``: P-256 (prime order, cofactor 1) through pycryptodome; cards hashed to the curve.
- ``secret``: a player's two 32-byte seeds; every lock key and shuffle is derived from them under a
  label naming the match, hand, step and position (never reused; a restart re-derives them).
- ``deal``: one hand's deck under both players' commutative locks (SRA), the checks of every list
  and key the other sends, and the reveal that re-derives the deck.
- ``events``: the protocol's events as pydantic models, hash-chained.
- ``faults``: why an event is refused, as a reason id and fields for the table to word.
- ``world``: the engine hand each side keeps, dealt from a deck whose unseen cards are a guess
  consistent with everything the other's actions showed.
- ``transport``: what a network must offer (an ordered, durable log per match; a Matrix room is
  one), and an in-memory one for the tests.
- ``state``: each hand's protocol state; the game's match class dealing from decks given from outside.
- ``driver``: ``OnlineMatch``, one side of a match, rebuilt from the log and its secret.
- ``matrix``: the transport over a Matrix room (matrix-nio, the optional extra ``online``); nothing
  else imports it. The match's setup is a state event of the room; the room is followed by
  long-poll (``follow``: the loop, its waits after failures and rate limits).

Measured by ``python -m cardtable.bench.online``.
"""

from .driver import OnlineMatch
from .faults import Fault, Reason
from .secret import Secret
from .transport import Envelope, MemoryRoom, MemoryTransport, Transport

__all__ = ["Envelope", "Fault", "MemoryRoom", "MemoryTransport", "OnlineMatch", "Reason", "Secret", "Transport"]

"""Why an event is refused: data (a reason id and fields), never English, so the table words it in
the player's language. A refused event from a seated player marks the match disputed; the local
record (every event, refused ones included) is kept."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Reason(StrEnum):
    MALFORMED = "malformed"  #: not an event of this protocol (fields: ``detail``)
    VERSION = "version"  #: another protocol version (``version``)
    OTHER_MATCH = "other_match"  #: an event of another match
    NOT_SEATED = "not_seated"  #: sent by neither seated player (ignored; never disputes the match)
    OUT_OF_TURN = "out_of_turn"  #: not the sender's turn to send this (``expected``, ``got``)
    SEQUENCE = "sequence"  #: the sequence number is not the next one (``expected``, ``got``)
    CHAIN = "chain"  #: the hash of the previous event does not match
    REPLAYED = "replayed"  #: an event already received, sent again
    LENGTH = "length"  #: a list of the wrong length (``expected``, ``got``)
    BAD_POINT = "bad_point"  #: not a point of the group, or the identity (``index``)
    DUPLICATE = "duplicate"  #: the same point twice in a list (``index``)
    BAD_KEY = "bad_key"  #: not a key (``position``)
    WRONG_KEY = "wrong_key"  #: a key that opens no card, or a card seen elsewhere (``position``)
    MISSING_KEY = "missing_key"  #: keys owed or needed and not sent (``positions``)
    UNEXPECTED_KEY = "unexpected_key"  #: keys for places the sender may not open now (``positions``)
    ILLEGAL = "illegal"  #: an action the rules forbid (``action``, ``rule``, ``template``, ``params``)
    BAD_DECK = "bad_deck"  #: the revealed keys do not give the deck the lists locked (``step``)
    REPLAY_FAILED = "replay_failed"  #: the hand does not replay on the revealed deck (``action``, ``rule``)
    BAD_COIN = "bad_coin"  #: seat 0's coin share does not match his commitment
    STALE_CLAIM = "stale_claim"  #: a claim that crossed a move (ignored; never disputes the match)
    CHAT_TOO_LONG = "chat_too_long"  #: (``limit``)
    TOO_EARLY = "too_early"  #: a claim of abandonment before the agreed time (``wait``)
    MATCH_OVER = "match_over"  #: an event after the match ended
    SECRET_MISMATCH = "secret_mismatch"  #: our own event in the log is not what our secret gives


@dataclass(frozen=True)
class Fault:
    """One refused event: ``index`` is its place in the room's history (None: found at the reveal
    or not tied to one event), ``sender`` who sent it."""

    reason: Reason
    fields: dict[str, Any] = field(default_factory=dict)
    index: int | None = None
    sender: str | None = None


class FaultError(Exception):
    """Raised inside the protocol to refuse the event being read."""

    def __init__(self, reason: Reason, **fields: Any) -> None:
        super().__init__(reason.value)
        self.reason = reason
        self.fields = fields


#: Refusals that do not dispute the match: nobody seated did wrong.
HARMLESS = frozenset({Reason.NOT_SEATED, Reason.STALE_CLAIM})

"""The protocol's events: plain JSON-able dicts, validated with pydantic.

Every event names the protocol version ``v``, its ``type`` and the ``match``. The game's own events
form one chain: each has ``seq`` (0, 1, 2 ... in the room's order) and ``prev``, the SHA-256 of the
previous chain event's canonical JSON, so that a dropped, reordered or replayed event breaks the
chain. Only one player may send the next chain event at any time (the driver knows whose turn it
is), so two honest players never race for a place in it. Chat, abandoning and claiming a match
lie beside the chain: each carries the sender's own counter ``n`` (a replay repeats one) and
``head``, the chain's head as the sender saw it. A chat line also carries an ``id`` of its own,
made once when it is typed: sent again after a network failure (the first copy may have reached
the room), it is shown once.

Chain events:

- ``setup`` (seat 0, seq 0): game, rules, deck style, the two seats' ids, the time after which a
  silent player may be declared to have abandoned, and a commitment to seat 0's coin share;
- ``accept`` (seat 1, seq 1): seat 1's coin share; then seat 0's ``shuffle`` reveals his share, and
  the two draw the match's first dealer;
- ``shuffle``, ``reshuffle``, ``lock``, ``relock``: the four lists of a deal (``deal.py``);
- ``keys``: the sender's keys for deck positions the other now holds (dealt or drawn) or sees face up;
- ``act``: an action's text, with the sender's keys for his cards it shows (played, a marriage, an
  exchanged trump, a declared hand);
- ``reveal``: at a hand's end, all the sender's keys of that hand.
"""

from __future__ import annotations

import hashlib
import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from .faults import FaultError, Reason

VERSION = 1
CHAT_LIMIT = 500  #: characters of one chat line
NAME_LIMIT = 255  #: characters of a seat's id (Matrix: at most 255)

Hex64 = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
PointText = Annotated[str, StringConstraints(pattern=r"^04[0-9a-f]{128}$")]
Seq = Annotated[int, Field(ge=0, strict=True)]
HandNo = Annotated[int, Field(ge=1, strict=True)]
Keys = Annotated[dict[Annotated[str, StringConstraints(pattern=r"^(0|[1-9][0-9]?)$")], Hex64], Field(max_length=36)]
Points = Annotated[list[PointText], Field(min_length=1, max_length=36)]


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    v: Literal[1]
    match: Annotated[str, StringConstraints(min_length=1, max_length=64)]


class _Chain(_Event):
    seq: Seq
    prev: Annotated[str, StringConstraints(pattern=r"^([0-9a-f]{64})?$")]


class Setup(_Chain):
    type: Literal["setup"]
    game: Annotated[str, StringConstraints(max_length=32)]
    rules: dict[Annotated[str, StringConstraints(max_length=40)], bool | int]
    deck_style: Annotated[str, StringConstraints(max_length=32)]
    seats: Annotated[
        list[Annotated[str, StringConstraints(min_length=1, max_length=NAME_LIMIT)]], Field(min_length=2, max_length=2)
    ]
    timeout: Annotated[int, Field(ge=60, strict=True)]  #: seconds
    commit: Hex64


class Accept(_Chain):
    type: Literal["accept"]
    nonce: Hex64


class DealStep(_Chain):
    type: Literal["shuffle", "reshuffle", "lock", "relock"]
    hand: HandNo
    points: Points
    nonce: Hex64 | None = None  #: seat 0's coin share, with the first shuffle


class KeysEvent(_Chain):
    type: Literal["keys"]
    hand: HandNo
    keys: Keys


class Act(_Chain):
    type: Literal["act"]
    hand: HandNo
    action: Annotated[str, StringConstraints(min_length=1, max_length=40)]
    keys: Keys


class Reveal(_Chain):
    type: Literal["reveal"]
    hand: HandNo
    key: Hex64
    keys: Annotated[list[Hex64], Field(min_length=1, max_length=36)]


class _Side(_Event):
    n: Seq
    head: Annotated[str, StringConstraints(pattern=r"^([0-9a-f]{64})?$")]


class Chat(_Side):
    type: Literal["chat"]
    text: str  # its length is checked apart (CHAT_TOO_LONG, not MALFORMED)
    id: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{32}$")] | None = None  #: the line's own id (none before)


class Abandon(_Side):
    type: Literal["abandon"]


class Claim(_Side):
    type: Literal["claim"]


Event = Setup | Accept | DealStep | KeysEvent | Act | Reveal | Chat | Abandon | Claim
ChainEvent = Setup | Accept | DealStep | KeysEvent | Act | Reveal
_ADAPTER: TypeAdapter[Any] = TypeAdapter(Annotated[Event, Field(discriminator="type")])


def parse(content: object) -> Event:
    """The event in a received dict; FaultError MALFORMED (or VERSION) if it is none."""
    if isinstance(content, dict) and content.get("v") != VERSION and "v" in content:
        raise FaultError(Reason.VERSION, version=content.get("v") if isinstance(content.get("v"), int) else None)
    try:
        event = _ADAPTER.validate_python(content)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise FaultError(Reason.MALFORMED, detail=".".join(str(p) for p in first["loc"])) from None
    if isinstance(event, Chat) and len(event.text) > CHAT_LIMIT:
        raise FaultError(Reason.CHAT_TOO_LONG, limit=CHAT_LIMIT)
    return event


def dump(event: Event) -> dict[str, Any]:
    """The event as the plain dict that travels."""
    return event.model_dump(mode="json", exclude_none=True)


def digest(event: Event) -> str:
    """SHA-256 of the event's canonical JSON (sorted keys, no spaces): the next chain event's ``prev``."""
    text = json.dumps(dump(event), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def is_chain(event: Event) -> bool:
    return not isinstance(event, (Chat, Abandon, Claim))

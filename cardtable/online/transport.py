"""What the match needs of a network: one durable, ordered log per match that both players (and
perhaps others) append to, each entry stamped with its sender's authenticated id and a time. A
Matrix room is one; ``MemoryRoom`` is one for the tests."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class Envelope:
    """One entry of the log: its place, who sent it (as the network vouches), when (seconds), and
    the content as sent (untrusted)."""

    index: int
    sender: str
    content: Any
    time: float = 0.0


class Transport(Protocol):
    """A player's access to one match's log."""

    me: str

    def send(self, content: dict[str, Any]) -> None:
        """Append an event (it shows up in ``fetch`` once the network has ordered it)."""

    def fetch(self, since: int) -> list[Envelope]:
        """The entries from place ``since`` on, in the log's order."""

    # A transport may also offer ``follow(notify)``: read the log in the background from then on
    # and call ``notify()`` when something came (``matrix.MatrixTransport``); the table's link
    # then waits for that instead of reading every so often.


@dataclass
class MemoryRoom:
    """An in-memory log; ``clock`` stamps the entries (tests set it)."""

    entries: list[Envelope] = field(default_factory=list)
    clock: float = 0.0

    def post(self, sender: str, content: Any) -> None:
        # a copy through JSON: what travels is plain data, never a shared object
        self.entries.append(Envelope(len(self.entries), sender, json.loads(json.dumps(content)), self.clock))


@dataclass
class MemoryTransport:
    room: MemoryRoom
    me: str

    def send(self, content: dict[str, Any]) -> None:
        self.room.post(self.me, content)

    def fetch(self, since: int) -> list[Envelope]:
        return [copy.deepcopy(e) for e in self.room.entries[since:]]

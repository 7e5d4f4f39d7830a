"""What the status line says about the table, as data: the session tells a line when something
happens (a trick taken, a marriage announced, the trump card exchanged, a hand over) and the UI
words it in the player's language and deck when it shows it, and again after a switch. Nothing
here is English: the words live with the UI, where the translators' tools find them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from cardtable.engine import Action, Card, Hand, Observation, Result, Trick


@dataclass(frozen=True)
class TrickTaken:
    """Who led and answered what, and the rule that gave the trick to its winner. The line keeps
    the trick itself, so a later trick cannot change what it says."""

    trick: Trick
    trump: int | None  # the suit of the hand the trick was played in


@dataclass(frozen=True)
class Led:
    """The other side led: the player sees which card (or Bura group) he must answer, in words as
    well as on the table, where a quick computer's card is easily missed."""

    mover: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Done:
    """A move other than a card or a pass: a marriage announced, a close, a claim."""

    action: Action
    mover: int | None
    trump: int | None


@dataclass(frozen=True)
class Exchanged:
    """S-14: which trump card went under the stock (``given``) and which one was taken."""

    mover: int
    given: Card | None
    taken: Card


@dataclass(frozen=True)
class AutoClaimed:
    """S-20: the table claimed for the person, who has reached the goal with this score."""

    score: int


@dataclass(frozen=True)
class ComputerFailed:
    """A computer player failed and a legal move was played; ``log`` is where the details went."""

    log: str | None


@dataclass(frozen=True)
class HandSummary:
    """The hand's result and what explains it (the table shows it in the result panel)."""

    result: Result
    next_dealer: int | None
    observation: Observation
    pot: int
    record: Any  # the match's record of the hand, if any
    lesson_end: str = ""  # a guided first hand that this hand's last step ended: its last words (guide key)


@dataclass(frozen=True)
class Lines:
    """Several lines said together (see ``Narrator.tell``)."""

    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Guided:
    """A guided first hand's words (``guide.Step.key``): the learner's step, numbered, or what the
    computer's move meant, or the lesson's end; ``cards`` are the card codes they name."""

    key: str
    cards: str
    number: tuple[int, int] | None = None  #: the learner's step and how many he has


@dataclass(frozen=True)
class Explained:
    """Preferences ▸ Learning: why the computer at ``mover`` made its move, from its own view and
    only what the move shows (``ai.explain``)."""

    mover: int
    reason: Any  # ai.why.Reason


@dataclass(frozen=True)
class Recap:
    """Hot-seat: what happened since this player's last move, said when the curtain lifts for him
    (the other player saw it; he did not)."""

    lines: tuple[Line, ...]
    since_move: bool = True  #: False before his first move of the hand: no "since your last move"


class Said(Enum):
    RESTARTED = "the hand starts again"
    TAKEN_BACK = "the last play was taken back"


class Wait(Enum):
    """Why a person cannot act at all now."""

    MATCH_OVER = "the match is over"
    HAND_OVER = "the hand is over"
    NOT_YOUR_TURN = "not your turn"


class NoUndo(Enum):
    """Why the person's last play cannot be taken back now."""

    NOBODY = "the computer plays both seats"
    HOTSEAT = "hot-seat"
    HAND_OVER = "the hand is over"
    NOTHING = "nothing to undo in this hand"
    SEEN = "cards were seen since"


Line = TrickTaken | Led | Done | Exchanged | AutoClaimed | ComputerFailed | Said | Lines | Recap | Guided | Explained


class Narrator:
    """Keeps the lines told since the person's last move in a hand, so that they are said
    together: a marriage the computer announces right after taking a trick leaves who took it in
    view. A trick starts the lines afresh (a demo has no person's moves to do it)."""

    def __init__(self) -> None:
        self._told: list[Line] = []
        self._told_for: tuple[Hand, int] | None = None
        self.failure_told = False  # a computer player's failure is said once per game
        # hot-seat: per seat, the lines told in this hand since that seat's last move
        self._since: dict[int, list[Line]] = {}
        self._since_hand: Hand | None = None
        self._moved: set[int] = set()  # the seats that have moved in that hand

    def tell(self, hand: Hand, line: Line, human_moves: int, trick: bool = False) -> Line:
        """The line to show now: ``line`` alone, or below the lines before it."""
        if trick or self._told_for is None or self._told_for[0] is not hand or self._told_for[1] != human_moves:
            self._told = []
        self._told_for = (hand, human_moves)
        if isinstance(line, Explained):  # one explanation at a time: the status line stays short
            self._told = [told for told in self._told if not isinstance(told, Explained)]
        self._told.append(line)
        for lines in self._since_in(hand).values():
            lines.append(line)
        return self._told[0] if len(self._told) == 1 else Lines(tuple(self._told))

    def announced(self, hand: Hand, human_moves: int, mover: int) -> bool:
        """Whether the last line told since the person's last move is ``mover``'s own announcement
        (a marriage, a close, an exchange): its lead then goes without a line of its own, so that
        the status line keeps to two lines (the trick taken, and what came of it)."""
        if self._told_for != (hand, human_moves) or not self._told:
            return False
        last = self._told[-1]
        return isinstance(last, Done | Exchanged) and last.mover == mover

    def moved(self, hand: Hand, seat: int) -> None:
        """A person at ``seat`` moves: his recap starts afresh."""
        self._since_in(hand)[seat] = []
        self._moved.add(seat)

    def recap(self, hand: Hand, seat: int) -> Recap | None:
        """What was told in this hand since ``seat`` last moved, or None if nothing was."""
        lines = self._since_in(hand).get(seat)
        return Recap(tuple(lines), seat in self._moved) if lines else None

    def _since_in(self, hand: Hand) -> dict[int, list[Line]]:
        if hand is not self._since_hand:  # a new deal: the summary told what the last one came to
            self._since, self._since_hand, self._moved = {0: [], 1: []}, hand, set()
        return self._since

    def failure(self, log: str | None) -> ComputerFailed | None:
        """The line for a computer player's failure, the first time only."""
        if self.failure_told:
            return None
        self.failure_told = True
        return ComputerFailed(log)

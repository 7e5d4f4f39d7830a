"""The table's state machine: what the table is doing now, as one of a few named phases, and the
only ways from one phase to another. Before it, the controller kept this in flags (``busy``,
``_held``, ``curtain_for``, ``finished_hand``) whose combinations nobody had written down.

>>> m = Machine()
>>> m.go(Phase.THINKING); m.go(Phase.IDLE); m.phase
<Phase.IDLE: 'idle'>
>>> m.can(Phase.HAND_OVER, Phase.THINKING)
False
"""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    IDLE = "idle"  # a person's turn, or nobody is to move: the table waits
    THINKING = "thinking"  # a computer player (or the stand-in) is choosing a move
    TRICK_IN_VIEW = "trick in view"  # a finished trick stays for the pause, then goes
    TRICK_HELD = "trick held"  # a finished trick stays until the player goes on (trick pause "click")
    STOPPED = "stopped"  # --screenshot --after N: the table holds still with the trick in view
    CURTAIN = "curtain"  # hot-seat: the device passes, every hand is hidden
    HAND_OVER = "hand over"  # the hand's summary is shown until the player continues
    MATCH_OVER = "match over"  # the match has a result: nothing more is played


#: A finished trick goes to one of these, as the pace, the trick pause and --after decide.
TRICK_PHASES = frozenset({Phase.TRICK_IN_VIEW, Phase.TRICK_HELD, Phase.STOPPED})
#: Where the table goes from a quiet moment: a computer thinks, a trick ends, the curtain comes
#: down, the hand or the match ends.
_FROM_IDLE = frozenset({Phase.THINKING, Phase.CURTAIN, Phase.HAND_OVER, Phase.MATCH_OVER, *TRICK_PHASES})

TRANSITIONS: dict[Phase, frozenset[Phase]] = {
    Phase.IDLE: _FROM_IDLE,
    Phase.THINKING: frozenset({Phase.IDLE}),  # the computer's move is made from a quiet table
    Phase.TRICK_IN_VIEW: frozenset({Phase.IDLE}),  # the pause is over
    Phase.TRICK_HELD: frozenset({Phase.IDLE}),  # the player clicked, pressed a key or played on
    Phase.STOPPED: _FROM_IDLE | {Phase.IDLE},  # a person may still act on a table held still
    # the next player took the device; or the table went on without him (a stand-in moves for
    # him, a test applies a move): the curtain is a quiet table like IDLE
    Phase.CURTAIN: _FROM_IDLE | {Phase.IDLE},
    Phase.HAND_OVER: frozenset({Phase.IDLE}),  # Continue: the next deal
    Phase.MATCH_OVER: frozenset(),  # only a new match, a restart or a resume leaves it (``reset``)
}

#: The computer is thinking or a trick is in view: a person cannot act (except on a held trick,
#: which acting clears).
BUSY = frozenset({Phase.THINKING, Phase.TRICK_IN_VIEW, Phase.TRICK_HELD})


class IllegalTransition(RuntimeError):
    """A move between phases that ``TRANSITIONS`` does not allow: a bug in the table's logic."""


class Machine:
    """The phase and its transitions; staying in a phase is always allowed."""

    def __init__(self, phase: Phase = Phase.IDLE) -> None:
        self.phase = phase

    @staticmethod
    def can(old: Phase, new: Phase) -> bool:
        return new is old or new in TRANSITIONS[old]

    def go(self, new: Phase) -> None:
        if not self.can(self.phase, new):
            raise IllegalTransition(f"{self.phase.name} -> {new.name}")
        self.phase = new

    def reset(self, phase: Phase = Phase.IDLE) -> None:
        """A restart, an undo, a resumed or replaced match: the table starts from ``phase`` whatever
        it was doing (the answers and pauses it waited for are dropped by their token)."""
        self.phase = phase

    @property
    def busy(self) -> bool:
        return self.phase in BUSY

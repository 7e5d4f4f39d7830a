"""The hint on request, without Qt: whether the table offers one now (to whom), and the advisor the
front end runs in its worker thread. The advice itself is the expert's (``ai/advice.py``); it
reads the observation of the seat to move and nothing else, so a hint never shows a hidden card.

Offered against the computer, and in hot-seat only to the player whose turn it is (his cards are
the ones in view); never while the computer thinks, a trick is in view or a hand is over."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from cardtable.ai.advice import Advice, advise
from cardtable.engine import Action, Observation

from .machine import Phase
from .table import Session


class NoHint(StrEnum):
    """Why no hint is given now."""

    NOBODY = "nobody"  #: the computer plays both seats
    MATCH_OVER = "match_over"
    HAND_OVER = "hand_over"
    NOT_YOUR_TURN = "not_your_turn"  #: the computer's turn, a trick in view, the hot-seat curtain
    ONLINE = "online"  #: a match against a friend: the expert's move would be played in his stead


def why_no_hint(session: Session) -> NoHint | None:
    """Why the table gives no hint now, or None when it does (to ``hint_seat``)."""
    if not session.humans:
        return NoHint.NOBODY
    if getattr(session, "online", None) is not None:
        return NoHint.ONLINE
    if session.match.result is not None:
        return NoHint.MATCH_OVER
    if session.hand_done:
        return NoHint.HAND_OVER
    if session.human_to_move() is None or session.phase is Phase.THINKING:
        return NoHint.NOT_YOUR_TURN
    return None


def hint_seat(session: Session) -> int | None:
    """The seat a hint is for now: the person to move (in hot-seat, the one at the device)."""
    return None if why_no_hint(session) is not None else session.human_to_move()


def position_key(session: Session) -> tuple[object, ...]:
    """What a hint was asked for: the match (its seed) and its whole line of actions so far, and the
    seat. An answer for another position is dropped. (Their number alone was not enough: after an
    undo or a restarted hand another line reaches the same count with the same seat to move.)"""
    seat = -1 if session.match.to_move is None else session.match.to_move
    return session.seed, tuple(session.match.actions), seat


class Advisor:
    """A "player" for the worker thread whose ``choose`` returns the expert's ``Advice`` for the
    observation given. Bounded by the advice's node budget, not by the clock (unlike the computer's
    moves): the figures must be the same as the hand review's for the same decision, on any machine
    and however busy it is (``bench.hint``: median well under a second)."""

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Advice:
        return advise(observation, legal)


def ask(session: Session) -> tuple[Observation, list[Action]] | None:
    """The observation and legal actions a hint is searched from, or None when none is offered."""
    seat = hint_seat(session)
    if seat is None:
        return None
    return session.match.observation(seat), list(session.match.legal_actions())


__all__ = ["Advisor", "NoHint", "ask", "hint_seat", "position_key", "why_no_hint"]

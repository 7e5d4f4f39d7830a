"""Online play's words that are not the table's: why an event of the friend's was refused (a
``faults.Reason`` id), how a match ended, a network problem."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.online import Fault, Reason


def _tr(text: str) -> str:
    return QCoreApplication.translate("Online", text)


def reason_words(reason: Reason) -> str:
    """What was wrong with a refused event, in the player's language."""
    return {
        Reason.MALFORMED: lambda: _tr("an event that is not part of this program's protocol"),
        Reason.VERSION: lambda: _tr("an event of another protocol version"),
        Reason.OTHER_MATCH: lambda: _tr("an event of another match"),
        Reason.NOT_SEATED: lambda: _tr("an event from someone who does not play this match"),
        Reason.OUT_OF_TURN: lambda: _tr("an event sent out of turn"),
        Reason.SEQUENCE: lambda: _tr("an event out of order"),
        Reason.CHAIN: lambda: _tr("an event that does not follow the one before it"),
        Reason.REPLAYED: lambda: _tr("an event sent a second time"),
        Reason.LENGTH: lambda: _tr("a deck of the wrong length"),
        Reason.BAD_POINT: lambda: _tr("a locked card that is no valid card"),
        Reason.DUPLICATE: lambda: _tr("the same locked card twice"),
        Reason.BAD_KEY: lambda: _tr("a key that is no valid key"),
        Reason.WRONG_KEY: lambda: _tr("a key that opens no card, or a card already seen elsewhere"),
        Reason.MISSING_KEY: lambda: _tr("a key that was owed and not sent"),
        Reason.UNEXPECTED_KEY: lambda: _tr("a key for a card that may not be opened now"),
        Reason.ILLEGAL: lambda: _tr("a move the rules forbid"),
        Reason.BAD_DECK: lambda: _tr("keys at the hand's end that do not give the deck that was locked"),
        Reason.REPLAY_FAILED: lambda: _tr("a hand that does not replay on the revealed deck"),
        Reason.BAD_COIN: lambda: _tr("a draw for the first dealer that does not match its commitment"),
        Reason.STALE_CLAIM: lambda: _tr("a claim that crossed a move"),
        Reason.CHAT_TOO_LONG: lambda: _tr("a chat line that is too long"),
        Reason.TOO_EARLY: lambda: _tr("a claim of abandonment before the agreed time"),
        Reason.MATCH_OVER: lambda: _tr("an event after the match ended"),
        Reason.SECRET_MISMATCH: lambda: _tr("an event of ours that this program's secret does not give"),
    }[reason]()


def dispute_words(fault: Fault, friend: str) -> str:
    """The line that says the match is disputed, and why."""
    return _tr("The match is disputed: {name} sent {what}. The record is kept; no move is taken.").format(
        name=friend, what=reason_words(fault.reason)
    )


def ended_words(how: str, seat: int, mine: int, friend: str) -> str:
    if how == "abandoned":
        return _tr("You left the match.") if seat == mine else _tr("{name} left the match.").format(name=friend)
    if seat == mine:
        return _tr("You claimed the match: {name} was silent past the agreed time.").format(name=friend)
    return _tr("{name} claimed the match: you were silent past the agreed time.").format(name=friend)


def problem_words(problem: str) -> str:
    return _tr("Network: {problem} Trying again…").format(problem=problem)

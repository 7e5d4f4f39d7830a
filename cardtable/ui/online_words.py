"""Online play's words that are not the table's: why an event of the friend's was refused (a
``faults.Reason`` id), how a match ended, a network problem."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.online import Fault, Reason

from .i18n import QT_TRANSLATE_NOOP


def _tr(text: str) -> str:
    """``text`` (marked with QT_TRANSLATE_NOOP in context "Online", where lupdate finds it) translated."""
    return QCoreApplication.translate("Online", text)


#: What was wrong with a refused event (``faults.Reason``), completing "{name} sent …".
REASONS = {
    Reason.MALFORMED: QT_TRANSLATE_NOOP("Online", "an event that is not part of this program's protocol"),
    Reason.VERSION: QT_TRANSLATE_NOOP("Online", "an event of another protocol version"),
    Reason.OTHER_MATCH: QT_TRANSLATE_NOOP("Online", "an event of another match"),
    Reason.NOT_SEATED: QT_TRANSLATE_NOOP("Online", "an event from someone who does not play this match"),
    Reason.OUT_OF_TURN: QT_TRANSLATE_NOOP("Online", "an event sent out of turn"),
    Reason.SEQUENCE: QT_TRANSLATE_NOOP("Online", "an event out of order"),
    Reason.CHAIN: QT_TRANSLATE_NOOP("Online", "an event that does not follow the one before it"),
    Reason.REPLAYED: QT_TRANSLATE_NOOP("Online", "an event sent a second time"),
    Reason.LENGTH: QT_TRANSLATE_NOOP("Online", "a deck of the wrong length"),
    Reason.BAD_POINT: QT_TRANSLATE_NOOP("Online", "a locked card that is no valid card"),
    Reason.DUPLICATE: QT_TRANSLATE_NOOP("Online", "the same locked card twice"),
    Reason.BAD_KEY: QT_TRANSLATE_NOOP("Online", "a key that is no valid key"),
    Reason.WRONG_KEY: QT_TRANSLATE_NOOP("Online", "a key that opens no card, or a card already seen elsewhere"),
    Reason.MISSING_KEY: QT_TRANSLATE_NOOP("Online", "a key that was owed and not sent"),
    Reason.UNEXPECTED_KEY: QT_TRANSLATE_NOOP("Online", "a key for a card that may not be opened now"),
    Reason.ILLEGAL: QT_TRANSLATE_NOOP("Online", "a move the rules forbid"),
    Reason.BAD_DECK: QT_TRANSLATE_NOOP("Online", "keys at the hand's end that do not give the deck that was locked"),
    Reason.REPLAY_FAILED: QT_TRANSLATE_NOOP("Online", "a hand that does not replay on the revealed deck"),
    Reason.BAD_COIN: QT_TRANSLATE_NOOP("Online", "a draw for the first dealer that does not match its commitment"),
    Reason.STALE_CLAIM: QT_TRANSLATE_NOOP("Online", "a claim that crossed a move"),
    Reason.CHAT_TOO_LONG: QT_TRANSLATE_NOOP("Online", "a chat line that is too long"),
    Reason.TOO_EARLY: QT_TRANSLATE_NOOP("Online", "a claim of abandonment before the agreed time"),
    Reason.MATCH_OVER: QT_TRANSLATE_NOOP("Online", "an event after the match ended"),
    Reason.SECRET_MISMATCH: QT_TRANSLATE_NOOP("Online", "an event of ours that this program's secret does not give"),
}


def reason_words(reason: Reason) -> str:
    """What was wrong with a refused event, in the player's language."""
    return _tr(REASONS[reason])


def dispute_words(fault: Fault, friend: str) -> str:
    """The line that says the match is disputed, and why."""
    return _tr(
        QT_TRANSLATE_NOOP("Online", "The match is disputed: {name} sent {what}. The record is kept; no move is taken.")
    ).format(name=friend, what=reason_words(fault.reason))


def ended_words(how: str, seat: int, mine: int, friend: str) -> str:
    if how == "abandoned":
        return (
            _tr(QT_TRANSLATE_NOOP("Online", "You left the match."))
            if seat == mine
            else _tr(QT_TRANSLATE_NOOP("Online", "{name} left the match.")).format(name=friend)
        )
    if seat == mine:
        return _tr(
            QT_TRANSLATE_NOOP("Online", "You claimed the match: {name} was silent past the agreed time.")
        ).format(name=friend)
    return _tr(QT_TRANSLATE_NOOP("Online", "{name} claimed the match: you were silent past the agreed time.")).format(
        name=friend
    )


def problem_words(problem: str) -> str:
    """The network's problem (an error's own words, often without a full stop) and that it is tried again."""
    problem = problem.strip()
    if problem and problem[-1] not in ".!?…":
        problem += "."
    return _tr(QT_TRANSLATE_NOOP("Online", "Network: {problem} Trying again…")).format(problem=problem)

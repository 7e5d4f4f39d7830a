"""The controller: a thin Qt adapter over the table's session (``cardtable.session.table``). The
session decides what happens at the table; the controller gives it Qt's timers (bound to the
controller, so none fires after it is gone), asks the computer in a worker thread, turns the
session's events into signals for the views, and words its narration in the player's language
and deck. Views and models never touch the engine themselves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.engine import Action, Observation, Refusal
from cardtable.session.guide import Step
from cardtable.session.narration import (
    AutoClaimed,
    ComputerFailed,
    Done,
    Exchanged,
    Explained,
    Guided,
    HandSummary,
    Led,
    Lines,
    NoUndo,
    Recap,
    Said,
    TrickTaken,
    Wait,
)
from cardtable.session.table import LONG_TRICK_PAUSE, PACE, THINKING_LIMIT, Session, seen_cards

from . import guidewords, texts
from .animation import DURATIONS
from .hintview import ReasonWords
from .worker import Thinker

__all__ = ["GameController", "LONG_TRICK_PAUSE", "PACE", "THINKING_LIMIT", "seen_cards"]


class GameController(QObject, Session):
    changed = Signal()  # the table changed: views refresh their models
    message = Signal(object)  # one line for the status bar (a str, a Refusal, or texts.Words to word again)
    handFinished = Signal(object, object)  # the Result and its explanation in words (texts.Words)
    matchFinished = Signal(object)
    thinking = Signal(bool)
    sound = Signal(str)  # deal, play, trick, win
    curtain = Signal(object)  # hot-seat: the seat that must take the device (None: curtain lifted)
    played = Signal(int, object)  # seat and cards, just before the table shows the play
    collected = Signal(int, object)  # trick winner and the trick's cards, as the trick is cleared
    drawn = Signal(object)  # the seats that drew a card after a trick, in drawing order
    dealt = Signal(int)  # a new hand was dealt by this dealer

    def __init__(
        self,
        game: str,
        rules: Any = None,
        seed: int | None = None,
        humans: set[int] | frozenset[int] = frozenset({0}),
        level: str = "medium",
        pace: str = "normal",
        auto_claim: bool = False,
        parent: Any = None,
        lesson: str = "",
    ) -> None:
        # QObject's __init__ passes the keywords on to Session's (cooperative multiple inheritance)
        session = {
            "game": game,
            "rules": rules,
            "seed": seed,
            "humans": humans,
            "level": level,
            "pace": pace,
            "auto_claim": auto_claim,
            "lesson": lesson,
        }
        super().__init__(parent, **session)
        self.deck_style = "french"  # the deck the table shows, for the words of messages (the table sets it)
        self.held_line: str | None = None  # the turn line while the match is held (``hold``)
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._computer_decided)
        # the players' names (hot-seat: as entered in the New game dialog)
        self.names = {seat: texts.player_name(seat, self.humans) for seat in (0, 1)}

    # The session's hooks ----------------------------------------------------------------------------
    def notify(self, event: str, *args: Any) -> None:
        """A session event as the signal of the same name; narration is worded first."""
        if event == "message":
            args = (self.word(args[0]),)
        elif event == "handFinished":
            args = (args[0], self._summary_words(args[1]))
        getattr(self, event).emit(*args)

    def later(self, ms: int, call: Any) -> None:
        QTimer.singleShot(ms, self, call)

    def think(self, token: int, bot: Any, obs: Observation, legal: list[Action]) -> None:
        self.thinker.think(token, bot, obs, legal, lambda asked: asked == self._token)

    def flight_ms(self) -> int:
        return DURATIONS.get(self.pace, 0)

    def waiting_refusal(self, why: Wait) -> Refusal:
        template = {
            Wait.MATCH_OVER: texts.MATCH_IS_OVER,
            Wait.HAND_OVER: texts.HAND_IS_OVER,
            Wait.NOT_YOUR_TURN: texts.NOT_YOUR_TURN,
        }[why]
        return Refusal.of("", template)

    def lesson_refusal(self, step: Step) -> Refusal:
        return Refusal.of("", step.key, cards=step.cards)  # worded by texts.refusal (guidewords)

    def shutdown(self) -> None:
        Session.shutdown(self)
        self.thinker.wait()

    def hold(self, line: str) -> None:
        """Stopped for something else (an online match being made): the turn line says ``line`` and
        no move is offered until this match is replaced."""
        self.shutdown()
        self.stop_after = self.actions_applied
        self.held_line = line
        self.changed.emit()

    def waiting_line(self) -> str | None:
        """The turn line while the table waits for something other than the player, else None."""
        return self.held_line

    # Names and words ---------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        if self.hotseat:
            return self.names[seat]
        return texts.player_name(seat, self.humans)  # in the language now in use

    def _hotseat_names(self) -> dict[int, str] | None:
        return self.names if self.hotseat else None

    def _who(self, seat: int) -> str:
        return texts.player_name(seat, self.humans, self._hotseat_names())

    def word(self, line: Any) -> Any:
        """A narration line in words that can be worded again (a language or deck switch); a
        Refusal as it is (the table words it from its data)."""
        if isinstance(line, Refusal | str):
            return line
        if isinstance(line, Lines | Recap):
            lines = [self.word(part) for part in line.lines]
            head = [texts.t(texts.RECAP_WORDS)] if isinstance(line, Recap) and line.since_move else []
            return texts.Words.of(lambda: "\n".join([*head, *(texts.fresh(part) for part in lines)]))
        return texts.Words.of(lambda: self._wording(line))

    def _wording(self, line: Any) -> str:
        """One line in the language and deck in use now."""
        if isinstance(line, TrickTaken):
            return texts.trick_line(
                line.trick, self.game, line.trump, self.deck_style, self.humans, self._hotseat_names()
            )
        if isinstance(line, Guided):
            return guidewords.words(line.key, line.cards, self.deck_style, line.number)
        if isinstance(line, Led):
            return texts.led_line(line.mover, line.cards, self.deck_style, self.humans, self._hotseat_names())
        if isinstance(line, Done):
            who = self._who(line.mover) if line.mover is not None else ""
            return texts.done_line(line.action, who, self.game, self.deck_style, line.trump)
        if isinstance(line, Exchanged):
            return texts.t(texts.EXCHANGE_WORDS).format(
                Who=self._who(line.mover), given=self._card_words(line.given), taken=self._card_words(line.taken)
            )
        if isinstance(line, AutoClaimed):
            return texts.t(texts.AUTO_CLAIM[self.spec.claim_verb]).format(score=line.score)
        if isinstance(line, Explained):  # Preferences ▸ Learning: the computer's play explained
            who = texts._names(line.mover, self.humans, self._hotseat_names())[0]  # "The computer"
            return ReasonWords().explained(who, line.reason, self.deck_style, self.spec.counts)
        if isinstance(line, ComputerFailed):
            return self._failure_words(line.log)
        return self._said(line)

    def _card_words(self, card: Any) -> str:
        """A card's name in the deck the table shows now ("ober of acorns")."""
        return texts.card_name(self.deck_style, card.code) if card is not None else ""

    def _failure_words(self, log: str | None) -> str:
        if log is None:
            return self.tr(
                "The computer player made a mistake and played a legal move instead; no log could be written."
            )
        return self.tr("The computer player made a mistake and played a legal move instead; see {log}.").format(log=log)

    def _said(self, line: Said) -> str:
        if line is Said.RESTARTED:
            return self.tr("The hand starts again.")
        return self.tr("Your last play was taken back.")

    def _summary_words(self, summary: HandSummary) -> texts.Words:
        def worded() -> str:
            said = texts.explain_result(
                summary.result,
                self.game,
                self.humans,
                summary.next_dealer,
                summary.observation,
                self._hotseat_names(),
                pot=summary.pot,
                style=self.deck_style,
                record=summary.record,
            )
            end = summary.lesson_end and guidewords.words(summary.lesson_end, "", self.deck_style)
            return f"{said}\n{end}" if end else said

        return texts.Words.of(worded)

    def can_undo(self) -> str | None:
        """Why the human's last play cannot be taken back now (in words), or None when it can."""
        why = self.why_no_undo()
        if why is None:
            return None
        return {
            NoUndo.NOBODY: lambda: self.tr("There is nobody to undo for: the computer plays both seats."),
            NoUndo.HOTSEAT: lambda: self.tr(
                "Undo is not offered in hot-seat: it would show a player the other's answer."
            ),
            NoUndo.HAND_OVER: lambda: self.tr("The hand is over: its plays can no longer be taken back."),
            NoUndo.NOTHING: lambda: self.tr("Nothing to undo in this hand yet."),
            NoUndo.SEEN: lambda: self.tr(
                "Your last play can no longer be taken back: you have seen cards since "
                "that you had not seen before it (the answer, a card drawn)."
            ),
        }[why]()

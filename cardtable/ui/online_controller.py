"""The table's controller for an online match: the usual controller (Qt's timers, signals, words)
over the online session (``cardtable.session.online``), fed by the match's ``OnlineLink``. As at a
local table, the player at this screen is "you" and the friend is named by his Matrix id's local
part (plain text: Matrix allows no markup in it), in sentences as hot-seat names are."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine import Action
from cardtable.session.online import Awaited, Back, Offline, OnlineSession, View
from cardtable.session.online_recap import Away

from . import texts
from .controller import GameController
from .i18n import QT_TRANSLATE_NOOP
from .online_link import OnlineLink
from .texts import short_name


def offline_words(why: Offline) -> str:
    """Why a feature is off online, in the player's language."""
    return QCoreApplication.translate("Online", OFFLINE[why])


#: Why a feature is off online (``session.online.Offline``).
OFFLINE = {
    Offline.UNDO: QT_TRANSLATE_NOOP(
        "Online", "Undo is not offered online: your friend has seen your move, and the room keeps it."
    ),
    Offline.RESTART: QT_TRANSLATE_NOOP(
        "Online", "An online hand cannot be dealt again: both programs made its deal together."
    ),
    Offline.SAVE: QT_TRANSLATE_NOOP(
        "Online", "An online match is kept in its room: Game ▸ Play a friend online… goes back to it."
    ),
    Offline.WAIT_DEAL: QT_TRANSLATE_NOOP("Online", "The next deal is being made with your friend's program…"),
    Offline.REVIEW: QT_TRANSLATE_NOOP(
        "Online", "An online hand is not reviewed: this program never holds your friend's cards."
    ),
}


#: The turn line while the table waits for the friend or his program (``session.online.Awaited``).
AWAITED = {
    Awaited.FRIEND: QT_TRANSLATE_NOOP("Online", "{name} is thinking…"),
    Awaited.KEYS: QT_TRANSLATE_NOOP("Online", "Waiting for {name}'s program to open your cards…"),
    Awaited.DEAL: QT_TRANSLATE_NOOP("Online", "The next deal is being made with {name}'s program…"),
    Awaited.AWAY: QT_TRANSLATE_NOOP("Online", "{name} seems to be away: the match goes on when {name} is back."),
}


#: A player back at an online match with no move to recap (``session.online.Back``).
BACK = {
    Back.NOTHING_NEW: QT_TRANSLATE_NOOP(
        "Online", "Back at your match with {name}: nothing has happened since you left."
    ),
    Back.BACK: QT_TRANSLATE_NOOP("Online", "Back at your match with {name}."),
}


class OnlineController(GameController, OnlineSession):
    """See the module docstring."""

    def __init__(self, view: View, link: OnlineLink, pace: str = "normal", parent: Any = None) -> None:
        super().__init__(view.game, view.rules, 0, humans={view.seat}, level="easy", pace=pace, parent=parent)
        self.link = link
        self.friend = view.seats[1 - view.seat]
        self.online_names = {seat: short_name(view.seats[seat]) for seat in (0, 1)}
        self.begin(view)
        link.viewed.connect(self.update)

    def send(self, action: Action) -> None:
        self.link.act(action.text, len(self.match.actions))  # (before it is applied here)

    def shutdown(self) -> None:
        GameController.shutdown(self)
        self.link.close()

    # Names and words ------------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        return texts.player_name(seat, self.humans) if seat == self.seat else self.online_names[seat]

    def _hotseat_names(self) -> dict[int, str] | None:
        """The friend by his name in every sentence, and the player at this screen "you", as at a
        local table (on ann's screen her own moves read "ann: …": newcomer finding)."""
        return {1 - self.seat: self.online_names[1 - self.seat]}

    def word(self, line: Any) -> Any:
        if isinstance(line, Offline):  # (a str too: worded here, not passed on as it is)
            return texts.Words.of(lambda: offline_words(line))
        if isinstance(line, Away):
            return self._away_words(line)
        if isinstance(line, Back):
            friend = self.online_names[1 - self.seat]
            return texts.Words.of(lambda: QCoreApplication.translate("Online", BACK[line]).format(name=friend))
        return super().word(line)

    def _away_words(self, away: Away) -> texts.Words:
        """A returning player's recap: the table's lines, and how each hand that ended meanwhile
        came out (the first line of its summary) where it ended."""
        parts = [self.word(line) for line in away.lines]
        ends = [(at, self._summary_words(summary)) for at, summary in away.ended]

        def worded() -> str:
            said = [texts.fresh(part) for part in parts]
            for at, words in reversed(ends):
                said.insert(at, texts.fresh(words).split("\n")[0])
            head = [texts.t(texts.RECAP_WORDS)] if away.since_move else []
            return "\n".join([*head, *said])

        return texts.Words.of(worded)

    def waiting_line(self) -> str | None:
        """The turn line when the session waits for the friend or his program, else None (the table
        words the player's own turn as ever: once the cards have landed)."""
        awaited = self.awaited(time.time())
        if awaited is None or awaited is Awaited.YOU:
            return None
        return QCoreApplication.translate("Online", AWAITED[awaited]).format(name=self.online_names[1 - self.seat])

    @property
    def no_review(self) -> str:
        """Why the expert's review is off (``reviewview`` asks)."""
        return offline_words(Offline.REVIEW)

    def can_undo(self) -> str | None:
        return offline_words(Offline.UNDO)

"""The table's controller for an online match: the usual controller (Qt's timers, signals, words)
over the online session (``cardtable.session.online``), fed by the match's ``OnlineLink``. The two
players are named by their Matrix ids' local parts (plain text: Matrix allows no markup in them),
in sentences as hot-seat names are."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine import Action
from cardtable.session.online import Offline, OnlineSession, View

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

    def _as_two_people(self, make: Callable[[], str]) -> str:
        """Words made as for two people at the table, each by his name (not "the computer")."""
        humans, names = self.humans, self.names
        self.humans, self.names = {0, 1}, dict(self.online_names)
        try:
            return make()
        finally:
            self.humans, self.names = humans, names

    def word(self, line: Any) -> Any:
        if isinstance(line, Offline):  # (a str too: worded here, not passed on as it is)
            return texts.Words.of(lambda: offline_words(line))
        return super().word(line)

    def _wording(self, line: Any) -> str:
        if isinstance(line, Offline):
            return offline_words(line)
        return self._as_two_people(lambda: GameController._wording(self, line))

    def _summary_words(self, summary: Any) -> texts.Words:
        inner = GameController._summary_words(self, summary)
        return texts.Words.of(lambda: self._as_two_people(lambda: texts.fresh(inner)))

    @property
    def no_review(self) -> str:
        """Why the expert's review is off (``reviewview`` asks)."""
        return offline_words(Offline.REVIEW)

    def can_undo(self) -> str | None:
        return offline_words(Offline.UNDO)

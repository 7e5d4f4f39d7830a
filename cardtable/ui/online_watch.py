"""Invitations looked for while the player is signed in for online play: every half minute, after the
table's first paint. A friend's invitation (a new match, or his Play again at a finished one) is said
in the status bar at once, and the online dialog's list, if it is open, is read again. Before,
nothing told the friend he was invited until he opened the dialog and pressed Refresh, and both
players pressed Play again and waited for each other (two new users' finding)."""

from __future__ import annotations

import contextlib
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from . import online_store
from .texts import game_title, short_name

INTERVAL_MS = 30_000
SHOWN_MS = 30_000


def watch(window: Any) -> InvitationWatch | None:
    """Start looking, where the online part (the optional extra) is installed: its libraries are
    imported by the first look's thread, never by the table's."""
    import importlib.util

    if importlib.util.find_spec("nio") is None:
        return None
    watcher = InvitationWatch(window)
    watcher.look()
    return watcher


class InvitationWatch(QObject):
    answered = Signal(object)  # (the account, its invitations) from the look's thread; None: no answer

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.answered.connect(self._answered)
        self.window = window
        self.said: set[str] = set()  # the invitations told of (rooms), each once
        self.busy = False
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.look)
        self.timer.start()

    def look(self) -> None:
        """Ask the homeserver for invitations, in a thread of its own (the network's libraries are
        imported there too), once at a time, while a login is kept."""
        if self.busy or not (online_store.folder() / "account.json").exists():
            return
        self.busy = True
        threading.Thread(target=self._ask, name="invitations", daemon=True).start()

    def _ask(self) -> None:
        try:
            from cardtable.online.account import MatrixAccount

            login = online_store.load_login()
            answer: tuple[str, list[Any]] | None = None
            if login is not None:
                account = MatrixAccount(login)
                try:
                    answer = (login.user_id, account.invitations())
                finally:
                    account.close()
        except Exception:  # the network, the homeserver: the dialog and the match say their trouble
            answer = None
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self.answered.emit(answer)

    def _answered(self, answer: tuple[str, list[Any]] | None) -> None:
        self.busy = False
        if answer is not None:
            self.found(answer)

    def found(self, answer: tuple[str, list[Any]]) -> None:
        """Say each new invitation (the last one in the status bar); the open dialog reads again."""
        user, invitations = answer
        known = {kept.room_id for kept in online_store.kept_matches(user)}
        new = [i for i in invitations if i.room_id not in self.said and i.room_id not in known]
        if not new:
            return
        self.said.update(i.room_id for i in new)
        self.window.statusBar().showMessage(self.words(new[-1]), SHOWN_MS)
        from .online_window import OnlineDialog

        for dialog in self.window.findChildren(OnlineDialog):
            if dialog.isVisible():
                dialog.refresh()

    def words(self, invitation: Any) -> str:
        name = short_name(invitation.sender)
        play = getattr(self.window, "online_play", None)
        view: Any = getattr(getattr(play, "panel", None), "view", None)
        finished = view is not None and (view.expected is None or view.ended is not None)  # as OnlinePlay says
        if finished and view.seats[1 - view.seat] == invitation.sender:
            return QCoreApplication.translate(
                "Online", "{name} asks for a rematch: press Play again to accept it."
            ).format(name=name)
        if invitation.game:
            return QCoreApplication.translate(
                "Online", "{name} invites you to play {game}: Game ▸ Play a friend online… accepts."
            ).format(name=name, game=game_title(invitation.game))
        return QCoreApplication.translate(
            "Online", "{name} invites you to a match: Game ▸ Play a friend online… accepts."
        ).format(name=name)

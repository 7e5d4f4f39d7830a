"""One online match at the main window: its link to the room (``OnlineLink``), the table started on
the first view that shows our cards, and a panel under it with the friend's name, the chat, a
"Claim the match" button once the friend has been silent past the agreed time, and what went wrong
(a network problem, a dispute with its reason). Saving, exporting and reviewing are off while it is
at the table: the room's log is the match, and the table holds only a guess of the friend's cards."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.online import OnlineMatch
from cardtable.online.account import Login
from cardtable.online.matrix import MatrixTransport
from cardtable.session.online import Offline, View

from . import online_store, texts
from .online_controller import OnlineController, offline_words
from .online_link import OnlineLink
from .online_window import Task, rematch, start
from .online_words import dispute_words, ended_words, problem_words
from .texts import short_name

CHAT_LENGTH = 200  # characters of one chat line typed here (the protocol allows more)
CLAIM_MARGIN = 60  # seconds beyond the agreed time before a claim is offered (clocks differ)
CLAIM_CHECK_MS = 30_000  # how often the panel looks whether the friend's silence allows a claim
SEEN_EVERY_MS = 10_000  # how often the count of actions the player has seen is written, at most

# Game menu items off at an online table, with why (the tip): a file of the match, a review, a redeal
OFF_ONLINE = {
    "menu-save": Offline.SAVE,
    "menu-export": Offline.SAVE,
    "menu-review": Offline.REVIEW,
    "menu-restart": Offline.RESTART,
}


def maker(login: Login, kept: online_store.Kept) -> Any:
    """The driver of a kept match, built in the link's thread: read from the room, or (ours to
    invite and not yet in the room) opened with the setup event."""

    def make() -> OnlineMatch:
        transport = MatrixTransport(login.homeserver, login.user_id, login.access_token, kept.room_id, login.device_id)
        driver = OnlineMatch(transport, kept.seeds)
        driver.accepting = True  # (seat 1 accepts; a resumed side whose acceptance is in the room already sends none)
        driver.pump()
        if driver.setup is None and kept.invite:
            driver = OnlineMatch.invite(
                transport,
                kept.seeds,
                match_id=kept.room_id,
                game=kept.game,
                opponent=kept.friend,
                rules=kept.rules_dict,
                deck_style=kept.deck_style,
            )
        return driver

    return make


class OnlinePlay(QObject):
    """See the module docstring."""

    @classmethod
    def open(cls, w: Any, login: Login, kept: online_store.Kept) -> OnlinePlay:
        current = getattr(w, "online_play", None)
        if isinstance(current, OnlinePlay) and current.kept.room_id == kept.room_id:
            current.panel.show()  # closed with its ×, the panel came back only with a restart
            current.panel.raise_()
            return current
        if isinstance(current, OnlinePlay):
            current.leave()
            back_to_local(w)  # (its table would play into a closed link; a new game overwrote the autosave)
        play = cls(w, login, kept)
        w.online_play = play
        return play

    def __init__(self, w: Any, login: Login, kept: online_store.Kept) -> None:
        super().__init__(w)
        self.w, self.login, self.kept = w, login, kept
        self.controller: OnlineController | None = None
        table = w.controller
        self.link = OnlineLink(maker(login, kept), self)
        self.link.viewed.connect(self._viewed)
        self.link.problem.connect(self._problem)
        self._said_dispute = False
        self._seen_timer = QTimer(self)
        self._seen_timer.setSingleShot(True)
        self._seen_timer.setInterval(SEEN_EVERY_MS)
        self._seen_timer.timeout.connect(self._keep_seen)
        self.panel = Panel(self)
        w.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.panel)
        friend = short_name(kept.friend)
        waiting = (
            QCoreApplication.translate("Online", "{name} is invited: the match starts when {name} accepts…").format(
                name=friend
            )
            if kept.invite
            else QCoreApplication.translate("Online", "Waiting for the match to be dealt…")
        )
        self.panel.say(waiting)
        if table is not None and not isinstance(table, OnlineController):
            # the match at the table waits while the online one is made: its computer plays no more
            # (it played on under "Waiting for the match to be dealt…", and that is what a restart
            # brought back), and its cards wait too: no "Your turn", no Claim 66, no card played
            # under an invitation (newcomer findings)
            table.hold(waiting)
            if w.table is not None:
                w.table.setEnabled(False)
                w.table.status.setText("")
        w.installEventFilter(self)  # the window closing stops the link's thread first

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.w and event.type() == QEvent.Type.Close:
            self._keep_seen()
            self.link.close()
        return False

    def _viewed(self, view: View) -> None:
        if self.controller is None and view.ready:
            self._start(view)
        self.panel.show_view(view)
        if (view.expected is None or view.ended is not None) and not self.kept.over:
            self._keep(over="1")  # no longer among the running matches

    def _keep(self, **changes: str) -> None:
        self.kept = online_store.Kept(**{**self.kept.__dict__, **changes})
        try:
            online_store.keep_match(self.kept)
        except OSError as exc:
            self.panel.problem.setText(str(exc))

    def _start(self, view: View) -> None:
        w = self.w
        if w.controller is not None:  # the match at the table before: stopped, as New… does
            old, w.controller = w.controller, None
            old.shutdown()
            old.deleteLater()
        if self.kept.game != view.game:
            self._keep(game=view.game)
        c = OnlineController(view, self.link, pace=w.settings.animation, parent=w)
        self.controller = c
        w.controller = c
        c.deck_style = w.settings.deck_style
        w.apply_to_controller()
        c.explain = False
        c.sound.connect(w.sounds.play)
        c.changed.connect(w.show_undo_state)
        c.destroyed.connect(self._table_gone)
        c.matchFinished.connect(w._match_finished)  # "Match over: … won." in the status bar
        w._new_table(c)
        w.table.playAgainRequested.disconnect()  # a rematch (it opened an empty dialog: newcomer finding)
        w.table.playAgainRequested.connect(self.rematch)
        friend = short_name(c.friend)
        w.setWindowTitle(
            QCoreApplication.translate("Online", "{game} with {name} — cardtable").format(
                game=texts.game_title(view.game), name=friend
            )
        )
        self._menus(False)
        w.statusBar().clearMessage()  # "Signed out: …" and the like are about the table before
        c.start()
        c.welcome_back(self.kept.seen_count)  # what the friend did while the player was away
        c.changed.connect(self._seen)
        self._seen()

    def _seen(self) -> None:
        """What the table shows is what the player has seen, kept for a return's recap: written at
        most every SEEN_EVERY_MS (the file is written and synced: not at every move on the window's
        thread) and when the table is left."""
        if not self._seen_timer.isActive():
            self._seen_timer.start()

    def _keep_seen(self) -> None:
        """Write the count now (the timer's end; the table left or the window closing)."""
        self._seen_timer.stop()
        c = self.controller
        seen = self.kept.seen_count
        if c is not None and (seen is None or len(c.match.actions) > seen):
            self._keep(seen=str(len(c.match.actions)))  # (never less: a table begun on a first part of the room)

    def _menus(self, on: bool) -> None:
        for name, why in OFF_ONLINE.items():
            action = self.w.findChild(QAction, name)
            if action is not None:
                action.setEnabled(on)
                action.setToolTip("" if on else offline_words(why))

    def _problem(self, text: str) -> None:
        said = problem_words(text) if text else ""
        self.panel.problem.setText(said)
        if said:
            self.w.statusBar().showMessage(said, 8000)

    def rematch(self) -> None:
        """Play again at the match's end: a new match with the same friend, game, rules and deck (an
        invitation he accepts as usual, or his, where he pressed Play again first)."""
        view = self.panel.view
        if view is None:
            return
        friend = view.seats[1 - view.seat]
        work = rematch(self.login, friend, view.game, view.rules, view.deck_style)
        self.panel.say(
            QCoreApplication.translate("Online", "Inviting {name} to a new match…").format(name=short_name(friend))
        )
        w, login = self.w, self.login

        def go(kept: online_store.Kept) -> None:
            OnlinePlay.open(w, login, kept)

        start(Task(work, go, self._invited, self._not_invited))

    def _invited(self, answer: tuple[Any, Any]) -> None:
        then, kept = answer
        then(kept)

    def _not_invited(self, problem: str) -> None:
        said = QCoreApplication.translate("Online", "The new match could not be made: {problem}").format(
            problem=problem
        )
        self.panel.say(said)
        self.w.statusBar().showMessage(said, 8000)

    def signed_out(self) -> None:
        """Sign out: the match leaves the table for the player's own game (it stays in its room; it
        stayed at the table, dead: newcomer finding)."""
        friend = short_name(self.kept.friend)
        back_to_local(self.w)
        self.leave(
            QCoreApplication.translate(
                "Online", "Signed out: your match with {name} waits in its room until you sign in again."
            ).format(name=friend)
        )

    def _table_gone(self, *_: Any) -> None:
        self.leave()

    def leave(self, said: str | None = None) -> None:
        """The table went on to another match (this one stays in its room); ``said`` in the status
        bar, else where the match is."""
        if getattr(self.w, "online_play", None) is self:
            self.w.online_play = None
        if self.controller is None or self.w.controller is not self.controller:
            self._menus(True)
        if said is None and self.controller is not None and not self.kept.over:  # Game ▸ New… left it
            from .online_reminder import waiting_words

            said = waiting_words(self.kept.friend, self.kept.game)
        if said:
            from .online_reminder import SHOWN_MS

            self.w.statusBar().showMessage(said, SHOWN_MS)
        self._keep_seen()
        self.controller = None
        self.link.close()
        self.panel.deleteLater()
        self.deleteLater()


def back_to_local(w: Any) -> None:
    """The player's own game again, as the online match had stopped it (the autosave), else a new one."""
    loaded, notice = w.store.unfinished(True)
    if notice:
        w.report(notice)  # the autosave could not be resumed (kept aside): said, not a silent new game
    if loaded is not None:
        try:
            w.new_game(loaded)
            return
        except Exception:  # a table that cannot show it: a new game (as at the start)
            import traceback

            from cardtable.errorlog import log_error

            log_error(traceback.format_exc())
    w.new_game()


class Panel(QDockWidget):
    """The friend's name, the chat, the claim button and what went wrong (all plain text)."""

    def __init__(self, play: OnlinePlay) -> None:
        super().__init__(QCoreApplication.translate("Online", "Online match"), play.w)
        self.setObjectName("online-panel")
        self.play = play
        self.view: View | None = None
        body = QWidget()
        column = QVBoxLayout(body)
        self.friend = self._label("online-friend-name")
        self.state = self._label("online-state")
        self.problem = self._label("online-problem")
        self.chat = QPlainTextEdit()
        self.chat.setObjectName("online-chat")
        self.chat.setReadOnly(True)
        self.chat.setMaximumHeight(90)
        row = QHBoxLayout()
        self.line = QLineEdit()
        self.line.setObjectName("online-chat-line")
        self.line.setMaxLength(CHAT_LENGTH)
        self.line.returnPressed.connect(self._send)
        send = QPushButton(QCoreApplication.translate("Online", "Send"))
        send.setObjectName("online-send")
        send.clicked.connect(self._send)
        self.claim = QPushButton(QCoreApplication.translate("Online", "Claim the match"))
        self.claim.setObjectName("online-claim")
        self.claim.clicked.connect(self._claim)
        self.claim.setVisible(False)
        for button in (self.line, send, self.claim):
            row.addWidget(button)
        for part in (self.friend, self.state, self.problem, self.chat):
            column.addWidget(part)
        column.addLayout(row)
        self.setWidget(body)
        # a silent friend sends nothing that would show the claim: the clock is looked at anew
        self.clock = QTimer(self)
        self.clock.setInterval(CLAIM_CHECK_MS)
        self.clock.timeout.connect(self._check_claim)
        self.clock.start()

    def _check_claim(self) -> None:
        if self.view is not None and not self.claim.isVisible() and self.claimable(self.view):
            self.claim.setVisible(True)
        controller = getattr(self.play, "controller", None)
        if controller is not None:
            controller.look_at_clock(time.time())  # the turn line: the friend may be away by now

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def say(self, text: str) -> None:
        self.state.setText(text)

    def show_view(self, view: View) -> None:
        self.view = view
        friend = short_name(view.seats[1 - view.seat])
        self.friend.setText(QCoreApplication.translate("Online", "Playing with {name}").format(name=friend))
        names = {view.seat: texts.player_name(view.seat, {view.seat}), 1 - view.seat: friend}
        lines = [f"{names[seat]}: {' '.join(text.split())}" for seat, text in view.chat]
        if self.chat.toPlainText() != "\n".join(lines):
            self.chat.setPlainText("\n".join(lines))
            self.chat.verticalScrollBar().setValue(self.chat.verticalScrollBar().maximum())
        seated = [f for f in view.faults if f.sender in view.seats]
        if view.disputed and seated:
            self.say(dispute_words(seated[-1], friend))
        elif view.ended is not None:
            self.say(ended_words(view.ended[0], view.ended[1], view.seat, friend))
        else:
            self.say("")
        self.claim.setVisible(self.claimable(view))

    @staticmethod
    def claimable(view: View, now: float | None = None) -> bool:
        """The friend is to send and has been silent past the agreed time (and a margin)."""
        if view.disputed or view.ended or view.expected is None or view.expected[0] == view.seat:
            return False
        silent = (time.time() if now is None else now) - view.last_time
        return silent > view.timeout + CLAIM_MARGIN

    def _send(self) -> None:
        text = " ".join(self.line.text().split())
        if text:
            self.play.link.say(text)
            self.line.clear()

    def _claim(self) -> None:
        if self.view is not None and self.claimable(self.view):
            self.play.link.claim()
            self.claim.setVisible(False)

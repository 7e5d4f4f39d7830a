"""Game ▸ Play a friend online… (issue 49): sign in to a Matrix account, invite a friend to a new
match (the game, rules and deck of the settings, as the New game dialog left them), accept an
invitation, or go back to a running match. Everything that talks to the homeserver runs in a worker
(``Task``); the dialog only shows the answers. The match itself is ``online_play.OnlinePlay``'s."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from secrets import token_hex
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from cardtable.engine import GAMES
from cardtable.online import OnlineMatch, Secret
from cardtable.online.account import Login, MatrixAccount
from cardtable.online.matrix import nio

from . import online_store
from .online_link import problem_words
from .texts import game_title, short_name

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class _Bridge(QObject):
    done = Signal(object)
    failed = Signal(str)


class Task(QRunnable):
    """One blocking call off the table's thread; its answer (with ``then``) or a plain line, by
    signal to slots of an object of the table's thread (so that they run there)."""

    def __init__(self, work: Callable[[], Any], then: Callable[[Any], None], done: Any, failed: Any) -> None:
        super().__init__()
        self.work, self.then = work, then
        self.bridge = _Bridge()
        self.bridge.done.connect(done)
        self.bridge.failed.connect(failed)

    def run(self) -> None:
        try:
            answer = self.work()
        except Exception as exc:  # the network, the homeserver: said in words
            self.bridge.failed.emit(problem_words(exc))
            return
        self.bridge.done.emit((self.then, answer))


def invitation(
    login: Login, friend: str, game: str, rules: dict[str, Any], deck: str
) -> Callable[[], online_store.Kept]:
    """The work of inviting ``friend`` to a new match (for a ``Task``): the room made, our seeds
    kept, the invitation sent; the match kept here is the answer (Invite, and Play again's rematch)."""

    def work() -> online_store.Kept:
        # the seeds are kept before the friend is invited: a failed write leaves no invitation
        # to a match whose setup would never come (review finding)
        account = MatrixAccount(login)
        try:
            secret = Secret.new()  # the setup, in the room's state from its making, commits to it
            match_id, me = token_hex(16), login.user_id
            setup = OnlineMatch.setup_content(
                secret, me=me, match_id=match_id, game=game, opponent=friend, rules=rules, deck_style=deck
            )
            room = account.new_room(game, setup=setup)
            kept = online_store.Kept(
                room, friend, game, secret.to_hex(), login.user_id, json.dumps(rules), deck, "1", seen="0"
            )
            online_store.keep_match(kept)
            account.invite(room, friend)
        finally:
            account.close()
        return kept

    return work


def acceptance(login: Login, room: str, sender: str) -> Callable[[], online_store.Kept]:
    """The work of accepting an invitation (for a ``Task``): our seeds kept, the room joined."""

    def work() -> online_store.Kept:
        # the seeds are kept before the room is joined (a joined room leaves the invitations, and
        # a failed write after it left a match that could not be reached: review finding)
        kept = online_store.Kept(room, sender, "", Secret.new().to_hex(), login.user_id, seen="0")
        online_store.keep_match(kept)
        account = MatrixAccount(login)
        try:
            account.join(room)
        except Exception:
            online_store.forget_match(room)
            raise
        finally:
            account.close()
        return kept

    return work


def rematch(login: Login, friend: str, game: str, rules: dict[str, Any], deck: str) -> Callable[[], online_store.Kept]:
    """Play again's work: the friend's own invitation to a new match of the game accepted where he
    pressed Play again first (two invitations crossed, each side waiting for the other: two new
    users' finding), else our invitation to him."""

    def work() -> online_store.Kept:
        account = MatrixAccount(login)
        try:
            waiting = [i for i in account.invitations() if i.sender == friend and i.game == game]
        finally:
            account.close()
        if waiting:
            return acceptance(login, waiting[0].room_id, friend)()
        return invitation(login, friend, game, rules, deck)()

    return work


def start(task: Task) -> None:
    """Run ``task`` in the pool, kept (its bridge must outlive the run and the answer's delivery:
    a few small objects for each sign-in, invitation or rematch of the program's life)."""
    task.setAutoDelete(False)
    TASKS.append(task)
    QThreadPool.globalInstance().start(task)


TASKS: list[Task] = []  # every task started (``start``)


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class OnlineDialog(QDialog):
    """See the module docstring."""

    def __init__(self, w: MainWindow) -> None:
        super().__init__(w)
        self.w = w
        self.setObjectName("online-dialog")
        self.setWindowTitle(self.tr("Play a friend online"))
        self.login: Login | None = online_store.load_login()
        layout = QVBoxLayout(self)
        layout.addWidget(self._account_box())
        layout.addWidget(self._invite_box())
        layout.addWidget(self._matches_box())
        self.status = _plain("")
        self.status.setObjectName("online-status")
        layout.addWidget(self.status)
        self._show_login()

    # Parts -------------------------------------------------------------------------------------------
    def _field(self, name: str, text: str = "", secret: bool = False) -> QLineEdit:
        field = QLineEdit(text)
        field.setObjectName(name)
        field.setMaxLength(300)
        if secret:
            field.setEchoMode(QLineEdit.EchoMode.Password)
        return field

    def _button(self, name: str, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _account_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Matrix account"))
        form = QFormLayout(box)
        self.homeserver = self._field("online-homeserver", "https://matrix.org")
        self.user = self._field("online-user")
        self.user.setPlaceholderText(self.tr("name, or @name:server"))  # (a newcomer could not tell which)
        self.password = self._field("online-password", secret=True)
        self.token = self._field("online-token", secret=True)
        form.addRow(self.tr("Homeserver"), self.homeserver)
        form.addRow(self.tr("User"), self.user)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(self.tr("or access token"), self.token)
        self.signed = _plain("")
        self.signed.setObjectName("online-signed")
        row = QHBoxLayout()
        self.sign_in = self._button("online-sign-in", self.tr("Sign in"), self._sign_in)
        self.sign_out = self._button("online-sign-out", self.tr("Sign out"), self._sign_out)
        row.addWidget(self.sign_in)
        row.addWidget(self.sign_out)
        form.addRow(self.signed)
        form.addRow(row)
        return box

    def _invite_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Invite a friend"))
        form = QFormLayout(box)
        self.friend = self._field("online-friend")
        self.friend.setPlaceholderText("@friend:matrix.org")
        self.game = QComboBox()
        self.game.setObjectName("online-game")
        for key in GAMES:
            self.game.addItem(game_title(key), key)
        self.game.setCurrentIndex(max(0, self.game.findData(self.w.settings.game)))
        form.addRow(self.tr("Friend's Matrix ID"), self.friend)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(_plain(self.tr("The rules and the deck are those of Game ▸ New… for this game.")))
        form.addRow(self._button("online-invite", self.tr("Invite"), self._invite))
        return box

    def _matches_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Invitations and running matches"))
        column = QVBoxLayout(box)
        self.matches = QListWidget()
        self.matches.setObjectName("online-matches")
        self.matches.itemActivated.connect(lambda _: self._open_selected())
        column.addWidget(self.matches)
        row = QHBoxLayout()
        row.addWidget(self._button("online-refresh", self.tr("Refresh"), self.refresh))
        row.addWidget(self._button("online-open", self.tr("Accept or go back"), self._open_selected))
        column.addLayout(row)
        return box

    # Signing in -----------------------------------------------------------------------------------------
    def _show_login(self) -> None:
        login = self.login
        self.signed.setText(self.tr("Signed in as {user}").format(user=login.user_id) if login else "")
        for field in (self.homeserver, self.user, self.password, self.token, self.sign_in):
            field.setEnabled(login is None)
        self.sign_out.setEnabled(login is not None)
        if login is not None:
            self.homeserver.setText(login.homeserver)
            self.user.setText(login.user_id)
            self.refresh()

    def _run(self, work: Callable[[], Any], then: Callable[[Any], None], saying: str) -> None:
        self.status.setText(saying)
        start(Task(work, then, self._finished, self._failed))

    def _finished(self, answer: tuple[Callable[[Any], None], Any]) -> None:
        self.status.setText("")
        then, value = answer
        then(value)

    def _failed(self, text: str) -> None:
        """What went wrong, said as such (the homeserver's or the network's own words follow)."""
        self.status.setText(self.tr("That did not work: {problem}").format(problem=text))

    def _sign_in(self) -> None:
        homeserver, user = self.homeserver.text().strip(), self.user.text().strip()
        password, token = self.password.text(), self.token.text().strip()
        self.password.clear()  # used once, never kept

        def work() -> Login:
            if token:
                account = MatrixAccount(Login(homeserver, user, "", token))
                user_id = account.whoami()
                account.close()
                return Login(homeserver, user_id, "", token)
            account = MatrixAccount.sign_in(homeserver, user, password)
            account.close()
            return account.login

        self._run(work, self._signed_in, self.tr("Signing in…"))

    def _signed_in(self, login: Login) -> None:
        self.login = login
        try:
            online_store.save_login(login)
        except OSError as exc:
            self.status.setText(self.tr("The sign-in could not be kept: {reason}").format(reason=exc))
        self._show_login()

    def _sign_out(self) -> None:
        """Forget the session here and give its token up on the homeserver (review finding: the token
        stayed valid there). A homeserver out of reach is said; the session is forgotten all the same."""
        from .online_play import OnlinePlay

        login, self.login = self.login, None
        online_store.forget_login()
        self.matches.clear()
        self._show_login()
        play = getattr(self.w, "online_play", None)
        if isinstance(play, OnlinePlay):  # its table played on, dead, after the sign-out (newcomer finding)
            play.signed_out()
        if login is None:
            return

        def work() -> None:
            account = MatrixAccount(login)
            try:
                account.logout()
            finally:
                account.close()

        self._run(work, lambda _: None, self.tr("Signing out…"))

    # Matches ----------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The invitations waiting (from the homeserver) and the matches kept here."""
        login = self.login
        if login is None:
            return

        def work() -> list[Any]:
            account = MatrixAccount(login)
            try:
                return account.invitations()
            finally:
                account.close()

        self._run(work, lambda found: self._show_matches(found, login), self.tr("Reading your invitations…"))

    def _show_matches(self, invitations: list[Any], login: Login) -> None:
        """The invitations read for ``login``: dropped if that account was signed out meanwhile
        (Sign out pressed while they were read: an assertion ended the answer, in CI)."""
        if self.login is not login:
            return
        self.matches.clear()
        kept = online_store.kept_matches(login.user_id)
        known = {k.room_id for k in kept}
        for invitation in invitations:
            if invitation.room_id in known:
                continue
            name = short_name(invitation.sender)
            if invitation.game in GAMES:  # the room's name says the game (a newcomer could not tell)
                text = self.tr("Invitation from {name}: {game}").format(name=name, game=game_title(invitation.game))
            else:
                text = self.tr("Invitation from {name}").format(name=name)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, ("invitation", invitation.room_id, invitation.sender))
            self.matches.addItem(item)
        for match in kept:
            name = short_name(match.friend)
            text = (
                self.tr("{game} with {name}").format(game=game_title(match.game), name=name)
                if match.game in GAMES
                else self.tr("A match with {name}").format(name=name)  # its setup not read yet ("?" before)
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, ("match", match.room_id, match.friend))
            self.matches.addItem(item)
        if self.matches.count():
            self.matches.setCurrentRow(0)

    def _invite(self) -> None:
        login, friend = self.login, self.friend.text().strip()
        if login is None or not friend.startswith("@") or ":" not in friend:
            self.status.setText(self.tr("Sign in first, and give your friend's Matrix ID (@name:server)."))
            return
        game = str(self.game.currentData())
        rules = GAMES[game].rules(self.w.rules_for(game)).toggles()
        work = invitation(login, friend, game, rules, self.w.settings.deck_style)
        self._run(work, self._go, self.tr("Inviting {name}…").format(name=short_name(friend)))

    def _open_selected(self) -> None:
        item = self.matches.currentItem()
        login = self.login
        if item is None or login is None:
            return
        kind, room, sender = item.data(Qt.ItemDataRole.UserRole)
        if kind == "match":
            kept = online_store.kept_match(room)
            if kept is not None:
                self._go(kept)
            return

        self._run(acceptance(login, room, sender), self._go, self.tr("Accepting the invitation…"))

    def _go(self, kept: online_store.Kept) -> None:
        from .online_play import OnlinePlay

        assert self.login is not None
        OnlinePlay.open(self.w, self.login, kept)
        self.accept()


def play_online(w: MainWindow) -> None:
    """Game ▸ Play a friend online… (without matrix-nio, the optional extra, it says how to get it)."""
    if nio is None or importlib.util.find_spec("ssl") is None:  # (a Python built without TLS)
        QMessageBox.information(
            w,
            QCoreApplication.translate("OnlineDialog", "Play a friend online"),
            QCoreApplication.translate(
                "OnlineDialog",
                "Playing online needs the Matrix client library, which this installation lacks. Install "
                "cardtable with its online part: pip install 'cardtable[online]'",
            ),
        )
        return
    dialog = OnlineDialog(w)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()

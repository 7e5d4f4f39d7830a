"""A player's Matrix account, for what lies beside a match's room: signing in, opening a room for a
match with a friend invited, the invitations waiting, joining one (matrix-nio, the optional extra
``online``).

Like ``matrix.MatrixTransport`` every call blocks until the homeserver answers: the table calls it
from a worker, never from the thread that paints. A password is used to sign in and forgotten; the
session kept (``Login``) is the homeserver, the user id, the device id and the access token.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar

from .matrix import EVENT_TYPE, SETUP_TYPE, MatrixError, MatrixTransport, client, nio

T = TypeVar("T")
ROOM_NAME = "cardtable match"


@dataclass(frozen=True, repr=False)
class Login:
    """A signed-in session (``repr`` never shows the token)."""

    homeserver: str
    user_id: str
    device_id: str
    access_token: str

    def __repr__(self) -> str:
        return f"Login({self.homeserver!r}, {self.user_id!r})"


@dataclass(frozen=True)
class Invitation:
    room_id: str
    sender: str  #: who invited us (as the homeserver says)
    game: str = ""  #: the game, as the room's name says it ("" if it does not: the setup says it once joined)


def room_name(game: str) -> str:
    """The name of a match's room: it names the game, so that an invitation (which shows the room's
    name, not its events) says which game it is for."""
    return f"{ROOM_NAME} ({game})" if game else ROOM_NAME


def game_of(name: str) -> str:
    """The game a room's name names (``room_name``), or ""."""
    if name.startswith(ROOM_NAME + " (") and name.endswith(")"):
        return name[len(ROOM_NAME) + 2 : -1]
    return ""


class MatrixAccount:
    """One signed-in account (see the module docstring)."""

    def __init__(self, login: Login) -> None:
        if nio is None:
            raise MatrixError("matrix-nio is not installed (pip install 'cardtable[online]')")
        self.login = login
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="matrix-account", daemon=True)
        self._thread.start()
        self._client = client(login.homeserver, login.user_id, login.device_id or None)
        self._client.access_token = login.access_token
        self._client.user_id = login.user_id

    @classmethod
    def sign_in(cls, homeserver: str, user: str, password: str) -> MatrixAccount:
        """Sign in with a password (used once, never kept)."""
        if nio is None:
            raise MatrixError("matrix-nio is not installed (pip install 'cardtable[online]')")

        async def go() -> Any:
            signing_in = client(homeserver, user)
            try:
                return await signing_in.login(password, device_name="cardtable")
            finally:
                await signing_in.close()

        answer = asyncio.run(go())
        if not isinstance(answer, nio.LoginResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))
        return cls(Login(homeserver, answer.user_id, answer.device_id, answer.access_token))

    def _run(self, work: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout)

    def whoami(self) -> str:
        """The account's user id, as the homeserver knows the token (checks a token given by hand)."""
        answer = self._run(self._client.whoami())
        if not isinstance(answer, nio.WhoamiResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))
        return str(answer.user_id)

    def new_room(self, game: str = "", setup: dict[str, Any] | None = None) -> str:
        """A private room for a match (the friend is invited by ``invite``, once our seeds are kept),
        its state holding the match's ``setup`` (``OnlineMatch.setup_content``) from the start."""
        state = [] if setup is None else [{"type": SETUP_TYPE, "state_key": self.login.user_id, "content": setup}]
        answer = self._run(self._client.room_create(name=room_name(game), is_direct=True, initial_state=state))
        if not isinstance(answer, nio.RoomCreateResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))
        return str(answer.room_id)

    def invite(self, room_id: str, friend: str) -> None:
        answer = self._run(self._client.room_invite(room_id, friend))
        if not isinstance(answer, nio.RoomInviteResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))

    def invitations(self) -> list[Invitation]:
        """The rooms we are invited to (a friend's match among them), and who invited us."""
        # A homeserver may answer a first sync from its cache (Synapse: a minute or so): the
        # invitations since then come with a second sync from its token.
        first = self._run(self._client.sync(timeout=0, full_state=True))
        if not isinstance(first, nio.SyncResponse):
            raise MatrixError(str(getattr(first, "message", first)))
        then = self._run(self._client.sync(timeout=0, since=first.next_batch))
        if not isinstance(then, nio.SyncResponse):
            raise MatrixError(str(getattr(then, "message", then)))
        invited = {**first.rooms.invite, **then.rooms.invite}
        for gone in (*then.rooms.join, *then.rooms.leave):
            invited.pop(gone, None)
        found = []
        for room_id, info in invited.items():
            senders = [
                e.sender
                for e in info.invite_state
                if getattr(e, "state_key", None) == self.login.user_id and getattr(e, "membership", "") == "invite"
            ]
            names = [str(getattr(e, "name", "")) for e in info.invite_state if isinstance(e, nio.InviteNameEvent)]
            found.append(Invitation(room_id, senders[0] if senders else "", game_of(names[0]) if names else ""))
        return found

    def logout(self) -> None:
        """The access token is given up on the homeserver (signing out here only forgot it)."""
        answer = self._run(self._client.logout())
        if not isinstance(answer, nio.LogoutResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))

    def join(self, room_id: str) -> None:
        answer = self._run(self._client.join(room_id))
        if not isinstance(answer, nio.JoinResponse):
            raise MatrixError(str(getattr(answer, "message", answer)))

    def transport(self, room_id: str) -> MatrixTransport:
        login = self.login
        return MatrixTransport(login.homeserver, login.user_id, login.access_token, room_id, login.device_id)

    def close(self) -> None:
        self._run(self._client.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)


__all__ = ["EVENT_TYPE", "SETUP_TYPE", "Invitation", "Login", "MatrixAccount", "MatrixError"]

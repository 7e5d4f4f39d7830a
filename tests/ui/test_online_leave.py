"""An online match at the main window, over an in-memory room (the link's thread reads it as it would
a homeserver): Sign out takes the match off the table, back to the player's own game, with a line
saying where the match is; Play again at the match's end invites the same friend to a new match of
the same game, rules and deck (two new users' findings, issue 49)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("nio")

from cardtable.online import OnlineMatch, Secret
from cardtable.online.account import Login
from cardtable.ui import online_play, online_store
from cardtable.ui.online_controller import OnlineController
from tests.online.helpers import A, B, pair

WAIT = 10_000
LOGIN = Login("https://hs", A, "DEV", "token")


def online_match(qtbot: Any, window: Any, monkeypatch: Any, game: str = "bura") -> tuple[OnlineMatch, OnlineMatch]:
    """Our side of a dealt match at the window's table (through OnlinePlay, as the dialog opens it)."""
    _, ours, friend = pair(game, rules={"target_pots": 3} if game == "bura" else None)
    drivers = {"m1": ours}

    def maker(login: Login, kept: online_store.Kept) -> Any:
        def make() -> OnlineMatch:
            if kept.room_id not in drivers:
                raise OSError("no such room here")
            return drivers[kept.room_id]

        return make

    monkeypatch.setattr(online_play, "maker", maker)
    kept = online_store.Kept("m1", B, game, Secret.new().to_hex(), A)
    online_store.save_login(LOGIN)
    online_store.keep_match(kept)
    online_play.OnlinePlay.open(window, LOGIN, kept)
    qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT)
    return ours, friend


def test_sign_out_takes_the_online_match_off_the_table(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """Newcomer finding: after Sign out the online match stayed at the table, dead."""
    from cardtable.ui import online_window

    window = make_window("schnapsen", persist=True)
    local = window.controller
    for _ in range(50):  # a move of ours in the local game, autosaved
        if local.human_to_move() is not None:
            local.try_action(local.match.legal_actions()[0])
            break
        qtbot.wait(20)
    window.autosave()
    played = list(local.match.actions)
    assert played
    online_match(qtbot, window, monkeypatch)
    assert window.windowTitle().startswith("Bura with bob")

    class Account:
        def __init__(self, login: Login) -> None:
            pass

        def logout(self) -> None:
            pass

        def close(self) -> None:
            pass

    monkeypatch.setattr(online_window, "MatrixAccount", Account)
    dialog = online_window.OnlineDialog(window)
    qtbot.addWidget(dialog)
    dialog.sign_out.click()
    c = window.controller
    assert not isinstance(c, OnlineController) and window.online_play is None
    assert c.game == "schnapsen" and c.match.actions[: len(played)] == played  # the player's own game again
    said = window.statusBar().currentMessage()
    assert said.startswith("Signed out") and "bob" in said, said
    qtbot.waitUntil(lambda: not window.findChildren(online_play.Panel), timeout=WAIT)  # (deleted later)
    assert online_store.kept_match("m1") is not None  # the match waits in its room


def test_play_again_invites_the_friend_to_the_same_match_again(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """Newcomer finding: Play again at a finished online match opened an empty dialog."""
    from PySide6.QtWidgets import QDialog

    window = make_window("schnapsen")
    online_match(qtbot, window, monkeypatch, "bura")
    asked: list[tuple[Any, ...]] = []

    def invitation(login: Login, friend: str, game: str, rules: dict[str, Any], deck: str) -> Any:
        asked.append((login, friend, game, rules, deck))
        return lambda: online_store.Kept("m2", friend, game, Secret.new().to_hex(), login.user_id, "{}", deck, "1")

    monkeypatch.setattr(online_play, "rematch", invitation)
    window.table.playAgainRequested.emit()  # the result panel's Play again
    qtbot.waitUntil(lambda: window.online_play is not None and window.online_play.kept.room_id == "m2", timeout=WAIT)
    assert len(asked) == 1 and asked[0][:3] == (LOGIN, B, "bura") and asked[0][4] == "french"
    assert asked[0][3]["target_pots"] == 3  # the finished match's rules, not the settings'
    assert not [d for d in window.findChildren(QDialog) if d.isVisible()]
    assert "bob is invited" in window.online_play.panel.state.text()


def _our_last_move(ours: OnlineMatch, friend: OnlineMatch) -> int:
    """Play on until the friend has moved after a move of ours; the actions up to ours included."""
    import random

    from tests.online.helpers import pick, settle

    rng, mine = random.Random(4), None
    for _ in range(200):
        settle(ours, friend)
        count = sum(len(state.actions) for state in ours.hands)
        if mine is not None and count >= mine + 2 and ours.legal_actions():
            return mine
        side = ours if ours.legal_actions() else friend
        if side is ours:
            mine = count + 1
        side.act(pick(rng, side.legal_actions()))
    raise AssertionError("no turn of ours came back")


def test_a_returning_player_is_told_what_the_friend_did_meanwhile(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """Newcomer finding: back at the match (a restart, or the match chosen from the running list),
    the friend's moves were made and nothing said which."""
    window = make_window("schnapsen")
    _, ours, friend = pair("schnapsen")
    seen = _our_last_move(ours, friend)
    monkeypatch.setattr(online_play, "maker", lambda login, kept: lambda: ours)
    kept = online_store.Kept("m1", B, "schnapsen", Secret.new().to_hex(), A, seen=str(seen))
    online_play.OnlinePlay.open(window, LOGIN, kept)
    qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT)
    said = window.table.status.text()
    assert said.startswith("Since your last move:") and "bob" in said, said
    assert "ann" not in said
    count = len(window.controller.match.actions)
    assert window.online_play._seen_timer.isActive()  # written within SEEN_EVERY_MS, not at every move
    window.close()  # ... and when the window closes
    assert online_store.kept_match("m1").seen == str(count)  # type: ignore[union-attr]


def test_a_returning_player_with_nothing_new_is_told_so(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    window = make_window("schnapsen")
    _, ours, friend = pair("schnapsen")
    _our_last_move(ours, friend)
    seen = sum(len(state.actions) for state in ours.hands)  # all of it, the friend's last move too
    monkeypatch.setattr(online_play, "maker", lambda login, kept: lambda: ours)
    kept = online_store.Kept("m1", B, "schnapsen", Secret.new().to_hex(), A, seen=str(seen))
    online_play.OnlinePlay.open(window, LOGIN, kept)
    qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT)
    assert window.table.status.text().startswith("Back at your match with bob: nothing has happened")


@pytest.mark.parametrize("seen", ["0", ""])
def test_a_new_match_greets_nobody_as_back(qtbot: Any, make_window: Any, monkeypatch: Any, seen: str) -> None:
    """Two new users' finding: at a new match's first deal both screens said "Back at your match with
    …: nothing has happened since you left"."""
    window = make_window("schnapsen")
    _, ours, friend = pair("schnapsen")
    monkeypatch.setattr(online_play, "maker", lambda login, kept: lambda: ours)
    kept = online_store.Kept("m1", B, "schnapsen", Secret.new().to_hex(), A, seen=seen)
    online_play.OnlinePlay.open(window, LOGIN, kept)
    qtbot.waitUntil(lambda: isinstance(window.controller, OnlineController), timeout=WAIT)
    qtbot.wait(200)
    assert "Back at your match" not in window.table.status.text()


def test_the_game_at_the_table_waits_under_an_invitation(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """Newcomer finding: while the friend had not yet accepted, the stopped game at the table still
    said "Your turn" and took cards."""

    def maker(login: Login, kept: online_store.Kept) -> Any:
        def make() -> OnlineMatch:
            raise OSError("the friend has not joined yet")

        return make

    window = make_window("schnapsen")
    qtbot.waitUntil(lambda: window.controller.human_to_move() is not None, timeout=WAIT)
    assert window.table.isEnabled()
    monkeypatch.setattr(online_play, "maker", maker)
    kept = online_store.Kept("m2", B, "schnapsen", Secret.new().to_hex(), A, invite="1")
    online_store.save_login(LOGIN)
    online_play.OnlinePlay.open(window, LOGIN, kept)
    assert not window.table.isEnabled()
    assert window.table.turn.text() == "bob is invited: the match starts when bob accepts…"
    assert not any(button.isVisible() for button in window.table.actions_bar.buttons)
    qtbot.wait(300)  # the stopped game's own signals come and go: the table still waits
    assert window.table.turn.text() == "bob is invited: the match starts when bob accepts…"
    window.online_play.link.close()


def test_no_hint_and_no_restart_against_a_friend(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """Two new users' finding: Hint was shown online (to say there are no hints) and Game ▸
    Restart hand asked before saying an online hand cannot be dealt again."""
    from PySide6.QtGui import QAction

    window = make_window("schnapsen", learn_hint=True)
    assert window.findChild(QAction, "menu-restart").isEnabled()
    online_match(qtbot, window, monkeypatch, game="schnapsen")
    qtbot.wait(200)
    assert not window.table.actions_bar.hint_button.isVisible()
    restart = window.findChild(QAction, "menu-restart")
    assert not restart.isEnabled() and "cannot be dealt again" in restart.toolTip()


def test_play_again_accepts_the_friends_own_rematch_where_he_was_first(monkeypatch: Any) -> None:
    """Two new users' finding: both pressed Play again, and each waited for the other to accept."""
    from cardtable.online.account import Invitation
    from cardtable.ui import online_window

    joined: list[str] = []
    invited: list[str] = []

    class Account:
        def __init__(self, login: Login) -> None:
            pass

        def invitations(self) -> list[Invitation]:
            return [Invitation("!other", "@carol:hs", "bura"), Invitation("!his", B, "bura")]

        def join(self, room: str) -> None:
            joined.append(room)

        def close(self) -> None:
            pass

    def invitation(login: Login, friend: str, game: str, rules: dict[str, Any], deck: str) -> Any:
        invited.append(friend)
        return lambda: online_store.Kept("!ours", friend, game, Secret.new().to_hex(), login.user_id)

    monkeypatch.setattr(online_window, "MatrixAccount", Account)
    monkeypatch.setattr(online_window, "invitation", invitation)
    kept = online_window.rematch(LOGIN, B, "bura", {}, "french")()
    assert (kept.room_id, kept.friend, joined, invited) == ("!his", B, ["!his"], [])
    assert online_window.rematch(LOGIN, B, "schnapsen", {}, "french")().room_id == "!ours"  # another game's
    assert invited == [B]


def test_a_friends_invitation_is_said_at_once_and_once(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """Two new users' finding: the friend was never told he was invited (nor of a rematch)."""
    from cardtable.online.account import Invitation
    from cardtable.ui import online_watch

    window = make_window("schnapsen")
    online_store.save_login(LOGIN)
    calls: list[int] = []

    class Account:
        def __init__(self, login: Login) -> None:
            calls.append(1)

        def invitations(self) -> list[Invitation]:
            return [Invitation("!new", "@carol:hs", "bura")]

        def close(self) -> None:
            pass

    monkeypatch.setattr("cardtable.online.account.MatrixAccount", Account)
    watcher = online_watch.watch(window)
    assert watcher is not None
    qtbot.waitUntil(lambda: not watcher.busy, timeout=WAIT)
    assert (
        window.statusBar().currentMessage() == "carol invites you to play Bura: Game ▸ Play a friend online… accepts."
    )
    window.statusBar().clearMessage()
    watcher.look()
    qtbot.waitUntil(lambda: not watcher.busy, timeout=WAIT)
    assert len(calls) == 2 and window.statusBar().currentMessage() == ""  # said once


def test_a_rematch_asked_for_at_a_finished_match_says_play_again(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    from cardtable.online.account import Invitation
    from cardtable.ui import online_watch

    window = make_window("schnapsen")
    online_match(qtbot, window, monkeypatch, "bura")
    view = window.online_play.panel.view
    # a match played to its end: nobody is expected to move, nothing was abandoned or claimed
    ended = type("Ended", (), {"expected": None, "ended": None, "seats": view.seats, "seat": view.seat})()
    monkeypatch.setattr(window.online_play.panel, "view", ended)
    watcher = online_watch.InvitationWatch(window)
    watcher.found((A, [Invitation("!again", B, "bura")]))
    assert window.statusBar().currentMessage() == "bob asks for a rematch: press Play again to accept it."

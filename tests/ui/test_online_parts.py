"""Online play's parts that need no homeserver: a network error is one plain line and tried again;
the claim is offered only past the agreed time; the kept session and seeds (0600); every refusal's
reason has its words; a friend's name is one short plain line."""

from __future__ import annotations

import stat
from typing import Any

from cardtable.online import Reason, Secret
from cardtable.online.account import Login
from cardtable.session.online import View
from cardtable.ui import online_store
from cardtable.ui.online_link import OnlineLink
from cardtable.ui.online_play import CLAIM_MARGIN, Panel
from cardtable.ui.online_words import reason_words
from cardtable.ui.texts import NAME_LIMIT, short_name


def test_a_network_error_is_one_plain_line_and_tried_again(qtbot: Any) -> None:
    tries: list[int] = []

    def make() -> Any:
        tries.append(1)
        raise OSError("connection refused\n  at line 3")

    link = OnlineLink(make)
    said: list[str] = []
    link.problem.connect(said.append)
    qtbot.waitUntil(lambda: len(tries) >= 2, timeout=5000)
    link.close()
    assert said and said[0] == "connection refused at line 3"


def view(expected: tuple[int, str] | None, last_time: float = 1000.0, **kw: Any) -> View:
    fields: dict[str, Any] = {"seat": 0, "seats": ("@a:x", "@b:x"), "game": "schnapsen", "rules": {}}
    fields.update(deck_style="french", count=0, actions=(), matches={}, ready=True, expected=expected)
    return View(**fields, last_time=last_time, timeout=3600, **kw)


def test_the_panel_shows_the_claim_when_the_silence_passes_the_agreed_time(qtbot: Any, monkeypatch: Any) -> None:
    """Review finding: the claim was looked at only when a view came, and a silent friend sends none."""
    from types import SimpleNamespace

    from cardtable.ui import online_play

    panel = Panel(SimpleNamespace(w=None, link=None))  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    now = [1000.0]
    monkeypatch.setattr(online_play.time, "time", lambda: now[0])
    panel.view = view((1, "act"))
    panel._check_claim()
    assert not panel.claim.isVisibleTo(panel)
    now[0] = 1000.0 + 3600 + CLAIM_MARGIN + 1
    panel._check_claim()
    assert panel.claim.isVisibleTo(panel) and panel.clock.isActive()


def test_the_claim_is_offered_only_when_the_friend_is_silent_past_the_agreed_time() -> None:
    late = 1000.0 + 3600 + CLAIM_MARGIN + 1
    assert Panel.claimable(view((1, "act")), now=late)
    assert not Panel.claimable(view((1, "act")), now=1000.0 + 3600)  # not past the margin
    assert not Panel.claimable(view((0, "act")), now=late)  # our turn: nothing to claim
    assert not Panel.claimable(view((1, "keys"), disputed=True), now=late)
    assert not Panel.claimable(view(None), now=late)


def test_the_session_and_the_seeds_are_kept_0600_and_never_the_password(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """Signed in through the dialog (the homeserver faked): the password leaves the field at once
    and appears in no file of the config folder; the session kept is 0600."""
    import pytest

    pytest.importorskip("nio")
    from cardtable.online.account import MatrixAccount
    from cardtable.ui.online_window import OnlineDialog

    class Signed:
        login = Login("https://hs", "@a:hs", "DEV", "token")

        def close(self) -> None:
            pass

    monkeypatch.setattr(MatrixAccount, "sign_in", classmethod(lambda cls, hs, user, pw: Signed()))
    dialog = OnlineDialog(make_window("schnapsen"))
    qtbot.addWidget(dialog)
    dialog.homeserver.setText("https://hs")
    dialog.user.setText("a")
    dialog.password.setText("pw-Very-Secret-42")
    dialog.sign_in.click()
    assert dialog.password.text() == ""
    qtbot.waitUntil(lambda: online_store.load_login() is not None, timeout=10_000)
    assert online_store.load_login() == Login("https://hs", "@a:hs", "DEV", "token")
    path = online_store.folder() / "account.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    for file in online_store.folder().rglob("*"):
        assert not file.is_file() or "pw-Very-Secret-42" not in file.read_text(errors="replace"), file
    secret = Secret.new()
    kept = online_store.Kept("!room:hs", "@b:hs", "bura", secret.to_hex(), "@a:hs")
    online_store.keep_match(kept)
    assert online_store.kept_matches("@a:hs") == [kept] and online_store.kept_matches("@c:hs") == []
    assert online_store.kept_match("!room:hs").seeds == secret  # type: ignore[union-attr]
    assert stat.S_IMODE(online_store._match_path("!room:hs").stat().st_mode) == 0o600
    online_store.keep_match(online_store.Kept(**{**kept.__dict__, "over": "1"}))
    assert online_store.kept_matches("@a:hs") == []  # an ended match is not among the running ones
    online_store.forget_login()
    assert online_store.load_login() is None


def test_every_reason_a_friend_s_event_is_refused_for_has_its_own_words(qtbot: Any) -> None:
    words = [reason_words(reason) for reason in Reason]
    assert all(words) and len(set(words)) == len(words)


def test_a_friend_s_name_is_one_short_plain_line() -> None:
    assert short_name("@ann:example.org") == "ann"
    assert len(short_name("@" + "x" * 300 + ":hs")) == NAME_LIMIT
    assert "\n" not in short_name("@a\nb:hs")


def test_without_matrix_nio_the_menu_says_how_to_get_it(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    """A pip install without the extra ``online`` must not open a dialog that fails at sign-in."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    from cardtable.ui import online_window

    window = make_window("schnapsen")
    told: list[str] = []
    monkeypatch.setattr(online_window, "nio", None)
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    online_window.play_online(window)
    assert told and "cardtable[online]" in told[0]
    assert not [d for d in window.findChildren(QDialog) if d.isVisible()]


def test_a_sign_in_to_an_address_where_no_server_answers_fails_soon(qtbot: Any, make_window: Any) -> None:
    """Newcomer finding: with http://127.0.0.1:9 the dialog said "Signing in…" for twenty minutes
    (nio retries for ever by default); it now says that the sign-in did not work."""
    import socket

    import pytest

    pytest.importorskip("nio")
    from cardtable.ui.online_window import OnlineDialog

    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    window = make_window("schnapsen")
    dialog = OnlineDialog(window)
    qtbot.addWidget(dialog)
    dialog.homeserver.setText(f"http://127.0.0.1:{port}")
    dialog.user.setText("ann")
    dialog.password.setText("secret")
    dialog.sign_in.click()
    qtbot.waitUntil(lambda: dialog.status.text().startswith("That did not work"), timeout=30_000)


def test_an_invitation_whose_room_cannot_be_joined_leaves_no_seeds(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """The seeds are kept before the join (a failed write after it lost the match); a join that
    fails takes them away again."""
    import pytest
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QListWidgetItem

    pytest.importorskip("nio")
    from cardtable.online.account import MatrixAccount
    from cardtable.ui.online_window import OnlineDialog

    joined: list[bool] = []

    class Refusing:
        def __init__(self, login: Login) -> None:
            pass

        def join(self, room: str) -> None:
            joined.append(online_store.kept_match(room) is not None)  # the seeds were kept first
            raise OSError("the homeserver said no")

        def close(self) -> None:
            pass

    monkeypatch.setattr("cardtable.ui.online_window.MatrixAccount", Refusing)
    assert MatrixAccount is not Refusing
    dialog = OnlineDialog(make_window("schnapsen"))
    qtbot.addWidget(dialog)
    dialog.login = Login("https://hs", "@a:hs", "DEV", "token")
    item = QListWidgetItem("invitation")
    item.setData(Qt.ItemDataRole.UserRole, ("invite", "!r:hs", "@b:hs"))
    dialog.matches.addItem(item)
    dialog.matches.setCurrentItem(item)
    dialog._open_selected()
    qtbot.waitUntil(lambda: dialog.status.text().startswith("That did not work"), timeout=10_000)
    assert joined == [True] and online_store.kept_match("!r:hs") is None


def test_the_start_names_an_online_match_left_running(qtbot: Any, make_window: Any) -> None:
    """A player who closed the program mid-match found, at the next start, a game against the
    computer and nothing pointing back to his friend (newcomer finding)."""
    from cardtable.ui import online_reminder

    window = make_window("schnapsen")
    online_reminder.remind(window)
    assert "online match" not in window.statusBar().currentMessage()  # none kept: nothing said
    online_store.save_login(Login("https://hs", "@a:hs", "DEV", "token"))
    online_store.keep_match(online_store.Kept("!r:hs", "@bob:hs", "bura", Secret.new().to_hex(), "@a:hs"))
    online_reminder.remind(window)
    said = window.statusBar().currentMessage()
    assert "bob" in said and "Play a friend online" in said and said.startswith("Bura")
    online_store.keep_match(online_store.Kept("!r:hs", "@bob:hs", "bura", Secret.new().to_hex(), "@a:hs", over="1"))
    assert online_store.running_friends() == []


def test_closing_a_link_whose_read_hangs_does_not_wait_for_it(qtbot: Any) -> None:
    """Review finding: closing waited up to 20 s on the table's thread for a read hung on the network."""
    import time as clock

    from cardtable.ui import online_link

    def hanging() -> Any:
        clock.sleep(2.0)  # the homeserver does not answer for a while
        raise OSError("no answer")

    link = OnlineLink(hanging)
    qtbot.wait(100)  # the first read has begun
    started = clock.monotonic()
    link.close()
    assert clock.monotonic() - started < 1.5
    assert any(thread is link.worker_thread for thread, _ in online_link.LINGERING)
    qtbot.waitUntil(lambda: not online_link.LINGERING, timeout=10_000)  # kept until the read ended


def test_a_move_whose_send_failed_after_the_room_had_it_is_not_sent_again_later(qtbot: Any) -> None:
    """Review finding: a send that raised after the homeserver had the event put the move back in the
    queue; read back from the room, it waited there and was played at our next turn."""
    from cardtable.ui.online_link import _Worker
    from tests.online.helpers import pair, settle

    room, a, b = pair("schneider")
    me, friend = (a, b) if a.expected() == (a.seat, "act") else (b, a)
    sent = me.transport.send
    fail_once = [True]

    def send_then_fail(content: dict[str, Any]) -> None:
        sent(content)
        if content.get("type") == "act" and fail_once[0]:
            fail_once[0] = False
            raise OSError("the answer was lost on its way back")

    me.transport.send = send_then_fail  # type: ignore[method-assign]
    worker = _Worker(lambda: me)
    problems: list[str] = []
    worker.problem.connect(problems.append)
    count = sum(len(state.actions) for state in me.hands)
    worker.act(me.legal_actions()[0].text, count)
    assert problems and "lost" in problems[-1]
    worker.tick()  # read back from the room: in the match, so no longer waiting
    assert worker.pending == [] and sum(len(state.actions) for state in me.hands) == count + 1
    settle(me, friend)


def test_a_network_problem_reads_as_a_sentence_before_trying_again() -> None:
    from cardtable.ui.online_words import problem_words

    assert problem_words("Connection refused") == "Network: Connection refused. Trying again…"
    assert problem_words("The homeserver did not answer.") == "Network: The homeserver did not answer. Trying again…"


def test_invitations_read_for_an_account_signed_out_meanwhile_are_dropped(qtbot: Any, make_window: Any) -> None:
    """Sign out pressed while the invitations were read: their answer ended in an assertion (the
    account gone), in CI. It is dropped, and an answer for another account is too."""
    from cardtable.ui.online_window import OnlineDialog

    dialog = OnlineDialog(make_window("schnapsen"))
    qtbot.addWidget(dialog)
    gone = Login("https://example.invalid", "@gone:example.invalid", "DEVICE", "token")
    dialog.login = None
    dialog._show_matches([], gone)  # signed out meanwhile
    dialog.login = Login("https://example.invalid", "@other:example.invalid", "DEVICE2", "token2")
    dialog.matches.addItem("kept")
    dialog._show_matches([], gone)  # read for the account before
    assert [dialog.matches.item(i).text() for i in range(dialog.matches.count())] == ["kept"]

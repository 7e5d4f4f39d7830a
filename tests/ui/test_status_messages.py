"""What the status line and the window's status bar say, and for how long: a refusal goes once the
player can move, a match's result once the next match starts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 4}


def _hold_a_trick_the_computer_took(qtbot, window: MainWindow) -> None:
    """Play on until a finished trick that the computer took stays in view (it leads next)."""
    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.trick_held or c.finished_hand is not None, timeout=20000)
        if c.finished_hand is not None:
            c.continue_next()
        elif c.trick_held:
            if c.hand.observation(0).tricks[-1].winner == 1 and c.match.hand.result is None:
                return
            c.release_trick()
        else:
            legal = [a for a in c.match.legal_actions() if a.kind == "play"]
            assert c.try_action(legal[0]) is None
    raise AssertionError("the computer took no trick")


def test_a_refusal_while_the_computer_leads_goes_once_the_player_can_move(qtbot, make_window) -> None:
    """Enter on the hand clears a finished trick that stays until the player goes on; the card it
    would also play is refused ("Please wait: it is not your turn.") as the computer leads. Once the
    computer has led and it is the player's turn, that refusal is stale and leaves the status line."""
    window = make_window(game="schneider", trick_pause="click")
    c, table = window.controller, window.table
    _hold_a_trick_the_computer_took(qtbot, window)
    hand = table.views["hand-0"]
    QTest.keyClick(hand, Qt.Key.Key_Return)  # goes on from the trick, and tries the focused card
    assert not c.trick_held
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    assert len(c.hand.observation(0).trick) == 1  # the computer has led
    assert "Please wait" not in table.status.text()
    assert table.turn.text() == "Your turn"


def test_a_refusal_on_the_players_turn_stays_until_the_next_move(qtbot, make_window) -> None:
    """A rule refusal given while the player can move describes the position in view: it stays."""
    window = make_window(game="schnapsen")
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    obs = c.hand.observation(0)
    exchange = c.spec.exchange_card(obs.rules, obs.trump)
    table._drop_on_trump([next(card for card in obs.hand if card != exchange)])  # refused (S-14)
    said = table.status.text()
    assert said
    c.changed.emit()  # a refresh of the same position
    assert table.status.text() == said


def test_a_card_refused_on_the_trump_pile_goes_back_unpicked(qtbot, make_window) -> None:
    """Schneider has no exchange: a card dropped on its trump card went back to the hand but stayed
    raised and outlined as if picked for a group (newcomer finding)."""
    from PySide6.QtCore import QItemSelectionModel

    window = make_window(game="schneider")
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    hand = table.views["hand-0"]
    first = hand.model().index(0, 0)
    hand.selectionModel().select(first, QItemSelectionModel.SelectionFlag.Select)  # as a drag starts
    assert hand.selectionModel().hasSelection()
    assert table._drop_on_trump([c.hand.observation(0).hand[0]]) is not None  # refused
    assert not hand.selectionModel().hasSelection()
    assert "no exchange" in table.status.text()


def test_the_result_of_a_match_leaves_the_status_bar_when_the_next_match_starts(qtbot, make_window) -> None:
    """ "Match over: Computer won." stayed in the status bar through the next matches, until a menu
    was opened; it goes with the match it was about. Another notice (a file saved) is left alone."""
    from cardtable.engine.match import MatchResult
    from cardtable.engine.words import MatchReason

    window = make_window(game="schnapsen")
    bar = window.statusBar()
    c = window.controller
    c.matchFinished.emit(MatchResult(1, MatchReason.BUMMERL, (3, 0), {}))
    assert bar.currentMessage() == "Match over: Computer won."
    window.table.playAgainRequested.emit()  # the result panel's Play again
    assert window.controller is not c
    assert bar.currentMessage() == ""
    bar.showMessage("Saved as game.cardtable.", 8000)
    window.new_game()
    assert bar.currentMessage() == "Saved as game.cardtable."


def test_undo_while_a_finished_trick_stays_leaves_no_click_to_go_on(qtbot, make_window) -> None:
    """Ctrl+Z while a finished trick stayed in view took the trick back, but the table still
    waited for a click: the computer's single led card was captioned "Click to go on"."""
    window = make_window(game="schnapsen", trick_pause="click")
    c, table = window.controller, window.table
    for _ in range(40):  # a trick the player's answer ended that showed him nothing new (no draw)
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.trick_held, timeout=20000)
        if c.trick_held and c.can_undo() is None:
            break
        if c.trick_held:
            c.release_trick()  # undo would show what he had not seen (issue 47): play on
            continue
        legal = [a for a in c.match.legal_actions() if a.kind == "play"]
        assert c.try_action(legal[0]) is None
    assert c.trick_held and table.views["trick"].caption == "Click to go on"
    undo = window.findChild(QAction, "menu-undo")
    qtbot.waitUntil(undo.isEnabled)  # as the player finds the menu (its state follows the frame)
    undo.trigger()
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    assert not c.trick_held
    assert table.views["trick"].caption == ""


def test_a_notice_too_long_for_the_status_bar_is_shown_whole(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """A settings notice naming several settings and the kept file ran off the status bar's one
    line ("… „from_"): the player could not read where the file was kept. A long one is shown
    whole in a message box as well (not modal: the game goes on)."""
    from PySide6.QtWidgets import QMessageBox

    from cardtable.settings import load_settings
    from cardtable.ui import texts

    path = tmp_path / "settings.json"
    path.write_text(
        '{"deck_style": "poker", "level": "grandmaster", "rules": {"schnapsen": {"siebener": 3}},'
        ' "cloth": 1, "theme": 2, "from_the_future": 1}',
        encoding="utf-8",
    )
    problem = load_settings(path)[1]
    assert problem is not None
    window = make_window()
    said = texts.notice(problem)
    window.report(said)
    line = window.statusBar().currentMessage()
    assert line.endswith("…") and said.startswith(line[:-1])  # cut with a mark, not in mid-word unseen
    assert window.statusBar().fontMetrics().horizontalAdvance(line) <= window.width() - 40
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "report") is not None, timeout=3000)
    box = window.findChild(QMessageBox, "report")
    assert box.isVisible() and box.text() == said and not box.isModal()
    assert "settings.json.kept-" in box.text() and box.textFormat() == Qt.TextFormat.PlainText


def test_a_garbage_settings_file_is_said_in_a_box_as_a_newer_one_is(qtbot, make_window, tmp_path) -> None:
    """A settings file of garbage got only a status-bar line for 15 seconds (easily missed), where
    a newer version's file got a message box: each problem with the player's files gets the box."""
    from PySide6.QtWidgets import QMessageBox

    from cardtable.settings import load_settings
    from cardtable.ui import texts

    path = tmp_path / "settings.json"
    path.write_bytes(b"\x00\xff garbage {")
    settings, problem = load_settings(path)
    assert problem is not None and settings.game == "schnapsen"  # defaults
    window = make_window()
    window.setMinimumWidth(1800)  # a wide window: the notice fits the bar's one line
    said = texts.notice(problem)
    assert window.statusBar().fontMetrics().horizontalAdvance(said) <= window.width() - 40
    window.report(said)
    assert window.statusBar().currentMessage() == said  # the bar says it too
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "report") is not None, timeout=3000)
    box = window.findChild(QMessageBox, "report")
    assert box.isVisible() and box.text() == said and not box.isModal()
    assert "settings.json.bad-" in said  # where the bad file was kept


def test_clicking_the_stock_after_a_marriage_gives_the_rule_that_forbids_closing(qtbot) -> None:
    """Issue 47 item 16: after "marry" a click on the stock said S-15's list of conditions, all of them
    met; what forbids closing then is S-14's order (exchange, close, marriage, lead)."""
    from PySide6.QtCore import QModelIndex

    from cardtable.engine import Kind

    from .deals import first_seed

    seed = first_seed(
        "schnapsen",
        lambda match: match.to_move == 0 and {Kind.CLOSE, Kind.MARRY} <= {a.kind for a in match.legal_actions()},
        "with a close and a marriage at the player's first lead",
    )
    window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    c, table = window.controller, window.table
    marriage = next(a for a in c.match.legal_actions() if a.kind == Kind.MARRY)
    assert c.try_action(marriage) is None
    table._stock_clicked(QModelIndex())
    assert table.status.text().startswith("S-14: Close before announcing a marriage"), table.status.text()


def test_the_turn_line_says_the_hand_is_over_while_its_last_trick_stays(qtbot, make_window) -> None:
    """Newcomer finding: the last trick stays in view for the trick's pause before the summary, and
    the turn line said nothing meanwhile: nothing told the hand was over."""
    window = make_window(game="schneider", trick_pause="click")
    c, table = window.controller, window.table
    for _ in range(80):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.trick_held, timeout=20000)
        if c.ending is not None:
            break
        if c.trick_held:
            c.release_trick()
            continue
        assert table.turn.text() == "Your turn"
        assert c.try_action(c.match.legal_actions()[0]) is None
    assert c.ending is not None and c.trick_held and c.finished_hand is None
    qtbot.waitUntil(lambda: table.turn.text() == "Hand over", timeout=5000)
    c.release_trick()
    qtbot.waitUntil(table.summary.isVisible, timeout=5000)
    assert table.turn.text() == "Hand over"

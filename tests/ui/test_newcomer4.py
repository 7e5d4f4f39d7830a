"""The table from a newcomer's seat, round 4 (found by a new user from a clean clone): the claim's
question and Enter, a refusal left beside a pick that may be played, the resume notice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from cardtable.engine import Action, Kind, Refusal
from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

from .bura_leads import bura_leads
from .questions import default_of_next_question

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 5, "animation": "off"}


def _play_until_right_to_claim(qtbot, window: MainWindow) -> None:
    """Play the person's first card each turn (never claiming, never closing) until the claim of 66
    would be right (S-19); hands are dealt on until it is."""
    c = window.controller
    for _ in range(600):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=20000)
        if c.finished_hand is not None:
            c.continue_next()
            continue
        if Action.parse("claim") in c.match.legal_actions() and c.match.hand.score(0) >= 66:
            return
        c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))
    pytest.fail("no hand reached a right claim of 66")


def test_the_claims_question_has_yes_as_its_default_only_where_the_claim_is_known_right(qtbot, make_window) -> None:
    """S-19. The question before a claim had "No" as its default: a keyboard player whom the hint
    had sent to the claim's button went Enter (claim), Enter (No) round in a loop. Where learner
    hints count the points that make the claim right, Enter now claims; a wrong claim, or one the
    player has not been shown to be right, still defaults to "No"."""
    window = make_window(hints=True)
    table, c = window.table, window.controller
    claim = Action.parse("claim")
    wait_for = lambda: c.human_to_move() == 0  # noqa: E731
    qtbot.waitUntil(wait_for, timeout=20000)
    assert c.match.hand.score(0) < 66
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    table.findChild(QPushButton, "action-claim").click()  # a wrong claim: "No" first
    assert seen == [NO] and c.match.hand.result is None
    _play_until_right_to_claim(qtbot, window)
    qtbot.waitUntil(wait_for, timeout=20000)
    table.hints = False  # not shown to be right: "No" first, even though it is right
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    table.findChild(QPushButton, "action-claim").click()
    assert seen == [NO] and c.match.hand.result is None
    table.hints = True  # the counted points are in the question: Enter claims
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    table.findChild(QPushButton, "action-claim").click()
    assert seen == [YES] and c.match.hand.result is None
    table.hints = False
    from cardtable.ui.hintview import HintDesk

    window.findChild(HintDesk)._mark(claim)  # the hint advised the claim and put the focus on it
    assert table.advised(claim) and QApplication.focusWidget() is table.findChild(QPushButton, "action-claim")
    seen = default_of_next_question(QMessageBox.StandardButton.Yes)
    table.findChild(QPushButton, "action-claim").click()
    assert seen == [YES]
    qtbot.waitUntil(lambda: c.finished_hand is not None, timeout=5000)
    assert c.finished_hand.result.winner == 0  # the claim was right


def test_closing_asks_with_yes_first_only_where_the_hint_advised_it_in_this_position(qtbot, make_window) -> None:
    """S-15. The hint may advise closing the stock: its question then has Yes as the default, in that
    position only; after a move, or without the hint, "No" is the default again."""
    from cardtable.ui.hintview import HintDesk

    window = make_window(hints=True)
    table, c = window.table, window.controller
    close = Action.parse("close")
    for _ in range(40):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=20000)
        if c.finished_hand is None and close in c.match.legal_actions():
            break
        if c.finished_hand is not None:
            c.continue_next()
            continue
        c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))
    else:
        pytest.fail("the player was never to move with the stock to close")
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    table.findChild(QPushButton, "action-close").click()
    assert seen == [NO] and c.match.observation(0).stock_closed_by is None
    window.findChild(HintDesk)._mark(close)
    table.set_hints(False)  # a refresh that is not a move keeps the advice
    assert table.advised(close)
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    table.findChild(QPushButton, "action-close").click()
    assert seen == [YES] and c.match.observation(0).stock_closed_by is None
    c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))  # a move: the advice is old
    assert not table.advised(close)


def test_a_refused_plays_words_go_once_the_pick_may_be_played(qtbot) -> None:
    """B-5 (B-6 alike): after "lead cards of one suit" the player picked a group that may be played,
    and the refusal stayed beside its Play button. It goes as soon as the pick may be played."""
    for window in bura_leads(qtbot):
        table = window.table
        hand = table.models["hand-0"].cards()
        suits = {card.suit for card in hand}
        if len(suits) == 1:
            continue
        view = table.views["hand-0"]
        mixed = [hand[0], next(card for card in hand if card.suit != hand[0].suit)]
        table._play_requested(mixed)  # as Enter does with these two picked
        assert isinstance(table._status_source, Refusal) and table._status_source.rule == "B-5"
        said = table.status.text()
        assert said
        model, selection = view.model(), view.selectionModel()
        odd = next(card for card in hand if card != mixed[0] and card.suit != mixed[0].suit)
        both = QItemSelection()
        for card in (mixed[0], odd):
            both.select(model.index(hand.index(card), 0), model.index(hand.index(card), 0))
        selection.select(both, QItemSelectionModel.SelectionFlag.Select)  # picked together (as the drag's)
        assert sorted(view.selected_cards()) == sorted([mixed[0], odd])
        assert table.status.text() == said  # a pick that may not be played: the refusal stays
        selection.select(model.index(hand.index(odd), 0), QItemSelectionModel.SelectionFlag.Deselect)
        assert view.selected_cards() == [mixed[0]]
        assert table.status.text() == ""  # a card that may be led: the refusal is gone
        view.clearSelection()
        table._drop_on_trump([mixed[0]])  # another refusal (B-4: no exchange in Bura) is not a play's
        said = table.status.text()
        assert said.startswith("B-4")
        selection.select(model.index(hand.index(mixed[0]), 0), QItemSelectionModel.SelectionFlag.Select)
        assert table.status.text() == said
        return
    pytest.fail("no Bura deal where the player leads holding two suits")


def test_a_pick_of_two_suits_to_lead_is_refused_at_once(qtbot) -> None:
    """B-5: a newcomer picked two clubs, then a spade: the Play button went without a word, and
    only Enter said why. A pick no card added can make playable says why as it is made; the words
    go once the pick may be played again."""
    for window in bura_leads(qtbot):
        table = window.table
        hand = table.models["hand-0"].cards()
        first = hand[0]
        odd = next((card for card in hand if card.suit != first.suit), None)
        if odd is None:
            continue
        view, model = table.views["hand-0"], table.models["hand-0"]
        selection = view.selectionModel()
        selection.select(model.index(hand.index(first), 0), QItemSelectionModel.SelectionFlag.Select)
        assert not isinstance(table._status_source, Refusal)  # one card may be led
        selection.select(model.index(hand.index(odd), 0), QItemSelectionModel.SelectionFlag.Select)
        assert isinstance(table._status_source, Refusal) and table._status_source.rule == "B-5"
        assert table.status.text().startswith("B-5")
        selection.select(model.index(hand.index(odd), 0), QItemSelectionModel.SelectionFlag.Deselect)
        assert table.status.text() == ""
        return
    pytest.fail("no Bura deal where the player leads holding two suits")


def test_the_resume_notice_goes_at_the_players_first_move(qtbot, make_window) -> None:
    """The status bar's "Your unfinished game … was resumed" stayed while the player played on."""
    from cardtable import storage

    first = make_window("schneider", persist=True)
    qtbot.waitUntil(lambda: storage.autosave_path().exists(), timeout=20000)
    first.close()
    again = MainWindow(Settings(animation="off", game="schneider"), persist=True, resume=True)
    qtbot.addWidget(again)
    again.show()
    c = again.controller
    bar = again.statusBar()
    assert "was resumed" in bar.currentMessage()
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    c.changed.emit()  # a refresh that is not the player's move leaves it
    assert "was resumed" in bar.currentMessage()
    c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))
    assert bar.currentMessage() == ""
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    bar.showMessage("Settings saved.", 15000)  # another notice is not the resume notice's to take away
    c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))
    assert bar.currentMessage() == "Settings saved."


@pytest.mark.parametrize("switch", ["deck", "back"])
def test_a_deck_or_back_switched_mid_hand_repaints_every_pile(qtbot, make_window, switch: str) -> None:
    """View ▸ Deck mid-hand redrew the trick but left the hands and the trump card in the old deck
    until a card was played: a refresh repaints only the piles whose cards changed."""
    from PySide6.QtCore import QEvent, QObject

    window = make_window("schnapsen")
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and not table.animator.busy, timeout=20000)
    qtbot.wait(50)
    painted: set[str] = set()

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.add(watched.objectName())
            return False

    paints = Paints()
    for name, view in table.views.items():
        view.viewport().setObjectName(name)
        view.viewport().installEventFilter(paints)
    if switch == "deck":
        window.set_deck("tell")
    else:
        window.set_back("blue-lattice")
    qtbot.waitUntil(lambda: painted >= {"hand-0", "hand-1", "trump", "stock"}, timeout=2000)


def test_tab_goes_through_the_action_buttons_left_to_right_then_the_hint(qtbot, make_window) -> None:
    """Tab went hand, Hint (at the bar's right end), then the action buttons."""
    window = make_window("schnapsen")
    bar = window.table.actions_bar
    bar.set_actions([Action.parse(text) for text in ("marry H", "close", "claim")], "schnapsen", "french", 0)
    bar.show_hint(True, True, False)
    order = [bar.buttons[0]]
    for _ in range(4):
        order.append(order[-1].nextInFocusChain())
    assert order == [*bar.buttons, bar.top_button, bar.hint_button]  # Top choices stands left of Hint
    assert [b.x() for b in bar.buttons] == sorted(b.x() for b in bar.buttons)


def test_the_exchange_line_says_which_card_was_given_and_which_taken(qtbot, make_window) -> None:
    """S-14. "You: exchanged the trump card, jack of hearts for ten of hearts" read as if the jack
    were the trump card. The line now names the card given and the card taken."""
    from cardtable.ui import texts

    exchange = Action.parse("exchange")
    for seed in range(30):
        window = make_window("schnapsen", seed=seed)
        c, table = window.controller, window.table
        qtbot.waitUntil(lambda c=c: c.human_to_move() == 0 or c.finished_hand is not None, timeout=20000)
        if exchange not in c.match.legal_actions() or c.human_to_move() != 0:
            window.close()
            continue
        obs = c.match.observation(0)
        jack = c.spec.exchange_card(obs.rules, obs.trump)
        turned = obs.trump_card
        table._button(exchange)  # as its button does
        said = table.status.text()
        gave, took = texts.card_name("french", jack.code), texts.card_name("french", turned.code)
        assert f"gave {gave}" in said and f"took {took}" in said, said
        return
    pytest.fail("no deal where the player may exchange at once")


def test_ctrl_z_while_undo_is_greyed_out_says_why(qtbot, make_window) -> None:
    """Ctrl+Z did nothing visible where Undo was not allowed; the reason was only in the greyed menu
    item's tip. The status bar now says it; where Undo may act, Ctrl+Z takes the play back."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest

    window = make_window("schneider", level="easy")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0, timeout=20000)
    window.show_undo_state()
    action = window.findChild(QAction, "menu-undo")
    assert not action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "Nothing to undo in this hand yet."
    assert window.table.status.text() == "Nothing to undo in this hand yet."  # where the player looks (round 5)
    for _ in range(20):  # a play that showed the player nothing new may be taken back
        c.try_action(next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY))
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=20000)
        window.show_undo_state()
        if action.isEnabled():
            break
    assert action.isEnabled()
    applied = c.actions_applied
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.actions_applied < applied, timeout=5000)  # the menu item's own key took it back

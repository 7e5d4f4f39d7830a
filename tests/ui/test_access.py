"""Access: the accessibility tree names every card a player may see (and never a hidden one), the
status, the plays and the score are announced, and a whole hand of each game is played by keyboard."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAccessible

from cardtable.engine import GAMES, new_hand
from cardtable.ui.mainwindow import MainWindow
from cardtable.ui.views import CardPileView

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"level": "random", "seed": 7, "size": (1024, 700)}


def wait_for_turn(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None, timeout=20000)


def pile_items(view: CardPileView) -> list[tuple[str, str, QAccessible.State]]:
    """The list items a screen reader finds in a pile: name, description, state."""
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None and iface.role() == QAccessible.Role.List
    items = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child.role() == QAccessible.Role.ListItem
        items.append((child.text(NAME), child.text(DESCRIPTION), child.state()))
    return items


def tree_text(root) -> list[str]:
    """Every name and description in the accessibility tree under ``root``."""
    out = []
    stack = [QAccessible.queryAccessibleInterface(root)]
    while stack:
        iface = stack.pop()
        if iface is None or not iface.isValid():
            continue
        out.append(f"{iface.role()}|{iface.text(NAME)}|{iface.text(DESCRIPTION)}")
        stack.extend(iface.child(i) for i in range(iface.childCount()))
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_the_tree_names_each_card_of_each_pile(qtbot, make_window, game: str) -> None:
    window = make_window(game, hints=True)
    table = window.table
    wait_for_turn(qtbot, window)
    hand = table.models["hand-0"]
    own = pile_items(table.views["hand-0"])
    assert [name for name, _, _ in own] == [table.describe(card) for card in hand.cards()]
    for (_, description, state), card in zip(own, hand.cards(), strict=True):
        assert description.startswith("playable") or description.startswith("not playable: ")
        assert bool(state.disabled) == (card in hand.refusals)
    other = pile_items(table.views["hand-1"])
    shown = [c for c in table.models["hand-1"].cards() if c is not None]
    assert sum(name == "face-down card" for name, _, _ in other) == len(other) - len(shown)
    stock = pile_items(table.views["stock"])
    assert stock and all(name == "face-down card" for name, _, _ in stock)
    trump = table.models["trump"].cards()
    assert [name for name, _, _ in pile_items(table.views["trump"])] == [table.describe(c) for c in trump]
    assert table.views["hand-0"].accessibleDescription() == f"{len(own)} cards"
    assert table.views["stock"].accessibleDescription() == f"{len(stock)} cards"
    table.show_last_trick()  # nothing to show before the first trick: the words stay
    table.views["trick"].caption = "Last trick: You"
    assert table.views["trick"].accessibleDescription().endswith("; Last trick: You")


def test_the_focused_card_is_reported_as_the_arrows_move(qtbot, make_window) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window("schnapsen")
    wait_for_turn(qtbot, window)
    view = window.table.views["hand-0"]
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Home)
    QTest.keyClick(view, Qt.Key.Key_Right)
    items = pile_items(view)
    assert [i for i, (_, _, state) in enumerate(items) if state.focused] == [1]
    assert items[1][2].selected  # one card at a time: the arrows pick as they move


@pytest.mark.parametrize("game", list(GAMES))
def test_a_hidden_card_never_shows_its_identity(qtbot, make_window, game: str) -> None:
    """Twin deals differing only in the opponent's cards read exactly alike, except his hand."""
    window = make_window(game)
    wait_for_turn(qtbot, window)
    spec, c, table = GAMES[game], window.controller, window.table
    rules = c.match.hand.observation(0).rules
    deck = spec.deck(rules)
    random.Random(3).shuffle(deck)
    first = new_hand(game, rules=rules, deck=deck, dealer=1)
    theirs = set(first.observation(1).hand)
    mine = set(first.observation(0).hand)
    turned = first.observation(0).trump_card
    stock = [card for card in deck if card not in theirs | mine and card != turned]
    twin = list(deck)
    for a, b in zip(sorted(theirs, key=deck.index)[:2], stock[:2], strict=True):
        i, j = twin.index(a), twin.index(b)
        twin[i], twin[j] = twin[j], twin[i]
    second = new_hand(game, rules=rules, deck=twin, dealer=1)
    assert second.observation(0).hand == first.observation(0).hand
    assert second.observation(1).hand != first.observation(1).hand
    seen = []
    for hand in (first, second):
        c.match.hand = hand
        table.refresh()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old buttons go
        seen.append((pile_items(table.views["hand-1"]), tree_text(window)))
    assert [(n, d) for n, d, _ in seen[0][0]] == [(n, d) for n, d, _ in seen[1][0]]
    assert seen[0][1] == seen[1][1]
    names = {table.describe(card) for card in theirs ^ set(second.observation(1).hand)}
    assert not any(name in line for line in seen[0][1] + seen[1][1] for name in names)


def test_status_plays_and_score_are_announced(qtbot, make_window) -> None:
    window = make_window("schnapsen")
    table, c = window.table, window.controller
    wait_for_turn(qtbot, window)
    card = next(iter(c.hand.observation(0).hand))
    c.play_cards([card])
    assert f"You: {table.describe(card)}" in table.announcer.said
    table.show_message("S-9: a test message")
    assert table.announcer.said[-1] == "S-9: a test message"
    assert table.status.accessibleDescription() == "S-9: a test message"
    assert "Bummerl" in table.score.accessibleDescription()


def _press(widget, key) -> None:
    from PySide6.QtTest import QTest

    QTest.keyClick(widget, key)
    QTest.qWait(5)  # as a person types: the table settles between two keys


def _key_only_hand(qtbot, window: MainWindow, rng: random.Random) -> list[str]:
    """Play the human's side of one hand with key presses alone, to the focused widget."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from cardtable.engine import Kind
    from cardtable.ui.texts import SHORTCUTS

    c, table = window.controller, window.table
    keys: list[str] = []
    for _ in range(200):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None or c.trick_held, timeout=20000)
        focus = QApplication.focusWidget()
        assert focus is not None and focus.isVisible(), "the keyboard's place is always in view"
        if c.finished_hand is not None:
            return keys
        if c.trick_held:
            _press(focus, Qt.Key.Key_Space)
            keys.append("Space")
            continue
        view = table.views["hand-0"]
        legal = c.match.legal_actions()
        plays = [a for a in legal if a.kind == Kind.PLAY]
        buttons = [a for a in legal if a.kind != Kind.PLAY and a.kind in SHORTCUTS and a.kind != "claim"]
        before = c.actions_applied
        if buttons and (not plays or rng.random() < 0.3):
            action = rng.choice(buttons)
            same = [a for a in legal if a.kind == action.kind]
            if len(same) > 1:  # two marriages: one letter would be ambiguous; Tab to the button
                action = same[0]
            letter = SHORTCUTS[action.kind]
            _press(focus, getattr(Qt.Key, f"Key_{letter}"))  # a shortcut clicks its button after a moment
            keys.append(letter)
            qtbot.wait(150)
            assert c.actions_applied > before, (
                action,
                QApplication.focusWidget().objectName(),
                table.status.text(),
                [(b.objectName(), b.shortcut().toString()) for b in table.actions_bar.buttons],
            )
        else:
            action = rng.choice(plays)
            assert focus is view, f"the hand has the focus, not {focus.objectName()}"
            assert view.currentIndex().isValid(), "the focus outline is on a card"
            rows = sorted(table.models["hand-0"].cards().index(card) for card in action.cards)
            _press(view, Qt.Key.Key_Home)
            keys.append("Home")
            at = 0
            for row in rows:
                for _ in range(row - at):
                    _press(view, Qt.Key.Key_Right)
                    keys.append("Right")
                at = row
                if c.spec.groups:
                    _press(view, Qt.Key.Key_Space)
                    keys.append("Space")
            _press(view, Qt.Key.Key_Return)
            keys.append("Enter")
        assert c.actions_applied > before, f"{action} was not played by {keys[-4:]}"
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_hand_by_keyboard_alone(qtbot, make_window, game: str) -> None:
    window = make_window(game, trick_pause="click", confirm_close=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.table.confirm = lambda title, question: True  # a message box answers Enter by itself
    keys = _key_only_hand(qtbot, window, random.Random(game))
    assert keys.count("Enter") >= 3
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    summary = window.table.summary
    qtbot.waitUntil(summary.isVisible)  # the frame after the last card's
    assert QApplication.focusWidget() is summary.next_button
    qtbot.waitUntil(lambda: not summary.settling(), timeout=3000)  # a key at once would pass it unread
    _press(summary.next_button, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.controller.finished_hand is None)


def test_preferences_offer_card_size_and_contrast(qtbot, make_window) -> None:
    from PySide6.QtWidgets import QCheckBox, QComboBox

    from cardtable.ui.preferences import PreferencesDialog

    window = make_window("schnapsen")
    dialog = PreferencesDialog(window.settings, window.apply_setting, window)
    qtbot.addWidget(dialog)
    size = dialog.findChild(QComboBox, "pref-card_size")
    size.setCurrentIndex(size.findData("large"))
    dialog.findChild(QCheckBox, "pref-contrast").setChecked(True)
    table = window.table
    assert window.settings.card_size == "large" and table.card_size == "large"
    assert window.settings.contrast and table.contrast
    assert all(view.itemDelegate().contrast for view in table.views.values())
    assert table.minimumHeight() > 0


def test_the_table_words_follow_the_system_font_size(qtbot, make_window) -> None:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    before = QFont(app.font())
    big = QFont(before)
    big.setPointSizeF(20)
    app.setFont(big)
    try:
        window = make_window("schnapsen")
        table = window.table
        for label in (table.status, table.turn, table.summary.text, table.curtain.text):
            assert label.font().pointSizeF() >= 20, label.objectName()
        assert "pt" not in table.status.styleSheet() and "pt;" not in table.turn.styleSheet()
        bigger = QFont(big)
        bigger.setPointSizeF(26)
        app.setFont(bigger)  # changed while the program runs
        qtbot.wait(20)
        assert table.status.font().pointSizeF() >= 26 and table.turn.font().pointSizeF() >= 26
    finally:
        app.setFont(before)


def test_two_buttons_with_one_letter_are_reached_in_turn(qtbot) -> None:
    """Two marriages share M: the letter moves the focus to each button in turn, Space or Enter
    presses it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QWidget

    from cardtable.engine import Action
    from cardtable.ui.actionbar import ActionBar

    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    chosen = []
    bar.chosen.connect(chosen.append)
    bar.set_actions([Action.parse("marry H"), Action.parse("marry S")], "schnapsen", "french", 0)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow)
    _press(host, Qt.Key.Key_M)
    assert QApplication.focusWidget() is bar.buttons[0] and not chosen
    _press(QApplication.focusWidget(), Qt.Key.Key_M)
    assert QApplication.focusWidget() is bar.buttons[1]
    _press(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert chosen == [Action.parse("marry S")]
    _press(host, Qt.Key.Key_M)
    assert QApplication.focusWidget() is bar.buttons[0]
    _press(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter presses the focused button too
    assert chosen == [Action.parse("marry S"), Action.parse("marry H")]


def test_behind_the_hotseat_curtain_the_tree_names_no_card_in_hand(qtbot, make_window) -> None:
    window = make_window("schnapsen", level="hotseat")
    table, c = window.table, window.controller
    qtbot.waitUntil(table.curtain.isVisible, timeout=3000)
    held = {table.describe(card) for seat in (0, 1) for card in c.match.hand.observation(seat).hand}
    public = {table.describe(card) for seat in (0, 1) for card in c.match.hand.observation(1 - seat).known}
    secret = held - public
    lines = tree_text(window)
    assert secret and not [line for line in lines for name in secret if name in line]

"""The marks on a card of the player's hand: the yellow ring of a picked card (a Bura group) and
the blue ring of the keyboard's place, both visible at once and neither over the corner index; and
a refused play takes the pick away, so that the next pick starts afresh."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow


def test_a_refused_group_is_no_longer_picked(qtbot) -> None:
    """Two cards of different suits picked with Space and played with Enter are refused (B-5); they
    stayed picked, so that the next card picked made a group of three (refused again, with words
    that say nothing of three). The refusal now takes the pick away."""
    for seed in range(40):
        window = MainWindow(Settings(game="bura", animation="off", level="easy"), seed=seed, persist=False)
        qtbot.addWidget(window)
        window.show()
        c, table = window.controller, window.table
        qtbot.waitUntil(lambda c=c: c.human_to_move() == 0 or c.finished_hand is not None, timeout=10000)
        hand = list(table.models["hand-0"].cards())
        if c.human_to_move() != 0 or c.hand.observation(0).trick or len({card.suit for card in hand}) < 2:
            continue  # not a lead with two suits in hand: another deal
        second = next(i for i, card in enumerate(hand) if card.suit != hand[0].suit)
        view = table.views["hand-0"]
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Home)
        QTest.keyClick(view, Qt.Key.Key_Space)
        for _ in range(second):
            QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert len(view.selected_cards()) == 2
        before = c.actions_applied
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert c.actions_applied == before and table.status.text().startswith("B-5")
        assert view.selected_cards() == []
        assert view.currentIndex().row() == second  # the keyboard's place stays where it was
        return
    pytest.fail("no lead with two suits in 40 deals")

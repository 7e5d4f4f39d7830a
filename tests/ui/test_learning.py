"""Preferences ▸ Learning at the table (issue 43): the four switches apply at once; the score
panel shows exactly the cards played, by suit, and both players' points; the Hint button hides;
the computer's play is explained in the status line only when asked."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox

from cardtable.art.faces import LABELS
from cardtable.session.learning import public_points
from cardtable.ui.access import plain
from cardtable.ui.preferences import PreferencesDialog

WINDOW = {"seed": 9}


def _play_until(qtbot: Any, window: Any, done: Any, moves: int = 30) -> None:
    """The person plays his first legal card or action whenever it is his turn, until ``done()``."""
    c = window.controller
    for _ in range(moves):
        if done():
            return
        qtbot.waitUntil(lambda: c.human_to_move() is not None or c.hand_done or done(), timeout=20_000)
        if c.hand_done or done():
            return
        c.try_action(c.match.legal_actions()[0])
    qtbot.waitUntil(done, timeout=20_000)


def _panel(window: Any) -> str:
    return plain(window.table.score.text())


def test_the_switches_apply_at_once(qtbot, make_window) -> None:
    window = make_window("schnapsen")
    dialog = PreferencesDialog(window.settings, window.apply_setting, window)
    qtbot.addWidget(dialog)
    boxes = {name: dialog.findChild(QCheckBox, f"pref-{name}") for name in ("learn_played", "learn_points")}
    hint = dialog.findChild(QCheckBox, "pref-learn_hint")
    explain = dialog.findChild(QCheckBox, "pref-learn_explain")
    assert not any(box.isChecked() for box in (*boxes.values(), explain)) and hint.isChecked()
    assert "statistics" in explain.toolTip()
    assert "Cards played" not in _panel(window) and "Points this hand" not in _panel(window)
    for box in boxes.values():
        box.setChecked(True)
    assert "Cards played" in _panel(window) and "Points this hand" in _panel(window)
    bar = window.table.actions_bar
    qtbot.waitUntil(lambda: bar.hint_button.isVisible(), timeout=20_000)
    hint.setChecked(False)
    assert not bar.hint_button.isVisible() and not window.settings.learn_hint
    explain.setChecked(True)
    assert window.controller.explain and window.controller.aids and window.settings.learn_explain


def test_the_panel_shows_exactly_the_cards_played_and_both_points(qtbot, make_window) -> None:
    window = make_window("schnapsen", learn_played=True, learn_points=True)
    c = window.controller
    _play_until(qtbot, window, lambda: len(c.hand.observation(0).played_cards()) >= 7)
    obs = c.hand.observation(c.viewer())
    text = _panel(window)
    lines = window.table.score.text().split("Cards played:")[1].split("<br>")
    shown = {(line.split()[0], rank) for line in lines if line.strip() for rank in line.split()[1:]}
    labels = LABELS["french"]
    expected = {("♣♦♥♠"[int(card.suit)], labels.get(card.rank.letter, card.rank.letter)) for card in obs.played_cards()}
    assert shown == expected
    you, them = public_points(obs)
    assert f"You: {you}" in text and f"Computer: {them}" in text


def test_the_computers_play_is_explained_only_when_asked(qtbot, make_window) -> None:
    for on in (False, True):
        window = make_window("bura", learn_explain=on)
        c = window.controller
        said: list[str] = []
        c.message.connect(lambda line, said=said: said.append(str(line)))
        _play_until(qtbot, window, lambda c=c: len(c.match.actions) >= 8)
        assert any("The computer: " in text for text in said) == on, said  # the lines the status line shows
        window.close()


def test_a_marriage_waiting_for_a_trick_is_shown_beside_the_points(qapp) -> None:
    """S-12: announced, a marriage counts with its announcer's first trick; until then the points
    beside the table say so ("You: 0" read as the 40 lost, a newcomer finding)."""
    from types import SimpleNamespace

    from cardtable.engine import GAMES
    from cardtable.ui.scorepanel import learning_rows
    from tests.engine.helpers import schnapsen

    hand = schnapsen("KH QH JC JD QD", "AH TC KC AD TD", "JH")  # hearts are trumps: 40
    hand.apply("marry H")
    played = hand.clone()
    table = SimpleNamespace(
        observe=lambda seat: hand.observation(seat),
        viewer=lambda: 1,
        spec=GAMES["schnapsen"],
        name_of=lambda seat: ("Computer", "You")[seat],
        deck_style="french",
    )
    assert learning_rows(table, False, True) == ["Points this hand:<br>Computer: 0<br>You: 0 (+40 with a first trick)"]
    hand.apply("play KH")
    hand.apply("play AD")  # the forehand takes the trick (4 + 11): the 40 count now
    assert learning_rows(table, False, True) == ["Points this hand:<br>Computer: 0<br>You: 55"]
    hand = played  # instead, a wrong claim at once: over, the result says the 40 did not count
    hand.apply("claim")
    assert learning_rows(table, False, True) == ["Points this hand:<br>Computer: 0<br>You: 0"]


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_the_points_are_said_once_with_both_counting_aids_on(qtbot, make_window, game: str) -> None:
    """Learner hints count the player's points on the sheet, and "both players' points" below it:
    with both on, "Points this hand" stood there twice (newcomer finding); Bura's advice to keep
    count is not given beside the count either."""
    window = make_window(game, hints=True, learn_points=True)
    text = _panel(window)
    assert text.count("Points this hand") == 1 and "Keep count" not in text
    window.settings.learn_points = False
    window.table.score.learn_points = False
    window.table.refresh()
    assert _panel(window).count("Points this hand") == 1  # the sheet's own line, as before

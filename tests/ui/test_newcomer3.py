"""The table from a newcomer's seat, round 3 (issue 47): Play again, the Bura match length, the
last trick, one-click play, the trick pause, Alt+letter, undo and the levels offered."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.settings import Settings
from cardtable.ui.mainwindow import MainWindow

#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 31}


def test_play_again_repeats_the_opened_match_against_the_computer_not_the_hot_seat_settings(
    qtbot, make_window, tmp_path: Path
) -> None:
    """Issue 47 item 2: New… hot-seat, then Open… a game against the computer; its Play again
    brought the hot-seat curtain up (the settings' players, not the match's)."""
    vs_computer = make_window(level="strong")
    file = tmp_path / "strong.cardtable"
    assert vs_computer.save_game_to(file) is None
    window = make_window(level="hotseat", player_names=["Ann", "Bob"])
    assert window.controller is not None and window.controller.hotseat
    assert window.open_game_from(file) is None
    opened = window.controller
    assert opened.humans == {0} and opened.level == "strong"
    window.table.playAgainRequested.emit()  # the result panel's Play again
    again = window.controller
    assert again is not opened
    assert again.humans == {0} and again.level == "strong" and not again.hotseat
    assert again.curtain_for is None and not window.table.curtain.isVisible()
    assert again.game == opened.game and again.match.rules == opened.match.rules


def test_play_again_after_hot_seat_keeps_both_players_and_their_names(qtbot, make_window) -> None:
    window = make_window(game="bura", level="hotseat", player_names=["Ann", "Bob"])
    window.settings.level = "medium"  # changed since (as Open… or Preferences would leave it)
    window.table.playAgainRequested.emit()
    c = window.controller
    assert c.hotseat and c.names == {0: "Ann", 1: "Bob"} and c.game == "bura"


def test_the_new_game_dialog_does_not_offer_the_random_test_player(qtbot) -> None:
    """Issue 47 item 11: "Random (for testing)" was offered as an opponent; it stays on the command
    line (``--level random``) for tests and demos."""
    from cardtable.ui.dialogs import NewGameDialog

    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "random")
    qtbot.addWidget(dialog)
    offered = [dialog.level.itemData(i) for i in range(dialog.level.count())]
    assert "random" not in offered
    assert {"easy", "medium", "strong", "expert", "hotseat"} <= set(offered)
    assert dialog.values()[4] in offered


def test_random_is_still_a_command_line_level() -> None:
    from cardtable.__main__ import parse_args

    assert parse_args(["--level", "random"]).level == "random"


class _Timers:
    """Stands in for QTimer in the controller: records each delay asked for, fires nothing."""

    delays: list[int] = []

    @staticmethod
    def singleShot(ms: int, *args) -> None:
        _Timers.delays.append(ms)


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_a_finished_trick_stays_long_enough_for_a_newcomer_by_default(qtbot, monkeypatch, game: str) -> None:
    """Issue 47 item 6: a finished trick stayed 0.6-0.8 s at the default pace (a Bura answer was
    gone 1.2 s after it was played). Every answer card now stays at least 1.5 s once it has landed."""
    from cardtable.ui import controller as controller_module
    from cardtable.ui.animation import DURATIONS

    s = Settings()
    monkeypatch.setattr(controller_module, "QTimer", _Timers)
    _Timers.delays = []
    c = controller_module.GameController(game, seed=5, humans={0, 1}, pace=s.animation)
    c.trick_pause = s.trick_pause
    while not c.match.hand.observation(0).tricks:
        legal = c.match.legal_actions()
        play = next((a for a in legal if a.kind == "play"), legal[0])
        c._apply(play)
    assert c.showing_trick is not None
    assert _Timers.delays and _Timers.delays[-1] >= 1500 + DURATIONS[s.animation]


ALL_BUTTONS = ["marry H", "exchange", "close", "claim", "declare bura", "pass"]


def _alt_keys(window: MainWindow) -> dict[str, str]:
    """The Alt shortcuts of the action bar's buttons: key -> the button's action."""
    from PySide6.QtGui import QShortcut

    return {
        alt.key().toString(): str(button.property("action"))
        for button in window.table.actions_bar.buttons
        for alt in button.findChildren(QShortcut)
        if alt.isEnabled()
    }


def test_alt_and_the_underlined_letter_press_an_action_button(qtbot, make_window) -> None:
    """Issue 47 item 7: Alt+A did nothing (only the bare A claimed). Alt and the letter press the
    button, except where a menu has the letter (English "&Edit": Exchange's letter is X, not E)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cardtable.engine import Action

    window = make_window(game="schnapsen")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and not window.table.animator.busy, timeout=20000)
    window.table.confirm = lambda title, question: False  # the claim's question: "No"
    bar = window.table.actions_bar
    bar.set_actions([Action.parse(text) for text in ALL_BUTTONS[:4]], "schnapsen", "french", 0)
    bar.set_ready(True)
    assert _alt_keys(window) == {"Alt+M": "marry H", "Alt+X": "exchange", "Alt+C": "close", "Alt+A": "claim"}
    chosen: list[str] = []
    bar.chosen.connect(lambda action: chosen.append(str(action)))
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: chosen == ["claim"], timeout=2000)  # an animated click
    QTest.keyClick(window, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: chosen == ["claim", "exchange"], timeout=2000)
    bar.set_ready(False)  # not the player's turn: the buttons and their letters sleep
    QTest.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.wait(300)
    assert chosen == ["claim", "exchange"]


@pytest.mark.parametrize("language", ["en", "de", "cs", "ru", "pt", "nl", "es"])
def test_no_action_button_takes_a_menus_alt_letter(qtbot, make_window, language: str) -> None:
    """Two shortcuts on one key make Qt do neither: a button's Alt letter is never a menu's."""
    from PySide6.QtGui import QKeySequence

    from cardtable.engine import Action
    from cardtable.ui.i18n import set_language

    set_language(language)
    try:
        window = make_window(game="schnapsen")
        window.table.actions_bar.set_actions([Action.parse(text) for text in ALL_BUTTONS], "bura", "french", 0)
        menus = {QKeySequence.mnemonic(action.text()).toString() for action in window.menuBar().actions()}
        assert _alt_keys(window)
        assert not set(_alt_keys(window)) & menus
    finally:
        set_language("en")


def _answering_after_a_trick(qtbot, window: MainWindow) -> None:
    """Play on (the human's first legal move) until the human must answer a card led, with a
    trick of the hand already taken."""
    c = window.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: c.human_to_move() == 0 and not window.table.animator.busy, timeout=20000)
        obs = c.match.observation(0)
        if obs.trick and obs.tricks:
            return
        c.try_action(next(a for a in c.match.legal_actions() if a.kind == "play"))
    raise AssertionError("the computer never led after a trick")


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_l_shows_the_last_trick_while_a_card_lies_on_the_trick_and_again_brings_it_back(
    qtbot, make_window, game: str
) -> None:
    """Issue 47 item 4: L did nothing while a card lay on the trick, so the last trick could not
    be seen when the player most needed it (answering)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(game=game)
    c, table = window.controller, window.table
    _answering_after_a_trick(qtbot, window)
    on_the_trick = [card for _, cards in c.match.observation(0).trick for card in cards]
    last = c.match.observation(0).tricks[-1]
    assert sorted(table.models["trick"].cards(), key=str) == sorted(on_the_trick, key=str)
    QTest.keyClick(window, Qt.Key.Key_L)
    assert sorted(table.models["trick"].cards(), key=str) == sorted([*last.lead, *last.answer], key=str)
    assert "Last trick" in table.views["trick"].caption
    QTest.keyClick(window, Qt.Key.Key_L)
    assert sorted(table.models["trick"].cards(), key=str) == sorted(on_the_trick, key=str)
    assert "Last trick" not in table.views["trick"].caption
    QTest.keyClick(window, Qt.Key.Key_L)  # looking again, then playing: the play goes to the trick on the table
    assert c.try_action(next(a for a in c.match.legal_actions() if a.kind == "play")) is None
    assert "L: back" not in table.views["trick"].caption


def _click(qtbot, view, card, double: bool = False) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    rect = view.rect_of(card)
    assert rect is not None
    point = rect.center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    if double:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def _first_turn(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(
        lambda: (
            c.human_to_move() == 0
            and not window.table.animator.busy
            and c.match.observation(0).phase not in ("offer", "answer_offer")
        ),
        timeout=20000,
    )


@pytest.mark.parametrize("game", ["schnapsen", "schneider"])
def test_one_click_plays_a_card_by_default_and_says_so(qtbot, make_window, game: str) -> None:
    """Issue 47 item 5: a click only raised a card and nothing said that a double-click, a drag or
    Enter plays it. One-click play is the default (a casual player expects a click to play), and
    the status line says how to play at the first turn."""
    assert Settings().one_click
    window = make_window(game=game)
    c, view = window.controller, window.table.views["hand-0"]
    _first_turn(qtbot, window)
    assert window.table.status.text().splitlines()[-1] == "Click a card to play it."
    card = next(a for a in c.match.legal_actions() if a.kind == "play").cards[0]
    played = len(c.match.actions)
    _click(qtbot, view, card)
    assert c.match.actions[played] == f"play {card.code}"
    assert "Click a card" not in window.table.status.text()  # it goes with the first move


def test_a_double_click_with_one_click_play_asks_to_play_once(qtbot, make_window) -> None:
    """A player used to double-clicking: the first click plays, the second asks for nothing (it
    would have been refused, "not your turn", or played the next card)."""
    window = make_window(game="schneider")
    c, view = window.controller, window.table.views["hand-0"]
    _first_turn(qtbot, window)
    card = next(a for a in c.match.legal_actions() if a.kind == "play").cards[0]
    asked: list[list] = []
    view.playRequested.connect(asked.append)
    _click(qtbot, view, card, double=True)
    assert asked == [[card]]


def test_without_one_click_a_click_only_picks_and_the_hint_names_the_other_ways(qtbot, make_window) -> None:
    window = make_window(game="schnapsen", one_click=False)
    c, view = window.controller, window.table.views["hand-0"]
    _first_turn(qtbot, window)
    assert "Double-click a card" in window.table.status.text()
    card = next(a for a in c.match.legal_actions() if a.kind == "play").cards[0]
    played = len(c.match.actions)
    _click(qtbot, view, card)
    assert len(c.match.actions) == played and view.selected_cards() == [card]


def test_one_click_in_bura_picks_a_group_and_a_double_click_plays_it(qtbot, make_window) -> None:
    """B-5: a group of one suit; a click picks each card (no Ctrl), the Play button offers the
    group, and a double-click plays it."""
    from cardtable.engine import Kind

    for seed in range(31, 60):
        window = make_window(game="bura", seed=seed)
        c, view = window.controller, window.table.views["hand-0"]
        _first_turn(qtbot, window)
        groups = [a.cards for a in c.match.legal_actions() if a.kind == Kind.PLAY and len(a.cards) == 2]
        if groups and not c.match.observation(0).trick:
            break
        window.close()
    else:
        raise AssertionError("no seed leads with a pair")
    assert "Click cards of one suit" in window.table.status.text()
    first, second = groups[0]
    _click(qtbot, view, first)
    _click(qtbot, view, second)
    assert sorted(view.selected_cards(), key=str) == sorted([first, second], key=str)
    assert any(b.objectName() == "action-play" for b in window.table.actions_bar.buttons)
    played = len(c.match.actions)
    _click(qtbot, view, second)  # out of the group again, and in
    assert view.selected_cards() == [first]
    _click(qtbot, view, second, double=True)
    assert set(c.match.actions[played].split()[1:]) == {first.code, second.code}


def test_a_bura_match_has_a_length_by_default_and_ends(qtbot, make_window) -> None:
    """Issue 47 item 3 (B-2: the length is agreed before the start): by default a Bura match was
    "no limit" for pots and deals, and never ended (no winner, "Matches played" stayed 0)."""
    from cardtable.ai import make_player
    from cardtable.engine import new_match
    from cardtable.ui.dialogs import MATCH_LENGTH, table_rules

    window = make_window(game="bura")
    rules = window.controller.match.rules
    assert rules.target_pots == MATCH_LENGTH["bura"]["target_pots"] > 0
    assert window.stats_preset("bura") == "standard"
    match = new_match("bura", rules=table_rules("bura", "standard"), seed=3)
    players = [make_player("easy", seed=1), make_player("easy", seed=2)]
    for _ in range(20000):
        if match.result is not None:
            break
        p = match.to_move
        match.apply(players[p].choose(match.observation(p), match.legal_actions()))
    assert match.result is not None and max(match.pots_won) == rules.target_pots


def test_the_new_game_dialog_asks_for_the_bura_length_with_no_limit_still_possible(qtbot) -> None:
    from cardtable.ui.dialogs import NewGameDialog

    dialog = NewGameDialog("bura", "standard", {}, "french", "medium")
    qtbot.addWidget(dialog)
    pots = dialog.widgets["target_pots"]
    assert pots.value() == 5 and pots.isVisibleTo(dialog)
    pots.setValue(0)
    assert pots.text() == "no limit"
    assert dialog.values()[2]["target_pots"] == 0


def test_old_no_limit_bura_settings_move_once_to_the_proposed_length(qtbot, make_window) -> None:
    """The old default was saved as "no limit" when the player pressed OK: it moves once (the
    status bar says so); a "no limit" chosen after that is kept."""
    old = {"bura": {"target_pots": 0, "max_deals": 0}}
    window = make_window(game="bura", rules=old)
    assert window.settings.rules["bura"]["target_pots"] == 5 and window.settings.match_length_checked
    assert window.controller.match.rules.target_pots == 5
    assert "5 pots" in window.statusBar().currentMessage()
    chosen = make_window(game="bura", rules=old, match_length_checked=True)
    assert chosen.settings.rules["bura"]["target_pots"] == 0 and chosen.controller.match.rules.target_pots == 0
    deals = make_window(game="bura", rules={"bura": {"target_pots": 0, "max_deals": 12}})
    assert deals.controller.match.rules.max_deals == 12 and deals.controller.match.rules.target_pots == 0


FORE, DEALER, TRUMP = "AH TH KH QH JH".split(), "AS TS KS QS JS".split(), "AC"


def _twin(qtbot, stock: list[str]):
    """A Schnapsen table whose deal is fixed (S-7): the player (seat 0, forehand) and the computer
    hold the same cards in every twin; only the stock's order differs, which he has not seen."""
    from cardtable.engine import new_hand
    from cardtable.ui.controller import GameController

    order = FORE[:3] + DEALER[:3] + [TRUMP] + FORE[3:] + DEALER[3:] + stock
    c = GameController("schnapsen", seed=1, humans={0}, level="easy")
    c.bots = {}  # the test plays the computer's moves itself
    hand = new_hand("schnapsen", deck=order, dealer=1)
    hand.context = c.match.hand.context
    c.match.hand = hand
    c.resume(c.match, c.match.clone())
    return c


STOCKS = (
    ["TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD", "JD"],
    ["KC", "TC", "JD", "QC", "AD", "TD", "KD", "QD", "JC"],
)


def test_undo_never_shows_a_card_the_player_had_not_seen(qtbot) -> None:
    """Issue 47 item 8: the player led, the computer answered, both drew (S-10); Undo took the
    lead back, and the player knew his next draw. With twin deals that differ only in the unseen
    stock, what the player knows after Undo must not depend on the stock: the take-back is
    refused once the answer or a draw has been shown."""
    from cardtable.ui.controller import seen_cards

    after = []
    for stock in STOCKS:
        c = _twin(qtbot, stock)
        c.try_action("play JH")  # S-9: the player leads
        c.match.apply("play JS")  # the computer's answer; the leader takes the trick, both draw (S-10)
        shown = seen_cards(c.match.observation(0))
        undone = c.undo()
        after.append((undone, shown | seen_cards(c.match.observation(0))))
    (undone_a, known_a), (undone_b, known_b) = after
    if undone_a or undone_b:  # back at the same position in both twins: he must know the same there
        assert undone_a and undone_b and known_a == known_b
    assert "seen cards" in (c.can_undo() or "")  # and the player is told why not


def test_undo_still_takes_back_a_play_the_computer_has_not_answered(qtbot) -> None:
    from cardtable.ui.controller import seen_cards

    after = []
    for stock in STOCKS:
        c = _twin(qtbot, stock)
        c.try_action("play JH")
        assert c.can_undo() is None
        assert c.undo() and c.match.actions == []
        after.append(seen_cards(c.match.observation(0)))
    assert after[0] == after[1]


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_the_demos_words_write_the_computers_names_as_names(qtbot, game: str) -> None:
    """Issue 47 item 14: the demo said "1 game point for computer 1." and "computer 2's": in a
    demo the players are Computer 1 and Computer 2, capitalised inside a sentence too."""
    import re

    from cardtable.ai import make_player
    from cardtable.engine import new_match
    from cardtable.ui import texts

    match = new_match(game, seed=4, rules={"target_pots": 1} if game == "bura" else None)
    players = [make_player("easy", seed=1), make_player("easy", seed=2)]
    lines = []
    while not match.finished:
        p = match.to_move
        before = len(match.hand.observation(0).tricks)
        match.apply(players[p].choose(match.observation(p), match.legal_actions()))
        tricks = match.hand.observation(0).tricks if not match.finished else match.finished[0].observation(0).tricks
        if len(tricks) > before:
            trump = match.finished[0].observation(0).trump if match.finished else match.hand.observation(0).trump
            lines.append(
                texts.trick_line(tricks[-1], game, None if trump is None else int(trump), "french", set(), None)
            )
    hand = match.finished[0]
    lines.append(
        texts.explain_result(
            hand.result, game, set(), None, hand.observation(0), None, pot=(hand.context or {}).get("pot", 0)
        )
    )
    text = "\n".join(lines)
    assert "Computer" in text and not re.search(r"\bcomputer [12]", text)


@pytest.mark.parametrize("size", [(800, 540), (1600, 1000)])
def test_a_short_or_wide_table_gives_the_players_cards_the_height(qtbot, make_window, monkeypatch, size) -> None:
    """Issue 47 item 14: at 200 % (a 1600×1000 screen is 800×500 logical pixels) the cards looked
    small beside the doubled text, and a large window left a wide empty cloth beside the trick:
    there the opponent's face-down cards give up height to the player's hand and the trick."""
    from cardtable.ui import table as table_module

    window = make_window()
    window.setMinimumSize(100, 100)
    window.resize(*size)
    qtbot.wait(50)
    t = window.table
    compact = t.views["hand-0"].card_size().height(), t.views["trick"].card_size().height()
    assert t.row_stretch() == table_module.ROW_STRETCH["large"]
    monkeypatch.setattr(table_module, "COMPACT_LINES", 0)
    monkeypatch.setattr(table_module, "COMPACT_ASPECT", 100.0)
    t._fit_rows()
    t.grid.activate()
    qtbot.wait(50)
    shares = t.views["hand-0"].card_size().height(), t.views["trick"].card_size().height()
    assert compact[0] >= 1.15 * shares[0] and compact[1] >= shares[1]


def test_the_default_window_keeps_the_normal_rows(qtbot, make_window) -> None:
    from cardtable.ui import table as table_module

    window = make_window()
    window.resize(1180, 800)
    qtbot.wait(50)
    assert window.table.row_stretch() == table_module.ROW_STRETCH["normal"]


def test_l_before_any_trick_says_there_is_none_yet(qtbot, make_window) -> None:
    """A newcomer pressed L at the first trick of a hand: nothing happened and nothing said why."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(game="schnapsen")
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and not table.animator.busy, timeout=20000)
    assert not c.match.observation(0).tricks
    QTest.keyClick(window, Qt.Key.Key_L)
    assert table.status.text() == "No trick has been taken yet in this hand."


def test_bura_how_to_for_an_answer_asks_for_as_many_cards_of_any_suits(qtbot, make_window) -> None:
    """B-6: an answer is as many cards as were led, of any suits; the first-move words said "cards of
    one suit" to a newcomer whose first move was an answer."""
    window = make_window(game="bura")
    table = window.table
    answer = table._how_to_play(True, True, 2)
    assert "any suits" in answer and "2 cards" in answer and "one suit" not in answer
    assert "one suit" in table._how_to_play(True, True, 0)  # a lead: a group is of one suit (B-5)


def test_bura_how_to_for_a_one_card_answer_says_a_click_picks_it(qtbot, make_window) -> None:
    """Newcomer finding (round 6): "Click a card to play it" under a one-card lead, where a click
    only picks the card and a Play button appears."""
    window = make_window(game="bura")
    words = window.table._how_to_play(False, True, 1, single=True)
    assert words.startswith("Click a card to pick it") and "Play button" in words
    assert window.table._how_to_play(False, True) == "Click a card to play it."  # Schnapsen, Schneider


def test_the_about_box_closes_with_escape(qtbot, make_window) -> None:
    """Newcomer finding (round 6): About closed only with its OK button, not with Esc nor the window's ×."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QMessageBox

    from cardtable.ui import helpmenu

    window = make_window(game="schnapsen")
    stuck: list[bool] = []

    def escape() -> None:
        QTest.keyClick(window.findChild(QMessageBox, "about"), Qt.Key.Key_Escape)

    def rescue() -> None:
        box = window.findChild(QMessageBox, "about")
        if box is not None and box.isVisible():
            stuck.append(True)
            box.accept()

    timers = []
    for delay, action in ((300, escape), (5000, rescue)):
        timer = QTimer(window)  # parented: it dies with the window, never fires into a later test
        timer.setSingleShot(True)
        timer.timeout.connect(action)
        timer.start(delay)
        timers.append(timer)
    helpmenu.show_about(window)  # returns when the box is closed
    for timer in timers:
        timer.stop()
    assert not stuck

"""The table through its Qt surface: models, drag and drop, buttons, whole hands and autoplay."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from cardtable.bench.stall import drag_up
from cardtable.engine import Action, Card
from cardtable.settings import Settings
from cardtable.ui.controller import GameController
from cardtable.ui.mainwindow import MainWindow
from cardtable.ui.models import MIME_TYPE, CardRole, PileModel, encode_cards
from cardtable.ui.table import TableWidget

from .deals import first_seed


class FakeDrag:
    """QDrag's stand-in: Qt's ``exec`` runs a loop of its own that a test cannot drive, so a test's
    subclass says what happens while the cards are carried. It keeps what the drag was given."""

    def __init__(self, source: Any) -> None:
        self.mime: Any = None
        self.pixmap: Any = None

    def setMimeData(self, mime: Any) -> None:
        self.mime = mime

    def setPixmap(self, pixmap: Any) -> None:
        self.pixmap = pixmap

    def setHotSpot(self, point: Any) -> None:
        pass

    def exec(self, action: Any) -> None:
        raise NotImplementedError


#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"seed": 11}


def wait_for_turn(qtbot, controller: GameController, seat: int = 0) -> None:
    qtbot.waitUntil(
        lambda: (
            controller.human_to_move() == seat
            or controller.finished_hand is not None
            or controller.match.result is not None
        ),
        timeout=20000,
    )


def test_pile_model_passes_the_model_tester(qtmodeltester) -> None:
    model = PileModel("test")
    model.set_cards([Card("AS"), None, Card("TD")])
    qtmodeltester.check(model)
    assert model.data(model.index(0, 0), CardRole) is Card("AS")
    assert model.data(model.index(1, 0), CardRole) is None


def test_mime_round_trip_and_refused_drop(qtbot, make_window) -> None:
    window = make_window()
    table: TableWidget = window.table
    c = window.controller
    wait_for_turn(qtbot, c)
    hand_model = table.models["hand-0"]
    card = next(x for x in hand_model.cards())
    mime = hand_model.mimeData([hand_model.index(0, 0)])
    assert bytes(mime.data(MIME_TYPE).data()).decode() == card.code
    # A card that is not in the hand is refused with the rule id, and nothing changes.
    trick = table.models["trick"]
    foreign = next(
        Card(r + s)
        for s in "CDHS"
        for r in "ATKQJ"
        if Card(r + s) not in hand_model.cards() and Card(r + s) not in c.hand.observation(0).known
    )
    before = c.actions_applied
    assert not trick.dropMimeData(encode_cards([foreign]), None, -1, 0, trick.index(-1, 0))
    assert trick.last_refusal is not None and trick.last_refusal.startswith("S-9")
    assert table.status.text().startswith("S-9") and c.actions_applied == before
    # The real card is accepted and played.
    assert trick.dropMimeData(mime, None, -1, 0, trick.index(-1, 0))
    assert c.actions_applied == before + 1


def play_to_a_refused_answer(qtbot, c: GameController) -> tuple[list[Card], list[Card]]:
    """Play on until the human answers in Phase 2 holding the suit led: his (legal, refused) cards."""
    for _ in range(200):
        wait_for_turn(qtbot, c)
        if c.finished_hand is not None or c.match.result is not None:
            c.continue_next()
            continue
        obs = c.match.observation(0)
        legal = c.match.legal_actions()
        if obs.trick and (obs.stock_size == 0 or obs.stock_closed_by is not None):
            illegal = [Card(x) for x in obs.hand if Action.play(x) not in legal]
            if illegal:
                return [Card(x) for x in obs.hand if Action.play(x) in legal], illegal
        c.try_action(next(a for a in legal if a.kind == "play"))
    pytest.fail("no Phase-2 answer with a refused card was reached")


def test_phase2_obligation_refusal_names_the_rule(qtbot, make_window) -> None:
    window = make_window()
    c = window.controller
    _, illegal = play_to_a_refused_answer(qtbot, c)
    reason = c.play_cards([illegal[0]])
    assert reason is not None and reason.startswith("S-17")


def test_a_refusal_names_the_suit_and_lights_up_each_time_it_is_said(qtbot, make_window) -> None:
    """S-17. "You must follow suit" said which rule but not which suit; the same card tried twice
    left the line as it was, so it looked as if nothing had happened."""
    from cardtable.engine import Suit
    from cardtable.ui import texts

    window = make_window()
    c, table = window.controller, window.table
    _, illegal = play_to_a_refused_answer(qtbot, c)
    led = Suit(c.match.observation(0).trick[0][1][0].suit)
    table._play_requested([illegal[0]])
    said = table.status.text()
    assert said.startswith("S-17") and said.endswith(f"({texts.suit_label(int(led), 'french')})")
    assert table.status.flashing()
    qtbot.waitUntil(lambda: not table.status.flashing(), timeout=3000)
    table._play_requested([illegal[0]])
    assert table.status.text() == said and table.status.flashing()


@pytest.mark.parametrize("hints", [True, False])
def test_dragging_a_refused_card_carries_that_card_and_says_why(qtbot, make_window, monkeypatch, hints: bool) -> None:
    """S-17. The keyboard's outline (and pick) lay on a playable card; the mouse dragged a card
    that may not be played. The drag played the outlined card; now it carries the card dragged,
    and the drop refuses it with the rule, leaving the hand as it was."""
    from PySide6.QtCore import QPointF

    from cardtable.ui import views

    window = make_window(hints=hints)
    c, table = window.controller, window.table
    legal, illegal = play_to_a_refused_answer(qtbot, c)
    qtbot.waitUntil(lambda: not table.animator.busy)
    view, model = table.views["hand-0"], table.models["hand-0"]
    view.setFocus()
    outlined = model.index(model.cards().index(legal[0]), 0)
    view.selectionModel().setCurrentIndex(outlined, view.selectionModel().SelectionFlag.ClearAndSelect)
    carried: list[str] = []

    class DropOnTheTrick(FakeDrag):  # drops at once
        def exec(self, action) -> None:
            carried.append(bytes(self.mime.data(MIME_TYPE).data()).decode())
            table.models["trick"].dropMimeData(self.mime, action, -1, 0, table.models["trick"].index(-1, 0))

    monkeypatch.setattr(views, "QDrag", DropOnTheTrick)
    before = c.actions_applied
    start = QPointF(view.rect_of(illegal[0]).center())
    drag_up(view, start)
    assert carried == [illegal[0].code]
    assert c.actions_applied == before and legal[0] in model.cards() and illegal[0] in model.cards()
    assert table.status.text().startswith("S-17")


def test_a_dragged_card_leaves_a_gap_in_the_hand_until_it_is_let_go(qtbot, make_window, monkeypatch) -> None:
    """Newcomer finding: while a card was dragged it also stayed in the hand, so two of it showed.
    Carried, it is not painted in the hand (its place stays empty); refused, it is back."""
    from PySide6.QtCore import QPointF

    from cardtable.ui import views

    window = make_window()
    c, table = window.controller, window.table
    legal, illegal = play_to_a_refused_answer(qtbot, c)
    qtbot.waitUntil(lambda: not table.animator.busy)
    view = table.views["hand-0"]
    painted: list[list[str]] = []
    paint_card = views.CardDelegate.paint_card

    def recorded(self, painter, rect, card, **marks) -> None:
        if self is view.itemDelegate() and painted:
            painted[-1].append(card.code)
        paint_card(self, painter, rect, card, **marks)

    monkeypatch.setattr(views.CardDelegate, "paint_card", recorded)

    class LetGoOverTheTrick(FakeDrag):  # paints, then drops
        def exec(self, action) -> None:
            painted.append([])
            view.viewport().repaint()  # the hand as the player sees it while carrying the card
            table.models["trick"].dropMimeData(self.mime, action, -1, 0, table.models["trick"].index(-1, 0))

    monkeypatch.setattr(views, "QDrag", LetGoOverTheTrick)
    drag_up(view, QPointF(view.rect_of(illegal[0]).center()))
    held = [card.code for card in table.models["hand-0"].cards()]
    assert illegal[0].code in held and painted == [[code for code in held if code != illegal[0].code]]
    painted.append([])
    view.viewport().repaint()
    assert painted[-1] == held  # refused (S-17), it is back in its place


def test_a_dragged_bura_group_shows_all_its_cards_under_the_pointer(qtbot, monkeypatch) -> None:
    """B-5: the cards of a group dragged left their places, but only the first showed under the
    pointer. The drag's picture holds them all, fanned as their flight starts."""
    from cardtable.ui import views

    from .bura_leads import bura_leads

    for window in bura_leads(qtbot):
        hand = window.table.models["hand-0"].cards()
        suits = [[card for card in hand if card.suit == suit] for suit in {card.suit for card in hand}]
        group = next((cards for cards in suits if len(cards) > 1), None)
        if group is not None:
            break
    else:
        pytest.fail("no Bura deal where the player leads holding two cards of a suit")
    view = window.table.views["hand-0"]
    carried: list[Any] = []

    class Carry(FakeDrag):  # notes what the hand hides while the cards are carried
        def exec(self, action) -> None:
            carried.extend((self.pixmap, set(view.hidden)))

    monkeypatch.setattr(views, "QDrag", Carry)
    view._drag(group)
    picture, hidden = carried
    width = view.card_size().width()
    assert hidden == set(group) and not view.hidden
    assert round(picture.width() / picture.devicePixelRatio()) == width + (len(group) - 1) * (width // 4)


def test_the_arrows_stop_on_a_dimmed_card_and_enter_says_why_it_may_not_be_played(qtbot, make_window) -> None:
    """S-17 with learner hints: the arrows passed over the dimmed cards, so a keyboard player never
    heard why one may not be played. They stop on each card now; Enter on a dimmed one is refused
    with the rule, and the hand stays as it was."""
    window = make_window(hints=True)
    c, table = window.controller, window.table
    _, illegal = play_to_a_refused_answer(qtbot, c)
    view, model = table.views["hand-0"], table.models["hand-0"]
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    visited = [model.cards()[view.currentIndex().row()]]
    for _ in model.cards()[1:]:
        qtbot.keyClick(view, Qt.Key.Key_Right)
        visited.append(model.cards()[view.currentIndex().row()])
    assert visited == model.cards()  # every card, the dimmed ones too
    view.setCurrentIndex(model.index(model.cards().index(illegal[0]), 0))
    before = c.actions_applied
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.actions_applied == before and illegal[0] in model.cards()
    assert table.status.text().startswith("S-17")


def test_with_hints_the_keyboard_place_comes_to_a_playable_card_at_each_turn(qtbot, make_window) -> None:
    """Hints on: when the turn comes, the outline lies on the first card that may be played."""
    window = make_window(hints=True)
    c, table = window.controller, window.table
    play_to_a_refused_answer(qtbot, c)
    qtbot.waitUntil(lambda: bool(table.models["hand-0"].refusals), timeout=5000)
    view, model = table.views["hand-0"], table.models["hand-0"]
    first_playable = next(row for row, card in enumerate(model.cards()) if card not in model.refusals)
    assert view.currentIndex().row() == first_playable


def test_switching_the_hints_keeps_the_keyboard_place(qtbot, make_window) -> None:
    """Hints on or off dim other cards; the blue outline went back to the first card."""
    window = make_window()
    c, table = window.controller, window.table
    play_to_a_refused_answer(qtbot, c)
    view, model = table.views["hand-0"], table.models["hand-0"]
    view.setFocus()
    row = len(model.cards()) - 1
    view.setCurrentIndex(model.index(row, 0))
    window._toggle_hints(True)
    assert model.refusals and view.currentIndex().row() == row
    window._toggle_hints(False)
    assert not model.refusals and view.currentIndex().row() == row


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_a_whole_hand_through_the_controller_and_buttons(qtbot, make_window, game: str) -> None:
    window = make_window(game=game)
    c = window.controller
    table = window.table
    hands_before = len(c.match.finished)
    for _ in range(400):
        wait_for_turn(qtbot, c)
        if len(c.match.finished) > hands_before:
            break
        legal = c.match.legal_actions()
        goal = {"schnapsen": 66, "bura": 31}.get(game)
        if goal and c.match.hand.score(0) >= goal:
            button = table.findChild(QPushButton, "action-claim")
            assert button is not None
            button.click()
            continue
        buttons = [a for a in legal if a.kind == "declare"]
        if buttons:
            table.findChild(QPushButton, "action-declare").click()
            continue
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            # Play by keyboard: select the card and press Enter in the hand view.
            view = table.views["hand-0"]
            rows = [i for i, card in enumerate(table.models["hand-0"].cards()) if card in plays[0].cards]
            view.selectionModel().clearSelection()
            for row in rows:
                view.selectionModel().select(
                    table.models["hand-0"].index(row, 0), view.selectionModel().SelectionFlag.Select
                )
            view.setFocus()
            from PySide6.QtCore import Qt

            qtbot.keyClick(view, Qt.Key.Key_Return)
        else:
            c.try_action(legal[0])
    assert len(c.match.finished) > hands_before
    qtbot.waitUntil(lambda: table.summary.isVisible() or c.match.result is not None)  # the frame after the last card's
    assert table.summary_text.text()  # the result explained in words
    table.summary_button.click()
    assert not table.summary.isVisible()


@pytest.mark.parametrize(("game", "rules"), [("schnapsen", None), ("bura", {"target_pots": 2}), ("schneider", None)])
def test_autoplay_completes_a_match(qtbot, game: str, rules) -> None:
    controller = GameController(game, rules=rules, seed=5, humans=set(), level="random", pace="off")
    controller.start()
    qtbot.waitUntil(lambda: controller.match.result is not None, timeout=60000)
    assert controller.match.result is not None
    controller.shutdown()


def test_widget_names_for_tests_and_screen_readers(qtbot, make_window) -> None:
    window = make_window()
    for name in ("hand-0", "hand-1", "trick", "stock", "trump", "score", "status"):
        widget = window.findChild(object, name)
        assert widget is not None, name
        assert widget.accessibleName(), name
    wait_for_turn(qtbot, window.controller)
    assert window.findChild(object, "action-claim") is not None


def test_no_reference_is_lost_while_painting(qtbot, make_window) -> None:
    """Guards against broken Qt bindings that drop references to None (seen with PySide6 6.12 on
    Python 3.11): painting the table many times must leave None's reference count alone."""
    window = make_window()
    wait_for_turn(qtbot, window.controller)
    before = sys.getrefcount(None)
    for _ in range(30):
        window.grab()
    assert sys.getrefcount(None) >= before - 50


def test_settings_file_corrupt_is_reported_and_defaults_used(qtbot, tmp_path, monkeypatch) -> None:
    from cardtable.settings import load_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("garbage", encoding="utf-8")
    settings, message = load_settings()
    assert message and settings == Settings()
    assert list(path.parent.glob("settings.json.bad-*"))


def test_played_card_flies_to_the_trick_then_shows(qtbot, make_window) -> None:
    window = make_window()
    window.set_animation("fast")
    c, table = window.controller, window.table
    wait_for_turn(qtbot, c)
    card = c.hand_cards(0)[0]
    assert c.play_cards([card]) is None
    qtbot.waitUntil(lambda: bool(table.flights), timeout=2000)
    assert card in table.views["trick"].hidden or table.views["trick"].rect_of(card) is None
    qtbot.waitUntil(lambda: not table.views["trick"].hidden, timeout=3000)


def test_unexpected_errors_are_logged_not_shown(qtbot, make_window, tmp_path, monkeypatch) -> None:
    from cardtable.errorlog import log_path
    from cardtable.ui.app import install_error_hook

    window = make_window()
    window.activateWindow()
    old = sys.excepthook
    try:
        install_error_hook()
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = old
    assert "RuntimeError: boom" in log_path().read_text(encoding="utf-8")


def test_learner_hints_dim_unplayable_cards_and_show_points(qtbot, make_window) -> None:
    from PySide6.QtCore import Qt

    window = make_window()
    table, c = window.table, window.controller
    wait_for_turn(qtbot, c)
    assert "Points this hand" not in table.score.text()  # counting is part of the game (S-20, B-17)
    window._toggle_hints(True)
    assert "Points this hand" in table.score.text()
    for _ in range(200):
        wait_for_turn(qtbot, c)
        if c.finished_hand is not None:
            c.continue_next()
            continue
        model = table.models["hand-0"]
        if model.refusals:
            card, reason = next(iter(model.refusals.items()))
            row = model.cards().index(card)
            index = model.index(row, 0)
            assert not model.flags(index) & Qt.ItemFlag.ItemIsEnabled
            assert reason[:2] in ("S-", "B-", "H-") and reason in model.data(index, Qt.ItemDataRole.ToolTipRole)
            return
        c.try_action(next(a for a in c.match.legal_actions() if a.kind == "play"))
    pytest.fail("no position with an unplayable card was reached")


def test_hotseat_hides_hands_while_the_device_passes(qtbot, make_window) -> None:
    window = make_window(level="hotseat")
    table, c = window.table, window.controller
    assert c.humans == {0, 1}
    first = c.match.to_move
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=3000)
    assert all(card is None for seat in (0, 1) for card in table.models[f"hand-{seat}"].cards())
    assert c.try_action(c.match.legal_actions()[0]) is not None  # nobody acts behind the curtain
    table.curtain_button.click()
    assert not table.curtain.isVisible()
    mine = table.models[f"hand-{first}"].cards()
    assert all(card is not None for card in mine)
    assert all(card is None for card in table.models[f"hand-{1 - first}"].cards())
    play = next(a for a in c.match.legal_actions() if a.kind == "play")
    assert c.try_action(play) is None
    qtbot.waitUntil(lambda: table.curtain.isVisible() or c.finished_hand is not None, timeout=3000)
    if c.match.to_move == 1 - first and c.finished_hand is None:
        assert all(card is None for seat in (0, 1) for card in table.models[f"hand-{seat}"].cards())
        table.curtain_button.click()
        assert all(card is not None for card in table.models[f"hand-{1 - first}"].cards())
        assert all(card is None for card in table.models[f"hand-{first}"].cards())


def test_hotseat_a_card_still_flying_when_the_device_passes_stays_under_the_curtain(qtbot, make_window) -> None:
    """With animations on, the card just played flew over the curtain that came down behind it."""
    window = make_window(level="hotseat", animation="slow")
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=3000)
    table.curtain_button.click()
    play = next(a for a in c.match.legal_actions() if a.kind == "play")
    assert c.try_action(play) is None

    def in_flight() -> list[QWidget]:
        return [f.card for f in table.animator.flights if f.animation.state() == f.animation.State.Running]

    qtbot.waitUntil(lambda: table.curtain.isVisible() and bool(in_flight()), timeout=3000)
    flying = in_flight()
    stack = [w for w in table.children() if isinstance(w, QWidget)]  # bottom to top
    assert all(stack.index(card) < stack.index(table.curtain) for card in flying)


def test_hotseat_enter_shows_my_cards_and_the_curtain_covers_the_table_in_view(qtbot, make_window) -> None:
    """The focused "Show my cards" button ignored Enter (a button outside a dialog does), and the
    first curtain came down before the window had its size, leaving an edge of the table in view."""
    from PySide6.QtTest import QTest

    window = make_window(game="bura", level="hotseat")
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=3000)
    window.resize(window.width() + 120, window.height() + 60)  # the window grows after the curtain came down
    seen = window.table_scroll.viewport()
    qtbot.waitUntil(lambda: table.curtain.geometry().width() >= seen.width() - 16, timeout=3000)
    cover = table.curtain.geometry()
    assert cover.width() >= seen.width() - 16 and cover.height() >= seen.height() - 16, (cover, seen.size())
    QTest.keyClick(table.curtain_button, Qt.Key.Key_Return)
    assert not table.curtain.isVisible() and c.curtain_for is None


def test_hotseat_the_underlined_letter_shows_my_cards(qtbot, make_window) -> None:
    """The curtain's button underlines S ("&Show my cards"); pressing S alone did nothing."""
    from PySide6.QtTest import QTest

    window = make_window(game="bura", level="hotseat")
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=3000)
    QTest.keyClick(table.curtain_button, Qt.Key.Key_X)
    assert table.curtain.isVisible()  # another letter does nothing
    QTest.keyClick(table.curtain_button, Qt.Key.Key_S)
    assert not table.curtain.isVisible() and c.curtain_for is None


def test_bummerl_sheet_after_a_rubber_of_three_follows_the_history() -> None:
    """S-2, S-5: the sheet is drawn from ``match.history`` (the old sheet recounted only the last
    12 hands and showed a wrong countdown in a long rubber)."""
    import re

    from cardtable.ai import make_player
    from cardtable.engine import new_match
    from cardtable.ui.table import bummerl_sheet

    checked = 0
    for seed in range(40):
        m = new_match("schnapsen", rules={"rubber": 3}, seed=seed)
        players = [make_player("random", seed=seed), make_player("random", seed=seed + 7)]
        while m.result is None:
            p = m.to_move
            m.apply(players[p].choose(m.observation(p), m.legal_actions()))
            if m.history and m.hand.observation(0).tricks == () and m.result is None:
                sheet = bummerl_sheet(m, "You", "Computer")
                cells = re.findall(r"<td align=center>(\d*)</td><td align=center>(\d*)</td>", sheet)
                current = [r for r in m.history if r.bummerl == sum(m.bummerls) + 1]
                expected = [("7", "7")] + [
                    tuple(str(max(s, 0)) if seat == r.result.winner else "" for seat, s in enumerate(r.scores))
                    for r in current
                ]
                assert cells == expected, (seed, len(m.history))
                if current:  # the last count written is the match's count for that player
                    last = current[-1]
                    assert int(cells[-1][last.result.winner]) == m.scores[last.result.winner]
                assert sheet.count("Bummerl ") == sum(m.bummerls)
                checked += 1
        assert len(m.history) == len(m.finished)
    assert checked > 200


class _Failing:
    """A computer player that raises, then one that answers with an illegal action."""

    def __init__(self, how: str) -> None:
        self.how = how

    def choose(self, observation, legal):
        if self.how == "raise":
            raise RuntimeError("the player broke")
        return Action.parse("close") if Action.parse("close") not in legal else Action.parse("pass")


@pytest.mark.parametrize("how", ["raise", "illegal"])
def test_a_failing_computer_player_is_reported_once_and_the_table_goes_on(qtbot, make_window, how) -> None:
    from cardtable.errorlog import log_path

    window = make_window(autoplay=True)
    c = window.controller
    c.bots = {0: _Failing(how), 1: _Failing(how)}
    messages: list[str] = []
    c.message.connect(messages.append)
    start = c.actions_applied
    qtbot.waitUntil(lambda: c.actions_applied >= start + 6, timeout=20000)
    reports = [m for m in messages if "computer player made a mistake" in m]
    assert len(reports) == 1
    log = log_path().read_text(encoding="utf-8")
    assert ("RuntimeError: the player broke" if how == "raise" else "illegal action") in log


def test_claiming_and_closing_by_button_ask_first(qtbot, make_window) -> None:
    """A click that can cost game points asks first: claim 66 (with the counted points when the
    learner hint is on) and closing the stock by button as by clicking the stock."""
    window = make_window(hints=True)
    table, c = window.table, window.controller
    wait_for_turn(qtbot, c)
    questions: list[str] = []
    table.confirm = lambda title, question: questions.append(question) is not None and False
    before = c.actions_applied
    claim = table.findChild(QPushButton, "action-claim")
    claim.click()
    assert c.actions_applied == before and c.match.hand.result is None
    assert "Claim 66 now?" in questions[-1] and "You have 0 points" in questions[-1] and "S-19" in questions[-1]
    close = table.findChild(QPushButton, "action-close")
    if close is not None:
        close.click()
        assert "Close the stock?" in questions[-1] and c.actions_applied == before
    table.confirm = lambda title, question: True
    claim = table.findChild(QPushButton, "action-claim")
    claim.click()
    assert c.actions_applied == before + 1  # the wrong claim, once confirmed


def test_hotseat_seats_the_player_to_move_at_the_bottom(qtbot, make_window) -> None:
    window = make_window(game="schneider", level="hotseat")
    table, c = window.table, window.controller
    grid = table.grid
    seen_bottoms = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: table.curtain.isVisible() or c.human_to_move() is not None, timeout=5000)
        if table.curtain.isVisible():
            table.curtain_button.click()
        p = c.human_to_move()
        if p is None:
            continue
        bottom = grid.itemAtPosition(2, 0).widget()
        assert bottom is table.views[f"hand-{p}"]
        assert all(card is not None for card in table.models[f"hand-{p}"].cards())
        assert all(card is None for card in table.models[f"hand-{1 - p}"].cards())
        seen_bottoms.add(p)
        card = c.hand.observation(p).hand[0]
        c.play_cards([card])
    assert seen_bottoms == {0, 1}


def test_a_bura_group_is_built_and_played_with_the_keyboard_alone(qtbot) -> None:
    """README: arrows move, Space picks a card (again: puts it back), Enter plays the group."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cardtable.engine import GAMES

    from .bura_leads import bura_leads

    for window in bura_leads(qtbot):
        c, table = window.controller, window.table
        legal = [a for a in c.match.legal_actions() if a.kind == "play" and len(a.cards) == 2]
        if not legal:
            continue  # no pair to lead here: another deal
        group = legal[0]
        view = table.views["hand-0"]
        hand = list(table.models["hand-0"].cards())
        rows = sorted(hand.index(card) for card in group.cards)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Home)
        position = 0
        for row in rows:
            while position < row:
                QTest.keyClick(view, Qt.Key.Key_Right)
                position += 1
            QTest.keyClick(view, Qt.Key.Key_Space)
        assert sorted(view.selected_cards(), key=lambda card: card.index) == list(group.cards)
        before = c.actions_applied
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert c.actions_applied == before + 1
        assert c.match.hand.observation(0).trick[0][1] == group.cards
        assert GAMES["bura"].groups
        return
    pytest.fail("no deal with a pair to lead in 40 seeds")


@pytest.mark.parametrize("game", ["schnapsen", "bura", "schneider"])
def test_the_tell_deck_speaks_its_own_words(qtbot, make_window, game) -> None:
    """No French suit sign in any text the table shows while the William Tell deck is chosen:
    the status line, the buttons and their tooltips, the learner hints, the summary."""
    from cardtable.ai import make_player

    window = make_window(game=game, deck_style="tell", hints=True)
    c, table = window.controller, window.table
    seen: list[str] = []

    def collect() -> None:
        seen.append(table.status.text())
        seen.extend(b.text() + b.toolTip() for b in table.actions_bar.buttons)
        seen.extend(table.models["hand-0"].refusals.values())
        seen.append(table.summary_text.text())
        seen.append(table.score.text())

    c.changed.connect(collect)
    c.message.connect(lambda text: seen.append(table.status.text()))
    c.set_stand_in(make_player("easy", seed=3))
    qtbot.waitUntil(lambda: c.finished_hand is not None or len(c.match.history) >= 1, timeout=30000)
    collect()
    assert len(seen) > 20
    bad = [text for text in seen if any(sign in text for sign in "♣♦♥♠")]
    assert not bad, bad[:3]


def test_schneider_summary_lists_the_honours_each_player_took() -> None:
    import re

    from cardtable.engine import new_hand
    from cardtable.ui import texts

    for seed in range(20):
        hand = new_hand("schneider", seed=seed, rules={"short_deck": seed % 2 == 1})
        while hand.result is None:
            hand.apply(hand.legal_actions()[seed % len(hand.legal_actions())])
        words = texts.explain_result(hand.result, "schneider", {0}, None, hand.observation(0), style="tell")
        line = next(line for line in words.splitlines() if line.startswith("Honours taken"))
        sides = re.match(r"Honours taken: You: (.*)\. Computer: (.*)\.$", line)
        assert sides is not None, line
        for seat, text in enumerate(sides.groups()):
            ranks = re.findall(r"\b(?:A|K|O|U|10)\b", text)
            assert len(ranks) == hand.result.scores[seat], (seed, line)  # H-8 (H-10: no tens)
            # a suit's cards stay on one line: the line wraps between suits ("; ") only
            assert all(" " not in suit for suit in text.split("; ")) or text == "none", line


def test_the_end_of_a_match_shows_an_opaque_result_panel(qtbot, make_window) -> None:
    from PySide6.QtTest import QTest

    from cardtable.ai import make_player

    window = make_window(game="bura", rules={"bura": {"target_pots": 1}})
    c, table = window.controller, window.table
    c.set_stand_in(make_player("easy", seed=1))
    qtbot.waitUntil(lambda: c.match.result is not None, timeout=60000)
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    assert table.summary.again_button.isVisible() and table.summary.new_button.isVisible()
    assert not table.summary.next_button.isVisible()
    shown = table.summary.text.text()
    assert "wins the match" in shown or "You win the match" in shown
    # the match's own figures, not the side panel again (a newcomer found it repeated): no trump,
    # pot, counting advice, deal or opponent
    assert "Pots won:" in shown and "Playing to 1 pot" in shown
    for panel_only in ("Trump:", "Pot:", "Keep count", "Deal ", "Opponent:"):
        assert panel_only not in shown and panel_only in table.score.text(), panel_only
    panel = table.summary
    image = table.grab().toImage()  # the panel is opaque: its own colour, not the cloth, behind the words
    x = panel.x() + panel.width() - 8
    colours = {image.pixelColor(x, panel.y() + y).name() for y in range(4, panel.height() - 4)}
    assert "#16281e" in colours
    played_again: list[bool] = []
    table.playAgainRequested.connect(lambda: played_again.append(True))
    # Enter, the next hand's key, does not start a new match (a newcomer pressing it between
    # hands skipped the final sheet): the button is pressed by a click, Space or its letter
    qtbot.waitUntil(lambda: not table.summary.settling(), timeout=3000)
    assert not table.summary.again_button.isDefault()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(window.focusWidget() or window, key)
    assert not played_again and table.summary.isVisible() and c.match.result is not None
    assert table.actions_bar.hint_button.isHidden()  # nothing to advise on the final sheet (nor when the bar shows)
    assert window.statusBar().currentMessage() == "The match is over: Space or Alt+P plays again."
    table.summary.again_button.click()
    assert played_again


def _at_the_end_of_a_hand(
    qtbot, make_window, game: str = "schneider", settled: bool = True
) -> tuple[MainWindow, GameController, TableWidget]:
    """A hand played to its end by a stand-in, its result panel shown (and, if ``settled``, past
    the moment in which its keys sleep)."""
    from cardtable.ai import make_player

    window = make_window(game=game)
    c, table = window.controller, window.table
    go_on = c.continue_next
    c.continue_next = lambda: None  # the stand-in would go on by itself: the person looks first
    c.set_stand_in(make_player("easy", seed=2))
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=60000)
    c.stand_in = None
    c.continue_next = go_on
    if settled:
        qtbot.waitUntil(lambda: not table.summary.settling(), timeout=3000)
    return window, c, table


class PlaysOn:
    """Plays the first card (or group) it may and never claims or declares: its hands end with
    the last trick."""

    def choose(self, observation, legal):
        return next((a for a in legal if a.kind in ("play", "pass")), legal[0])


@pytest.mark.parametrize("game", ["schnapsen", "schneider"])
def test_the_next_deal_is_not_shown_while_the_last_trick_is_in_view(qtbot, make_window, game: str) -> None:
    """The match deals the next hand the moment the last card is played; while the last trick
    stayed in view (the pause before the result panel) the table showed that deal face up, its
    trump and "Deal 2", and then switched back to the finished hand. (In Bura the last trick never
    ends the hand: its winner has one more turn to declare or pass, B-20.)"""
    window = make_window(game=game)
    c, table = window.controller, window.table
    c.continue_next = lambda: None  # the stand-in would go on by itself
    seen: list[tuple[list, int, int, str]] = []
    pauses = []

    def look() -> None:  # after the table's own refresh (it connected first)
        if c.match.finished and not table.summary.isVisible():
            shown = [card for card in table.models["hand-0"].cards() if card is not None]
            seen.append(
                (shown, len(table.models["hand-1"].cards()), len(table.models["stock"].cards()), table.score.text())
            )
            pauses.append(c.ending is not None)

    c.changed.connect(look)
    c.bots[1] = PlaysOn()
    c.set_stand_in(PlaysOn())
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=60000)
    c.stand_in = None
    end = c.match.finished[0].observation(0)
    assert any(pauses), "the hand did not end with its last trick in view"
    for shown, opposite, stock, score in seen:
        assert sorted(shown) == sorted(end.hand)
        assert opposite == end.hand_sizes[1]
        assert stock == max(0, end.stock_size - (1 if end.trump_card else 0))
        assert "Deal 1 " in score and "Deal 2" not in score


def test_the_score_sheet_names_the_last_deal_at_the_end_of_the_match(qtbot, make_window) -> None:
    """When the match is over the match keeps its last hand (no next deal): the sheet said
    "Deal N+1" beside the result of deal N."""
    from cardtable.ai import make_player

    window = make_window(game="schneider", rules={"schneider": {"target": 1}})
    c, table = window.controller, window.table
    c.set_stand_in(make_player("easy", seed=2))
    qtbot.waitUntil(lambda: c.match.result is not None and table.summary.isVisible(), timeout=60000)
    deals = len(c.match.finished)
    assert f"Deal {deals} " in table.score.text() and f"Deal {deals + 1} " not in table.score.text()


def test_the_last_trick_stays_in_view_beside_the_result_panel(qtbot, make_window) -> None:
    """At the end of a hand the final trick lies in the trick area, captioned with who took it,
    and the result panel lies beside it, not over it."""
    window, c, table = _at_the_end_of_a_hand(qtbot, make_window)
    last = c.hand.observation(0).tricks[-1]
    assert sorted(table.models["trick"].cards()) == sorted([*last.lead, *last.answer])
    assert table.views["trick"].caption == f"Last trick: {c.name_of(last.winner)}"
    assert not table.summary.geometry().intersects(table._trick_area())
    table.refresh()  # a refresh (a language switch, a setting) keeps it there
    assert len(table.models["trick"].cards()) == 2


@pytest.mark.parametrize("game", ["schnapsen", "schneider"])
def test_the_result_panel_lies_under_the_hand_beside_the_score_panel(qtbot, make_window, game: str) -> None:
    """The result panel covered the score panel ("Deal 1 · dealer: You" hidden) and the top half
    of the player's hand: it now lies in a strip under the hand, left of the score panel, where the
    buttons and the status line made way for it; after Next hand they are back, and the cards
    grow again."""
    from PySide6.QtCore import QRect

    window, c, table = _at_the_end_of_a_hand(qtbot, make_window, game)
    qtbot.waitUntil(lambda: table.grid.rowMinimumHeight(4) > 0, timeout=2000)
    window.resize(window.size())  # a resize places the panel again: still in its strip
    qtbot.wait(50)
    panel = table.summary.geometry()
    assert not panel.intersects(table.score.geometry())
    assert not panel.intersects(table._trick_area())
    for name, view in table.views.items():
        for rect in view._rects():
            assert not panel.intersects(QRect(view.viewport().mapTo(table, rect.topLeft()), rect.size())), name
    assert not table.status.isVisible() and not table.actions_bar.isVisible()
    table.summary.next_button.click()
    assert table.grid.rowMinimumHeight(4) == 0
    assert table.status.isVisible() and table.actions_bar.isVisible()


def test_restarting_a_finished_hand_takes_its_result_panel_away(qtbot, make_window) -> None:
    """Game ▸ Restart hand after the summary deals the hand again: the panel goes, and with it
    the strip under the hand, so the buttons and the status line are back for the new play."""
    window, c, table = _at_the_end_of_a_hand(qtbot, make_window)
    c.restart_hand()
    assert c.finished_hand is None and not table.summary.isVisible()
    assert table.grid.rowMinimumHeight(4) == 0 and table.status.isVisible() and table.actions_bar.isVisible()


def test_l_at_the_end_of_a_hand_keeps_the_result_panel_and_its_button(qtbot, make_window) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, c, table = _at_the_end_of_a_hand(qtbot, make_window)
    QTest.keyClick(window, Qt.Key.Key_L)
    assert table.summary.isVisible() and table.summary.next_button.isVisible()
    assert len(table.models["trick"].cards()) == 2 and table.views["trick"].caption
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_N)  # the button's shortcut: an animated click
    qtbot.waitUntil(lambda: not table.summary.isVisible() and c.finished_hand is None, timeout=2000)


@pytest.mark.parametrize("key", ["Key_Return", "Key_Enter"])
def test_enter_presses_next_hand(qtbot, make_window, key: str) -> None:
    """The Next-hand button is drawn as the default, so Enter presses it, wherever the focus is."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, c, table = _at_the_end_of_a_hand(qtbot, make_window)
    assert table.summary.next_button.isDefault()
    table.views["hand-0"].setFocus()
    QTest.keyClick(window.focusWidget() or window, getattr(Qt.Key, key))
    assert not table.summary.isVisible() and c.finished_hand is None


def test_a_key_pressed_as_the_result_panel_appears_does_not_pass_it_unread(qtbot, make_window) -> None:
    """Enter pressed twice to play the hand's last card (or held down) went on to the next hand
    before its result was read. The panel's keys sleep for a moment after it appears; then Enter
    and N work as before."""
    from PySide6.QtTest import QTest

    window, c, table = _at_the_end_of_a_hand(qtbot, make_window, settled=False)
    assert table.summary.settling()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_N, Qt.Key.Key_Space):
        QTest.keyClick(window.focusWidget() or window, key)
    assert table.summary.isVisible() and c.finished_hand is not None
    qtbot.waitUntil(lambda: not table.summary.settling(), timeout=3000)
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
    assert not table.summary.isVisible() and c.finished_hand is None


def test_a_special_hand_offer_is_named_as_such_not_as_a_turn_to_lead(qtbot) -> None:
    """B-14: when the table asks the player whether to show a special hand, it says so."""
    from cardtable.engine import OFFER_PHASES

    seed = first_seed(
        "bura",
        lambda match: (
            match.to_move == 0
            and match.observation(0).phase in OFFER_PHASES
            and any(a.kind == "declare" for a in match.legal_actions())
        ),
        "that offers the player a special hand",
    )
    s = Settings(game="bura", animation="off", level="easy")
    window = MainWindow(s, seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    assert c.match.observation(0).phase in OFFER_PHASES
    qtbot.waitUntil(lambda: window.table.turn.text() != "", timeout=5000)
    assert window.table.turn.text() == "Show your special hand or pass"
    window.table.findChild(QPushButton, "action-pass").click()
    qtbot.waitUntil(lambda: window.table.turn.text() != "Show your special hand or pass", timeout=5000)


@pytest.mark.parametrize(("level", "words"), [("expert", "Expert"), ("easy", "Easy"), ("strong", "Strong")])
def test_the_score_panel_names_the_computers_level(qtbot, make_window, level: str, words: str) -> None:
    """The table never said which level the player was up against: the score panel does, under
    the deal ("Opponent: Computer (Expert)"), and a hot-seat game names no computer."""
    from cardtable.ui.access import plain

    window = make_window(game="schnapsen", level=level)
    assert f"Opponent: Computer ({words})" in plain(window.table.score.text())
    hotseat = make_window(game="schnapsen", level="hotseat")
    assert "Opponent" not in plain(hotseat.table.score.text())


@pytest.mark.parametrize("game", ["bura", "schneider"])
def test_the_score_panel_is_headed_with_the_games_own_name(qtbot, make_window, game: str) -> None:
    """The score sheet calls the game what the title bar, the menus and the dialogs call it
    ("Bohemian Schneider", not "Schneider"): one source of game names."""
    import re

    from cardtable.ui import texts
    from cardtable.ui.scorepanel import score_html

    window = make_window(game=game)
    heading = re.match(r"<b[^>]*>(.*?)</b>", score_html(window.controller, False))
    assert heading is not None and heading.group(1) == texts.game_title(game)
    assert texts.game_title("schneider") == "Bohemian Schneider"


@pytest.mark.parametrize("on", [True, False])
def test_the_bummerl_legend_names_the_schneiderbummerl_only_where_it_is_played(qtbot, make_window, on: bool) -> None:
    """S-4: the score panel explained "●● for a Schneiderbummerl" with the rule off (newcomer finding)."""
    from cardtable.ui.scorepanel import score_html

    window = make_window(rules={"schnapsen": {"schneiderbummerl": on}})
    assert window.controller.match.rules.schneiderbummerl is on
    html = score_html(window.controller, False)
    assert "● per Bummerl lost" in html
    assert ("Schneiderbummerl" in html) is on
    # The bracket starts its own line: wrapped in the panel it broke as "(● per / Bummerl lost)".
    assert "Bummerl marks<br>(● per Bummerl lost" in html


def _play_on(c: GameController, until: int) -> None:
    """The person's side: the first legal play (else the first legal action) when it is his move."""
    if c.human_to_move() == 0 and c.actions_applied < until:
        legal = c.match.legal_actions()
        c.try_action(next((a for a in legal if a.kind == "play"), legal[0]))


def test_thinking_is_shown_only_while_the_computer_thinks(qtbot, make_window) -> None:
    """Bura: at the player's own lead the computer is first offered its special hand (B-14), which
    the table settles at once; "Computer is thinking…" must not show then (nor while a finished
    trick is in view), only while the computer is choosing a move."""
    from cardtable.engine import OFFER_PHASES

    window = make_window(game="bura")
    c, table = window.controller, window.table
    thinking = [False]
    c.thinking.connect(lambda on: thinking.__setitem__(0, on))
    wrong: list[str] = []
    own_leads = [0]

    def check() -> None:
        p = c.match.to_move
        if p == 1 and c.match.observation(1).phase in OFFER_PHASES and c.match.observation(0).trick == ():
            own_leads[0] += 1  # the offer before the player's own lead
        if "thinking" in table.turn.text() and not thinking[0]:
            wrong.append(
                f"{table.turn.text()!r} after {c.match.actions[-2:]}, to move: {p}, "
                f"phase: {c.match.observation(0).phase}, trick in view: {c.showing_trick is not None}"
            )

    # As the player sees it: once the table has done what it does at once, before the next event.
    c.changed.connect(lambda: QTimer.singleShot(0, check))
    c.thinking.connect(lambda on: QTimer.singleShot(0, check))
    c.changed.connect(lambda: QTimer.singleShot(0, lambda: _play_on(c, 40)))
    check()  # the deal was settled before the test looked
    _play_on(c, 40)
    qtbot.waitUntil(lambda: c.actions_applied >= 40 or c.finished_hand is not None, timeout=30000)
    assert own_leads[0] > 0
    assert not wrong, wrong[:3]


def test_your_turn_shows_when_the_player_can_act_and_the_cards_have_landed(qtbot, make_window) -> None:
    """ "Your turn" appears once the player can move (not while a finished trick is in view) and
    the drawn cards have reached the hands (not while they fly)."""
    window = make_window(animation="fast")
    c, table = window.controller, window.table
    wrong: list[str] = []
    prompted = []
    flew_to_a_turn = [0]

    def flying() -> bool:
        return any(f.animation.state() == f.animation.State.Running for f in table.animator.flights)

    def check() -> None:
        if c.human_to_move() == 0 and flying():
            flew_to_a_turn[0] += 1
        if table.turn.text() == "Your turn":
            if c.human_to_move() != 0:
                wrong.append(f"'Your turn' while the player cannot move (after {c.match.actions[-1:]})")
            elif flying():
                wrong.append(f"'Your turn' while cards fly (after {c.match.actions[-1:]})")
            elif c.actions_applied not in prompted:  # a person reads it, then plays
                prompted.append(c.actions_applied)
                QTimer.singleShot(120, lambda: _play_on(c, 12))

    poll = QTimer(table)
    poll.timeout.connect(check)
    poll.start(5)
    qtbot.waitUntil(lambda: c.actions_applied >= 12 or c.finished_hand is not None, timeout=30000)
    poll.stop()
    assert flew_to_a_turn[0] > 0  # the player's turn came while drawn cards were still flying
    assert prompted  # and "Your turn" did come
    assert not wrong, wrong[:3]


def test_the_trick_line_stays_in_view_with_a_marriage_announced_after_it(qtbot) -> None:
    """Schnapsen: the computer takes a trick and at once announces a marriage (S-12). The status
    line keeps who took the trick and adds the announcement below it, until the player's move."""
    found: dict[str, str] = {}
    for seed in range(12, 60):
        window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=seed, persist=False)
        qtbot.addWidget(window)
        window.show()
        c, table = window.controller, window.table
        last: list[str] = []  # the line the trick left on the status line, if the last message was a trick's

        def on_message(
            _text: object, c: GameController = c, table: TableWidget = table, last: list[str] = last
        ) -> None:
            if c.showing_trick is not None:
                last[:] = [table.status.text()]
                return
            if last and c.match.actions[-1].startswith("marry") and c.match.to_move == 1:
                found.update(trick=last[0], marriage=table.status.text(), said=table.announcer.said[-1])
            last.clear()

        c.message.connect(on_message)
        c.changed.connect(lambda c=c: QTimer.singleShot(0, lambda: "marriage" in found or _play_on(c, 10**6)))
        _play_on(c, 10**6)
        qtbot.waitUntil(lambda c=c: "marriage" in found or c.finished_hand is not None, timeout=30000)
        if "marriage" in found:
            break
        c.shutdown()
        window.close()
    assert found, "no marriage announced by the computer right after taking a trick in 48 seeds"
    trick, both = found["trick"], found["marriage"]
    assert "the trick goes to" in trick  # the rule that decided it (issue 47 item 1)
    assert both.startswith(trick + "\n") and "marriage" in both[len(trick) :], (trick, both)
    assert found["said"] == both[len(trick) + 1 :]  # a screen reader hears the new line, not the trick again
    wait_for_turn(qtbot, c)
    assert table.status.text() == both  # still there when the player moves next


def test_a_second_status_line_does_not_shrink_the_cards(qtbot, make_window) -> None:
    """The status line has room for two lines (a trick and the marriage after it), so the cards
    keep their size when the second line comes and goes."""
    window = make_window()
    window.resize(800, 540)  # the smallest window, where every line of height counts
    c, table = window.controller, window.table
    wait_for_turn(qtbot, c)
    sizes = []
    for text in (
        "The computer takes your ace of hearts with ten of hearts.",
        "The computer takes your ace of hearts with ten of hearts.\nComputer: announced the marriage ♦ (20).",
        "",
    ):
        table.show_message(text)
        qtbot.wait(50)  # the layout follows
        sizes.append(
            (
                table.views["hand-0"].card_size(),
                table.views["trick"].card_size(),
                table.views["hand-0"].geometry(),
                table.status.geometry(),
            )
        )  # nor move them 2 px
    assert sizes[0] == sizes[1] == sizes[2]


@pytest.mark.parametrize("contrast", [False, True])
def test_the_light_round_a_refusal_leaves_the_first_letter_clear(qtbot, make_window, contrast) -> None:
    """A newcomer saw the frame of a refusal's light run through its first letter ("B-5"): the
    style sheet's polish had set the status line's margins back to none."""
    window = make_window("bura")
    table = window.table
    table.set_contrast(contrast)
    table.show_message("B-5: Lead one card, or two or three cards of one suit")
    qtbot.wait(20)
    status = table.status
    margins = status.contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (6, 2, 6, 2)
    text = status.fontMetrics().boundingRect(
        status.contentsRect(), int(status.alignment()) | int(Qt.TextFlag.TextWordWrap), status.text()
    )
    assert text.left() - 5 >= 1  # the light's frame (``StatusLine.paintEvent``) lies left of the words


def test_a_third_status_line_does_not_shrink_the_cards_on_a_tall_table(qtbot, make_window) -> None:
    """A newcomer saw the whole table jump as a trick, the cards drawn and the computer's lead
    took three lines: where the table is not short, the status line has room for three."""
    window = make_window()
    window.resize(1400, 900)  # the window a first start opens on a common laptop's screen
    c, table = window.controller, window.table
    wait_for_turn(qtbot, c)
    assert table.status.lines() == 3
    trick = "The computer takes your ace of hearts with the ten of hearts, and the trick goes to him (S-10)."
    sizes = []
    for text in (trick, f"{trick}\nYou draw the king of spades.\nThe computer led the nine of clubs.", ""):
        table.show_message(text)
        qtbot.wait(50)  # the layout follows
        sizes.append((table.views["hand-0"].card_size(), table.views["hand-0"].geometry(), table.status.geometry()))
    assert sizes[0] == sizes[1] == sizes[2]


def test_the_tell_deck_names_its_cards_in_one_language(qtbot, make_window) -> None:
    """In the English table the William Tell deck's cards are named in lower-case English words with
    the deck's own ranks ("ober of leaves", "nine of bells"), never German suits beside English
    numbers ("Nine of Schellen") nor a capital inside a sentence."""
    import re

    from cardtable.ai import make_player
    from cardtable.ui import texts

    assert texts.card_name("tell", "QS") == "ober of leaves"
    assert texts.card_name("tell", "JH") == "unter of hearts"
    assert texts.card_name("tell", "KC") == "king of acorns"
    assert texts.card_name("tell", "9D") == "nine of bells"
    assert texts.card_name("tell", "AD") == "daus of bells"
    german = re.compile(r"\b(Eichel|Schellen|Herz|Laub|König|Ober|Unter|Daus)\b")
    window = make_window(game="schnapsen", deck_style="tell")
    c, table = window.controller, window.table
    seen: list[str] = []
    c.changed.connect(lambda: seen.append(table.status.text()))
    c.message.connect(lambda text: seen.append(table.status.text()))
    c.set_stand_in(make_player("easy", seed=3))
    qtbot.waitUntil(lambda: c.finished_hand is not None or len(c.match.history) >= 1, timeout=30000)
    tricks = [text for text in seen if " of " in text]
    assert tricks
    bad = [
        text
        for text in seen
        if german.search(text) or re.search(r"\b(?:Ace|Daus|Ten|King|Queen|Jack|Nine|Eight|Seven|Six) of\b", text)
    ]
    assert not bad, bad[:3]


def _answer_a_lead(window: MainWindow, tricks: int = 2) -> None:
    """Replay the match to the player's answer to a lead after a few tricks, then answer through
    the table: the finished trick and its line are in view."""
    from cardtable.engine import new_match

    c = window.controller
    match = new_match(c.game, rules=c.rules, seed=c.seed)
    start = match.clone()
    while not (
        len(match.observation(0).tricks) >= tricks
        and match.to_move == 0
        and match.observation(0).trick
        and any(a.kind == "play" for a in match.legal_actions())
    ):
        match.apply(match.legal_actions()[0])
    c.resume(match, start)
    c.changed.emit()
    assert c.try_action(next(a for a in match.legal_actions() if a.kind == "play")) is None


def test_a_deck_switch_mid_hand_words_the_trick_line_in_the_new_decks_names(qtbot, make_window) -> None:
    """View ▸ Deck from William Tell to French mid-hand: the cards redraw as French, and the
    status line says who took the trick with the French names of the same cards (it said "ober of
    acorns, daus of hearts" under French cards), and back again."""
    from cardtable.ui import texts

    window = make_window(game="schnapsen", deck_style="tell", animation="slow")
    c, table = window.controller, window.table
    _answer_a_lead(window)
    last = c.hand.observation(0).tricks[-1]
    cards = [*last.lead, *last.answer]

    def names(style: str) -> list[str]:
        return [texts.card_name(style, card.code) for card in cards]

    assert all(name in table.status.text() for name in names("tell"))
    window.set_deck("french")
    shown = table.status.text()
    assert all(name in shown for name in names("french")), shown
    assert not any(name in shown for name in names("tell")), shown
    window.set_deck("tell")
    assert all(name in table.status.text() for name in names("tell"))


def test_a_deck_switch_words_the_exchange_and_the_marriage_lines_again(qtbot) -> None:
    """The other lines that name cards or suits keep their cards too: an exchange of the trump
    card (S-14) and a marriage (S-12) are worded in the deck shown now."""
    from cardtable.engine import Kind
    from cardtable.ui import texts

    seed = first_seed(
        "schnapsen",
        lambda match: match.to_move == 0 and {Kind.EXCHANGE, Kind.MARRY} <= {a.kind for a in match.legal_actions()},
        "with both an exchange and a marriage at the first lead",
    )
    s = Settings(game="schnapsen", animation="off", level="easy", deck_style="tell")
    window = MainWindow(s, seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    c, table = window.controller, window.table
    assert c.try_action("exchange") is None
    jack = c.match.observation(0).trump_card  # the trump jack ("unter") now lies under the stock
    assert jack is not None and jack.code[0] == "J"
    assert texts.card_name("tell", jack.code) in table.status.text()
    window.set_deck("french")
    assert texts.card_name("french", jack.code) in table.status.text()
    assert texts.card_name("tell", jack.code) not in table.status.text()
    window.set_deck("tell")
    marriage = next(a for a in c.match.legal_actions() if a.kind == Kind.MARRY)
    assert marriage.suit is not None and c.try_action(marriage) is None
    assert texts.suit_label(int(marriage.suit), "tell") in table.status.text()
    window.set_deck("french")
    assert texts.suit_label(int(marriage.suit), "french") in table.status.text()
    assert texts.suit_label(int(marriage.suit), "tell") not in table.status.text()


def test_a_deck_switch_words_the_result_panel_again(qtbot, make_window) -> None:
    """Schneider's summary lists the honours taken in the deck's own signs (H-8): after a deck
    switch it lists them in the new deck's."""
    window, c, table = _at_the_end_of_a_hand(qtbot, make_window)
    window.set_deck("tell")
    tell_words = table.summary_text.text()
    window.set_deck("french")
    french_words = table.summary_text.text()
    assert tell_words != french_words
    assert not any(suit in tell_words for suit in "♣♦♥♠")
    assert any(suit in french_words for suit in "♣♦♥♠")


def test_action_buttons_appear_with_the_turn_line(qtbot, make_window) -> None:
    """No "Claim 66" or "Close the stock" while a won trick is still collected or cards fly:
    the buttons show when the player can act, as "Your turn" does."""
    window = make_window(animation="fast")
    c, table = window.controller, window.table
    wrong: list[str] = []
    shown = [0]

    def check() -> None:
        visible = [b.text() for b in table.actions_bar.buttons if b.isVisible()]
        if visible:
            shown[0] += 1
            if table.turn.text() != "Your turn":
                wrong.append(f"{visible} with the turn line {table.turn.text()!r}")

    def look_then_play() -> None:
        check()
        if table.turn.text() == "Your turn":  # the person plays once told it is his turn
            _play_on(c, 40)

    for signal in (c.changed, table.animator.settled):
        signal.connect(lambda: QTimer.singleShot(0, look_then_play))
    look_then_play()
    qtbot.waitUntil(lambda: c.actions_applied >= 40 or c.finished_hand is not None, timeout=30000)
    assert shown[0] > 0
    assert not wrong, wrong[:3]


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_a_claim_asks_with_no_as_the_default_answer(qtbot, make_window, game: str) -> None:
    """Claiming 66 or declaring 31 with too few points costs game points or chips: Enter in the
    question it asks first must not make the claim. "No", the safe answer, is its default button."""
    from PySide6.QtWidgets import QMessageBox

    from .questions import default_of_next_question

    window = make_window(game)
    table, c = window.table, window.controller
    wait_for_turn(qtbot, c)
    seen = default_of_next_question(QMessageBox.StandardButton.No)
    before = c.actions_applied
    table.findChild(QPushButton, "action-claim").click()
    assert seen == [QMessageBox.StandardButton.No]
    assert c.actions_applied == before


@pytest.mark.parametrize(
    ("game", "held", "shown"),
    [
        ("schneider", "QC TC AD 9C KC", "KC QC TC 9C AD"),  # H-1: the ten ranks below the queen (and jack)
        ("schnapsen", "QC TC AD JC KC", "TC KC QC JC AD"),  # S-1: the ten above the king
    ],
)
def test_a_hand_is_shown_by_suit_and_the_games_own_ranks(qtbot, game: str, held: str, shown: str) -> None:
    from cardtable.engine import GAMES

    deck = {str(card): card for card in GAMES[game].deck()}
    controller = GameController(game, seed=5, humans={0}, level="random", pace="off")
    ordered = controller.spec.held_order([deck[name] for name in held.split()])
    assert " ".join(str(card) for card in ordered) == shown
    controller.shutdown()


def test_the_players_schneider_hand_puts_each_ten_below_the_jack(qtbot) -> None:
    """H-1 on the table: in the hand the player holds, every card outranks the ones to its right in its suit."""
    from cardtable.engine import GAMES

    strength = GAMES["schneider"].strength
    checked = 0
    for seed in range(30):
        controller = GameController("schneider", seed=seed, humans={0}, level="random", pace="off")
        cards = [card for card in controller.hand_cards(0) if card is not None]
        for left, right in zip(cards, cards[1:], strict=False):
            if left.suit == right.suit:
                assert strength[left.index] > strength[right.index], [str(c) for c in cards]
        tens = {c.suit for c in cards if c.rank.name == "TEN"}
        checked += sum(c.suit in tens for c in cards) > len(tens)  # a ten beside another of its suit
        controller.shutdown()
    assert checked  # some hand held a ten beside another card of its suit


def test_the_table_gives_its_expert_a_time_limit_and_the_benchmarks_none(qtbot) -> None:
    from cardtable.ai import make_player
    from cardtable.ui.controller import THINKING_LIMIT, GameController

    controller = GameController("schnapsen", level="expert", seed=4)
    assert [bot.time_limit for bot in controller.bots.values()] == [THINKING_LIMIT]
    assert make_player("expert", seed=4).time_limit is None  # type: ignore[attr-defined]


def test_a_veil_shows_the_cards_held_before_and_the_new_ones_as_their_backs_land() -> None:
    """A pile with cards on their way shows its old cards at once and the new ones, left to right,
    only as the flights bringing them land: a draw into a sorted hand hides just the drawn card
    (wherever it sorts), a deal of five cards in three flights shows 2, 4 and 5 of them."""
    from cardtable.ui.views import Veil

    ace, ten, king = Card("AS"), Card("TS"), Card("KH")
    drawn = Veil([ace, king], flights=1)
    assert drawn.painted_rows([ace, ten, king]) == {0, 2}
    drawn.landed = 1
    assert drawn.painted_rows([ace, ten, king]) == {0, 1, 2}
    backs = Veil([None, None], flights=1)  # the opponent's hand: backs, the new one at the end
    assert backs.painted_rows([None, None, None]) == {0, 1}
    dealt = Veil([], flights=3)
    shown = []
    for landed in range(4):
        dealt.landed = landed
        shown.append(sorted(dealt.painted_rows([ace, ten, king, None, None])))
    assert shown == [[], [0, 1], [0, 1, 2, 3], [0, 1, 2, 3, 4]]


@pytest.mark.parametrize("game", ["bura", "schnapsen"])
def test_a_new_deal_shows_as_its_cards_land_and_the_computer_leads_after(qtbot, make_window, game) -> None:
    """The new hand showed at once and the dealt backs flew onto cards already there; and the
    computer led while the deal was still flying (newcomer finding)."""
    window = make_window(game=game, animation="normal")
    qtbot.waitExposed(window)
    led_while_dealing: list[bool] = []
    for seed in range(8):  # until the computer has led a new deal
        if led_while_dealing:
            break
        window.seed = seed
        window.new_game()
        table, c = window.table, window.controller
        mine, his = table.views["hand-0"], table.views["hand-1"]
        assert mine.veil is not None and his.veil is not None
        assert not mine.veil.painted_rows(mine.model().cards()) and not his.veil.painted_rows(his.model().cards())
        c.played.connect(
            lambda seat, cards, views=(mine, his): led_while_dealing.append(
                any(view.veil is not None for view in views)
            )
        )
        qtbot.waitUntil(
            lambda t=table, views=(mine, his): not t.animator.busy and all(v.veil is None for v in views), timeout=5000
        )
        assert mine.model().cards() and his.model().cards()
        qtbot.waitUntil(lambda c=c: c.human_to_move() == 0, timeout=10000)
    assert led_while_dealing and not any(led_while_dealing)


def test_drawn_cards_come_into_the_hands_only_after_the_trick_in_view(qtbot, make_window) -> None:
    """While the finished trick stayed in view, the hands already held the cards drawn after it and
    the stock had given them up; then their backs flew onto cards already there (seen mid-hand)."""
    from cardtable.ai import make_player

    window = make_window(game="schnapsen", animation="normal", trick_pause="long")
    table, c = window.table, window.controller
    c.set_stand_in(make_player("easy", seed=1))
    qtbot.waitUntil(lambda: c.showing_trick is not None, timeout=10000)  # the first trick, in view
    c.stand_in = None
    stock = c.match.observation(0).stock_size
    assert stock == 8 and [len(c.hand.observation(seat).hand) for seat in (0, 1)] == [5, 5]  # drawn
    assert [len(table.models[f"hand-{seat}"].cards()) for seat in (0, 1)] == [4, 4]
    assert table.views["stock"].caption == "10"
    qtbot.waitUntil(lambda: c.showing_trick is None and not table.animator.busy, timeout=10000)
    assert [len(table.models[f"hand-{seat}"].cards()) for seat in (0, 1)] == [5, 5]
    assert table.views["stock"].caption == "8"


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_the_stock_gives_up_each_drawn_card_as_its_back_takes_off(qtbot, make_window, game) -> None:
    """Newcomer finding: the stock's count dropped by all the cards drawn at once, before any back
    had left it. It drops by one as each takes off, down to what the stock holds."""
    from cardtable.ai import make_player

    window = make_window(game=game, animation="slow", trick_pause="short")
    table, c = window.table, window.controller
    c.set_stand_in(make_player("easy", seed=1))
    qtbot.waitUntil(lambda: c.showing_trick is not None, timeout=10000)  # the first trick, in view
    c.stand_in = None
    before = int(table.views["stock"].caption)
    drawn = len(c.drawn_in_view())
    assert drawn >= 2
    shown = [before]  # each count the stock showed, in turn

    def look() -> None:
        count = int(table.views["stock"].caption or 0)
        if count != shown[-1]:
            shown.append(count)

    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(2)
    qtbot.waitUntil(lambda: c.showing_trick is None and not table.animator.busy, timeout=10000)
    watch.stop()
    look()
    assert shown == list(range(before, before - drawn - 1, -1))
    assert shown[-1] == c.match.observation(0).stock_size


def test_the_face_up_trump_card_stays_beside_the_stock_until_the_last_draw_lands(qtbot, make_window) -> None:
    """S-11: the last draw takes the face-up trump card. While the trick before it stayed in view,
    the trump card had already gone and the stock showed two backs (seen mid-hand)."""
    from cardtable.ai import make_player

    window = make_window(game="schnapsen", animation="fast")
    table, c = window.table, window.controller
    c.set_stand_in(make_player("easy", seed=1))
    assert c.match.observation(0).trump_card is not None

    def last_draw_in_view() -> bool:
        return c.showing_trick is not None and c.match.observation(0).stock_size == 0 and bool(c.drawn_in_view())

    qtbot.waitUntil(lambda: last_draw_in_view() or c.match.observation(0).stock_closed_by is not None, timeout=60000)
    c.stand_in = None
    assert last_draw_in_view(), "the deal was closed before its stock ran out: pick another seed"
    trump_card = c.drawn_in_view()[-1][1]
    assert trump_card is not None and trump_card.suit == c.match.observation(0).trump
    assert table.models["trump"].cards() == [trump_card]
    assert len(table.models["stock"].cards()) == 1
    assert table.views["stock"].caption == "2"
    shown: list[tuple[str, bool]] = []  # the stock's count, and whether the trump card lay beside it

    def look() -> None:
        now = (table.views["stock"].caption, table.models["trump"].cards() == [trump_card])
        if not shown or shown[-1] != now:
            shown.append(now)

    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(2)
    qtbot.waitUntil(lambda: c.showing_trick is None and not table.animator.busy, timeout=10000)
    watch.stop()
    assert table.models["trump"].cards() == [] and table.models["stock"].cards() == []
    # the trump card is the last to leave: beside the one back, then alone, then gone
    assert shown == [("2", True), ("1", True), ("", False)]


def test_the_buttons_after_an_exchange_stay_under_the_mouse(qtbot) -> None:
    """After "Exchange trump" was clicked and went, the buttons after it slid left, so the next
    click aimed at "Close the stock" landed on "Claim 66" (newcomer finding). Within one turn a
    gone button leaves a gap; the next turn lays the bar out afresh."""

    from cardtable.engine import Kind

    def exchange_first(match: Any) -> bool:
        kinds = [a.kind for a in match.legal_actions() if a.kind != Kind.PLAY]
        return match.to_move == 0 and bool(kinds) and kinds[0] == Kind.EXCHANGE and Kind.CLOSE in kinds

    seed = first_seed("schnapsen", exchange_first, "that offers the exchange first and the close at the first lead")
    window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    c, bar = window.controller, window.table.actions_bar
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and bool(bar.buttons) and bar.buttons[0].isVisible())

    def button(kind: Kind) -> Any:
        return next(b for b in bar.buttons if b.property("action").kind == kind)

    where = {kind: button(kind).mapTo(window, QPoint(0, 0)) for kind in (Kind.CLOSE, Kind.CLAIM)}
    qtbot.mouseClick(button(Kind.EXCHANGE), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.match.observation(0).trump_card.code[0] == "J" and c.human_to_move() == 0)
    assert Kind.EXCHANGE not in [b.property("action").kind for b in bar.buttons]
    qtbot.wait(50)  # the layout settles
    assert {kind: button(kind).mapTo(window, QPoint(0, 0)) for kind in where} == where
    card = next(a for a in c.match.legal_actions() if a.kind == Kind.PLAY)
    assert c.try_action(card) is None  # the turn ends: the next one has no gaps
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and bool(bar.buttons), timeout=10000)
    assert bar.gaps == []


def test_picked_bura_cards_get_a_play_button_that_plays_them(qtbot) -> None:
    """B-5: a lead of one to three cards of a suit. Picked cards rose, but nothing on the table said
    how to play them (only Enter or a drag did; newcomer finding): a "Play 2 cards" button does."""
    from .bura_leads import bura_leads

    for window in bura_leads(qtbot):
        c, table = window.controller, window.table
        legal = [a for a in c.match.legal_actions() if a.kind == "play" and len(a.cards) == 2]
        if not legal:
            continue
        group, view, bar = legal[0], table.views["hand-0"], table.actions_bar

        def play_button(bar: Any = bar) -> Any:
            return next((b for b in bar.buttons if b.property("action").kind == "play"), None)

        assert play_button() is None  # nothing picked yet
        first, second = (view.rect_of(card) for card in group.cards)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=first.topLeft() + QPoint(4, 8))
        assert play_button() is not None and play_button().text() == "Play 1 card"
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ControlModifier,
            pos=second.topLeft() + QPoint(4, 8),
        )
        assert sorted(view.selected_cards(), key=lambda card: card.index) == list(group.cards)
        assert play_button().text() == "Play 2 cards" and play_button().isVisible()
        mixed = [card for card in view.model().cards() if card.suit != group.cards[0].suit][:1]
        if mixed:  # B-5: a group of two suits gets no Play button; Enter says why, and the pick goes
            view.clearSelection()
            for card in (group.cards[0], mixed[0]):
                qtbot.mouseClick(
                    view.viewport(),
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.ControlModifier,
                    pos=view.rect_of(card).topLeft() + QPoint(4, 8),
                )
            assert len(view.selected_cards()) == 2 and play_button() is None
            view.setFocus()
            qtbot.keyClick(view, Qt.Key.Key_Return)
            assert table.status.text().startswith("B-") and view.selected_cards() == [] and play_button() is None
            for card in group.cards:
                qtbot.mouseClick(
                    view.viewport(),
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.ControlModifier,
                    pos=view.rect_of(card).topLeft() + QPoint(4, 8),
                )
        qtbot.mouseClick(play_button(), Qt.MouseButton.LeftButton)
        assert c.match.hand.observation(0).trick[0][1] == group.cards
        qtbot.waitUntil(lambda: play_button() is None)
        return
    pytest.fail("no deal with a pair to lead in 40 seeds")


@pytest.mark.parametrize("modifier", [Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier])
def test_a_shift_or_ctrl_click_adds_a_card_to_the_bura_pick_and_takes_it_out_again(qtbot, modifier) -> None:
    """B-5: the README offers Ctrl- or Shift-click for a group; Shift-click replaced the pick with
    the card clicked (newcomer finding), so a two-card answer could not be picked with it."""
    from .bura_leads import bura_leads

    for window in bura_leads(qtbot):
        view = window.table.views["hand-0"]
        cards = view.model().cards()
        if len(cards) < 3:
            continue
        spots = [view.rect_of(card).topLeft() + QPoint(4, 8) for card in cards]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spots[0])
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, pos=spots[2])
        assert sorted(view.selected_cards(), key=cards.index) == [cards[0], cards[2]]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, pos=spots[1])
        assert sorted(view.selected_cards(), key=cards.index) == cards[:3]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, pos=spots[0])
        assert sorted(view.selected_cards(), key=cards.index) == cards[1:3]
        return
    pytest.fail("no deal where the player leads in 40 seeds")


def test_a_refused_card_dragged_over_the_trick_is_not_taken_and_says_why_at_once(qtbot, make_window) -> None:
    """S-17. While a card the rules refuse was dragged, the trick took it like any other (the drop
    looked accepted until let go; newcomer finding). Now the trick shows the "no" cursor and the
    status line the rule as the card comes over it; a playable card is taken as before."""
    from PySide6.QtGui import QDragEnterEvent

    window = make_window()
    c, table = window.controller, window.table
    legal, illegal = play_to_a_refused_answer(qtbot, c)
    qtbot.waitUntil(lambda: not table.animator.busy)
    trick = table.views["trick"]
    at = trick.viewport().rect().center()

    def enter(card: Card) -> bool:
        mime = encode_cards([card])  # held here: the event does not keep it alive
        event = QDragEnterEvent(
            at, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(trick.viewport(), event)
        return event.isAccepted()

    before = c.actions_applied
    assert not enter(illegal[0])
    assert table.status.text().startswith("S-17") and c.actions_applied == before
    assert enter(legal[0])
    assert c.actions_applied == before  # hovering plays nothing


@pytest.mark.parametrize("where", ["trick", "stock", "cloth"])
def test_a_click_on_the_table_leaves_the_keyboard_on_the_hand(qtbot, make_window, where: str) -> None:
    """A click on the cloth, the trick or the stock moved the keyboard focus to the scroll area
    around the table: no card was outlined and Enter did nothing (newcomer finding, reproduced
    under Xvfb with xdotool). The hand keeps the focus, and Enter plays the outlined card."""
    window = make_window()
    c, table = window.controller, window.table
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    wait_for_turn(qtbot, c)
    hand = table.views["hand-0"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand)
    target = table if where == "cloth" else table.views[where].viewport()
    at = QPoint(6, 6) if where == "cloth" else target.rect().center()
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=at)
    assert QApplication.focusWidget() is hand and hand.currentIndex().isValid()
    before = c.actions_applied
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert c.actions_applied == before + 1


def test_after_a_marriage_the_keyboard_place_is_on_its_king_and_enter_leads_it(qtbot) -> None:
    """S-12: a marriage announced is led with its King or Queen. The outline stayed on the first
    card, which may not be led then, and Enter only said so (newcomer finding)."""
    from cardtable.engine import Kind

    seed = first_seed(
        "schnapsen",
        lambda match: (
            match.to_move == 0
            and any(a.kind == Kind.MARRY for a in match.legal_actions())
            and match.observation(0).hand[0].code[0] not in "KQ"
        ),
        "with a marriage at the first lead and another card first in hand",
    )
    window = MainWindow(Settings(game="schnapsen", animation="off", level="easy"), seed=seed, persist=False)
    qtbot.addWidget(window)
    window.show()
    c, table = window.controller, window.table
    qtbot.waitUntil(lambda: c.human_to_move() == 0 and bool(table.actions_bar.buttons))
    view = table.views["hand-0"]
    view.setFocus()
    button = next(b for b in table.actions_bar.buttons if b.property("action").kind == Kind.MARRY)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    suit = button.property("action").suit
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view)
    current = table.models["hand-0"].cards()[view.currentIndex().row()]
    assert current.code[0] == "K" and current.suit == suit
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.match.observation(0).trick[0][1] == (current,)


def test_the_claim_button_keeps_its_place_from_turn_to_turn(qtbot) -> None:
    """Claim 66 is offered at every turn: first in the bar, it stays where it was when the
    marriage and the close are gone at the next turn (it moved from third place to first)."""
    from cardtable.engine import Action
    from cardtable.ui.actionbar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(900, 40)
    bar.show()
    lead = [Action.parse(a) for a in ("marry D", "close", "claim")]
    bar.set_actions(lead, "schnapsen", "french", 1, turn=1)
    qtbot.waitUntil(lambda: bar.buttons[0].x() > 0)
    assert [b.objectName() for b in bar.buttons] == ["action-claim", "action-marry", "action-close"]
    at = bar.buttons[0].mapTo(bar, bar.buttons[0].rect().topLeft())
    bar.set_actions([Action.parse("claim")], "schnapsen", "french", 1, turn=2)
    qtbot.waitUntil(lambda: len(bar.buttons) == 1 and bar.buttons[0].isVisible())
    bar.layout().activate()
    assert bar.buttons[0].mapTo(bar, bar.buttons[0].rect().topLeft()) == at


def test_every_close_asks_while_the_preference_is_on(qtbot, make_window) -> None:
    """A close confirmed once silenced the question for the rest of the window's life: a newcomer
    was asked in some hands and not in others, with "Ask before closing the stock" on."""
    from cardtable.engine.actions import CLOSE

    seed = first_seed("schnapsen", lambda m: m.to_move == 0 and CLOSE in m.legal_actions(), "the player to close")
    window = make_window("schnapsen", seed=seed)
    table, c = window.table, window.controller
    wait_for_turn(qtbot, c)
    questions: list[str] = []
    table.confirm = lambda title, question: questions.append(question) is None  # Yes
    assert table._confirmed(CLOSE) and table._confirmed(CLOSE)
    assert len(questions) == 2 and all("Close the stock?" in q or "S-21" in q for q in questions)
    table.confirm_close = False  # Preferences: no longer asked
    assert table._confirmed(CLOSE) and len(questions) == 2

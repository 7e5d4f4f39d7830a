"""Dialogs stay within the screen's available area: the New game dialog when a game with more
variants makes it grow, the Statistics window at 200 % on a laptop's screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.ui.dialogs import NewGameDialog


def test_the_new_game_dialog_keeps_its_size_across_games_and_stays_on_screen_as_it_grows(qtbot) -> None:
    """Opened during Bura (two variants), centred on the screen, then switched to Schnapsen (ten):
    it grew downwards past the screen's foot, OK and Cancel out of reach; and it jumped in size at
    each change of game. It keeps one size for every game now, and when it does grow (hot-seat adds
    the players' names) it stays on the screen."""
    dialog = NewGameDialog("bura", "standard", {}, "french", "expert")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    avail = dialog.screen().availableGeometry()
    frame = dialog.frameGeometry()
    frame.moveCenter(avail.center())
    dialog.move(frame.topLeft())
    qtbot.wait(20)
    size = dialog.size()
    for game in ("schnapsen", "schneider", "bura"):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        qtbot.wait(20)
        assert dialog.size() == size, game
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    dialog.level.setCurrentIndex(dialog.level.findData("hotseat"))
    qtbot.wait(20)
    assert dialog.height() > size.height()  # it grew
    assert avail.contains(dialog.frameGeometry()), (avail, dialog.frameGeometry())
    buttons = dialog.findChild(QDialogButtonBox)
    assert avail.contains(QRect(buttons.mapToGlobal(QPoint(0, 0)), buttons.size()))


def test_the_new_game_dialog_keeps_a_games_choices_when_the_player_comes_back_to_it(qtbot) -> None:
    """Tournament rules chosen for Schnapsen, a look at Bura, back to Schnapsen: it showed the
    Standard rules again, the player's choice lost."""
    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "expert")
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tournament"))
    dialog.widgets["stake"].setValue(4)
    assert dialog.widgets["must_head"].isChecked()  # P-1: the tournament rules head the trick
    dialog.game.setCurrentIndex(dialog.game.findData("bura"))
    dialog.game.setCurrentIndex(dialog.game.findData("schnapsen"))
    game, preset, rules, _, _ = dialog.values()
    assert (game, preset) == ("schnapsen", "tournament")
    assert rules["must_head"] and rules["stake"] == 4


def test_a_choice_or_number_variant_has_its_help_text_in_view(qtbot) -> None:
    """ "Rubber" and "Stake Bummerl" had their explanation only in a tooltip, unlike every toggle."""
    from PySide6.QtWidgets import QLabel

    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "expert")
    qtbot.addWidget(dialog)
    for name, words in (("rubber", "rubber of 2 or 3 Bummerls"), ("stake", "per Bummerl (0 = off)")):
        row = dialog.widgets[name].parentWidget()
        shown = [label.text() for label in row.findChildren(QLabel)]
        assert any(words in text for text in shown), (name, shown)


def test_the_statistics_window_fits_a_short_screen_and_its_table_scrolls(qtbot, monkeypatch) -> None:
    """At 200 % on a 1600×1000 screen (800×500 logical, less a panel) the window was 1000×520: its
    right columns and the Close button lay off the screen. It fits, title bar included, and the
    table scrolls sideways instead."""
    from PySide6.QtGui import QScreen

    from cardtable.ui.statswindow import StatsWindow

    from .test_stats_window import FakeStats

    avail = QRect(0, 0, 800, 470)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(avail))
    window = StatsWindow(FakeStats([("2026-12-01", 1, 3)]))
    qtbot.addWidget(window)
    window.refresh()
    window.show()
    qtbot.waitExposed(window)
    assert window.width() <= avail.width() - 16 and window.height() <= avail.height() - 40, window.size()
    assert avail.contains(window.frameGeometry()), window.frameGeometry()
    close = window.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert window.rect().contains(QRect(close.mapTo(window, QPoint(0, 0)), close.size()))
    table = window.table  # every column in view, or the table scrolls sideways to it (issue 47: fewer columns)
    columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
    qtbot.waitUntil(
        lambda: columns <= table.viewport().width() or table.horizontalScrollBar().maximum() > 0, timeout=3000
    )


def test_the_charts_legend_wraps_in_a_narrow_window(qtbot) -> None:
    """In the narrow window of a 200 % screen the chart's one-line legend ran off its right edge
    ("… (bottom none, top a"): it wraps, in as many lines as it needs, inside the chart."""
    from PySide6.QtCore import Qt

    from cardtable.ui.statswindow import Chart

    chart = Chart()
    qtbot.addWidget(chart)
    chart.set_data([1, -2, 1], [("2026-12-01", 1, 3), ("2026-12-02", 2, 3)])
    chart.resize(380, 220)
    chart.show()
    qtbot.waitExposed(chart)
    metrics = chart.fontMetrics()
    assert metrics.horizontalAdvance(chart.legend()) > 380  # one line would not fit
    place = chart.legend_rect()
    needed = metrics.boundingRect(place.toRect(), Qt.TextFlag.TextWordWrap, chart.legend())
    assert needed.height() <= place.height() and needed.width() <= place.width()
    assert chart.rect().contains(place.toRect())


def test_the_wheel_over_a_variant_scrolls_the_list_and_changes_no_rule(qtbot, monkeypatch) -> None:
    """At 200 % the variants scroll; a wheel turned over the list went into the Rubber (S-5) box
    under the pointer and changed it from 1 to 3 without a sign. Only a box the player has clicked
    or tabbed to takes the wheel."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QScreen, QWheelEvent
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 470))
    dialog = NewGameDialog("schnapsen", "standard", {}, "french", "hotseat")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.toggles_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the list scrolls here
    for name in ("rubber", "stake"):
        box = dialog.widgets[name]
        before, scrolled = box.value() if name == "stake" else box.currentIndex(), bar.value()

        def turn(widget, up: bool = name == "stake") -> bool:
            """A wheel turned over ``widget``; whether it kept the event (else Qt passes a real
            one on to the parents: the scroll area scrolls)."""
            centre = QPointF(widget.rect().center())
            event = QWheelEvent(
                centre,
                QPointF(widget.mapToGlobal(centre.toPoint())),
                QPoint(0, 0),
                QPoint(0, 120 if up else -120),
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase,
                False,
            )
            QApplication.sendEvent(widget, event)
            return event.isAccepted()

        assert not box.hasFocus()
        assert not turn(box), name  # passed on to the list
        now = box.value() if name == "stake" else box.currentIndex()
        assert now == before and bar.value() == scrolled, name  # no rule changed
        with monkeypatch.context() as patched:
            patched.setattr(type(box), "hasFocus", lambda self: True)  # clicked or tabbed to
            turn(box)
        assert (box.value() if name == "stake" else box.currentIndex()) != before, name  # it takes the wheel

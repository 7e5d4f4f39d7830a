"""The Statistics window speaks the player's words: games, rule presets and opponents by the names
the New game dialog shows, every column in view, and a legend that names only what is drawn."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor

from cardtable.ui import i18n, texts
from cardtable.ui.dialogs import LEVELS, PRESET_NAMES
from cardtable.ui.statswindow import BLUE, COLUMNS, NOT_COUNTED, StatsWindow

FIGURES = ("matches", "matches_won", "hands", "hands_won", "points_won", "points_lost", "schneider", "schwarz",
           "bummerls_won", "bummerls_lost", "schneiderbummerls", "chips", "claims_right", "claims_wrong",
           "closes_held", "closes_failed", "hands_with_undo")


class FakeStats:
    notice = None

    def __init__(self, days: list[tuple[str, int, int]]) -> None:
        self.days = days

    def totals(self) -> list[dict[str, Any]]:
        base = dict.fromkeys(FIGURES, 0)
        return [dict(base, game="bura", preset="standard+", level="expert", hands=1, hands_won=1, points_won=1),
                dict(base, game="schneider", preset="standard", level="medium", hands=12, chips=-3),
                dict(base, game="schnapsen", preset="tournament", level="strong", hands=2, points_won=3)]

    def points_per_hand(self) -> list[int]:
        return [1, 2, -1]

    def results_over_time(self) -> list[tuple[str, int, int]]:
        return self.days


def _window(qtbot, days: list[tuple[str, int, int]], width: int = 2400) -> StatsWindow:
    window = StatsWindow(FakeStats(days))
    window._available = lambda: QRect(0, 0, width, 1400)  # type: ignore[method-assign]  # a screen wide enough
    qtbot.addWidget(window)
    window.refresh()
    window.show()
    qtbot.waitExposed(window)
    return window


def test_games_presets_and_opponents_are_named_as_the_player_knows_them(qtbot) -> None:
    window = _window(qtbot, [("2026-12-01", 1, 3)])
    cells = [[window.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert cells == [
        [texts.game_title("bura"), "Standard, rules changed", "Expert"],
        ["Bohemian Schneider", PRESET_NAMES["standard"], LEVELS["medium"]],
        ["Schnapsen", "Tournament", "Strong"],
    ]


def test_every_column_is_in_view_without_scrolling(qtbot) -> None:
    window = _window(qtbot, [("2026-12-01", 1, 3)])
    qtbot.waitUntil(lambda: window.table.horizontalScrollBar().maximum() == 0, timeout=3000)
    assert not window.table.horizontalScrollBar().isVisible()


def test_the_legend_names_the_blue_line_only_when_it_is_drawn(qtbot) -> None:
    for days, blue in (([("2026-12-01", 2, 3)], True), ([("2026-11-30", 1, 2), ("2026-12-01", 2, 3)], True),
                       ([], False)):
        window = _window(qtbot, days)
        chart = window.chart
        image = chart.grab().toImage()
        drawn = any(QColor(image.pixel(x, y)) == BLUE for x in range(0, image.width(), 3)
                    for y in range(image.height()))
        assert drawn is blue, days
        assert ("Blue line" in chart.legend()) is blue, days


def test_a_preset_counts_as_changed_only_when_its_rules_were_changed(qtbot) -> None:
    from cardtable.engine import rule_options
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    window = MainWindow(Settings(animation="off", level="easy"), seed=1, persist=False)
    qtbot.addWidget(window)
    same = {option.name: option.default for option in rule_options("schnapsen")}
    window.settings.rules["schnapsen"] = same  # what the New game dialog gives back, nothing changed
    assert window.stats_preset("schnapsen") == "standard"
    window.settings.rules["schnapsen"] = {**same, "must_head": not same["must_head"]}
    assert window.stats_preset("schnapsen") == "standard+"


def test_each_column_heading_says_what_it_counts(qtbot) -> None:
    """The headings read "won", "won", "lost", which alone say nothing: every heading is distinct
    and names what it counts ("Hands won", "Bummerls lost")."""
    window = _window(qtbot, [])
    headings = [window.table.horizontalHeaderItem(c).text().replace("\n", " ")
                for c in range(window.table.columnCount())]
    assert len(set(headings)) == len(headings), headings
    assert not [h for h in headings if h.lower() in ("won", "lost", "wrong", "failed", "played")], headings
    assert {"Matches won", "Hands won", "Points lost", "Bummerls lost", "Claims wrong", "Closes failed"} \
        <= set(headings)


def test_bura_chips_add_up_to_the_players_balance(qtbot) -> None:
    """ "Chips (Bura)" said 0 while the player was 1 or 2 chips down: each hand counted the change
    from the balance after its ante, so no ante was ever counted. A hand now counts from the
    balance the hand before left (0 before the first ante), and the hands add up to the balance."""
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    window = MainWindow(Settings(game="bura", animation="off", level="easy"), seed=3, persist=True)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    while len(c.match.history) < 2 and c.match.result is None:
        qtbot.waitUntil(lambda: c.human_to_move() == 0 or c.finished_hand is not None or c.match.result is not None,
                        timeout=20000)
        if c.finished_hand is not None:
            c.continue_next()
        elif c.human_to_move() == 0:
            legal = c.match.legal_actions()
            play = next((a for a in legal if a.kind == "play"), None) or next(a for a in legal if a.kind == "pass")
            assert c.try_action(play) is None
    balance = c.match.history[-1].scores[0]  # the sheet after the hand (before a new ante)
    assert window.stats.totals()[0]["chips"] == balance


def test_a_column_a_game_does_not_count_shows_a_dash_not_a_figure(qtbot) -> None:
    """Bura plays for chips (B-2), not game points; only Schnapsen closes the stock (S-15) and plays
    Bummerls (S-5); Schneider claims nothing, it counts at the end (H-8). The Bura row said "Points lost 3" and
    "Bummerls won 0" (newcomer findings)."""
    window = _window(qtbot, [("2026-12-01", 1, 3)])
    keys = [key for key, _ in COLUMNS]

    def cell(row: int, key: str) -> str:
        return window.table.item(row, keys.index(key)).text()

    bura, schneider, schnapsen = 0, 1, 2
    assert [cell(bura, k) for k in ("points_won", "points_lost", "schwarz", "closes_held")] == [NOT_COUNTED] * 4
    assert cell(bura, "chips") == "0" and cell(bura, "hands_won") == "1"
    assert cell(schneider, "chips") == NOT_COUNTED and cell(schneider, "closes_failed") == NOT_COUNTED
    assert cell(schneider, "points_won") == "0" and cell(schneider, "schneider") == "0"
    assert cell(schnapsen, "points_won") == "3" and cell(schnapsen, "closes_held") == "0"
    assert cell(schnapsen, "chips") == NOT_COUNTED
    bummerl_columns = ("bummerls_won", "bummerls_lost", "schneiderbummerls")
    assert [cell(bura, k) for k in bummerl_columns] == [NOT_COUNTED] * 3
    assert [cell(schneider, k) for k in bummerl_columns] == [NOT_COUNTED] * 3
    assert [cell(schnapsen, k) for k in bummerl_columns] == ["0"] * 3
    assert cell(schneider, "claims_right") == NOT_COUNTED and cell(schneider, "claims_wrong") == NOT_COUNTED
    assert cell(bura, "claims_right") == "0" and cell(schnapsen, "claims_wrong") == "0"


def test_the_legend_counts_its_hands_in_the_right_number(qtbot) -> None:
    window = _window(qtbot, [])
    chart = window.chart
    for points, words in (([2], "the last 1 hand "), ([2, -1, 3], "the last 3 hands ")):
        chart.set_data(points, [])
        assert words in chart.legend(), chart.legend()


def test_the_legend_counts_its_hands_in_the_players_language(qtbot) -> None:
    try:
        i18n.set_language("ru")
        window = _window(qtbot, [])
        legends = []
        for n in (1, 3, 5):
            window.chart.set_data([1] * n, [])
            legends.append(window.chart.legend())
        assert ["сдачу" in legends[0], "сдачи" in legends[1], "сдач " in legends[2]] == [True] * 3, legends
    finally:
        i18n.set_language("en")

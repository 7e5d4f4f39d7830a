"""The Statistics window: a table of totals per game, preset and opponent, the figures of the row
picked in it, a chart drawn with QPainter (game points per hand; the share of hands won per day, on
its own axis) and a reset that asks first.

Twenty columns made the window 1,289 px wide in English and 1,660 px in German (issue 47): the table
keeps what a player compares at a glance, and the other figures of the row picked are listed beside
the chart, only those its game counts, so the window fits a 1,366 × 768 screen in every language."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import GAMES, GameSpec

from .dialogs import LEVELS, PRESET_NAMES, option_words
from .focus import after_dialog
from .i18n import QT_TRANSLATE_NOOP, translate
from .screenfit import FRAME_ROOM, keep_on_screen
from .texts import _english_plural, game_title, notice, plural

#: (column key, heading) of the totals table, in order: what a player compares at a glance. Each
#: heading says what its column counts on its own ("won" beside "won" left the player guessing); the
#: first space breaks it.
COLUMNS = (
    ("game", QT_TRANSLATE_NOOP("StatsWindow", "Game")),
    ("preset", QT_TRANSLATE_NOOP("StatsWindow", "Rules")),
    ("level", QT_TRANSLATE_NOOP("StatsWindow", "Opponent")),
    ("matches", QT_TRANSLATE_NOOP("StatsWindow", "Matches played")),
    ("matches_won", QT_TRANSLATE_NOOP("StatsWindow", "Matches won")),
    ("hands", QT_TRANSLATE_NOOP("StatsWindow", "Hands played")),
    ("hands_won", QT_TRANSLATE_NOOP("StatsWindow", "Hands won")),
)
#: (key, label) of the figures of the row picked in the table, listed beside the chart. Points are
#: the game points a hand is worth ("Points won" read like card points).
DETAILS = (
    ("points_won", QT_TRANSLATE_NOOP("StatsWindow", "Game points won")),
    ("points_lost", QT_TRANSLATE_NOOP("StatsWindow", "Game points lost")),
    ("schneider", QT_TRANSLATE_NOOP("StatsWindow", "Won Schneider")),
    ("schwarz", QT_TRANSLATE_NOOP("StatsWindow", "Won Schwarz")),
    ("bummerls_won", QT_TRANSLATE_NOOP("StatsWindow", "Bummerls won")),
    ("bummerls_lost", QT_TRANSLATE_NOOP("StatsWindow", "Bummerls lost")),
    ("schneiderbummerls", QT_TRANSLATE_NOOP("StatsWindow", "Schneiderbummerls won")),
    ("chips", QT_TRANSLATE_NOOP("StatsWindow", "Chips won or lost")),
    ("claims_right", QT_TRANSLATE_NOOP("StatsWindow", "Claims right")),
    ("claims_wrong", QT_TRANSLATE_NOOP("StatsWindow", "Claims wrong")),
    ("closes_held", QT_TRANSLATE_NOOP("StatsWindow", "Closes held")),
    ("closes_failed", QT_TRANSLATE_NOOP("StatsWindow", "Closes failed")),
    ("hands_with_undo", QT_TRANSLATE_NOOP("StatsWindow", "Hands with undo")),
    ("hands_with_hint", QT_TRANSLATE_NOOP("StatsWindow", "Hands with a hint")),
    ("hands_with_aids", QT_TRANSLATE_NOOP("StatsWindow", "Hands with learning aids")),
)


def _plays_for_game_points(spec: GameSpec) -> bool:
    return spec.stakes == "game_points"


def _plays_for_chips(spec: GameSpec) -> bool:
    return spec.stakes == "chips"


def _closes(spec: GameSpec) -> bool:
    return spec.closable


def _plays_bummerls(spec: GameSpec) -> bool:
    return spec.bummerls


def _claims(spec: GameSpec) -> bool:
    return spec.goal is not None


# The figures that count only in some games, by the fact of the game's spec that decides it; the
# other games leave them out (Bura's row said "Points lost 3": it plays for chips, and "Bummerls won
# 0": only Schnapsen plays Bummerls; newcomer findings).
COUNTED_IF: dict[str, Callable[[GameSpec], bool]] = {
    "points_won": _plays_for_game_points,
    "points_lost": _plays_for_game_points,
    "schneider": _plays_for_game_points,
    "schwarz": _plays_for_game_points,
    "chips": _plays_for_chips,
    "closes_held": _closes,
    "closes_failed": _closes,
    "bummerls_won": _plays_bummerls,
    "bummerls_lost": _plays_bummerls,
    "schneiderbummerls": _plays_bummerls,
    "claims_right": _claims,
    "claims_wrong": _claims,
}


def counts(key: str, row: dict[str, Any]) -> bool:
    """Whether the row's game counts the figure ``key`` (a game this version does not know: all)."""
    spec = GAMES.get(str(row.get("game", "")))
    counted = COUNTED_IF.get(key)
    return spec is None or counted is None or counted(spec)


#: A preset whose rules the player changed in the New game dialog (kept as "standard+").
CHANGED_PRESET = QT_TRANSLATE_NOOP("StatsWindow", "{preset}, rules changed")


def row_words(key: str, value: Any) -> str:
    """A cell of the totals table in the player's words: the games', rule presets' and opponents'
    names as the New game dialog shows them (one source), numbers as they are."""
    text = str(value)
    if key == "game":
        try:
            return game_title(text)
        except KeyError:
            return text
    if key == "preset":
        changed = text.endswith("+")
        name = text.rstrip("+")
        words = option_words(PRESET_NAMES[name]) if name in PRESET_NAMES else name.capitalize()
        return translate("StatsWindow", CHANGED_PRESET).format(preset=words) if changed else words
    if key == "level":
        return option_words(LEVELS[text]) if text in LEVELS else text
    return text


BLUE = QColor("#1565c0")
GREEN, RED = QColor("#2e7d32"), QColor("#c62828")


def report_once(widget: QWidget, what: str) -> None:
    """Write an error inside a Qt override to the error log, once per widget, and swallow it. A
    Python exception that leaves an override is printed by PySide and kept in ``sys.last_value``
    with its frames, so the QPainter in them stayed active past its widget and the program crashed
    at exit (issue 48: a text in the statistics, TypeError on every repaint, a segfault in 5 of 8
    runs)."""
    if widget.property("error-reported"):
        return
    widget.setProperty("error-reported", True)
    try:
        from cardtable.errorlog import log_error

        log_error(f"{what}:\n{traceback.format_exc()}")
    except Exception:  # the log is a courtesy; nothing may leave the override
        pass


def whole_numbers(values: list[Any]) -> list[int]:
    """The integers of ``values`` (a damaged row may hold a text or a blob; it is left out)."""
    return [v for v in values if isinstance(v, int) and not isinstance(v, bool)]


class Chart(QWidget):
    """Two panels over one run of hands: above, bars of the player's game points per hand (won above
    the zero line, lost below; chips in Bura, which plays for them) on their own axis; below, the
    share of hands won per day as a line on an axis of its own from 0 to 100 % (drawn over the bars,
    a day's 50 % lay on their zero line and read as "no game points"; issue 47)."""

    GAP = 10  # between the panels

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-chart")
        self.setAccessibleName(self.tr("Game points per hand and share of hands won per day"))
        self.setMinimumSize(320, 240)
        self.points: list[int] = []
        self.days: list[tuple[str, int, int]] = []
        self.chips = False  # the bars are chips (Bura), not game points

    def set_data(self, points: list[int], days: list[tuple[str, int, int]], *, chips: bool = False) -> None:
        self.chips = chips
        self.points = whole_numbers(points)
        self.days = [
            (str(day), won, played)
            for day, won, played in days
            if whole_numbers([won, played]) == [won, played] and 0 <= won <= played
        ]
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.paint(painter)
        except Exception:  # nothing may leave a Qt override (see report_once)
            report_once(self, "Statistics chart")
        finally:
            painter.end()

    def paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        legend = self.legend_rect()
        text = self.palette().windowText().color()
        painter.setPen(text)
        whole = QRectF(self.rect()).adjusted(0, 0, 0, -(self.height() - legend.top() + 4))
        if not self.points:
            painter.drawText(whole, Qt.AlignmentFlag.AlignCenter, self.tr("No hands played yet."))
            return
        bars, line = self.panels(whole)
        self.paint_bars(painter, bars, text)
        if self.days:
            self.paint_share(painter, line, text)
        painter.setPen(text)
        painter.drawText(legend, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.legend())

    def axis_room(self) -> int:
        """The width of the axis labels left of the panels (the widest of them, in this language)."""
        metrics = self.fontMetrics()
        labels = [f"+{max((abs(p) for p in self.points), default=1)}", self.percent(100)]
        return max(metrics.horizontalAdvance(label) for label in labels) + 8

    def panels(self, whole: QRectF) -> tuple[QRectF, QRectF]:
        """The bars' panel above and the share's below (a third of the height, when there are days)."""
        caption = self.fontMetrics().height() + 2
        left = self.axis_room()
        area = whole.adjusted(left, caption, -12, 0)
        if not self.days:
            return area, QRectF()
        share = (area.height() - self.GAP - caption) / 3
        bars = QRectF(area.left(), area.top(), area.width(), area.height() - share - self.GAP - caption)
        line = QRectF(area.left(), bars.bottom() + self.GAP + caption, area.width(), share)
        return bars, line

    def caption(self, painter: QPainter, area: QRectF, words: str) -> None:
        height = self.fontMetrics().height()
        painter.drawText(
            QRectF(area.left(), area.top() - height - 2, area.width(), height), Qt.AlignmentFlag.AlignLeft, words
        )

    def axis_label(self, painter: QPainter, area: QRectF, y: float, words: str) -> None:
        height = self.fontMetrics().height()
        painter.drawText(
            QRectF(0, y - height / 2, area.left() - 4, height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            words,
        )

    def paint_bars(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        top = max(1, max(abs(p) for p in self.points))
        mid = area.center().y()
        self.caption(
            painter, area, self.tr("Chips won or lost per hand") if self.chips else self.tr("Game points per hand")
        )
        painter.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        for y, label in ((area.top(), f"+{top}"), (mid, "0"), (area.bottom(), f"\u2212{top}")):
            self.axis_label(painter, area, y, label)
        step = area.width() / len(self.points)
        for i, value in enumerate(self.points):
            height = (area.height() / 2) * value / top
            bar = QRectF(area.left() + i * step + step * 0.15, mid - max(height, 0), step * 0.7, abs(height))
            painter.fillRect(bar, GREEN if value > 0 else RED)

    def paint_share(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        self.caption(painter, area, self.tr("Share of hands won per day"))
        grid = QColor(text)
        grid.setAlpha(60)
        for share in (0, 50, 100):
            y = area.bottom() - share / 100 * area.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            self.axis_label(painter, area, y, self.percent(share))
        shares = [won / played if played else 0.0 for _, won, played in self.days]
        if len(shares) == 1:  # one day: a level line across, so the legend's blue line is there
            shares = shares * 2
        painter.setPen(QPen(BLUE, 2))
        dstep = area.width() / (len(shares) - 1)
        painter.drawPolyline(
            [QPointF(area.left() + i * dstep, area.bottom() - share * area.height()) for i, share in enumerate(shares)]
        )

    def percent(self, share: int) -> str:
        return self.tr("{share} %").format(share=share)

    def legend_rect(self) -> QRectF:
        """Where the legend is written: under the panels, as many lines as it needs at this width (at
        200 % in a narrow window one line ran off the chart's right edge)."""
        width = max(40, self.width() - 12)
        lines = self.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, self.legend())
        height = max(16, lines.height())
        return QRectF(0, self.height() - height - 2, width, height)

    def legend(self) -> str:
        """What the chart shows, naming only what is drawn (the blue line needs a day with hands)."""
        n = len(self.points)
        bars = (
            _english_plural(self.tr("Bars: chips won or lost in the last %n hand(s) (green won, red lost).", "", n), n)
            if self.chips
            else plural().chart_bars(n)
        )
        if self.days:
            return bars + " " + self.tr("Blue line: share of hands won per day, on its own axis (0 to 100 %).")
        return bars


class TotalsTable(QTableWidget):
    """The totals table, asking for the height of its rows, up to ``SHOWN_ROWS`` (it showed three
    of five); on a short screen it takes what is left, one row at least, and scrolls."""

    SHOWN_ROWS = 6  # rows in view before it scrolls (a player has a handful)

    def height_for(self, rows: int) -> int:
        shown = sum(self.rowHeight(r) for r in range(min(self.rowCount(), rows)))
        shown = max(shown, self.verticalHeader().defaultSectionSize())
        scroll = self.horizontalScrollBar().sizeHint().height()  # room for a bar on a narrow screen
        return self.horizontalHeader().sizeHint().height() + shown + 2 * self.frameWidth() + scroll

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height_for(self.SHOWN_ROWS))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.height_for(1))


class DetailsArea(QScrollArea):
    """The details' scroll area asks for the room of the game that counts the most figures, whichever
    row is picked, so that picking another row neither moves the chart nor hides a figure."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = QSize()

    def bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def measure(self, heading: QLabel, values: list[QLabel]) -> None:
        """The room of every figure at once, seven digits each, and a heading of two lines."""
        for value in values:
            value.setText("-000000")
        box = self.widget()
        height = box.sizeHint().height() + heading.fontMetrics().lineSpacing() if box is not None else 0
        self.full = QSize((box.sizeHint().width() if box is not None else 0) + self.bar(), height)
        for value in values:
            value.clear()

    def sizeHint(self) -> QSize:
        return self.full.expandedTo(super().sizeHint())


class StatsWindow(QDialog):
    def __init__(self, stats: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-window")
        self.setWindowTitle(self.tr("Statistics — cardtable"))
        self.stats = stats
        self.rows: list[dict[str, Any]] = []
        layout = QVBoxLayout(self)
        self.notice = QLabel(self)
        self.notice.setObjectName("stats-notice")
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        layout.addWidget(self.make_table())
        lower = QHBoxLayout()
        lower.addWidget(self.make_details_area())
        self.chart = Chart(self)
        lower.addWidget(self.chart, 1)
        layout.addLayout(lower, 1)  # the table keeps the height of its rows; the rest is the chart's
        layout.addWidget(self.make_buttons())

    def make_table(self) -> QTableWidget:
        self.table = TotalsTable(0, len(COLUMNS), self)
        self.table.setObjectName("stats-table")
        self.table.setAccessibleName(self.tr("Statistics per game, rules and opponent"))
        self.table.setHorizontalHeaderLabels([self.tr(title).replace(" ", "\n", 1) for _, title in COLUMNS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.currentCellChanged.connect(lambda row, *_: self.show_details(row))
        return self.table

    def make_details_area(self) -> QScrollArea:
        """The details scroll where the screen is short (200 % on a small laptop); at their natural
        size they show whole."""
        self.details_area = DetailsArea(self)
        self.details_area.setObjectName("stats-details-area")
        self.details_area.setFrameShape(QFrame.Shape.NoFrame)
        self.details_area.setWidgetResizable(True)
        self.details_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details_area.setWidget(self.make_details())
        self.details_area.measure(self.heading, list(self.figures.values()))
        return self.details_area

    def make_details(self) -> QGroupBox:
        """The figures of the row picked in the table, one line each (only those its game counts)."""
        self.details = QGroupBox(self)
        self.details.setObjectName("stats-details")
        form = QFormLayout(self.details)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.heading = QLabel(self.details)  # the row's game, rules and opponent (a long title was cut)
        self.heading.setObjectName("stats-details-heading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        form.addRow(self.heading)
        self.figures: dict[str, QLabel] = {}
        for key, title in DETAILS:
            value = QLabel(self.details)
            value.setObjectName(f"stats-{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            form.addRow(self.tr(title), value)
            self.figures[key] = value
        return self.details

    def make_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"), self)
        self.reset_button.setObjectName("stats-reset")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setAutoDefault(False)  # Enter never starts a reset; Close is the default
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setDefault(True)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.close)
        return buttons

    def refresh(self) -> None:
        picked = self.table.currentRow()
        self.rows = self.stats.totals()
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            for c, (key, _) in enumerate(COLUMNS):
                item = QTableWidgetItem(row_words(key, row.get(key, "")))
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        if self.rows:
            self.table.setCurrentCell(min(max(picked, 0), len(self.rows) - 1), 0)
        self.show_details(self.table.currentRow())
        self.fit_rows()
        self.fit_columns()
        self.fit_screen()
        self.notice.setText(self.notice_words(bool(self.rows)))
        self.notice.setVisible(bool(self.notice.text()))

    def notice_words(self, any_rows: bool) -> str:
        """What the line above the table says: what went wrong, how many damaged rows were left
        out (said once, here, not on every repaint), or where the figures come from."""
        lines = [notice(self.stats.notice)] if self.stats.notice else []
        damaged = self.stats.damaged_rows()
        if damaged:
            lines.append(
                _english_plural(
                    self.tr("Left out of these figures, as damaged: %n record(s) of hands or matches.", "", damaged),
                    damaged,
                )
            )
        if not lines and not any_rows:
            lines.append(self.tr("Only hands you play count; a demo counts nothing."))
        return " ".join(lines)

    def show_details(self, row: int) -> None:
        """List the figures of the row picked (none when the table is empty) and chart its hands."""
        picked = 0 <= row < len(self.rows)
        self.details_area.setVisible(picked)
        if not picked:
            self.chart.set_data([], [])
            return
        figures = self.rows[row]
        form = self.details.layout()
        for key, value in self.figures.items():
            shown = counts(key, figures)
            value.setText(str(figures.get(key, "")))
            if isinstance(form, QFormLayout):
                form.setRowVisible(value, shown)
        words = [row_words(key, figures.get(key, "")) for key in ("game", "preset", "level")]
        self.heading.setText(", ".join(words))
        self.details_area.setMinimumWidth(
            max(self.details_area.full.width(), self.details.sizeHint().width() + self.details_area.bar())
        )
        self.chart_row(figures)

    def chart_row(self, figures: dict[str, Any]) -> None:
        """Chart the hands of the row picked: its game points, or its chips in a game played for chips."""
        key = {k: str(figures.get(k, "")) for k in ("game", "preset", "level")}
        chips = counts("chips", figures) and not counts("points_won", figures)
        hands = self.stats.chips_per_hand(**key) if chips else self.stats.points_per_hand(**key)
        self.chart.set_data(hands, self.stats.results_over_time(**key), chips=chips)

    FRAME_ROOM = FRAME_ROOM

    def _available(self) -> QRect | None:
        screen = self.screen()
        return screen.availableGeometry() if screen is not None else None

    def _available_width(self) -> int:
        avail = self._available()
        return avail.width() if avail is not None else 1000

    def fit_screen(self) -> None:
        """Never larger than the screen's available area, frame and title bar included (200 % on a
        1600×1000 laptop leaves 800×500): the table scrolls instead; an open window is moved to
        lie wholly on the screen."""
        avail = self._available()
        if avail is None:
            return
        most = QSize(avail.width() - self.FRAME_ROOM[0], avail.height() - self.FRAME_ROOM[1])
        self.setMaximumSize(most)
        self.resize(self.size().expandedTo(self.sizeHint()).boundedTo(most))
        keep_on_screen(self)

    def showEvent(self, event: Any) -> None:
        self.fit_screen()
        super().showEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        keep_on_screen(self)  # once the new size has arrived (a window manager resizes later)

    SHOWN_ROWS = TotalsTable.SHOWN_ROWS

    def fit_rows(self) -> None:
        """The table asks for the height of its rows (it showed three) and takes less on a short screen."""
        self.table.updateGeometry()

    def fit_columns(self) -> None:
        """Widen the window so that every column shows without a scroll bar, as far as the screen
        allows (headings of two words take two lines, so columns stay as narrow as their numbers);
        room is kept for the scroll bar of a table of many rows."""
        table = self.table
        needed = 2 * table.frameWidth() + sum(table.columnWidth(c) for c in range(table.columnCount()))
        if table.rowCount() > self.SHOWN_ROWS:
            needed += table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        extra = margins.left() + margins.right() if margins is not None else 0
        width = min(needed + extra + 4, self._available_width() - self.FRAME_ROOM[0])
        if width > self.width():
            self.resize(width, self.height())

    def ask_reset(self) -> bool:
        answer = after_dialog(
            self,
            QMessageBox.question(
                self,
                self.tr("Reset statistics"),
                self.tr("Forget every recorded hand and match? This cannot be undone."),
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            ),
        )
        if answer != QMessageBox.StandardButton.Reset:
            return False
        self.stats.reset()
        self.refresh()
        return True

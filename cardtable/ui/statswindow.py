"""The Statistics window: a table of totals per game, preset and opponent, two charts drawn with
QPainter (points per hand, results over time) and a reset that asks first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
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
from .texts import game_title, notice, plural

#: (column key, heading) of the totals table, in order. Each heading says what its column counts
#: on its own ("won" beside "won" and "lost" left the player guessing); the first space breaks it.
COLUMNS = (
    ("game", QT_TRANSLATE_NOOP("StatsWindow", "Game")),
    ("preset", QT_TRANSLATE_NOOP("StatsWindow", "Rules")),
    ("level", QT_TRANSLATE_NOOP("StatsWindow", "Opponent")),
    ("matches", QT_TRANSLATE_NOOP("StatsWindow", "Matches played")),
    ("matches_won", QT_TRANSLATE_NOOP("StatsWindow", "Matches won")),
    ("hands", QT_TRANSLATE_NOOP("StatsWindow", "Hands played")),
    ("hands_won", QT_TRANSLATE_NOOP("StatsWindow", "Hands won")),
    ("points_won", QT_TRANSLATE_NOOP("StatsWindow", "Points won")),
    ("points_lost", QT_TRANSLATE_NOOP("StatsWindow", "Points lost")),
    ("schneider", QT_TRANSLATE_NOOP("StatsWindow", "Won Schneider")),
    ("schwarz", QT_TRANSLATE_NOOP("StatsWindow", "Won Schwarz")),
    ("bummerls_won", QT_TRANSLATE_NOOP("StatsWindow", "Bummerls won")),
    ("bummerls_lost", QT_TRANSLATE_NOOP("StatsWindow", "Bummerls lost")),
    ("schneiderbummerls", QT_TRANSLATE_NOOP("StatsWindow", "Schneiderbummerls won")),
    ("chips", QT_TRANSLATE_NOOP("StatsWindow", "Chips (Bura)")),
    ("claims_right", QT_TRANSLATE_NOOP("StatsWindow", "Claims right")),
    ("claims_wrong", QT_TRANSLATE_NOOP("StatsWindow", "Claims wrong")),
    ("closes_held", QT_TRANSLATE_NOOP("StatsWindow", "Closes held")),
    ("closes_failed", QT_TRANSLATE_NOOP("StatsWindow", "Closes failed")),
    ("hands_with_undo", QT_TRANSLATE_NOOP("StatsWindow", "Hands with undo")),
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


# The columns that count only in some games, by the fact of the game's spec that decides it; the
# other games show a dash there (Bura's row said "Points lost 3": it plays for chips, and "Bummerls
# won 0": only Schnapsen plays Bummerls; newcomer findings).
COUNTED_IF: dict[str, Callable[[GameSpec], bool]] = {
    "points_won": _plays_for_game_points, "points_lost": _plays_for_game_points,
    "schneider": _plays_for_game_points, "schwarz": _plays_for_game_points,
    "chips": _plays_for_chips,
    "closes_held": _closes, "closes_failed": _closes,
    "bummerls_won": _plays_bummerls, "bummerls_lost": _plays_bummerls, "schneiderbummerls": _plays_bummerls,
    "claims_right": _claims, "claims_wrong": _claims,
}
NOT_COUNTED = "\u2013"  # an en dash: the same in every language


def cell_words(key: str, row: dict[str, Any]) -> str:
    """A cell of the totals table: ``row_words``, or a dash where the row's game does not count it."""
    spec = GAMES.get(str(row.get("game", "")))
    counted = COUNTED_IF.get(key)
    if spec is not None and counted is not None and not counted(spec):
        return NOT_COUNTED
    return row_words(key, row.get(key, ""))


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


class Chart(QWidget):
    """Bars of the player's game points per hand (won above the line, lost below) and, over them,
    the share of hands won per day as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-chart")
        self.setAccessibleName(self.tr("Points per hand and hands won per day"))
        self.setMinimumHeight(180)
        self.points: list[int] = []
        self.days: list[tuple[str, int, int]] = []

    def set_data(self, points: list[int], days: list[tuple[str, int, int]]) -> None:
        self.points, self.days = points, days
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        legend = self.legend_rect()
        area = QRectF(self.rect()).adjusted(40, 12, -12, 0)
        area.setBottom(legend.top() - 4)
        text = self.palette().windowText().color()
        painter.setPen(text)
        if not self.points:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No hands played yet."))
            return
        top = max(1, max(abs(p) for p in self.points))
        mid = area.center().y()
        painter.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        painter.drawText(QRectF(0, area.top() - 6, 36, 14), Qt.AlignmentFlag.AlignRight, f"+{top}")
        painter.drawText(QRectF(0, area.bottom() - 8, 36, 14), Qt.AlignmentFlag.AlignRight, f"-{top}")
        step = area.width() / len(self.points)
        for i, value in enumerate(self.points):
            height = (area.height() / 2) * value / top
            bar = QRectF(area.left() + i * step + step * 0.15, mid - max(height, 0), step * 0.7, abs(height))
            painter.fillRect(bar, QColor("#2e7d32") if value > 0 else QColor("#c62828"))
        shares = [won / played if played else 0.0 for _, won, played in self.days]
        if len(shares) == 1:  # one day: a level line across, so the legend's blue line is there
            shares = shares * 2
        if shares:
            painter.setPen(QPen(BLUE, 2))
            dstep = area.width() / (len(shares) - 1)
            line = [QPointF(area.left() + i * dstep, area.bottom() - share * area.height())
                    for i, share in enumerate(shares)]
            painter.drawPolyline(line)
        painter.setPen(text)
        painter.drawText(legend, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.legend())

    def legend_rect(self) -> QRectF:
        """Where the legend is written: under the bars, as many lines as it needs at this width (at
        200 % in a narrow window one line ran off the chart's right edge)."""
        width = max(40, self.width() - 40 - 12)
        lines = self.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap,
                                                self.legend())
        height = max(16, lines.height())
        return QRectF(40, self.height() - height - 2, width, height)

    def legend(self) -> str:
        """What the chart shows, naming only what is drawn (the blue line needs a day with hands)."""
        bars = plural().chart_bars(len(self.points))
        if self.days:
            return bars + " " + self.tr("Blue line: share of hands won per day (bottom none, top all).")
        return bars


class StatsWindow(QDialog):
    def __init__(self, stats: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-window")
        self.setWindowTitle(self.tr("Statistics — cardtable"))
        self.stats = stats
        self.resize(1000, 520)
        layout = QVBoxLayout(self)
        self.notice = QLabel(self)
        self.notice.setObjectName("stats-notice")
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("stats-table")
        self.table.setAccessibleName(self.tr("Statistics per game, rules and opponent"))
        self.table.setHorizontalHeaderLabels([self.tr(title).replace(" ", "\n", 1) for _, title in COLUMNS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.chart = Chart(self)
        layout.addWidget(self.chart)
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
        layout.addWidget(buttons)

    def refresh(self) -> None:
        rows = self.stats.totals()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, (key, _) in enumerate(COLUMNS):
                item = QTableWidgetItem(cell_words(key, row))
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()
        self.fit_columns()
        self.fit_screen()
        self.chart.set_data(self.stats.points_per_hand(), self.stats.results_over_time())
        note = notice(self.stats.notice) if self.stats.notice else (
            "" if rows else self.tr("Only hands you play count; a demo counts nothing."))
        self.notice.setText(note)
        self.notice.setVisible(bool(note))

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
        self.resize(self.size().boundedTo(most))
        keep_on_screen(self)

    def showEvent(self, event: Any) -> None:
        self.fit_screen()
        super().showEvent(event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        keep_on_screen(self)  # once the new size has arrived (a window manager resizes later)

    def fit_columns(self) -> None:
        """Widen the window so that every column shows without a scroll bar, as far as the screen
        allows (headings of two words take two lines, so columns stay as narrow as their numbers)."""
        table = self.table
        needed = table.verticalHeader().sizeHint().width() + 2 * table.frameWidth() + sum(
            table.columnWidth(c) for c in range(table.columnCount()))
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        extra = margins.left() + margins.right() if margins is not None else 0
        width = min(needed + extra + 4, self._available_width() - self.FRAME_ROOM[0])
        if width > self.width():
            self.resize(width, self.height())

    def ask_reset(self) -> bool:
        answer = after_dialog(self, QMessageBox.question(
            self, self.tr("Reset statistics"), self.tr("Forget every recorded hand and match? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel))
        if answer != QMessageBox.StandardButton.Reset:
            return False
        self.stats.reset()
        self.refresh()
        return True

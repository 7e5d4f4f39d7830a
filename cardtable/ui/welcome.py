"""The welcome (issue 43): on the very first start, and from Help ▸ How to play, a short dialog to
pick a game and read, in a few lines, how a card is played and where the rules and the hint are.

It is shown at start only when the settings say so (``Settings.welcome``: true only when there was
no settings file yet, so an older file never brings it back), never for ``--screenshot`` (the
window does not persist) or ``--autoplay``, and never in tests (their windows do not persist and
their settings files lack the flag)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import GAMES

from . import texts
from .focus import after_dialog
from .lessons import start_lesson

if TYPE_CHECKING:
    from .mainwindow import MainWindow

# How a guided first hand of a game is started (window, game; ``lessons.py``); None hides "Play a
# guided first hand" (a test may).
guided_hand: Callable[[MainWindow, str], None] | None = start_lesson
GUIDED = 2  # the dialog's result when "Play a guided first hand" was pressed


class WelcomeDialog(QDialog):
    """Pick a game, read how to play, then "Just play"."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setWindowTitle(self.tr("Welcome to cardtable"))
        layout = QVBoxLayout(self)
        layout.addWidget(self._label(self.tr("<b>Which game would you like to play?</b>"), "welcome-pick"))
        self.games = QButtonGroup(self)
        for name in GAMES:
            button = QRadioButton(texts.game_title(name), self)
            button.setObjectName(f"welcome-game-{name}")
            button.setProperty("game", name)
            button.setChecked(name == game)
            self.games.addButton(button)
            layout.addWidget(button)
        layout.addWidget(self._scrolled(self._label(self.how_to_play(), "welcome-how")), 1)
        self.buttons = QDialogButtonBox(self)
        self.guided = QPushButton(self.tr("Play a guided first hand"), self)
        self.guided.setObjectName("welcome-guided")
        self.play = self.buttons.addButton(self.tr("Just play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.setObjectName("welcome-play")
        self.play.setDefault(True)
        self.buttons.addButton(self.guided, QDialogButtonBox.ButtonRole.ActionRole)
        self.guided.setVisible(guided_hand is not None)  # after addButton, which shows it
        self.guided.clicked.connect(lambda: self.done(GUIDED))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _scrolled(self, label: QLabel) -> QScrollArea:
        """The how-to lines in a frameless scroll area: at 200 % on a small screen the dialog is
        taller than the screen, and the last lines were cut off (seen in a screenshot)."""
        area = QScrollArea(self)
        area.setObjectName("welcome-scroll")
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(label)
        label.setAutoFillBackground(False)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        area.viewport().setAutoFillBackground(False)
        width = self.fontMetrics().averageCharWidth() * 80
        label.setMinimumWidth(width)
        area.setMinimumHeight(min(label.heightForWidth(width), self.fontMetrics().lineSpacing() * 8))
        area.setMinimumWidth(width + area.verticalScrollBar().sizeHint().width())
        return area

    def showEvent(self, event: Any) -> None:
        """As tall as the lines need, within the screen (the scroll area takes what is left)."""
        super().showEvent(event)
        screen = self.screen().availableGeometry()
        self.resize(self.width(), min(self.sizeHint().height() + self._how_height(), screen.height() - 40))

    def _how_height(self) -> int:
        area = self.findChild(QScrollArea, "welcome-scroll")
        label = area.widget() if area is not None else None
        if area is None or label is None:
            return 0
        return max(0, label.heightForWidth(area.viewport().width()) - area.viewport().height())

    def _label(self, text: str, name: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def how_to_play(self) -> str:
        return (
            "<p>"
            + "</p><p>".join(
                (
                    self.tr(
                        "<b>To play a card</b>, click it. Or pick it with the arrow keys and press Enter, "
                        "or drag it to the middle of the table. In Bura, click each card of a group, then "
                        "press Play."
                    ),
                    self.tr(
                        "With one-click play off, a click only picks a card: double-click it, drag it or "
                        "press Enter to play it."
                    ),
                    self.tr(
                        "<b>Moves other than a card</b> (a marriage, closing the stock, claiming 66, declaring 31 "
                        "or a special hand) are buttons beside your hand; each has its key underlined."
                    ),
                    self.tr(
                        "<b>The rules</b>: press F1 (Help ▸ Rules). With learner hints on (Game ▸ Preferences), "
                        "a card you may not play is dimmed and names the rule that forbids it."
                    ),
                    self.tr("<b>A hint</b>: press H or the Hint button, and the expert shows its move and says why."),
                    self.tr(
                        "<b>After a hand</b>, Game ▸ Review a hand… goes through it with the expert. Game ▸ "
                        "Preferences ▸ Learning shows the cards already played, both players' points, and why "
                        "the computer played as it did."
                    ),
                    self.tr("You can read this again any time: Help ▸ How to play."),
                )
            )
            + "</p>"
        )

    def game(self) -> str:
        checked = self.games.checkedButton()
        return str(checked.property("game")) if checked is not None else next(iter(GAMES))


def show_welcome(window: MainWindow) -> None:
    """Help ▸ How to play, and the first start: the dialog; another game picked starts it (a match
    under way is given up only if the player says so)."""
    dialog = WelcomeDialog(window.settings.game, window)
    answer = after_dialog(window, dialog.exec())
    game = dialog.game()
    if answer == GUIDED and guided_hand is not None:
        guided_hand(window, game)
        return
    if answer != QDialog.DialogCode.Accepted:
        return
    if game == window.settings.game:
        return
    question = QCoreApplication.translate("MainWindow", "Start a new game? The match in progress will be given up.")
    if not window.may_give_up(QCoreApplication.translate("MainWindow", "Start a new game?"), question):
        return
    window.settings.game = game
    window.save()
    window.new_game()


def at_start(window: MainWindow) -> None:
    """The welcome once, on the very first start of a person's program (not a demo, a screenshot or
    a test's window); it is not shown again unless asked for."""
    if not window.settings.welcome or not window.persist or window.autoplay:
        return
    window.settings.welcome = False
    window.save()  # shown once, even if the program is closed with the dialog open

    def show() -> None:
        if window.isVisible():
            show_welcome(window)

    QTimer.singleShot(0, window, show)


__all__ = ["GUIDED", "WelcomeDialog", "at_start", "show_welcome"]

"""Help > Rules: the rulebook, a tab per game, that can open at a rule id (the ids refusals cite)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from . import rulebook
from .i18n import QT_TRANSLATE_NOOP
from .texts import game_title

KEYBOARD = QT_TRANSLATE_NOOP(
    "RulesDialog",
    """# Playing with the keyboard

Every move can be made without a mouse.

- **Left / Right** (or Up / Down), **Home / End**: move along your hand, dimmed cards included; the card with the blue
  outline is where you are.
- **Enter**: play that card (a dimmed card is refused, with the rule that forbids it). In Bura, play
  the cards you have picked.
- **Space**: in Bura, pick the card (or put it back) to build a group of two or three.
- **M** marriage, **X** exchange the trump card, **C** close the stock, **A** claim 66 / declare 31,
  **D** declare a special hand, **P** pass: the letter is underlined on each button.
- **L**: look at the last trick again.
- **Space** or **Enter** on the table: go on when a finished trick stays until you click.
- **N** or **Enter**: next hand, after a hand's summary.
- **Tab**: move between your hand and the buttons. Two buttons with one letter (two marriages): the
  letter moves to each in turn, **Space** presses it.
- **Ctrl+N** new game, **Ctrl+R** restart the hand, **Ctrl+Z** undo, **Ctrl+,** preferences,
  **F1** the rules (on macOS the system's own keys for these).
""",
)

#: Keys that the list above left out (a newcomer found them missing from Help ▸ Keyboard).
KEYBOARD_MORE = QT_TRANSLATE_NOOP(
    "RulesDialog",
    """- **H**: the hint for your move; **Top choices** then lists its best options with their figures.
- In the hand review: **Right** or **Alt+T** next trick, **Left** or **Alt+P** previous trick.
- After a match's result: **Space**, or the underlined letter of Play again, starts the next match;
  **Enter** does not, so that a key meant for the next hand does not pass the final result unread.
""",
)


class RulesDialog(QDialog):
    """Non-modal, so a player can keep the rules open beside the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setWindowTitle(self.tr("Rules"))
        self.setAccessibleName(self.tr("rules"))
        self.tabs = QTabWidget(self)
        self.pages: dict[str, QTextBrowser] = {}
        for game, text in rulebook.PAGES.items():
            page = QTextBrowser(self.tabs)
            page.setObjectName(f"rules-{game}")
            page.setAccessibleName(game_title(game))
            page.setOpenExternalLinks(False)
            page.setMarkdown(QCoreApplication.translate("rulebook", text))  # the page in the player's language
            self.tabs.addTab(page, game_title(game))
            self.pages[game] = page
        keys = QTextBrowser(self.tabs)
        keys.setObjectName("rules-keyboard")
        keys.setAccessibleName(self.tr("keyboard"))
        keys.setMarkdown(self.tr(KEYBOARD) + self.tr(KEYBOARD_MORE))
        self.tabs.addTab(keys, self.tr("Keyboard"))
        self.keyboard = keys
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        screen = self.screen()
        avail = screen.availableGeometry() if screen is not None else None
        if avail is None:
            self.resize(620, 640)
        else:  # never taller or wider than the screen (200 % on a laptop)
            self.resize(min(620, int(avail.width() * 0.9)), min(640, int(avail.height() * 0.85)))

    def show_game(self, game: str) -> None:
        self.tabs.setCurrentWidget(self.pages[game])

    def show_rule(self, rule_id: str) -> bool:
        """Open the page that explains ``rule_id`` and select the id there; False if no page does."""
        game = rulebook.game_of(rule_id)
        if game is None:
            return False
        self.show_game(game)
        page = self.pages[game]
        page.moveCursor(QTextCursor.MoveOperation.Start)
        # Whole words, so that S-1 does not stop at S-17; and the paragraph that the rule opens, not
        # a mention of it inside another rule ("... (S-21)").
        rule_id = rule_id.strip()
        found = first = page.find(rule_id, QTextDocument.FindFlag.FindWholeWords)
        first_cursor = page.textCursor()
        while found and not page.textCursor().block().text().lstrip().startswith(rule_id):
            found = page.find(rule_id, QTextDocument.FindFlag.FindWholeWords)
        if first and not found:
            page.setTextCursor(first_cursor)  # no paragraph opens with it: its first mention
            found = True
        if found:  # bring the rule near the top, now and once the dialog is laid out
            self._scroll_to_cursor(page)
            QTimer.singleShot(0, self, lambda: self._scroll_to_cursor(page))
        return found

    def show_keyboard(self) -> None:
        self.tabs.setCurrentWidget(self.keyboard)

    @staticmethod
    def _scroll_to_cursor(page: QTextBrowser) -> None:
        """The cited rule's line a little below the top of the page, wholly in view."""
        bar = page.verticalScrollBar()
        bar.setValue(bar.value() + page.cursorRect().top() - page.fontMetrics().height() * 2)

"""Help > Rules: the rulebook, a tab per game, that can open at a rule id (the ids refusals cite)."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from . import rulebook


class RulesDialog(QDialog):
    """Non-modal, so a player can keep the rules open beside the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setWindowTitle("Rules")
        self.setAccessibleName("rules")
        self.tabs = QTabWidget(self)
        self.pages: dict[str, QTextBrowser] = {}
        for game, text in rulebook.PAGES.items():
            page = QTextBrowser(self.tabs)
            page.setObjectName(f"rules-{game}")
            page.setAccessibleName(f"{rulebook.TITLES[game]} rules")
            page.setOpenExternalLinks(False)
            page.setMarkdown(text)
            self.tabs.addTab(page, rulebook.TITLES[game])
            self.pages[game] = page
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(620, 640)

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
        # Whole words, so that S-1 does not stop at S-17.
        found = page.find(rule_id.strip(), QTextDocument.FindFlag.FindWholeWords)
        if found:  # bring the rule near the top, with its heading context above it
            bar = page.verticalScrollBar()
            bar.setValue(bar.value() + page.cursorRect().top() - page.fontMetrics().height() * 3)
        return found

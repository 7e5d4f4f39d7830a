"""Help > Rules: every rule id the program cites can be looked up, and the browser opens at it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAction

import cardtable
from cardtable.settings import Settings
from cardtable.ui import rulebook
from cardtable.ui.mainwindow import MainWindow
from cardtable.ui.rulesview import RulesDialog

SOURCE = Path(cardtable.__file__).parent


def cited_rule_ids() -> set[str]:
    """Rule ids the engine, the players and the table put in front of a player."""
    ids: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        if path.name not in ("rulebook.py", "resources_rc.py"):
            ids |= set(re.findall(r"\b[SBH]-\d+\b", path.read_text(encoding="utf-8")))
    return ids


def test_every_cited_rule_id_is_in_the_rulebook() -> None:
    explained = {rule for game in rulebook.PAGES for rule in rulebook.rule_ids(game)}
    cited = cited_rule_ids()
    assert len(cited) > 40  # the scan found the engine's refusals
    assert cited - explained == set()


def test_each_page_lists_its_own_ids_once() -> None:
    for game, prefix in (("schnapsen", "S-"), ("bura", "B-"), ("schneider", "H-")):
        ids = rulebook.rule_ids(game)
        assert ids and all(i.startswith(prefix) for i in ids)
        assert len(ids) == len(set(ids))
        assert all(rulebook.game_of(i) == game for i in ids)
    assert rulebook.game_of("X-3") is None and rulebook.game_of("S-") is None


@pytest.mark.parametrize(("rule", "tab"), [("S-17", "Schnapsen"), ("B-8", "Bura"), ("H-1", "Bohemian Schneider")])
def test_browser_opens_at_a_rule(qtbot, rule: str, tab: str) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.show_rule(rule)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == tab
    page = dialog.tabs.currentWidget()
    assert page.textCursor().selectedText() == rule
    assert "**" not in page.toPlainText()  # rendered, not raw Markdown


def test_whole_words_only(qtbot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.show_rule("S-1")
    after = dialog.pages["schnapsen"].toPlainText()[dialog.pages["schnapsen"].textCursor().selectionEnd() :]
    assert after.startswith(" Within a suit")  # S-1 itself, not the start of S-17
    assert not dialog.show_rule("Z-9")


def test_help_rules_opens_at_the_rule_the_status_line_cites(qtbot) -> None:
    window = MainWindow(Settings(animation="off", level="easy", game="bura"), seed=4, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.table.status.setText("B-5: lead one card, or two or three cards of one suit")
    window.findChild(QAction, "menu-rules").trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.pages["bura"]
    assert dialog.pages["bura"].textCursor().selectedText() == "B-5"


def test_the_rules_open_at_the_paragraph_of_the_rule_not_at_a_mention(qtbot) -> None:
    from cardtable.ui.rulesview import RulesDialog

    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    for rule in ("S-21", "S-17", "B-13", "H-10"):
        assert dialog.show_rule(rule)
        page = dialog.tabs.currentWidget()
        assert page.textCursor().block().text().lstrip().startswith(rule), (rule, page.textCursor().block().text())


def test_the_keyboard_page_names_the_hint_the_review_and_the_next_match(qtbot) -> None:
    """Help ▸ Keyboard "lists every key" (README), yet left out H, the review's keys and how to
    start the next match once Enter no longer does (newcomer finding)."""
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = dialog.keyboard.toPlainText()
    keys = ("H: the hint", "Right or Alt+T next trick", "Left or Alt+P previous trick", "Space, or the underlined")
    for said in keys:
        assert said in text, said
    assert text.index("Ctrl+N new game") < text.index("H: the hint")  # one list, the new keys after the old

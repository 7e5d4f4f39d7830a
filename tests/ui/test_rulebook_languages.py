"""Help ▸ Rules in every language: each page translated, and every rule's paragraph still opens with
its id, so that the rulebook opens at the rule a refusal or a hint cites."""

from __future__ import annotations

import pytest

from cardtable.ui import rulebook
from cardtable.ui.i18n import LANGUAGES, set_language


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_rulebook_pages_are_translated_and_open_at_each_rule(qtbot, language) -> None:
    from cardtable.ui.rulesview import RulesDialog

    try:
        set_language(language)
        dialog = RulesDialog()
        qtbot.addWidget(dialog)
        for game, english in rulebook.PAGES.items():
            page = dialog.pages[game]
            assert page.toMarkdown()[:200] != english[:200]
            for rule in rulebook.rule_ids(game):
                assert dialog.show_rule(rule)
                block = page.textCursor().block().text().lstrip()
                assert block.startswith(rule), (language, rule, block[:60])
    finally:
        set_language("en")

"""No state of a match, however strange, keeps the program from starting (issue 48): a Bura pot
doubled past every C integer by wrong declarations (B-18), and a table that fails on a resumed or
opened match for a reason no test foresaw."""

from __future__ import annotations

import pytest

from cardtable import storage
from cardtable.engine import new_match
from cardtable.engine.match import Match
from cardtable.ui import controller as controller_module
from cardtable.ui.scorepanel import ScorePanel


def doubled_pot(declarations: int, seed: int = 3) -> Match:
    """A Bura match in which seat to move declares 31 wrongly ``declarations`` times (B-18: each
    doubles the pot) and otherwise plays its first legal action."""
    match = new_match("bura", seed=seed)
    done = 0
    while done < declarations:
        texts = [str(a) for a in match.legal_actions()]
        match.apply("claim" if "claim" in texts else texts[0])
        done += "claim" in texts
    return match


def autosave(match: Match, seed: int = 3) -> None:
    saved = storage.snapshot(match, game="bura", seed=seed, humans=[0], level="easy")
    storage.write_game(saved, storage.autosave_path())


#: This module's main windows (the ``make_window`` fixture in conftest.py).
WINDOW = {"game": "bura", "persist": True, "resume": True}


def test_a_pot_past_every_c_integer_is_shown_and_saved(qtbot, make_window) -> None:
    match = doubled_pot(31)
    assert match.pot > 2**31  # B-18: 2 chips doubled 31 times
    autosave(match)
    window = make_window()
    c = window.controller
    assert c is not None and c.match.pot == match.pot  # resumed, not started anew
    shown = " ".join(panel.text() for panel in window.findChildren(ScorePanel))
    assert f"{match.pot}</b>" in shown and str(-match.scores[0]) in shown  # every digit, no overflow
    assert not window.grab().isNull()  # the table paints without raising
    window.autosave()
    again = storage.load_game(storage.autosave_path())
    assert again.match.pot == match.pot and again.match.scores == match.scores


def test_a_table_that_fails_on_the_autosave_starts_a_new_match_and_keeps_the_file(
    qtbot, make_window, monkeypatch
) -> None:
    strange = doubled_pot(2)
    autosave(strange)

    def fail(self, match, start) -> None:
        raise RuntimeError("a state no test foresaw")

    monkeypatch.setattr(controller_module.GameController, "resume", fail)
    window = make_window()
    c = window.controller
    assert c is not None and len(c.match.history) == 0 < len(strange.history)  # a new match, dealt
    assert list(storage.data_dir().glob("autosave.cardtable.bad-*")), "the autosave was kept aside"
    assert "could not be resumed" in window.statusBar().currentMessage()


def test_a_table_that_fails_on_an_opened_file_keeps_the_match_in_play(
    qtbot, make_window, monkeypatch, tmp_path
) -> None:
    window = make_window()
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: not c.busy, timeout=20000)
    before = list(c.match.actions)
    path = tmp_path / "other.cardtable"
    other = doubled_pot(2, seed=9)
    storage.write_game(storage.snapshot(other, game="bura", seed=9, humans=[0], level="easy"), path)
    real = controller_module.GameController.resume

    def fail(self, match, start) -> None:
        if match.actions == other.actions:
            raise RuntimeError("a state no test foresaw")
        real(self, match, start)

    monkeypatch.setattr(controller_module.GameController, "resume", fail)
    problem = window.open_game_from(path)
    assert problem is not None and "other.cardtable" in problem
    assert window.controller is not None and window.controller.match.actions == before


@pytest.mark.parametrize("n", [0, 1, 2, 2**31 - 1, 2**31, 2**32 + 5, 10**30 + 22])
def test_a_count_of_chips_is_worded_whole(qapp, n: int) -> None:
    from cardtable.ui.texts import plural

    assert f"<b>{n}</b>" in plural().pot(n)
    assert plural().chip_balance(-n).lstrip("-").startswith(str(n))
    assert plural().chip_balance(n).endswith("chip" if n == 1 else "chips")


@pytest.mark.parametrize("n", [2**63, 2**64 + 3, -(2**70)])
def test_a_number_past_qts_integers_is_worded_in_the_locale(qapp, n: int) -> None:
    from cardtable.ui import i18n, texts

    assert texts.number(n).replace(",", "") == str(n)
    i18n.set_language("de")
    try:
        assert texts.number(n).replace(".", "") == str(n) and "." in texts.number(n)
    finally:
        i18n.set_language("en")


def test_a_summary_after_sixty_four_wrong_declarations_is_worded(qapp) -> None:
    """Review finding: QLocale.toString takes 64-bit integers, so a pot of 2**63 chips (62 wrong
    declarations, B-18) raised OverflowError in the hand's summary."""
    from cardtable.ui import texts

    match = doubled_pot(64)
    hand = match.finished[-1]
    assert hand.result is not None and (hand.context or {}).get("pot", 0) >= 2**63
    said = texts.explain_result(
        hand.result,
        "bura",
        {0},
        match.hand.dealer,
        hand.observation(0),
        pot=hand.context["pot"],
        record=match.history[-1],
    )
    assert "doubled the pot" in said  # worded, where it raised OverflowError before

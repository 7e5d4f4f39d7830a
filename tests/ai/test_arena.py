"""The arena's bookkeeping: every match counted once, chips balance to zero (B-2)."""

from __future__ import annotations

import pytest

from cardtable.arena import main, play_matches, wilson


def test_bura_chips_balance_and_every_match_is_counted() -> None:
    tally = play_matches("bura", ("easy", "random"), {"target_pots": 2}, list(range(6)))
    assert tally.matches == 6
    assert sum(tally.wins) == 6
    assert tally.hands >= 6 * 2
    assert tally.points[0] == -tally.points[1] != 0  # what one wins the other paid, first ante included
    assert tally.illegal == tally.wrong_claims == 0
    assert len(tally.times[0]) > 0 and len(tally.times[1]) > 0


def test_schnapsen_game_points_go_to_the_hand_winner() -> None:
    tally = play_matches("schnapsen", ("easy", "random"), None, [1, 2])
    assert tally.matches == 2
    assert 1 <= sum(tally.points) <= 3 * tally.hands  # 1-3 game points per decided hand (S-22)


def test_wilson_interval_contains_the_rate() -> None:
    lo, hi = wilson(0.7, 200)
    assert 0.63 < lo < 0.7 < hi < 0.76
    assert wilson(0.0, 0) == (0.0, 1.0)


def test_cli_prints_a_line_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "schneider", "--players", "easy,random", "--matches", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "easy " in out and "random " in out and "illegal moves: 0, wrong claims: 0" in out

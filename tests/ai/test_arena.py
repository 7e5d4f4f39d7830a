"""The arena's bookkeeping: every match counted once, chips balance to zero (B-2)."""

from __future__ import annotations

import pytest

from cardtable.arena import main, paired_intervals, play_matches, wilson


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
    # every decided hand is counted once by what it scored, and those scores add up to the points
    assert set(tally.won_by) <= {1, 2, 3}
    assert sum(k * v for k, v in tally.won_by.items()) == sum(tally.points)


def test_wilson_interval_contains_the_rate() -> None:
    lo, hi = wilson(0.7, 200)
    assert 0.63 < lo < 0.7 < hi < 0.76
    assert wilson(0.0, 0) == (0.0, 1.0)


def test_cli_prints_a_line_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "schneider", "--players", "easy,random", "--matches", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "easy " in out and "random " in out and "illegal moves: 0, wrong claims: 0" in out


def test_paired_share_of_hands_is_never_reported_above_all_of_them() -> None:
    # Lopsided pairs (A wins nearly every hand) give a normal interval past 100 % unless cut.
    per_match = [(5, 5.0, 8.0), (4, 4.0, 6.0), (6, 5.0, 7.0), (5, 5.0, 9.0), (3, 3.0, 4.0), (4, 4.0, 5.0)]
    share, low, high = paired_intervals(per_match)["hands"]
    assert share == 26 / 27
    assert 0.0 <= low < share < high <= 1.0
    points, p_low, p_high = paired_intervals(per_match)["points"]
    assert p_low < points < p_high  # points are not a share and keep their full interval


def test_clairvoyant_yardstick_sees_the_deal_and_plays_legally() -> None:
    tally = play_matches("schnapsen", ("clairvoyant", "random"), None, [3], paired=True)
    assert tally.illegal == tally.wrong_claims == 0
    assert tally.hand_wins[0] > tally.hand_wins[1]


@pytest.mark.parametrize(("game", "deal"), [("schnapsen", 6), ("bura", 4)])
def test_hand_seeing_yardstick_knows_his_hand_but_not_the_stock(game: str, deal: int) -> None:
    from cardtable.ai.clairvoyant import HandSeeingPlayer
    from cardtable.ai.expert import Plan
    from cardtable.engine import new_hand

    hand = new_hand(game, seed=deal)
    player = HandSeeingPlayer(seed=2)
    player.expert.deal = hand
    worlds = player.expert._worlds(hand.observation(hand.to_move), Plan(12, 2, 1000))
    player.expert.deal = None
    stocks = {tuple(w.__dict__["stock"]) for w, _ in worlds}
    assert all(w.hands == hand.hands for w, _ in worlds)  # both hands as dealt
    # S-7 / B-4: the face-up trump card stays at the bottom; the face-down cards in new orders
    assert all(s[0] == hand.__dict__["stock"][0] and sorted(s) == sorted(hand.__dict__["stock"]) for s in stocks)
    assert len(stocks) > 1
    # B-2: Bura matches of one pot keep it short; more of them, as its deals are luckier
    rules, seeds = ({"target_pots": 1}, list(range(6))) if game == "bura" else (None, [3])
    tally = play_matches(game, ("handseer", "random"), rules, seeds, paired=True)
    assert tally.illegal == tally.wrong_claims == 0
    assert tally.hand_wins[0] > tally.hand_wins[1]


def test_hand_seeing_yardstick_refuses_a_game_whose_stock_it_does_not_know() -> None:
    from cardtable.ai.clairvoyant import HandSeeingPlayer
    from cardtable.engine import new_hand

    hand = new_hand("schneider", seed=1)
    player = HandSeeingPlayer(seed=2)
    with pytest.raises(ValueError, match="schneider"):
        player.choose_seeing_all(hand.observation(hand.to_move), hand.legal_actions(), hand)

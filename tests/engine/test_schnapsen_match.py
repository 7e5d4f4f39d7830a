"""The Bummerl around the hands: S-2 countdown, S-3 first dealer, S-4 marks, S-5 rubber, S-6 stake."""

from __future__ import annotations

import pytest

from cardtable.engine import IllegalAction, new_match

RANK_ORDER = "ATKQJ7"  # S-3: high to low


def lose_hand_by_false_claim(match, loser: int) -> None:
    """Play until ``loser`` is to move, then let him claim with too few points (S-19: +2 for the other)."""
    hand = match.hand
    while hand.to_move != loser:
        hand_acts = [a for a in match.legal_actions() if a.kind == "play"]
        match.apply(hand_acts[-1])
        assert match.hand is hand
    assert hand.score(loser) < 66
    match.apply("claim")


def test_S02_countdown_from_seven_and_bummerl_mark() -> None:
    m = new_match("schnapsen", seed=4)
    assert m.scores == (7, 7) and m.result is None
    lose_hand_by_false_claim(m, 0)
    assert m.scores == (7, 5) and m.last_result.points == 2
    for _ in range(3):
        lose_hand_by_false_claim(m, 0)
    assert m.scores[1] <= 0
    r = m.result
    assert r is not None and r.winner == 1 and r.detail["marks"] == (1, 0)
    with pytest.raises(IllegalAction):
        m.apply("claim")
    assert m.legal_actions() == [] and m.to_move is None


def test_S03_first_dealer_is_the_lower_card_then_alternates() -> None:
    for seed in range(30):
        m = new_match("schnapsen", seed=seed)
        a, b = m.first_draw[-1]
        lower = 0 if RANK_ORDER.index(a.rank.letter) > RANK_ORDER.index(b.rank.letter) else 1
        assert m.hand.dealer == lower
        for draw_a, draw_b in m.first_draw[:-1]:  # earlier draws were ties
            assert draw_a.rank == draw_b.rank
    m = new_match("schnapsen", seed=8, rules={"rubber": 3})
    dealers = [m.hand.dealer]
    for i in range(10):
        lose_hand_by_false_claim(m, i % 2)
        dealers.append(m.hand.dealer)
    assert all(x != y for x, y in zip(dealers, dealers[1:], strict=False))  # across Bummerls too


def test_S04_schneiderbummerl_two_marks() -> None:
    for toggle, marks in ((False, 1), (True, 2)):
        m = new_match("schnapsen", seed=5, rules={"schneiderbummerl": toggle})
        for _ in range(4):
            lose_hand_by_false_claim(m, 1)  # player 1 never scores a game point
        assert m.result.detail["marks"] == (0, marks)
    m = new_match("schnapsen", seed=5, rules={"schneiderbummerl": True})
    lose_hand_by_false_claim(m, 0)  # player 1 scores once
    for _ in range(4):
        lose_hand_by_false_claim(m, 1)
    assert m.result.winner == 0 and m.result.detail["marks"] == (0, 1)


def test_S05_rubber_of_three_stops_at_two_and_rubber_of_two_can_draw() -> None:
    m = new_match("schnapsen", seed=6, rules={"rubber": 3})
    for _ in range(4):
        lose_hand_by_false_claim(m, 1)
    assert m.result is None and m.scores == (7, 7)  # a new Bummerl
    for _ in range(4):
        lose_hand_by_false_claim(m, 1)
    assert m.result.winner == 0 and m.result.detail["bummerls"] == (2, 0)
    m = new_match("schnapsen", seed=6, rules={"rubber": 2})
    for loser in (1, 0):
        for _ in range(4):
            lose_hand_by_false_claim(m, loser)
    assert m.result.winner is None and m.result.reason == "drawn_rubber"


def win_a_trick_then_claim_falsely(m, player: int) -> None:
    """Play one hand in which ``player`` wins a trick and then claims wrongly (the other scores 2)."""
    hand = m.hand
    while m.hand is hand:
        if hand.to_move == player and hand.tricks[player] > 0:
            m.apply("claim")
            return
        acts = [a for a in m.legal_actions() if a.kind == "play"]
        m.apply(next((a for a in acts if _lets_win(hand, a, player)), acts[0]))


def _lets_win(hand, act, player: int) -> bool:
    """Whether after ``act`` some answer (if any is due) makes ``player`` win the trick."""
    trial = hand.clone()
    trial.apply(act)
    if trial.lead < 0:
        return trial.trick_log[-1][3] == player
    for ans in (a for a in trial.legal_actions() if a.kind == "play"):
        t2 = trial.clone()
        t2.apply(ans)
        if t2.trick_log[-1][3] == player:
            return True
    return False


@pytest.mark.parametrize(("plan", "factor"), [("never_tricks", 3), ("tricks_no_points", 2), ("points", 1)])
def test_S06_stake_ledger(plan: str, factor: int) -> None:
    m = new_match("schnapsen", seed=12, rules={"stake": 5})
    if plan == "points":
        win_a_trick_then_claim_falsely(m, 0)  # player 1 scores 2 game points
    while m.result is None:
        if plan == "never_tricks":
            lose_hand_by_false_claim(m, 1)
        else:
            win_a_trick_then_claim_falsely(m, 1)
    loser_tricks = sum(h.tricks[1] for h in m.finished)
    assert (loser_tricks == 0) == (plan == "never_tricks")
    assert m.result.winner == 0 and m.result.detail["ledger"] == (5 * factor, -5 * factor)


@pytest.mark.parametrize(("toggle", "marks"), [(False, 1), (True, 2)])
def test_S04_S06_the_hand_that_ends_a_bummerl_records_its_marks_and_stake(toggle: bool, marks: int) -> None:
    """Issue 47 item 17: the summary of a Bummerl's last hand states the marks and the stake, so the
    match records them with that hand (``HandRecord.settled``); the other hands record nothing."""
    m = new_match("schnapsen", seed=5, rules={"schneiderbummerl": toggle, "stake": 5, "rubber": 2})
    for _ in range(4):
        lose_hand_by_false_claim(m, 1)  # player 1 never scores: a Schneiderbummerl with the toggle (S-4)
    ending = m.history[-1]
    assert min(ending.scores) <= 0 and all(not record.settled for record in m.history[:-1])
    assert ending.settled == {"marks": marks, "stake": 15, "stake_factor": 3}  # no trick: tripled (S-6)
    assert m.marks == [0, marks] and m.ledger == [15, -15]

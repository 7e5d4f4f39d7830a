"""How the expert weighs outcomes: by what they do to the Bummerl (S-2), and a close (S-15) only when
it wins nearly everywhere."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardtable.ai import expert as expert_module
from cardtable.ai.bummerl import outcome_values, values_for, win_chance, worth
from cardtable.ai.expert import Expert
from cardtable.engine import Action, new_match


def test_the_bummerl_chance_is_even_at_seven_all_and_shared_between_the_players() -> None:
    assert win_chance(7, 7) == pytest.approx(0.5)
    for mine in range(1, 8):
        for his in range(1, 8):
            assert win_chance(mine, his) + win_chance(his, mine) == pytest.approx(1.0)
            if mine > 1:
                assert win_chance(mine - 1, his) > win_chance(mine, his)  # needing less is better


def test_points_past_what_is_needed_are_worth_nothing() -> None:
    # S-2: needing 1 point, a win by 3 wins the Bummerl no better than a win by 1.
    need_one = outcome_values(1, 7)
    assert need_one[4] == pytest.approx(need_one[5]) == pytest.approx(need_one[6])
    # When the opponent needs 1, every lost hand loses the Bummerl alike.
    he_needs_one = outcome_values(7, 1)
    assert he_needs_one[0] == pytest.approx(he_needs_one[1]) == pytest.approx(he_needs_one[2])
    # Needing 2: a win by 2 is worth as much as one by 3, and clearly more than one by 1.
    need_two = outcome_values(2, 5)
    assert need_two[5] == pytest.approx(need_two[6]) and need_two[5] > need_two[4] + 1


def test_early_in_a_bummerl_outcomes_are_worth_about_their_points() -> None:
    values = outcome_values(7, 7)
    assert values[2] == pytest.approx(-1.0) and values[4] == pytest.approx(1.0)
    assert values == tuple(sorted(values))
    for points in (-3, -2, 2, 3):
        assert values[points + 3] == pytest.approx(points, abs=0.15)
    assert worth(values, 0.5) == pytest.approx(0.5)  # between whole points: interpolated
    assert worth(values, 9.0) == values[6]


def test_no_bummerl_score_means_plain_points() -> None:
    assert values_for(None, 0) is None
    assert values_for({"scores": (0, 7)}, 0) is None  # a finished Bummerl
    assert values_for({"scores": (3, 6)}, 1) == outcome_values(6, 3)


class _Gamble:
    """A stand-in solver: ``safe`` wins by a little in every world, ``gamble`` by 3 in every other
    world and loses by 1 in the rest (more game points on average)."""

    calls = 0

    def __init__(self, safe: Action, gamble: Action) -> None:
        self.safe, self.gamble = safe, gamble
        self.nodes = 1
        _Gamble.calls += 1
        self.lucky = _Gamble.calls % 2 == 0

    def value_of(self, move: Action) -> float:
        if move == self.safe:
            return 0.9
        if move == self.gamble:
            return 3.0 if self.lucky else -1.0
        return -3.0


@pytest.mark.parametrize(("scores", "expected"), [((7, 7), "gamble"), ((1, 7), "safe")])
def test_the_expert_gambles_for_points_only_where_the_bummerl_rewards_them(
    monkeypatch: pytest.MonkeyPatch, scores: tuple[int, int], expected: str
) -> None:
    match = new_match("schnapsen", seed=4)
    p = match.to_move
    assert p is not None
    legal = match.legal_actions()
    plays = [a for a in legal if a.kind == "play"]
    safe, gamble = plays[0], plays[1]
    plan = expert_module.Plan(worlds=8, horizon=0, nodes=10**9)

    def solve(world: Any, horizon: int) -> _Gamble:
        return _Gamble(safe, gamble)

    monkeypatch.setitem(expert_module.SOLVERS, "schnapsen", (lambda obs: plan, solve))
    obs = dataclasses.replace(match.observation(p), match={"scores": scores if p == 0 else scores[::-1]})
    chosen = Expert(random.Random(3)).choose(obs, legal)
    assert chosen == {"safe": safe, "gamble": gamble}[expected]


class _Closer:
    """A stand-in solver in which closing wins big in ``wins`` of every 10 worlds and loses by 2 in
    the rest, while every other move loses by 1 (a close looks best on average either way)."""

    calls = 0

    def __init__(self, wins: int) -> None:
        self.nodes = 1
        _Closer.calls += 1
        self.good = _Closer.calls % 10 < wins

    def value_of(self, move: Action) -> float:
        if move.kind == "close":
            return 3.0 if self.good else -2.0
        return -1.0


@pytest.mark.parametrize(("wins", "closes"), [(7, False), (9, True)])
def test_the_expert_closes_only_where_the_close_wins_nearly_everywhere(
    monkeypatch: pytest.MonkeyPatch, wins: int, closes: bool
) -> None:
    # S-15: in each world the closer plays on as if he saw the other hand, so a close that fails in
    # 3 worlds of 10 is not taken, however good its average (expert.CLOSE_SHARE).
    match = new_match("schnapsen", seed=4)
    p = match.to_move
    assert p is not None
    legal = match.legal_actions()
    assert any(a.kind == "close" for a in legal)
    plan = expert_module.Plan(worlds=10, horizon=0, nodes=10**9)
    _Closer.calls = 0
    monkeypatch.setitem(expert_module.SOLVERS, "schnapsen", (lambda obs: plan, lambda world, horizon: _Closer(wins)))
    chosen = Expert(random.Random(3)).choose(match.observation(p), legal)
    assert (chosen.kind == "close") is closes

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
from cardtable.engine.views import schnapsen_view


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


class _Worlds:
    """Numbers the sampled worlds in the order they are first seen (by the cards the opponent of the
    player to move holds), so that a stand-in solver can treat given worlds alike."""

    def __init__(self) -> None:
        self.seen: dict[frozenset[int], int] = {}

    def number(self, world: Any, me: int) -> int:
        key = frozenset(schnapsen_view(world).hands[1 - me])
        return self.seen.setdefault(key, len(self.seen))


class _Gamble:
    """A stand-in solver: ``safe`` wins by a little in every world, ``gamble`` by 3 in every other
    world and loses by 1 in the rest (more game points on average)."""

    def __init__(self, world: Any, me: int, worlds: _Worlds, safe: Action, gamble: Action) -> None:
        self.safe, self.gamble = safe, gamble
        self.nodes = 1
        self.lucky = worlds.number(world, me) % 2 == 0

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

    worlds = _Worlds()

    def solve(world: Any, horizon: int, shared: Any) -> _Gamble:
        return _Gamble(world, p, worlds, safe, gamble)

    # The stand-in values root moves only: judge them world by world (no move followed on, fusion.py).
    profile = expert_module.PROFILES["schnapsen"]
    monkeypatch.setitem(
        expert_module.PROFILES,
        "schnapsen",
        dataclasses.replace(profile, plan=lambda obs: plan, solve=solve, fused=None),
    )
    obs = dataclasses.replace(match.observation(p), match={"scores": scores if p == 0 else scores[::-1]})
    chosen = Expert(random.Random(3)).choose(obs, legal)
    assert chosen == {"safe": safe, "gamble": gamble}[expected]


class _Closer:
    """A stand-in solver in which closing wins big in ``wins`` of every 10 worlds and loses by 2 in
    the rest, while every other move loses by 1 (a close looks best on average either way). After
    the close every lead is worth what the close is in that world."""

    def __init__(self, world: Any, me: int, worlds: _Worlds, wins: int) -> None:
        self.nodes = 1
        self.closed = schnapsen_view(world).closed_by is not None
        self.good = worlds.number(world, me) % 10 < wins

    def value_of(self, move: Action) -> float:
        if move.kind == "close" or self.closed:
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
    worlds = _Worlds()
    # The stand-in values root moves only: the close is followed on (its leads are its worth), the
    # plays are judged world by world.
    profile = dataclasses.replace(
        expert_module.PROFILES["schnapsen"],
        plan=lambda obs: plan,
        solve=lambda world, horizon, shared: _Closer(world, p, worlds, wins),
        fused=lambda obs, moves: [m for m in moves if m.kind == "close"],
    )
    monkeypatch.setitem(expert_module.PROFILES, "schnapsen", profile)
    chosen = Expert(random.Random(3)).choose(match.observation(p), legal)
    assert (chosen.kind == "close") is closes


class _GuessAfterClose:
    """A stand-in solver: after a close the first lead wins by 3 in half of the worlds and loses by 2
    in the other half, and which lead it is differs between the halves; at the deal the close wins by
    3 and every other move loses by 1. Each world on its own says the close wins. (A play at the deal
    is followed to the next decision too, where this stand-in's close is worth 3: the plays look
    better than the close either way.)"""

    def __init__(self, world: Any, me: int, worlds: _Worlds, leads: tuple[Action, Action]) -> None:
        self.nodes = 1
        self.closed = schnapsen_view(world).closed_by is not None
        self.right = leads[worlds.number(world, me) % 2]

    def value_of(self, move: Action) -> float:
        if self.closed:
            return 3.0 if move == self.right else -2.0
        return 3.0 if move.kind == "close" else -1.0


def test_a_close_whose_first_lead_must_be_guessed_is_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    # S-15: closing reveals no card, so the first lead after it is one card for every world the
    # player cannot tell apart (fusion.py): worth +0.5 on average here, winning in half the worlds.
    match = new_match("schnapsen", seed=4)
    p = match.to_move
    assert p is not None
    legal = match.legal_actions()
    leads = tuple(a for a in legal if a.kind == "play")[:2]
    plan = expert_module.Plan(worlds=10, horizon=0, nodes=10**9)
    worlds = _Worlds()
    profile = dataclasses.replace(
        expert_module.PROFILES["schnapsen"],
        plan=lambda obs: plan,
        solve=lambda world, horizon, shared: _GuessAfterClose(world, p, worlds, leads),
    )
    monkeypatch.setitem(expert_module.PROFILES, "schnapsen", profile)
    chosen = Expert(random.Random(3)).choose(match.observation(p), legal)
    assert chosen.kind != "close"
    # Judged world by world (plain PIMC), the same close wins everywhere and is taken.
    monkeypatch.setitem(expert_module.PROFILES, "schnapsen", dataclasses.replace(profile, fused=None))
    worlds.seen.clear()
    assert Expert(random.Random(3)).choose(match.observation(p), legal).kind == "close"


def test_the_first_phase_one_tricks_are_fused_and_the_rest_only_at_the_close() -> None:
    # At the deal (10 in the stock, searched two tricks deep) every move is followed to our next
    # decision; once the stock is solved to the end only the close is (and every move once closed).
    match = new_match("schnapsen", seed=4)
    p = match.to_move
    assert p is not None
    obs = match.observation(p)
    moves = [a for a in match.legal_actions() if a.kind != "claim"]
    assert obs.stock_size > expert_module.SOLVED_TO_THE_END
    assert expert_module.schnapsen_fused(obs, moves) == moves
    later = dataclasses.replace(obs, stock_size=expert_module.SOLVED_TO_THE_END)
    assert expert_module.schnapsen_fused(later, moves) == [m for m in moves if m.kind == "close"]
    closed = dataclasses.replace(later, stock_closed_by=p)
    assert expert_module.schnapsen_fused(closed, moves) == moves

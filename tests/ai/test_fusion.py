"""Less strategy fusion (fusion.py): worlds the player cannot tell apart share his next move."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.determinize import weighted_worlds
from cardtable.ai.fusion import Next, follow, fused_value
from cardtable.ai.solver_schnapsen import SchnapsenSolver, state_of
from cardtable.engine import new_hand
from cardtable.engine.actions import CLOSE, PLAY


def test_a_group_of_worlds_takes_its_best_single_move_not_each_worlds_best() -> None:
    a, b = PLAY[1], PLAY[2]
    same = ("seen",)
    nexts = [
        (Next(same, {a: 3.0, b: -2.0}), 1.0),
        (Next(same, {a: -2.0, b: 3.0}), 1.0),
        (Next(same, {a: 1.0, b: -1.0}), 2.0),
        (Next(None, None, -1.0), 1.0),  # a world in which the hand ended before the next decision
    ]
    total, wins = fused_value(nexts, lambda v: v)
    # Move a for the group: 3 - 2 + 2 * 1, and the ended world's -1 (plain PIMC would say 3 + 3 + 2 - 1).
    assert total == pytest.approx(2.0)
    assert wins == pytest.approx(3.0)  # the first and third worlds, weights 1 and 2


def test_worlds_told_apart_by_the_opponents_play_choose_apart() -> None:
    a, b = PLAY[1], PLAY[2]
    nexts = [(Next(("he played x",), {a: 3.0, b: -2.0}), 1.0), (Next(("he played y",), {a: -2.0, b: 3.0}), 1.0)]
    total, wins = fused_value(nexts, lambda v: v)
    assert total == pytest.approx(6.0) and wins == pytest.approx(2.0)


def test_the_worth_applies_to_each_world_after_the_choice() -> None:
    a, b = PLAY[1], PLAY[2]
    nexts = [(Next((), {a: 2.0, b: 1.0}), 1.0), (Next((), {a: -3.0, b: 1.0}), 1.0)]
    # In game points a (-1 in all) loses to b (+2); valued with a cap at 1, b is still chosen.
    total, _ = fused_value(nexts, lambda v: min(v, 1.0))
    assert total == pytest.approx(2.0)


def test_follow_sees_only_what_the_player_sees() -> None:
    # Twin worlds of one observation: after the same close the player's next decision is the same
    # (his hand, nothing of the opponent's), whatever the opponent holds; the values differ by world.
    hand = new_hand("schnapsen", seed=21, dealer=1)
    me = hand.to_move
    assert me is not None and CLOSE in hand.legal_actions()
    obs = hand.observation(me)
    worlds = [w for w, _ in weighted_worlds(obs, random.Random(2), 12)]
    spent = [0]
    nexts = [follow(w, CLOSE, me, lambda h: SchnapsenSolver(state_of(h)), spent) for w in worlds]
    assert spent[0] > 0
    keys = {n.key for n in nexts}
    assert len(keys) == 1
    (key,) = keys
    assert key is not None and key[0] == () and key[1] == tuple(sorted(c.index for c in obs.hand))
    tables = [n.values for n in nexts]
    assert all(t is not None and set(t) == set(tables[0] or {}) for t in tables)
    assert len({tuple(sorted((t or {}).values())) for t in tables}) > 1


def test_follow_groups_worlds_by_the_opponents_answer() -> None:
    # After a lead in a closed hand the opponent answers as the solver would in each world; worlds
    # in which he answered with different cards are told apart, those with the same card are not.
    hand = new_hand("schnapsen", seed=21, dealer=1)
    me = hand.to_move
    assert me is not None
    hand.apply(CLOSE)
    obs = hand.observation(me)
    lead = next(a for a in hand.legal_actions() if a.kind == "play")
    worlds = [w for w, _ in weighted_worlds(obs, random.Random(5), 16)]
    nexts = [follow(w, lead, me, lambda h: SchnapsenSolver(state_of(h)), [0]) for w in worlds]
    for world, nxt in zip(worlds, nexts, strict=True):
        if nxt.key is None:
            continue
        seen, mine, stock = nxt.key
        opponent = world.__dict__["hands"][1 - me]
        assert seen and all(set(a.indices) <= set(opponent) for a in seen if a.kind == "play")
        assert stock == obs.stock_size  # a closed stock: nothing is drawn
    assert len({n.key for n in nexts}) > 1

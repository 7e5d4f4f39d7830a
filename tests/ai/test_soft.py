"""Modelled answers (``soft.py``): our Phase-1 leads valued with the opponent's answer as the choice
model has it. Each path ends in a card on the table (S-12 marriages, S-14 exchange, S-15 close), and
an answer's value is the solver's, from the same leaf depth as a search from the root."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai import expert as expert_module
from cardtable.ai import heuristics, policy, soft
from cardtable.ai.expert import Expert
from cardtable.ai.solver_bura import BuraSolver
from cardtable.ai.solver_bura import state_of as bura_state
from cardtable.ai.solver_schnapsen import SchnapsenSolver, state_of
from cardtable.engine import Action, Hand

from ..engine.helpers import bura as bura_hand
from ..engine.helpers import pass_silent_offers
from ..engine.helpers import schnapsen as schnapsen_hand


def _texts(paths: list[soft.Path]) -> set[tuple[str, ...]]:
    return {tuple(a.text for a in p) for p in paths}


def _opening() -> Hand:
    # The forehand (seat 1) leads; trump clubs (jack of clubs turned up). He holds the marriage of
    # hearts and the trump ten; the dealer holds four spades and the ace of hearts.
    return schnapsen_hand("KH QH JS AD TC", "AS TS KS QS AH", "JC", "KC QC JD QD KD TH JH AC TD")


def _after_two_tricks() -> Hand:
    # Two tricks later the stock holds 6 cards: small enough for exact solves in a test.
    hand = _opening()
    for text in ("play JS", "play AS", "play TS", "play TC"):
        hand.apply(text)
    assert hand.to_move == 1 and hand.__dict__["lead"] < 0
    return hand


def test_a_marriage_leads_its_king_or_its_queen_and_a_close_every_lead_after_it() -> None:
    hand = _opening()
    me = hand.to_move
    moves = [a for a in hand.legal_actions() if a.text != "claim"]
    paths = soft.root_paths(hand, moves, me)
    assert _texts(paths[Action.parse("marry H")]) == {("marry H", "play KH"), ("marry H", "play QH")}
    assert _texts(paths[Action.parse("play AD")]) == {("play AD",)}
    after_close = _texts(paths[Action.parse("close")])
    assert ("close", "play TC") in after_close and ("close", "marry H", "play QH") in after_close
    assert len(after_close) == 5 + 2  # five cards, and the marriage's two


@pytest.mark.parametrize("horizon", [0, 2])
def test_with_the_answer_best_for_him_a_lead_is_worth_what_the_solver_gives_it(horizon: int) -> None:
    hand = _after_two_tricks() if horizon == 0 else _opening()
    me = hand.to_move
    replies = soft.Replies(horizon, float, minimax_share=1.0)
    solver = SchnapsenSolver(state_of(hand), horizon=horizon)
    moves = [a for a in hand.legal_actions() if a.text != "claim"]
    for move, paths in soft.root_paths(hand, moves, me).items():
        best = max(replies.value(hand, p, me) for p in paths)  # in one world: its best follow-up
        assert best == pytest.approx(solver.value_of(move)), move
    assert replies.nodes > 0


def test_his_answer_is_worth_the_models_expectation() -> None:
    hand = _opening()
    me = hand.to_move
    lead = Action.parse("play AD")
    after = hand.clone()
    after.apply(lead)
    answers = [a for a in after.legal_actions() if a.text != "claim"]
    assert len(answers) == 5  # S-10: in Phase 1 he may answer with any card
    answerer = SchnapsenSolver(state_of(after), horizon=2)
    values = [-answerer.value_of(a) for a in answers]  # his values, turned to ours
    for sharpness in (0.0, 1.0, 3.0):
        chances = policy.chances(after, answers, [sharpness * w for w in policy.WEIGHTS])
        expected = sum(p * v for p, v in zip(chances, values, strict=True))
        assert soft.Replies(2, float, sharpness).value(hand, (lead,), me) == pytest.approx(expected)
    assert soft.Replies(2, float, 0.0).value(hand, (lead,), me) == pytest.approx(sum(values) / 5)
    mixed = soft.Replies(2, float, 1.0, minimax_share=0.25).value(hand, (lead,), me)
    assert mixed == pytest.approx(0.25 * min(values) + 0.75 * soft.Replies(2, float).value(hand, (lead,), me))


def test_a_forced_answer_is_worth_its_value_whatever_the_model() -> None:
    # S-15: after a close he must follow suit; holding one spade, his answer to a spade is forced.
    hand = schnapsen_hand("AS KH QH AD TC", "TS KD JD QC KC", "JC", "QS JS AH TH JH AC TD QD KS")
    me = hand.to_move
    path = (Action.parse("close"), Action.parse("play AS"))
    values = {s: soft.Replies(2, float, s).value(hand, path, me) for s in (0.0, 1.0, 5.0)}
    assert values[0.0] == pytest.approx(values[1.0]) == pytest.approx(values[5.0])
    assert values[0.0] == pytest.approx(soft.Replies(2, float, minimax_share=1.0).value(hand, path, me))


def test_the_best_follow_up_is_one_choice_over_all_worlds() -> None:
    a, b = (Action.parse("play KH"),), (Action.parse("play QH"),)
    tables = [({a: 1.0, b: -1.0}, 1.0), ({a: -1.0, b: 0.5}, 2.0)]
    path, total = soft.best_path(tables)
    assert path == b and total == pytest.approx(-1.0 + 1.0)  # not 1.0 + 2 * 0.5, each world's best


def test_the_expert_values_its_phase_one_leads_with_modelled_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = _opening()
    me = hand.to_move
    profile = dataclasses.replace(expert_module.PROFILES["schnapsen"], soft=expert_module.schnapsen_soft)
    expert = Expert(random.Random(3), scale=0.3, profiles={"schnapsen": profile})
    observation = hand.observation(me)
    assert expert_module.schnapsen_soft(observation, expert.plan(observation))
    called: list[int] = []
    original = soft.Replies.value

    def counting(self: soft.Replies, world: Hand, path: soft.Path, mover: int) -> float:
        called.append(mover)
        return original(self, world, path, mover)

    monkeypatch.setattr(soft.Replies, "value", counting)
    choice = expert.choose(observation, hand.legal_actions())
    assert choice in hand.legal_actions() and expert.last_worlds >= 1
    assert called and set(called) == {me}
    # Answering, or once the stock is closed, the plain search decides.
    hand.apply(choice)
    while hand.to_move == me:
        hand.apply(next(a for a in hand.legal_actions() if a.kind == "play"))
    answering = hand.observation(hand.to_move)
    assert not expert_module.schnapsen_soft(answering, expert.plan(answering))


def _bura_lead() -> Hand:
    # B-4/B-5: the forehand (seat 1) leads; trump hearts. He holds two spades and a low trump, the
    # dealer the ace of spades, a spade and a club: no special hand for either (B-12).
    hand = bura_hand("KS JS 7H", "AS 9S TC", "6H", "AD TD KD QD JD 9D")
    pass_silent_offers(hand)
    assert hand.to_move == 1 and not any(a.kind in ("declare", "pass") for a in hand.legal_actions())
    return hand


def test_bura_with_the_answer_best_for_him_a_lead_is_worth_what_the_solver_gives_it() -> None:
    hand = _bura_lead()
    me = hand.to_move
    leads = [a for a in hand.legal_actions() if a.kind == "play"]
    assert {a.text for a in leads} >= {"play KS", "play KS JS", "play 7H"}  # B-5: one or more of a suit
    solver = BuraSolver(bura_state(hand), horizon=3)
    values = soft.BuraReplies(3, minimax_share=1.0).values(hand, [(a,) for a in leads], me)
    for lead in leads:
        assert values[(lead,)] == pytest.approx(solver.value_of(lead)), lead


def test_bura_his_answer_is_the_rule_of_thumb_one_or_by_chance_another() -> None:
    hand = _bura_lead()
    me = hand.to_move
    lead = Action.parse("play KS JS")
    after = hand.clone()
    after.apply(lead)
    answers = [a for a in after.legal_actions() if a.kind == "play"]
    assert len(answers) == 3  # B-6: any two of his three cards
    answerer = BuraSolver(bura_state(after), horizon=3)
    values = {a: -answerer.value_of(a) for a in answers}  # his values, turned to ours
    expected = heuristics.choose_in(after, after.legal_actions(), random.Random(0))
    for surprise in (0.0, 0.3):
        model = sum(v * ((1 - surprise) * (a is expected) + surprise / 3) for a, v in values.items())
        got = soft.BuraReplies(3, surprise).values(hand, [(lead,)], me)[(lead,)]
        assert got == pytest.approx(model)
    # B-8: without a trump no answer beats the jack as well as the king, so the rules of thumb give
    # the cheapest two cards and keep the ace.
    assert expected.text == "play TC 9S"


def test_strong_plays_bura_with_modelled_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    from cardtable.ai import make_player

    hand = _bura_lead()
    me = hand.to_move
    called: list[int] = []
    original = soft.BuraReplies.values

    def counting(self: soft.BuraReplies, world: Hand, paths: list[soft.Path], mover: int) -> dict[soft.Path, float]:
        called.append(mover)
        return original(self, world, paths, mover)

    monkeypatch.setattr(soft.BuraReplies, "values", counting)
    choice = make_player("strong", seed=4).choose(hand.observation(me), hand.legal_actions())
    assert choice in hand.legal_actions() and called and set(called) == {me}

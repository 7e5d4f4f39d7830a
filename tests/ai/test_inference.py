"""Inference from the opponent's choices: worlds that explain them badly get little weight."""

from __future__ import annotations

import random

from cardtable.ai import make_player
from cardtable.ai.determinize import weighted_worlds
from cardtable.ai.search import _worlds
from cardtable.engine import new_hand
from cardtable.engine.cards import SUIT_OF

from ..engine.helpers import bura_deck


def _opponent_led_a_single() -> tuple:
    # B-4 with dealer seat 1: player 0 (the opponent here) leads. Hearts are trump. The rule of
    # thumb leads the biggest non-trump group; he led one six, so he most likely had no such group.
    hand = new_hand("bura", deck=bura_deck("6S 7C 8D", "AS KD QC", "AH"), dealer=1)
    hand.apply("pass")  # B-15: the dealer's offer comes first, whatever he holds
    hand.apply("play 6S")
    return hand, hand.observation(1)


def _has_group(dealt: tuple[int, ...], trump: int) -> bool:
    suits = [SUIT_OF[c] for c in dealt if SUIT_OF[c] != trump]
    return len(suits) != len(set(suits))


def test_a_world_where_he_would_have_led_a_group_is_unlikely() -> None:
    hand, obs = _opponent_led_a_single()
    worlds = weighted_worlds(obs, random.Random(1), 300, surprise=0.1)
    assert len(worlds) == 300
    with_group = [w for world, w in worlds if _has_group(world.dealt[0], world.trump)]
    without = [w for world, w in worlds if not _has_group(world.dealt[0], world.trump)]
    assert with_group and without  # uniform sampling gives both kinds
    # Weights are (sensible + wild) / 2. With a group he strayed from the rule of thumb:
    # (surprise / n + 1 / n) / 2 with n >= 5 choices (three singles, the group, declaring 31 under
    # B-16); where the six was his rule-of-thumb lead: (1 - surprise + surprise / n + 1 / n) / 2.
    assert max(with_group) <= 1.1 / 2 / 5 + 1e-9
    assert sum(w > 0.55 for w in without) > len(without) / 2


def test_without_surprise_every_world_weighs_the_same() -> None:
    _, obs = _opponent_led_a_single()
    assert {w for _, w in weighted_worlds(obs, random.Random(2), 50)} == {1.0}


def test_resampled_worlds_favour_the_likely_ones() -> None:
    _, obs = _opponent_led_a_single()
    rng = random.Random(3)
    uniform = _worlds(obs, rng, 60, None, 0)
    inferred = _worlds(obs, rng, 60, 0.05, 400)
    assert len(uniform) == len(inferred) == 60
    share = [sum(_has_group(w.dealt[0], w.trump) for w in ws) / len(ws) for ws in (uniform, inferred)]
    assert share[1] < share[0] / 3, share


def test_weighted_worlds_agree_with_the_observation() -> None:
    rng = random.Random(4)
    for seed in range(4):
        hand = new_hand("bura", seed=seed)
        while hand.result is None:
            p = hand.to_move
            obs = hand.observation(p)
            for world, weight in weighted_worlds(obs, rng, 3, surprise=0.2):
                assert 0.0 < weight <= 1.0
                assert world.observation(p) == obs
            legal = [a for a in hand.legal_actions() if a.kind != "claim"] or hand.legal_actions()
            hand.apply(rng.choice(legal))


def _effective_share(weights: list[float]) -> float:
    """Effective sample size over sample size: 1.0 for equal weights, small when a few dominate."""
    return sum(weights) ** 2 / sum(w * w for w in weights) / len(weights)


def _weights_after(opponent: str, seed: int) -> list[float] | None:
    """Weights of player 1's sample after some tricks against ``opponent`` (None: the hand ended)."""
    hand = new_hand("bura", seed=seed, dealer=1)
    bots = {0: make_player(opponent, seed=seed), 1: make_player("easy", seed=seed)}
    while hand.result is None and len(hand.stock) > 16:
        hand.apply(bots[hand.to_move].choose(hand.observation(hand.to_move), hand.legal_actions()))
    if hand.result is not None:
        return None
    return [w for _, w in weighted_worlds(hand.observation(1), random.Random(seed), 200, surprise=0.05)]


def test_a_wild_opponent_does_not_mislead_the_sample() -> None:
    """Against a player who ignores the rules of thumb the weights stay near flat (his choices say
    little about his cards); against one who follows them they concentrate."""
    shares: list[tuple[float, float]] = []
    for seed in range(12):
        wild, sensible = _weights_after("random", seed), _weights_after("easy", seed)
        if wild is not None and sensible is not None:
            shares.append((_effective_share(wild), _effective_share(sensible)))
    assert len(shares) >= 3
    assert sum(w for w, _ in shares) > 3 * sum(s for _, s in shares), shares

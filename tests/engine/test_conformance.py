"""Conformance suite (in the spirit of OpenSpiel's basic game tests), over every registered game,
preset and toggle: seeded random play, checking the contract of ENGINE_API.md at every step."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardtable.engine import GAMES, Action, Card, IllegalAction, Observation, game_deck, new_hand
from cardtable.engine.actions import CLAIM, CLOSE, DECLARE, EXCHANGE, MARRY, PASS, PLAY

from .configs import REASONS, config_id, configurations

CONFIGS = configurations()
HANDS_PER_CONFIG = 12
MALFORMED = ["", "play", "play XX", "dance", "marry X", "declare nothing", "play AS AS", "claim now", 42]


def cards_in(value: Any) -> set[Card]:
    """Every Card anywhere inside an observation (fields, tuples, actions, results)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, Card):
            found.add(v)
        elif isinstance(v, Action):
            found.update(v.cards)
        elif isinstance(v, Observation) or dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (tuple, list, set, frozenset)):
            stack.extend(v)
    return found


def candidate_illegal(hand) -> list[Action]:
    legal = set(hand.legal_actions())
    pool = list(PLAY) + list(MARRY) + [EXCHANGE, CLOSE, CLAIM, PASS] + list(DECLARE.values())
    return [a for a in pool if a not in legal]


def check_step(hand, rng: random.Random, revealed: set[Card], deck_size: int) -> Action:
    to_move = hand.to_move
    assert to_move in (0, 1)
    legal = hand.legal_actions()
    assert legal, "a player to move must have an action"
    texts = [str(a) for a in legal]
    assert len(set(texts)) == len(texts), f"duplicate legal actions: {texts}"
    assert legal == hand.legal_actions(), "legal actions must be deterministic"
    for a in legal:
        assert Action.parse(str(a)) is a and Action.parse(str(a).lower()) is a
    # Observations: nothing hidden, cards conserved, public facts symmetric.
    obs = [hand.observation(0), hand.observation(1)]
    assert obs[0].trump_card == obs[1].trump_card
    for card in (obs[0].trump_card, obs[1].trump_card):
        if card is not None:
            revealed.add(card)
    for p in (0, 1):
        o = obs[p]
        own = set(o.hand)
        other_hand = set(obs[1 - p].hand)
        played = set(o.played_cards())
        assert len(o.hand) == o.hand_sizes[p] and len(obs[1 - p].hand) == o.hand_sizes[1 - p]
        assert len(own) + len(other_hand) + o.stock_size + len(played) + o.set_aside == deck_size
        assert not (own & other_hand) and not (own & played) and not (other_hand & played)
        leaked = {c for c in cards_in(o) if c not in own and c not in played and c not in revealed}
        assert not leaked, f"player {p} sees hidden cards {sorted(c.code for c in leaked)}"
    # Illegal and malformed actions are refused and leave the hand unchanged.
    before = hand.clone()
    for bad in rng.sample(candidate_illegal(hand), k=min(4, len(candidate_illegal(hand)))):
        with pytest.raises(IllegalAction) as err:
            hand.apply(bad)
        assert str(err.value)[:2] in (GAMES[hand.game].rule_prefix + "-", "D-"), str(err.value)  # its own rule ids
        assert hand == before
        with pytest.raises(IllegalAction):
            hand.apply(str(bad))
    for bad in rng.sample(MALFORMED, k=2):
        with pytest.raises(ValueError):
            hand.apply(bad)  # type: ignore[arg-type]
        assert hand == before
    # apply(text) equals apply(action); clone() is equal and independent.
    action = rng.choice(legal)
    by_text = hand.clone()
    assert by_text == hand
    by_text.apply(str(action))
    by_action = hand.clone()
    by_action.apply(action)
    assert by_text == by_action
    assert hand == before, "a clone's move must not touch the original"
    # Public revelations for the leak check (computed here, independently of the engine).
    if action.kind == "marry":
        revealed.update(Card(r + action.suit.letter) for r in "KQ")
    elif action.kind == "declare":
        revealed.update(obs[to_move].hand)
    return action


def check_twins(game: str, rules: Any, order: list[str], hand, rng: random.Random) -> int:
    """Hidden information: a twin deal that differs from ``order`` only in two cards a player has
    not seen, replayed with the same actions, must give that player the very same observation
    (whose turn included). Returns how many twins could be replayed (0 or up to 2)."""
    actions = [payload for kind, _, payload in hand.log if kind == "act"]
    compared = 0
    for player in (0, 1):
        seen = cards_in(hand.observation(player))
        unseen = [i for i, code in enumerate(order) if Card(code) not in seen]
        if len(unseen) < 2:
            continue
        i, j = rng.sample(unseen, 2)
        twin_order = list(order)
        twin_order[i], twin_order[j] = twin_order[j], twin_order[i]
        twin = new_hand(game, rules=rules, deck=twin_order, dealer=hand.dealer)
        try:
            for action in actions:
                twin.apply(action)
        except IllegalAction:
            continue  # the unseen cards did make a difference to what the opponent could do
        assert twin.observation(player) == hand.observation(player), f"player {player} tells twin deals apart"
        compared += 1
    return compared


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_play_conforms(config: tuple[str, Any]) -> None:
    game, rules = config
    deck_size = len(game_deck(game, rules))
    twins = 0
    for seed in range(HANDS_PER_CONFIG):
        rng = random.Random(seed)
        order = [c.code for c in game_deck(game, rules)]
        rng.shuffle(order)
        hand = new_hand(game, rules=rules, deck=order, dealer=seed % 2)
        revealed: set[Card] = set()
        steps = 0
        while hand.result is None:
            action = check_step(hand, rng, revealed, deck_size)
            twins += check_twins(game, rules, order, hand, rng)
            hand.apply(action)
            steps += 1
            assert steps < 500
        r = hand.result
        assert hand.to_move is None and hand.legal_actions() == []
        assert r.winner in (0, 1, None) and r.by in (0, 1, None)
        assert r.reason in REASONS[game], r.reason
        assert isinstance(r.points, int) and r.points >= 0
        assert r.scores == (hand.score(0), hand.score(1))
        assert (r.winner is None) == (r.points == 0) or game == "bura"
        with pytest.raises(IllegalAction):
            hand.apply(CLAIM)
        assert str(hand)
    assert twins >= HANDS_PER_CONFIG * 5, "too few twin deals could be compared"


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_explicit_deck_equals_seeded_deal(config: tuple[str, Any]) -> None:
    game, rules = config
    order = [c.code for c in game_deck(game, rules)]
    random.Random(3).shuffle(order)
    a = new_hand(game, rules=rules, deck=order, dealer=1)
    b = new_hand(game, rules=rules, deck=list(order), dealer=1)
    assert a == b and a.leader == 0  # the non-dealer leads (Bura: after the dealer's offer, B-14)
    with pytest.raises(ValueError, match="deck"):
        new_hand(game, rules=rules, deck=order[:-1] + [order[0]])
    c = new_hand(game, rules=rules, seed=77)
    d = new_hand(game, rules=rules, seed=77)
    assert c == d  # D-5: reproducible from a seed


def test_unknown_game_and_bad_dealer() -> None:
    with pytest.raises(ValueError, match="game"):
        new_hand("poker")
    with pytest.raises(ValueError, match="dealer"):
        new_hand("schnapsen", dealer=2)

"""The computer players' one door into a hand (``engine.views``, issue 44): each game's view says
what the hand's players see and no less, and a world's stock can only be reordered."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import GAMES, Hand, new_hand
from cardtable.engine.views import bura_view, schnapsen_view, schneider_view, with_face_down

VIEWS = {"schnapsen": schnapsen_view, "bura": bura_view, "schneider": schneider_view}


def positions(game: str, seed: int, count: int) -> list[Hand]:
    """Hands of random play, stopped at random points (the finished ones too)."""
    rng = random.Random(seed)
    found: list[Hand] = []
    while len(found) < count:
        hand = new_hand(game, seed=rng.getrandbits(32))
        for _ in range(rng.randrange(0, 30)):
            if hand.result is not None:
                break
            hand.apply(rng.choice(hand.legal_actions()))
        found.append(hand)
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_a_view_agrees_with_what_each_player_observes(game: str) -> None:
    for hand in positions(game, seed=3, count=40):
        view = VIEWS[game](hand)
        assert view.to_move == hand.to_move
        for seat in (0, 1):
            obs = hand.observation(seat)
            assert sorted(view.hands[seat]) == sorted(c.index for c in obs.hand)
            assert view.scores[seat] == hand.score(seat)
            assert view.trump == (-1 if obs.trump is None else int(obs.trump))
            led = [c.index for _, cards in obs.trick[:1] for c in cards] if obs.trick else []
            view_led = list(view.lead) if game == "bura" else ([view.lead] if view.lead >= 0 else [])
            if hand.result is None and len(obs.trick) <= 1:
                assert view_led == led
        left = view.talon if game == "schneider" else view.stock
        assert len(left) == hand.stock_left


@pytest.mark.parametrize("game", ["schnapsen", "bura"])
def test_a_world_with_the_face_down_stock_reordered_keeps_everything_else(game: str) -> None:
    hand = new_hand(game, seed=12)
    view = VIEWS[game](hand)
    face_down = list(reversed(view.stock[1:]))
    world = with_face_down(hand, face_down)
    after = VIEWS[game](world)
    assert list(after.stock) == [view.stock[0], *face_down]  # the trump card stays where it lies
    assert after.hands == view.hands and after.scores == view.scores
    assert list(VIEWS[game](hand).stock) == list(view.stock)  # the hand itself is untouched
    with pytest.raises(ValueError, match="reordered"):
        with_face_down(hand, [*face_down[1:], view.hands[0][0]])


def test_a_view_of_another_games_hand_is_refused() -> None:
    with pytest.raises(TypeError, match="SchnapsenHand"):
        schnapsen_view(new_hand("bura", seed=1))
    with pytest.raises(TypeError, match="schneider"):
        with_face_down(new_hand("schneider", seed=1), [])

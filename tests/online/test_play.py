"""Whole hands between two online sides (issue 49): random legal play, several seeds; both end
agreeing on every deck and result, and the hand replays on the revealed deck through the engine."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import new_hand

from .helpers import hands_done, pair, play

CASES = [
    ("schnapsen", {}, 1, 2),
    ("schnapsen", {"must_head": True}, 2, 2),
    ("bura", {}, 4, 1),
    ("schneider", {"follow_suit": True, "trump": True}, 6, 1),
    ("schneider", {"short_deck": True, "follow_suit": True}, 7, 1),
]


@pytest.mark.parametrize(("game", "rules", "seed", "hands"), CASES)
def test_hands_end_agreed_and_replay_on_the_revealed_deck(game: str, rules: dict, seed: int, hands: int) -> None:
    room, a, b = pair(game, rules)
    play(a, b, random.Random(seed), lambda: hands_done(a, hands)() and hands_done(b, hands)())
    assert not a.disputed and not b.disputed, (a.faults, b.faults)
    assert a.faults == b.faults == []
    assert a.match is not None and b.match is not None
    for number in range(hands):
        mine, theirs = a.hands[number], b.hands[number]
        assert mine.deck == theirs.deck and mine.deck is not None
        assert mine.actions == theirs.actions
        finished = a.match.finished[number]
        assert finished.result == b.match.finished[number].result
        again = new_hand(game, rules=rules, deck=mine.deck, dealer=finished.dealer)
        for text in mine.actions:
            again.apply(text)
        assert again.result == finished.result
    assert a.match.history == b.match.history


MATCHES = [("schneider", {"target": 1, "short_deck": True}, 3), ("bura", {"target_pots": 1}, 4)]  # Bura: two deals


@pytest.mark.parametrize(("game", "rules", "seed"), MATCHES)
def test_a_whole_match_is_played_to_its_end(game: str, rules: dict, seed: int) -> None:
    room, a, b = pair(game, rules)
    play(a, b, random.Random(seed), lambda: a.expected() is None and b.expected() is None)
    assert a.match is not None and b.match is not None and a.match.result is not None
    assert a.match.result == b.match.result and a.match.history == b.match.history
    assert a.legal_actions() == b.legal_actions() == [] and not a.disputed and not b.disputed
    assert all(state.deck is not None for state in a.hands) and len(a.hands) == len(a.match.history)

"""Rules of thumb for each game (the *easy* level, and the playouts of the search).

They read only what the player to move may know - his own cards, the cards on the table, the trump
and his own score - from a ``Situation``, which can be built from an observation (a real decision)
or from a hand's inside (a fast playout in a sampled world).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine import Action, Hand, Observation
from cardtable.engine.bura import POINTS as BURA_POINTS
from cardtable.engine.bura import beats, group_beaten
from cardtable.engine.cards import SUIT_OF
from cardtable.engine.schnapsen import POINTS as SCHNAPSEN_POINTS
from cardtable.engine.schneider import STRENGTH as SCHNEIDER_STRENGTH

GOALS = {"schnapsen": 66, "bura": 31}


@dataclass
class Situation:
    game: str
    hand: list[int]  #: the mover's cards (indices)
    lead: tuple[int, ...]  #: cards led to the current trick, () when leading
    trump: int  #: trump suit, -1 for none
    phase2: bool  #: Schnapsen: stock closed or exhausted
    score: int  #: the mover's own points


def situation_of_hand(hand: Hand) -> Situation:
    p = hand.to_move
    assert p is not None
    game = hand.game
    if game == "schnapsen":
        lead: tuple[int, ...] = (hand.lead,) if hand.lead >= 0 else ()  # type: ignore[attr-defined]
        return Situation(game, hand.hands[p], lead, hand.trump, hand.phase2, hand.score(p))  # type: ignore[attr-defined]
    if game == "bura":
        return Situation(game, hand.hands[p], hand.lead, hand.trump, False, hand.score(p))  # type: ignore[attr-defined]
    lead = (hand.lead,) if hand.lead >= 0 else ()  # type: ignore[attr-defined]
    return Situation(game, hand.hands[p], lead, hand.trump, False, hand.score(p))  # type: ignore[attr-defined]


def choose_in(hand: Hand, legal: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """The rule-of-thumb action of the player to move in ``hand`` (a playout, or the opponent model
    of the inference), from what that player may know."""
    return choose(situation_of_hand(hand), legal, rng, noise)


def situation_of(obs: Observation) -> Situation:
    lead: tuple[int, ...] = ()
    if obs.trick and obs.to_move != obs.trick[0][0]:
        lead = tuple(c.index for c in obs.trick[0][1])
    trump = int(obs.trump) if obs.trump is not None else -1
    phase2 = obs.stock_size == 0 or obs.stock_closed_by is not None
    return Situation(obs.game, [c.index for c in obs.hand], lead, trump, phase2, obs.score)


def _points(game: str, card: int) -> int:
    if game == "schnapsen":
        return SCHNAPSEN_POINTS[card]
    if game == "bura":
        return BURA_POINTS[card]
    return 1 if SCHNEIDER_STRENGTH[card] >= 4 else 0  # an honour


def _beats(game: str, answer: int, led: int, trump: int) -> bool:
    if game == "schneider" and SUIT_OF[answer] == SUIT_OF[led]:
        return SCHNEIDER_STRENGTH[answer] > SCHNEIDER_STRENGTH[led]  # H-1: the ten ranks below the jack
    return beats(answer, led, trump)  # S-10, B-7, H-5/H-12 across suits


def _cost(game: str, card: int, trump: int) -> tuple[int, int, int]:
    """How much it hurts to give a card away: trumps last, then by points, then by strength."""
    strength = SCHNEIDER_STRENGTH[card] if game == "schneider" else -(card % 9)
    return (SUIT_OF[card] == trump, _points(game, card), strength)


def choose(sit: Situation, legal: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """A sensible action by rules of thumb; with ``noise`` > 0, sometimes a random card instead."""
    by_text = {a.text: a for a in legal}
    goal = GOALS.get(sit.game)
    if goal is not None and "claim" in by_text and sit.score >= goal:
        return by_text["claim"]
    for text in ("declare bura", "declare aces", "declare molodka"):
        if text in by_text:
            return by_text[text]
    marriages = [a for a in legal if a.kind == "marry"]
    if marriages:
        return max(marriages, key=lambda a: a.suit == sit.trump)
    if "exchange" in by_text:
        return by_text["exchange"]
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return by_text.get("pass") or legal[0]
    if noise and rng.random() < noise:
        return rng.choice(plays)
    game, trump = sit.game, sit.trump
    if not sit.lead:
        singles = [a for a in plays if len(a.cards) == 1]
        if game == "bura":
            # A group must be beaten card by card (B-8), which is hard: lead the biggest non-trump one.
            groups = [a for a in plays if len(a.cards) > 1 and SUIT_OF[a.indices[0]] != trump]
            if groups:
                return max(groups, key=lambda a: (len(a.cards), sum(_points(game, c) for c in a.indices)))
        if sit.phase2 and sit.game == "schnapsen":
            # In Phase 2 lead the strongest card of a suit (aces and tens draw out the rest).
            return min(singles, key=lambda a: a.indices[0] % 9 + (0 if SUIT_OF[a.indices[0]] != trump else 3))
        return min(singles, key=lambda a: _cost(game, a.indices[0], trump))
    led_points = sum(_points(game, c) for c in sit.lead)
    if len(sit.lead) == 1:
        led = sit.lead[0]
        winners = [a for a in plays if _beats(game, a.indices[0], led, trump)]
        losers = [a for a in plays if a not in winners]
        # Bura: every point counts towards 31, and a cheap winner also takes the lead.
        threshold = {"schneider": 1, "bura": 3}.get(game, 10)
        cheap_win = game == "bura" and any(_cost(game, a.indices[0], trump)[:2] == (False, 0) for a in winners)
        worth = led_points >= threshold or sit.phase2 or cheap_win
        if winners and (worth or not losers):
            return min(winners, key=lambda a: _cost(game, a.indices[0], trump))
        return min(losers or plays, key=lambda a: _cost(game, a.indices[0], trump))
    # Bura groups: beat the whole group as cheaply as possible when it carries points.
    def spent(a: Action) -> tuple[int, int]:
        return (sum(SUIT_OF[c] == trump for c in a.indices), sum(_points(game, c) for c in a.indices))

    winning = [a for a in plays if group_beaten(sit.lead, a.indices, trump)]
    if winning and led_points >= 4:
        return min(winning, key=spent)
    return min(plays, key=spent)


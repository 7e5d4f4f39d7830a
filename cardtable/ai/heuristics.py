"""Rules of thumb for each game (the *easy* level, and the playouts of the search).

They read only what the player to move may know - his own cards, the cards on the table, the trump
and his own score - from a ``Situation``, which can be built from an observation (a real decision)
or from a hand's inside (a fast playout in a sampled world).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine import GAMES, Action, GameSpec, Hand, Observation
from cardtable.engine.bura import group_beaten
from cardtable.engine.cards import SUIT_OF


@dataclass(frozen=True)
class Style:
    """How the rules of thumb weigh a game (tuning, not rules): the card points a led card must
    carry to be worth taking, and whether a winner that costs nothing is always worth playing."""

    take_at: int
    take_cheaply: bool = False


STYLES = {
    "schnapsen": Style(take_at=10),  # a ten or an ace
    "bura": Style(take_at=3, take_cheaply=True),  # every point counts towards 31, and the lead
    "schneider": Style(take_at=1),  # any honour
}


@dataclass
class Situation:
    spec: GameSpec
    hand: list[int]  #: the mover's cards (indices)
    lead: tuple[int, ...]  #: cards led to the current trick, () when leading
    trump: int  #: trump suit, -1 for none
    phase2: bool  #: the strict rules without a stock hold (Schnapsen S-16)
    #: no stock left to draw from (or it is closed): take a trick whenever possible. (Read from an
    #: observation in every game, but from a playout's hand only in Schnapsen - the yardstick's play.)
    endgame: bool
    score: int  #: the mover's own points
    points: tuple[int, ...]  #: what each card counts in the tricks (by index)


#: A game's spec and card points per rules object (a playout asks at every step; a sampled world
#: brings its own rules object, so the cache is kept small).
_FACTS: dict[int, tuple[Any, GameSpec, tuple[int, ...]]] = {}


def _facts(game: str, rules: Any) -> tuple[Any, GameSpec, tuple[int, ...]]:
    found = _FACTS.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_FACTS) > 256:
            _FACTS.clear()
        spec = GAMES[game]
        found = _FACTS[id(rules)] = (rules, spec, spec.card_points(rules))
    return found


def situation_of_hand(hand: Hand) -> Situation:
    p = hand.to_move
    assert p is not None
    _, spec, points = _facts(hand.game, hand.rules)
    phase2 = hand.phase2
    return Situation(spec, hand.hands[p], hand.lead_cards, hand.trump, phase2, phase2, hand.score(p), points)


def choose_in(hand: Hand, legal: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """The rule-of-thumb action of the player to move in ``hand`` (a playout, or the opponent model
    of the inference), from what that player may know."""
    return choose(situation_of_hand(hand), legal, rng, noise)


def situation_of(obs: Observation) -> Situation:
    lead: tuple[int, ...] = ()
    if obs.trick and obs.to_move != obs.trick[0][0]:
        lead = tuple(c.index for c in obs.trick[0][1])
    trump = int(obs.trump) if obs.trump is not None else -1
    spec = GAMES[obs.game]
    endgame = obs.stock_size == 0 or obs.stock_closed_by is not None
    phase2 = spec.strict_without_stock and endgame
    hand = [c.index for c in obs.hand]
    return Situation(spec, hand, lead, trump, phase2, endgame, obs.score, spec.card_points(obs.rules))


def _cost(sit: Situation, card: int) -> tuple[int, int, int]:
    """How much it hurts to give a card away: trumps last, then by points, then by strength."""
    return (SUIT_OF[card] == sit.trump, sit.points[card], sit.spec.strength[card])


def choose(sit: Situation, legal: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """A sensible action by rules of thumb; with ``noise`` > 0, sometimes a random card instead."""
    by_text = {a.text: a for a in legal}
    goal = sit.spec.goal
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
    spec, trump, points = sit.spec, sit.trump, sit.points
    if not sit.lead:
        singles = [a for a in plays if len(a.cards) == 1]
        if spec.groups:
            # A group must be beaten card by card (B-8), which is hard: lead the biggest non-trump one.
            groups = [a for a in plays if len(a.cards) > 1 and SUIT_OF[a.indices[0]] != trump]
            if groups:
                return max(groups, key=lambda a: (len(a.cards), sum(points[c] for c in a.indices)))
        if sit.phase2:
            # In Phase 2 lead the strongest card of a suit (aces and tens draw out the rest).
            return min(
                singles, key=lambda a: -spec.strength[a.indices[0]] + (0 if SUIT_OF[a.indices[0]] != trump else 3)
            )
        return min(singles, key=lambda a: _cost(sit, a.indices[0]))
    led_points = sum(points[c] for c in sit.lead)
    if len(sit.lead) == 1:
        led = sit.lead[0]
        winners = [a for a in plays if spec.beats(a.indices[0], led, trump)]
        losers = [a for a in plays if a not in winners]
        style = STYLES[spec.name]
        cheap_win = style.take_cheaply and any(_cost(sit, a.indices[0])[:2] == (False, 0) for a in winners)
        worth = led_points >= style.take_at or sit.endgame or cheap_win
        if winners and (worth or not losers):
            return min(winners, key=lambda a: _cost(sit, a.indices[0]))
        return min(losers or plays, key=lambda a: _cost(sit, a.indices[0]))

    # Bura groups: beat the whole group as cheaply as possible when it carries points.
    def spent(a: Action) -> tuple[int, int]:
        return (sum(SUIT_OF[c] == trump for c in a.indices), sum(points[c] for c in a.indices))

    winning = [a for a in plays if group_beaten(sit.lead, a.indices, trump)]
    if winning and led_points >= 4:
        return min(winning, key=spent)
    return min(plays, key=spent)

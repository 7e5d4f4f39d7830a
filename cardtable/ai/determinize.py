"""Sampling the unseen cards consistently with an observation (determinization).

A sample is a whole deal: the player's own dealt and drawn cards, the cards turned up and every card
the opponent was seen to hold stay where they were; the other unseen cards are shuffled into the
remaining places. The public history is then replayed on that deal by the engine itself, so a sample
that contradicts anything observed (say, a void shown by a Phase-2 obligation) is refused and drawn
again. What comes out is a Hand in the same public position, with the hidden cards filled in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine import GAMES, Action, Card, Event, Hand, IllegalAction, Kind, Observation, new_hand
from cardtable.engine.actions import PASS

from . import heuristics
from .tells import Tells


def determinize(obs: Observation, rng: random.Random, tries: int = 40) -> Hand | None:
    """A full hand consistent with ``obs``, or None if no consistent sample was found."""
    found = weighted_worlds(obs, rng, 1, tries=tries)
    return found[0][0] if found else None


def weighted_worlds(
    obs: Observation,
    rng: random.Random,
    count: int,
    tries: int = 40,
    surprise: float | None = None,
    tells: Tells | None = None,
) -> list[tuple[Hand, float]]:
    """Up to ``count`` hands consistent with ``obs``, each with the likelihood of the opponent's
    observed choices in it (1.0 without ``surprise`` and ``tells``).

    With ``surprise`` the opponent is modelled as a player who makes the rule-of-thumb choice, or
    with probability ``surprise`` any legal one at random (mixed with a player who always picks at
    random, see ``_Evidence``): a world in which he would have led a pair he is shown not to have
    led, or held a special hand he did not declare, becomes unlikely.

    With ``tells`` (``tells.TELLS``) each of his choices also weighs the world by the chance that a
    sensible player holding its cards would have made it.
    """
    known = _Known.of(obs)
    worlds: list[tuple[Hand, float]] = []
    failures = 0
    while len(worlds) < count and failures < tries * count:
        order = _sample(known.fixed, known.free_positions, known.slot_time, known.seen_first, known.unseen, rng)
        if order is None:
            break
        replayed = _replay(obs, order, known.actions, surprise, tells)
        if replayed is None:
            failures += 1
        else:
            worlds.append(replayed)
    return worlds


@dataclass
class _Known:
    """What the observation fixes about the deal: the places whose cards are known, when the
    opponent got each of his places, the cards he was seen to hold (and when first), the cards
    still to place, and the actions to replay."""

    fixed: dict[int, Card] = field(default_factory=dict)
    slot_time: dict[int, int] = field(default_factory=dict)  #: when the opponent got that place
    must_hold: list[tuple[int, Card]] = field(default_factory=list)  #: cards the opponent held at a time
    actions: list[tuple[int | None, Any]] = field(default_factory=list)
    seen_first: dict[Card, int] = field(default_factory=dict)
    free_positions: list[int] = field(default_factory=list)
    unseen: list[Card] = field(default_factory=list)

    @classmethod
    def of(cls, obs: Observation) -> _Known:
        me, opp = obs.player, 1 - obs.player
        spec = GAMES[obs.game]
        deal = spec.layout(obs.rules, obs.dealer)
        known = cls(dict(zip(deal.hands[me], obs.dealt, strict=True)), {pos: -1 for pos in deal.hands[opp]})
        known._read_events(obs, deal.draws, deal.up)
        deck = spec.deck(obs.rules)
        placed = set(known.fixed.values())
        for t, card in known.must_hold:
            if card not in placed and card not in known.seen_first:
                known.seen_first[card] = t
        known.free_positions = [p for p in range(len(deck)) if p not in known.fixed]
        known.unseen = [c for c in deck if c not in placed and c not in known.seen_first]
        return known

    def _read_events(self, obs: Observation, draw_order: Sequence[int], up: int | None) -> None:
        opp = 1 - obs.player
        spec = GAMES[obs.game]
        draws = 0
        for t, (kind, who, payload) in enumerate(obs.events):
            if kind == Event.TURN and up is not None:
                self.fixed[up] = payload
            elif kind == Event.DRAW:
                pos = draw_order[draws]
                draws += 1
                if pos == up:
                    continue  # the face-up card (perhaps exchanged since) is fixed by the "turn" event
                if payload is not None:
                    self.fixed[pos] = payload
                else:
                    self.slot_time[pos] = t
            elif kind == Event.ACT:
                self.actions.append((who, payload))
                if who == opp:
                    if payload.kind == Kind.PLAY:
                        self.must_hold.extend((t, c) for c in payload.cards)
                    elif payload.kind == Kind.EXCHANGE:
                        exchanged = spec.exchange_card(obs.rules, obs.trump)
                        assert exchanged is not None
                        self.must_hold.append((t, exchanged))
            elif kind == Event.SHOW and who == opp:
                self.must_hold.extend((t, c) for c in payload)


def _sample(
    fixed: dict[int, Card],
    free_positions: list[int],
    slot_time: dict[int, int],
    seen_first: dict[Card, int],
    unseen: list[Card],
    rng: random.Random,
) -> list[Card] | None:
    placed = dict(fixed)
    free = set(free_positions)
    # Cards seen in the opponent's hand go to his places that he had by then, earliest first.
    for card, t in sorted(seen_first.items(), key=lambda item: item[1]):
        eligible = [p for p in free if p in slot_time and slot_time[p] < t]
        if not eligible:
            return None
        pos = rng.choice(sorted(eligible))
        placed[pos] = card
        free.discard(pos)
    rest = list(unseen)
    rng.shuffle(rest)
    for pos, card in zip(sorted(free), rest, strict=True):
        placed[pos] = card
    return [placed[p] for p in range(len(placed))]


class _Evidence:
    """The likelihood of the opponent's observed choices in one world under two hypotheses about
    him: a player of the rules of thumb who strays with probability ``surprise``, or one who picks
    any legal action. Their mixture (even odds) lets the evidence decide: a sensible opponent's
    choices sharpen the sample, a wild one's leave it close to uniform instead of misleading it."""

    def __init__(self, surprise: float | None, tells: Tells | None = None) -> None:
        self.surprise = surprise
        self.tells = tells
        self.sensible = 1.0
        self.wild = 1.0
        self.told = 1.0  #: the product of the tells' chances

    def observe(self, hand: Hand, action: Action) -> None:
        if self.surprise is None and self.tells is None:
            return
        legal = hand.legal_actions()
        if len(legal) < 2:
            return
        if self.tells is not None:
            self.told *= self.tells(hand, legal, action)
        if self.surprise is None:
            return
        stray = self.surprise / len(legal)
        expected = heuristics.choose_in(hand, legal, _MODEL_RNG)
        self.sensible *= 1.0 - self.surprise + stray if action is expected else stray
        self.wild /= len(legal)

    @property
    def weight(self) -> float:
        return (self.sensible + self.wild) / 2 * self.told


_MODEL_RNG = random.Random(0)  # the rules of thumb draw no random number without noise


def _replay(
    obs: Observation,
    order: list[Card],
    actions: list[tuple[int | None, Any]],
    surprise: float | None,
    tells: Tells | None = None,
) -> tuple[Hand, float] | None:
    hand = new_hand(obs.game, rules=obs.rules, deck=order, dealer=obs.dealer)
    opp = 1 - obs.player
    evidence = _Evidence(surprise, tells)
    try:
        for who, action in actions:
            _hidden_passes(hand, opp, who, evidence)
            if hand.to_move != who:
                return None
            if who == opp:
                evidence.observe(hand, action)
            hand.apply(action)
        _hidden_passes(hand, opp, obs.to_move, evidence)
    except IllegalAction:
        return None
    if hand.to_move != obs.to_move:
        return None
    hand.context = dict(obs.match) if obs.match else None
    return hand, evidence.weight


def _hidden_passes(hand: Hand, opp: int, next_actor: int | None, evidence: _Evidence) -> None:
    """B-15: the opponent's passes are not shown; where the sample has him to move and the history
    shows somebody else acting next, he passed (which is evidence too, when he could declare)."""
    while hand.to_move == opp and next_actor != opp and PASS in hand.legal_actions():
        evidence.observe(hand, PASS)
        hand.apply(PASS)

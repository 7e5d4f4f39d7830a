"""Sampling the unseen cards consistently with an observation (determinization).

A sample is a whole deal: the player's own dealt and drawn cards, the cards turned up and every card
the opponent was seen to hold stay where they were; the other unseen cards are shuffled into the
remaining places. The public history is then replayed on that deal by the engine itself, so a sample
that contradicts anything observed (say, a void shown by a Phase-2 obligation) is refused and drawn
again. What comes out is a Hand in the same public position, with the hidden cards filled in.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine import Action, Card, Hand, IllegalAction, Observation, game_deck, new_hand
from cardtable.engine.actions import PASS
from cardtable.engine.cards import Rank

from . import heuristics

BURA_OFFER_PHASES = (0, 1, 2)  # OFFER, ANSWER_SPECIAL, BURA_REPLY


def layout(game: str, rules: dict[str, Any], dealer: int) -> tuple[list[list[int]], list[int], int | None]:
    """Deck positions dealt to each player, the order in which stock positions are drawn, and the
    position of the card turned face up (RULES.md S-7, S-27, B-4, H-3, H-12)."""
    fore = 1 - dealer
    slots: list[list[int]] = [[], []]
    if game == "schnapsen":
        n = 6 if rules.get("siebener") else 5
        rest = n - 3
        size = 24 if rules.get("siebener") else 20
        slots[fore] = [0, 1, 2] + list(range(7, 7 + rest))
        slots[dealer] = [3, 4, 5] + list(range(7 + rest, 7 + 2 * rest))
        return slots, list(range(7 + 2 * rest, size)) + [6], 6
    if game == "bura":
        slots[fore] = [0, 2, 4]
        slots[dealer] = [1, 3, 5]
        return slots, list(range(7, 36)) + [6], 6
    size = 24 if rules.get("short_deck") else 32
    slots[fore] = [0, 1, 2, 6, 7, 8]
    slots[dealer] = [3, 4, 5, 9, 10, 11]
    return slots, list(range(12, size)), (size - 1) if rules.get("trump") else None


def determinize(obs: Observation, rng: random.Random, tries: int = 40) -> Hand | None:
    """A full hand consistent with ``obs``, or None if no consistent sample was found."""
    found = weighted_worlds(obs, rng, 1, tries=tries)
    return found[0][0] if found else None


def weighted_worlds(
    obs: Observation, rng: random.Random, count: int, tries: int = 40, surprise: float | None = None
) -> list[tuple[Hand, float]]:
    """Up to ``count`` hands consistent with ``obs``, each with the likelihood of the opponent's
    observed choices in it (1.0 without ``surprise``).

    With ``surprise`` the opponent is modelled as a player who makes the rule-of-thumb choice, or
    with probability ``surprise`` any legal one at random (mixed with a player who always picks at
    random, see ``_Evidence``): a world in which he would have led a pair he is shown not to have
    led, or held a special hand he did not declare, becomes unlikely.
    """
    me, opp = obs.player, 1 - obs.player
    slots, draw_order, up = layout(obs.game, obs.rules, obs.dealer)
    fixed: dict[int, Card] = dict(zip(slots[me], obs.dealt, strict=True))
    slot_time: dict[int, int] = {pos: -1 for pos in slots[opp]}  # when the opponent got that place
    must_hold: list[tuple[int, Card]] = []  # cards the opponent held at a time
    actions: list[tuple[int | None, Any]] = []
    draws = 0
    for t, (kind, who, payload) in enumerate(obs.events):
        if kind == "turn" and up is not None:
            fixed[up] = payload
        elif kind == "draw":
            pos = draw_order[draws]
            draws += 1
            if pos == up:
                continue  # the face-up card (perhaps exchanged since) is fixed by the "turn" event
            if payload is not None:
                fixed[pos] = payload
            else:
                slot_time[pos] = t
        elif kind == "act":
            actions.append((who, payload))
            if who == opp:
                if payload.kind == "play":
                    must_hold.extend((t, c) for c in payload.cards)
                elif payload.kind == "exchange":
                    low = Rank.SEVEN if obs.rules.get("siebener") else Rank.JACK
                    must_hold.append((t, Card(Rank(low).letter + obs.trump.letter)))  # type: ignore[union-attr]
        elif kind == "show" and who == opp:
            must_hold.extend((t, c) for c in payload)
    deck = game_deck(obs.game, obs.rules)
    known = set(fixed.values())
    seen_first: dict[Card, int] = {}
    for t, card in must_hold:
        if card not in known and card not in seen_first:
            seen_first[card] = t
    free_positions = [p for p in range(len(deck)) if p not in fixed]
    unseen = [c for c in deck if c not in known and c not in seen_first]
    worlds: list[tuple[Hand, float]] = []
    failures = 0
    while len(worlds) < count and failures < tries * count:
        order = _sample(fixed, free_positions, slot_time, seen_first, unseen, rng)
        if order is None:
            break
        replayed = _replay(obs, order, actions, surprise)
        if replayed is None:
            failures += 1
        else:
            worlds.append(replayed)
    return worlds


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

    def __init__(self, surprise: float | None) -> None:
        self.surprise = surprise
        self.sensible = 1.0
        self.wild = 1.0

    def observe(self, hand: Hand, action: Action) -> None:
        if self.surprise is None:
            return
        legal = hand.legal_actions()
        if len(legal) < 2:
            return
        stray = self.surprise / len(legal)
        expected = heuristics.choose_in(hand, legal, _MODEL_RNG)
        self.sensible *= 1.0 - self.surprise + stray if action is expected else stray
        self.wild /= len(legal)

    @property
    def weight(self) -> float:
        return (self.sensible + self.wild) / 2


_MODEL_RNG = random.Random(0)  # the rules of thumb draw no random number without noise


def _replay(
    obs: Observation, order: list[Card], actions: list[tuple[int | None, Any]], surprise: float | None
) -> tuple[Hand, float] | None:
    hand = new_hand(obs.game, rules=obs.rules, deck=order, dealer=obs.dealer)
    opp = 1 - obs.player
    evidence = _Evidence(surprise)
    try:
        for who, action in actions:
            _hidden_passes(hand, obs, opp, who, evidence)
            if hand.to_move != who:
                return None
            if who == opp:
                evidence.observe(hand, action)
            hand.apply(action)
        _hidden_passes(hand, obs, opp, obs.to_move, evidence)
    except IllegalAction:
        return None
    if hand.to_move != obs.to_move:
        return None
    hand.context = dict(obs.match) if obs.match else None
    return hand, evidence.weight


def _hidden_passes(hand: Hand, obs: Observation, opp: int, next_actor: int | None, evidence: _Evidence) -> None:
    """B-15: the opponent's passes are not shown; where the sample offers him a declaration that the
    history does not show, he passed (which is evidence too)."""
    if obs.game != "bura":
        return
    while hand.to_move == opp and next_actor != opp and hand.phase in BURA_OFFER_PHASES:  # type: ignore[attr-defined]
        evidence.observe(hand, PASS)
        hand.apply(PASS)

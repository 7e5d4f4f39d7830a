"""A learned model of a good Schnapsen player's choices, for reading the opponent's hidden cards.

The tells (``tells.py``) judge only a few choices and place his hidden cards hardly better than
chance, yet knowing his hand is worth much (it lifts the expert from about 60 % to 79 % of hands
against strong). This model gives every choice a chance: a softmax over his legal actions of a
linear score of features that read his hand (which card of which rank and suit, whether it wins the
trick, breaks a marriage, is his cheapest winner ...). The weights are fitted to the choices of
expert self-play by ``python -m cardtable.bench.policy``; each context (Phase-1 lead, Phase-2 lead,
Phase-1 answer, Phase-2 answer) has its own block of weights.

A world's weight is the product of his choices' chances raised to ``TEMPER``: a model of one
player's style must not rule out worlds where another player would have chosen otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cardtable.engine import Action, Hand, Kind
from cardtable.engine.cards import ACE_TEN_POINTS, RANK_OF, SUIT_OF, Rank
from cardtable.engine.schnapsen import BEATS, GOAL
from cardtable.engine.views import schnapsen_view

KING, QUEEN = int(Rank.KING), int(Rank.QUEEN)

#: The features of one action, in each context's block.
NAMES = (
    "ace",
    "ten",
    "king",
    "queen",
    "jack",
    "low",
    "trump ace",
    "trump ten",
    "trump king",
    "trump queen",
    "trump jack",
    "trump low",
    "suit length",
    "top of suit",
    "breaks marriage",
    "marry",
    "marry trump",
    "exchange",
    "close",
    "close x score",
    "wins",
    "trumps in",
    "follows",
    "points won",
    "cheapest winner",
    "cheapest card",
)
BLOCK = len(NAMES)
CONTEXTS = ("lead 1", "lead 2", "answer 1", "answer 2")
INDEX = {name: i for i, name in enumerate(NAMES)}

#: Fitted by ``python -m cardtable.bench.policy --hands 2000 --scale 0.2 --workers 2 --epochs 100``
#: (25,503 choices): held-out log likelihood per choice -0.989 against -1.523 for a uniform choice;
#: the likeliest action is the one chosen 61.6 % of the time (23.7 % uniform).
WEIGHTS: tuple[float, ...] = (
    # lead 1
    -1.153,
    -0.069,
    -1.047,
    -1.083,
    -0.948,
    0.000,
    -0.433,
    -0.108,
    -0.591,
    -0.807,
    -0.749,
    0.000,
    -0.464,
    0.291,
    -1.853,
    0.496,
    1.022,
    2.750,
    -1.349,
    1.551,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    0.816,
    # lead 2
    1.540,
    0.292,
    -0.339,
    -1.015,
    -1.486,
    0.000,
    0.429,
    -0.430,
    -0.616,
    -1.001,
    -1.065,
    0.000,
    -1.039,
    0.799,
    -0.918,
    1.202,
    1.351,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    -0.288,
    # answer 1
    0.258,
    0.149,
    0.120,
    0.161,
    0.816,
    0.000,
    -0.723,
    -0.376,
    -0.190,
    -0.057,
    -0.831,
    0.000,
    -0.245,
    -0.788,
    -1.000,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    1.676,
    0.326,
    0.289,
    2.250,
    0.905,
    1.618,
    # answer 2
    -0.329,
    -0.524,
    -0.251,
    0.257,
    0.910,
    0.000,
    -0.158,
    -0.080,
    0.018,
    0.030,
    0.208,
    0.000,
    0.035,
    -0.097,
    -0.006,
    0.000,
    0.000,
    0.000,
    0.000,
    0.000,
    1.517,
    0.000,
    0.000,
    1.116,
    1.631,
    2.133,
)
TEMPER = 0.5  #: how strongly the model's chances weigh a world (0: not at all, 1: fully)


def context_of(hand: Hand) -> int:
    """Which block of weights applies to the player to move."""
    answering = bool(hand.lead_cards)
    return (2 if answering else 0) + (1 if hand.phase2 else 0)


def features(hand: Hand, legal: Sequence[Action]) -> list[list[tuple[int, float]]]:
    """For each legal action (claims aside: a claim is a matter of counting, not of cards), its
    non-zero features as (index within the block, value), from the view of the player to move."""
    v = schnapsen_view(hand)
    mover = v.to_move
    assert mover is not None
    held = set(v.hands[mover])
    trump = v.trump
    lead = v.lead
    gone = set(held)
    for _, led, answered, _ in v.trick_log:
        gone.add(led)
        gone.add(answered)
    if lead >= 0:
        gone.add(lead)
    plays = [a.indices[0] for a in legal if a.kind == Kind.PLAY]
    winners = [c for c in plays if lead >= 0 and BEATS[trump][c * 36 + lead]]
    cheapest_winner = min(winners, key=lambda c: _cost(c, trump)) if winners else -1
    cheapest = min(plays, key=lambda c: _cost(c, trump)) if plays else -1
    score = hand.score(mover)
    out: list[list[tuple[int, float]]] = []
    for action in legal:
        f: list[tuple[int, float]] = []
        kind = action.kind
        if kind == Kind.PLAY:
            card = action.indices[0]
            suit, rank = SUIT_OF[card], RANK_OF[card]
            f.append((min(rank, 5) + (6 if suit == trump else 0), 1.0))
            f.append((INDEX["suit length"], sum(1 for c in held if SUIT_OF[c] == suit) / 5))
            if all(c in gone for c in range(suit * 9, card)):
                f.append((INDEX["top of suit"], 1.0))
            partner = card + 1 if rank == KING else card - 1 if rank == QUEEN else -1
            if partner >= 0 and partner in held:
                f.append((INDEX["breaks marriage"], 1.0))
            if lead >= 0:
                if card in winners:
                    f.append((INDEX["wins"], 1.0))
                    f.append((INDEX["points won"], (ACE_TEN_POINTS[card] + ACE_TEN_POINTS[lead]) / 22))
                    if suit == trump and SUIT_OF[lead] != trump:
                        f.append((INDEX["trumps in"], 1.0))
                if suit == SUIT_OF[lead]:
                    f.append((INDEX["follows"], 1.0))
                if card == cheapest_winner:
                    f.append((INDEX["cheapest winner"], 1.0))
            if card == cheapest:
                f.append((INDEX["cheapest card"], 1.0))
        elif kind == Kind.MARRY:
            f.append((INDEX["marry trump" if action.suit == trump else "marry"], 1.0))
        elif kind == Kind.EXCHANGE:
            f.append((INDEX["exchange"], 1.0))
        elif kind == Kind.CLOSE:
            f.append((INDEX["close"], 1.0))
            f.append((INDEX["close x score"], score / GOAL))
        out.append(f)
    return out


def _cost(card: int, trump: int) -> float:
    return ACE_TEN_POINTS[card] + (20 if SUIT_OF[card] == trump else 0) + RANK_OF[card] * 0.01


def scores(weights: Sequence[float], context: int, options: Sequence[list[tuple[int, float]]]) -> list[float]:
    """Each option's linear score (its features, as ``features`` gives them) in ``context``'s block."""
    offset = BLOCK * context
    return [sum(weights[offset + i] * v for i, v in f) for f in options]


def chances(hand: Hand, legal: Sequence[Action], weights: Sequence[float] | None = None) -> list[float]:
    """The model's chance of each of ``legal`` (claims aside), by ``weights`` (default ``WEIGHTS``)."""
    if weights is None:
        weights = WEIGHTS
    scores_ = scores(weights, context_of(hand), features(hand, legal))
    top = max(scores_)
    exps = [math.exp(s - top) for s in scores_]
    total = sum(exps)
    return [e / total for e in exps]


def schnapsen(hand: Hand, legal: Sequence[Action], action: Action) -> float:
    """The chance of ``action`` (the opponent's, in world ``hand`` just before it), tempered; a
    ``tells.Tells``. Claims, and choices with one option, say nothing."""
    options = [a for a in legal if a.kind != Kind.CLAIM]
    if action.kind == Kind.CLAIM or len(options) < 2 or action not in options:
        return 1.0
    return chances(hand, options)[options.index(action)] ** TEMPER

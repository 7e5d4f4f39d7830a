"""A perfect-information solver for one Bohemian Schneider hand, on bitmasks (RULES.md H-1 ... H-13).

``state_of`` is the one adapter that reads a hand (a determinized world). The search is the shared
alpha-beta (``kernel.Negamax``) to the end of the hand, or, with a ``horizon``, that many
tricks ahead while the talon lasts, with a rough estimate there. Values are game points for the
player to move at the root (H-8, H-10, H-13; a tie is 0).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardtable.engine import Action, Hand
from cardtable.engine.cards import SUIT_OF
from cardtable.engine.schneider import BEATS, HONOURS_FULL, HONOURS_SHORT, STRENGTH, game_points, tiers
from cardtable.engine.views import schneider_view

from .bits import BIT, SUIT_MASK, cards_in, mask_of
from .kernel import Negamax


@dataclass(frozen=True)
class HState:
    mover: int
    hands: tuple[int, int]
    talon: tuple[int, ...]  #: the talon's cards in drawing order (top first)
    lead: int
    honours: tuple[int, int]
    trump: int  #: -1 without H-12
    short: bool
    follow: bool
    cumulative: bool


def state_of(hand: Hand) -> HState:
    """The one adapter from an engine Schneider hand (a determinized world) to an ``HState``."""
    v = schneider_view(hand)
    assert v.to_move is not None, "a finished hand has no one to search for"
    return HState(
        mover=v.to_move,
        hands=(mask_of(v.hands[0]), mask_of(v.hands[1])),
        talon=tuple(reversed(v.talon)),
        lead=v.lead,
        honours=v.scores,
        trump=v.trump,
        short=v.rules.short_deck,
        follow=v.rules.follow_suit,
        cumulative=v.rules.cumulative,
    )


#: A lead node from the leader's view, and its transposition-table key - a plain tuple (see
#: ``kernel``), unpacked as ``hl, ho, ti, sl, so``: the leader's and the other's hands, the talon
#: cards drawn, the honours each has won.
HNode = tuple[int, int, int, int, int]


class SchneiderSolver(Negamax[HNode, int, int]):
    unbounded = 99.0

    def __init__(self, state: HState, node_limit: int = 10**9, horizon: int = 0) -> None:
        super().__init__(node_limit)
        self.s = state
        self.talon = state.talon
        self.n = len(state.talon)
        self.horizon = 2 * horizon if horizon else 99  # talon cards drawn before estimating
        self.honour = HONOURS_SHORT if state.short else HONOURS_FULL
        self.total = tiers(state.short).total
        #: H-8 / H-10 by the winner's honours, from the engine's game_points (a lookup in the hot loop)
        self.points_by_high = tuple(game_points(high, 0, state.short, False) for high in range(self.total + 1))
        self.trump = state.trump
        self.beaten = BEATS[state.trump]  #: the engine's trick winner (H-5): ``beaten[answer * 36 + led]``

    def value_of(self, action: Action) -> float:
        """The value, for the player to move, of playing ``action`` now."""
        s = self.s
        p = s.mover
        o = 1 - p
        c = action.indices[0]
        if s.lead >= 0:  # answering: the leader is the other player (his node holds both cards)
            node = (s.hands[o] | BIT[s.lead], s.hands[p], 0, s.honours[o], s.honours[p])
            return -self.trick(node, s.lead, c, -99.0, 99.0)
        node = (s.hands[p], s.hands[o], 0, s.honours[p], s.honours[o])
        return self.play(node, c, -99.0, 99.0)

    # The kernel's hooks -------------------------------------------------------------------------
    def leads(self, node: HNode) -> list[int]:
        """Strong cards first."""
        moves = cards_in(node[0])
        honour = self.honour
        moves.sort(key=lambda c: (-STRENGTH[c], honour[c]))
        return moves

    def opening(self, node: HNode, move: int, alpha: float, beta: float) -> float | tuple[HNode, int, Iterable[int]]:
        return node, move, self._answers(move, node[1])

    def trick(self, node: HNode, led: int, reply: int, alpha: float, beta: float) -> float:
        """The leader's value with ``led`` and ``reply`` on the table (both still in the node's hands)."""
        hl, ho, ti, sl, so = node
        hl ^= BIT[led]
        ho ^= BIT[reply]
        gained = self.honour[led] + self.honour[reply]
        if self.beaten[reply * 36 + led]:
            hl, ho, sl, so = ho, hl, so + gained, sl
            sign = -1.0
        else:
            sl += gained
            sign = 1.0
        if ti < self.n:  # H-6: the winner draws first
            hl |= BIT[self.talon[ti]]
            ho |= BIT[self.talon[ti + 1]]
            ti += 2
            if ti < self.n and ti >= self.horizon:  # the next lead is beyond the horizon: a leaf
                self.counted()
                return sign * self._estimate(hl, ho, sl, so)
        if not hl:
            return sign * self._final(sl, so)
        if sign > 0:
            return self.lead((hl, ho, ti, sl, so), alpha, beta)
        return -self.lead((hl, ho, ti, sl, so), -beta, -alpha)

    # Internals ----------------------------------------------------------------------------------
    def _final(self, hl: int, ho: int) -> float:
        """H-8 / H-10 / H-13: game points for the player with ``hl`` honours."""
        if hl == ho:
            return 0.0
        high, low = (hl, ho) if hl > ho else (ho, hl)
        pts = high - low if self.s.cumulative else self.points_by_high[high]  # H-13: the difference
        return float(pts if hl > ho else -pts)

    def _answers(self, c: int, ho: int) -> list[int]:
        if self.s.follow:
            follow = ho & SUIT_MASK[SUIT_OF[c]]
            if follow:
                ho = follow
        cards = cards_in(ho)
        honour = self.honour
        trump = self.trump
        beaten = self.beaten
        # Cheap winners first, then cheap losers.
        cards.sort(key=lambda r: (0 if beaten[r * 36 + c] else 1, honour[r], SUIT_OF[r] == trump, STRENGTH[r]))
        return cards

    def _estimate(self, hl: int, ho: int, sl: int, so: int) -> float:
        """Honours won, plus a share of the honours still to come by the strength of the hands."""
        left = self.total - sl - so
        strength = 0.0
        for c in cards_in(hl):
            strength += STRENGTH[c] + (4 if SUIT_OF[c] == self.trump else 0)
        for c in cards_in(ho):
            strength -= STRENGTH[c] + (4 if SUIT_OF[c] == self.trump else 0)
        share = 0.5 + max(-0.3, min(0.3, strength / 60))
        diff = sl - so + left * (2 * share - 1)
        if self.s.cumulative:
            return diff
        return max(-2.0, min(2.0, diff / 4))

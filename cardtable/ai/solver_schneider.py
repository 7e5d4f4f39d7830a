"""A perfect-information solver for one Bohemian Schneider hand, on bitmasks (RULES.md H-1 ... H-13).

``state_of`` is the one adapter that reads a hand (a determinized world). The search is alpha-beta
(negamax) with a transposition table to the end of the hand, or, with a ``horizon``, that many
tricks ahead while the talon lasts, with a rough estimate there. Values are game points for the
player to move at the root (H-8, H-10, H-13; a tie is 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine import Action, Hand
from cardtable.engine.cards import SUIT_OF
from cardtable.engine.schneider import BEATS, HONOURS_FULL, HONOURS_SHORT, STRENGTH, game_points, tiers
from cardtable.engine.views import schneider_view

from .bits import BIT, SUIT_MASK, cards_in, mask_of
from .solver_schnapsen import Budget
from .ttable import probe, store


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


class SchneiderSolver:
    def __init__(self, state: HState, node_limit: int = 10**9, horizon: int = 0) -> None:
        self.s = state
        self.node_limit = node_limit
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[float, float, int]] = {}
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
        if s.lead >= 0:  # answering: the leader is the other player
            return -self._trick(s.lead, c, s.hands[o], s.hands[p] & ~BIT[c], 0, s.honours[o], s.honours[p], -99.0, 99.0)
        return self._lead_value(c, s.hands[p], s.hands[o], 0, s.honours[p], s.honours[o], -99.0, 99.0)

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

    def _lead_value(self, c: int, hl: int, ho: int, ti: int, sl: int, so: int, alpha: float, beta: float) -> float:
        hl ^= BIT[c]
        best = 99.0
        for r in self._answers(c, ho):
            v = self._trick(c, r, hl, ho ^ BIT[r], ti, sl, so, alpha, min(beta, best))
            if v < best:
                best = v
                if best <= alpha:
                    break
        return best

    def _trick(self, c: int, r: int, hl: int, ho: int, ti: int, sl: int, so: int, alpha: float, beta: float) -> float:
        """The leader's value with ``c`` led and ``r`` answered (both out of the hands)."""
        gained = self.honour[c] + self.honour[r]
        if self.beaten[r * 36 + c]:
            hl, ho, sl, so = ho, hl, so + gained, sl
            sign = -1.0
        else:
            sl += gained
            sign = 1.0
        if ti < self.n:  # H-6: the winner draws first
            hl |= BIT[self.talon[ti]]
            ho |= BIT[self.talon[ti + 1]]
            ti += 2
        if not hl:
            return sign * self._final(sl, so)
        if sign > 0:
            return self._lead(hl, ho, ti, sl, so, alpha, beta)
        return -self._lead(hl, ho, ti, sl, so, -beta, -alpha)

    def _lead(self, hl: int, ho: int, ti: int, sl: int, so: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise Budget
        if ti < self.n and ti >= self.horizon:
            return self._estimate(hl, ho, sl, so)
        key = (hl, ho, ti, sl, so)
        settled, alpha, beta, best_first, entry = probe(self.table, key, alpha, beta)
        if settled is not None:
            return settled
        a0, b0 = alpha, beta
        moves = cards_in(hl)
        honour = self.honour
        moves.sort(key=lambda c: (-STRENGTH[c], honour[c]))
        if best_first in moves:
            moves.remove(best_first)
            moves.insert(0, best_first)
        best = -99.0
        best_move = -1
        for m in moves:
            v = self._lead_value(m, hl, ho, ti, sl, so, alpha, beta)
            if v > best:
                best = v
                best_move = m
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        store(self.table, key, best, a0, b0, entry, best_move, 99.0)
        return best

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

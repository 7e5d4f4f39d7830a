"""A perfect-information search for one Bura hand, on bitmasks (RULES.md B-5 ... B-20).

``state_of`` is the one adapter that reads a hand (a determinized world). The search is the shared
alpha-beta (``kernel.Negamax``), to the end of the hand or ``horizon`` tricks ahead while the
stock lasts (Bura's hands are small but its stock is long), with an estimate there.

Values are for the player to move at the root: +1 he wins the pot, -1 the other does, 0 the hand
is played out (both add a chip). Players declare 31 as soon as they are right (B-16); a Bura
(three trumps) held at a lead point wins at once (B-13); three aces or molodka held by the player
who would not lead take the lead from a leader without an equal or higher one (B-14).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

from cardtable.engine import Action, Hand, Special
from cardtable.engine.bura import GOAL, POINTS, RANKING, group_beaten
from cardtable.engine.cards import SUIT_OF
from cardtable.engine.views import bura_view

from .bits import BIT, cards_in, mask_of
from .kernel import Budget, Negamax


@dataclass(frozen=True)
class BState:
    mover: int
    hands: tuple[int, int]
    stock: tuple[int, ...]  #: the stock in drawing order (the trump card last)
    lead: tuple[int, ...]  #: the cards led to the current trick, () when leading
    points: tuple[int, int]
    trump: int


def state_of(hand: Hand) -> BState:
    """The one adapter from an engine Bura hand (a determinized world) to a ``BState``."""
    v = bura_view(hand)
    assert v.to_move is not None, "a finished hand has no one to search for"
    return BState(
        mover=v.to_move,
        hands=(mask_of(v.hands[0]), mask_of(v.hands[1])),
        stock=tuple(reversed(v.stock)),
        lead=tuple(v.lead),
        points=v.scores,
        trump=v.trump,
    )


#: A lead node from the leader's view - a plain tuple (see ``kernel``), unpacked as
#: ``hl, ho, si, sl, so, depth``: the leader's and the other's hands, the stock cards drawn, the card
#: points each has won, and the tricks from the root (the horizon counts them; not in the key).
BNode = tuple[int, int, int, int, int, int]

Group = tuple[int, ...]  #: the cards of a lead or an answer


class BuraSolver(Negamax[BNode, Group, Group]):
    key_fields = 5  #: the node without its depth

    def __init__(self, state: BState, node_limit: int = 10**9, horizon: int = 0) -> None:
        super().__init__(node_limit)
        self.s = state
        self.stock = state.stock
        self.n = len(state.stock)
        self.trump = state.trump
        self.horizon = horizon or 99  # tricks searched while the stock lasts
        self._leads: dict[tuple[int, int], list[Group]] = {}
        self._answers: dict[tuple[int, int], list[Group]] = {}
        self._ordered: dict[tuple[Group, int], list[Group]] = {}
        self._beaten: dict[tuple[Group, Group], bool] = {}
        self._specials: dict[int, int] = {}

    def value_of(self, action: Action) -> float:
        """The value, for the player to move, of playing ``action`` (a lead or an answer) now."""
        s = self.s
        p = s.mover
        o = 1 - p
        if s.lead:
            node = (s.hands[o], s.hands[p], 0, s.points[o], s.points[p], 0)
            return -self.trick(node, s.lead, action.indices, -9.0, 9.0)
        node = (s.hands[p], s.hands[o], 0, s.points[p], s.points[o], 0)
        return self.play(node, action.indices, -9.0, 9.0)

    # The kernel's hooks -------------------------------------------------------------------------
    def leads(self, node: BNode) -> list[Group]:
        return list(self._lead_options(node[0], node[1].bit_count()))

    def opening(
        self, node: BNode, move: Group, alpha: float, beta: float
    ) -> float | tuple[BNode, Group, Iterable[Group]]:
        """Leading ``move`` for the other to answer - unless he declares 31 first (B-16)."""
        ho, so = node[1], node[4]
        if so >= GOAL:
            return -1.0
        ordered = self._ordered.get((move, ho))
        if ordered is None:
            trump = self.trump
            options = self._answer_options(ho, len(move))
            # Answers that win the trick first, cheapest first.
            ordered = sorted(
                options,
                key=lambda a: (
                    not self._beats(move, a),
                    sum(POINTS[c] + (11 if SUIT_OF[c] == trump else 0) for c in a),
                ),
            )
            self._ordered[(move, ho)] = ordered
        return node, move, ordered

    def trick(self, node: BNode, led: Group, reply: Group, alpha: float, beta: float) -> float:
        """The leader's value once ``led`` and ``reply`` are on the table (the node's hands may
        still hold them)."""
        hl, ho, si, sl, so, depth = node
        gained = 0
        for c in led:
            hl &= ~BIT[c]
            gained += POINTS[c]
        for c in reply:
            ho &= ~BIT[c]
            gained += POINTS[c]
        if self._beats(led, reply):  # B-8: the answerer takes the trick
            hl, ho, sl, so = ho, hl, so + gained, sl
            sign = -1.0
        else:
            sl += gained
            sign = 1.0
        # "l" is the winner now. B-10: draw back up, winner first, or set the stock aside.
        k = len(led)
        left = self.n - si
        if left:
            if left < 2 * k:
                si = self.n
            else:
                stock = self.stock
                for i in range(k):
                    hl |= BIT[stock[si + 2 * i]]
                    ho |= BIT[stock[si + 2 * i + 1]]
                si += 2 * k
        if not hl:  # B-20: his last turn: declare 31 if he can, else the hand is played out
            return sign if sl >= GOAL else 0.0
        child = (hl, ho, si, sl, so, depth + 1)
        if sign > 0:
            return self._lead_point(child, alpha, beta)
        return -self._lead_point(child, -beta, -alpha)

    def _trick(
        self,
        led: Group,
        answer: Group,
        hl: int,
        ho: int,
        si: int,
        sl: int,
        so: int,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        """``trick`` with the node's fields apart (``soft.py``)."""
        return self.trick((hl, ho, si, sl, so, depth), led, answer, alpha, beta)

    # Internals ----------------------------------------------------------------------------------
    def _special(self, hand: int) -> int:
        """B-12 ranking of a three-card hand: 3 Bura, 2 three aces, 1 molodka, 0 none."""
        found = self._specials.get(hand)
        if found is None:
            found = self._specials[hand] = self._special_of(hand)
        return found

    def _special_of(self, hand: int) -> int:
        cards = cards_in(hand)
        if len(cards) != 3:
            return 0
        suit = SUIT_OF[cards[0]]
        if SUIT_OF[cards[1]] == suit == SUIT_OF[cards[2]]:
            return RANKING[Special.BURA] if suit == self.trump else RANKING[Special.MOLODKA]
        if all(c % 9 == 0 for c in cards):
            return RANKING[Special.ACES]
        return 0

    def _beats(self, led: tuple[int, ...], answer: tuple[int, ...]) -> bool:
        key = (led, answer)
        found = self._beaten.get(key)
        if found is None:
            found = self._beaten[key] = group_beaten(led, answer, self.trump)
        return found

    def _lead_options(self, hl: int, limit: int) -> list[tuple[int, ...]]:
        key = (hl, limit)
        found = self._leads.get(key)
        if found is not None:
            return found
        cards = cards_in(hl)
        out: list[tuple[int, ...]] = [(c,) for c in cards]
        if limit >= 2:
            for size in (2, 3):
                if size > limit:
                    break
                for combo in combinations(cards, size):
                    if all(SUIT_OF[c] == SUIT_OF[combo[0]] for c in combo):
                        out.append(combo)
        trump = self.trump
        # Groups first (hard to beat), then high non-trump singles.
        out.sort(key=lambda g: (-len(g), SUIT_OF[g[0]] == trump, -sum(POINTS[c] for c in g)))
        self._leads[key] = out
        return out

    def _answer_options(self, ho: int, k: int) -> list[tuple[int, ...]]:
        key = (ho, k)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = list(combinations(cards_in(ho), k))
        return found

    def _lead_point(self, node: BNode, alpha: float, beta: float) -> float:
        """B-14: special hands at a lead point, then the lead - or 31 declared (B-16)."""
        hl, ho, si, sl, so, depth = node
        if hl.bit_count() == 3 and ho.bit_count() == 3:
            mine, theirs = self._special(hl), self._special(ho)
            bura = RANKING[Special.BURA]
            if theirs == bura:
                if mine == bura and not group_beaten(tuple(cards_in(hl)), tuple(cards_in(ho)), self.trump):
                    return 1.0  # B-13: the leader shows first and the other's trumps do not beat his
                return -1.0
            if mine == bura:
                return 1.0
            if theirs and mine < theirs:  # the other takes the lead
                if so >= GOAL:
                    return -1.0
                return -self._open((ho, hl, si, so, sl, depth), -beta, -alpha)
        if sl >= GOAL:
            return 1.0  # he declares 31 at his turn (B-16)
        return self._open(node, alpha, beta)

    def _open(self, node: BNode, alpha: float, beta: float) -> float:
        """``lead``, or an estimate beyond the horizon while the stock lasts (a node all the same)."""
        hl, ho, si, sl, so, depth = node
        if depth >= self.horizon and si < self.n:  # a leaf, ``counted`` (inlined: most nodes are leaves)
            self.nodes += 1
            if self.nodes > self.node_limit:
                raise Budget
            return self._estimate(hl, ho, sl, so)
        return self.lead(node, alpha, beta)

    def _estimate(self, hl: int, ho: int, sl: int, so: int) -> float:
        """Progress towards 31 and the strength of the cards in hand, as a value in (-1, 1)."""
        trump = self.trump
        strength = 0.0
        for c in cards_in(hl):
            strength += POINTS[c] * 0.3 + (4.0 if SUIT_OF[c] == trump else 0.0)
        for c in cards_in(ho):
            strength -= POINTS[c] * 0.3 + (4.0 if SUIT_OF[c] == trump else 0.0)
        x = (sl - so) / GOAL + strength / 40 + 0.05
        return max(-0.95, min(0.95, x))

"""Bohemian Schneider, one hand (RULES.md H-1 ... H-14), with its variants as toggles; the points
race around it (H-8, H-9, H-13); its spec.

No trump (unless H-12), no duty to follow (unless H-11), and only a higher card of the suit led
wins for the answering player (H-5). The score is the honours in each player's tricks (H-8).
"""

from __future__ import annotations

import random
from bisect import insort
from functools import cache
from typing import Any

from . import refusals
from .actions import PLAY, Action
from .cards import CARDS, RANK_OF, SUIT_OF, Card, Rank, Suit, deck_indices, shuffled
from .cards import deck as cards_deck
from .core import DealLayout, Hand, LogEntry, Observation, Refusal, Result, credit, result_of
from .match import Match, MatchResult
from .rules import SchneiderRules
from .spec import GameSpec, Tiers, beat_table
from .words import ACT, DRAW, DRAWUP, K_PLAY, TRICK, TURN, MatchReason, Reason, Tier

HAND_SIZE = 6


@cache
def layout(short_deck: bool, trump: bool, dealer: int) -> DealLayout:
    """H-3: packets of three, the non-dealer first; the rest is the talon, drawn from the top; with
    H-12 its bottom card is turned up for trump (and drawn last)."""
    size = 24 if short_deck else 32
    fore, deal = (0, 1, 2, 6, 7, 8), (3, 4, 5, 9, 10, 11)
    hands = (deal, fore) if dealer == 0 else (fore, deal)
    return DealLayout(hands, tuple(range(12, size)), size - 1 if trump else None)


#: H-1: A K Q J T 9 8 7, high to low (the ten below the jack); larger is stronger.
STRENGTH: tuple[int, ...] = tuple(
    {Rank.ACE: 8, Rank.KING: 7, Rank.QUEEN: 6, Rank.JACK: 5, Rank.TEN: 4, Rank.NINE: 3, Rank.EIGHT: 2}.get(c.rank, 1)
    for c in CARDS
)
#: ``spec.beats`` by these ranks, precomputed: ``BEATS[trump][answer * 36 + led]`` (H-5, H-12).
BEATS = beat_table(STRENGTH)


_TIERS_FULL, _TIERS_SHORT = Tiers(16, 20), Tiers(13, 16)


def tiers(short_deck: bool) -> Tiers:
    """H-8: Schneider at 16 of the 20 honours, Schwarz with all; H-10: 13 and 16 in the short deck."""
    return _TIERS_SHORT if short_deck else _TIERS_FULL


def game_points(high: int, low: int, short_deck: bool, cumulative: bool) -> int:
    """H-8 / H-10 / H-13: what the winner of ``high`` honours to ``low`` scores (not a tie)."""
    if cumulative:
        return high - low
    schneider, total = tiers(short_deck)
    return 3 if high == total else 2 if high >= schneider else 1


#: H-2: A K Q J T are honours; H-10: in the short deck the tens do not count.
HONOURS_FULL: tuple[int, ...] = tuple(1 if RANK_OF[i] <= Rank.JACK else 0 for i in range(36))
HONOURS_SHORT: tuple[int, ...] = tuple(
    1 if RANK_OF[i] <= Rank.JACK and RANK_OF[i] != Rank.TEN else 0 for i in range(36)
)


class SchneiderHand(Hand):
    game = "schneider"
    _mutable = ("talon", "log", "trick_log")
    _nested = ("hands",)
    _end_rule = "H-8"
    _key_fields = ("talon", "leader", "lead", "honours", "tricks")
    _record_fields = (*Hand._record_fields, "honour", "total_honours", "trump", "trump_card")

    def __init__(self, rules: SchneiderRules, order: list[Card] | None, rng: random.Random, dealer: int) -> None:
        self.rules = rules
        if order is None:
            idx = shuffled(deck_indices("schneider", short=rules.short_deck), rng)
        else:
            idx = [c.index for c in order]
        self.dealer = dealer
        fore = 1 - dealer
        # The talon top last, so drawing is pop(); its bottom card at [0].
        self.hands, self.talon = layout(rules.short_deck, rules.trump, dealer).deal(idx)
        self.dealt = (tuple(self.hands[0]), tuple(self.hands[1]))
        self.honour = HONOURS_SHORT if rules.short_deck else HONOURS_FULL
        self.total_honours = tiers(rules.short_deck).total
        self.trump = SUIT_OF[idx[-1]] if rules.trump else -1  # H-12: the bottom card of the talon
        self.trump_card = idx[-1] if rules.trump else -1
        self.log: list[LogEntry] = [(TURN, None, CARDS[idx[-1]])] if rules.trump else []
        self.leader = fore
        self.to_move: int | None = fore
        self.lead = -1
        self.honours = (0, 0)
        self.tricks = (0, 0)
        self.trick_log: list[tuple[int, int, int, int]] = []
        self.result: Result | None = None
        self.context: dict[str, Any] | None = None
        self._legal: tuple[Action, ...] | None = None

    def score(self, player: int) -> int:
        """H-8: the honours in the player's tricks."""
        return self.honours[player]

    @property
    def lead_cards(self) -> tuple[int, ...]:
        return (self.lead,) if self.lead >= 0 else ()

    @property
    def stock_left(self) -> int:
        return len(self.talon)

    def _generate(self) -> tuple[Action, ...]:
        if self.result is not None:
            return ()
        hand = self.hands[self.to_move]  # type: ignore[index]
        lead = self.lead
        if lead >= 0 and self.rules.follow_suit:  # H-11
            suit = SUIT_OF[lead]
            follow = [PLAY[c] for c in hand if SUIT_OF[c] == suit]
            if follow:
                return tuple(follow)
        return tuple(PLAY[c] for c in hand)

    def _explain(self, action: Action) -> Refusal:
        if action.kind != K_PLAY:
            return Refusal.of("H-4", refusals.SCHNEIDER_HAS_NO, kind=str(action.kind))
        if len(action.cards) != 1:
            return Refusal.of("H-4", refusals.ONE_CARD)
        card = action.cards[0]
        if card.index not in self.hands[self.to_move]:  # type: ignore[index]
            return Refusal.of("H-4", refusals.NOT_HELD, cards=card.code)
        return Refusal.of("H-11", refusals.FOLLOW_SUIT, suit=Suit(SUIT_OF[self.lead]).letter)

    def _do(self, action: Action) -> None:
        p = self.to_move
        assert p is not None
        c = action.indices[0]
        self.hands[p].remove(c)
        self.log.append((ACT, p, action))
        if self.lead < 0:
            self.lead = c
            self.to_move = 1 - p
            return
        lead = self.lead
        leader = 1 - p
        # H-5 (and H-12): only a higher card of the suit led, or a trump on a non-trump lead, wins.
        if BEATS[self.trump][c * 36 + lead]:
            winner = p
        else:
            winner = leader
        gained = self.honour[lead] + self.honour[c]
        self.honours = credit(self.honours, winner, gained)
        self.tricks = credit(self.tricks, winner, 1)
        self.trick_log.append((leader, lead, c, winner))
        self.log.append((TRICK, winner, None))
        talon = self.talon
        if talon:  # H-6: the winner draws first
            a = talon.pop()
            insort(self.hands[winner], a)
            self.log.append((DRAW, winner, CARDS[a]))
            b = talon.pop()
            insort(self.hands[1 - winner], b)
            face_up = not talon and self.trump_card >= 0
            self.log.append((DRAWUP if face_up else DRAW, 1 - winner, CARDS[b]))
        self.lead = -1
        self.leader = winner
        self.to_move = winner
        if not self.hands[winner]:
            self._score_deal()

    def _score_deal(self) -> None:
        """H-8 / H-10 / H-13: game points from the honours."""
        a, b = self.honours
        scores = (a, b)
        if a == b:
            rule = "H-10" if self.rules.short_deck else "H-8"  # the short deck ties at 8-8 (H-10)
            note = f"{rule}: honours tied {a}-{b}; the same dealer deals again"
            self.result = result_of(None, 0, Reason.TIE, None, scores, note, rule=rule)
            self.to_move = None
            return
        winner = 0 if a > b else 1
        high, low = max(a, b), min(a, b)
        tier = Tier.NONE
        rule = "H-10" if self.rules.short_deck else "H-8"
        points = game_points(high, low, self.rules.short_deck, self.rules.cumulative)
        if self.rules.cumulative:
            note = f"H-13: {high} honours to {low} scores the difference, {points}"
            rule = "H-13"
        else:
            tier = Tier.of(points)
            word = {Tier.SCHWARZ: " (Schwarz)", Tier.SCHNEIDER: " (Schneider)"}.get(tier, "")
            note = f"{rule}: {high} honours to {low}{word}"
        self.result = result_of(winner, points, Reason.HONOURS, None, scores, note, tier, rule)
        self.to_move = None

    def observation(self, player: int) -> Observation:
        return self._observe(player)

    def _dump_header(self) -> list[str]:
        trump = f"trump {CARDS[self.trump_card].code}" if self.trump_card >= 0 else "no trump"
        return [f"Schneider  dealer {self.dealer}  to move {self.to_move}  {trump}  talon {len(self.talon)}"]


class SchneiderMatch(Match):
    """H-8, H-9, H-13: a points race to the target; the deal alternates, the same dealer after a tie."""

    game = "schneider"
    _end_rule = "H-9"

    def __init__(self, rules: Any, seed: int | None, hand_class: type[Hand]) -> None:
        super().__init__(rules, seed, hand_class)
        self.scores = (0, 0)
        self._deal(self.rng.randrange(2))  # H-9: the first dealer is drawn at random

    def _context(self) -> dict[str, Any]:
        return {"scores": self.scores, "deals": self.deals, "target": self.rules.target}

    def _settle(self, result: Result) -> int:
        dealer = self.hand.dealer
        if result.winner is None:
            return dealer  # H-8: a tie is redealt by the same dealer
        s = list(self.scores)
        s[result.winner] += result.points
        self.scores = (s[0], s[1])
        if s[result.winner] >= self.rules.target:
            self.result = MatchResult(result.winner, MatchReason.TARGET, self.scores, {"target": self.rules.target})
        return 1 - dealer


SPEC = GameSpec(
    name="schneider",
    title="Bohemian Schneider",
    rule_prefix="H",
    hand_class=SchneiderHand,
    match_class=SchneiderMatch,
    goal=None,
    counts="honours",
    stakes="game_points",
    strict_without_stock=False,
    closable=False,
    groups=False,
    strength=STRENGTH,
    _deck=lambda rules: cards_deck("schneider", short=rules.short_deck),
    _hand_size=lambda rules: HAND_SIZE,
    _layout=lambda rules, dealer: layout(rules.short_deck, rules.trump, dealer),
    _card_points=lambda rules: HONOURS_SHORT if rules.short_deck else HONOURS_FULL,
    stock_word="talon",
    _tiers=lambda rules: tiers(rules.short_deck),
)

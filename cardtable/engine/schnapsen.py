"""Schnapsen (RULES.md S-2 ... S-27): one hand, the Bummerl match around it (S-2 ... S-6), its spec.

Inside, cards are small integers (``Card.index``) and hands are sorted lists of them; within a suit
a lower index is a higher card (A T K Q J 7), so "higher card of the suit" is ``a < b``.
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from functools import cache
from typing import Any

from . import refusals
from .actions import CLAIM, CLOSE, EXCHANGE, MARRY, PLAY, Action
from .cards import ACE_TEN_POINTS, CARDS, RANK_OF, SUIT_OF, Card, Rank, Suit, deck_indices, shuffled
from .cards import deck as cards_deck
from .core import DealLayout, Hand, Observation, Refusal, Result, credit, result_of
from .match import Match, MatchResult
from .rules import SchnapsenRules
from .spec import ACE_TEN_STRENGTH, GameSpec, beat_table
from .words import (
    ACT,
    DRAW,
    DRAWUP,
    K_CLAIM,
    K_CLOSE,
    K_EXCHANGE,
    K_MARRY,
    K_PLAY,
    SHOW,
    TRICK,
    TURN,
    MatchReason,
    Reason,
    Tier,
)

POINTS = ACE_TEN_POINTS
#: ``spec.beats`` by the ace-ten ranks, precomputed: ``BEATS[trump][answer * 36 + led]`` (S-10).
BEATS = beat_table(ACE_TEN_STRENGTH)
KING, QUEEN = int(Rank.KING), int(Rank.QUEEN)
GOAL = 66
#: S-22: the loser escapes Schneider with this many points (half the goal); below it, 2 game points.
SCHNEIDER_FREE = 33


def tier_points(loser_score: int, loser_tricks: int) -> int:
    """S-22: the winner's game points by the loser's score and tricks: 3 (Schwarz: no trick), 2
    (Schneider: under SCHNEIDER_FREE points) or 1. The engine and the solver both count by it."""
    if loser_tricks == 0:
        return 3
    return 2 if loser_score < SCHNEIDER_FREE else 1


def hand_size(siebener: bool) -> int:
    """S-7, S-27: five cards each, six in Siebener-Schnapsen."""
    return 6 if siebener else 5


def exchange_rank(siebener: bool) -> Rank:
    """S-14, S-27: the lowest trump, which may be exchanged for the face-up trump card."""
    return Rank.SEVEN if siebener else Rank.JACK


@cache
def layout(siebener: bool, dealer: int) -> DealLayout:
    """S-7 / S-27: 3 to the forehand, 3 to the dealer, the trump card face up, then 2 (or 3) each;
    the rest is the stock, the trump card drawn last."""
    rest = hand_size(siebener) - 3
    size = 24 if siebener else 20
    fore = (0, 1, 2, *range(7, 7 + rest))
    deal = (3, 4, 5, *range(7 + rest, 7 + 2 * rest))
    hands = (deal, fore) if dealer == 0 else (fore, deal)
    return DealLayout(hands, (*range(7 + 2 * rest, size), 6), 6)


#: Per deal, without a call each: the deck's card indices and the exchangeable rank, by ``siebener``.
DECKS = (tuple(deck_indices("schnapsen")), tuple(deck_indices("schnapsen", siebener=True)))
LOWEST_RANK = (int(exchange_rank(False)), int(exchange_rank(True)))

#: S-12: after a marriage, its King or Queen is led (or the hand claimed), by suit.
MARRIAGE_LEADS: tuple[tuple[Action, ...], ...] = tuple((PLAY[s * 9 + KING], PLAY[s * 9 + QUEEN], CLAIM) for s in Suit)
#: S-12: by card index, the marriage a King announces with the Queen beside it (``c + 1``), else None.
KING_MARRIES: tuple[Action | None, ...] = tuple(MARRY[SUIT_OF[c]] if RANK_OF[c] == KING else None for c in range(36))
#: What follows the cards and marriages of a lead: ``[exchange * 2 + close]`` (S-14, S-15), then the claim.
LEAD_TAILS: tuple[tuple[Action, ...], ...] = ((CLAIM,), (CLOSE, CLAIM), (EXCHANGE, CLAIM), (EXCHANGE, CLOSE, CLAIM))


def _phase2_answers(hand: list[int], lead: int, trump: int, must_head: bool) -> list[Action]:
    """S-17: follow suit, else trump, else anything; with must_head, beat when you can. The hand is
    sorted and a suit's cards are the indices ``suit * 9`` up, highest first, so each choice is a
    slice found by bisection (in C, where filtering the hand card by card was a hot spot)."""
    suit = SUIT_OF[lead] * 9
    lo = bisect_left(hand, suit)
    hi = bisect_left(hand, suit + 9, lo)
    if lo < hi:
        if must_head:
            above = bisect_left(hand, lead, lo, hi)  # the cards before the lead's place beat it
            if above > lo:
                hi = above
        return [PLAY[c] for c in hand[lo:hi]]
    lo = bisect_left(hand, trump * 9)
    hi = bisect_left(hand, trump * 9 + 9, lo)
    return [PLAY[c] for c in (hand[lo:hi] if lo < hi else hand)]


class SchnapsenHand(Hand):
    game = "schnapsen"
    _mutable = ("stock", "log", "trick_log", "marriages")
    _nested = ("hands",)
    _end_rule = "S-26"
    _key_fields = (
        "stock",
        "trump_card",
        "trump_up",
        "closed_by",
        "close_snapshot",
        "leader",
        "lead",
        "marriage_suit",
        "points",
        "tricks",
        "counted",
        "pending",
        "sweep",
    )
    _record_fields = (*Hand._record_fields, "siebener", "trump", "lowest_trump", "marriages")

    def __init__(self, rules: SchnapsenRules, order: list[Card] | None, rng: random.Random, dealer: int) -> None:
        self.rules = rules
        self.siebener = rules.siebener
        if order is None:
            idx = shuffled(DECKS[rules.siebener], rng)
        else:
            idx = [c.index for c in order]
        self.dealer = dealer
        fore = 1 - dealer
        deal = layout(rules.siebener, dealer)
        # The stock is kept top-last so that drawing is list.pop(); the trump card is at index 0.
        self.hands, self.stock = deal.deal(idx)
        self.dealt = (tuple(self.hands[0]), tuple(self.hands[1]))
        self.trump_card = idx[6]
        self.trump = SUIT_OF[idx[6]]
        self.lowest_trump = self.trump * 9 + LOWEST_RANK[rules.siebener]
        self.trump_up = True  # the trump card lies face up under the open stock
        self.closed_by: int | None = None
        self.close_snapshot: tuple[int, int] = (0, 0)  # the closer's opponent: score, tricks
        self.leader = fore
        self.to_move: int | None = fore
        self.lead = -1  # the card led to the current trick, -1 when none
        self.marriage_suit = -1  # suit of a marriage just announced: its K or Q must be led
        self.points = (0, 0)
        self.tricks = (0, 0)
        self.counted = (0, 0)  # marriage points that count (S-12)
        self.pending = (0, 0)  # marriage points waiting for a first trick
        self.sweep = (0, 0)  # tricks won in Phase 2, for S-25
        self.marriages: list[tuple[int, int, bool]] = []  # (player, suit, counted at once)
        self.trick_log: list[tuple[int, int, int, int]] = []  # (leader, lead, answer, winner)
        self.log: list[tuple[str, int | None, Any]] = [(TURN, None, CARDS[idx[6]])]
        self.result: Result | None = None
        self.context: dict[str, Any] | None = None
        self._legal: tuple[Action, ...] | None = None

    # Scores -------------------------------------------------------------------------------------
    def score(self, player: int) -> int:
        """S-18: card points of won tricks plus the marriages that count."""
        return self.points[player] + self.counted[player]

    @property
    def phase2(self) -> bool:
        """S-16: the stock is closed or exhausted."""
        return self.closed_by is not None or not self.stock

    @property
    def lead_cards(self) -> tuple[int, ...]:
        return (self.lead,) if self.lead >= 0 else ()

    @property
    def stock_left(self) -> int:
        return len(self.stock)

    def _trump_card_shown(self) -> bool:
        return self.trump_up

    # Generating the legal actions (the single source of legality) -----------------------------
    def legal_actions(self) -> list[Action]:
        """``Hand.legal_actions``, generated here in one call: this and ``apply`` are the hot path of
        play and of the computer players' search."""
        legal = self._legal
        if legal is not None:
            return list(legal)
        if self.result is not None:
            self._legal = ()
            return []
        p = self.to_move
        assert p is not None
        hand = self.hands[p]
        if self.marriage_suit >= 0:  # S-12: lead the King or the Queen of the marriage
            acts = list(MARRIAGE_LEADS[self.marriage_suit])
        elif self.lead < 0:
            acts = [PLAY[c] for c in hand]
            for c in hand:
                marry = KING_MARRIES[c]
                if marry is not None and c + 1 in hand:
                    acts.append(marry)
            if self.trump_up:  # S-14, S-15: exchange and close come after the cards, the claim last
                acts.extend(LEAD_TAILS[(self.lowest_trump in hand) * 2 + (len(self.stock) >= 2)])
            else:
                acts.append(CLAIM)
        elif self.closed_by is None and self.stock:  # S-9: no obligation in Phase 1
            acts = [PLAY[c] for c in hand]
            acts.append(CLAIM)
        else:
            acts = _phase2_answers(hand, self.lead, self.trump, self.rules.must_head)
            acts.append(CLAIM)
        self._legal = tuple(acts)
        return acts

    def _generate(self) -> tuple[Action, ...]:
        self._legal = None
        self.legal_actions()
        assert self._legal is not None
        return self._legal

    # Explaining a refusal (only runs when an action is illegal) --------------------------------
    def _explain(self, action: Action) -> Refusal:
        p = self.to_move
        assert p is not None
        hand = self.hands[p]
        kind = action.kind
        if kind == K_PLAY:
            if len(action.cards) != 1:
                return Refusal.of("S-9", refusals.ONE_CARD)
            c = action.indices[0]
            if c not in hand:
                return Refusal.of("S-9", refusals.NOT_HELD, cards=action.cards[0].code)
            if self.marriage_suit >= 0:
                suit_letter = Suit(self.marriage_suit).letter
                return Refusal.of("S-12", refusals.LEAD_MARRIAGE_CARD, suit=suit_letter)
            lead = self.lead
            suit = SUIT_OF[lead]
            led = Suit(suit).letter  # named: a refusal said again must say which suit
            if any(SUIT_OF[x] == suit for x in hand):
                if SUIT_OF[c] != suit:
                    return Refusal.of("S-17", refusals.FOLLOW_SUIT, suit=led)
                return Refusal.of("S-17", refusals.HEAD_TRICK, suit=led)
            return Refusal.of("S-17", refusals.MUST_TRUMP, suit=Suit(self.trump).letter)
        if kind == K_MARRY:
            assert action.suit is not None
            if self.marriage_suit >= 0:  # one marriage per lead: its King or Queen comes next
                return Refusal.of("S-12", refusals.LEAD_MARRIAGE_CARD, suit=Suit(self.marriage_suit).letter)
            if self.lead >= 0:
                return Refusal.of("S-12", refusals.MARRY_WHEN_LEADING)
            base = action.suit * 9
            if base + KING not in hand or base + QUEEN not in hand:
                return Refusal.of("S-12", refusals.MARRIAGE_NEEDS_PAIR, suit=action.suit.letter)
            return Refusal.of("S-12", refusals.MARRY_BEFORE_LEADING)
        if kind == K_EXCHANGE:
            if self.marriage_suit >= 0 and self.trump_up and self.lowest_trump in hand:
                # only the order forbids it; otherwise the reason below, which holds whatever the order
                return Refusal.of("S-14", refusals.EXCHANGE_BEFORE_MARRIAGE)
            if self.lead >= 0:
                return Refusal.of("S-14", refusals.EXCHANGE_WHEN_LEADING)
            if not self.trump_up:
                return Refusal.of("S-14", refusals.TRUMP_CARD_GONE)
            if self.siebener:
                return Refusal.of("S-14", refusals.EXCHANGE_NEEDS_SEVEN, n=7)
            return Refusal.of("S-14", refusals.EXCHANGE_NEEDS_JACK)
        if kind == K_CLOSE:
            if self.marriage_suit >= 0 and self.trump_up and len(self.stock) >= 2:
                # only the order forbids it (S-14); a closed or short stock is refused by S-15 below
                return Refusal.of("S-14", refusals.CLOSE_BEFORE_MARRIAGE)
            if self.lead >= 0:
                return Refusal.of("S-15", refusals.CLOSE_WHEN_LEADING)
            if self.closed_by is not None:
                return Refusal.of("S-15", refusals.ALREADY_CLOSED)
            return Refusal.of("S-15", refusals.STOCK_TOO_SHORT)
        return Refusal.of("D-1", refusals.SCHNAPSEN_HAS_NO, kind=str(kind))

    # Applying ---------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> None:
        """``Hand.apply``, a card played and its trick finished right here (the hot path of play and search)."""
        act: Action = action if action.__class__ is Action else self._coerce(action)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        if act not in legal:
            raise self._refusal(act)
        self._legal = None
        c = act.card
        if c < 0:  # not a card
            self._do(act)
            return
        p: int = self.to_move  # type: ignore[assignment]  # not None: a legal action was found
        log = self.log
        log.append((ACT, p, act))
        hands = self.hands
        hands[p].remove(c)
        lead = self.lead
        if lead < 0:
            self.lead = c
            self.marriage_suit = -1
            self.to_move = 1 - p
            return
        # S-10: the answer wins by following higher or by trumping a non-trump lead.
        if BEATS[self.trump][c * 36 + lead]:
            winner, loser = p, 1 - p
        else:
            winner, loser = 1 - p, p
        gained = POINTS[lead] + POINTS[c]
        (p0, p1), (t0, t1) = self.points, self.tricks
        if winner:
            self.points, self.tricks = (p0, p1 + gained), (t0, t1 + 1)
        else:
            self.points, self.tricks = (p0 + gained, p1), (t0 + 1, t1)
        if self.pending[winner]:  # S-12: pending marriages count with the first trick
            waiting = self.pending[winner]
            self.counted = credit(self.counted, winner, waiting)
            self.pending = credit(self.pending, winner, -waiting)
        self.trick_log.append((1 - p, lead, c, winner))
        log.append((TRICK, winner, None))
        stock = self.stock
        if self.closed_by is not None or not stock:
            s0, s1 = self.sweep
            self.sweep = (s0, s1 + 1) if winner else (s0 + 1, s1)
        else:  # S-11: winner draws first; the trump card is the last card drawn
            a = stock.pop()
            insort(hands[winner], a)
            b = stock.pop()
            insort(hands[loser], b)
            log.append((DRAW, winner, CARDS[a]))
            if stock:
                log.append((DRAW, loser, CARDS[b]))
            else:  # the face-up trump card: everybody sees who takes it
                log.append((DRAWUP, loser, CARDS[b]))
                self.trump_up = False
        self.lead = -1
        self.leader = self.to_move = winner
        if not hands[winner]:
            self._played_out(winner)

    def _do(self, action: Action) -> None:
        """Every action but a card: ``apply`` plays a card itself (the hot path)."""
        p = self.to_move
        assert p is not None
        kind = action.kind
        self.log.append((ACT, p, action))
        if kind is K_CLAIM:
            self._claim(p)
        elif kind is K_MARRY:
            self._marry(p, action.suit)  # type: ignore[arg-type]
        elif kind is K_EXCHANGE:
            self._exchange(p)
        else:  # close
            self._close(p)

    def _marry(self, p: int, suit: Suit) -> None:
        self.marriage_suit = suit
        self.log.append((SHOW, p, (CARDS[suit * 9 + KING], CARDS[suit * 9 + QUEEN])))
        value = 40 if suit == self.trump else 20
        first_lead = not self.trick_log and p != self.dealer
        at_once = self.rules.bummerl_mit_40 and first_lead and suit == self.trump  # S-13
        self.marriages.append((p, int(suit), at_once))
        if self.tricks[p] or at_once:
            self.counted = credit(self.counted, p, value)
        else:
            self.pending = credit(self.pending, p, value)

    def _exchange(self, p: int) -> None:
        """S-14: the lowest trump goes under the stock, the trump card into the hand."""
        hand = self.hands[p]
        hand.remove(self.lowest_trump)
        insort(hand, self.trump_card)
        self.log.append((SHOW, p, (CARDS[self.trump_card],)))
        self.stock[0] = self.lowest_trump
        self.trump_card = self.lowest_trump

    def _close(self, p: int) -> None:
        """S-15: turn the trump card down; Phase 2 rules hold from now on."""
        self.closed_by = p
        self.trump_up = False
        o = 1 - p
        self.close_snapshot = (self.score(o), self.tricks[o])

    # Ending the hand ----------------------------------------------------------------------------
    def _tier(self, loser: int, at_close: bool = False) -> tuple[int, str]:
        """S-22: 1, 2 (Schneider) or 3 (Schwarz) by the loser's score and tricks."""
        score, tricks = self.close_snapshot if at_close else (self.score(loser), self.tricks[loser])
        when = " when the stock was closed" if at_close else ""
        points = tier_points(score, tricks)
        if points == 3:
            return 3, f"S-22: the loser had won no trick{when} (Schwarz)"
        word = " (Schneider)" if points == 2 else ""
        return points, f"S-22: the loser had {score} points{when}{word}"

    def _win(self, winner: int, reason: Reason, by: int | None, rule: str, why: str) -> None:
        at_close = self.rules.score_at_close and self.closed_by == winner
        points, note = self._tier(1 - winner, at_close)
        self._end(winner, points, reason, by, rule, f"{why}; {note}", Tier.of(points))

    def _failed_close(self, by: int | None, why: str) -> None:
        closer = self.closed_by
        assert closer is not None
        points = 2
        note = f"the closer {why}; his opponent scores 2"
        if self.rules.closing_penalty_trickless_3 and self.close_snapshot[1] == 0:
            points = 3
            note = f"the closer {why}; his opponent had no trick when it was closed and scores 3"
        self._end(1 - closer, points, Reason.FAILED_CLOSE, by, "S-21", note)

    def _end(
        self,
        winner: int | None,
        points: int,
        reason: Reason,
        by: int | None,
        rule: str,
        why: str,
        tier: Tier = Tier.NONE,
    ) -> None:
        """The hand ends: ``rule`` is the id of the rule that decided it, ``why`` says how (the
        result's note for logs reads "rule: why")."""
        scores = (self.score(0), self.score(1))
        self.result = result_of(winner, points, reason, by, scores, f"{rule}: {why}", tier, rule)
        self.to_move = None
        self.marriage_suit = -1

    def _claim(self, p: int) -> None:
        """S-19 / S-21: a claim ends the hand and is checked."""
        score = self.score(p)
        closer = self.closed_by
        if score >= GOAL:
            if closer is not None and closer != p:
                self._failed_close(p, f"was beaten to {GOAL} (claim with {score})")
            else:
                self._win(p, Reason.CLAIM, p, "S-19", f"right claim with {score}")
        elif closer == p:
            self._failed_close(p, f"claimed with only {score}")
        else:
            self._end(1 - p, 2, Reason.FALSE_CLAIM, p, "S-19", f"wrong claim with {score}; the opponent scores 2")

    def _played_out(self, last: int) -> None:
        """S-25, S-21, S-24: nobody claimed before the last trick."""
        s0, s1 = self.sweep
        if self.rules.phase2_sweep and (s0 == 0 or s1 == 0):
            winner = 0 if s1 == 0 else 1
            self._end(winner, 3, Reason.SWEEP, None, "S-25", "won every trick after the stock was closed or exhausted")
            return
        closer = self.closed_by
        if closer is not None:
            if self.score(closer) >= GOAL:
                self._win(closer, Reason.LAST_TRICK, None, "S-21", f"the closer reached {self.score(closer)}")
            else:
                self._failed_close(None, f"ended with only {self.score(closer)}")
            return
        a, b = self.score(0), self.score(1)
        if self.rules.last_trick_wins:
            self._win(last, Reason.LAST_TRICK, None, "S-24", "the winner of the last trick wins the hand")
        elif a != b:
            w = 0 if a > b else 1
            self._win(w, Reason.LAST_TRICK, None, "S-24", f"the higher score wins, {max(a, b)} to {min(a, b)}")
        else:
            self._win(last, Reason.LAST_TRICK, None, "S-24", f"equal scores ({a}); the last trick decides")

    # What a player may see ---------------------------------------------------------------------
    def observation(self, player: int) -> Observation:
        return self._observe(
            player,
            stock_closed_by=self.closed_by,
            marriages=tuple((p, Suit(s), at_once or self.tricks[p] > 0) for p, s, at_once in self.marriages),
            marriage_suit=Suit(self.marriage_suit) if self.marriage_suit >= 0 else None,
        )

    def _dump_header(self) -> list[str]:
        closed = f"  closed by {self.closed_by}" if self.closed_by is not None else ""
        return [
            f"Schnapsen  dealer {self.dealer}  to move {self.to_move}  trump {Suit(self.trump).symbol}"
            f" ({CARDS[self.trump_card].code}{' up' if self.trump_up else ''})",
            f"stock {len(self.stock)}{closed}",
        ]


class SchnapsenMatch(Match):
    """S-2 ... S-6: count down from 7; Bummerl marks, rubber, stake ledger."""

    game = "schnapsen"
    _end_rule = "S-5"

    def __init__(self, rules: Any, seed: int | None, hand_class: type[Hand]) -> None:
        super().__init__(rules, seed, hand_class)
        self.scores = (7, 7)
        self.bummerls = [0, 0]  # Bummerls won
        self.marks = [0, 0]  # Bummerl marks (the losers' ●)
        self.ledger = [0, 0]  # S-6 stake balances
        self.bummerl_points = [0, 0]  # game points scored in the current Bummerl
        self.bummerl_tricks = [0, 0]  # tricks won in the current Bummerl
        self.first_draw, first_dealer = self._draw_for_dealer()
        self._deal(first_dealer)

    def _draw_for_dealer(self) -> tuple[list[tuple[Card, Card]], int]:
        """S-3: each draws a card; the lower deals, a tie is drawn again."""
        cards = cards_deck("schnapsen", siebener=self.rules.siebener)
        draws = []
        while True:
            a, b = self.rng.sample(cards, 2)
            draws.append((a, b))
            sa, sb = ACE_TEN_STRENGTH[a.index], ACE_TEN_STRENGTH[b.index]
            if sa != sb:
                return draws, 0 if sa < sb else 1

    def _context(self) -> dict[str, Any]:
        return {
            "scores": self.scores,
            "deals": self.deals,
            "bummerls": tuple(self.bummerls),
            "marks": tuple(self.marks),
            "ledger": tuple(self.ledger),
        }

    def _bummerl(self) -> int:
        return sum(self.bummerls) + 1

    def _settle(self, result: Result) -> int:
        hand = self.hand
        for p in (0, 1):
            self.bummerl_tricks[p] += hand.tricks[p]
        w = result.winner
        assert w is not None
        self.bummerl_points[w] += result.points
        s = list(self.scores)
        s[w] -= result.points
        self.scores = (s[0], s[1])
        self._sheet_scores = self.scores  # as the sheet shows it, before a new Bummerl resets it
        next_dealer = 1 - hand.dealer
        if s[w] <= 0:
            self._end_bummerl(w)
        return next_dealer

    def _end_bummerl(self, winner: int) -> None:
        loser = 1 - winner
        self.bummerls[winner] += 1
        never_scored = self.bummerl_points[loser] == 0
        marks = 2 if (self.rules.schneiderbummerl and never_scored) else 1  # S-4
        self.marks[loser] += marks
        self._settled = {"marks": marks}
        if self.rules.stake:  # S-6
            factor = 3 if self.bummerl_tricks[loser] == 0 else 2 if never_scored else 1
            self.ledger[winner] += self.rules.stake * factor
            self.ledger[loser] -= self.rules.stake * factor
            self._settled.update(stake=self.rules.stake * factor, stake_factor=factor)
        played = sum(self.bummerls)
        rubber = self.rules.rubber
        done = rubber == 1 or (rubber == 2 and played == 2) or (rubber == 3 and max(self.bummerls) == 2)
        if done:
            a, b = self.bummerls
            champion = None if a == b else (0 if a > b else 1)
            detail = {"bummerls": tuple(self.bummerls), "marks": tuple(self.marks), "ledger": tuple(self.ledger)}
            if champion is None:
                reason = MatchReason.DRAWN_RUBBER
            else:
                reason = MatchReason.BUMMERL if rubber == 1 else MatchReason.RUBBER
            self.result = MatchResult(champion, reason, self.scores, detail)
        else:
            self.scores = (7, 7)
            self.bummerl_points = [0, 0]
            self.bummerl_tricks = [0, 0]


SPEC = GameSpec(
    name="schnapsen",
    title="Schnapsen",
    rule_prefix="S",
    hand_class=SchnapsenHand,
    match_class=SchnapsenMatch,
    goal=GOAL,
    counts="points",
    stakes="game_points",
    strict_without_stock=True,
    closable=True,
    bummerls=True,
    groups=False,
    strength=ACE_TEN_STRENGTH,
    _deck=lambda rules: cards_deck("schnapsen", siebener=rules.siebener),
    _hand_size=lambda rules: hand_size(rules.siebener),
    _layout=lambda rules, dealer: layout(rules.siebener, dealer),
    _card_points=lambda rules: POINTS,
    _exchange_rank=lambda rules: exchange_rank(rules.siebener),
    trump_card_rule="S-7",
)

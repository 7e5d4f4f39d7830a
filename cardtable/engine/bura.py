"""Bura, one hand (RULES.md B-4 ... B-21): groups of one to three cards, open answers, special hands
and declaring 31; the match around it with the pot and the chips (B-2, B-18 ... B-20); its spec.

A hand moves through phases: at each lead point the special-hand offers of B-14, then the lead,
the answer, and after the last trick the winner's final turn (B-20).
"""

from __future__ import annotations

import random
from bisect import insort
from functools import cache
from itertools import combinations, permutations
from typing import Any

from . import refusals
from .actions import CLAIM, DECLARE, PASS, PLAY, Action, play_of
from .cards import ACE_TEN_POINTS, CARDS, SUIT_OF, Card, Rank, Suit, deck_indices, shuffled
from .cards import deck as cards_deck
from .core import DealLayout, Hand, LogEntry, Observation, Refusal, Result, cards_of, credit, result_of
from .match import Match, MatchResult
from .rules import BuraRules
from .spec import ACE_TEN_STRENGTH, GameSpec, beat_table
from .words import (
    ACT,
    DRAW,
    DRAWUP,
    K_CLAIM,
    K_DECLARE,
    K_PASS,
    K_PLAY,
    OFFER_PHASES,
    SHOW,
    TRICK,
    TURN,
    BuraPhase,
    MatchReason,
    Reason,
    Special,
)

POINTS = ACE_TEN_POINTS
GOAL = 31
HAND_SIZE = 3
RANKING = {Special.BURA: 3, Special.ACES: 2, Special.MOLODKA: 1}  # B-12


@cache
def layout(dealer: int) -> DealLayout:
    """B-4: three cards each, one at a time, the non-dealer first; the next card is turned up for
    trump and drawn last."""
    fore, deal = (0, 2, 4), (1, 3, 5)
    return DealLayout((deal, fore) if dealer == 0 else (fore, deal), (*range(7, 36), 6), 6)


#: ``spec.beats`` by the ace-ten ranks, precomputed: ``BEATS[trump][answer * 36 + led]``.
BEATS = beat_table(ACE_TEN_STRENGTH)


def beats(answer: int, led: int, trump: int) -> bool:
    """B-7 (and S-10): a higher card of the same suit, or a trump against a non-trump (``spec.beats``)."""
    return BEATS[trump][answer * 36 + led]


def group_beaten(led: tuple[int, ...], answer: tuple[int, ...], trump: int) -> bool:
    """B-8: the answer wins only if each led card is beaten by a different answering card."""
    if len(led) == 1:
        return beats(answer[0], led[0], trump)
    return any(all(beats(a, l, trump) for a, l in zip(perm, led, strict=True)) for perm in permutations(answer))


#: Memoised legal leads and answers, keyed by the sorted hand followed by one code: the opponent's
#: hand size and whether Bura may be declared (leads), or the size of the group to answer.
_LEADS: dict[tuple[int, ...], tuple[Action, ...]] = {}
_ANSWERS: dict[tuple[int, ...], tuple[Action, ...]] = {}

OFFER, ANSWER_SPECIAL, BURA_REPLY, LEAD, ANSWER, LAST_TURN = BuraPhase
OFFERS = OFFER_PHASES


class BuraHand(Hand):
    game = "bura"
    _mutable = ("stock", "log", "trick_log", "declared")
    _nested = ("hands",)
    _end_rule = "B-20"
    _key_fields = ("stock", "set_aside", "leader", "lead", "points", "tricks", "special_vs", "bura_by", "phase")
    _record_fields = (*Hand._record_fields, "trump", "trump_card", "declared")

    def __init__(self, rules: BuraRules, order: list[Card] | None, rng: random.Random, dealer: int) -> None:
        self.rules = rules
        idx = shuffled(deck_indices("bura"), rng) if order is None else [c.index for c in order]
        self.dealer = dealer
        fore = 1 - dealer
        self.hands, self.stock = layout(dealer).deal(idx)  # the stock top last: drawing is pop()
        self.dealt = (tuple(self.hands[0]), tuple(self.hands[1]))
        self.trump_card = idx[6]
        self.trump = SUIT_OF[idx[6]]
        self.set_aside = 0
        self.leader = fore  # the player who would lead at this lead point
        self.lead: tuple[int, ...] = ()  # the cards led to the current trick
        self.points = (0, 0)
        self.tricks = (0, 0)
        self.trick_log: list[tuple[int, tuple[int, ...], tuple[int, ...], int]] = []
        self.declared: list[tuple[int, str, tuple[int, ...]]] = []
        self.special_vs: Special | None = None  # aces/molodka declared by the non-leader at this lead point
        self.bura_by: int | None = None  # who declared Bura first at this lead point
        self.log: list[LogEntry] = [(TURN, None, CARDS[idx[6]])]
        self.result: Result | None = None
        self.context: dict[str, Any] | None = None
        self._legal: tuple[Action, ...] | None = None
        self.phase: BuraPhase = LEAD
        self.to_move: int | None = fore
        self._lead_point(fore)

    @property
    def lead_cards(self) -> tuple[int, ...]:
        return self.lead

    @property
    def stock_left(self) -> int:
        return len(self.stock)

    # Special hands ------------------------------------------------------------------------------
    def special(self, player: int) -> Special | None:
        """B-12: the special hand ``player`` holds, if any (three cards only)."""
        h = self.hands[player]
        if len(h) != 3:
            return None
        a, b, c = h  # sorted, so one suit iff the first and last cards share it
        s = SUIT_OF[a]
        if s == SUIT_OF[c]:
            return Special.BURA if s == self.trump else Special.MOLODKA
        if a % 9 == b % 9 == c % 9 == Rank.ACE:
            return Special.ACES
        return None

    def _lead_point(self, leader: int) -> None:
        """B-14 step 1: the player who would not lead is offered his special hand first.

        B-15: whether he holds one must not show, so while he holds three cards he always gets
        this turn (with only ``pass`` and ``claim`` when he holds none); the same holds for the
        other offers below. His ``pass`` is hidden from the opponent.
        """
        self.leader = leader
        if self.special_vs is not None or self.bura_by is not None:
            self.special_vs = self.bura_by = None
        other = 1 - leader
        if len(self.hands[other]) == HAND_SIZE:
            self.phase, self.to_move = OFFER, other
        else:
            self.phase, self.to_move = LEAD, leader

    def beats(self, answer: int, led: int) -> bool:
        return beats(answer, led, self.trump)

    def answer_wins(self, led: tuple[int, ...], answer: tuple[int, ...]) -> bool:
        return group_beaten(led, answer, self.trump)

    # Legal actions ------------------------------------------------------------------------------
    def score(self, player: int) -> int:
        """B-16: the card points in the player's tricks."""
        return self.points[player]

    def _generate(self) -> tuple[Action, ...]:
        if self.result is not None:
            return ()
        p = self.to_move
        assert p is not None
        phase = self.phase
        if phase == LEAD:
            # The leader's own Bura is offered unless a special hand was declared at this lead point.
            hand = self.hands[p]
            trump = self.trump
            bura = (
                len(hand) == 3
                and SUIT_OF[hand[0]] == trump
                and SUIT_OF[hand[2]] == trump
                and self.special_vs is None
                and self.bura_by is None
            )
            limit = len(self.hands[1 - p])
            key = (*hand, limit * 2 + bura)  # flat: cheaper to hash, and unique (the code comes last)
            leads = _LEADS.get(key)
            if leads is None:
                leads = _LEADS[key] = self._group_leads(tuple(hand), limit, bura)
            return leads
        if phase == ANSWER:
            held = self.hands[p]
            k = len(self.lead)
            key = (*held, k)
            answers = _ANSWERS.get(key)
            if answers is None:
                answers = _ANSWERS[key] = tuple(play_of(combo) for combo in combinations(held, k)) + (CLAIM,)
            return answers
        if phase in (OFFER, ANSWER_SPECIAL):
            offered = self.special(p)
            against = self.special_vs
            if offered is not None and (against is None or RANKING[offered] >= RANKING[against]):
                return (DECLARE[offered], PASS, CLAIM)
            return (PASS, CLAIM)
        if phase == BURA_REPLY:
            return (DECLARE[Special.BURA], PASS) if self.special(p) == Special.BURA else (PASS,)
        return (CLAIM, PASS)  # LAST_TURN

    @staticmethod
    def _group_leads(hand: tuple[int, ...], limit: int, bura: bool) -> tuple[Action, ...]:
        """B-5: one card, or two or three of one suit, never more than the opponent holds."""
        acts = [PLAY[c] for c in hand]
        if limit >= 2 and len(hand) >= 2:
            for combo in combinations(hand, 2):
                if SUIT_OF[combo[0]] == SUIT_OF[combo[1]]:
                    acts.append(play_of(combo))
            if limit >= 3 and len(hand) == 3 and SUIT_OF[hand[0]] == SUIT_OF[hand[1]] == SUIT_OF[hand[2]]:
                acts.append(play_of(hand))
        if bura:
            acts.append(DECLARE[Special.BURA])
        acts.append(CLAIM)
        return tuple(acts)

    # Refusals -----------------------------------------------------------------------------------
    def _explain(self, action: Action) -> Refusal:
        p = self.to_move
        assert p is not None
        kind = action.kind
        phase = self.phase
        if kind == K_PLAY:
            idx = [c.index for c in action.cards]
            if any(i not in self.hands[p] for i in idx):
                missing = " ".join(c.code for c in action.cards if c.index not in self.hands[p])
                return Refusal.of("B-5", refusals.NOT_HELD, cards=missing)
            if phase == ANSWER:
                return Refusal.of("B-6", refusals.ANSWER_WITH, n=len(self.lead))
            if phase == LEAD:
                if len(idx) > len(self.hands[1 - p]):
                    return Refusal.of("B-5", refusals.LEAD_NO_MORE_THAN)
                return Refusal.of("B-5", refusals.LEAD_ONE_SUIT)
            if phase == LAST_TURN:
                return Refusal.of("B-20", refusals.PLAYED_OUT)
            return Refusal.of("B-14", refusals.DECLARE_OR_PASS)
        if kind == K_DECLARE:
            held = self.special(p)
            if held is None:
                return Refusal.of("B-12", refusals.NO_SPECIAL)
            if held != action.special:
                return Refusal.of("B-12", refusals.OTHER_SPECIAL, held=str(held), special=str(action.special))
            if phase == LEAD and held != Special.BURA:
                return Refusal.of("B-15", refusals.LEADER_NEEDS_NO_SPECIAL)
            if phase == ANSWER_SPECIAL:
                return Refusal.of("B-14", refusals.ANSWER_EQUAL_OR_HIGHER)
            return Refusal.of("B-14", refusals.NO_DECLARATION_NOW)
        if kind == K_PASS:
            if phase == LEAD:
                return Refusal.of("B-5", refusals.YOUR_LEAD)
            if phase == ANSWER:
                return Refusal.of("B-6", refusals.ANSWER_THE_LEAD)
            return Refusal.of("B-14", refusals.NOTHING_TO_PASS)
        if kind == K_CLAIM:
            return Refusal.of("B-13", refusals.BURA_SETTLES)
        return Refusal.of("D-1", refusals.BURA_HAS_NO, kind=str(kind))

    # Applying -----------------------------------------------------------------------------------
    def _do(self, action: Action) -> None:
        p = self.to_move
        assert p is not None
        self.log.append((ACT, p, action))
        kind = action.kind
        if kind == K_PLAY:
            cards = action.indices
            hand = self.hands[p]
            if len(cards) == 1:
                hand.remove(cards[0])
            else:
                for c in cards:
                    hand.remove(c)
            if self.phase == LEAD:
                self.lead = cards
                self.phase = ANSWER
                self.to_move = 1 - p
            else:
                self._finish_trick(p, cards)
        elif kind == K_CLAIM:
            self._claim(p)
        elif kind == K_DECLARE:
            self._declare(p, action.special)  # type: ignore[arg-type]
        else:
            self._pass(p)

    def _finish_trick(self, answerer: int, answer: tuple[int, ...]) -> None:
        led = self.lead
        leader = 1 - answerer
        if len(led) == 1:
            a, l = answer[0], led[0]
            sa, sl = SUIT_OF[a], SUIT_OF[l]
            won = (sa == sl and a < l) or (sa == self.trump and sl != self.trump)
            gained = POINTS[a] + POINTS[l]
        else:
            won = self.answer_wins(led, answer)
            gained = 0
            for c in led + answer:
                gained += POINTS[c]
        winner = answerer if won else leader
        self.points = credit(self.points, winner, gained)
        self.tricks = credit(self.tricks, winner, 1)
        self.trick_log.append((leader, led, answer, winner))
        self.log.append((TRICK, winner, None))
        self.lead = ()
        self._draw(winner, len(led))
        if not self.hands[winner]:
            self.phase, self.to_move, self.leader = LAST_TURN, winner, winner  # B-20
        else:
            self._lead_point(winner)

    def _draw(self, winner: int, k: int) -> None:
        """B-10: back to 3, one at a time, winner first; if the stock cannot fill both, set it aside."""
        stock = self.stock
        n = len(stock)
        if not n:
            return
        if n < 2 * k:
            self.set_aside += n
            stock.clear()
            return
        loser = 1 - winner
        take_w, take_l = self.hands[winner], self.hands[loser]
        log = self.log
        if k == 1:  # the common case, without the loop
            c = stock.pop()
            insort(take_w, c)
            log.append((DRAW, winner, CARDS[c]))
            c = stock.pop()
            insort(take_l, c)
            log.append((DRAW if stock else DRAWUP, loser, CARDS[c]))
            return
        for _ in range(k):
            c = stock.pop()
            take_w.append(c)
            log.append((DRAW, winner, CARDS[c]))
            c = stock.pop()
            take_l.append(c)
            # The stock holds an even number of cards, so the loser draws the face-up trump card.
            log.append((DRAW if stock else DRAWUP, loser, CARDS[c]))
        take_w.sort()
        take_l.sort()

    def _declare(self, p: int, special: Special) -> None:
        self.declared.append((p, special, tuple(self.hands[p])))
        self.log.append((SHOW, p, cards_of(self.hands[p])))
        other = 1 - p
        phase = self.phase
        if phase == BURA_REPLY:
            self._settle_two_buras()
            return
        if special == Special.BURA:
            # B-14 step 3: the other may show his Bura; B-15: he is asked whether he holds one or not.
            self.bura_by = p
            self.phase, self.to_move = BURA_REPLY, other
            return
        if phase == OFFER:  # the non-leader declared three aces or molodka: the leader may answer
            self.special_vs = special
            self.phase, self.to_move = ANSWER_SPECIAL, other
        else:  # ANSWER_SPECIAL: an equal or higher hand keeps the leader the lead
            self.special_vs = special
            self.phase, self.to_move = LEAD, p

    def _take_lead(self, p: int) -> None:
        """B-14: an unanswered three aces or molodka gives the declarant the lead."""
        self.leader = p
        self.phase, self.to_move = LEAD, p

    def _pass(self, p: int) -> None:
        phase = self.phase
        if phase == OFFER:
            self.phase, self.to_move = LEAD, self.leader
        elif phase == ANSWER_SPECIAL:
            self._take_lead(1 - p)
        elif phase == BURA_REPLY:
            declarant = self.bura_by
            assert declarant is not None
            self._bura_wins(declarant, "Bura (three trumps) wins the pot")
        else:  # LAST_TURN
            self._end(None, 0, Reason.PLAYED_OUT, None, "B-20", "played out without a declaration; each adds a chip")

    def _settle_two_buras(self) -> None:
        """B-13: the player who would lead shows first; the other wins only by beating each trump."""
        first = self.leader
        second = 1 - first
        if self.answer_wins(tuple(self.hands[first]), tuple(self.hands[second])):
            self._bura_wins(
                second,
                f"both hold Bura; player {first} would lead and shows first, "
                f"player {second}'s trumps beat each of his one-to-one and win",
            )
        else:
            self._bura_wins(
                first,
                f"both hold Bura; player {first} would lead and shows first, "
                f"player {second}'s trumps do not beat each of his, so player {first} wins",
            )

    def _bura_wins(self, p: int, why: str) -> None:
        self._end(p, 1, Reason.BURA, p, "B-13", why)

    def _claim(self, p: int) -> None:
        """B-16, B-18: a declaration of 31 is checked at once."""
        score = self.points[p]
        if score >= GOAL:
            self._end(p, 1, Reason.DECLARATION, p, "B-18", f"right declaration with {score}; the pot is won")
        else:
            self._end(None, 0, Reason.FALSE_DECLARATION, p, "B-18", f"wrong declaration with {score}; the pot doubles")

    def _end(self, winner: int | None, points: int, reason: Reason, by: int | None, rule: str, why: str) -> None:
        """The hand ends by ``rule`` (its id); the result's note for logs reads "rule: why"."""
        self.result = result_of(winner, points, reason, by, self.points, f"{rule}: {why}", rule=rule)
        self.to_move = None

    # What a player may see ---------------------------------------------------------------------
    def observation(self, player: int) -> Observation:
        return self._observe(
            player,
            phase=self.phase,
            declared=tuple((p, s, cards_of(cs)) for p, s, cs in self.declared),
            set_aside=self.set_aside,
        )

    def _dump_header(self) -> list[str]:
        return [
            f"Bura  dealer {self.dealer}  to move {self.to_move}  ({self.phase})  "
            f"trump {Suit(self.trump).symbol} ({CARDS[self.trump_card].code})",
            f"stock {len(self.stock)}  set aside {self.set_aside}",
        ]


class BuraMatch(Match):
    """B-2, B-3, B-18 ... B-20: ante, pot, chip balances; who deals next; the match length."""

    game = "bura"
    _end_rule = "B-2"

    def __init__(self, rules: Any, seed: int | None, hand_class: type[Hand]) -> None:
        super().__init__(rules, seed, hand_class)
        self.scores = (-1, -1)  # B-2: each antes 1 chip before the first hand
        self.pot = 2
        self.pots_won = [0, 0]
        self._deal(self.rng.randrange(2))  # B-3

    def _context(self) -> dict[str, Any]:
        return {"scores": self.scores, "pot": self.pot, "deals": self.deals, "pots_won": tuple(self.pots_won)}

    def _settle(self, result: Result) -> int:
        dealer = self.hand.dealer
        s = list(self.scores)
        if result.reason in (Reason.DECLARATION, Reason.BURA):
            w = result.winner
            assert w is not None
            s[w] += self.pot
            self.pot = 0
            self.pots_won[w] += 1
            next_dealer = w  # B-19: the declarant or the Bura winner deals
            self._sheet_scores = (s[0], s[1])  # the balances as the pot was won, before the next ante
            target = self.rules.target_pots
            if target and self.pots_won[w] >= target:
                self.scores = (s[0], s[1])
                self.result = MatchResult(w, MatchReason.TARGET_POTS, self.scores, {"pots_won": tuple(self.pots_won)})
                return next_dealer
            s[0] -= 1  # B-20: a new ante after a pot is won
            s[1] -= 1
            self.pot = 2
        elif result.reason == Reason.FALSE_DECLARATION:
            by = result.by
            assert by is not None
            s[by] -= self.pot  # B-18: the pot doubles, no new ante
            self.pot *= 2
            next_dealer = by
        else:  # played out: each adds a chip, the same dealer deals again
            s[0] -= 1
            s[1] -= 1
            self.pot += 2
            next_dealer = dealer
        self.scores = (s[0], s[1])
        if self.rules.max_deals and self.deals >= self.rules.max_deals:
            self._end_by_deals(dealer)
        return next_dealer

    def _end_by_deals(self, dealer: int) -> None:
        """B-2: after N deals the higher balance wins; an open pot is shared, the odd chip to the dealer."""
        s = list(self.scores)
        half, odd = divmod(self.pot, 2)
        s[0] += half
        s[1] += half
        s[dealer] += odd
        self._settled = {"shared_pot": self.pot, "odd_chip": dealer if odd else None}
        self.pot = 0
        self.scores = (s[0], s[1])
        winner = None if s[0] == s[1] else (0 if s[0] > s[1] else 1)
        self.result = MatchResult(winner, MatchReason.MAX_DEALS, self.scores, {"pots_won": tuple(self.pots_won)})


SPEC = GameSpec(
    name="bura",
    title="Bura",
    rule_prefix="B",
    hand_class=BuraHand,
    match_class=BuraMatch,
    goal=GOAL,
    counts="points",
    stakes="chips",
    strict_without_stock=False,
    closable=False,
    groups=True,
    strength=ACE_TEN_STRENGTH,
    _deck=lambda rules: cards_deck("bura"),
    _hand_size=lambda rules: HAND_SIZE,
    _layout=lambda rules, dealer: layout(dealer),
    _card_points=lambda rules: POINTS,
    claim_verb="declare",
    trump_card_rule="B-4",
    length_toggle="target_pots",
)

"""Matches: the Bummerl countdown and rubber (S-2 ... S-6), the Bura pot (B-2, B-18 ... B-20) and
the Schneider points race (H-8, H-9). A match deals its hands from its own seeded shuffle and
starts the next hand as soon as one ends.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from . import refusals
from .actions import Action
from .cards import ACE_TEN_STRENGTH, Card, deck
from .core import Hand, IllegalAction, Observation, Refusal, Result
from .words import MatchReason, Reason


@dataclass(frozen=True)
class MatchResult:
    """How a match ended. ``winner`` is None for a drawn match."""

    winner: int | None
    reason: MatchReason
    scores: tuple[int, int]
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class HandRecord:
    """One finished hand of a match, for the score sheet and the hand history."""

    deal: int  #: 1 for the match's first hand
    dealer: int
    result: Result
    scores: tuple[int, int]  #: the match's scores after this hand (Schnapsen: before a new Bummerl resets them)
    bummerl: int = 0  #: Schnapsen: which Bummerl of the rubber (1, 2, 3); 0 in the other games
    #: How the match settled this hand beyond the scores, for the summary: Schnapsen, at a Bummerl's
    #: end, ``marks`` (the loser's, S-4) and ``stake`` with ``stake_factor`` (S-6); Bura, at the last
    #: of N deals, ``shared_pot`` and ``odd_chip`` (the seat that kept it, or None; B-2). Else empty.
    settled: dict[str, Any] = field(default_factory=dict)


class Match:
    """A whole match of one game; acts like a hand (``to_move``, ``legal_actions``, ``apply``).

    ``hand_class`` deals each hand; the game's spec hands it over (``GameSpec.new_match``), so this
    module needs neither the registry nor the spec."""

    game = ""
    hand: Hand
    result: MatchResult | None

    def __init__(self, rules: Any, seed: int | None, hand_class: type[Hand]) -> None:
        self.rules = rules
        self.hand_class = hand_class
        self.rng = random.Random(seed)
        self.result = None
        self.finished: list[Hand] = []  #: every finished hand, oldest first
        self.history: list[HandRecord] = []  #: every finished hand's result, oldest first
        self._sheet_scores: tuple[int, int] | None = None  #: set by ``_settle`` when the scores reset
        self._settled: dict[str, Any] = {}  #: set by ``_settle``: the hand's ``HandRecord.settled``
        self.actions: list[str] = []  #: the text of every action applied, in order (replay)
        self.deals = 0

    # Acting, as on a hand ----------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.hand.to_move

    @property
    def dealer(self) -> int:
        return self.hand.dealer

    def legal_actions(self) -> list[Action]:
        return [] if self.result is not None else self.hand.legal_actions()

    def apply(self, action: Action | str) -> None:
        if self.result is not None:
            raise IllegalAction(Refusal.of(self._end_rule, refusals.MATCH_OVER))
        hand = self.hand
        hand.apply(action)
        self.actions.append(action.text if isinstance(action, Action) else Action.parse(action).text)
        hand_result = hand.result
        if hand_result is not None:
            self.finished.append(hand)
            bummerl = self._bummerl()
            self._sheet_scores, self._settled = None, {}
            next_dealer = self._settle(hand_result)
            after = self._sheet_scores or self.scores
            self.history.append(HandRecord(self.deals, hand.dealer, hand_result, after, bummerl, self._settled))
            if self.result is None:
                self._deal(next_dealer)

    def observation(self, player: int) -> Observation:
        return self.hand.observation(player)

    def score(self, player: int) -> int:
        return self.hand.score(player)

    @property
    def last_result(self) -> Result | None:
        """The result of the most recently finished hand (for the summary after each hand)."""
        return self.finished[-1].result if self.finished else None

    def clone(self) -> Match:
        new = object.__new__(self.__class__)
        new.__dict__ = self.__dict__.copy()
        new.hand = self.hand.clone()
        new.finished = list(self.finished)
        new.history = list(self.history)
        new.actions = list(self.actions)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        for name, value in self.__dict__.items():
            if isinstance(value, list) and name not in ("finished", "history", "actions"):
                new.__dict__[name] = list(value)
        return new

    # For subclasses ----------------------------------------------------------------------------
    _end_rule = "D-1"
    scores: tuple[int, int]

    def _context(self) -> dict[str, Any]:
        return {"scores": self.scores, "deals": self.deals}

    def _deal(self, dealer: int) -> None:
        self.deals += 1
        seed = self.rng.getrandbits(64)
        hand = self.hand_class(self.rules, None, random.Random(seed), dealer)  # type: ignore[call-arg]
        hand.context = self._context()
        self.hand = hand

    def _settle(self, result: Result) -> int:
        """Apply a finished hand to the match; return the next dealer."""
        raise NotImplementedError

    def _bummerl(self) -> int:
        """Which Bummerl the hand in play belongs to (Schnapsen); 0 where the game has none."""
        return 0

    def __str__(self) -> str:
        return f"{self.game} match  scores {self.scores}  result {self.result}\n{self.hand}"




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
        cards = deck("schnapsen", siebener=self.rules.siebener)
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
        done = (
            rubber == 1
            or (rubber == 2 and played == 2)
            or (rubber == 3 and max(self.bummerls) == 2)
        )
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

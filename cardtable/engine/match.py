"""What every match shares: a match deals its hands from its own seeded shuffle, starts the next
hand as soon as one ends, and keeps the history and the actions for replay. Each game's own match
(the Bummerl countdown and rubber, S-2 ... S-6; the Bura pot, B-2, B-18 ... B-20; the Schneider
points race, H-8, H-9) lives in the game's module beside its hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from . import refusals
from .actions import Action
from .core import Hand, IllegalAction, Observation, Refusal, Result
from .words import MatchReason


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

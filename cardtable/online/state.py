"""The engine side of an online match: each hand's protocol state, and the game's own match class
dealing its hands from decks given from outside (the revealed deck, or a guess: ``world``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from cardtable.engine import Action, Card, Hand, IllegalAction, Match

from .deal import Deal
from .faults import FaultError, Reason
from .world import Exclusion


@dataclass(eq=False)
class HandState:
    """One hand of the protocol: its deal, the actions' texts, the positions each seat has sent
    its key for, the reveals and, once both are checked, the deck."""

    number: int
    deal: Deal
    actions: list[str] = field(default_factory=list)
    sent: tuple[set[int], set[int]] = field(default_factory=lambda: (set(), set()))
    reveals: dict[int, tuple[int, list[int]]] = field(default_factory=dict)
    deck: list[Card] | None = None
    guess: list[Card] | None = None
    exclusions: list[Exclusion] = field(default_factory=list)
    duty: dict[str, Any] = field(default_factory=dict)  #: the refusal that taught the latest exclusion


@cache
def online_class(base: type[Match]) -> type[Match]:
    """The game's own match class, dealing each hand from ``decks(deal_number)``."""

    def _deal(self: Any, dealer: int) -> None:
        self.deals += 1
        hand = self.hand_class(self.rules, self.decks(self.deals), random.Random(0), dealer)
        hand.context = self._context()
        self.hand = hand

    return type("Online" + base.__name__, (base,), {"_deal": _deal})


def key_positions(keys: dict[str, str]) -> set[int]:
    return {int(k) for k in keys}


def apply_all(match: Match, hands: list[HandState]) -> tuple[HandState, Hand, Action, int] | None:
    """Apply every hand's actions; the first refused one (its hand before it, and who made it)."""
    for state in hands:
        for text in state.actions:
            who = match.to_move
            action = Action.parse(text)
            try:
                match.apply(action)
            except IllegalAction:
                assert who is not None
                return state, match.hand, action, who
    return None


def refusal(reason: Reason, hand: Hand, action: Action) -> FaultError:
    refusal = hand.explain(action)
    if refusal is None:
        return FaultError(reason, action=action.text)
    return FaultError(reason, action=action.text, rule=refusal.rule, template=refusal.template, params=refusal.params)

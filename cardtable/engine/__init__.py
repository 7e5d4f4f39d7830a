"""The cardtable engine: pure rules, no Qt and no I/O (ENGINE_API.md is its contract).

>>> hand = new_hand("schnapsen", deck="AH TH KH QH JH AS TS KS QS JS AC TC KC QC JC AD TD KD QD JD".split())
>>> hand.to_move, [str(a) for a in hand.legal_actions()]
(1, ['play AH', 'play TH', 'play KH', 'play KS', 'play QS', 'marry S', 'close', 'claim'])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import bura, schnapsen, schneider
from .actions import Action
from .bura import BuraHand, BuraMatch
from .cards import Card, Rank, Suit, deck
from .core import DealLayout, Hand, IllegalAction, Observation, Refusal, Result, Trick
from .match import HandRecord, Match, MatchResult
from .rules import RuleOption, RuleOptions, rule_options
from .schnapsen import SchnapsenHand, SchnapsenMatch
from .schneider import SchneiderHand, SchneiderMatch
from .spec import GAMES, GameSpec, Tiers, register, spec_of, unregister
from .words import OFFER_PHASES, BuraPhase, Event, Kind, MatchReason, Reason, Special, Tier

for _spec in (schnapsen.SPEC, bura.SPEC, schneider.SPEC):  # the order the table lists them in
    register(_spec)

__all__ = [
    "GAMES",
    "OFFER_PHASES",
    "Action",
    "BuraHand",
    "BuraMatch",
    "BuraPhase",
    "Card",
    "DealLayout",
    "Event",
    "GameSpec",
    "Hand",
    "HandRecord",
    "IllegalAction",
    "Kind",
    "Match",
    "MatchReason",
    "MatchResult",
    "Observation",
    "Rank",
    "Reason",
    "Refusal",
    "Result",
    "RuleOption",
    "RuleOptions",
    "SchnapsenHand",
    "SchnapsenMatch",
    "SchneiderHand",
    "SchneiderMatch",
    "Special",
    "Suit",
    "Tier",
    "Tiers",
    "Trick",
    "deck",
    "game_deck",
    "new_hand",
    "new_match",
    "rule_options",
    "spec_of",
    "unregister",
]


def game_deck(game: str, rules: Any = None) -> list[Card]:
    """The ordered deck a game and its variant play with (D-4)."""
    return spec_of(game).deck(rules)


def new_hand(
    game: str,
    *,
    rules: str | Mapping[str, Any] | None = None,
    seed: int | None = None,
    deck: Sequence[str | Card] | None = None,
    dealer: int = 0,
) -> Hand:
    """Start one hand (one deal) of ``game``; see ENGINE_API.md."""
    return spec_of(game).new_hand(rules=rules, seed=seed, deck=deck, dealer=dealer)


def new_match(game: str, *, rules: str | Mapping[str, Any] | None = None, seed: int | None = None) -> Match:
    """Start a whole match (Bummerl, pot session, points race); see ENGINE_API.md."""
    return spec_of(game).new_match(rules=rules, seed=seed)

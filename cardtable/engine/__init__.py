"""The cardtable engine: pure rules, no Qt and no I/O (ENGINE_API.md is its contract).

>>> hand = new_hand("schnapsen", deck="AH TH KH QH JH AS TS KS QS JS AC TC KC QC JC AD TD KD QD JD".split())
>>> hand.to_move, [str(a) for a in hand.legal_actions()]
(1, ['play AH', 'play TH', 'play KH', 'play KS', 'play QS', 'marry S', 'close', 'claim'])
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from . import bura, schnapsen, schneider
from .actions import Action
from .bura import BuraHand
from .cards import Card, Rank, Suit, deck
from .core import DealLayout, Hand, IllegalAction, Observation, Refusal, Result, Trick
from .match import BuraMatch, HandRecord, Match, MatchResult, SchnapsenMatch, SchneiderMatch
from .rules import RuleOption, RuleOptions, rule_options
from .schnapsen import SchnapsenHand
from .schneider import SchneiderHand
from .spec import GAMES, GameSpec, register, spec_of
from .words import OFFER_PHASES, BuraPhase, Event, Kind, MatchReason, Reason, Special, Tier

for _spec in (schnapsen.SPEC, bura.SPEC, schneider.SPEC):
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
    "Trick",
    "deck",
    "game_deck",
    "new_hand",
    "new_match",
    "rule_options",
    "spec_of",
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
    spec = spec_of(game)
    resolved = spec.rules(rules)
    _check_seed(seed)
    if not _is_int(dealer) or dealer not in (0, 1):
        raise ValueError(f"dealer: must be 0 or 1, not {dealer!r}")
    order: list[Card] | None = None
    if deck is not None:
        order = _check_deck(spec, resolved, deck)
    return spec.hand_class(resolved, order, random.Random(seed), dealer)  # type: ignore[call-arg]


def _is_int(value: object) -> bool:
    """A whole number, not a bool: ``1.0`` or ``True`` would be accepted by ``in (0, 1)`` and fail
    later, far from the mistake."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_seed(seed: object) -> None:
    """A seed is an int or None (ENGINE_API.md); ``random.Random`` would take a float, a str or a bool
    too, and a replay from the saved seed would then deal other cards or fail."""
    if seed is not None and not _is_int(seed):
        raise ValueError(f"seed: must be an int or None, not {seed!r}")


def _check_deck(spec: GameSpec, rules: Any, cards: Sequence[str | Card]) -> list[Card]:
    if isinstance(cards, str):
        cards = cards.split()
    if not isinstance(cards, (list, tuple)):
        raise ValueError(f"deck: must be a list of card codes, top card first (D-4), not {type(cards).__name__}")
    order = [c if isinstance(c, Card) else Card(c) for c in cards]
    expected = spec.deck(rules)
    if len(order) != len(expected) or set(order) != set(expected):
        raise ValueError(
            f"deck: must be exactly the {len(expected)} cards of this {spec.name} variant, each once (D-4)"
        )
    return order


def new_match(game: str, *, rules: str | Mapping[str, Any] | None = None, seed: int | None = None) -> Match:
    """Start a whole match (Bummerl, pot session, points race); see ENGINE_API.md."""
    spec = spec_of(game)
    resolved = spec.rules(rules)
    _check_seed(seed)
    return spec.match_class(resolved, seed)

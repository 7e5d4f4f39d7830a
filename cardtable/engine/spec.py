"""Game specs: one object per game holding its fixed facts (ENGINE_API.md "Game specs").

The computer players, the table, the arena and the benchmarks ask a game's spec for its deck, deal
layout, hand size, goal, presets, toggles, rank order and card points, instead of comparing the
game's name and repeating the fact. Each game module builds its own spec; ``register`` adds it to
``GAMES``, so a fourth game joins by registering one spec.

>>> from cardtable.engine import GAMES
>>> spec = GAMES["bura"]
>>> spec.name, spec.title, spec.hand_size(None), spec.goal, spec.presets
('bura', 'Bura', 3, 31, ('standard',))
>>> [c.code for c in GAMES["schnapsen"].deck({"siebener": True})][:6]
['AC', 'TC', 'KC', 'QC', 'JC', '7C']
>>> GAMES["schnapsen"].exchange_card("standard", 2)
Card('JH')
>>> GAMES["schneider"].beats(Card("JH").index, Card("TH").index, -1)  # H-1: the ten below the jack
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import CARDS, SUIT_OF, Card, Rank
from .core import DealLayout, Hand
from .rules import PRESETS, RuleOptions, resolve_rules, rule_options

if TYPE_CHECKING:
    from .match import Match


#: The ace-ten games' order within a suit (A T K Q J 9 8 7 6), as a strength: larger is stronger.
ACE_TEN_STRENGTH: tuple[int, ...] = tuple(8 - int(c.rank) for c in CARDS)


@dataclass(frozen=True, eq=False)
class GameSpec:
    """Everything fixed about one game. Methods taking ``rules`` accept what ``new_hand`` accepts
    (None, a preset name, a mapping of toggles such as ``Observation.rules``, or a rules model)."""

    name: str
    title: str
    rule_prefix: str  #: the letter of the game's rule ids in RULES.md ("S" for S-17)
    hand_class: type[Hand]
    match_class: type[Match]
    goal: int | None  #: the score a player claims (66) or declares (31); None: no claiming
    counts: str  #: what a hand's score counts: "points" (card points) or "honours"
    stakes: str  #: what a match is scored in: "game_points" or "chips"
    groups: bool  #: a player may lead and answer with several cards at once (Bura, B-5)
    strict_without_stock: bool  #: stricter play once the stock is closed or gone (Schnapsen S-16, S-17)
    closable: bool  #: a player may close the stock (Schnapsen S-15)
    strength: tuple[int, ...] = field(repr=False)  #: by card index: the rank order within a suit, larger is stronger
    _deck: Callable[[Any], list[Card]] = field(repr=False)
    _hand_size: Callable[[Any], int] = field(repr=False)
    _layout: Callable[[Any, int], DealLayout] = field(repr=False)
    _card_points: Callable[[Any], tuple[int, ...]] = field(repr=False)
    _exchange_rank: Callable[[Any], Rank | None] = field(repr=False, default=lambda rules: None)
    bummerls: bool = False  #: a match is played in Bummerls, counted down from 7 (Schnapsen S-2, S-5)

    # Rules ----------------------------------------------------------------------------------------
    def rules(self, rules: str | Mapping[str, Any] | None | Any = None) -> Any:
        """The validated rules model (raises ValueError naming a bad toggle or preset)."""
        return resolve_rules(self.name, rules)

    @property
    def presets(self) -> tuple[str, ...]:
        return tuple(PRESETS[self.name])

    @property
    def rule_options(self) -> RuleOptions:
        return rule_options(self.name)

    # Cards ----------------------------------------------------------------------------------------
    def deck(self, rules: Any = None) -> list[Card]:
        """The variant's cards in the canonical order (D-4)."""
        return self._deck(self.rules(rules))

    def hand_size(self, rules: Any = None) -> int:
        return self._hand_size(self.rules(rules))

    def layout(self, rules: Any, dealer: int) -> DealLayout:
        """Which deck positions each player is dealt, the stock's drawing order, the card turned up."""
        return self._layout(self.rules(rules), dealer)

    def held_order(self, cards: Iterable[Card]) -> list[Card]:
        """Cards as a player holds them: by suit, and within a suit from the strongest card down,
        by the game's own ranks (Schneider's ten below its jack, H-1)."""
        return sorted(cards, key=lambda card: (card.suit, -self.strength[card.index]))

    def card_points(self, rules: Any = None) -> tuple[int, ...]:
        """What each card (by index) counts in the tricks: card points, or 1 for an honour."""
        return self._card_points(self.rules(rules))

    def exchange_card(self, rules: Any, trump: int | None) -> Card | None:
        """The trump card that may be exchanged for the face-up trump card (S-14), or None where the
        game has no exchange."""
        rank = self._exchange_rank(self.rules(rules))
        if rank is None or trump is None or trump < 0:
            return None
        return CARDS[trump * 9 + rank]

    def beats(self, answer: int, led: int, trump: int) -> bool:
        """Whether a single answering card takes a single led card: a higher card of the suit led,
        or a trump against a non-trump (S-10, B-7, H-5, H-12). ``trump`` is -1 for none."""
        sa, sl = SUIT_OF[answer], SUIT_OF[led]
        if sa == sl:
            return self.strength[answer] > self.strength[led]
        return sa == trump

    # Playing --------------------------------------------------------------------------------------
    def new_hand(self, **kwargs: Any) -> Hand:
        from . import new_hand

        return new_hand(self.name, **kwargs)

    def new_match(self, **kwargs: Any) -> Match:
        from . import new_match

        return new_match(self.name, **kwargs)


GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game to ``GAMES`` (in the order the table lists the games)."""
    GAMES[spec.name] = spec
    return spec


def spec_of(game: str) -> GameSpec:
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"unknown game: {game!r} ({', '.join(GAMES)})") from None


def names() -> Sequence[str]:
    return tuple(GAMES)

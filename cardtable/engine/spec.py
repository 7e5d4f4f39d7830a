"""Game specs: one object per game holding its fixed facts (ENGINE_API.md "Game specs").

The computer players, the table, the arena and the benchmarks ask a game's spec for its deck, deal
layout, hand size, goal, presets, toggles, rank order, card points, who takes a trick, what its
player says on reaching the goal, where its trump card lies, what its stock is called and its tiers,
instead of comparing the game's name and repeating the fact.

How a fourth game joins (``tests/engine/test_fourth_game.py`` walks this path with a toy game):

1. Write its module beside ``schnapsen.py``: a ``Hand`` subclass whose ``__init__`` takes
   ``(rules, order, rng, dealer)`` (``order`` is a fixed deck or None to shuffle with ``rng``) and
   a subclass of ``match.Match`` whose ``__init__`` takes ``(rules, seed, hand_class)``, passes
   them on and deals; a trick's winner asks ``beats`` (or ``beat_table`` in a hot loop).
2. Give it a rules class (a frozen dataclass of ``toggle`` fields as in ``rules.py``) and its presets, at least
   ``"standard"``; rule ids with a letter of its own in RULES.md.
3. Build one ``GameSpec`` with those classes and facts, and ``register`` it (the package registers
   the three games in ``__init__.py``; ``register`` also registers the rules model and presets).
   ``new_hand``, ``new_match``, the settings and saved games then know the game; ``unregister``
   takes it away again (tests).
4. Only what no spec field can say needs code elsewhere: its computer player's tuning (``ai/``),
   its rule book page and its words for the table (``ui/``).

>>> from cardtable.engine import GAMES
>>> spec = GAMES["bura"]
>>> spec.name, spec.title, spec.hand_size(None), spec.goal, spec.presets, spec.claim_verb
('bura', 'Bura', 3, 31, ('standard',), 'declare')
>>> [c.code for c in GAMES["schnapsen"].deck({"siebener": True})][:6]
['AC', 'TC', 'KC', 'QC', 'JC', '7C']
>>> GAMES["schnapsen"].exchange_card("standard", 2)
Card('JH')
>>> GAMES["schneider"].beats(Card("JH").index, Card("TH").index, -1)  # H-1: the ten below the jack
True
>>> GAMES["schneider"].tiers({"short_deck": True})
Tiers(schneider=13, total=16)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any, NamedTuple

from .cards import ACE_TEN_STRENGTH, CARDS, SUIT_OF, Card, Rank
from .core import DealLayout, Hand
from .match import Match
from .rules import PRESETS, RULE_MODELS, RuleOptions, resolve_rules, rule_options

__all__ = [
    "ACE_TEN_STRENGTH",
    "GAMES",
    "GameSpec",
    "Tiers",
    "beat_table",
    "beats",
    "register",
    "spec_of",
    "unregister",
]


def beats(strength: Sequence[int], answer: int, led: int, trump: int) -> bool:
    """Whether a single answering card takes a single led card: a higher card of the suit led (by
    the game's ``strength``), or a trump against a non-trump (S-10, B-7, H-5, H-12). ``trump`` is
    -1 for none. Every game, solver and hint asks this function or a table built from it."""
    sa, sl = SUIT_OF[answer], SUIT_OF[led]
    if sa == sl:
        return strength[answer] > strength[led]
    return sa == trump


@cache
def beat_table(strength: tuple[int, ...]) -> tuple[tuple[bool, ...], ...]:
    """``beats`` precomputed for the hot loops: ``beat_table(strength)[trump][answer * 36 + led]``.
    Rows 0-3 are the trump suits; row 4 is no trump, so ``trump`` -1 indexes it too."""
    return tuple(
        tuple(beats(strength, answer, led, trump) for answer in range(36) for led in range(36))
        for trump in (0, 1, 2, 3, -1)
    )


class Tiers(NamedTuple):
    """The honours that make a hand Schneider (2 game points) and Schwarz (all of them, 3)."""

    schneider: int
    total: int


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
    claim_verb: str = "claim"  #: what a player does on reaching the goal: "claim" (S-19) or "declare" (B-16)
    #: The rule that lays the face-up trump card at the bottom of the stock, drawn last (S-7, B-4);
    #: None where no card is turned up for trump there (Schneider's talon, H-3).
    trump_card_rule: str | None = None
    stock_word: str = "stock"  #: what the undealt cards are called: "stock", or "talon" (Schneider, H-3)
    #: The toggle that bounds a match whose standard rules play on without end (Bura's ``target_pots``,
    #: B-2): the arena and a new match at the table set it; None where every match ends by itself.
    length_toggle: str | None = None
    #: By rules: the honours that make Schneider and Schwarz (H-8, H-10); None where tiers are not
    #: counted in honours (Schnapsen's go by the loser's points and tricks, S-22).
    _tiers: Callable[[Any], Tiers | None] = field(repr=False, default=lambda rules: None)
    rules_model: type | None = field(repr=False, default=None)  #: a new game's rules model (``register``)
    preset_overrides: Mapping[str, Mapping[str, Any]] | None = field(repr=False, default=None)  #: its presets

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
        """Whether a single answering card takes a single led card (``beats`` by this game's ranks)."""
        return self.beat_rows[trump][answer * 36 + led]

    @cached_property
    def beat_rows(self) -> tuple[tuple[bool, ...], ...]:
        """``beat_table`` of this game's ranks: ``beat_rows[trump][answer * 36 + led]``."""
        return beat_table(self.strength)

    # Scores ---------------------------------------------------------------------------------------
    @property
    def has_pot(self) -> bool:
        """A match plays for a pot of chips (Bura, B-2), not for game points."""
        return self.stakes == "chips"

    def tiers(self, rules: Any = None) -> Tiers | None:
        """The honours that make Schneider and Schwarz under ``rules``, or None (see ``_tiers``)."""
        return self._tiers(self.rules(rules))

    # Playing --------------------------------------------------------------------------------------
    def new_hand(
        self,
        *,
        rules: str | Mapping[str, Any] | None = None,
        seed: int | None = None,
        deck: Sequence[str | Card] | None = None,
        dealer: int = 0,
    ) -> Hand:
        """Start one hand (one deal) of this game; see ENGINE_API.md ``new_hand``."""
        resolved = resolve_rules(self.name, rules)
        if seed is not None and seed.__class__ is not int:  # a plain int needs no further look
            _check_seed(seed)
        if dealer.__class__ is not int and not _is_int(dealer) or dealer not in (0, 1):
            raise ValueError(f"dealer: must be 0 or 1, not {dealer!r}")
        order = None if deck is None else self._check_deck(resolved, deck)
        return self.hand_class(resolved, order, seeded(seed), dealer)  # type: ignore[call-arg]

    def new_match(self, *, rules: str | Mapping[str, Any] | None = None, seed: int | None = None) -> Match:
        """Start a whole match of this game; see ENGINE_API.md ``new_match``."""
        resolved = self.rules(rules)
        _check_seed(seed)
        return self.match_class(resolved, seed, self.hand_class)

    def _check_deck(self, rules: Any, cards: Sequence[str | Card]) -> list[Card]:
        if isinstance(cards, str):
            cards = cards.split()
        if not isinstance(cards, (list, tuple)):
            raise ValueError(f"deck: must be a list of card codes, top card first (D-4), not {type(cards).__name__}")
        order = [c if isinstance(c, Card) else Card(c) for c in cards]
        expected = self.deck(rules)
        if len(order) != len(expected) or set(order) != set(expected):
            raise ValueError(
                f"deck: must be exactly the {len(expected)} cards of this {self.name} variant, each once (D-4)"
            )
        return order


def seeded(seed: int | None) -> random.Random:
    """``random.Random(seed)`` for an int or None, in the same state, made for a ninth less: the
    seed goes straight to the generator's C ``seed`` (what ``Random.seed`` does with an int, after
    its type checks), skipping ``Random.__init__`` and ``Random.seed`` in Python. Every deal pays it."""
    rng = _new_random(random.Random)
    _seed_random(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # set by Random.__init__, read by gauss()
    return rng


_new_random = random.Random.__new__
_seed_random: Callable[[random.Random, int | None], None] = random.Random.__mro__[1].seed  # type: ignore[attr-defined]
# (that is _random.Random.seed, the C generator's own)


def _is_int(value: object) -> bool:
    """A whole number, not a bool: ``1.0`` or ``True`` would be accepted by ``in (0, 1)`` and fail
    later, far from the mistake."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_seed(seed: object) -> None:
    """A seed is an int or None (ENGINE_API.md); ``random.Random`` would take a float, a str or a bool
    too, and a replay from the saved seed would then deal other cards or fail."""
    if seed is not None and not _is_int(seed):
        raise ValueError(f"seed: must be an int or None, not {seed!r}")


GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Add a game to ``GAMES`` (in the order the table lists the games), with its rules model and
    presets when the spec brings them (a game beyond the three in ``rules.py``)."""
    if spec.rules_model is not None:
        RULE_MODELS[spec.name] = spec.rules_model
        presets = spec.preset_overrides or {"standard": {}}
        PRESETS[spec.name] = {name: dict(values) for name, values in presets.items()}
    GAMES[spec.name] = spec
    return spec


def unregister(name: str) -> None:
    """Take a game away again (a test's toy game), with the rules ``register`` added for it."""
    spec = GAMES.pop(name)
    if spec.rules_model is not None:
        RULE_MODELS.pop(name, None)
        PRESETS.pop(name, None)


def spec_of(game: str) -> GameSpec:
    try:
        return GAMES[game]
    except (KeyError, TypeError):  # TypeError: a list or a dict is no game's name (unhashable)
        raise ValueError(f"unknown game: {game!r} ({', '.join(GAMES)})") from None


def names() -> Sequence[str]:
    return tuple(GAMES)

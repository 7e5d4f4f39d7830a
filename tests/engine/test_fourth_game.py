"""A fourth game joins by registering one spec and its own modules (spec.py's docstring walks the
path). The toy game here, a duel of two cards each, is registered for a test, played through
``new_hand``, ``new_match`` and the conformance checks, named in the settings, and unregistered."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from pydantic import ValidationError

from cardtable.engine import (
    GAMES,
    Action,
    Card,
    DealLayout,
    GameSpec,
    Hand,
    Match,
    MatchReason,
    MatchResult,
    Observation,
    Reason,
    Refusal,
    Result,
    game_deck,
    new_hand,
    new_match,
    refusals,
    register,
    unregister,
)
from cardtable.engine.actions import PLAY
from cardtable.engine.cards import ACE_TEN_STRENGTH, SUIT_OF, Suit, shuffled
from cardtable.engine.core import credit
from cardtable.engine.rules import _Rules, toggle
from cardtable.engine.words import ACT, TRICK
from cardtable.settings import _validator as settings_check

from .test_conformance import check_step, check_twins

# The toy game's rules, with the letter T in the rule ids:
# T-1 Four cards (AH KH AS KS); two to each player, the non-dealer's from the top. No trump.
# T-2 The non-dealer leads; the answer must follow suit if it can (a toggle). A higher card of the
#     suit led takes the trick, else the leader does. The winner of a trick leads to the next.
# T-3 Two tricks to one: one game point. One each: a tie, nobody scores.
# T-4 A match is won with 2 game points; the deal alternates.
DECK = tuple(Card(code) for code in ("AH", "KH", "AS", "KS"))


@dataclass(frozen=True)
class DuelRules(_Rules):
    follow_suit: bool = toggle(True, "T-2: the answer must follow suit if it can", title="Follow suit")


def layout(dealer: int) -> DealLayout:
    fore, deal = (0, 2), (1, 3)
    return DealLayout((deal, fore) if dealer == 0 else (fore, deal), (), None)


class DuelHand(Hand):
    game = "duel"
    _end_rule = "T-3"
    _nested = ("hands",)
    _mutable = ("log", "trick_log")
    _key_fields = ("lead", "leader", "tricks")

    def __init__(self, rules: DuelRules, order: list[Card] | None, rng: random.Random, dealer: int) -> None:
        cards = [c.index for c in order] if order is not None else shuffled([c.index for c in DECK], rng)
        self.rules, self.dealer, self.context, self.result, self._legal = rules, dealer, None, None, None
        self.hands, _ = layout(dealer).deal(cards)
        self.dealt = (tuple(self.hands[0]), tuple(self.hands[1]))
        self.trump = self.trump_card = self.lead = -1
        self.leader = self.to_move = 1 - dealer
        self.tricks = (0, 0)
        self.log, self.trick_log = [], []

    @property
    def lead_cards(self) -> tuple[int, ...]:
        return (self.lead,) if self.lead >= 0 else ()

    @property
    def stock_left(self) -> int:
        return 0

    def _generate(self) -> tuple[Action, ...]:
        if self.to_move is None:
            return ()
        held = self.hands[self.to_move]
        if self.lead >= 0 and self.rules.follow_suit:
            held = [c for c in held if SUIT_OF[c] == SUIT_OF[self.lead]] or held
        return tuple(PLAY[c] for c in held)

    def _explain(self, action: Action) -> Refusal:
        if action.kind != "play" or len(action.cards) != 1:
            return Refusal.of("T-2", refusals.ONE_CARD)
        card = action.cards[0]
        if card.index not in self.hands[self.to_move]:  # type: ignore[index]
            return Refusal.of("T-2", refusals.NOT_HELD, cards=card.code)
        return Refusal.of("T-2", refusals.FOLLOW_SUIT, suit=Suit(SUIT_OF[self.lead]).letter)

    def _do(self, action: Action) -> None:
        p, c = self.to_move, action.indices[0]
        assert p is not None
        self.hands[p].remove(c)
        self.log.append((ACT, p, action))
        if self.lead < 0:
            self.lead, self.to_move = c, 1 - p
            return
        winner = p if SPEC.beats(c, self.lead, self.trump) else 1 - p  # T-2, by the one definition
        self.tricks = credit(self.tricks, winner, 1)
        self.trick_log.append((1 - p, self.lead, c, winner))
        self.log.append((TRICK, winner, None))
        self.lead, self.leader, self.to_move = -1, winner, winner
        if not self.hands[winner]:
            self._score()

    def _score(self) -> None:
        a, b = self.tricks
        self.to_move = None
        if a == b:
            self.result = Result(None, 0, Reason.TIE, None, self.tricks, "T-3: one trick each", rule="T-3")
        else:
            winner = 0 if a > b else 1
            self.result = Result(winner, 1, Reason.LAST_TRICK, None, self.tricks, "T-3: two tricks", rule="T-3")

    def observation(self, player: int) -> Observation:
        return self._observe(player)

    def score(self, player: int) -> int:
        return self.tricks[player]

    def _dump_header(self) -> list[str]:
        return [f"Duel  dealer {self.dealer}  to move {self.to_move}"]


class DuelMatch(Match):
    game = "duel"
    _end_rule = "T-4"

    def __init__(self, rules: Any, seed: int | None, hand_class: type[Hand]) -> None:
        super().__init__(rules, seed, hand_class)
        self.scores = (0, 0)
        self._deal(self.rng.randrange(2))

    def _settle(self, result: Result) -> int:
        if result.winner is not None:
            self.scores = credit(self.scores, result.winner, result.points)
            if self.scores[result.winner] >= 2:
                self.result = MatchResult(result.winner, MatchReason.TARGET, self.scores)
        return 1 - self.hand.dealer


SPEC = GameSpec(
    name="duel",
    title="Duel",
    rule_prefix="T",
    hand_class=DuelHand,
    match_class=DuelMatch,
    goal=None,
    counts="points",
    stakes="game_points",
    groups=False,
    strict_without_stock=False,
    closable=False,
    strength=ACE_TEN_STRENGTH,
    _deck=lambda rules: list(DECK),
    _hand_size=lambda rules: 2,
    _layout=lambda rules, dealer: layout(dealer),
    _card_points=lambda rules: tuple(1 if card in DECK else 0 for card in range(36)),
    rules_model=DuelRules,
    preset_overrides={"standard": {}, "loose": {"follow_suit": False}},
)


@pytest.fixture
def duel() -> Iterator[GameSpec]:
    register(SPEC)
    try:
        yield SPEC
    finally:
        unregister("duel")


@pytest.mark.parametrize("rules", ["standard", "loose"])
def test_a_registered_toy_game_deals_plays_and_conforms(duel: GameSpec, rules: str) -> None:
    """T-1 ... T-3 through new_hand and the conformance suite's checks at every step."""
    assert list(GAMES)[-1] == "duel" and duel.presets == ("standard", "loose")
    outcomes = set()
    for seed in range(12):
        rng = random.Random(seed)
        order = [c.code for c in game_deck("duel", rules)]
        rng.shuffle(order)
        hand = new_hand("duel", rules=rules, deck=order, dealer=seed % 2)
        assert hand == new_hand("duel", rules=rules, deck=list(order), dealer=seed % 2)
        revealed: set[Card] = set()
        while hand.result is None:
            action = check_step(hand, rng, revealed, len(DECK))
            check_twins("duel", rules, order, hand, rng)
            hand.apply(action)
        assert hand.result.scores == (hand.score(0), hand.score(1)) and sum(hand.result.scores) == 2
        outcomes.add(hand.result.reason)
    assert outcomes == {Reason.TIE, Reason.LAST_TRICK}


def test_the_toy_games_toggle_changes_play(duel: GameSpec) -> None:
    """T-2: with follow_suit the answerer holding the suit led must follow; "loose" lifts it."""
    order = ["AH", "KH", "AS", "KS"]  # the non-dealer (seat 1) holds AH AS, the dealer KH KS
    strict, loose = (new_hand("duel", rules=r, deck=order, dealer=0) for r in ("standard", "loose"))
    for hand in (strict, loose):
        hand.apply("play AH")
    assert [str(a) for a in strict.legal_actions()] == ["play KH"]
    assert sorted(str(a) for a in loose.legal_actions()) == ["play KH", "play KS"]
    assert strict.explain("play KS").rule == "T-2"


def test_a_toy_match_runs_to_its_end_and_the_settings_know_the_game(duel: GameSpec) -> None:
    """T-4 through new_match; GameName (settings, saved games) takes every registered game."""
    match = new_match("duel", seed=3)
    rng = random.Random(3)
    while match.result is None:
        match.apply(rng.choice(match.legal_actions()))
    assert max(match.result.scores) == 2 and match.hand.game == "duel"
    assert settings_check().model_validate({"game": "duel"}).game == "duel"


def test_an_unregistered_game_is_unknown_again() -> None:
    register(SPEC)
    unregister("duel")
    assert "duel" not in GAMES
    with pytest.raises(ValueError, match="unknown game"):
        new_hand("duel")
    with pytest.raises(ValidationError, match="'schnapsen', 'bura' or 'schneider'"):
        settings_check().model_validate({"game": "duel"})

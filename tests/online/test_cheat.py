"""A modified program that ignores the duty to follow suit (S-17, H-11) is caught: at once when
what its opponent knows proves it (every card of the cheat's hand is known once the stock is gone,
or the card he kept back is played later), else at the reveal, when the hand is replayed on the
real deck (issue 49: actions that can only be checked with hidden cards are checked then)."""

from __future__ import annotations

import random
import types
from typing import Any

import pytest

from cardtable.engine import GAMES, Action, Hand
from cardtable.engine.actions import PLAY
from cardtable.online.driver import OnlineMatch
from cardtable.online.faults import Reason
from cardtable.online.state import online_class

from .helpers import pair, pick, settle


def careless(side: OnlineMatch) -> None:
    """Make ``side``'s program let any card answer (its engine's legality loosened for it alone)."""
    strict = side.spec.hand_class

    def loosened(hand: Any, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        if not hand.lead_cards or hand.result is not None:
            return legal
        others = tuple(a for a in legal if a.kind != "play")
        return (*(PLAY[c] for c in hand.hands[hand.to_move]), *others)

    class Careless(strict):  # type: ignore[misc, valid-type]
        def _generate(self) -> tuple[Action, ...]:
            return loosened(self, super()._generate())

    class CarelessFast(strict):  # type: ignore[misc, valid-type]
        """A hand that generates its legal actions in ``legal_actions`` itself (Schnapsen's hot path)."""

        def legal_actions(self) -> list[Action]:
            if self._legal is None:
                self._legal = loosened(self, tuple(strict.legal_actions(self)))
            return list(self._legal)

        def _generate(self) -> tuple[Action, ...]:
            self._legal = None
            return tuple(self.legal_actions())

    if strict.legal_actions is not Hand.legal_actions:
        Careless = CarelessFast

    def fresh(self: Any) -> Any:
        cls = online_class(self.spec.match_class)
        match = cls.__new__(cls)
        match.decks = self._deck_for
        cls.__init__(match, self.spec.rules(self.rules), self.seed, Careless)
        return match

    side._fresh_match = types.MethodType(fresh, side)  # type: ignore[method-assign]
    side._built = None  # rebuild on the loosened engine
    side._replay()


def cheat_once(game: str, rules: dict[str, Any], seed: int) -> OnlineMatch:
    """Random play; the cheat breaks the duty at his first chance, then claims (where he can) at
    his next turn. Returns the honest side."""
    _, a, b = pair(game, rules)
    careless(a)
    rng, cheated = random.Random(seed), False
    for _ in range(300):
        settle(a, b)
        if b.disputed or (b.hands and b.hands[0].deck is not None):
            break
        side = a if a.legal_actions() else b
        actions = side.legal_actions()
        hand = side.hand
        assert hand is not None
        if side is a and cheated and any(x.kind == "claim" for x in actions):
            side.act(next(x for x in actions if x.kind == "claim"))
            continue
        if side is a and hand.lead_cards and not cheated:
            wrong = [x for x in actions if x.kind == "play" and _strictly_illegal(hand, x)]
            if wrong:
                cheated = True
                side.act(wrong[0])
                continue
        side.act(pick(rng, actions))
    assert cheated, "no chance to cheat came"
    return b


def _strictly_illegal(hand: Hand, action: Action) -> bool:
    """Whether the honest engine refuses ``action`` (asked on a strict copy of the loosened hand)."""
    trial = hand.clone()
    trial.__class__ = GAMES[hand.game].hand_class
    trial._legal = None
    return action not in trial.legal_actions()


CASES = [("schneider", {"follow_suit": True}, 1), ("schnapsen", {}, 0), ("schnapsen", {}, 7)]


@pytest.mark.parametrize(("game", "rules", "seed"), CASES)
def test_a_player_who_does_not_follow_suit_is_caught(game: str, rules: dict[str, Any], seed: int) -> None:
    honest = cheat_once(game, rules, seed)
    assert honest.disputed, "the cheat was never caught"
    fault = honest.faults[0]
    assert fault.reason == Reason.ILLEGAL and fault.fields["rule"] in ("S-17", "H-11")


def test_a_breach_only_the_hidden_cards_show_is_caught_at_the_reveal() -> None:
    """The cheat claims right after: the card he kept back is never played, so only the reveal
    shows it (seed 5: the stock was closed, his hand unknown)."""
    fault = cheat_once("schnapsen", {}, 5).faults[0]
    assert fault.reason == Reason.REPLAY_FAILED and fault.fields["rule"] == "S-17"
    assert fault.fields["template"] and fault.fields["action"].startswith("play ")

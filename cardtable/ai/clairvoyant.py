"""A yardstick, not a level: the expert's search on the one *true* deal (it sees every card).

What it wins against a level bounds what a fair player with the same search could win: the gap
between it and the expert is the price of the hidden cards; the gap between it and 100 % is the
price of the search's limits and of the luck of the deal. Only the arena uses it (``--players
clairvoyant,strong``); the table never offers it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine import GAMES, Action, Hand, Observation
from cardtable.engine.views import bura_view, schnapsen_view, with_face_down

from .expert import Expert, Plan
from .players import ExpertPlayer


class _TrueDealExpert(Expert):
    """The expert, searching the true deal instead of sampled worlds."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.deal: Hand | None = None

    def _worlds(self, obs: Observation, plan: Plan) -> list[tuple[Hand, float]]:
        assert self.deal is not None, "a clairvoyant player chooses through choose_seeing_all"
        return [(self.deal, 1.0)]


class ClairvoyantPlayer(ExpertPlayer):
    level = "clairvoyant"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.expert: _TrueDealExpert = _TrueDealExpert(self.rng)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        raise TypeError("a clairvoyant player needs the true hand: choose_seeing_all")

    def choose_seeing_all(self, observation: Observation, legal: Sequence[Action], hand: Hand) -> Action:
        """Like ``choose``, given the true hand that ``observation`` was taken from."""
        world = hand.clone()
        world.context = dict(observation.match) if observation.match else None
        self.expert.deal = world
        try:
            return self.expert.choose(observation, legal)
        finally:
            self.expert.deal = None


class _HandSeeingExpert(_TrueDealExpert):
    """The expert, searching the true deal with the face-down stock shuffled anew in every world:
    it knows the opponent's hand but not what is still to be drawn (Schnapsen, Bura)."""

    def _worlds(self, obs: Observation, plan: Plan) -> list[tuple[Hand, float]]:
        assert self.deal is not None, "a clairvoyant player chooses through choose_seeing_all"
        if GAMES[obs.game].trump_card_rule is None:  # the stock's trump card at the bottom (S-7, B-4)
            raise ValueError(f"the hand-seeing yardstick does not know the stock of {obs.game}")
        worlds = []
        for _ in range(plan.worlds):
            face_down = list(
                schnapsen_view(self.deal).stock[1:] if obs.game == "schnapsen" else bura_view(self.deal).stock[1:]
            )  # the trump card stays at [0]
            self.rng.shuffle(face_down)
            worlds.append((with_face_down(self.deal, face_down), 1.0))
        return worlds


class HandSeeingPlayer(ClairvoyantPlayer):
    """A yardstick: sees the opponent's hand, not the stock. What it wins beyond the expert is what
    reading his hand could be worth; what the clairvoyant wins beyond it is the stock's share."""

    level = "handseer"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.expert = _HandSeeingExpert(self.rng)

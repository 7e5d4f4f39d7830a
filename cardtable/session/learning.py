"""Preferences ▸ Learning, without Qt: what the learning aids show, taken from one player's
observation only, so that they never show a card or a point he could not have counted himself.
Both players' points are public: every trick was seen by both, and so was every marriage."""

from __future__ import annotations

from itertools import groupby

from cardtable.engine import GAMES, Card, Observation


def played_by_suit(obs: Observation) -> list[tuple[int, list[Card]]]:
    """The cards played so far in this hand (the trick on the table too), by suit in the game's
    order, each suit's cards highest first; a suit with none played is left out."""
    spec = GAMES[obs.game]
    return [(int(suit), list(cards)) for suit, cards in groupby(spec.held_order(obs.played_cards()), lambda c: c.suit)]


def public_points(obs: Observation) -> tuple[int, int]:
    """Each player's points this hand as the table has shown them: the card points (Schneider:
    honours) in the tricks he took, and the marriages he announced that count (Schnapsen: once he
    has taken a trick). The observer's own figure equals his ``obs.score``."""
    points = GAMES[obs.game].card_points(obs.rules)
    won = [0, 0]
    for trick in obs.tricks:
        won[trick.winner] += sum(points[c.index] for c in (*trick.lead, *trick.answer))
    counted = _marriages(obs, counting=True)
    return won[0] + counted[0], won[1] + counted[1]


def waiting_marriages(obs: Observation) -> tuple[int, int]:
    """Each player's marriage points announced that do not count yet (S-12: not before he has
    taken a trick): shown beside the points, which otherwise seemed to lose them."""
    return _marriages(obs, counting=False)


def _marriages(obs: Observation, counting: bool) -> tuple[int, int]:
    """Each player's points of the marriages he announced that count now (``counting``) or wait."""
    points = [0, 0]
    for seat, suit, counts in obs.marriages:
        if counts == counting:
            points[seat] += 40 if suit == obs.trump else 20  # S-12: 40 in trumps
    return points[0], points[1]


__all__ = ["played_by_suit", "public_points", "waiting_marriages"]

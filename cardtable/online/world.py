"""The local engine state of a hand whose unknown cards nobody may see yet.

Each side keeps a full engine hand dealt from a *guessed* deck: every position it has opened holds
its real card, every other position one of the unseen cards. Its own cards and every public card
are real, so its own legal actions, its observation and the public course of the hand are exact;
only the other's hidden cards are placeholders. When a key opens a new card the guess changes
(the card is put where it belongs) and the hand is replayed from its deal.

An action of the other may be refused under a guess only for what the guess put in his hand (a
follow-suit, trumping or heading duty: S-17, H-11). Then ``probe`` asks the engine which single
unseen cards, added to the cards of his that are known, would forbid that action at that moment:
none of them can have been in his hand then, so none lies at one of the places he held. These
exclusions are kept, and a new guess that honours all of them is found as a matching of unseen
cards to unseen places (``solve``). If even his known cards forbid the action, or no matching
exists, no deck at all makes the hand legal: the action is refused now. What can only be checked
with the hidden cards themselves is checked again at the reveal, on the real deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from cardtable.engine import Action, Card, DealLayout, Event, Hand
from cardtable.engine.cards import CARDS

Exclusion = tuple[frozenset[Card], frozenset[int]]  #: these cards lie at none of these places


@dataclass(frozen=True)
class Places:
    """Where a hand's deck positions went, read from the engine's log: dealt or drawn face down
    to each player (``held``), and the card turned up (``up``)."""

    held: tuple[frozenset[int], frozenset[int]]
    up: int | None

    def need(self, player: int) -> frozenset[int]:
        """The positions whose cards ``player`` must be able to read."""
        return self.held[player] | ({self.up} if self.up is not None else frozenset())


def places(hand: Hand, layout: DealLayout) -> Places:
    held = [set(layout.hands[0]), set(layout.hands[1])]
    draws = 0
    for kind, who, _ in hand.log:
        if kind in (Event.DRAW, Event.DRAWUP):
            pos = layout.draws[draws]
            draws += 1
            if kind == Event.DRAW and pos != layout.up and who is not None:
                held[who].add(pos)
    return Places((frozenset(held[0]), frozenset(held[1])), layout.up)


def public_cards(hand: Hand, player: int) -> set[Card]:
    """Every card of the hand ``player`` can see apart from his own: played, shown, turned up."""
    obs = hand.observation(player)
    seen = set(obs.played_cards()) | set(obs.known)
    for _, _, cards in obs.declared:
        seen.update(cards)
    seen.update(payload for kind, _, payload in obs.events if kind == Event.TURN)
    if obs.trump_card is not None:
        seen.add(obs.trump_card)
    return seen


def probe(hand: Hand, player: int, cards: Iterable[Card], action: Action) -> bool:
    """Whether ``action`` is legal at this moment if ``player`` held exactly ``cards``. (The one
    place that sets a hand's cards: ``Hand.hands`` is the engine's documented field for them, and
    the cached legal actions are cleared with it.)"""
    trial = hand.clone()
    trial.hands[player] = sorted(c.index for c in cards)
    trial._legal = None
    return action in trial.legal_actions()


def exclusion(
    hand: Hand, player: int, action: Action, known: dict[int, Card], guess: Sequence[Card]
) -> Exclusion | None:
    """What the refusal of ``action`` under ``guess`` teaches: the unseen cards that would forbid it
    and the unseen places ``player`` holds now. None when his known cards alone forbid it."""
    where = {card: pos for pos, card in enumerate(guess)}
    mine = [c for c in _cards(hand, player) if where[c] in known]
    hidden = frozenset(where[c] for c in _cards(hand, player) if where[c] not in known)
    if not probe(hand, player, mine, action):
        return None
    unseen = set(guess) - set(known.values())
    forbid = frozenset(u for u in unseen if not probe(hand, player, [*mine, u], action))
    return forbid, hidden


def _cards(hand: Hand, player: int) -> list[Card]:
    return [CARDS[i] for i in hand.hands[player]]


def solve(
    deck: Sequence[Card], known: dict[int, Card], exclusions: Sequence[Exclusion], prefer: Sequence[Card] | None
) -> list[Card] | None:
    """A deck order with every known card in its place and every exclusion honoured, as close to
    ``prefer`` as the matching allows; None if there is none (Kuhn's augmenting paths)."""
    free = [p for p in range(len(deck)) if p not in known]
    unseen = [c for c in deck if c not in set(known.values())]
    banned: dict[int, set[Card]] = {p: set() for p in free}
    for cards, where in exclusions:
        for p in where:
            if p in banned:
                banned[p] |= cards
    owner: dict[Card, int] = {}
    if prefer is not None:
        for p in free:
            c = prefer[p]
            if c in unseen and c not in banned[p] and c not in owner:
                owner[c] = p
    taken = {p: c for c, p in owner.items()}

    def augment(p: int, seen: set[Card]) -> bool:
        for c in unseen:
            if c in banned[p] or c in seen:
                continue
            seen.add(c)
            if c not in owner or augment(owner[c], seen):
                owner[c] = p
                taken[p] = c
                return True
        return False

    for p in free:
        if p not in taken and not augment(p, set()):
            return None
    order = dict(known)
    order.update({p: c for c, p in owner.items()})
    return [order[p] for p in range(len(deck))]

"""Tells: what a sensible opponent's choices say about his hidden cards, for weighing sampled worlds.

A sampled world puts cards in the opponent's hand; his past choices make some of those worlds
unlikely. Only a few choices are telling whatever his style: nobody leads half of a marriage
without announcing it, nor lets a ten go while holding the ace that takes it. A full model of his
play (the rules of thumb, as Bura's inference uses) measured worse in Schnapsen, because a good
player's choices stray from the rules of thumb on many ordinary moves; these tells judge only the
moves that any sensible player makes alike. Each gives the chance that he would have made the
observed choice in that world (1.0 where the choice says nothing).

Why: knowing the opponent's hand (but not the stock) lifts the expert from about 60 % to 79 % of
hands against strong, so what can be read from his choices is worth having. How much these tells
read is small, though: sampled worlds place his hidden cards right 47.3 % of the time against
46.1 % for uniform ones (``python -m cardtable.ai.diagnose --level expert``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.engine import Action, Hand, Kind
from cardtable.engine.cards import RANK_OF, SUIT_OF, Rank
from cardtable.engine.views import schnapsen_view

#: The chance that a sensible player ...
LEADS_HALF_A_MARRIAGE = 0.05  #: ... leads a King or Queen without announcing the marriage he could
KEEPS_THE_TRUMP_CARD = 0.25  #: ... leads or closes without first exchanging the trump card (S-14)
LETS_A_TEN_GO = 0.15  #: ... lets a led ten go while he holds the ace of its suit, in Phase 1
BREAKS_A_MARRIAGE = 0.3  #: ... answers with a King or Queen whose partner he holds, in Phase 1

KING, QUEEN, ACE, TEN = int(Rank.KING), int(Rank.QUEEN), int(Rank.ACE), int(Rank.TEN)


def schnapsen(hand: Hand, legal: Sequence[Action], action: Action) -> float:
    """The chance of ``action`` (the opponent's, in world ``hand`` just before it) by the tells."""
    v = schnapsen_view(hand)
    mover = v.to_move
    assert mover is not None
    cards = set(v.hands[mover])
    lead = v.lead
    if lead < 0:  # leading (or announcing, exchanging, closing)
        chance = 1.0
        if action.kind == Kind.PLAY and v.marriage_suit < 0:
            card = action.indices[0]
            if RANK_OF[card] in (KING, QUEEN) and any(a.kind == Kind.MARRY and a.suit == SUIT_OF[card] for a in legal):
                chance *= LEADS_HALF_A_MARRIAGE
        if action.kind in (Kind.PLAY, Kind.CLOSE) and any(a.kind == Kind.EXCHANGE for a in legal):
            chance *= KEEPS_THE_TRUMP_CARD
        return chance
    if hand.phase2 or action.kind != Kind.PLAY:
        return 1.0  # Phase 2's duties (S-17) leave little choice to read
    card = action.indices[0]
    chance = 1.0
    suit = SUIT_OF[lead]
    if RANK_OF[lead] == TEN and suit * 9 + ACE in cards and card != suit * 9 + ACE:
        chance *= LETS_A_TEN_GO
    rank = RANK_OF[card]
    partner = card + 1 if rank == KING else card - 1 if rank == QUEEN else -1
    if partner >= 0 and partner in cards:
        chance *= BREAKS_A_MARRIAGE
    return chance


Tells = Callable[[Hand, Sequence[Action], Action], float]

#: The games whose tells are modelled.
TELLS: dict[str, Tells] = {"schnapsen": schnapsen}

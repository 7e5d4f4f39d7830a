"""The closed sets of words the engine hands out, as ``StrEnum``s (ENGINE_API.md).

Each member equals its word, so code (and outside harnesses) comparing with the plain words keeps
working, while the project's own code names the members and a typo fails at import time.

>>> Reason.CLAIM == "claim", str(Reason.FALSE_CLAIM)
(True, 'false_claim')
>>> Tier.of(3), Tier.SCHWARZ.points
(<Tier.SCHWARZ: 'schwarz'>, 3)
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """How a hand ended (``Result.reason``)."""

    # Schnapsen
    CLAIM = "claim"
    FALSE_CLAIM = "false_claim"
    FAILED_CLOSE = "failed_close"
    LAST_TRICK = "last_trick"
    SWEEP = "sweep"
    # Bura
    DECLARATION = "declaration"
    FALSE_DECLARATION = "false_declaration"
    BURA = "bura"
    PLAYED_OUT = "played_out"
    # Schneider
    HONOURS = "honours"
    TIE = "tie"


class Tier(StrEnum):
    """How big a won hand was: plain (1), Schneider (2) or Schwarz (3) (S-22, H-8)."""

    NONE = "none"  #: no tier: a hand nobody won, a Bura pot, a cumulative Schneider count
    PLAIN = "plain"
    SCHNEIDER = "schneider"
    SCHWARZ = "schwarz"

    @classmethod
    def of(cls, points: int) -> Tier:
        return (cls.PLAIN, cls.SCHNEIDER, cls.SCHWARZ)[points - 1]

    @property
    def points(self) -> int:
        return {"none": 0, "plain": 1, "schneider": 2, "schwarz": 3}[self.value]


class MatchReason(StrEnum):
    """How a match ended (``MatchResult.reason``)."""

    BUMMERL = "bummerl"
    RUBBER = "rubber"
    DRAWN_RUBBER = "drawn_rubber"
    TARGET = "target"
    TARGET_POTS = "target_pots"
    MAX_DEALS = "max_deals"


class Kind(StrEnum):
    """Action kinds (``Action.kind``)."""

    PLAY = "play"
    MARRY = "marry"
    EXCHANGE = "exchange"
    CLOSE = "close"
    CLAIM = "claim"
    DECLARE = "declare"
    PASS = "pass"


class Special(StrEnum):
    """Bura special hands (B-12), in the words of ``declare ...``."""

    BURA = "bura"
    ACES = "aces"
    MOLODKA = "molodka"


class Event(StrEnum):
    """Kinds of entry in a hand's log and in ``Observation.events``.

    ``turn`` a card turned face up at the deal; ``act`` an action; ``draw`` a card drawn (face down:
    only the drawer sees it); ``drawup`` the face-up card drawn (everybody sees it); ``show`` cards
    shown to the table (marriage, exchange, declaration); ``trick`` a trick's winner.
    """

    TURN = "turn"
    ACT = "act"
    DRAW = "draw"
    DRAWUP = "drawup"
    SHOW = "show"
    TRICK = "trick"


class BuraPhase(StrEnum):
    """Where a Bura hand stands (B-14, B-20): the offers at a lead point (to the player who would
    not lead; an equal or higher answer; the second Bura), the lead, the answer, and the last trick
    winner's final turn."""

    OFFER = "offer"
    ANSWER_SPECIAL = "answer_special"
    BURA_REPLY = "bura_reply"
    LEAD = "lead"
    ANSWER = "answer"
    LAST_TURN = "last_turn"


#: The phases in which a player is offered to show a special hand (B-14); B-15 keeps them uniform.
OFFER_PHASES = frozenset({BuraPhase.OFFER, BuraPhase.ANSWER_SPECIAL, BuraPhase.BURA_REPLY})


# The same members under short module-level names, for the games' hot paths (a global name is read
# faster than an enum class attribute).
TURN, ACT, DRAW, DRAWUP, SHOW, TRICK = Event
K_PLAY, K_MARRY, K_EXCHANGE, K_CLOSE, K_CLAIM, K_DECLARE, K_PASS = Kind

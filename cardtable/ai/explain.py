"""Why the computer made its move, as data, for the learner who asked for it (Preferences ▸
Learning, "explain the computer's play"). It is the hint's reason (``why.reason_for``) from the
computer's own observation, kept only where it speaks of what the move shows: the played card and
the trick, a marriage, the face-up trump card, public counts. A reason that rests on the
computer's other cards (how many trumps it holds, whether it holds the cards above its lead, that
it had nothing to declare) is never given, so twin deals that differ only in the computer's
unplayed cards give the same line for the same move."""

from __future__ import annotations

from cardtable.engine import GAMES, Action, Kind, Observation

from .why import Reason, Why, buried_trump, reason_for, trumps_besides

#: Reasons that speak only of the move itself and the trick it was played to.
SHOWN = frozenset({Why.TAKE, Why.DUCK, Why.MARRY, Why.EXCHANGE, Why.DECLARE, Why.CLAIM})


def public_trumps_out(obs: Observation, closing: bool = False) -> int:
    """Trumps nobody has played yet in this hand (the cards in hands and the stock alike), less the
    trump card turned down under a closed (or closing) stock: a count both players can make, unlike
    ``why.trumps_out``, which leaves out the mover's own hand."""
    return trumps_besides(obs, set(buried_trump(obs, closing)))


def explain(obs: Observation, action: Action) -> Reason | None:
    """The line's data for the computer's ``action`` from its observation ``obs`` (before the
    move), or None where every reason would tell of its hidden cards (a plain lead, a pass)."""
    if action.kind == Kind.PASS:
        return None  # "nothing worth declaring" would tell of its hand (B-15)
    if action.kind == Kind.CLOSE:
        need = max(0, (GAMES[obs.game].goal or 0) - obs.score)
        return Reason.of(Why.CLOSE, score=obs.score, need=need, trumps_out=public_trumps_out(obs, closing=True))
    reason = reason_for(obs, action)
    if reason.why in SHOWN:
        return reason
    if reason.why is Why.TRUMP_LEAD:
        return Reason.of(Why.TRUMP_LEAD, trumps_out=public_trumps_out(obs))
    return None  # HIGHEST, LOW_LEAD and BEST_LEAD rest on the cards it holds beside the lead


__all__ = ["SHOWN", "explain", "public_trumps_out"]

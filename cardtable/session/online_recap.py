"""What happened in an online match while its player was away (issue 49, two new users' findings): a
player back at the match (the program started again, or the match chosen from the running list)
found the friend's moves made and nothing saying which. The lines are the table's own narration
(``narration``), as the hot-seat recap tells them when the curtain lifts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardtable.engine import Action, Event, Hand, Kind, Match

from .narration import Done, Exchanged, HandSummary, Led, Line, Recap, TrickTaken

if TYPE_CHECKING:
    from .online import View


@dataclass(frozen=True)
class Away(Recap):
    """A recap that may span a hand's end: ``ended`` holds each hand that ended meanwhile, with the
    number of lines told before its end (the front end says how it ended there)."""

    ended: tuple[tuple[int, HandSummary], ...] = ()


def recap(view: View, since: int, seat: int) -> Away | None:
    """The lines for the actions after the first ``since`` of the match, as the table at ``seat``
    would have told them; None if there were none (or the view keeps no match that far back)."""
    lines: list[Line] = []
    ended: list[tuple[int, HandSummary]] = []
    for count in range(since, view.count):
        before = view.matches.get(count)
        if before is None:
            return None
        match = before.clone()  # (each view's match holds the friend's card where he played it)
        hand, mover = match.hand, match.to_move
        tricks = len(hand.observation(0).tricks)
        match.apply(view.actions[count])
        lines += _lines(hand, mover, view.actions[count], tricks, seat)
        if hand.result is not None:
            ended.append((len(lines), _summary(match, hand, seat)))
    return Away(tuple(lines), since_move=since > 0, ended=tuple(ended)) if lines or ended else None


def _summary(match: Match, hand: Hand, seat: int) -> HandSummary:
    """How a hand that ended meanwhile came out, as the table's summary says it."""
    result = hand.result
    assert result is not None
    record = next((r for r in reversed(match.history) if r.result is result), None)
    dealer = None if match.result is not None else match.hand.dealer
    return HandSummary(result, dealer, hand.observation(seat), (hand.context or {}).get("pot", 0), record)


def _lines(hand: Hand, mover: int | None, text: str, tricks_before: int, seat: int) -> list[Line]:
    """One action's lines: a lead of the friend's, an announcement, an exchange, a trick taken (a
    pass says nothing, B-15)."""
    action = Action.parse(text)
    obs = hand.observation(0)
    trump = None if obs.trump is None else int(obs.trump)
    lines: list[Line] = []
    if action.kind == Kind.PLAY and mover is not None and mover != seat and len(obs.trick) == 1:
        lines.append(Led(mover, tuple(action.cards)))
    elif action.kind == Kind.EXCHANGE and mover is not None:
        seen = hand.observation(mover)
        taken = next(payload[0] for kind, _, payload in reversed(seen.events) if kind == Event.SHOW)
        lines.append(Exchanged(mover, seen.trump_card, taken))
    elif action.kind not in (Kind.PLAY, Kind.PASS):
        lines.append(Done(action, mover, trump))
    if len(obs.tricks) > tricks_before:
        lines.append(TrickTaken(obs.tricks[-1], trump))
    return lines

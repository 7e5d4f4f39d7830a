"""What a hand's game points are worth in the Bummerl around it (S-2: count down from 7).

A hand won by 3 is worth three times a hand won by 1 only early in a Bummerl. A player who needs
one more point gains nothing from a Schneider, and when the opponent needs one, losing by 1 or by 3
is the same loss. So the expert values a hand's outcome by how it changes its chance of winning the
Bummerl, not by the points alone; that chance comes from a simple model of the hands to come (each
won by either player at even odds, by 1, 2 or 3 game points as often as between good players).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

#: How often a won hand scores 1, 2 or 3 game points, as the arena counts them for the expert against
#: strong (``python -m cardtable.arena --game schnapsen --players expert,strong --matches 90 --paired
#: --seed 5``, ``won hands by game points``: 42 %, 41 %, 16 % of 1,077 hands).
POINTS_SHARE = ((1, 0.42), (2, 0.42), (3, 0.16))
START = 7


@cache
def win_chance(mine: int, his: int) -> float:
    """The chance of winning the Bummerl when I still need ``mine`` points and he ``his``."""
    if mine <= 0:
        return 1.0
    if his <= 0:
        return 0.0
    return sum(share * (win_chance(mine - k, his) + win_chance(mine, his - k)) / 2 for k, share in POINTS_SHARE)


@cache
def outcome_values(mine: int, his: int) -> tuple[float, ...]:
    """The worth of winning (+) or losing (-) the hand by 3, 2, 1 ... 1, 2, 3 game points, indexed by
    ``points + 3`` (index 3, a hand not yet decided, is halfway between losing and winning by 1).

    Scaled so that winning by 1 and losing by 1 lie two units apart, as in plain game points: the
    values stay comparable with the search's game-point estimates and margins."""
    now = win_chance(mine, his)
    raw = [win_chance(mine, his - k) - now for k in (3, 2, 1)] + [0.0]
    raw += [win_chance(mine - k, his) - now for k in (1, 2, 3)]
    raw[3] = (raw[2] + raw[4]) / 2
    scale = 2.0 / (raw[4] - raw[2])
    return tuple((v - raw[3]) * scale for v in raw)


def worth(values: tuple[float, ...], points: float) -> float:
    """``points`` (a game-point value, perhaps an estimate between whole points) as its worth."""
    x = max(-3.0, min(3.0, points)) + 3.0
    low = min(5, int(x))
    return values[low] + (values[low + 1] - values[low]) * (x - low)


def values_for(match: Mapping[str, Any] | None, me: int) -> tuple[float, ...] | None:
    """The outcome values at the match score of ``match`` (an observation's ``match``), or None
    where there is no Bummerl score to go by."""
    scores = (match or {}).get("scores")
    if not scores or len(scores) != 2:
        return None
    mine, his = int(scores[me]), int(scores[1 - me])
    if not (0 < mine <= START and 0 < his <= START):
        return None
    return outcome_values(mine, his)

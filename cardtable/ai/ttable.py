"""The transposition table the expert's solvers share: each entry keeps a lower and an upper bound
of a position's value and the move that was best there (tried first next time)."""

from __future__ import annotations

from typing import Any

Entry = tuple[float, float, Any]


def probe(
    table: dict[Any, Entry], key: Any, alpha: float, beta: float
) -> tuple[float | None, float, float, Any, Entry | None]:
    """Look ``key`` up: (a value that settles the node or None, the narrowed alpha and beta, the
    move to try first or -1, the entry)."""
    entry = table.get(key)
    if entry is None:
        return None, alpha, beta, -1, None
    lo, hi, best_first = entry
    if lo >= beta:
        return lo, alpha, beta, best_first, entry
    if hi <= alpha or lo == hi:
        return hi, alpha, beta, best_first, entry
    return None, max(alpha, lo), min(beta, hi), best_first, entry


def store(
    table: dict[Any, Entry],
    key: Any,
    best: float,
    alpha0: float,
    beta0: float,
    entry: Entry | None,
    move: Any,
    unbounded: float,
) -> None:
    """Keep what the search of ``key`` within (alpha0, beta0) proved about its value: a bound or
    the exact value, tightened by what the table knew before."""
    lo, hi = -unbounded, unbounded
    if best <= alpha0:
        hi = best
    elif best >= beta0:
        lo = best
    else:
        lo = hi = best
    if entry is not None:
        lo = max(lo, entry[0])
        hi = min(hi, entry[1])
    table[key] = (lo, hi, move)

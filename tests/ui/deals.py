"""Finding a deal for a table test: the first seed whose fresh match shows what the test needs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardtable.engine import new_match


def first_seed(game: str, wanted: Callable[[Any], bool], what: str, tries: int = 5000) -> int:
    """The first seed below ``tries`` whose new match of ``game`` passes ``wanted``; the test fails,
    saying ``what`` it looked for, if there is none (the deal order changed under it)."""
    for seed in range(tries):
        if wanted(new_match(game, seed=seed)):
            return seed
    pytest.fail(f"no {game} deal {what} in {tries} seeds")

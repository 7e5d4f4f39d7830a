"""``GameName``: a pydantic field holding the name of a game in ``GAMES``, for settings and saved
games. Apart from ``spec`` because it imports pydantic, which only validation needs (the engine
deals and plays without it)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

from .spec import GAMES


def _registered(value: object) -> str:
    """A registered game's name, refused as pydantic refuses a ``Literal`` of the names (the same
    error type and message), so settings and saved games name the games only here."""
    if isinstance(value, str) and value in GAMES:
        return value
    names = [repr(name) for name in GAMES]
    expected = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": expected})


GameName = Annotated[str, BeforeValidator(_registered)]

"""Per-user settings: a pydantic model stored as JSON in the user's config folder.

Writes are atomic (a temporary file, then ``os.replace``). A file that cannot be read is moved
aside (``settings.json.bad-<time>``) and the defaults are used, with a message for the player.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

GameName = Literal["schnapsen", "bura", "schneider"]


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")

    game: GameName = "schnapsen"
    presets: dict[str, str] = Field(default_factory=dict)  #: chosen preset per game
    rules: dict[str, dict[str, Any]] = Field(default_factory=dict)  #: toggles per game, over the preset
    deck_style: Literal["french", "french4", "tell"] = "french"
    card_back: Literal["classic-red", "blue-lattice", "tell-ornament"] = "classic-red"
    level: Literal["random", "easy", "medium", "strong", "hotseat"] = "medium"  #: hotseat: two people
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    sound: bool = True
    auto_claim: bool = False  #: S-20: claim for the player when it is right
    hints: bool = False  #: learner hints: running points (B-17), unplayable cards dimmed with the rule
    undo: bool = True  #: Edit ▸ Undo of the player's last play against the computer (learners)
    confirm_close: bool = True  #: ask before closing the stock (until the player says not to)
    window_geometry: str = ""  #: Qt's saveGeometry(), base64


def config_dir() -> Path:
    override = os.environ.get("CARDTABLE_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("cardtable", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults; the second value is a message when the file was bad."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Settings.model_validate(data), None
    except (OSError, ValueError, ValidationError) as exc:
        aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, aside)
            kept = f" It was kept as {aside.name}."
        except OSError:
            kept = ""
        reason = type(exc).__name__
        return Settings(), f"Your settings file could not be read ({reason}); the defaults are used.{kept}"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a crash mid-write never leaves a half-written settings file."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = settings.model_dump_json(indent=2)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

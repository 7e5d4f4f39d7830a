"""What online play keeps in the player's config folder (``settings.config_dir()/online``), each file
0600 and written atomically: the signed-in session (homeserver, user id, device id, access token;
never the password), and per match its room, the friend, the game and our secret seeds, which must
survive a restart (a side rebuilt from the room's log and its secret plays on)."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.settings import config_dir
from cardtable.storage import atomic_write

if TYPE_CHECKING:  # (imported where used: the start's reminder reads these files without the network)
    from cardtable.online import Secret
    from cardtable.online.account import Login

MAX_BYTES = 64 * 1024


def folder() -> Path:
    return config_dir() / "online"


@dataclass(frozen=True)
class Kept:
    """One online match of ours (its secret seeds as hex: the file is the player's own, 0600)."""

    room_id: str
    friend: str
    game: str
    secret: str
    user_id: str = ""  # the account that plays it
    rules: str = "{}"  # (the inviter's) the match's rules as JSON, for the setup event
    deck_style: str = "french"
    invite: str = ""  # "1": ours to open with the setup event (we invited), until it is in the room
    over: str = ""  # "1": the match ended (not listed among the running ones)
    seen: str = ""  # the number of actions the table showed when the player last saw it ("": unknown)

    @property
    def seen_count(self) -> int | None:
        return int(self.seen) if self.seen.isdigit() else None

    @property
    def rules_dict(self) -> dict[str, Any]:
        data = json.loads(self.rules)
        return data if isinstance(data, dict) else {}

    @property
    def seeds(self) -> Secret:
        from cardtable.online import Secret

        return Secret.from_hex(self.secret)


def _write(path: Path, data: dict[str, Any]) -> None:
    atomic_write(path, json.dumps(data, indent=1))
    os.chmod(path, 0o600)  # (mkstemp makes it 0600 already: a file written before stays so too)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def save_login(login: Login) -> None:
    _write(folder() / "account.json", asdict(login))


def load_login() -> Login | None:
    from cardtable.online.account import Login

    data = _read(folder() / "account.json")
    try:
        return None if data is None else Login(**{k: str(data[k]) for k in Login.__dataclass_fields__})
    except KeyError:
        return None


def running_friends() -> list[tuple[str, str]]:
    """(friend, game) of each running match of the signed-in account, from the files alone (the
    start names them: a player who restarted found a game against the computer and nothing
    pointing back to his online match)."""
    account = _read(folder() / "account.json")
    user = str(account.get("user_id", "")) if account else ""
    paths = sorted((folder() / "matches").glob("*.json")) if user else []
    found = [_read(path) or {} for path in paths]
    return [
        (str(d["friend"]), str(d.get("game", "")))
        for d in found
        if d.get("user_id") == user and "friend" in d and not d.get("over")
    ]


def forget_login() -> None:
    (folder() / "account.json").unlink(missing_ok=True)


def _match_path(room_id: str) -> Path:
    return folder() / "matches" / (hashlib.sha256(room_id.encode()).hexdigest()[:32] + ".json")


def keep_match(kept: Kept) -> None:
    """Before the first event of ours is sent: a crash after it must not lose the seeds."""
    _write(_match_path(kept.room_id), asdict(kept))


def forget_match(room_id: str) -> None:
    """A match that never began (joining its room failed): its seeds go."""
    _match_path(room_id).unlink(missing_ok=True)


def kept_match(room_id: str) -> Kept | None:
    return _parse(_read(_match_path(room_id)))


def kept_matches(user_id: str) -> list[Kept]:
    """The running matches this account keeps seeds for (newest first)."""
    paths = sorted((folder() / "matches").glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    found = [_parse(_read(path)) for path in paths] if (folder() / "matches").is_dir() else []
    return [k for k in found if k is not None and k.user_id == user_id and not k.over]


def _parse(data: dict[str, Any] | None) -> Kept | None:
    if data is None:
        return None
    try:
        kept = Kept(**{k: str(data[k]) for k in Kept.__dataclass_fields__ if k in data})
        kept.seeds  # noqa: B018 - a file whose seeds do not parse is no match of ours
    except (KeyError, ValueError):
        return None
    return kept

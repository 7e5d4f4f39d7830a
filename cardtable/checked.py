"""Dataclasses checked by pydantic, declared without importing it; and the files this program wrote.

Settings and saved games are plain dataclasses. Pydantic is their validator: ``validator`` makes
the pydantic model that checks a class's fields (the same names, types, defaults and bounds), the
first time something comes from outside. Importing pydantic costs some 200 ms of processor time,
more than the rest of the start to the dealt table (issue 45), so the everyday start does without
it: a file this program wrote and finds unchanged, byte for byte, is read back unchecked
(``Written``). Any other file (edited by hand, another version's, damaged) is checked as always.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, get_type_hints

_MISSING: Any = dataclasses.MISSING


def checked(default: Any = _MISSING, *, factory: Callable[[], Any] = _MISSING, **checks: Any) -> Any:
    """A dataclass field with pydantic's checks (``strict``, ``min_length``, ``max_length``...),
    which ``validator`` applies."""
    return dataclasses.field(default=default, default_factory=factory, metadata={"checks": checks})


_VALIDATORS: dict[type, Any] = {}


def validator(cls: type, *, names: Mapping[str, Any] | None = None, extra: str = "forbid") -> Any:
    """The pydantic model that checks ``cls``'s fields, made once. ``names`` gives the types that
    only the validator knows (a pydantic field such as ``GameName``): the class's annotations name
    them as text, and only here are they read."""
    if cls in _VALIDATORS:
        return _VALIDATORS[cls]
    from pydantic import ConfigDict, Field, create_model

    hints = get_type_hints(cls, localns=dict(names or {}), include_extras=True)
    fields: dict[str, Any] = {}
    for field in dataclasses.fields(cls):
        checks = field.metadata.get("checks", {})
        factory: Any = field.default_factory
        if factory is not _MISSING:
            info = Field(default_factory=factory, **checks)
        else:
            info = Field(field.default, **checks) if field.default is not _MISSING else Field(**checks)
        fields[field.name] = (hints[field.name], info)
    config = ConfigDict(extra=extra)  # type: ignore[typeddict-item]
    made = _VALIDATORS[cls] = create_model(f"{cls.__name__}Check", __config__=config, **fields)
    return made


def as_dict(obj: Any) -> dict[str, Any]:
    """A dataclass's fields, one level deep (their values are plain JSON values)."""
    return {field.name: getattr(obj, field.name) for field in dataclasses.fields(obj)}


def fingerprint(*classes: type, also: str = "") -> str:
    """What the classes' fields are (names, types, defaults, checks): a file written under another
    fingerprint is not read back unchecked."""
    parts = [also]
    for cls in classes:
        for field in dataclasses.fields(cls):
            factory: Any = field.default_factory
            default = _made_by(factory) if factory is not _MISSING else field.default
            default = "(required)" if default is _MISSING else default
            parts.append(f"{cls.__name__}.{field.name}:{field.type}={default!r}{field.metadata!r}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _made_by(factory: Callable[[], Any]) -> str:
    """What a default factory makes, told without calling it (a match's id is new at each call)."""
    code = getattr(factory, "__code__", None)
    return repr(factory) if code is None else f"{code.co_code.hex()}{code.co_consts!r}{code.co_names!r}"


class Written:
    """The files this program wrote, by path: the hash of the bytes and the fingerprint of what
    they hold. Kept in one small JSON file (a cache: lost or damaged, every file is just checked)."""

    def __init__(self, record: Callable[[], Path]) -> None:
        self._record = record
        self._known: tuple[Path, dict[str, str]] | None = None  # the record read, and where from
        self._lock = threading.Lock()  # the autosave is noted from the writer's thread

    def holds(self, path: Path, data: bytes, fingerprint: str) -> bool:
        """Whether ``data`` is exactly what this program last wrote to ``path`` under ``fingerprint``."""
        with self._lock:
            return self._entries().get(_key(path)) == _digest(data, fingerprint)

    def unchanged(self, path: Path, data: bytes, fingerprint: str) -> dict[str, Any] | None:
        """The JSON object ``data`` holds when it is exactly what this program last wrote to ``path``
        under ``fingerprint`` (to be read back unchecked), else None (to be checked)."""
        if not self.holds(path, data, fingerprint):
            return None
        try:
            values = json.loads(data.decode("utf-8"))
        except ValueError:
            return None
        return values if isinstance(values, dict) else None

    def note(self, path: Path, data: bytes, fingerprint: str) -> None:
        """``data`` was written to ``path`` (the record is rewritten; a failure only costs a check)."""
        with self._lock, contextlib.suppress(OSError):
            entries = self._entries()
            entries[_key(path)] = _digest(data, fingerprint)
            record = self._record()
            record.parent.mkdir(parents=True, exist_ok=True)
            temporary = record.with_name(f".{record.name}.{os.getpid()}.tmp")
            temporary.write_text(json.dumps(entries), encoding="utf-8")
            os.replace(temporary, record)

    def forget(self) -> None:
        """Read the record again at the next question (tests; another folder)."""
        self._known = None

    def _entries(self) -> dict[str, str]:
        record = self._record()
        if self._known is None or self._known[0] != record:
            try:
                loaded = json.loads(record.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                loaded = {}
            ok = isinstance(loaded, dict) and all(isinstance(v, str) for v in loaded.values())
            self._known = (record, {str(k): v for k, v in loaded.items()} if ok else {})
        return self._known[1]


def _key(path: Path) -> str:
    return os.path.abspath(path)


def _digest(data: bytes, fingerprint: str) -> str:
    """The hash of what a file holds (its line ends as written on any system) and its fingerprint."""
    return hashlib.sha256(fingerprint.encode() + b"\0" + data.replace(b"\r\n", b"\n")).hexdigest()


def cache_dir() -> Path:
    """The user's cache folder for cardtable (platformdirs'), or ``CARDTABLE_CACHE_DIR``."""
    override = os.environ.get("CARDTABLE_CACHE_DIR")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("cardtable", appauthor=False))


# The record of the settings and saved games this program wrote.
WRITTEN = Written(lambda: cache_dir() / "written.json")

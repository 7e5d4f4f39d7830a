"""The error log: unexpected errors go to a rotating file in the user's log folder (platformdirs'
``user_log_dir``), so a player never sees a traceback and the file cannot grow without bound.
``CARDTABLE_LOG_DIR`` overrides the folder (tests).

The log and its rotated copies are private (0600, like the settings and the saved games): a
traceback may name the player's files. Every entry says where it came from (a one-line report gets
the stack of its caller), and ``log_error`` says whether anything was written, so no message
points to a log that does not exist.
"""

from __future__ import annotations

import contextlib
import logging
import os
import traceback
from functools import cache
from pathlib import Path
from typing import Any

_LOGGER_NAME = "cardtable.errors"
MAX_BYTES = 512 * 1024
BACKUPS = 2
MODE = 0o600


def log_dir() -> Path:
    override = os.environ.get("CARDTABLE_LOG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_log_dir

    return Path(user_log_dir("cardtable", appauthor=False))


def log_path() -> Path:
    return log_dir() / "errors.log"


@cache
def _log_class() -> type[Any]:
    """The handler's class, made at the first error: ``logging.handlers`` costs the start some 13 ms
    of processor time, and most runs log nothing."""
    from logging.handlers import RotatingFileHandler

    class PrivateLog(RotatingFileHandler):
        """A rotating log whose files only their owner reads, which remembers whether a write failed."""

        failed = False

        def _open(self):
            fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, MODE)
            _make_private(self.baseFilename)  # a log made by an older version (0644)
            return os.fdopen(fd, self.mode, encoding=self.encoding, errors=self.errors)

        def handleError(self, record: logging.LogRecord) -> None:
            self.failed = True  # a full disk, a folder gone: the caller says no log was written

    return PrivateLog


def _make_private(name: str) -> None:
    with contextlib.suppress(OSError):  # not the owner, or no such file: nothing to do
        os.chmod(name, MODE)


def _handler() -> Any:
    """The log's handler, opened on the current log path; None where nothing can be written."""
    logger = logging.getLogger(_LOGGER_NAME)
    path = log_path()
    handler = next((h for h in logger.handlers if isinstance(h, _log_class())), None)
    if handler is not None and Path(handler.baseFilename) != path.resolve():
        logger.removeHandler(handler)
        handler.close()
        handler = None
    if handler is None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = _log_class()(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        except OSError:
            return None  # nowhere to write: the message on screen still says what happened
        for n in range(1, BACKUPS + 1):
            _make_private(f"{handler.baseFilename}.{n}")
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
        logger.setLevel(logging.ERROR)
    return handler


def log_error(text: str) -> Path | None:
    """Append ``text`` (a traceback or a one-line report) to the error log; the log's path, or None
    when nothing could be written (the caller then says so, never naming a log that is not there).
    A report without a traceback is logged with the stack that led to it."""
    if "Traceback (most recent call last)" not in text:
        text = text.rstrip("\n") + "\nReported at (most recent call last):\n" + "".join(traceback.format_stack()[:-1])
    handler = _handler()
    if handler is None:
        return None
    handler.failed = False
    logging.getLogger(_LOGGER_NAME).error(text)
    if handler.failed:
        return None
    return Path(handler.baseFilename)

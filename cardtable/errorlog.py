"""The error log: unexpected errors go to a rotating file in the user's log folder (platformdirs'
``user_log_dir``), so a player never sees a traceback and the file cannot grow without bound.
``CARDTABLE_LOG_DIR`` overrides the folder (tests)."""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

_LOGGER_NAME = "cardtable.errors"
MAX_BYTES = 512 * 1024
BACKUPS = 2


def log_dir() -> Path:
    override = os.environ.get("CARDTABLE_LOG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_log_dir

    return Path(user_log_dir("cardtable", appauthor=False))


def log_path() -> Path:
    return log_dir() / "errors.log"


def _logger() -> logging.Logger:
    logger = logging.getLogger(_LOGGER_NAME)
    path = log_path()
    handler = next((h for h in logger.handlers if isinstance(h, RotatingFileHandler)), None)
    if handler is not None and Path(handler.baseFilename) != path.resolve():
        logger.removeHandler(handler)
        handler.close()
        handler = None
    if handler is None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        except OSError:
            return logger  # nowhere to write: the message on screen still says what happened
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
        logger.setLevel(logging.ERROR)
    return logger


def log_error(text: str) -> Path:
    """Append ``text`` (a traceback or a one-line report) to the error log; returns the log's path."""
    _logger().error(text)
    return log_path()

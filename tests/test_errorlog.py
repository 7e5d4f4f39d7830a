"""The error log (issue 48 item 13): private like the player's other files, every entry with the
stack that led to it, and a caller told when nothing could be written."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

import pytest

from cardtable import errorlog
from cardtable.errorlog import log_error, log_path


@pytest.fixture(autouse=True)
def _private_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))
    yield
    logger = logging.getLogger(errorlog._LOGGER_NAME)
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_the_log_and_its_rotated_copies_are_readable_by_their_owner_only(monkeypatch: pytest.MonkeyPatch) -> None:
    old = os.umask(0o022)  # the usual umask, which made the log 0644
    try:
        assert log_error("first") == log_path().resolve()
        assert mode(log_path()) == 0o600
        monkeypatch.setattr(errorlog, "MAX_BYTES", 2000)
        logger = logging.getLogger(errorlog._LOGGER_NAME)
        for handler in list(logger.handlers):  # opened anew with the small size: it rotates
            logger.removeHandler(handler)
            handler.close()
        for n in range(12):
            log_error(f"entry {n} " + "x" * 400)
    finally:
        os.umask(old)
    rotated = [log_path().with_name(f"errors.log.{n}") for n in (1, 2)]
    assert all(p.exists() for p in rotated)
    assert [mode(p) for p in (log_path(), *rotated)] == [0o600] * 3


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_log_an_older_version_left_open_to_all_is_made_private() -> None:
    log_path().parent.mkdir(parents=True)
    log_path().write_text("old entry\n")
    log_path().chmod(0o644)
    log_error("new entry")
    assert mode(log_path()) == 0o600 and "old entry" in log_path().read_text()


def test_a_one_line_report_is_logged_with_the_stack_that_led_to_it() -> None:
    log_error("a computer player chose an illegal action: 'play ZZ'")
    text = log_path().read_text(encoding="utf-8")
    assert "illegal action" in text
    assert "test_a_one_line_report_is_logged_with_the_stack_that_led_to_it" in text  # where it came from
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        import traceback

        log_error(traceback.format_exc())
    assert log_path().read_text(encoding="utf-8").count("Reported at") == 1  # a traceback is not doubled


def test_no_log_is_named_when_none_could_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "file").write_text("a file where the log folder should be")
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "file" / "logs"))
    assert log_error("boom") is None
    assert not (tmp_path / "file" / "logs").exists()


def test_a_write_that_fails_names_no_log() -> None:
    assert log_error("first") is not None

    class FullDisk:
        def __getattr__(self, name: str) -> object:
            def fail(*args: object) -> None:
                raise OSError(28, "No space left on device")

            return fail

    handler = next(h for h in logging.getLogger(errorlog._LOGGER_NAME).handlers if isinstance(h, errorlog._log_class()))
    good, handler.stream = handler.stream, FullDisk()  # type: ignore[attr-defined]
    try:
        assert log_error("second") is None
    finally:
        handler.stream = good  # type: ignore[attr-defined]
    assert log_error("third") is not None  # and the next entry that is written is said

import os

import pytest


@pytest.fixture(autouse=True)
def _private_settings(tmp_path, monkeypatch):
    """UI tests never read or write the real user's settings, error log, autosave or statistics."""
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CARDTABLE_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    os.makedirs(tmp_path / "config", exist_ok=True)

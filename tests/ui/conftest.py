import os

import pytest


@pytest.fixture(autouse=True)
def _private_settings(tmp_path, monkeypatch):
    """UI tests never read or write the real user's settings."""
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path / "config"))
    os.makedirs(tmp_path / "config", exist_ok=True)

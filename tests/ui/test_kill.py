"""A demo that autosaves (``--autoplay --autosave``) is killed with SIGKILL at random moments; each
restart resumes a consistent state, never a broken one, and never one older than the last kill's
(issue 13). ``CARDTABLE_KILLS`` sets the number of kills (20 for the full run; a few by default)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable import storage


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killed_at_random_moments_each_restart_resumes_a_consistent_state(tmp_path: Path) -> None:
    kills = int(os.environ.get("CARDTABLE_KILLS", "2"))
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir(exist_ok=True)
    (config / "settings.json").write_text(
        json.dumps({"game": "bura", "animation": "off", "level": "easy", "sound": False})
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        CARDTABLE_CONFIG_DIR=str(config),
        CARDTABLE_DATA_DIR=str(data),
        CARDTABLE_LOG_DIR=str(tmp_path / "logs"),
    )
    rng = random.Random(13)
    progress = 0
    for kill in range(kills):
        process = subprocess.Popen(
            [sys.executable, "-m", "cardtable", "--autoplay", "--autosave", "--resume"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        autosave = data / "autosave-demo.cardtable"
        launched = time.time()
        while time.time() - launched < 20:  # the window is up once it writes its first autosave
            if autosave.exists() and autosave.stat().st_mtime > launched:
                break
            time.sleep(0.02)
        time.sleep(rng.uniform(0.0, 0.8))  # then a random moment of play
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        loaded, notice = storage.load_autosave(autosave)
        assert notice is None  # never a broken file
        assert not [p for p in data.glob("*") if ".bad-" in p.name]
        if loaded is not None:
            assert len(loaded.match.actions) >= progress  # the restart went on from where it was
            assert loaded.match.result is None
            progress = len(loaded.match.actions)
        print("kill", kill, "resumable actions", progress)
    assert progress > 0
    assert not (data / "autosave.cardtable").exists()  # a demo never touches a person's autosave

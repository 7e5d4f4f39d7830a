"""The version flag reads pyproject's version; the sounds are made in memory and stay quiet without a device."""

import os
import subprocess
import sys
import tomllib
from array import array
from pathlib import Path

import cardtable
from cardtable.ui import sounds

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["project"]["version"]


def test_version_is_set_once_in_pyproject():
    assert cardtable.__version__ == pyproject_version()


def test_version_flag_prints_it_and_exits_0():
    done = subprocess.run([sys.executable, "-m", "cardtable", "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"cardtable {pyproject_version()}"


def test_sounds_are_made_in_memory_the_same_every_time():
    for name in sounds.SOUNDS:
        data = sounds.pcm(name)
        assert data == sounds.pcm(name, sounds.VOLUME) and len(data) % 2 == 0
        assert max(abs(x) for x in array("h", data)) <= 32767 * sounds.VOLUME
        assert sounds.synth(name)[:4] == b"RIFF"


def test_mix_overlaps_voices_and_drops_finished_ones():
    loud = array("h", [30000] * 10).tobytes()
    voices = [[loud, 0], [loud, 0], [array("h", [1]).tobytes(), 0]]
    first = array("h", sounds.mix(voices, 4))
    assert list(first) == [32767] * 4 and len(voices) == 2
    assert len(sounds.mix(voices, 100)) == 2 * 6 and voices == []
    assert sounds.mix(voices, 4) == b""


def test_without_an_audio_device_the_table_is_silent_and_quiet(tmp_path):
    """No sound server and no card: the output fails to open, prints nothing, and play() is a no-op."""
    code = (
        "import time\n"
        "from cardtable.ui import sounds\n"
        "s = sounds.Sounds(True)\n"
        "s.play('deal')\n"
        "out = sounds.output()\n"
        "for _ in range(200):\n"
        "    if out.state not in ('closed', 'opening'): break\n"
        "    time.sleep(0.05)\n"
        "s.play('win')\n"
        "print(out.state)\n"
    )
    env = dict(
        os.environ,
        PULSE_SERVER=f"unix:{tmp_path}/no-such-socket",
        ALSA_CONFIG_PATH=str(tmp_path / "none"),
        TMPDIR=str(tmp_path),
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.strip() in ("failed", "open")  # "open" only where a real device exists
    assert list(tmp_path.iterdir()) == []  # nothing written to the temporary folder

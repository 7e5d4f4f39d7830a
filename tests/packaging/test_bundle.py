"""Builds the Linux bundle with packaging/build.py and runs it from its tarball, away from the venv.

Takes a minute or two: marked ``bundle`` and left out of the default run (pyproject's addopts);
``.ci/run`` runs it apart with ``pytest -m bundle``."""

import importlib.util
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from cardtable.ui.i18n import TRANSLATIONS

from .test_version_sound import pyproject_version

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="pip install -e '.[bundle]'"),
]


def test_build_py_builds_a_bundle_under_120_mb_that_starts_in_each_deck(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--runs", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    print(done.stdout[-3000:])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    size = float(re.search(r"^bundle size: ([\d.]+) MB", done.stdout, re.M).group(1))
    assert size < 120
    assert "AppRun --version ok" in done.stdout

    # The tarball's bundle, unpacked elsewhere, runs with no trace of the venv in its environment.
    name = f"cardtable-{pyproject_version()}-linux-"
    tarball = next((ROOT / "dist").glob(f"{name}*.tar.gz"))
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path, filter="tar")
    folder = next(tmp_path.glob(f"{name}*"))
    assert (folder / "share" / "applications" / "io.github.cardtable.CardTable.desktop").exists()
    assert (folder / "share" / "icons" / "hicolor" / "256x256" / "apps" / "io.github.cardtable.CardTable.png").exists()
    # The translators' catalogues, which the program reads itself (issue 44: no compiled resources).
    catalogues = folder / "cardtable" / "_internal" / "cardtable" / "translations"
    shipped = sorted(p.name + ".gz" for p in TRANSLATIONS.glob("*.ts"))
    assert shipped and sorted(p.name for p in catalogues.iterdir()) == shipped
    sys.path.insert(0, str(ROOT / "packaging"))
    import smoke

    env_path = "/usr/local/bin:/usr/bin:/bin"
    command = [
        "env",
        "-u",
        "VIRTUAL_ENV",
        "-u",
        "PYTHONPATH",
        "-u",
        "PYTHONHOME",
        f"PATH={env_path}",
        str(folder / "cardtable" / "cardtable"),
    ]
    times = smoke.check(command, runs=1)
    assert len(times) == len(smoke.DECKS)

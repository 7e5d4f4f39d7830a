"""Builds the Linux bundle with packaging/build.py and runs it from its tarball, away from the venv.

Takes a minute or two: marked ``bundle`` and left out of the default run (pyproject's addopts);
``.ci/run`` runs it apart with ``pytest -m bundle``."""

import importlib.util
import json
import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from cardtable.ui.i18n import TRANSLATIONS

from .test_icu_trim import probe
from .test_version_sound import pyproject_version

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="pip install -e '.[bundle]'"),
]


def test_build_py_builds_a_bundle_under_110_mb_that_starts_in_each_deck(tmp_path):
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
    # issue 46: 119.5 MB, with the network stack, CJK codecs, lzma and bz2; under 100 with the ICU data cut
    assert size < (100 if "ICU data, kept for the program's languages" in done.stdout else 110)
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
    inside = folder / "cardtable" / "_internal"
    check_qt_translations(inside)
    check_licences(folder / "cardtable", inside)
    check_no_glibc_private(inside)
    check_no_dead_weight(inside)
    check_icu_data(inside)


def check_qt_translations(inside: Path) -> None:
    """Qt's own dialogs speak each of the seven languages (issue 46: Portuguese fell back to English)."""
    from PySide6.QtCore import QLocale, QTranslator

    from cardtable.ui.i18n import LANGUAGES

    folder = inside / "PySide6" / "Qt" / "translations"
    for code in LANGUAGES:
        translator = QTranslator()
        assert translator.load(QLocale(code), "qtbase", "_", str(folder)), code  # as ui/i18n.py loads it
        if code != "en":
            assert translator.translate("QPlatformTheme", "Cancel") not in ("", "Cancel"), code


def elf_files(inside: Path) -> list[Path]:
    return sorted(
        p for p in inside.rglob("*") if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    )


def check_licences(bundle: Path, inside: Path) -> None:
    """Every library of the bundle has the notice of the part it comes from, and the parts that must
    be named are (issue 46)."""
    assert (bundle / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    index = json.loads((inside / "licences" / "index.json").read_text(encoding="utf-8"))
    assert index["uncovered"] == []
    libraries = [str(p.relative_to(inside)) for p in elf_files(inside)]
    assert len(libraries) > 40
    assert [lib for lib in libraries if lib not in index["covers"]] == []
    names = {part["name"]: part for part in index["parts"]}
    for part in names.values():
        assert part["files"], part
        for file in part["files"]:
            assert (inside / "licences" / file).stat().st_size > 200, file
    assert set(index["covers"].values()) <= set(names)
    wanted = ("cardtable ", "Qt and Qt for Python ", "Python ", "ICU ", "miniaudio ", "cffi ", "pydantic ")
    assert [w for w in wanted if not any(name.startswith(w) for name in names)] == []
    qt = next(part for name, part in names.items() if name.startswith("Qt and"))
    assert "LGPL-3.0.txt" in qt["files"] and "qt-source.txt" in qt["files"]


def check_no_glibc_private(inside: Path) -> None:
    """No bundled library binds glibc's private symbols (libmvec did: it needed glibc 2.36 exactly)."""
    private = {}
    for file in elf_files(inside):
        done = subprocess.run(["readelf", "--dyn-syms", "-W", str(file)], capture_output=True, text=True)
        if "GLIBC_PRIVATE" in done.stdout:
            private[str(file.relative_to(inside))] = done.stdout.count("GLIBC_PRIVATE")
    assert private == {}


def check_no_dead_weight(inside: Path) -> None:
    """No network stack (the single-instance lock is the standard library's), CJK codecs, lzma or bz2."""
    names = [p.name.lower() for p in inside.rglob("*")]
    for word in ("network", "krb5", "gssapi", "brotli", "lzma", "bz2", "_codecs_", "multibytecodec", "libmvec"):
        assert [n for n in names if word in n] == [], word


def check_icu_data(inside: Path) -> None:
    """The ICU data is cut to the program's languages (32 MB before) and Qt reads in it what it
    reads in the whole (packaging/icu_trim.py)."""
    from cardtable.ui.i18n import LANGUAGES

    [data] = [p for p in inside.rglob("libicudata.so.*") if not p.is_symlink()]
    assert data.stat().st_size < 5_000_000
    assert probe(data, LANGUAGES) == probe(None, LANGUAGES)

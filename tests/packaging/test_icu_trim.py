"""packaging/icu_trim.py: the bundle's ICU data, cut with ICU's own tools, still gives Qt the same
collation, case mapping and time-zone names in each of the program's seven languages (issue 46)."""

import doctest
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .test_packaging_files import load

#: What Qt asks ICU for, printed per language: QCollator's order (Czech puts "ch" after "h", German
#: "ä" beside "a", Russian its own alphabet first), locale case mapping, a time zone's name.
PROBE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QCollator, QCoreApplication, QLocale, QTimeZone
    app = QCoreApplication([])
    words = ["ch", "h", "i", "c", "č", "a", "ä", "z", "b", "ж", "е", "ё", "ñ", "n", "o", "Z", "Äpfel", "apfel"]
    for code in sys.argv[1:]:
        locale = QLocale(code)
        name = QTimeZone(b"Europe/Vienna").displayName(
            QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, locale
        )
        print(code, " ".join(sorted(words, key=QCollator(locale).sortKey)), locale.toUpper("straße ič"), name)
""")


def probe(library: Path | None, languages: tuple[str, ...]) -> str:
    """The probe's lines in this Python's Qt, with ``library`` as its ICU data (None: the wheel's)."""
    env = dict(os.environ)
    if library is not None:
        env["LD_PRELOAD"] = str(library)  # its icudtNN_dat is found before the wheel's library
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *languages], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    return done.stdout


def wheel_icu_data() -> Path | None:
    import PySide6

    return next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"), None)


def test_only_what_qt_does_not_read_is_dropped():
    failures, _ = doctest.testmod(load("icu_trim"))
    assert failures == 0


@pytest.mark.skipif(not sys.platform.startswith("linux") or wheel_icu_data() is None, reason="the wheel's ICU (Linux)")
@pytest.mark.skipif(not load("icu_trim").available(), reason="icu-devtools and binutils not installed")
def test_the_cut_data_sorts_and_names_as_the_whole_in_each_language(tmp_path):
    icu_trim = load("icu_trim")
    whole = wheel_icu_data()
    assert whole is not None
    cut = tmp_path / whole.name
    shutil.copyfile(whole, cut)
    before, after = icu_trim.trim(cut)
    assert before > 20_000_000 and after < 5_000_000
    print(f"ICU data {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")
    assert probe(cut, icu_trim.KEEP_LANGUAGES) == probe(None, icu_trim.KEEP_LANGUAGES)
    # a language the program does not speak sorts and names as root does: no failure, no warning
    swedish = probe(cut, ("sv",))
    assert swedish.startswith("sv a ä apfel") and "Central European" in swedish

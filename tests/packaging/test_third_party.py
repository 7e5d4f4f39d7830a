"""packaging/third_party.py: each bundled file is matched with the licence of the part it comes from
(issue 46: the bundles carried pydantic's only). The built bundle's index is checked by test_bundle."""

import json
import shutil
import sys
from pathlib import Path

import pydantic_core
import pytest

from .test_packaging_files import load


def test_each_binary_is_covered_by_the_notice_of_its_part(tmp_path):
    third_party = load("third_party")
    stray = tmp_path / "libstray.so.1"
    stray.write_bytes(b"\x7fELF")
    core = Path(pydantic_core.__file__).parent
    native = next(core.glob("_pydantic_core*"))
    import PySide6

    qt_core = next(Path(PySide6.__file__).parent.glob("QtCore.*"))
    entries = [
        ("pydantic_core/" + native.name, str(native), "EXTENSION"),
        ("PySide6/" + qt_core.name, str(qt_core), "EXTENSION"),
        ("json/__init__.pyc", str(Path(json.__file__)), "PYMODULE"),
        ("libstray.so.1", str(stray), "BINARY"),
        ("libgone.so.1", str(tmp_path / "gone"), "BINARY"),  # not there: skipped
    ]
    index = third_party.gather(entries, tmp_path / "out")
    parts = {part["name"].rsplit(" ", 1)[0]: part for part in index["parts"]}
    assert index["parts"][0]["name"].startswith("cardtable ")  # the project's own first
    assert index["covers"]["pydantic_core/" + native.name].startswith("pydantic_core ")
    assert index["covers"]["PySide6/" + qt_core.name].startswith("Qt and Qt for Python ")
    assert sorted(parts["Qt and Qt for Python"]["files"]) == ["GPL-3.0.txt", "LGPL-3.0.txt", "qt-source.txt"]
    assert "Python" in parts  # the standard library's module
    assert index["uncovered"] == ["libstray.so.1"]  # a file of no known part is said, not passed over
    offer = (tmp_path / "out" / "qt-source.txt").read_text(encoding="utf-8")
    assert PySide6.__version__ in offer and "https://download.qt.io/" in offer
    for part in index["parts"]:
        for name in part["files"]:
            assert (tmp_path / "out" / name).stat().st_size > 0
    assert json.loads((tmp_path / "out" / "index.json").read_text(encoding="utf-8")) == index


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg") is None, reason="Debian")
def test_a_system_library_takes_its_debian_copyright(tmp_path):
    third_party = load("third_party")
    libc = "/lib/x86_64-linux-gnu/libc.so.6" if Path("/lib/x86_64-linux-gnu/libc.so.6").exists() else None
    if libc is None:
        pytest.skip("no x86_64 libc at its Debian place")
    index = third_party.gather([("libc.so.6", libc, "BINARY")], tmp_path)
    assert index["covers"] == {"libc.so.6": "libc6 (Debian package)"}
    assert "libc6-copyright.txt" in {f for p in index["parts"] for f in p["files"]}


def test_a_short_notice_may_stand_beside_its_licence_but_no_licence_may_be_short(tmp_path):
    """aiofiles ships a one-line NOTICE beside its Apache-2.0 LICENSE: that passes (the last bundle
    check asked every file for 200 bytes and failed there); a LICENSE that only points elsewhere, an
    empty file or a part with nothing but a short note does not."""
    third_party = load("third_party")
    texts = {"a-LICENSE": 11_000, "a-NOTICE": 55, "b-LICENSE": 90, "c-COPYING": 1_000, "c-AUTHORS": 0, "d-NOTICE": 40}
    for name, size in texts.items():
        (tmp_path / name).write_bytes(b"x" * size)
    parts = [("a 1", ["a-LICENSE", "a-NOTICE"]), ("b 1", ["b-LICENSE"]), ("c 1", ["c-COPYING", "c-AUTHORS"])]
    index = {"parts": [{"name": name, "files": files} for name, files in [*parts, ("d 1", ["d-NOTICE"])]]}
    assert third_party.text_problems(index, tmp_path) == [
        "b 1: b-LICENSE has 90 bytes",
        "b 1: no licence text over 200 bytes",
        "c 1: c-AUTHORS has 0 bytes",
        "d 1: no licence text over 200 bytes",
    ]


def test_two_licence_files_of_one_wheel_with_the_same_name_are_both_kept(tmp_path):
    """pycryptodome's dist-info holds licenses/src/mldsa-native/LICENSE and .../mlkem-native/LICENSE:
    both were written to pycryptodome-LICENSE, the second over the first."""
    third_party = load("third_party")
    from importlib import metadata

    dist = metadata.distribution("pycryptodome")
    wanted = [f for f in dist.files or () if ".dist-info" in str(f) and third_party._LICENCE_NAME.search(f.name)]
    part = third_party.wheel_part(dist)
    assert len(part.files) == len(wanted) >= 1
    assert sorted(part.files.values()) == sorted(dist.locate_file(f).read_bytes() for f in wanted)

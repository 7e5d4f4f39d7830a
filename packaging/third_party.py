"""The licence texts of every part a bundle ships, gathered at build time (issue 46: the bundles
carried only pydantic's). ``cardtable.spec`` calls ``gather`` with PyInstaller's lists of what it
bundles; the texts and an index go into the bundle's ``licences/`` folder, where Help ▸ About ▸
Licences reads them (``cardtable/ui/licences.py``) and ``tests/packaging/test_bundle.py`` checks that
every bundled library has its notice.

Where each text comes from:

- the project: ``LICENSE``;
- a package installed from a wheel: the licence files its dist-info lists (``License-File``);
- Qt and PySide6, whose wheels carry no licence file: ``licences/qt-source.txt`` (where their source
  is) with the LGPL-3.0 and GPL-3.0 texts kept in ``licences/``;
- Python and its standard library: the interpreter's ``LICENSE.txt``;
- a system library the bundle copies (Linux): its Debian package's ``/usr/share/doc/*/copyright``;
  ICU, which the PySide6 wheel ships without a notice, takes the system ICU package's.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEXTS = HERE / "licences"
INDEX = "index.json"
QT_DISTRIBUTIONS = ("pyside6_essentials", "pyside6", "shiboken6")
_LICENCE_NAME = re.compile(r"(?i)(licen[cs]e|copying|notice|authors)")
SHORTEST_LICENCE = 200  #: bytes: the MIT licence has about 1,000, a line pointing elsewhere under 100
_NOTE_NAME = re.compile(r"(?i)(notice|authors)")  #: may be short beside the licence


@dataclass
class Part:
    """One shipped part and its notice: its name, its licence's short name, the text files."""

    name: str
    licence: str
    files: dict[str, bytes] = field(default_factory=dict)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def distribution_files() -> tuple[dict[str, str], dict[str, metadata.Distribution]]:
    """Every installed file (its real path) with the name of the distribution that installed it, and
    the distributions by name (a distribution's metadata is parsed again at each look: once here)."""
    owners: dict[str, str] = {}
    by_name: dict[str, metadata.Distribution] = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        by_name.setdefault(name, dist)
        for file in dist.files or ():
            owners[os.path.realpath(dist.locate_file(file))] = name
    return owners, by_name


def wheel_part(dist: metadata.Distribution) -> Part:
    """A package's notice: the licence files in its dist-info; Qt's for PySide6 and Shiboken6."""
    if _normal(dist.metadata["Name"]) in QT_DISTRIBUTIONS:
        return qt_part(dist.version)
    licence = (dist.metadata.get_all("License-Expression") or dist.metadata.get_all("License") or [""])[0]
    part = Part(f"{dist.metadata['Name']} {dist.version}", (licence.splitlines() or [""])[0])
    for file in dist.files or ():
        if ".dist-info" in str(file) and _LICENCE_NAME.search(file.name):
            text = Path(dist.locate_file(file)).read_bytes()
            part.files[f"{_normal(dist.metadata['Name'])}-{_licence_file_name(str(file))}"] = text
    return part


def _licence_file_name(path: str) -> str:
    """A licence file's name by its place in the dist-info (``licenses/`` left out): two files of one
    wheel may share a name (pycryptodome's ``LICENSE`` of mldsa-native and of mlkem-native), and one
    overwrote the other.

    >>> _licence_file_name("x-1.dist-info/licenses/src/mlkem-native/LICENSE")
    'src-mlkem-native-LICENSE'
    >>> _licence_file_name("x-1.dist-info/NOTICE"), _licence_file_name("x-1.dist-info/licenses/LICENSE")
    ('NOTICE', 'LICENSE')
    """
    inside = path.replace("\\", "/").split(".dist-info/", 1)[-1]
    return inside.removeprefix("licenses/").removeprefix("licences/").replace("/", "-")


def qt_part(version: str) -> Part:
    """Qt and Qt for Python: where the source of this version is, and the LGPL-3.0 with the GPL-3.0."""
    offer = (TEXTS / "qt-source.txt").read_text(encoding="utf-8").format(qt=version, pyside=version)
    return Part(
        f"Qt and Qt for Python {version}",
        "LGPL-3.0-only",
        {
            "qt-source.txt": offer.encode(),
            "LGPL-3.0.txt": (TEXTS / "LGPL-3.0.txt").read_bytes(),
            "GPL-3.0.txt": (TEXTS / "GPL-3.0.txt").read_bytes(),
        },
    )


def python_part() -> Part | None:
    """The interpreter and its standard library (on Windows its LICENSE.txt also names the
    libraries its installer ships: libffi, SQLite, zlib, ...)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    for path in (
        Path(sys.base_prefix) / "lib" / f"python{version}" / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
    ):
        if path.is_file():
            return Part(f"Python {sys.version.split()[0]}", "PSF-2.0", {"python-LICENSE.txt": path.read_bytes()})
    return None


def project_part() -> Part:
    from importlib.metadata import version

    return Part(f"cardtable {version('cardtable')}", "MIT", {"cardtable-LICENSE.txt": (ROOT / "LICENSE").read_bytes()})


def debian_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (a file name pattern too), or None (not Debian,
    or no package's file). /lib and /usr/lib are tried both: the merged /usr names either."""
    real = os.path.realpath(path) if os.path.isabs(path) else path
    tries = [path, real]
    for candidate in list(tries):
        if candidate.startswith("/lib"):
            tries.append("/usr" + candidate)
        elif candidate.startswith("/usr/lib"):
            tries.append(candidate[4:])
    for candidate in tries:
        try:
            done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        except OSError:
            return None
        if done.returncode == 0 and ":" in done.stdout:
            return done.stdout.splitlines()[0].split(":", 1)[0].split(",")[0].strip()
    return None


def debian_part(package: str, name: str | None = None) -> Part | None:
    copyright_file = Path("/usr/share/doc") / package / "copyright"
    if not copyright_file.is_file():
        return None
    text = copyright_file.read_bytes()
    found = re.search(rb"(?m)^License: *(\S.*)$", text)
    licence = found.group(1).decode(errors="replace") if found else ""  # then the text says it
    return Part(name or f"{package} (Debian package)", licence, {f"{package}-copyright.txt": text})


def icu_part() -> Part | None:
    """ICU, shipped by the PySide6 wheel without its notice: the system ICU package's (same licence)."""
    package = debian_package("*/libicuuc.so.*")
    return debian_part(package, "ICU (International Components for Unicode)") if package else None


def _owner(source: str, owners: dict[str, str], binary: bool) -> str:
    """The key of the part that covers the file ``source``: a distribution, python, icu, the project,
    a Debian package (asked for binaries only), or "" where none is known."""
    real = os.path.realpath(source)
    name = os.path.basename(real).lower()
    if name.startswith(("libicu", "icu")):  # ICU, shipped inside the PySide6 wheel
        return "icu"
    dist = owners.get(real)
    if dist is not None:
        return "project" if _normal(dist) == "cardtable" else "dist:" + dist
    if real.startswith(os.path.realpath(ROOT / "cardtable") + os.sep):
        return "project"
    if real.startswith(os.path.realpath(sys.base_prefix) + os.sep):
        return "python"
    if binary and sys.platform.startswith("linux"):
        package = debian_package(source)
        if package:
            return "deb:" + package
    return ""


def _make_part(key: str, by_name: dict[str, metadata.Distribution]) -> Part | None:
    kind, _, name = key.partition(":")
    if kind == "dist":
        return wheel_part(by_name[name])
    if kind == "deb":
        return debian_part(name)
    return {"icu": icu_part, "python": python_part, "project": project_part}[kind]()


def gather(entries: list[tuple[str, str, str]], out: Path) -> dict[str, object]:
    """Write the notices of the parts that ``entries`` (PyInstaller TOC entries: the bundle's
    binaries, modules and data files) come from into ``out``, with ``index.json``: the parts (name,
    licence, files) and, for each bundled binary, the part that covers it ("uncovered": those without
    one). Returns the index."""
    owners, by_name = distribution_files()
    parts: dict[str, Part | None] = {"project": project_part()}
    covers: dict[str, str] = {}
    uncovered: list[str] = []
    for dest, source, kind in entries:
        if kind == "SYMLINK" or not source or not os.path.exists(source):
            continue
        binary = kind in ("BINARY", "EXTENSION")
        key = _owner(source, owners, binary)
        if key and key not in parts:
            parts[key] = _make_part(key, by_name)
        part = parts.get(key)
        if binary:
            if part is None:
                uncovered.append(dest.replace("\\", "/"))
            else:
                covers[dest.replace("\\", "/")] = part.name
    return _write(out, [p for p in parts.values() if p is not None], covers, uncovered)


def text_problems(index: dict[str, object], folder: Path) -> list[str]:
    """What is wrong with the notices ``gather`` wrote into ``folder``: an empty file, a licence text
    of ``SHORTEST_LICENCE`` bytes or fewer (that only points elsewhere: the text itself must ship),
    or a part with no text of that length. A NOTICE or AUTHORS file beside the licence may be short
    (aiofiles' NOTICE is one line of 55 bytes, its LICENSE the Apache-2.0's 11 kB)."""
    problems = []
    for part in index["parts"]:  # type: ignore[attr-defined]
        sizes = {name: (folder / name).stat().st_size for name in part["files"]}
        for name, size in sizes.items():
            if size == 0 or (size <= SHORTEST_LICENCE and not _NOTE_NAME.search(name)):
                problems.append(f"{part['name']}: {name} has {size} bytes")
        if not any(size > SHORTEST_LICENCE for size in sizes.values()):
            problems.append(f"{part['name']}: no licence text over {SHORTEST_LICENCE} bytes")
    return problems


def _write(out: Path, parts: list[Part], covers: dict[str, str], uncovered: list[str]) -> dict[str, object]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():
        old.unlink()
    listed = []
    unique = {part.name: part for part in parts}  # PySide6 and Shiboken6 are both Qt's part
    for part in sorted(unique.values(), key=lambda p: (not p.name.startswith("cardtable "), p.name.lower())):
        for name, text in part.files.items():
            (out / name).write_bytes(text)
        listed.append({"name": part.name, "licence": part.licence, "files": list(part.files)})  # in reading order
    index: dict[str, object] = {"parts": listed, "covers": dict(sorted(covers.items())), "uncovered": sorted(uncovered)}
    (out / INDEX).write_text(json.dumps(index, indent=1, ensure_ascii=False), encoding="utf-8")
    return index

"""The ICU data of the Linux bundle, cut down with ICU's own tools to what Qt asks of it for the seven
languages of the program (issue 46: 32 MB, the largest file of the bundle; 3.6 MB after).

The PySide6 wheel links Qt to ICU, whose data (``libicudata.so.NN``) carries every locale of CLDR.
Qt calls ICU for four things only (the ICU symbols libQt6Core imports): collation (``ucol_*``:
QCollator, the file dialog's sorting), converters of legacy encodings by name (``ucnv_*``:
QStringConverter), a time zone's canonical id and display name (``ucal_*``) and locale-aware case
mapping (``u_strToUpper``). So the data keeps the core (properties, normalisation, names, converter
aliases, time-zone rules) and, of the locale trees it reads (the main tree, ``coll/``, ``zone/``),
root and the seven languages with all their regional variants; it drops the converter tables
(``*.cnv``), the break-iterator rules and dictionaries, transliteration, spelled-out numbers and the
display names of units, currencies, languages and regions, none of which Qt reads. Another locale
sorts and names time zones as root (English) does.

The tools: ``icupkg`` takes items out of the data package, ``genccode`` turns the package back into an
object file with the symbol ICU looks for, binutils' ``ld`` links it into the shared library under the
same soname (Debian: icu-devtools and binutils). Without them the data stays whole."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

KEEP_LANGUAGES = ("en", "de", "cs", "ru", "pt", "nl", "es")  # cardtable.ui.i18n.LANGUAGES
DROPPED_TREES = ("brkitr", "translit", "rbnf", "unit", "curr", "lang", "region")
TOOLS = ("icupkg", "genccode", "ld", "readelf")
_LOCALE = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9]+)*\.res$")  # af.res, sr_Latn_BA.res; not root, pool


def dropped(item: str, languages: tuple[str, ...] = KEEP_LANGUAGES) -> bool:
    """Whether an item of the data package (``coll/de.res``, ``ibm-943_P15A-2003.cnv``) is left out.

    >>> [dropped(i) for i in ("coll/de_AT.res", "coll/sv.res", "coll/root.res", "zone/pool.res", "ja.res")]
    [False, True, False, False, True]
    >>> [dropped(i) for i in ("brkitr/cjdict.dict", "gb18030.cnv", "cnvalias.icu", "zoneinfo64.res")]
    [True, True, False, False]
    """
    parts = item.split("/")
    if item.endswith(".cnv") or parts[0] in DROPPED_TREES:
        return True
    locale = _LOCALE.match(parts[-1])
    return locale is not None and locale.group(1) not in languages


def data_symbol(library: Path) -> tuple[str, int, int]:
    """The data's symbol in the library (``icudt73_dat``), its file offset and its size."""
    symbols = subprocess.run(["readelf", "-s", "-W", str(library)], capture_output=True, text=True, check=True)
    found = re.search(
        r"^\s*\d+:\s+([0-9a-f]+)\s+(\S+)\s+OBJECT\s+GLOBAL\s+\S+\s+(\d+)\s+(icudt\d+_dat)$", symbols.stdout, re.M
    )
    if found is None:
        raise ValueError(f"{library.name}: no icudtNN_dat symbol")
    address, size, section, name = int(found.group(1), 16), int(found.group(2), 0), int(found.group(3)), found.group(4)
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True, check=True)
    row = re.search(rf"^\s*\[\s*{section}\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", sections.stdout, re.M)
    if row is None:
        raise ValueError(f"{library.name}: no section {section}")
    return name, address - int(row.group(1), 16) + int(row.group(2), 16), size


def trim(library: Path, languages: tuple[str, ...] = KEEP_LANGUAGES) -> tuple[int, int]:
    """Replace ``library`` (``libicudata.so.NN``) by one holding only the kept items; its size
    before and after. Raises OSError or CalledProcessError where a tool fails (the library is then
    left as it was)."""
    name, offset, size = data_symbol(library)
    package = name.removesuffix("_dat") + "l"  # icudt73l: the package name the items are filed under
    before = library.stat().st_size
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        whole, cut = work / f"{package}.dat", work / "cut" / f"{package}.dat"
        cut.parent.mkdir()
        with library.open("rb") as file:
            file.seek(offset)
            whole.write_bytes(file.read(size))
        items = subprocess.run(["icupkg", "-l", str(whole)], capture_output=True, text=True, check=True).stdout.split()
        (work / "drop.txt").write_text("\n".join(i for i in items if dropped(i, languages)) + "\n", encoding="utf-8")
        subprocess.run(["icupkg", "-r", str(work / "drop.txt"), str(whole), str(cut)], capture_output=True, check=True)
        run = ["genccode", "-q", "-o", "-m", str(library), "-e", name.removesuffix("_dat"), "-d", str(work), str(cut)]
        subprocess.run(run, capture_output=True, check=True)
        soname = library.name
        out = work / soname
        subprocess.run(["ld", "-shared", "-soname", soname, "-o", str(out), str(work / f"{package}_dat.o")], check=True)
        shutil.copyfile(out, library)
    return before, library.stat().st_size


def available() -> bool:
    return all(shutil.which(tool) for tool in TOOLS)

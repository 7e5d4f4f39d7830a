"""cardtable: Schnapsen, Bura and Bohemian Schneider at a desktop card table."""

from __future__ import annotations

import os
import re

_HERE = os.path.dirname(os.path.abspath(__file__))


def _version() -> str:
    """The version set once in ``pyproject.toml``: from the file in a source tree (an editable
    install too), else from the installed package's metadata file beside the package (a wheel's,
    or the copy a bundle carries). Read as text: ``importlib.metadata`` cost a start 30 ms."""
    found = _from_pyproject(os.path.join(os.path.dirname(_HERE), "pyproject.toml"))
    if found is None:
        found = _from_dist_info(os.path.dirname(_HERE))
    return found or "0+unknown"


def _from_pyproject(path: str) -> str | None:
    """The ``version`` of the ``[project]`` table of a pyproject.toml, or None."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError):
        return None
    table = re.search(r"^\[project\][ \t]*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    found = table and re.search(r"""^version\s*=\s*["']([^"'\n]+)["']""", table.group(1), re.M)
    return found.group(1) if found else None


def _from_dist_info(folder: str) -> str | None:
    """The ``Version:`` of cardtable's ``*.dist-info/METADATA`` in ``folder``, or None."""
    try:
        names = [n for n in os.listdir(folder) if n.startswith("cardtable-") and n.endswith(".dist-info")]
    except OSError:
        return None
    for name in sorted(names):
        try:
            with open(os.path.join(folder, name, "METADATA"), encoding="utf-8") as file:
                for line in file:
                    if line.startswith("Version:"):
                        return line.split(":", 1)[1].strip()
                    if not line.strip():
                        break  # the headers end at the first blank line
        except (OSError, UnicodeDecodeError):
            continue
    return None


__version__ = _version()

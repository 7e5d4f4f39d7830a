"""A lighter PySide6 import hook. PySide6 (6.4 on) asks of every module imported after it whether
its source mentions "PySide6", for its ``__feature__`` switches, through ``inspect.getsource``
(linecache, decoding, joining lines): some 200 modules at a start, 20-60 ms of processor time.
The same question is answered here from the file's bytes; anything else (no file, a compiled
module, a bundle's archive) still goes to PySide6's own test. Where PySide6 changes, nothing is
replaced."""

from __future__ import annotations

import sys
from typing import Any


def lighten() -> None:
    """Replace PySide6's per-import source test by one that reads the file's bytes (once)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "cardtable", False):
        return

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as file:
                    return b"PySide6" in file.read()
            except OSError:
                pass
        return bool(original(module))

    uses_pyside.cardtable = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]

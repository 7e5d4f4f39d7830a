"""Import contracts of the layers (DESIGN "The shape"; issue 44): ``ui -> session -> {ai, persistence}
-> engine``, art knows no UI, and nothing in the program imports the build-time ``tools/``. Every
import counts, also one inside a function, so a lazy import cannot slip a coupling past the test."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"

PERSISTENCE = ("cardtable.settings", "cardtable.storage", "cardtable.stats")
#: layer -> modules it must not import (a name stands for the module and everything below it)
FORBIDDEN = {
    "cardtable.engine": ("PySide6", "cardtable.ui", "cardtable.session", "cardtable.ai", "cardtable.art", *PERSISTENCE),
    "cardtable.ai": ("PySide6", "cardtable.ui", "cardtable.session"),
    "cardtable.art": ("PySide6", "cardtable.ui", "cardtable.session"),
    "cardtable.session": ("PySide6", "cardtable.ui"),
    # online play's protocol and driver (issue 49): the engine below it, no Qt, no table, no storage
    "cardtable.online": ("PySide6", "cardtable.ui", "cardtable.session", "cardtable.ai", "cardtable.art", *PERSISTENCE),
    "cardtable": ("tools",),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module the source imports, relative imports resolved against ``module``."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            found.add(stem)
            found |= {f"{stem}.{alias.name}" for alias in node.names}  # `from . import ui` imports a module
    return found


def breaches(layer: str, banned: tuple[str, ...]) -> list[str]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        if module != layer and not module.startswith(layer + "."):
            continue
        for name in imports(path.read_text(encoding="utf-8"), module, path.name == "__init__.py"):
            if any(name == b or name.startswith(b + ".") for b in banned):
                out.append(f"{module} imports {name}")
    return sorted(set(out))


@pytest.mark.parametrize("layer", FORBIDDEN)
def test_each_layer_imports_only_what_lies_below_it(layer: str) -> None:
    assert breaches(layer, FORBIDDEN[layer]) == []


def test_relative_and_lazy_imports_are_seen() -> None:
    source = "from ..ui import table\ndef f():\n    from cardtable import storage\n    import tools.i18n\n"
    found = imports(source, "cardtable.engine.core")
    assert {"cardtable.ui", "cardtable.ui.table", "cardtable.storage", "tools.i18n"} <= found
    assert "cardtable.engine.spec" in imports("from . import spec", "cardtable.engine", is_package=True)

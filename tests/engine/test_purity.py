"""The engine stays pure: importing it loads no Qt and does no I/O at import."""

import subprocess
import sys


def test_engine_imports_no_qt() -> None:
    code = (
        "import sys, cardtable.engine, cardtable.engine.match;"
        "cardtable.engine.new_match('schnapsen', seed=1);"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'PyQt', 'shiboken'))];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _engine_imports(module: str) -> set[str]:
    """The engine modules ``module`` imports anywhere in its text (in functions too), by their
    name within the package ("" for the package itself)."""
    import ast
    from pathlib import Path

    import cardtable.engine

    tree = ast.parse((Path(cardtable.engine.__file__).parent / f"{module}.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [alias.name for alias in node.names])
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("cardtable.engine"):
            found.add((node.module or "").removeprefix("cardtable.engine").lstrip("."))
    return found


def test_match_and_spec_import_neither_each_other_back_nor_the_package() -> None:
    """Issue 44: spec.py imports match.py; match.py imports neither spec.py nor the package, and
    neither reaches the package for ``new_hand`` (the spec deals, the match is given its hand class)."""
    spec, match = _engine_imports("spec"), _engine_imports("match")
    assert "match" in spec and "spec" not in match
    assert "" not in spec and "" not in match
    assert not {"new_hand", "new_match"} & (spec | match)

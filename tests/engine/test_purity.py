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

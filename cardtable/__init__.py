"""cardtable: Schnapsen, Bura and Bohemian Schneider at a desktop card table."""


def _version() -> str:
    """The version set once in ``pyproject.toml``: read from the installed package's metadata (a
    bundle carries a copy of it); from a source tree that was never installed, from the file."""
    from importlib import metadata

    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        pass
    import tomllib
    from pathlib import Path

    try:
        with (Path(__file__).resolve().parent.parent / "pyproject.toml").open("rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "0+unknown"


__version__ = _version()

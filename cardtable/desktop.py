"""The application's identity on a Linux desktop: its id, its desktop entry, and installing both with the
icon for a user who installed with pip (``cardtable --install-desktop``).

The id names the desktop entry (``io.github.cardtable.CardTable.desktop``), the icon, the AppStream
metainfo and the macOS bundle; Qt is told it with ``QGuiApplication.setDesktopFileName`` so that a
Wayland compositor matches the window to the entry and its icon. ``packaging/linux/`` holds the same
entry for the bundles (a test keeps the two equal)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.cardtable.CardTable"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: A saved game's type (``.cardtable``, JSON inside): the desktop opens one with the program.
GAME_MIME = "application/x-cardtable-game"


#: The entry's words in the app's other languages (issue 15), key by key.
LOCALIZED = {
    "GenericName": {
        "de": "Kartenspiele",
        "cs": "Karetní hry",
        "ru": "Карточные игры",
        "pt": "Jogos de cartas",
        "nl": "Kaartspellen",
        "es": "Juegos de cartas",
    },
    "Comment": {
        "de": "Schnapsen, Bura und Böhmischer Schneider gegen den Computer",
        "cs": "Šnaps, bura a český šnejdr proti počítači",
        "ru": "Шнапсен, бура и богемский шнайдер против компьютера",
        "pt": "Schnapsen, Bura e Schneider boémio contra o computador",
        "nl": "Schnapsen, Bura en Boheemse Schneider tegen de computer",
        "es": "Schnapsen, Bura y Schneider bohemio contra la máquina",
    },
    "Keywords": {
        "de": "Schnapsen;Bummerl;Bura;Schneider;Karten;Kartenspiel;",
        "cs": "Šnaps;Bummerl;Bura;Šnejdr;karty;",
        "ru": "Шнапсен;Буммерль;Бура;Шнайдер;карты;",
        "pt": "Schnapsen;Bummerl;Bura;Schneider;cartas;",
        "nl": "Schnapsen;Zesenzestig;Bummerl;Bura;Schneider;kaarten;",
        "es": "Schnapsen;Bummerl;Bura;Schneider;cartas;naipes;",
    },
}


def desktop_entry(exec_command: str = "cardtable") -> str:
    """The text of the desktop entry, starting ``exec_command``."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Name=cardtable",
        "GenericName=Card Games",
        "Comment=Schnapsen, Bura and Bohemian Schneider against the computer",
        f"Exec={exec_command} %f",  # a saved game double-clicked in the file manager comes as %f
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=Schnapsen;Bummerl;Bura;Schneider;cards;",
        f"MimeType={GAME_MIME};",
    ]
    out = []
    for line in lines:
        out.append(line)
        key = line.split("=", 1)[0]
        out += [f"{key}[{lang}]={text}" for lang, text in LOCALIZED.get(key, {}).items()]
    return "\n".join([*out, ""])


def mime_package() -> str:
    """The shared-mime-info package of the saved games (``share/mime/packages/<app id>.xml``)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{GAME_MIME}">
    <comment>cardtable saved game</comment>
    <comment xml:lang="de">cardtable-Spielstand</comment>
    <comment xml:lang="cs">Uložená hra cardtable</comment>
    <comment xml:lang="ru">Сохранённая игра cardtable</comment>
    <comment xml:lang="pt">Jogo guardado do cardtable</comment>
    <comment xml:lang="nl">Opgeslagen cardtable-spel</comment>
    <comment xml:lang="es">Partida guardada de cardtable</comment>
    <sub-class-of type="application/json"/>
    <generic-icon name="{APP_ID}"/>
    <glob pattern="*.cardtable"/>
  </mime-type>
</mime-info>
"""


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _exec_command() -> str:
    """The installed ``cardtable`` script (beside this Python, as in a virtual environment, or on the
    PATH), quoted for the desktop entry when its path has spaces."""
    script = Path(sys.executable).with_name("cardtable.exe" if sys.platform == "win32" else "cardtable")
    found = str(script) if script.exists() else shutil.which("cardtable")
    if not found:
        return f"{sys.executable} -m cardtable"
    return f'"{found}"' if " " in found else found


def install(root: Path | None = None, exec_command: str | None = None) -> list[Path]:
    """Write the desktop entry and the hicolor icons under ``root`` (the user's data folder, normally
    ``~/.local/share``); the icons are drawn by the program's own card art. Returns the files written."""
    from cardtable.ui.cardimages import icon_png, svg_data

    root = root or data_home()
    written = []
    entry = root / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    command = exec_command or _exec_command()
    entry.write_text(desktop_entry(command), encoding="utf-8")
    written.append(entry)
    mime = root / "mime" / "packages" / f"{APP_ID}.xml"
    mime.parent.mkdir(parents=True, exist_ok=True)
    mime.write_text(mime_package(), encoding="utf-8")
    written.append(mime)
    icons = [(f"{s}x{s}", ".png", lambda s=s: icon_png(s)) for s in ICON_SIZES]
    for folder, suffix, draw in [*icons, ("scalable", ".svg", lambda: svg_data("icon"))]:
        target = root / "icons" / "hicolor" / folder / "apps" / f"{APP_ID}{suffix}"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(draw())
        written.append(target)
    refresh_databases(root)
    return written


def refresh_databases(root: Path) -> None:
    """Let the desktop know the new MIME type and which entry opens it (where the tools exist; a
    desktop also rebuilds these caches itself at its next start)."""
    import subprocess

    for tool, folder in (("update-mime-database", "mime"), ("update-desktop-database", "applications")):
        if shutil.which(tool) and (root / folder).is_dir():
            subprocess.run([tool, str(root / folder)], capture_output=True, check=False, timeout=60)

"""At the start, after the table's first paint: an online match left running is named in the status
bar, with the way back to it. A player who closed the program mid-match and started it again found a
game against the computer and nothing pointing back to his friend (newcomer finding). The files are
read as they are (``online_store.running_friends``), without the network's libraries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .texts import game_title, short_name

SHOWN_MS = 30_000


def remind(window: Any) -> None:
    from . import online_store

    try:
        running = online_store.running_friends()
    except OSError:
        return
    if not running or getattr(window, "online_play", None) is not None:
        return
    friend, game = running[0]
    window.statusBar().showMessage(waiting_words(friend, game), SHOWN_MS)


def waiting_words(friend: str, game: str) -> str:
    """ "Bura: Your online match with ann is waiting: Game ▸ Play a friend online… goes back to it." """
    what = game_title(game) if game else ""
    text = QCoreApplication.translate(
        "Online", "Your online match with {name} is waiting: Game ▸ Play a friend online… goes back to it."
    ).format(name=short_name(friend))
    return f"{what}: {text}" if what else text

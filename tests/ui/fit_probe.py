"""Run by test_fit.py in a process of its own, on an offscreen screen of the size and scale a
player has (``QT_QPA_PLATFORM=offscreen:configfile=...``, ``QT_SCALE_FACTOR``): for each game and
deck, the table mid-hand with a finished trick in view, and at the end of a hand with its result
panel, each in the window a first start opens and in the smallest one allowed. Prints one JSON
line per game and deck with what does not fit."""

from __future__ import annotations

import json
import sys
import time
from typing import Any


def _inside(widget: Any, area: Any) -> bool:
    from PySide6.QtCore import QPoint, QRect

    top_left = widget.mapTo(area, QPoint(0, 0))
    return area.rect().contains(QRect(top_left, widget.size()))


def _settle(app: Any, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


def _landed(app: Any, window: Any, seconds: float = 10.0) -> None:
    """Events until no card flies (a loaded machine can take longer than the animations' time),
    then a little more for the layout."""
    end = time.monotonic() + seconds
    while window.table.animator.busy and time.monotonic() < end:
        _settle(app, 0.05)
    _settle(app, 0.3)


def _cut_off(window: Any, where: str) -> list[str]:
    """What of the table does not fit the window as it is now."""
    problems = []
    scroll, table = window.table_scroll, window.table
    if scroll.verticalScrollBar().maximum() or scroll.horizontalScrollBar().maximum():
        problems.append(f"{where}the table scrolls: {table.size().toTuple()} in {scroll.viewport().size().toTuple()}")
    viewport = scroll.viewport()
    parts = {
        "opponent's hand": table.views["hand-1"],
        "own hand": table.views["hand-0"],
        "trick": table.views["trick"],
        "stock": table.views["stock"],
        "score panel": table.score,
        "buttons": table.actions_bar,
        "status line": table.status,
    }
    for name, widget in parts.items():
        if not _inside(widget, viewport):
            problems.append(f"{where}{name} not wholly in view")
    if table.score.heightForWidth(table.score.width()) > table.score.height():
        problems.append(f"{where}the score sheet is cut off at the bottom")
    if table.status.heightForWidth(table.status.width()) > table.status.height():
        problems.append(f"{where}the status line is cut off at the bottom")
    for name, view in table.views.items():
        area = view.viewport().rect()
        for rect in view._rects():
            if view.mode == "crosswise":
                rect = rect.transposed()
                rect.moveCenter(view._rects()[0].center())
            if not area.contains(rect):
                problems.append(f"{where}a card of {name} outside its view")
    return problems


def probe(game: str, deck: str) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    from cardtable.engine import new_match
    from cardtable.settings import Settings
    from cardtable.ui.mainwindow import MainWindow

    app = QApplication.instance()
    settings = Settings(game=game, deck_style=deck, animation="normal", level="easy")
    window = MainWindow(settings, seed=3, persist=False)
    window.show()
    c = window.controller
    _answer_mid_hand(c, new_match)
    _landed(app, window)
    problems = [] if c.showing_trick is not None else ["no finished trick in view"]
    problems += _cut_off(window, "")
    result: dict[str, Any] = {
        "game": game,
        "deck": deck,
        "window": window.size().toTuple(),
        "card": window.table.views["hand-0"].card_size().toTuple(),
    }
    # The window as small as it may be made: everything still in view, nothing scrolls.
    window.resize(window.minimumSize())
    _landed(app, window)
    problems += _cut_off(window, "at the minimum size: ")
    screen = window.screen().availableGeometry()
    result.update(
        minimum=window.minimumSize().toTuple(),
        screen=screen.size().toTuple(),
        smallest_card=window.table.views["hand-0"].card_size().toTuple(),
        problems=problems,
    )
    # The end of the hand (claimed where the game has a claim, so cards are left in the hands):
    # the result panel hides neither the score panel, nor the last trick, nor a card of a hand.
    window.resize(*result["window"])
    c.trick_pause = "short"  # the hand's last trick goes on to the result panel by itself
    _end_the_hand(window)
    end = time.monotonic() + 20
    while c.finished_hand is None and time.monotonic() < end:  # the computer's move, the trick's pause
        _settle(app, 0.05)
    _landed(app, window)
    problems += _covered(window, "at the end of the hand: ")
    window.resize(window.minimumSize())
    _landed(app, window)
    problems += _covered(window, "at the end of the hand at the minimum size: ")
    c.shutdown()
    window.close()
    window.deleteLater()
    return result


def _answer_mid_hand(c: Any, new_match: Any) -> None:
    """Mid-hand: replay the engine (first legal action each time) to the player's answer to a lead,
    after a few tricks; then answer through the table, so the finished trick stays in view (however
    long a loaded machine takes to draw it)."""
    c.trick_pause = "click"
    match = new_match(c.game, rules=c.rules, seed=c.seed)
    start = match.clone()
    while not (
        len(match.observation(0).tricks) >= 2
        and match.to_move == 0
        and match.observation(0).trick
        and any(a.kind == "play" for a in match.legal_actions())
    ):
        match.apply(match.legal_actions()[0])
    c.resume(match, start)
    c.changed.emit()
    assert c.try_action(next(a for a in match.legal_actions() if a.kind == "play")) is None


def _end_the_hand(window: Any) -> None:
    """Replay to the player's turn after a few tricks where he may claim, or else to the hand's
    last action; the table then ends the hand as it would in play."""
    from cardtable.engine import new_match

    c = window.controller
    match = new_match(c.game, rules=c.rules, seed=c.seed + 1)
    start = match.clone()
    while True:
        legal = match.legal_actions()
        claim = next((a for a in legal if a.kind == "claim"), None)
        if match.to_move == 0 and claim is not None and len(match.observation(0).tricks) >= 2:
            break
        after = match.clone()
        after.apply(legal[0])
        if after.deals != match.deals or after.result is not None:
            break
        match.apply(legal[0])
    c.seed += 1
    c.resume(match, start)
    c.changed.emit()
    if match.to_move == 0:
        legal = match.legal_actions()
        assert c.try_action(next((a for a in legal if a.kind == "claim"), legal[0])) is None
    else:
        c._next()  # the computer makes the last move


def _covered(window: Any, where: str) -> list[str]:
    """What the result panel hides that the player wants to see, or where it is cut off itself."""
    from PySide6.QtCore import QRect

    table, c = window.table, window.controller
    panel = table.summary
    if c.finished_hand is None or not panel.isVisible():
        return [f"{where}no result panel"]
    problems = []
    box = panel.geometry()
    if not table.rect().contains(box):
        problems.append(f"{where}the result panel is cut off: {box.getRect()} in {table.rect().getRect()}")
    if panel.text.heightForWidth(panel.text.width()) > panel.text.height():
        problems.append(f"{where}the result panel's words are cut off")
    if box.intersects(table.score.geometry()):
        problems.append(f"{where}the result panel covers the score panel")
    for name, view in table.views.items():
        for rect in view._rects():
            seen = QRect(view.viewport().mapTo(table, rect.topLeft()), rect.size())
            if box.intersects(seen):
                problems.append(f"{where}the result panel covers a card of {name}")
    if len(table.models["trick"].cards()) < 2:
        problems.append(f"{where}the last trick is not in view")
    if not _inside(table.views["trick"], window.table_scroll.viewport()):
        problems.append(f"{where}the last trick is cut off")
    return problems


def main() -> None:
    from PySide6.QtWidgets import QApplication

    _app = QApplication(sys.argv[:1])
    for game in ("schnapsen", "bura", "schneider"):
        for deck in ("french", "tell"):
            print(json.dumps(probe(game, deck)), flush=True)


if __name__ == "__main__":
    main()

"""The action bar under the player's hand: whose turn it is, and a button for each legal action
other than playing a card (marriage, exchange, close, claim, Bura declarations, pass), each with
its shortcut underlined and in its tooltip."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QWidget

from cardtable.engine import Action, Kind

from . import texts
from .access import relative_font


class ActionBar(QWidget):
    chosen = Signal(object)  # the Action of the button clicked
    hintRequested = Signal()  # the Hint button or H (``hintview``)
    topRequested = Signal()  # Top choices: the last hint's best options with their figures

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(16)  # keep "Your turn" apart from the first button
        self.turn = QLabel(self)
        self.turn.setObjectName("turn")
        self.turn.setTextFormat(Qt.TextFormat.PlainText)  # "{name} to play": a name is never markup
        self.turn.setStyleSheet("color: #f2c230;")  # no font in the style sheet: it would pin the size
        relative_font(self.turn, 1.1, bold=True)  # follows the system's font size
        layout.addWidget(self.turn)
        self.box = QHBoxLayout()
        self.box.setSpacing(8)
        layout.addLayout(self.box)
        layout.addStretch(1)
        self._hint_buttons(layout)
        self.buttons: list[QPushButton] = []
        self.gaps: list[QWidget] = []  # where buttons of this turn were (see set_actions)
        self._turn: Hashable = None
        self.ready = True  # the player can act now (see set_ready)

    def set_actions(
        self, actions: Sequence[Action], game: str, style: str, trump: int | None, turn: Hashable = None
    ) -> None:
        """A button for each action. Within one ``turn`` (the same player still to move at the
        same point of the hand) a button whose action has gone leaves a gap of its size, so the
        ones after it stay under the mouse: after an exchange, the next click aimed at "Close"
        landed on "Claim" (newcomer finding). The claim (Claim 66, Declare 31), offered at every turn,
        comes first, so that it keeps its place from turn to turn: when it came last, it moved from
        third place to first once the marriage and the close were gone (newcomer finding)."""
        actions = sorted(actions, key=lambda a: a.kind != Kind.CLAIM)  # stable: the rest as given
        kept = [b for b in self.buttons if b.property("action") in actions]
        texts_now = [_with_mnemonic(texts.action_label(a, game, style, trump), texts.shortcut(a.kind)) for a in actions]
        if (
            turn is not None
            and turn == self._turn
            and len(kept) == len(actions)
            and all(
                b.property("action") == a and b.text() == text  # a language or deck switch words them anew
                for b, a, text in zip(kept, actions, texts_now, strict=True)
            )
        ):
            for button in self.buttons:
                if button not in kept:
                    gap = QWidget(self)
                    gap.setFixedSize(button.size())
                    self.box.replaceWidget(button, gap)
                    self.gaps.append(gap)
                    self._drop(button)
            self.buttons = kept
            return
        self._turn = turn
        for button in self.buttons:
            self.box.removeWidget(button)
            self._drop(button)
        for gap in self.gaps:
            self.box.removeWidget(gap)
            gap.deleteLater()
        self.buttons, self.gaps = [], []
        for action, text in zip(actions, texts_now, strict=True):
            word = action.kind
            label = texts.action_label(action, game, style, trump)
            key = texts.shortcut(word)
            button = QPushButton(text, self)
            button.setObjectName(f"action-{word}")
            button.setProperty("action", action)
            button.setAccessibleName(label)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does (outside a dialog it did not)
            if key:
                button.setShortcut(QKeySequence(key))
                self._alt_shortcut(button, key)
                button.setToolTip(self.tr("{label} (shortcut: {key})").format(label=label, key=key))
            elif word == "play":  # Enter plays the picked cards (the hand has the focus)
                enter = QKeySequence(Qt.Key.Key_Return).toString(QKeySequence.SequenceFormat.NativeText)
                button.setToolTip(self.tr("{label} (shortcut: {key})").format(label=label, key=enter))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.box.addWidget(button)
            button.setVisible(self.ready)
            self.buttons.append(button)
        self._tab_left_to_right()

    def _tab_left_to_right(self) -> None:
        """Tab goes through the buttons as they stand, left to right, then Top choices and Hint: made
        first, Hint came before them (hand, Hint, Marriage, Close, Claim; newcomer finding)."""
        chain = [*self.buttons, self.top_button, self.hint_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _alt_shortcut(self, button: QPushButton, key: str) -> None:
        """Alt and the underlined letter press the button too, as in every desktop program (the
        bare letter alone did). Not where a menu of the window has that letter (Alt+E opens
        Edit): two shortcuts on one key would make both do nothing; the bare letter still works."""
        if key.lower() in self._menu_letters():
            return
        alt = QShortcut(QKeySequence("Alt+" + QKeySequence(key).toString()), button)
        alt.setObjectName("alt-shortcut")
        alt.activated.connect(button.animateClick)

    def _menu_letters(self) -> set[str]:
        """The Alt letters of the window's menu bar (its menus' underlined letters)."""
        window = self.window()
        bar = window.menuBar() if isinstance(window, QMainWindow) else None
        if bar is None:
            return set()
        letters = (QKeySequence.mnemonic(action.text()) for action in bar.actions())
        return {seq.toString().rsplit("+", 1)[-1].lower() for seq in letters if not seq.isEmpty()}

    @staticmethod
    def _drop(button: QPushButton) -> None:
        # Hidden at once: a button waiting for deletion would still hold its letter, and two
        # buttons with one shortcut make it ambiguous (the key would do nothing).
        button.hide()
        button.setShortcut(QKeySequence())
        for alt in button.findChildren(QShortcut):
            alt.setEnabled(False)
        button.deleteLater()

    def _hint_buttons(self, layout: QHBoxLayout) -> None:
        """Top choices and Hint (key H), at the bar's right end; hidden until ``show_hint``."""
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hint")
        self.hint_button.clicked.connect(self.hintRequested)
        self.top_button = QPushButton(self)
        self.top_button.setObjectName("top-choices")
        self.top_button.clicked.connect(self.topRequested)
        # Top choices left of Hint: shown after a hint, it pushed Hint to the left (newcomer finding)
        for button in (self.top_button, self.hint_button):
            button.setAutoDefault(True)
            button.hide()
            layout.addWidget(button)
        self.retranslate_hint()

    def retranslate_hint(self) -> None:
        """The hint buttons' words in the language now in use; H stays the key in every language."""
        label = self.tr("Hint")
        self.hint_button.setText(_with_mnemonic(label, "H"))
        self.hint_button.setShortcut(QKeySequence("H"))  # not Alt+H: that opens the Help menu
        self.hint_button.setAccessibleName(label)
        self.hint_button.setToolTip(self.tr("The expert's move for you, and why (shortcut: {key})").format(key="H"))
        self.top_button.setText(self.tr("Top choices"))
        self.top_button.setToolTip(self.tr("The hint's best moves, with their chance to win the hand"))

    def show_hint(self, shown: bool, offered: bool, top: bool) -> None:
        """The Hint button against the computer and in hot-seat (enabled while a hint is offered;
        H pressed while it is not says why); Top choices once a hint for this position is in."""
        self.hint_button.setVisible(shown)
        self.hint_button.setEnabled(True)  # H always answers: a hint, or why not now
        self.hint_button.setProperty("offered", offered)
        self.top_button.setVisible(shown and top)

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_hint()
        super().changeEvent(event)

    def set_ready(self, ready: bool) -> None:
        """Show the buttons only while the player can act (the turn line says so): not while a won
        trick is still being collected or drawn cards fly. A hidden button's shortcut sleeps too."""
        self.ready = ready
        for button in self.buttons:
            button.setVisible(ready)


def _with_mnemonic(label: str, key: str | None) -> str:
    """The label with its shortcut letter underlined (Qt's &), or the key in brackets if the label
    lacks that letter."""
    if not key:
        return label
    at = label.lower().find(key.lower())
    if at < 0:
        return f"{label} [{key}]"
    return label[:at] + "&" + label[at:]

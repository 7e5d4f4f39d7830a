"""Panels laid over the table: the summary after a hand, the result at the end of a match, and the
hot-seat curtain that hides every hand while the device passes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QKeyCombination, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from .access import relative_font

# Opaque, so nothing of the table shows through the words (the old summary was see-through).
SUMMARY_STYLE = (
    "QFrame#summary { background: #16281e; border: 2px solid #f2c230; border-radius: 12px; } QLabel { color: #f7f3e8; }"
)
CURTAIN_STYLE = "QFrame#curtain { background: #0a2816; border-radius: 12px; } QLabel { color: #f7f3e8; }"


class _SettlingButton(QPushButton):
    """A button whose keyboard shortcut sleeps while its panel has just appeared (``settling``):
    a key pressed for the hand's last card, or held, passed the result unread."""

    def __init__(self, settling: Callable[[], bool], parent: QWidget) -> None:
        super().__init__(parent)
        self._settling = settling

    def event(self, event: Any) -> bool:
        if event.type() == QEvent.Type.Shortcut and self._settling():
            return True  # taken, and nothing done
        return super().event(event)

    def keyPressEvent(self, event: Any) -> None:
        if self._settling():  # Space on the focused button, as well
            event.accept()
            return
        super().keyPressEvent(event)


class SummaryPanel(QFrame):
    """After a hand: what happened and "Next hand". After the match: the winner, the final sheet
    and the match's figures, with "Play again" and "New game…"."""

    continueRequested = Signal()
    playAgainRequested = Signal()
    newGameRequested = Signal()
    # how long after the panel appears its keys (Enter, N) are not yet taken: a key pressed twice
    # to play the last card, or held down, went on to the next hand before the result was read
    SETTLE_MS = 700
    PREPARE_MS = 200  # the hand's review begins this long after the panel is shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summary")
        self.setStyleSheet(SUMMARY_STYLE)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        self._shown = QElapsedTimer()
        self.text = QLabel(self)
        self.text.setObjectName("summary-text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.AutoText)
        relative_font(self.text, 1.1)  # the system's font size, a little larger
        self.next_button = _SettlingButton(self.settling, self)
        self.next_button.setObjectName("action-continue")
        self.next_button.clicked.connect(self.continueRequested)
        self.again_button = _SettlingButton(self.settling, self)
        self.again_button.setObjectName("action-play-again")
        self.again_button.clicked.connect(self.playAgainRequested)
        self.new_button = _SettlingButton(self.settling, self)
        self.new_button.setObjectName("action-new-game")
        self.new_button.clicked.connect(self.newGameRequested)
        self.review_button = QPushButton(self)  # the expert's review of the hand (issue 43)
        self.review_button.setObjectName("action-review")
        self.review_button.clicked.connect(lambda: self._review())
        row = QHBoxLayout()
        row.addWidget(self.review_button)
        row.addStretch(1)
        for button in (self.new_button, self.again_button, self.next_button):
            row.addWidget(button)
        layout.addWidget(self.text)
        layout.addLayout(row)
        # the part of the table the panel leaves in view if it can (the last trick), in the parent's coordinates
        self.avoid: Callable[[], QRect] | None = None
        # the part of the table the panel may lie over (the cloth beside the score panel), in the
        # parent's coordinates; None: the whole table
        self.room: Callable[[], QRect] | None = None
        # asks the table for a strip of this height along the room's bottom, under the player's hand
        # (0 gives it back); None: the panel only lies over the table
        self.reserve: Callable[[int], None] | None = None
        # Enter presses "Next hand", wherever the focus is in the window, while the panel is shown (a
        # hidden panel's shortcut sleeps); after a match it only says how to play again (press_default)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, context=Qt.ShortcutContext.WindowShortcut).activated.connect(
                self.press_default
            )
        self.retranslate()
        self.hide()

    def settling(self) -> bool:
        """Whether the panel appeared too short a while ago for a key to mean it."""
        return self._shown.isValid() and not self._shown.hasExpired(self.SETTLE_MS)

    def press_default(self) -> None:
        """Enter goes on to the next hand. At the match's end it only says how to play again: a
        newcomer pressing Enter between hands started a new match unasked and never saw the final
        sheet."""
        if self.settling():
            return
        if self.next_button.isVisible():
            self.next_button.click()
        elif self.again_button.isVisible() and isinstance(window := self.window(), QMainWindow):
            key = QKeySequence.mnemonic(self.again_button.text()).toString(QKeySequence.SequenceFormat.NativeText)
            said = self.tr("The match is over: Space or {key} plays again.").format(key=key or "Space")
            window.statusBar().showMessage(said, 8000)

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next hand"))
        self.next_button.setAccessibleName(self.tr("continue to the next hand"))
        key = self.tr("N", "shortcut of Next hand")
        self.next_button.setShortcut(QKeySequence(key))
        self.next_button.setToolTip(self.tr("Shortcut: {key}").format(key=key))
        self.again_button.setText(self.tr("&Play again"))
        self.again_button.setAccessibleName(self.tr("play again with the same rules"))
        self.new_button.setText(self.tr("New &game…"))
        self.new_button.setAccessibleName(self.tr("choose a new game"))
        self.review_button.setText(self.tr("&Review hand"))
        self.review_button.setAccessibleName(self.tr("the expert's review of this hand"))

    def _review(self, prepare: bool = False) -> None:
        """Open the review window, or (``prepare``, at the hand's end) review the hand in the
        background so that it is ready when asked for."""
        from . import reviewview  # loaded at the first hand's end, not at the start

        (reviewview.prepare if prepare else reviewview.open_review)(self.window())

    def show_hand(self, words: str) -> None:
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the players' names as typed, never markup
        self.text.setText(words)
        self._buttons(match_over=False)

    def show_match(self, html: str) -> None:
        self.text.setTextFormat(Qt.TextFormat.RichText)  # made by the table, the names escaped
        self.text.setText(html)
        self._buttons(match_over=True)

    def _buttons(self, match_over: bool) -> None:
        # after the frames that show the panel: the hand replayed for its review took some of theirs
        QTimer.singleShot(self.PREPARE_MS, self, lambda: self._review(prepare=True))
        # no review of a lesson's hand (it marked the lesson's own steps costly: a newcomer finding)
        # nor of an online hand (the friend's cards are not known here)
        c = getattr(self.window(), "controller", None)
        self.review_button.setVisible(c is None or (c.guide is None and not getattr(c, "no_review", "")))
        self.next_button.setVisible(not match_over)
        self.again_button.setVisible(match_over)
        self.new_button.setVisible(match_over)
        if not self.isVisible():
            self._shown.start()
        self.show()
        self.place()
        self.raise_()
        self.next_button.setDefault(not match_over)
        (self.again_button if match_over else self.next_button).setFocus()  # Space presses it

    # The most of the room's height the panel takes from the cards (a match's final sheet is
    # taller: it lies over the table instead).
    RESERVE_SHARE = 0.45

    def place(self) -> None:
        """Lie under the player's hand, beside the score panel, in a strip the table makes for it
        (its buttons and status line, which then say no more than the panel, make way, and the
        cards above shrink to leave room): the score panel, the last trick and both hands stay
        in view. A panel too tall for that (a match's final sheet) lies over the middle of the
        table, beside the last trick. Either way an overlay, outside the table's layout, so that
        a long summary never makes the table taller."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect().adjusted(12, 12, -12, -12)
        room = self.room() if self.room is not None else area
        width = min(640, room.width())
        height = self._height_for(width)
        if self.reserve is not None and height <= room.height() * self.RESERVE_SHARE:
            self.setFixedSize(width, height)
            self.reserve(height)
            self.move(room.center().x() - width // 2, room.bottom() + 1 - height)
            return
        if self.reserve is not None:
            self.reserve(0)
        width = min(640, area.width())
        self.setFixedSize(width, min(self._height_for(width), area.height()))
        y = max(area.top(), area.center().y() - self.height() // 2)
        keep = self.avoid() if self.avoid is not None else QRect()
        if not keep.isEmpty():  # beside the last trick, below it if there is room, else above it
            if keep.bottom() + 8 + self.height() <= area.bottom():
                y = keep.bottom() + 8
            elif keep.top() - 8 - self.height() >= area.top():
                y = keep.top() - 8 - self.height()
        self.move(area.center().x() - width // 2, y)

    def _height_for(self, width: int) -> int:
        hint = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        return max(hint, self.minimumSizeHint().height())

    def hideEvent(self, event: Any) -> None:
        """Give the table its strip back (not when the whole window is minimised)."""
        if not event.spontaneous() and self.reserve is not None:
            self.reserve(0)
        super().hideEvent(event)


class Curtain(QFrame):
    """Hot-seat: covers the whole table and says whose turn it is; only that player lifts it."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setStyleSheet(CURTAIN_STYLE)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a name is text, never markup (an image, a link)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        relative_font(self.text, 1.5)
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("action-ready")
        self.button.clicked.connect(self.ready)
        layout.addStretch(1)
        layout.addWidget(self.text)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("curtain: pass the device"))
        self.button.setText(self.tr("&Show my cards"))
        self.button.setAccessibleName(self.tr("show my cards"))

    def show_for(self, name: str) -> None:
        self.text.setText(self.tr("{name}, it is your turn.\nThe other player looks away.").format(name=name))
        self.show()
        self.fit()
        self.raise_()
        self.button.setFocus()

    def follow(self, scroll: Any) -> None:
        """In a scrolling window (large cards) the curtain covers the part of the table in view,
        also when that part grows (the first curtain came down before the window had its size)."""
        self._scroll = scroll
        scroll.horizontalScrollBar().valueChanged.connect(self.fit)
        scroll.verticalScrollBar().valueChanged.connect(self.fit)
        scroll.viewport().installEventFilter(self)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def keyPressEvent(self, event: Any) -> None:
        """Enter shows the cards, as the focused button says (a button outside a dialog ignores it),
        and so does the button's underlined letter alone: nothing else on the curtain takes keys."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or self._is_underlined_letter(event):
            self.button.click()
            return
        super().keyPressEvent(event)

    def _is_underlined_letter(self, event: Any) -> bool:
        """The button's underlined letter, pressed with no modifier but Shift."""
        if event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        underlined = QKeySequence.mnemonic(self.button.text())  # Alt and the letter, or empty
        pressed = QKeySequence(QKeyCombination(Qt.KeyboardModifier.AltModifier, Qt.Key(event.key())))
        return not underlined.isEmpty() and pressed == underlined

    def fit(self) -> None:
        parent = self.parentWidget()
        if parent is None or self.isHidden():
            return
        area = parent.rect()
        scroll = getattr(self, "_scroll", None)
        if scroll is not None:
            seen = scroll.viewport().rect()
            seen.moveTopLeft(parent.mapFrom(scroll.viewport(), seen.topLeft()))
            area = area.intersected(seen)
        self.setGeometry(area.adjusted(8, 8, -8, -8))

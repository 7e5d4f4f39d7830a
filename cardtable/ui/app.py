"""The application window. Until the table lands (issue: the table) it shows a welcome page
with the rules summary of the chosen game, dealt from the real engine."""

from __future__ import annotations

import argparse

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

from cardtable import __version__
from cardtable.engine import new_hand


def build_window(args: argparse.Namespace) -> QMainWindow:
    window = QMainWindow()
    window.setObjectName("main-window")
    window.setWindowTitle(f"cardtable {__version__}")
    central = QWidget()
    layout = QVBoxLayout(central)
    title = QLabel("cardtable")
    title.setObjectName("title")
    font = QFont()
    font.setPointSize(28)
    font.setBold(True)
    title.setFont(font)
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    hand = new_hand(args.game, rules=args.rules, seed=args.seed)
    own = " ".join(c.pretty() for c in hand.observation(1 - hand.dealer).hand)
    body = QLabel(
        f"{args.game.capitalize()}: the table is coming.\n\nYour first hand would be: {own}"
    )
    body.setObjectName("status")
    body.setAccessibleName("status")
    body.setAlignment(Qt.AlignmentFlag.AlignCenter)
    layout.addWidget(title)
    layout.addWidget(body)
    window.setCentralWidget(central)
    window.resize(1024, 700)
    return window


def run(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("cardtable")
    window = build_window(args)
    window.show()
    if args.screenshot:
        def shoot() -> None:
            window.grab().save(args.screenshot)
            app.quit()

        QTimer.singleShot(200, shoot)
    return app.exec()

"""The Help menu of the main window: the rulebook (at the rule last cited), the keys, About (with the
licences)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cardtable import __version__

from . import rulebook
from .focus import after_dialog
from .rulesview import RulesDialog

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def rules_dialog(window: MainWindow) -> RulesDialog:
    """The window's rulebook, made when first opened (and again after a language switch)."""
    if window.rules_dialog is None:
        window.rules_dialog = RulesDialog(window)
    return window.rules_dialog


def show_rules(window: MainWindow) -> None:
    """Open the rulebook at the current game, at the rule the last refusal or hint cited if any, or
    else at the rule that decided the hand just finished (its summary leaves the id out)."""
    dialog = rules_dialog(window)
    game = window.settings.game
    dialog.show_game(game)
    status = window.table.status.text() if window.table is not None else ""
    finished = window.controller.finished_hand if window.controller is not None else None
    if not rulebook.RULE_ID.search(status) and finished is not None and finished.result is not None:
        status = finished.result.rule
    cited = rulebook.RULE_ID.search(status)
    if cited is not None and rulebook.game_of(cited.group(0)) == game:
        dialog.show_rule(cited.group(0))
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()


def show_how_to_play(window: MainWindow) -> None:
    """Help ▸ How to play: the welcome of the first start again (``welcome.py``)."""
    from .welcome import show_welcome

    show_welcome(window)


def show_keyboard(window: MainWindow) -> None:
    dialog = rules_dialog(window)
    dialog.show_keyboard()
    dialog.show()
    dialog.raise_()


def show_about(window: MainWindow) -> None:
    """About, with a Licences… button: cardtable's licence and those of the parts it ships with."""
    text = f"<b>cardtable {__version__}</b><br>" + QCoreApplication.translate(
        "MainWindow",
        "Schnapsen, Bura and Bohemian Schneider against the computer.<br>Card art, icons and sounds "
        "are made by the project.",
    )
    box = QMessageBox(QMessageBox.Icon.NoIcon, QCoreApplication.translate("MainWindow", "About cardtable"), text)
    box.setParent(window, box.windowFlags())
    box.setObjectName("about")
    box.setIconPixmap(window.windowIcon().pixmap(64, 64))
    licences = box.addButton(QCoreApplication.translate("MainWindow", "&Licences…"), QMessageBox.ButtonRole.ActionRole)
    ok = box.addButton(QMessageBox.StandardButton.Ok)
    box.setEscapeButton(ok)  # Esc and the window's close button close it (with two buttons Qt picks none)
    after_dialog(window, box.exec())
    box.deleteLater()
    if box.clickedButton() is licences:
        from .licences import LicencesDialog

        dialog = LicencesDialog(window)
        after_dialog(window, dialog.exec())
        dialog.deleteLater()

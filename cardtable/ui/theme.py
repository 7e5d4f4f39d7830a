"""Light and dark palettes (Fusion style), or the system's own."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


def apply_theme(app: QApplication, theme: str | None) -> None:
    if theme not in ("light", "dark"):
        return
    app.setStyle("Fusion")
    palette = QPalette()
    if theme == "dark":
        colours = {
            QPalette.ColorRole.Window: "#2b2d30",
            QPalette.ColorRole.WindowText: "#e8e6e3",
            QPalette.ColorRole.Base: "#1f2023",
            QPalette.ColorRole.AlternateBase: "#2b2d30",
            QPalette.ColorRole.Text: "#e8e6e3",
            QPalette.ColorRole.Button: "#3a3d41",
            QPalette.ColorRole.ButtonText: "#e8e6e3",
            QPalette.ColorRole.Highlight: "#c9a227",
            QPalette.ColorRole.HighlightedText: "#1f2023",
            QPalette.ColorRole.ToolTipBase: "#3a3d41",
            QPalette.ColorRole.ToolTipText: "#e8e6e3",
        }
    else:
        colours = {
            QPalette.ColorRole.Window: "#f3f1ec",
            QPalette.ColorRole.WindowText: "#1f1f1f",
            QPalette.ColorRole.Base: "#ffffff",
            QPalette.ColorRole.Text: "#1f1f1f",
            QPalette.ColorRole.Button: "#e7e4dc",
            QPalette.ColorRole.ButtonText: "#1f1f1f",
            QPalette.ColorRole.Highlight: "#2f6f4a",
            QPalette.ColorRole.HighlightedText: "#ffffff",
        }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    app.setPalette(palette)

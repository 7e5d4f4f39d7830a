"""Light and dark palettes (Fusion style), or the system's own; "system" follows the desktop's
colour scheme, also when it changes while the program runs. The cloth colours of the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

# The table's cloth: (centre, edge) of its radial gradient.
CLOTHS = {
    "green": ("#2f8a52", "#13502c"),
    "blue": ("#2f5f8a", "#142e50"),
    "red": ("#8a2f3a", "#4f141c"),
    "grey": ("#5d6462", "#2a2f2e"),
}

_system: dict[str, object] = {}  # the style and palette the program started with


def apply_theme(app: QApplication, theme: str | None) -> None:
    """Light, dark, or "system" (None counts as system): the desktop's scheme, followed live."""
    if not _system:
        _system["style"] = app.style().name()
        _system["palette"] = QPalette(app.palette())
        hints = app.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda scheme: _follow_system(app))
    _system["choice"] = theme or "system"
    if theme not in ("light", "dark"):
        _follow_system(app)
        return
    _apply_palette(app, theme)


def _follow_system(app: QApplication) -> None:
    if _system.get("choice") != "system":
        return
    hints = app.styleHints()
    scheme = hints.colorScheme() if hasattr(hints, "colorScheme") else None
    if scheme is not None and scheme == Qt.ColorScheme.Dark:
        _apply_palette(app, "dark")
    else:
        app.setStyle(str(_system["style"]))
        app.setPalette(_system["palette"])  # type: ignore[arg-type]


# The rim of a check box or radio button in the dark theme: Fusion draws it a shade darker than
# the window, which on a dark window left the boxes of the New game dialog all but invisible.
DARK_RIM = "#a9adb3"


class DarkStyle(QProxyStyle):
    """Fusion, with a light rim round check boxes and radio buttons (clearly visible on a dark
    window, about 6:1 against it)."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(
        self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter, widget: QWidget | None = None
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        round_box = element == QStyle.PrimitiveElement.PE_IndicatorRadioButton
        if not round_box and element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        rim = QColor(DARK_RIM) if enabled else QColor(DARK_RIM).darker(160)
        painter.setPen(QPen(rim, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = option.rect.adjusted(1, 1, -1, -1)
        if round_box:
            painter.drawEllipse(box)
        else:
            painter.drawRoundedRect(box, 2, 2)
        painter.restore()


# The words of a disabled control, by theme: half-way to the button's colour.
DISABLED_TEXT = {"light": "#8e8a82", "dark": "#7d8085"}


def _apply_palette(app: QApplication, theme: str) -> None:
    app.setStyle(DarkStyle() if theme == "dark" else "Fusion")
    palette = QPalette()
    if theme == "dark":
        colours = {
            QPalette.ColorRole.Window: "#2b2d30",
            QPalette.ColorRole.WindowText: "#e8e6e3",
            QPalette.ColorRole.Base: "#3b3e43",  # light enough that an unticked box shows on the window
            QPalette.ColorRole.AlternateBase: "#33363a",
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
    # setColor set every group alike: a disabled button read as enabled (the review's "Previous
    # trick" on its first step, in the dark theme), so the disabled group's words are dimmed.
    dimmed = QColor(DISABLED_TEXT["dark" if theme == "dark" else "light"])
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, dimmed)
    app.setPalette(palette)

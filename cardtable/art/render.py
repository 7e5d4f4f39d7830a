"""Rendering SVG with Qt (for the contact sheet and the icon PNGs)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer


def ensure_app() -> QGuiApplication:
    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication([])
    return app  # type: ignore[return-value]


def render_svg_to_image(svg: bytes, width: int, height: int) -> QImage:
    ensure_app()
    renderer = QSvgRenderer(QByteArray(svg))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def contact_sheet(svgs: list[bytes], columns: int, card_width: int, background: str = "#1f6b3a") -> QImage:
    """A grid of rendered cards on table green."""
    ensure_app()
    card_height = round(card_width * 336 / 240)
    gap = max(8, card_width // 12)
    rows = (len(svgs) + columns - 1) // columns
    sheet = QImage(gap + columns * (card_width + gap), gap + rows * (card_height + gap),
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(background))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, svg in enumerate(svgs):
        r, c = divmod(i, columns)
        renderer = QSvgRenderer(QByteArray(svg))
        renderer.render(painter, QRectF(gap + c * (card_width + gap), gap + r * (card_height + gap), card_width,
                                        card_height))
    painter.end()
    return sheet

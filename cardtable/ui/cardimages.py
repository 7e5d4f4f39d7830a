"""Card pictures for the table: each SVG is rendered once per size at the screen's device-pixel
ratio and cached, so cards stay sharp at 100 %, 150 % and 200 % and repeated paints are free."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QFile, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.ui import resources_rc  # noqa: F401  (registers the :/assets resources)

STYLES = ("french", "french4", "tell")
BACKS = ("classic-red", "blue-lattice", "tell-ornament")
ASPECT = 336 / 240  # card height / width


def resource_path(style: str, name: str) -> str:
    """The Qt resource path of a card face (``AS``), a back (``back:classic-red``) or ``slot``."""
    if name == "slot":
        return ":/assets/cards/slot.svg"
    if name.startswith("back:"):
        return f":/assets/cards/backs/{name[5:]}.svg"
    return f":/assets/cards/{style}/{name}.svg"


def read_resource(path: str) -> bytes:
    file = QFile(path)
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(path)
    try:
        return bytes(file.readAll().data())
    finally:
        file.close()


class CardImages:
    """A cache of rendered card pixmaps, keyed by style, card, width and device-pixel ratio."""

    def __init__(self, style: str = "french", back: str = "classic-red") -> None:
        if style not in STYLES:
            raise ValueError(f"unknown deck style {style!r}")
        self.style = style
        self.back = back
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}
        self.renders = 0  # how many pixmaps were rendered (the rest came from the cache)

    def set_style(self, style: str) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown deck style {style!r}")
        if style != self.style:
            self.style = style
            self._pixmaps.clear()

    @staticmethod
    def size_for_width(width: int) -> QSize:
        return QSize(width, round(width * ASPECT))

    def face(self, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(resource_path(self.style, code), width, dpr)

    def back_side(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(resource_path(self.style, "back:" + self.back), width, dpr)

    def slot(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(resource_path(self.style, "slot"), width, dpr)

    def pixmap(self, path: str, width: int, dpr: float) -> QPixmap:
        key = (path, width, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = self._renderers[path] = QSvgRenderer(QByteArray(read_resource(path)))
        size = self.size_for_width(width)
        image = QImage(round(size.width() * dpr), round(size.height() * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pixmap
        self.renders += 1
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()

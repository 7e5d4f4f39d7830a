"""Card pictures for the table: the card art (``cardtable.art``) is drawn as SVG in memory when a
picture is first asked for, so no generated file is built, shipped or kept current; each SVG is
rendered once per size at the screen's device-pixel ratio and cached, so cards stay sharp at 100 %,
150 % and 200 % and repeated paints are free. The French decks' corner letters follow the player's
language (``cardindex``): a switch re-renders the faces once, only when the letters change."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from functools import cache

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.art.backs import BACKS, back_svg, icon_svg, slot_svg
from cardtable.art.faces import LETTERED, STYLES, all_codes, check_indices, face_svg

from . import i18n
from .cardindex import card_indices

ASPECT = 336 / 240  # card height / width
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
STACK_SEEN = 5  # the stock's backs that show: from the sixth on each lies exactly on the fifth
ENGLISH_LETTERS = LETTERED  # the corner letters of ranks J, Q, K, A as English decks print them

__all__ = [
    "ASPECT",
    "BACKS",
    "ICON_SIZES",
    "STYLES",
    "CardImages",
    "app_icon",
    "icon_png",
    "letters_of",
    "picture_path",
    "svg_data",
]


def picture_path(style: str, name: str) -> str:
    """The key of a card face (``AS``), a back (``back:classic-red``) or ``slot`` in a deck style."""
    if name == "slot":
        return "cards/slot"
    if name.startswith("back:"):
        return f"cards/backs/{name[5:]}"
    return f"cards/{style}/{name}"


def letters_of(indices: Mapping[str, str]) -> str:
    """Corner letters as a short key: the letters of ranks J, Q, K, A in that order (English
    ``"JQKA"``, German ``"BDKA"``)."""
    check_indices(indices)
    return "".join(indices.get(rank, rank) for rank in LETTERED)


def lettered(path: str) -> bool:
    """Whether a picture shows corner letters of the player's language (a French court or ace)."""
    _, kind, name = (path.split("/") + ["", ""])[:3]
    return kind in ("french", "french4") and name[:1] in LETTERED


@cache
def svg_data(path: str, letters: str = ENGLISH_LETTERS) -> bytes:
    """The SVG of a picture key (``picture_path``) or ``icon``, drawn by the card art once for each
    set of corner letters (``letters_of``; only a French face has them)."""
    if path == "icon":
        return icon_svg().encode()
    if path == "cards/slot":
        return slot_svg().encode()
    _, kind, name = (path.split("/") + ["", ""])[:3]
    if kind == "backs" and name in BACKS:
        return back_svg(name).encode()
    if kind in STYLES and name in all_codes():
        return face_svg(kind, name, dict(zip(LETTERED, letters, strict=True))).encode()
    raise FileNotFoundError(path)


def render_svg(svg: bytes, width: int, height: int) -> QImage:
    """An SVG rendered into a transparent image of that size."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _svg_of(key: tuple[str, str, int, float]) -> bytes:
    # the English letters as svg_data's default, so that every caller shares one drawing
    path, letters = key[0], key[1]
    return svg_data(path) if letters == ENGLISH_LETTERS else svg_data(path, letters)


def _blank(key: tuple[str, str, int, float]) -> QImage:
    """A transparent image of the size of ``key``'s card in device pixels."""
    width, dpr = key[2], key[3]
    image = QImage(round(width * dpr), round(round(width * ASPECT) * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def icon_png(size: int) -> bytes:
    """The app icon as a PNG of ``size`` pixels square (the desktop entry's hicolor icons)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    render_svg(svg_data("icon"), size, size).save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def app_icon() -> QIcon:
    """The window icon, rendered from the card art in every usual size."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(render_svg(svg_data("icon"), size, size)))
    return icon


class CardImages:
    """A cache of rendered card pixmaps, keyed by picture, corner letters, width and device-pixel
    ratio. The French faces' letters follow the player's language unless ``indices`` fixes them."""

    def __init__(
        self, style: str = "french", back: str = "classic-red", indices: Mapping[str, str] | None = None
    ) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown deck style {style!r}")
        self.style = style
        self.back = back
        self.letters = ENGLISH_LETTERS if indices is None else letters_of(indices)  # ``letters_of``
        self.follow_language = indices is None
        self._language: str | None = None  # the language whose letters are in use
        self._renderers: dict[tuple[str, str], QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, str, int, float], QPixmap] = {}
        self.renders = 0  # how many pixmaps were rendered (the rest came from the cache)
        # set while no card flies over a table showing these pictures (``Animator``): a thread
        # drawing them ahead draws only then (``Prewarm``). One for all the window's tables: a
        # table replaced by the next game's leaves its animator behind
        self.quiet = threading.Event()
        self.quiet.set()
        self.drawn_at = 0.0  # when a table showing them was last drawn (``time.monotonic``): ``Prewarm``
        # Asked for a picture not in the cache; returns one to show meanwhile, or None to draw it
        # here and now (``Prewarm.stand_in``: a cached size scaled, the exact one drawn in a thread)
        self.on_miss: Callable[[tuple[str, str, int, float]], QPixmap | None] | None = None

    def set_style(self, style: str) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown deck style {style!r}")
        if style != self.style:
            self.style = style
            self._pixmaps.clear()

    def set_indices(self, indices: Mapping[str, str]) -> bool:
        """Draw the French faces with these corner letters (``face_svg``'s ``indices``); whether
        they changed. The old letters' pictures are dropped; nothing else is rendered again."""
        letters = letters_of(indices)
        if letters == self.letters:
            return False
        self.letters = letters
        self._pixmaps = {key: pix for key, pix in self._pixmaps.items() if key[1] == letters or not lettered(key[0])}
        self._renderers = {key: r for key, r in self._renderers.items() if key[1] == letters or not lettered(key[0])}
        return True

    def follow(self) -> None:
        """The letters of the language now in use, looked up once per language (a switch reaches
        the table as a repaint, which asks for the faces again)."""
        language = i18n.current()
        if self.follow_language and language != self._language:
            self._language = language
            self.set_indices(card_indices())

    @staticmethod
    def size_for_width(width: int) -> QSize:
        return QSize(width, round(width * ASPECT))

    def face(self, code: str, width: int, dpr: float = 1.0, exact: bool = False) -> QPixmap:
        self.follow()
        return self.pixmap(picture_path(self.style, code), width, dpr, exact)

    def back_side(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(picture_path(self.style, "back:" + self.back), width, dpr)

    def slot(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(picture_path(self.style, "slot"), width, dpr)

    def key(self, path: str, width: int, dpr: float) -> tuple[str, str, int, float]:
        """The cache key of a picture at a width: its path, corner letters, width and ratio."""
        return (path, self.letters if lettered(path) else ENGLISH_LETTERS, width, dpr)

    def pixmap(self, path: str, width: int, dpr: float, exact: bool = False) -> QPixmap:
        """The picture at ``width``; not yet drawn, a stand-in from ``on_miss`` unless ``exact``."""
        key = self.key(path, width, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        if self.on_miss is not None and not exact:
            quick = self.on_miss(key)
            if quick is not None:
                return quick
        renderer = self._renderers.get(key[:2])
        if renderer is None:
            renderer = self._renderers[key[:2]] = QSvgRenderer(QByteArray(_svg_of(key)))
        image = _blank(key)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        return self.adopt(key, image)

    def stack_key(self, count: int, width: int, dpr: float) -> tuple[str, str, int, float]:
        """The cache's key of the stock's picture of ``count`` backs (``stack``)."""
        return (f"stack:{count}:" + picture_path(self.style, "back:" + self.back), ENGLISH_LETTERS, width, dpr)

    def stack(self, count: int, width: int, dpr: float) -> QPixmap:
        """The stock: ``count`` backs, each 2 pixels up and right of the one below (``CardPileView``'s
        stack), in one picture 8 pixels wider and higher than a card. Drawn once for each count and
        size, then a single copy at every frame, where it was a card's copy for every card in the
        stock. The backs from the sixth on lie exactly on the fifth and are not drawn
        (``STACK_SEEN``): one picture serves every count from five up (a new count's 10-30 backs
        took 4-8 ms at 200 % at a trick's end)."""
        count = min(count, STACK_SEEN)
        key = self.stack_key(count, width, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        path = picture_path(self.style, "back:" + self.back)
        # a back not drawn at this width yet (the stock laid out anew beside a hand's summary) is
        # a stand-in for now (drawn here, it held that frame 10 ms at 200 %): the stack made of it
        # is shown, not kept, until the exact back is in
        back = self.pixmap(path, width, dpr)
        size = self.size_for_width(width)
        pixmap = QPixmap(round((size.width() + 8) * dpr), round((size.height() + 8) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        for i in range(count):
            painter.drawPixmap(i * 2, 8 - i * 2, back)  # count is at most STACK_SEEN
        painter.end()
        if self.has(self.key(path, width, dpr)):
            self._pixmaps[key] = pixmap
        return pixmap

    def has(self, key: tuple[str, str, int, float]) -> bool:
        return key in self._pixmaps

    def nearest(self, key: tuple[str, str, int, float]) -> QPixmap | None:
        """The cached picture of ``key``'s card, letters and ratio at the nearest width (a larger one
        first: scaled down it stays sharper), or None."""
        path, letters, width, dpr = key
        widths = [k[2] for k in self._pixmaps if k[0] == path and k[1] == letters and k[3] == dpr]
        if not widths:
            return None
        best = min(widths, key=lambda w: (w < width, abs(w - width)))
        return self._pixmaps[(path, letters, best, dpr)]

    def adopt(self, key: tuple[str, str, int, float], image: QImage) -> QPixmap:
        """Keep a picture drawn elsewhere (``draw``, in another thread) as the pixmap of ``key``."""
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(key[3])
        self._pixmaps[key] = pixmap
        self.renders += 1
        return pixmap

    @staticmethod
    def draw(key: tuple[str, str, int, float]) -> QImage:
        """The picture of ``key`` (see ``key``) as an image, as ``pixmap`` draws it. It uses no
        cache's objects, only images and a renderer of its own: any thread may call it."""
        image = _blank(key)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        QSvgRenderer(QByteArray(_svg_of(key))).render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        return image

    def clear(self) -> None:
        self._pixmaps.clear()

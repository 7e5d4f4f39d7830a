"""The app icon for each system, made from the project's own icon art (``cardtable.art.backs.icon_svg``):
PNGs rendered by Qt, packed into a Windows ``.ico`` and a macOS ``.icns`` by the small writers below,
and the freedesktop hicolor theme folders for Linux.

``python packaging/icons.py OUT`` writes them all into OUT."""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # rendering needs no screen

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.desktop import APP_ID  # noqa: E402

ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x ones share the pixels of the next size)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_svg() -> bytes:
    from cardtable.art.backs import icon_svg as draw

    return draw().encode("utf-8")


def png(size: int, svg: bytes | None = None) -> bytes:
    """The icon rendered at ``size`` pixels square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication

    from cardtable.ui.cardimages import render_svg

    if QGuiApplication.instance() is None:
        QGuiApplication([])
    image = render_svg(svg or icon_svg(), size, size)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding one PNG image per size (the PNG-in-ICO form of Windows Vista on)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = [], []
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        images.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file: the 'icns' header, then one PNG element per type."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """The (type, payload) elements of an icns file (to check one)."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an icns file")
    out, at = [], 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        out.append((kind, data[at + 8 : at + length]))
        at += length
    return out


def write_all(out: Path) -> list[Path]:
    """Write cardtable.ico, cardtable.icns, cardtable.png (256) and hicolor/ under ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    sizes = sorted(set(ICO_SIZES) | {s for _, s in ICNS_TYPES} | set(HICOLOR_SIZES))
    pngs = {size: png(size, svg) for size in sizes}
    written = []
    for name, data in (
        ("cardtable.ico", ico({s: pngs[s] for s in ICO_SIZES})),
        ("cardtable.icns", icns(pngs)),
        ("cardtable.png", pngs[256]),
        ("cardtable.svg", svg),
    ):
        (out / name).write_bytes(data)
        written.append(out / name)
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        written.append(target)
    target = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(svg)
    written.append(target)
    return written


if __name__ == "__main__":
    for path in write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")):
        print(path)

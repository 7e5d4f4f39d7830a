"""What the bundle leaves out: the Python modules and the Qt libraries, plugins and translations that the
table does not use (it needs QtCore, QtGui, QtWidgets and QtSvg, a windowing platform, the SVG image and
icon plugins, and nothing of QML, Quick, PDF, OpenGL, Qt's network or the virtual keyboard: the local
socket of ``ui/instance.py`` is the standard library's). Online play (the extra ``online``) is kept:
its Matrix client talks through aiohttp and Python's ``ssl`` with OpenSSL, not through Qt.

Used by ``cardtable.spec`` on every system; the names cover the Linux (``libQt6Pdf.so.6``), Windows
(``Qt6Pdf.dll``) and macOS (``QtPdf.framework``) spellings.

>>> keep([("PySide6/Qt/lib/libQt6Pdf.so.6", "", "BINARY"), ("PySide6/Qt/lib/libQt6Svg.so.6", "", "BINARY")])
[('PySide6/Qt/lib/libQt6Svg.so.6', '', 'BINARY')]
>>> dropped("PySide6/Qt/plugins/platforms/libqxcb.so"), dropped("PySide6/Qt/plugins/platforms/libqeglfs.so")
(False, True)
>>> dropped("PySide6/Qt/translations/qtbase_de.qm"), dropped("PySide6/Qt/translations/qtbase_ja.qm")
(False, True)
>>> dropped("PySide6/Qt/translations/qtbase_pt_BR.qm"), dropped("PySide6/Qt/translations/qtbase_zh_TW.qm")
(False, True)
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Iterable

# Languages whose Qt translations (the buttons of Qt's own dialogs) ship with the bundle.
LANGUAGES = ("en", "de", "cs", "ru", "pt", "nl", "es")  # cardtable.ui.i18n.LANGUAGES

EXCLUDED_MODULES = [
    # test and development tools the package never imports at run time
    "hypothesis",
    "pytest",
    "_pytest",
    "pytestqt",
    "mypy",
    "mypyc",
    "ast_serialize",
    "ruff",
    "setuptools",
    "pip",
    "pkg_resources",
    "PyInstaller",
    "IPython",
    "numpy",
    # standard library parts a desktop table does not use
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "readline",
    "curses",
    "xmlrpc",
    "ensurepip",
    "venv",
    "distutils",
    "test",
    # compressions no file of the table uses (zipfile, tarfile and shutil do without them) and the
    # Chinese, Japanese and Korean codecs (the program reads and writes UTF-8 only): 1.3 MB
    "bz2",
    "_bz2",
    "lzma",
    "_lzma",
    "_multibytecodec",
    *(f"_codecs_{name}" for name in ("cn", "hk", "iso2022", "jp", "kr", "tw")),
    # Qt modules the table does not use (only QtCore, QtGui, QtWidgets and QtSvg)
    *(
        f"PySide6.{name}"
        for name in (
            "QtQml",
            "QtQuick",
            "QtQuickWidgets",
            "QtQuickControls2",
            "QtPdf",
            "QtPdfWidgets",
            "QtMultimedia",
            "QtMultimediaWidgets",
            "QtOpenGL",
            "QtOpenGLWidgets",
            "QtDBus",
            "QtSql",
            "QtTest",
            "QtXml",
            "QtPrintSupport",
            "QtConcurrent",
            "QtSvgWidgets",
            "QtWebEngineCore",
            "QtWebEngineWidgets",
            "QtDesigner",
            "QtUiTools",
            "QtHelp",
            "QtNetwork",
            "QtNetworkAuth",
            "QtPositioning",
            "QtStateMachine",
        )
    ),
]

# Qt libraries and plugins by name: a path whose file or folder name contains one of these words is
# left out (case-insensitive).
_QT_UNUSED = (
    "pdf",
    "qml",
    "quick",
    "virtualkeyboard",
    "networkauth",
    "multimedia",
    "ffmpeg",
    "webengine",
    "webchannel",
    "designer",
    "sql",
    "test",
    "positioning",
    "eglfs",
    "opengl",
    "shadertools",
    "labs",
    "printsupport",
    "statemachine",
    "concurrent",
    "uitools",
    "3d",
    "charts",
    "datavisualization",
    "graphs",
    "texttospeech",
    "help",
    "lottie",
    "xml",
    "svgwidgets",
    "network",  # and with it Kerberos, GSSAPI and brotli, which only QtNetwork links (5 MB)
)
_QT_PLUGIN_DIRS_UNUSED = (
    "egldeviceintegrations",
    "generic",
    "networkinformation",
    "tls",
    "qmltooling",
    "qmllint",
    "sqldrivers",
    "designer",
    "printsupport",
    "position",
    "multimedia",
    "virtualkeyboard",
    "xcbglintegrations",
    "wayland-graphics-integration-server",
    "wayland-graphics-integration-client",
    "renderers",
    "sceneparsers",
    "geometryloaders",
    "canbus",
    "sensors",
    "texttospeech",
    "webview",
    "scenegraph",
    "vectorimageformats",
)
# Platforms: the desktop's own (xcb and Wayland, Windows, Cocoa) and offscreen (headless runs, smoke tests).
_PLATFORMS_KEPT = ("qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen")
_IMAGEFORMATS_KEPT = ("qsvg",)  # cards and icons are SVG; PNG is built into QtGui
_PLATFORMTHEMES_UNUSED = ("qgtk3",)  # it would drag the build machine's GTK, cairo and pango into the bundle
_WAYLAND_SHELLS_KEPT = ("xdg-shell",)  # what desktop compositors speak; not IVI, Qt's own, fullscreen

# System libraries that come from the player's system, not the build machine's. On Linux: ALSA, which
# reads the system's configuration and plugins (PipeWire's among them) and which miniaudio loads if it
# is there; and the base every desktop has, the same list the README asks pip users for (GLib, D-Bus,
# fontconfig with FreeType, X11, xkbcommon, zlib, expat): a bundled fontconfig cannot read a newer
# system's configuration, and the rest only adds size (libdbus drags systemd's libraries along).
# On Windows, Qt's software OpenGL and the shader compiler (the table paints with the raster engine).
_SYSTEM_ONLY = (
    "libasound.so*",
    "libdbus-1.so*",
    "libglib-2.0.so*",
    "libgthread-2.0.so*",
    "libgobject-2.0.so*",
    "libfontconfig.so*",
    "libfreetype.so*",
    "libexpat.so*",
    "libz.so*",
    "libuuid.so*",
    "libx11.so*",
    "libx11-xcb.so*",
    "libxkbcommon.so*",
    # a part of glibc (since 2.22), which binds glibc's private symbols of its own version: the bundled
    # copy needed glibc 2.36 exactly (issue 46); _miniaudio's vector maths use the player's
    "libmvec.so*",
    "opengl32sw.dll",
    "d3dcompiler_*.dll",
)


def _parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").lower().split("/")


def dropped(dest: str) -> bool:
    """Whether a file of the bundle, by its path inside the bundle, is left out."""
    parts = _parts(dest)
    name = parts[-1]
    if any(fnmatch.fnmatch(name, pattern) for pattern in _SYSTEM_ONLY):
        return True
    if name.endswith(".qm"):
        match = re.fullmatch(r"qt(?:base)?_([a-z]{2})(?:_[a-z]{2})?\.qm", name)  # the name is lowercased
        return not (match and match.group(1) in LANGUAGES and name.startswith("qtbase_"))
    if "qml" in parts[:-1] or name.startswith(("libpyside6qml", "pyside6qml")):
        return True  # QML modules and PySide's QML support
    in_qt = "pyside6" in parts or any(p.startswith("qt") for p in parts[:-1]) or name.startswith(("libqt6", "qt6"))
    if not in_qt:
        return False
    if "plugins" in parts:
        folder = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) - 1 else ""
        if folder in _QT_PLUGIN_DIRS_UNUSED:
            return True
        stem = re.sub(r"^lib|\.(so|dll|dylib)$", "", name)
        if folder == "platforms":
            return stem not in _PLATFORMS_KEPT
        if folder == "imageformats":
            return stem not in _IMAGEFORMATS_KEPT
        if folder == "platformthemes":
            return stem in _PLATFORMTHEMES_UNUSED
        if folder == "platforminputcontexts":
            return "virtualkeyboard" in stem
        if folder == "wayland-shell-integration":
            return stem not in _WAYLAND_SHELLS_KEPT
    qt_names = [p for p in parts if p.startswith(("libqt6", "qt6", "qt")) or p.endswith(".framework")]
    return any(word in qt_name for qt_name in qt_names for word in _QT_UNUSED)


def keep(toc: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The entries of a PyInstaller TOC (dest, source, kind) that stay in the bundle."""
    return [entry for entry in toc if not dropped(entry[0])]


def _is_root(dest: str) -> bool:
    """Binaries loaded by name at run time (Qt plugins, Python extension modules, the interpreter);
    every other shared library stays only while one of these, directly or not, needs it."""
    path = dest.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    return (
        "/plugins/" in f"/{path}"
        or "lib-dynload/" in path
        or ".abi3." in name
        or ".cpython-" in name
        or name.startswith("libpython")
        or not name.startswith("lib")
        or ".so" not in name
    )


def prune_unneeded(
    binaries: list[tuple[str, str, str]], needed: Callable[[str], list[str]]
) -> list[tuple[str, str, str]]:
    """Drop the shared libraries that no kept binary needs any more (on Linux, those that only a
    left-out plugin linked: GTK, cairo and pango of the GTK theme, libjpeg of the JPEG plugin).
    ``needed(source)`` names the libraries one binary links (its ELF NEEDED entries).

    >>> links = {"p.so": ["libA.so.1"], "libA.so.1": ["libB.so.2"], "libB.so.2": [], "libC.so.3": []}
    >>> toc = [("PySide6/Qt/plugins/x/p.so", "p.so", "BINARY"), ("libA.so.1", "libA.so.1", "BINARY"),
    ...        ("libB.so.2", "libB.so.2", "BINARY"), ("libC.so.3", "libC.so.3", "BINARY"),
    ...        ("libC.so", "libC.so.3", "SYMLINK")]
    >>> [dest for dest, _, _ in prune_unneeded(toc, lambda source: links[source])]
    ['PySide6/Qt/plugins/x/p.so', 'libA.so.1', 'libB.so.2']
    """
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in binaries:
        if entry[2] != "SYMLINK":
            by_name.setdefault(entry[0].replace("\\", "/").rsplit("/", 1)[-1], []).append(entry)
    kept: set[tuple[str, str, str]] = set()
    stack = [e for e in binaries if e[2] != "SYMLINK" and _is_root(e[0])]
    while stack:
        entry = stack.pop()
        if entry in kept:
            continue
        kept.add(entry)
        for name in needed(entry[1]):
            stack.extend(by_name.get(name, []))
    kept_names = {e[0].replace("\\", "/").rsplit("/", 1)[-1] for e in kept}
    out = []
    for entry in binaries:
        if entry[2] == "SYMLINK":
            if entry[1].replace("\\", "/").rsplit("/", 1)[-1] in kept_names:
                out.append(entry)
        elif entry in kept:
            out.append(entry)
    return out


def elf_needed(path: str) -> list[str]:
    """The NEEDED entries of an ELF file, read with binutils' readelf (PyInstaller needs binutils)."""
    import subprocess

    done = subprocess.run(["readelf", "-d", path], capture_output=True, text=True)
    return re.findall(r"\(NEEDED\)[^\[]*\[([^\]]+)\]", done.stdout)

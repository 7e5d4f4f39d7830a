#!/bin/sh
# The AppImage recipe: turns the AppDir that `python packaging/build.py` leaves in dist/AppDir into
# dist/cardtable-<version>-<arch>.AppImage with appimagetool (not packaged by Debian; take the release
# of the AppImage project, e.g. appimagetool-x86_64.AppImage, and put it on the PATH as appimagetool).
#
# The AppDir:
#   AppRun                                  starts usr/lib/cardtable/cardtable (the PyInstaller folder)
#   io.github.cardtable.CardTable.desktop   the desktop entry (also in usr/share/applications)
#   io.github.cardtable.CardTable.png       the icon, 256 px (.DirIcon links to it)
#   usr/share/metainfo/…metainfo.xml        AppStream data, checked by appimagetool
#   usr/share/icons/hicolor/…               the icons in every size
set -eu
cd "$(dirname "$0")/../.."
APPDIR=dist/AppDir
[ -x "$APPDIR/AppRun" ] || { echo "no $APPDIR: run python packaging/build.py first" >&2; exit 2; }
command -v appimagetool >/dev/null || { echo "appimagetool not found on the PATH" >&2; exit 2; }
VERSION="$("$APPDIR/AppRun" --version | cut -d' ' -f2)"
ARCH="${ARCH:-$(uname -m)}"
export ARCH VERSION
appimagetool "$APPDIR" "dist/cardtable-$VERSION-$ARCH.AppImage"

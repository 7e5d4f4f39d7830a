#!/bin/sh
# Installs the cardtable bundle of this tarball for the current user (no root):
#   the program into ~/.local/lib/cardtable, the command ~/.local/bin/cardtable, the menu entry,
#   the icons, the AppStream metainfo and the saved games' MIME type under ~/.local/share.
# ./install.sh --uninstall removes them again.
set -eu
HERE="$(dirname "$(readlink -f "$0")")"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
LIB="$HOME/.local/lib/cardtable"
BIN="$HOME/.local/bin"
ID=io.github.cardtable.CardTable

rm -rf "$LIB" "$BIN/cardtable" "$DATA/applications/$ID.desktop" "$DATA/metainfo/$ID.metainfo.xml" \
  "$DATA/mime/packages/$ID.xml"
find "$DATA/icons/hicolor" -name "$ID.*" -delete 2>/dev/null || true
if [ "${1:-}" = "--uninstall" ]; then
  command -v update-mime-database >/dev/null && [ -d "$DATA/mime" ] && update-mime-database "$DATA/mime" || true
  echo "cardtable removed"
  exit 0
fi

mkdir -p "$LIB" "$BIN" "$DATA/applications" "$DATA/metainfo" "$DATA/mime/packages"
cp -a "$HERE/cardtable/." "$LIB/"
ln -s "$LIB/cardtable" "$BIN/cardtable"
sed "s|^Exec=cardtable|Exec=\"$LIB/cardtable\"|" "$HERE/share/applications/$ID.desktop" > "$DATA/applications/$ID.desktop"
cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/"
cp "$HERE/share/mime/packages/$ID.xml" "$DATA/mime/packages/"
cp -r "$HERE/share/icons" "$DATA/"
command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "cardtable installed: run it from the menu, or as $BIN/cardtable"

#!/bin/sh
# Installs or uninstalls emotion-keyboard under DESTDIR/PREFIX; called by `make install` and `make uninstall`.
# Usage: scripts/install.sh install BINARY ICONS_DIR   or   scripts/install.sh uninstall
#   (DESTDIR and PREFIX come from the environment; ICONS_DIR holds the PNGs of `make icons`.)
# Install records every file it wrote and every folder it created in share/emotion-keyboard/installed-files (paths
# without DESTDIR); uninstall removes exactly those files, then those folders when empty, deepest first.
set -eu
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
ROOT="$DESTDIR$PREFIX"
MANIFEST="$ROOT/share/emotion-keyboard/installed-files"
REPO=$(cd "$(dirname "$0")/.." && pwd)

case "${1:-}" in
install)
    BINARY=$2
    ICONS=$3
    [ ! -e "$MANIFEST" ] || { echo "emotion-keyboard is already installed in $ROOT: make uninstall first" >&2; exit 1; }
    created=$(mktemp)
    files=$(mktemp)
    trap 'rm -f "$created" "$files"' EXIT
    # Folders are created one level at a time so that the ones made here, and only those, are recorded.
    [ -z "$DESTDIR" ] || mkdir -p "$DESTDIR"
    makedir() {
        [ "$1" = / ] || [ -d "$DESTDIR$1" ] && return 0
        makedir "$(dirname "$1")"
        mkdir "$DESTDIR$1"
        echo "$1" >> "$created"
    }
    put() {  # mode source target (target without DESTDIR)
        makedir "$(dirname "$3")"
        install -m "$1" "$2" "$DESTDIR$3"
        echo "$3" >> "$files"
    }
    put 755 "$BINARY" "$PREFIX/bin/emotion-keyboard"
    for asset in emoji.tsv groups.tsv pinyin.tsv kaomoji.tsv softbank.tsv synonyms.tsv everyday-words.tsv popularity.tsv; do
        put 644 "$REPO/assets/$asset" "$PREFIX/share/emotion-keyboard/$asset"
    done
    (cd "$REPO/assets" && find packs -type f | LC_ALL=C sort) | while read -r file; do
        put 644 "$REPO/assets/$file" "$PREFIX/share/emotion-keyboard/$file"
    done
    # The menu entry runs the binary by its installed path, so a PREFIX outside PATH works from the menu too.
    desktop=$(mktemp)
    sed "s|^Exec=emotion-keyboard|Exec=$PREFIX/bin/emotion-keyboard|" "$REPO/assets/desktop/emotion-keyboard.desktop" > "$desktop"
    put 644 "$desktop" "$PREFIX/share/applications/emotion-keyboard.desktop"
    rm -f "$desktop"
    put 644 "$REPO/assets/desktop/emotion-keyboard.svg" "$PREFIX/share/icons/hicolor/scalable/apps/emotion-keyboard.svg"
    for png in "$ICONS"/*/emotion-keyboard.png; do
        size=$(basename "$(dirname "$png")")
        put 644 "$png" "$PREFIX/share/icons/hicolor/$size/apps/emotion-keyboard.png"
    done
    put 644 "$REPO/docs/emotion-keyboard.1" "$PREFIX/share/man/man1/emotion-keyboard.1"
    { echo "# Written by make install: the files, then the folders it created (without DESTDIR)."
      sed 's/^/file /' "$files"; sed 's/^/folder /' "$created"; echo "file ${MANIFEST#"$DESTDIR"}"; } > "$MANIFEST"
    echo "installed $(wc -l < "$files") files in $ROOT"
    ;;
uninstall)
    [ -f "$MANIFEST" ] || { echo "nothing to uninstall: no $MANIFEST" >&2; exit 1; }
    # Only paths inside PREFIX without ".." are acted on, whatever the manifest says.
    inside() { case "$1" in "$PREFIX"/*) case "$1" in */../*|*/..) return 1 ;; esac ;; *) return 1 ;; esac; }
    grep '^file ' "$MANIFEST" | cut -d' ' -f2- | while read -r file; do
        inside "$file" && [ "$file" != "${MANIFEST#"$DESTDIR"}" ] && rm -f "$DESTDIR$file" || true
    done
    folders=$(grep '^folder ' "$MANIFEST" | cut -d' ' -f2- | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-)
    rm -f "$MANIFEST"
    echo "$folders" | while read -r folder; do
        # PREFIX itself and its parents count too: install made them when they did not exist (under a DESTDIR).
        case "$PREFIX/" in "$folder"/*) ours=yes ;; *) inside "$folder" && ours=yes || ours=no ;; esac
        [ -n "$folder" ] && [ "$ours" = yes ] && rmdir "$DESTDIR$folder" 2>/dev/null || true
    done
    echo "uninstalled from $ROOT"
    ;;
*)
    echo "usage: $0 install BINARY ICONS_DIR | uninstall" >&2
    exit 64
    ;;
esac

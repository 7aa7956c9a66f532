# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# make install into a DESTDIR: desktop entry, icons, manual, a binary that finds its data from an empty environment,
# and make uninstall leaving the tree as it was.
DEST=$WORK/dest
make -s -C "$REPO" install-files BIN="$BIN" DESTDIR="$DEST" PREFIX=/usr > "$WORK/install.log" 2>&1
check "make install-files into a DESTDIR succeeds" test -x "$DEST/usr/bin/emotion-keyboard"
check "the desktop entry passes desktop-file-validate" desktop-file-validate "$DEST/usr/share/applications/emotion-keyboard.desktop"
check "the desktop entry is in Utility and Accessibility and runs the installed path" bash -c \
    "grep -qx 'Categories=Utility;Accessibility;' '$DEST/usr/share/applications/emotion-keyboard.desktop' && grep -qx 'Exec=/usr/bin/emotion-keyboard' '$DEST/usr/share/applications/emotion-keyboard.desktop'"
check "a scalable icon and every PNG size, each as large as its folder says" bash -c '
    test -f "'"$DEST"'/usr/share/icons/hicolor/scalable/apps/emotion-keyboard.svg" || exit 1
    for size in 16 22 24 32 48 64 128 256; do
        [ "$(identify -format %wx%h "'"$DEST"'/usr/share/icons/hicolor/${size}x${size}/apps/emotion-keyboard.png")" = "${size}x${size}" ] || exit 1
    done'
man -l "$DEST/usr/share/man/man1/emotion-keyboard.1" > "$WORK/man.txt" 2> "$WORK/man.err"
check "man -l renders the manual without warnings" bash -c "grep -q '^NAME' '$WORK/man.txt' && grep -q 'emotion-keyboard — on-screen emoji' '$WORK/man.txt' && ! [ -s '$WORK/man.err' ]"
missing=""
for command in window list search convert doctor config "sticker add" "sticker remove" "sticker rename" "sticker move" "sticker list"; do
    # shellcheck disable=SC2086 # "sticker add" is a command and its subcommand
    for option in $("$BIN" $command --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
        grep -q -- "$option" "$WORK/man.txt" || missing="$missing $command:$option"
    done
done
check "the manual names every option of every command's --help" equals "$missing" ""
check "the installed binary lists the catalog from an empty environment" equals \
    "$(env -i DISPLAY="$DISPLAY" PATH=/usr/bin:/bin "$DEST/usr/bin/emotion-keyboard" list | wc -l)" "3870"
check "--version prints the version" bash -c "'$DEST/usr/bin/emotion-keyboard' --version | grep -qx '[0-9][0-9.]*'"
env -i DISPLAY="$DISPLAY" PATH=/usr/bin:/bin HOME="$WORK/home" "$DEST/usr/bin/emotion-keyboard" > /dev/null 2> "$WORK/installed.err" &
INSTALLED=$!
wait_window "$INSTALLED"
check "the installed binary opens its window with only DISPLAY, PATH and HOME" test -n "$WIN"
kill "$INSTALLED" 2>/dev/null; wait "$INSTALLED" 2>/dev/null
make -s -C "$REPO" uninstall DESTDIR="$DEST" PREFIX=/usr >> "$WORK/install.log" 2>&1
check "make uninstall leaves the DESTDIR empty" equals "$(find "$DEST" -mindepth 1 | head -5)" ""

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The paste chord under keymaps with no Latin letters: Ctrl+V's v gets a spare keycode bound for it, as typing does,
# and the keymap is the user's again afterwards.
X11=$REPO/Tests/e2e/x11_helpers.py

# paste_under LAYOUT [GROUP2]: direct-mode paste of the first emoji into a GTK3 and a Qt5 text view, the keyboard
# started under LAYOUT (with GROUP2, the layout us,LAYOUT with its second group locked).
paste_under() {
    local name=$1
    if [ "${2:-}" = group2 ]; then
        setxkbmap -layout "us,$1" -option grp:alt_shift_toggle; sleep 0.3
        /usr/bin/python3 -c '
from Xlib import display, X
from Xlib.ext import xtest
d = display.Display()
for code, kind in ((64, X.KeyPress), (50, X.KeyPress), (50, X.KeyRelease), (64, X.KeyRelease)): xtest.fake_input(d, kind, code)
d.sync()'
        sleep 0.3
        name="us,$1 (group 2)"
    else
        setxkbmap -layout "$1" -option ''; sleep 0.3
    fi
    xmodmap -pke > "$WORK/keymap-before"
    printf 'the user clipboard' | xclip -i -selection clipboard
    start_gtk_text_view "$WORK/gtk-layout"
    start_plain --mode direct --deliver paste
    click $(cell 0 0)
    wait_size "$WORK/gtk-layout" 4
    check "paste under $name: GTK3 got the emoji" equals "$(cat "$WORK/gtk-layout")" "$(smiley 0)"
    stop; kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
    start_qt_text_view "$WORK/qt-layout"
    start_plain --mode direct --deliver paste
    click $(cell 0 1)
    wait_size "$WORK/qt-layout" 4
    check "paste under $name: Qt5 got the emoji" equals "$(cat "$WORK/qt-layout")" "$(smiley 1)"
    sleep 2.5
    xmodmap -pke > "$WORK/keymap-after"
    check "paste under $name: the keymap is the user's again" cmp "$WORK/keymap-before" "$WORK/keymap-after"
    check "paste under $name: the user's clipboard is back" equals "$(xclip -o -selection clipboard)" "the user clipboard"
    stop; kill "$QV" 2>/dev/null; wait "$QV" 2>/dev/null
}

paste_under ru
paste_under gr
paste_under ara
paste_under ru group2
setxkbmap -layout us -option ''

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Direct mode types every emotion straight into the focused application: an xterm running cat. 200 cells of every
# kind (plain, VS16, keycap, flags and tag flags, ZWJ sequences, stickers as codes, kaomoji with spaces and CJK) arrive
# byte for byte, in order; the focus never leaves xterm; the keymap is the user's again afterwards.
xmodmap -pke > "$WORK/keymap-before"
start_xterm_cat "$WORK/typed"
EMOTION_KEYBOARD_TRACE=1 start_plain --mode direct
check "direct mode: the window does not take the focus when it opens" equals "$(xdotool getwindowfocus)" "$XTW"
check "direct mode: WM_HINTS input is False" bash -c "xprop -id $WIN WM_HINTS | grep -q 'input or input focus: False'"
check "direct mode: the window is a utility window kept above" bash -c \
    "xprop -id $WIN _NET_WM_WINDOW_TYPE | grep -q UTILITY && xprop -id $WIN _NET_WM_STATE | grep -q ABOVE"
click_plan "$WORK/expected" "$WORK/typed"; focus_kept=$?
check "direct mode: the focus stayed in xterm through every click" equals "$focus_kept" "0"
sleep 1
check "direct mode: xterm received 200 emotions byte for byte" cmp "$WORK/typed" "$WORK/expected"
# Holding delete repeats BackSpace in the application (xterm sends DEL for it; cat keeps it as 0x7F).
: > "$WORK/typed"
move $(at delete); xdotool mousedown 1; sleep 1.05; xdotool mouseup 1; sleep 0.5
deletes=$(tr -cd '\177' < "$WORK/typed" | wc -c)
check "direct mode: holding delete 1.05 s sends 7 (+-1) BackSpaces: $deletes" test "$deletes" -ge 6 -a "$deletes" -le 8
kill -TERM "$KB"; wait "$KB"; KB=""
xmodmap -pke > "$WORK/keymap-after"
check "after exit the keymap is what it was before" cmp "$WORK/keymap-before" "$WORK/keymap-after"
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

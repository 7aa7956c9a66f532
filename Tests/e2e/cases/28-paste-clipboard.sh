# Sourced by Tests/e2e/run.sh (functions from lib.sh).
X11=$REPO/Tests/e2e/x11_helpers.py

# Paste delivery: the text goes out through the clipboard and the target's paste key (Shift+Insert for xterm, from
# the WM_CLASS table); the user's clipboard is theirs again afterwards.
printf 'the user clipboard' | xclip -i -selection clipboard
start_xterm_cat "$WORK/pasted"
start_plain --mode direct --deliver paste
click $(cell 0 0)
for _ in $(seq 50); do [ -s "$WORK/pasted" ] && break; sleep 0.1; done
check "paste delivery: xterm got the emoji through Shift+Insert" equals "$(cat "$WORK/pasted")" "$(smiley 0)"
sleep 0.8
check "paste delivery: the user's clipboard is back afterwards" equals "$(xclip -o -selection clipboard)" "the user clipboard"
check "paste delivery: the focus stayed in xterm" equals "$(xdotool getwindowfocus)" "$XTW"
stop
# With no clipboard manager a background owner keeps the user's clipboard after the keyboard exits (as xclip's does),
# until another client takes it.
sleep 0.3
check "paste delivery: with no clipboard manager the user's clipboard outlives the keyboard" equals "$(xclip -o -selection clipboard 2>&1)" "the user clipboard"
# (PRIMARY too: an earlier case's keyboard may have left a background owner of PRIMARY.)
check "and the background owner is gone once other clients take the clipboard and PRIMARY" bash -c \
    "printf other | xclip -i -selection clipboard; printf other | xclip -i -selection primary; for _ in \$(seq 30); do pgrep -f \"^emotion-keyboard keep-selection --display \$DISPLAY\\\$\" > /dev/null || exit 0; sleep 0.1; done; exit 1"
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Clipboard delivery: the targets a client can ask for; one sticker is offered as its PNG too.
start_plain --deliver clipboard
click $(tab 11); click $(cell 0 0); click $(at send)
targets=$(xclip -o -selection clipboard -t TARGETS | sort | tr '\n' ' ')
check "clipboard: TARGETS lists the text targets and image/png ($targets)" bash -c \
    "for t in TARGETS TIMESTAMP UTF8_STRING TEXT image/png 'text/plain;charset=utf-8'; do printf '%s\n' '$targets' | tr ' ' '\n' | grep -qx \"\$t\" || exit 1; done"
check "clipboard: the text is the sticker's code" equals "$(xclip -o -selection clipboard)" "[笑哭]"
xclip -o -selection clipboard -t image/png > "$WORK/sticker.png"
check "clipboard: image/png is the sticker's PNG, byte for byte" cmp "$WORK/sticker.png" "$REPO/assets/packs/doudou/xiaoku.png"
check "clipboard: a target we do not have is refused" bash -c "! xclip -o -selection clipboard -t text/html 2>/dev/null | grep -q ."
# STRING is Latin-1: offered for Latin-1 text only.
check "clipboard: no STRING for a CJK code" bash -c "! xclip -o -selection clipboard -t TARGETS | grep -qx STRING"
focus; printf 'café' | xclip -i -selection clipboard; key ctrl+v; click $(at send)
check "clipboard: STRING for Latin-1 text, in Latin-1" equals "$(xclip -o -selection clipboard -t STRING | od -An -tx1 | tr -d ' ')" "636166e9"
stop

# A megabyte goes both ways through INCR, and a requestor that never reads does not stop the window.
head -c 786432 /dev/urandom | base64 -w 0 | head -c 1048576 > "$WORK/mega"
# xclip writes the first chunk the moment its INCR property is deleted: a second delete of ours once lost that chunk
# in about one paste of five, so the paste is tried three times.
mega_round_trips=0
for trial in 1 2 3; do
    [ "$trial" -gt 1 ] && stop
    start
    focus
    xclip -i -selection clipboard < "$WORK/mega"
    key ctrl+v
    # Copy until the whole megabyte is back (pasting it takes a moment on a busy machine).
    for _ in $(seq 20); do
        sleep 0.5; key ctrl+a; key ctrl+c; sleep 0.2
        xclip -o -selection clipboard > "$WORK/mega-out"
        [ "$(stat -c %s "$WORK/mega-out")" -ge 1048576 ] && break
    done
    cmp -s "$WORK/mega" "$WORK/mega-out" && mega_round_trips=$((mega_round_trips + 1))
done
check "INCR: 1 MiB pasted into the composer and copied out again is unchanged, 3 of 3 times" equals "$mega_round_trips" 3
/usr/bin/python3 "$X11" never-read 5 & STUCK=$!
sleep 0.5
key End; key BackSpace; key ctrl+a; key BackSpace
click $(cell 0 0); send
check "a requestor that never reads the INCR answer does not stop the window" equals "$(printed)" "$(smiley 0)"
kill $STUCK 2>/dev/null; wait $STUCK 2>/dev/null
stop

# At exit the clipboard goes to a clipboard manager, so the text outlives the keyboard.
/usr/bin/python3 "$X11" clipboard-manager "$WORK/managed" > "$WORK/manager-ready" & MANAGER=$!
for _ in $(seq 50); do [ -s "$WORK/manager-ready" ] && break; sleep 0.1; done
start_plain --deliver clipboard
click $(cell 0 3); click $(at send)
stop
wait $MANAGER 2>/dev/null
check "at exit the clipboard manager got the clipboard (SAVE_TARGETS)" equals "$(cat "$WORK/managed" 2>/dev/null)" "$(smiley 3)"

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Faults while typing: the keymap and the keys are the user's again afterwards, whatever ends the keyboard.
X11=$REPO/Tests/e2e/x11_helpers.py
xmodmap -pke > "$WORK/keymap-before"

# send_long: in compose mode, pastes the 200-emotion text (planned in the first window) and presses Send (typing it
# takes a few seconds).
send_long() {
    [ -s "$WORK/long" ] || BIN=$BIN /usr/bin/python3 "$REPO/Tests/e2e/typing_plan.py" "$WIN" "$WORK/long" > /dev/null
    xclip -i -selection clipboard < "$WORK/long"
    focus; key ctrl+v; click $(at send)
    sleep 1
}

start_xterm_cat "$WORK/faults"
start_plain; send_long
kill -TERM "$KB"; wait "$KB"; status=$?; KB=""
xmodmap -pke > "$WORK/keymap-after"
check "SIGTERM while typing: exit 0" equals "$status" "0"
check "SIGTERM while typing: the keymap is restored" cmp "$WORK/keymap-before" "$WORK/keymap-after"
check "SIGTERM while typing: no key stays pressed" equals "$(/usr/bin/python3 "$X11" keys-down)" "0"

xdotool windowactivate --sync "$XTW" 2>/dev/null
start_plain; send_long
kill -KILL "$KB"; wait "$KB" 2>/dev/null; KB=""
xmodmap -pke > "$WORK/keymap-killed"
check "SIGKILL while typing leaves keycodes bound (nothing can restore them then)" bash -c "! cmp -s '$WORK/keymap-before' '$WORK/keymap-killed'"
check "SIGKILL while typing: no key stays pressed" equals "$(/usr/bin/python3 "$X11" keys-down)" "0"
start_plain --mode direct
xmodmap -pke > "$WORK/keymap-repaired"
check "the next start gives the keycodes a killed keyboard bound back" cmp "$WORK/keymap-before" "$WORK/keymap-repaired"
stop

xdotool windowactivate --sync "$XTW" 2>/dev/null
start_plain; send_long
xkill -id "$WIN" >/dev/null 2>&1; wait "$KB" 2>/dev/null; status=$?; KB=""
check "the X connection killed while typing: exit 1" equals "$status" "1"
start_plain --mode direct; stop
xmodmap -pke > "$WORK/keymap-after-kill"
check "after the connection was killed, the next start repairs the keymap" cmp "$WORK/keymap-before" "$WORK/keymap-after-kill"

# A modifier the user holds must not turn typed emotions into shortcuts.
: > "$WORK/faults-ctrl"
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null
start_xterm_cat "$WORK/faults-ctrl"
start_plain --mode direct
xdotool keydown Control_L
click $(cell 0 4)
xdotool keyup Control_L
sleep 0.5
check "direct mode with Ctrl held: the emotion arrives, not a control character" equals "$(cat "$WORK/faults-ctrl")" "$(smiley 4)"
check "and Ctrl is up again when the user lets go" equals "$(/usr/bin/python3 "$X11" keys-down)" "0"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Docked along the bottom edge: a dock window with a strut reserving its height, across the whole screen.
start_plain --mode direct --dock bottom
# The window manager places a dock after mapping it: give it a moment.
for _ in $(seq 20); do
    geometry=$(xwininfo -id "$WIN" | awk '/Absolute upper-left Y|Width|Height/ {print $NF}' | tr '\n' ' ')
    set -- $geometry; [ "$2" = 1280 ] && [ $(($1 + $3)) -eq 800 ] && break
    sleep 0.1
done
check "--dock bottom: a dock window" bash -c "xprop -id $WIN _NET_WM_WINDOW_TYPE | grep -q DOCK"
check "--dock bottom: the strut reserves the window's height at the bottom" bash -c \
    "xprop -id $WIN _NET_WM_STRUT_PARTIAL | grep -Eq '= 0, 0, 0, [1-9][0-9]*,'"
check "--dock bottom: across the screen, at its bottom edge ($geometry)" bash -c \
    "set -- $geometry; [ \$2 -eq 1280 ] && [ \$((\$1 + \$3)) -eq 800 ]"
stop

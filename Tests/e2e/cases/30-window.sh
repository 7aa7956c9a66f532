# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# 8. Tabs and pages change the grid; the window has its properties.
start
grid() { xwd -silent -id "$WIN" | convert xwd:- -crop 416x190+0+44 +repage "$WORK/$1.png"; }
grid before; click $(tab 3); grid tab
xdotool mousemove --window "$WIN" $(cell 1 3) click 5; sleep 0.2; grid page
shot "$SHOTS/grid.png"
check "switching tab changes the grid" test "$(compare -metric AE "$WORK/before.png" "$WORK/tab.png" null: 2>&1)" -gt 1000
check "scrolling a page changes the grid" test "$(compare -metric AE "$WORK/tab.png" "$WORK/page.png" null: 2>&1)" -gt 1000
click $(tab 2)
grid back
check "tab 1 still shows the page it was left on" test "$(compare -metric AE "$WORK/before.png" "$WORK/back.png" null: 2>&1)" -lt 50
check "WM_CLASS is emotion-keyboard, EmotionKeyboard" bash -c "xprop -id $WIN WM_CLASS | grep -q '\"emotion-keyboard\", \"EmotionKeyboard\"'"
check "WM_PROTOCOLS has WM_DELETE_WINDOW" bash -c "xprop -id $WIN WM_PROTOCOLS | grep -q WM_DELETE_WINDOW"
check "WM_PROTOCOLS has _NET_WM_PING" bash -c "xprop -id $WIN WM_PROTOCOLS | grep -q _NET_WM_PING"
check "a window manager's ping is answered" equals "$(/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" ping "$WIN")" "answered"
# A stopped keyboard does not answer (what the window manager's "not responding" rests on), and answers once it runs.
kill -STOP "$KB"
check "a stopped keyboard answers no ping" equals "$(/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" ping "$WIN" 1)" "no answer"
kill -CONT "$KB"
check "and answers once it runs again" equals "$(/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" ping "$WIN")" "answered"
check "the window has an icon" bash -c "xprop -id $WIN _NET_WM_ICON | grep -q 'Icon (32 x 32)'"
press_drag $(cell 0 6); shot "$SHOTS/magnifier-edge.png"; release
check "magnifier over the right edge cell draws inside the window (bubble border at x<416)" \
    bash -c "convert '$SHOTS/magnifier-edge.png' -crop 8x120+408+56 +repage -format '%[fx:minima.intensity<0.95]' info: | grep -q 1"
kill -TERM "$KB"; wait "$KB"; status=$?
check "SIGTERM exits 0" equals "$status" "0"
check "recents were saved" test -s "$XDG_STATE_HOME/emotion-keyboard/recents.json"
KB=""
# Every atom start-up needs is interned in one round trip before the window is mapped, those used right after the
# first frame (XTest's) included: each name interned alone, and each further batch, costs a round trip of its own (the
# trace names both). The plain launch takes the single-instance selection; direct mode and a dock set more properties.
for args in "" "--mode direct" "--dock bottom"; do
    EMOTION_KEYBOARD_TRACE=1 start_plain $args
    # XTest's atom is used right after the first frame: look once it is drawn and that moment has passed.
    for _ in $(seq 100); do grep -q 'frame drawn' "$WORK/err" && break; sleep 0.05; done
    sleep 0.3
    batch=$(grep -n -m1 'atoms interned' "$WORK/err" | cut -d: -f1); mapped=$(grep -n -m1 'window mapped' "$WORK/err" | cut -d: -f1)
    check "start-up interns its atoms in one batch before the map, none alone (${args:-plain launch})" \
        bash -c "[ \$(grep -c 'atoms interned' '$WORK/err') = 1 ] && [ '${batch:-0}' -lt '${mapped:-0}' ] && grep -q 'frame drawn' '$WORK/err' && ! grep 'interned alone' '$WORK/err'"
    stop
done

# Issue 26, item 8: on a 320 x 240 screen with --scale 4 the window was 552 px tall, off the screen. It fits the
# screen, with fewer rows and smaller cells, and says so in one line.
SMALL_SHARED_DISPLAY=$DISPLAY
Xvfb -displayfd 3 -screen 0 320x240x24 -nolisten tcp -noreset 3>"$WORK/small-display" >/dev/null 2>&1 & SMALL_XVFB=$!
for _ in $(seq 100); do [ -s "$WORK/small-display" ] && break; sleep 0.05; done
export DISPLAY=:$(cat "$WORK/small-display")
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
start_plain --scale 4
size=$(xwininfo -id "$WIN" | awk '/Width:|Height:/ {print $2}' | tr '\n' ' ')
check "320 x 240 at --scale 4: the window fits the screen ($size)" bash -c "set -- $size; [ \$1 -le 320 ] && [ \$2 -le 240 ]"
check "and one line says so" bash -c "[ \$(grep -c 'larger than the 320 x 240 screen' '$WORK/err') = 1 ]"
stop
kill "$SMALL_XVFB" 2>/dev/null; wait "$SMALL_XVFB" 2>/dev/null
export DISPLAY=$SMALL_SHARED_DISPLAY

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The dock fills its edge: on screens 1280, 1920 and 3840 px wide (an X server of their own), along the top and the
# bottom, the window spans the screen at its edge with a strut reserving its height, and is drawn across the whole
# width: no undrawn (black) column anywhere, the grid's white and its emoji in the rightmost tenth, the tab bar's grey
# there too, and the cell under the pointer at the right end is named in the status line. Issue 22: a 1920 px dock drew
# its left 416 px only.
SHARED_DISPLAY=$DISPLAY
DOCK_HEIGHT=294   # the default layout's preferred height: composer 44, 3 rows of 56 with margins of 12, indicator 18, tab bar 40
# Share (0 to 1) of the pixels of image $1 within 3% of colour $2.
share() { convert "$1" -fuzz 3% -fill black +opaque "$2" -fill white -opaque "$2" -colorspace Gray -format '%[fx:mean]' info:; }
at_least() { awk -v v="$1" -v m="$2" 'BEGIN { exit !(v >= m) }' || { echo "   $1 < $2"; return 1; }; }
at_most() { awk -v v="$1" -v m="$2" 'BEGIN { exit !(v <= m) }' || { echo "   $1 > $2"; return 1; }; }
for screen in 1280x800 1920x1080 3840x2160; do
    W=${screen%x*} H=${screen#*x}
    Xvfb -displayfd 3 -screen 0 "${screen}x24" -nolisten tcp -noreset 3>"$WORK/dock-display" >/dev/null 2>&1 & DOCK_XVFB=$!
    for _ in $(seq 100); do [ -s "$WORK/dock-display" ] && break; sleep 0.05; done
    export DISPLAY=:$(cat "$WORK/dock-display"); : > "$WORK/dock-display"
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    openbox >/dev/null 2>&1 & DOCK_WM=$!
    sleep 0.5
    for edge in bottom top; do
        EMOTION_KEYBOARD_TRACE=1 start_plain --dock "$edge" --mode direct
        for _ in $(seq 100); do grep -q 'frame drawn' "$WORK/err" && break; sleep 0.05; done
        [ "$edge" = top ] && y=0 || y=$((H - DOCK_HEIGHT))
        for _ in $(seq 20); do
            geometry=$(xwininfo -id "$WIN" | awk '/Absolute upper-left [XY]|Width|Height/ {print $NF}' | tr '\n' ' ')
            [ "$geometry" = "0 $y $W $DOCK_HEIGHT " ] && break
            sleep 0.1
        done
        name="$W px, $edge"
        check "dock $name: across the screen at its edge ($geometry)" equals "$geometry" "0 $y $W $DOCK_HEIGHT "
        if [ "$edge" = top ]; then strut="0, 0, $DOCK_HEIGHT, 0, 0, 0, 0, 0, 0, $((W - 1)), 0, 0"; else strut="0, 0, 0, $DOCK_HEIGHT, 0, 0, 0, 0, 0, 0, 0, $((W - 1))"; fi
        check "dock $name: _NET_WM_STRUT_PARTIAL reserves the edge" equals "$(xprop -id "$WIN" _NET_WM_STRUT_PARTIAL | sed 's/.* = //')" "$strut"
        shot "$WORK/dock.png"
        # Each column averaged to one pixel: an undrawn column is black from top to bottom.
        black=$(convert "$WORK/dock.png" -colorspace Gray -scale "${W}x1!" -threshold 4% -negate -format '%[fx:int(w*mean+0.5)]' info:)
        check "dock $name: no undrawn column ($black black)" equals "$black" "0"
        tenth=$((W / 10))
        convert "$WORK/dock.png" -crop "${tenth}x168+$((W - tenth))+56" +repage "$WORK/dock-grid.png"
        convert "$WORK/dock.png" -crop "${tenth}x38+$((W - tenth))+255" +repage "$WORK/dock-tabs.png"
        white=$(share "$WORK/dock-grid.png" '#FFFFFF')
        check "dock $name: the rightmost tenth of the grid is its white background ($white)" at_least "$white" 0.5
        check "dock $name: with emoji drawn on it ($white)" at_most "$white" 0.97
        check "dock $name: the rightmost tenth of the tab bar is its grey" at_least "$(share "$WORK/dock-tabs.png" '#EDEBE9')" 0.8
        if [ "$edge" = bottom ]; then
            cp "$WORK/dock.png" "$SHOTS/dock-$W.png"
            convert "$WORK/dock.png" -crop "${W}x18+0+236" +repage "$WORK/status-before.png"
            # The grid's last column, first row: the right end takes the pointer as the left does.
            xdotool mousemove --window "$WIN" $(cell 0 -1); sleep 0.3
            shot "$WORK/hover.png"
            convert "$WORK/hover.png" -crop "${W}x18+0+236" +repage "$WORK/status-after.png"
            check "dock $name: the status line names the cell under the pointer at the right end" \
                test "$(compare -metric AE "$WORK/status-before.png" "$WORK/status-after.png" null: 2>&1)" -gt 50
        fi
        stop
    done
    kill "$DOCK_WM" "$DOCK_XVFB" 2>/dev/null; wait "$DOCK_WM" "$DOCK_XVFB" 2>/dev/null
done
export DISPLAY=$SHARED_DISPLAY

# A dock whose window id the window manager still remembers: openbox, when it has not yet handled the end of a window
# whose id a new dock reuses, gives the dock that window's place and size (the suite once saw a dock 416 px wide at
# y 50). The keyboard asks for its edge again. Openbox is stopped while one keyboard ends and the dock starts, until
# the dock has the id of the window before it.
reused=""
for _ in 1 2 3 4 5; do
    start_plain --mode direct
    old=$WIN
    kill -STOP "$WM"
    # The server frees the id range of a client it has seen end: then the next client gets it.
    stop; sleep 0.3
    "$BIN" --mode direct --dock bottom > "$WORK/out" 2> "$WORK/err" & KB=$!
    for _ in $(seq 50); do [ -n "$(xdotool search --all --pid "$KB" --class EmotionKeyboard 2>/dev/null)" ] && break; sleep 0.05; done
    sleep 0.3
    kill -CONT "$WM"
    wait_window "$KB"
    [ "$WIN" = "$old" ] && { reused=1; break; }
    stop
done
if [ -z "$reused" ]; then
    # The id comes from the server's free client slots: no reuse in five tries leaves nothing to check.
    echo "# skipped: the server gave the dock a new window id five times"
else
    for _ in $(seq 20); do
        geometry=$(xwininfo -id "$WIN" | awk '/Absolute upper-left [XY]|Width|Height/ {print $NF}' | tr '\n' ' ')
        [ "$geometry" = "0 506 1280 $DOCK_HEIGHT " ] && break
        sleep 0.1
    done
    check "a dock that reuses the id of a window the manager remembers: across the screen at its edge ($geometry)" \
        equals "$geometry" "0 506 1280 $DOCK_HEIGHT "
fi
stop

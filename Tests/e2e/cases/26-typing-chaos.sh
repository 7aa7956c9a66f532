# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Typing when the world is late. Quick taps in direct mode with both cores loaded: each press and release is taken at its own event's place, so ten
# cells tapped with 60 ms holds and no pause arrive in order, with no BackSpace, however busy the loop is.
start_xterm_cat "$WORK/taps"
start_plain --mode direct
LOADS=""
for _ in 1 2; do (while :; do :; done) & LOADS="$LOADS $!"; done
in_order=0
for run in 1 2 3 4 5; do
    : > "$WORK/taps"
    expected=""
    for c in 0 1 2 3 4 5 0 1 2 3; do
        xdotool mousemove --window "$WIN" $(cell 0 $c) mousedown 1 sleep 0.06 mouseup 1
        expected="$expected$(smiley $c)"
    done
    wait_size "$WORK/taps" "$(printf %s "$expected" | wc -c)"
    sleep 0.5
    [ "$(cat "$WORK/taps")" = "$expected" ] && in_order=$((in_order + 1))
done
kill $LOADS 2>/dev/null; wait $LOADS 2>/dev/null
check "ten quick taps under load arrive in order, 5 runs of 5" equals "$in_order" 5
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Typed into xterm stopped for 3 s across Send (a busy machine): the keycodes bound for the emoji keep their mapping
# until xterm has fetched the keymap and read them, so every emoji arrives when it wakes; the keymap is the user's after.
xmodmap -pke > "$WORK/keymap-before-stop"
start_xterm_cat "$WORK/stopped-type"
start_plain --deliver type
for c in 0 1 2 3 4 5; do click $(cell 0 $c); done
kill -STOP "$XT"
send
sleep 3
kill -CONT "$XT"
wait_size "$WORK/stopped-type" 24
check "type: xterm stopped 3 s across Send types every emoji when it wakes" \
    equals "$(cat "$WORK/stopped-type")" "$(smiley 0)$(smiley 1)$(smiley 2)$(smiley 3)$(smiley 4)$(smiley 5)"
sleep 2.5
xmodmap -pke > "$WORK/keymap-after-stop"
check "type: and the keymap is the user's again" cmp "$WORK/keymap-before-stop" "$WORK/keymap-after-stop"
stop; kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Quick taps in direct mode with both cores loaded: each press and release is taken at its own event's place, so ten
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

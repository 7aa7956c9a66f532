# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Typing on the physical keyboard and editing keys reach the composer.
start
focus
xdotool type --delay 40 "hello big world"; sleep 0.2
key ctrl+Left; key shift+End; key BackSpace; key Home; key Right; key Delete
send
check "typing, Ctrl+Left, Shift+End, BackSpace, Delete edit the text" equals "$(printed)" "hllo big "
focus; xdotool type --delay 40 "hello world"; sleep 0.2
xdotool mousemove --window "$WIN" 94 22 click --repeat 2 --delay 80 1; sleep 0.3
check "double click selects the word under the pointer into PRIMARY" equals "$(selection primary)" "hello"
xdotool mousemove --window "$WIN" 94 22 click 1; sleep 0.3
# Press, move and release as separate steps: one chained xdotool call can deliver them faster than a hand would.
press_drag 94 22; move 204 22; release
check "dragging in the text field selects into PRIMARY" grep -q "llo wo" <<< "$(selection primary)"
stop

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The lost click: press, a 2-pixel move, release, a move away. A motion event must never be handled before a release
# that came first (that made a swipe of the click and lost it). The steps are separate xdotool calls: chained in one
# call, xdotool itself sometimes warps the pointer away before the release reaches the server.
start
read -r x y <<< "$(cell 0 0)"
for trial in 1 2 3 4 5 6; do
    xdotool mousemove --window "$WIN" "$x" "$y" mousedown 1; sleep 0.03
    xdotool mousemove --window "$WIN" $((x + 2)) "$y"; sleep 0.03
    xdotool mouseup 1; sleep 0.03
    xdotool mousemove --window "$WIN" 3 3; sleep 0.1
done
send
check "6 times press, tiny move, release, move away insert 6 emoji" equals "$(printed)" "$(smiley 0)$(smiley 0)$(smiley 0)$(smiley 0)$(smiley 0)$(smiley 0)"
stop

# Alt+letter and Super+letter are someone else's shortcuts: they type nothing into the composer.
start
focus
key a; key alt+b; key super+c; key ctrl+1; key ctrl+q; key alt+shift+e; key super+shift+f; key d
send
check "Alt, Super (with or without Shift), Ctrl+digit and Ctrl+q type nothing" equals "$(printed)" "ad"
stop

# SIGHUP (the terminal closing) ends the keyboard like SIGTERM: exit 0, recents saved.
start
click $(cell 0 1)
kill -HUP "$KB"; wait "$KB"; status=$?
check "SIGHUP exits 0" equals "$status" "0"
check "SIGHUP saves recents" grep -q "$(smiley 1)" "$XDG_STATE_HOME/emotion-keyboard/recents.json"
KB=""

# Another client destroying the window ends the process instead of leaving it behind.
start
/usr/bin/python3 -c "
from Xlib import display
d = display.Display()
d.create_resource_object('window', $WIN).destroy()
d.sync()"
for _ in $(seq 30); do kill -0 "$KB" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$KB" 2>/dev/null; then status=running; stop; else wait "$KB"; status=$?; fi
check "a destroyed window ends the process (exit 0)" equals "$status" "0"
KB=""

# --print into a reader that has gone: no death by SIGPIPE, the text stays in the composer, one warning.
export XDG_STATE_HOME=$WORK/state-pipe
( "$BIN" --print 2> "$WORK/err"; echo "exit=$?" > "$WORK/pipe-status" ) | true &
for _ in $(seq 100); do
    WIN=$(xdotool search --class EmotionKeyboard 2>/dev/null | tail -1)
    [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
    sleep 0.05
done
sleep 0.3
click $(cell 0 2); send
check "a closed standard output is one warning" grep -q "cannot write to standard output" "$WORK/err"
focus; key ctrl+a; key ctrl+c
check "and the text stays in the composer" equals "$(xclip -o -selection clipboard)" "$(smiley 2)"
xdotool windowactivate --sync "$WIN" 2>/dev/null; key alt+F4
for _ in $(seq 30); do [ -s "$WORK/pipe-status" ] && break; sleep 0.1; done
check "and the keyboard lives on until closed (exit 0)" equals "$(cat "$WORK/pipe-status" 2>/dev/null)" "exit=0"

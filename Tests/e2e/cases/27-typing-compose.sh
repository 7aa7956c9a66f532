# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Compose mode: Send gives the focus back to the application that had it and types the whole text there at once:
# 200 emotions of every kind in one string, far more distinct characters than there are spare keycodes, so the
# keymap must change many times while xterm is still reading what came before.
xmodmap -pke > "$WORK/keymap-before"
start_xterm_cat "$WORK/typed-compose"
EMOTION_KEYBOARD_TRACE=1 start_plain
BIN=$BIN /usr/bin/python3 "$REPO/Tests/e2e/typing_plan.py" "$WIN" "$WORK/expected" > /dev/null
check "compose mode: the keyboard has the focus once opened" equals "$(xdotool getwindowfocus)" "$WIN"
xclip -i -selection clipboard < "$WORK/expected"
focus; key ctrl+v
click $(at send)
want=$(stat -c %s "$WORK/expected")
for _ in $(seq 600); do [ "$(stat -c %s "$WORK/typed-compose")" -ge "$want" ] && break; sleep 0.1; done
sleep 0.3
check "compose mode: Send gave the focus back to xterm" equals "$(xdotool getwindowfocus)" "$XTW"
check "compose mode: xterm received the whole text byte for byte" cmp "$WORK/typed-compose" "$WORK/expected"
changes=$(grep -c "keymapChanged: true" "$WORK/err")
check "compose mode: the keymap changed for batches, not per character ($changes batches)" test "$changes" -ge 2 -a "$changes" -le 60
kill -TERM "$KB"; wait "$KB"; KB=""
xmodmap -pke > "$WORK/keymap-after"
check "compose mode: after exit the keymap is what it was before" cmp "$WORK/keymap-before" "$WORK/keymap-after"
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# A click on Send quicker than the window manager (xdotool's, an auto-clicker's): xterm was still active when typing
# began, then openbox focused the keyboard for the click, and the keys came back into the keyboard's own search field:
# the text was lost. Typing now waits until xterm has the focus again.
: > "$WORK/typed-quick"
start_xterm_cat "$WORK/typed-quick"
start_plain
expected=""
for round in 1 2 3; do
    focus; key u 2
    click $(cell 0 4)
    expected="${expected}u2$(smiley 4)"
    xdotool windowactivate --sync "$XTW"; sleep 0.6
    xdotool mousemove --window "$WIN" $(at send) click 1
    for _ in $(seq 30); do [ "$(cat "$WORK/typed-quick")" = "$expected" ] && break; sleep 0.1; done
done
check "a Send clicked quicker than the window manager types into xterm, three times of three" equals "$(cat "$WORK/typed-quick")" "$expected"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

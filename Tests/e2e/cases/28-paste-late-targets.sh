# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Paste delivery into targets that are late: the text is served until the target itself has read it (not merely
# asked for TARGETS, and not read by another client), and the user's clipboard comes back afterwards. The bounds
# (a paste never read, SIGTERM, fcitx5 and IBus) run once, in 28-clipboard-bounds.sh.
X11=$REPO/Tests/e2e/x11_helpers.py

for delay in 0.5 2.5; do
    user_clipboard
    late_target "$WORK/late" "$delay"
    start_plain --mode direct --deliver paste
    click $(cell 0 0)
    for _ in $(seq 100); do [ -s "$WORK/late" ] && break; sleep 0.1; done
    check "a target that reads the text $delay s after TARGETS gets the emoji, not the user's clipboard" \
        equals "$(cat "$WORK/late")" "$(smiley 0)"
    sleep 0.8
    check "and the user's clipboard and primary are theirs again ($delay s)" \
        equals "$(xclip -o -selection clipboard) / $(xclip -o -selection primary)" "the user clipboard / the user primary"
    check "and the target kept the focus ($delay s)" equals "$(xdotool getwindowfocus)" "$LTW"
    stop; stop_late_target
done

# A clipboard manager (or fcitx5's clipboard add-on) reads the new clipboard at once: that is not the target's read.
: > "$WORK/eager"
/usr/bin/python3 "$X11" eager-reader "$WORK/eager" > "$WORK/eager-ready" & EAGER=$!
for _ in $(seq 100); do [ -s "$WORK/eager-ready" ] && break; sleep 0.05; done
user_clipboard
late_target "$WORK/late" 1
start_plain --mode direct --deliver paste
click $(cell 0 1)
for _ in $(seq 100); do [ -s "$WORK/late" ] && break; sleep 0.1; done
check "with a clipboard reader that reads at once, the late target still gets the emoji" equals "$(cat "$WORK/late")" "$(smiley 1)"
check "and the eager reader saw the emoji too (what a clipboard manager sees)" bash -c "grep -qxF '$(smiley 1)' '$WORK/eager'"
sleep 0.8
check "and the user's clipboard is back after the target's read" equals "$(xclip -o -selection clipboard)" "the user clipboard"
stop; stop_late_target
kill "$EAGER" 2>/dev/null; wait "$EAGER" 2>/dev/null

# xterm stopped across Send (a busy machine): it pastes when it wakes.
user_clipboard
start_xterm_cat "$WORK/stopped"
start_plain --deliver paste
click $(cell 0 2)
kill -STOP "$XT"
send
sleep 2.5
kill -CONT "$XT"
for _ in $(seq 50); do [ -s "$WORK/stopped" ] && break; sleep 0.1; done
check "xterm stopped for 2.5 s across Send pastes the emoji when it wakes" equals "$(cat "$WORK/stopped")" "$(smiley 2)"
sleep 0.8
check "and the user's clipboard and primary are theirs again" \
    equals "$(xclip -o -selection clipboard) / $(xclip -o -selection primary)" "the user clipboard / the user primary"
stop; kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

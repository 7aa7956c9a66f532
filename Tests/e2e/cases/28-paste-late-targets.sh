# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Paste delivery into targets that are late: the text is served until the target itself has read it (not merely
# asked for TARGETS, and not read by another client), the user's clipboard comes back afterwards, and a target that
# never reads gets the text back into the field with a notice.
X11=$REPO/Tests/e2e/x11_helpers.py

# late_target FILE DELAY [TARGETS_DELAY]: a window that asks for TARGETS on Ctrl+V and reads the text DELAY s later
# into FILE (x11_helpers.py late-target); sets LT (pid) and LTW (window) and activates it.
late_target() {
    : > "$1"
    /usr/bin/python3 "$X11" late-target "$1" "$2" "${3:-0}" > "$WORK/late-ready" & LT=$!
    for _ in $(seq 100); do grep -q ready "$WORK/late-ready" 2>/dev/null && break; sleep 0.05; done
    LTW=$(head -1 "$WORK/late-ready")
    xdotool windowactivate --sync "$LTW" 2>/dev/null; sleep 0.3
}
stop_late_target() { kill "$LT" 2>/dev/null; wait "$LT" 2>/dev/null; }
user_clipboard() { printf 'the user clipboard' | xclip -i -selection clipboard; printf 'the user primary' | xclip -i -selection primary; }

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

# SIGTERM while a paste waits for its target: the user's clipboard comes back before the keyboard goes.
user_clipboard
late_target "$WORK/late" 5
start_plain --mode direct --deliver paste
click $(cell 0 3)
sleep 0.5
kill -TERM "$KB"; wait "$KB"; KB=""
check "SIGTERM with a paste pending gives the user's clipboard back" \
    equals "$(xclip -o -selection clipboard) / $(xclip -o -selection primary)" "the user clipboard / the user primary"
stop_late_target

# The background owner that keeps the clipboard after exit survives requestors that vanish mid-request.
start_plain --deliver clipboard
click $(cell 0 4); send
stop
sleep 0.3
/usr/bin/python3 "$X11" vanishing-requestors 100 2>/dev/null
sleep 0.3
check "the background owner keeps the clipboard through 100 vanishing requestors" equals "$(xclip -o -selection clipboard 2>&1)" "$(smiley 4)"

# A target that never reads: after the bound the user's clipboard comes back and the text is back in the field.
user_clipboard
late_target "$WORK/late" 60
start_plain --deliver paste
click $(cell 0 5)
send
sent=$(date +%s)
sleep 25
for _ in $(seq 60); do [ "$(xclip -o -selection clipboard)" = "the user clipboard" ] && break; sleep 0.5; done
waited=$(( $(date +%s) - sent ))
check "a paste never read gives the user's clipboard back after 30 s (after $waited s)" bash -c \
    "[ '$(xclip -o -selection clipboard)' = 'the user clipboard' ] && [ $waited -ge 29 ]"
sleep 0.3
check "and the target got nothing" equals "$(cat "$WORK/late")" ""
stop_late_target
shot "$SHOTS/paste-not-read.png"
focus; key ctrl+a; key ctrl+c
check "and the text is back in the field" equals "$(xclip -o -selection clipboard)" "$(smiley 5)"
stop

# Under fcitx5 (whose clipboard add-on reads a new clipboard at once) and IBus, where `type` pastes: a target reading
# a second late, and a GTK3 text view stopped for 0.6 s across the click, both get the emoji.
for im in "fcitx5 fcitx" "ibus ibus"; do
    set -- $im
    eval "$(dbus-launch --sh-syntax)"
    export GTK_IM_MODULE=$2 QT_IM_MODULE=$2 XMODIFIERS=@im=$2
    start_$1
    for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$2" && break; sleep 0.1; done
    sleep 1
    user_clipboard
    late_target "$WORK/late" 1
    start_plain --mode direct
    click $(cell 1 0)
    for _ in $(seq 100); do [ -s "$WORK/late" ] && break; sleep 0.1; done
    check "under $1, a target reading 1 s after TARGETS gets the emoji" equals "$(cat "$WORK/late")" "$(smiley 7)"
    sleep 0.8
    check "under $1, the user's clipboard is back after the late read" equals "$(xclip -o -selection clipboard)" "the user clipboard"
    stop; stop_late_target
    start_gtk_text_view "$WORK/im-stopped"
    start_plain --mode direct
    kill -STOP "$GV"
    click $(cell 1 1)
    sleep 0.6
    kill -CONT "$GV"
    wait_size "$WORK/im-stopped" 4
    check "under $1, GTK3 stopped 0.6 s across the click gets the emoji" equals "$(cat "$WORK/im-stopped")" "$(smiley 8)"
    sleep 0.8
    check "under $1, the user's clipboard is back after the stopped target's read" equals "$(xclip -o -selection clipboard)" "the user clipboard"
    stop; kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
    kill "$IM_PID" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$IM_PID" 2>/dev/null
    unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
    for _ in $(seq 50); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$2" || break; sleep 0.1; done
done

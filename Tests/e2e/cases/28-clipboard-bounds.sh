# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The bounds of a paste delivery, run once (28-paste-late-targets.sh, repeated by make test, has the quick cases): a
# keyboard stopped with a paste pending, the background owner under vanishing requestors, a paste never read, and
# late targets under fcitx5 and IBus.
X11=$REPO/Tests/e2e/x11_helpers.py

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

# The user's clipboard owner answers each request 1.5 s late (busy or loaded): the paste waits until what it holds is
# kept, and it comes back after the target's read.
/usr/bin/python3 "$X11" slow-owner 1.5 "the slow user clipboard" 60 > "$WORK/slow-owner" & SO=$!
for _ in $(seq 100); do [ -s "$WORK/slow-owner" ] && break; sleep 0.05; done
late_target "$WORK/late" 0
start_plain --mode direct --deliver paste
click $(cell 0 2)
for _ in $(seq 200); do [ -s "$WORK/late" ] && break; sleep 0.1; done
check "a clipboard owner answering 1.5 s late: the target gets the emoji" equals "$(cat "$WORK/late")" "$(smiley 2)"
for _ in $(seq 100); do [ "$(xclip -o -selection clipboard)" = "the slow user clipboard" ] && break; sleep 0.1; done
check "and the slow owner's clipboard is back after" equals "$(xclip -o -selection clipboard)" "the slow user clipboard"
stop; stop_late_target; kill "$SO" 2>/dev/null; wait "$SO" 2>/dev/null

# An owner still there that stops answering (8 s for each request, past the 3 s a transfer may make no progress):
# the paste would lose what it holds, so nothing is pasted, the text is back in the field, and the clipboard stays
# the owner's.
/usr/bin/python3 "$X11" slow-owner 8 "the stalled user clipboard" 60 > "$WORK/slow-owner" & SO=$!
for _ in $(seq 100); do [ -s "$WORK/slow-owner" ] && break; sleep 0.05; done
late_target "$WORK/late" 0
EMOTION_KEYBOARD_TRACE=1 start_plain --deliver paste
click $(cell 0 6)
send
for _ in $(seq 200); do grep -q clipboardNotSaved "$WORK/err" && break; sleep 0.1; done
settle
shot "$SHOTS/clipboard-not-saved.png"
check "a stalled clipboard owner: the keyboard gave up keeping it" grep -q clipboardNotSaved "$WORK/err"
check "and the target got nothing" equals "$(cat "$WORK/late")" ""
check "and the clipboard is still the owner's" equals "$(/usr/bin/python3 "$X11" selection-owner CLIPBOARD)" "$(head -1 "$WORK/slow-owner")"
focus; key ctrl+a; key ctrl+c
check "and the text is back in the field" equals "$(selection clipboard)" "$(smiley 6)"
stop; stop_late_target; kill "$SO" 2>/dev/null; wait "$SO" 2>/dev/null

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
    for _ in $(seq 100); do [ "$(xclip -o -selection clipboard)" = "the user clipboard" ] && break; sleep 0.1; done
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
    for _ in $(seq 100); do [ "$(xclip -o -selection clipboard)" = "the user clipboard" ] && break; sleep 0.1; done
    check "under $1, the user's clipboard is back after the stopped target's read" equals "$(xclip -o -selection clipboard)" "the user clipboard"
    stop; kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
    kill "$IM_PID" "$DBUS_SESSION_BUS_PID" 2>/dev/null; wait "$IM_PID" 2>/dev/null
    unset GTK_IM_MODULE QT_IM_MODULE XMODIFIERS DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
    for _ in $(seq 50); do xprop -root XIM_SERVERS 2>/dev/null | grep -q "@server=$2" || break; sleep 0.1; done
done

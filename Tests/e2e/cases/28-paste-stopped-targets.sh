# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Real applications stopped for 2.5 s across Send (SIGSTOP: a busy or loaded machine), with `paste` and `type`: each
# gets the text exactly when it wakes, keeps the focus, and the user's clipboard and keymap are theirs again after.
STOPPED_TEXT="$(smiley 0)$(smiley 1)$(smiley 2)"

# start_st FILE: st (stterm, class st-256color, pastes with Ctrl+Shift+V) copying what it gets to FILE; sets ST, STW.
start_st() {
    : > "$1"
    stterm -g 70x6+430+420 -t emotion-st -e sh -c "stty -echo -icanon; exec cat >> '$1'" 2>/dev/null & ST=$!
    STW=""
    for _ in $(seq 100); do STW=$(xdotool search --name '^emotion-st$' 2>/dev/null | head -1); [ -n "$STW" ] && break; sleep 0.05; done
    sleep 0.4
    xdotool windowactivate --sync "$STW" 2>/dev/null; sleep 0.2
}

# stopped_send APP PID WINDOW FILE DELIVERY: three emoji composed, APP stopped across Send for 2.5 s, then checked.
stopped_send() {
    local app=$1 pid=$2 window=$3 file=$4 delivery=$5
    printf 'the user clipboard' | xclip -i -selection clipboard
    xmodmap -pke > "$WORK/keymap-before-stopped"
    start_plain --deliver "$delivery"
    click $(cell 0 0); click $(cell 0 1); click $(cell 0 2)
    kill -STOP "$pid"
    send
    sleep 2.5
    kill -CONT "$pid"
    wait_size "$file" "$(printf %s "$STOPPED_TEXT" | wc -c)"
    sleep 0.3
    check "$app stopped 2.5 s across Send, $delivery: the text arrived exactly" equals "$(cat "$file")" "$STOPPED_TEXT"
    check "$app stopped, $delivery: it kept the focus" equals "$(xdotool getwindowfocus)" "$window"
    sleep 2.5
    xmodmap -pke > "$WORK/keymap-after-stopped"
    check "$app stopped, $delivery: the user's clipboard and keymap are theirs again" bash -c \
        "[ \"\$(xclip -o -selection clipboard)\" = 'the user clipboard' ] && cmp -s '$WORK/keymap-before-stopped' '$WORK/keymap-after-stopped'"
    stop
}

for delivery in paste type; do
    start_st "$WORK/st-$delivery"
    stopped_send st "$ST" "$STW" "$WORK/st-$delivery" $delivery
    kill "$ST" 2>/dev/null; wait "$ST" 2>/dev/null
    start_gtk_text_view "$WORK/gtk-stopped-$delivery"
    stopped_send GTK3 "$GV" "$GVW" "$WORK/gtk-stopped-$delivery" $delivery
    kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
    start_gtk_text_view "$WORK/gtk4-stopped-$delivery" emotion-gtk4 4
    stopped_send GTK4 "$GV" "$GVW" "$WORK/gtk4-stopped-$delivery" $delivery
    kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
    start_qt_text_view "$WORK/qt-stopped-$delivery"
    stopped_send Qt5 "$QV" "$QVW" "$WORK/qt-stopped-$delivery" $delivery
    kill "$QV" 2>/dev/null; wait "$QV" 2>/dev/null
    start_emacs "$WORK/emacs-stopped-$delivery"
    stopped_send Emacs "$EM" "$EMW" "$WORK/emacs-stopped-$delivery" $delivery
    kill "$EM" 2>/dev/null; wait "$EM" 2>/dev/null
done

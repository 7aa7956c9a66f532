# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Send pressed with Enter types a text of three lines: every line break arrives. The typed Return used to meet the
# Enter still held (the server took it for a repeat of that key) and the first break was lost: `a\nb\nc` came as
# `ab\nc`. The Enter is held 150 ms, as a person holds it.
LINES=$(printf 'a\n👋🏽b\nc')
printf '%s' "$LINES" > "$WORK/lines-expected"
send_by_enter() {
    start_plain
    printf '%s' "$LINES" | xclip -i -selection clipboard
    focus; key ctrl+v
    xdotool keydown Return; sleep 0.15; xdotool keyup Return
}

start_xterm_cat "$WORK/lines-xterm"
send_by_enter
wait_size "$WORK/lines-xterm" "$(stat -c %s "$WORK/lines-expected")"; sleep 0.3
check "Send by Enter: xterm received three lines byte for byte" cmp "$WORK/lines-xterm" "$WORK/lines-expected"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

start_gtk_text_view "$WORK/lines-gtk"
send_by_enter
wait_size "$WORK/lines-gtk" "$(stat -c %s "$WORK/lines-expected")"; sleep 0.3
check "Send by Enter: a GTK3 text view received three lines byte for byte" cmp "$WORK/lines-gtk" "$WORK/lines-expected"
stop
kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Paste delivery into Emacs (GTK): its Ctrl+V scrolls, so the paste-key table gives it Ctrl+Y, whose yank takes
# the clipboard another client set. The buffer is written to a file after every change (start_emacs in lib.sh).

printf 'the user clipboard' | xclip -i -selection clipboard
start_emacs "$WORK/emacs"
start_plain --mode direct --deliver paste
click $(cell 0 0)
wait_size "$WORK/emacs" 4
check "paste into Emacs: Ctrl+Y yanked the emoji" equals "$(cat "$WORK/emacs")" "$(smiley 0)"
sleep 0.8
check "paste into Emacs: the user's clipboard is back" equals "$(xclip -o -selection clipboard)" "the user clipboard"
stop
start_plain --deliver paste
click $(cell 0 1); click $(cell 0 2)
send
wait_size "$WORK/emacs" 12
check "Send into Emacs: the composed text follows" equals "$(cat "$WORK/emacs")" "$(smiley 0)$(smiley 1)$(smiley 2)"
check "Send into Emacs: Emacs kept the focus" equals "$(xdotool getwindowfocus)" "$EMW"
stop
kill "$EM" 2>/dev/null; wait "$EM" 2>/dev/null

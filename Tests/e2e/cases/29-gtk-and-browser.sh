# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Typing into a GTK text entry (zenity) and a browser's textarea (Firefox ESR), read back from the applications.
MIXED="😀☺️#️⃣🇯🇵🏴󠁧󠁢󠁥󠁮󠁧󠁿👋🏽👨‍👩‍👧‍👦[笑哭](╯°□°）╯︵ ┻━┻ café ¯\\_(ツ)_/¯ 中文"

# window_named NAME: the id of the first window whose title matches NAME (empty after 30 s).
window_named() { local w=""; for _ in $(seq 150); do w=$(xdotool search --name "$1" 2>/dev/null | head -1); [ -n "$w" ] && break; sleep 0.2; done; echo "$w"; }
# wait_exit PID: waits up to 10 s for a process to end, then ends it.
wait_exit() { for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done; kill "$1" 2>/dev/null; wait "$1" 2>/dev/null; }

# zenity: direct mode clicks, then compose mode Send of a mixed text.
zenity --entry --title=emotion-entry --text=type > "$WORK/zenity-out" 2>/dev/null & ZEN=$!
ZW=$(window_named emotion-entry); sleep 0.5; xdotool windowactivate --sync "$ZW" 2>/dev/null; sleep 0.3
start_plain --mode direct
for c in 0 1 2 3; do click $(cell 0 $c); done
click $(tab 10); click $(cell 1 2); click $(tab 12); click $(wcell 0 2)
sleep 0.5
xdotool key Return
wait_exit $ZEN
stop
flag=$(BIN=$BIN /usr/bin/python3 -c '
import os, subprocess
rows = [l.split("\t") for l in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
print([r[1] for r in rows if r[0] == "Flags"][9])')
check "GTK entry: direct mode typed each clicked emotion" equals "$(cat "$WORK/zenity-out")" "$(smiley 0)$(smiley 1)$(smiley 2)$(smiley 3)${flag}¯\\_(ツ)_/¯"

zenity --entry --title=emotion-entry2 --text=type > "$WORK/zenity-out2" 2>/dev/null & ZEN=$!
ZW=$(window_named emotion-entry2); sleep 0.5; xdotool windowactivate --sync "$ZW" 2>/dev/null; sleep 0.3
start_plain
printf '%s' "$MIXED" | xclip -i -selection clipboard
focus; key ctrl+v; click $(at send)
sleep 2
check "GTK entry: compose Send gave zenity the focus back" equals "$(xdotool getwindowfocus)" "$ZW"
xdotool key Return
wait_exit $ZEN
stop
check "GTK entry: compose Send typed the mixed text exactly" equals "$(cat "$WORK/zenity-out2")" "$MIXED"

# Firefox ESR: a textarea in a page, `type` and `paste` each sent into it emptied, read back with Ctrl+A Ctrl+C.
mkdir -p "$WORK/firefox"
cat > "$WORK/firefox/user.js" <<'PREFS'
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
PREFS
printf '<!doctype html><meta charset=utf-8><title>emotion-textarea</title><textarea autofocus rows=6 cols=50></textarea>' > "$WORK/firefox/page.html"
MOZ_DISABLE_CONTENT_SANDBOX=1 firefox-esr --no-remote --new-instance --profile "$WORK/firefox" "file://$WORK/firefox/page.html" >/dev/null 2>&1 & FF=$!
FW=$(window_named emotion-textarea); sleep 2
# FF_TEXT: the mixed text with right-to-left and Korean letters, shell-special ASCII and a line break.
FF_TEXT=$(printf '%s 한국어 عربي e $HOME\nline 2 ok' "$MIXED")
printf '%s' "$FF_TEXT" > "$WORK/firefox-expected"
for delivery in type paste; do
    xdotool windowactivate --sync "$FW" 2>/dev/null; sleep 0.5
    xdotool key ctrl+a Delete; sleep 0.3
    start_plain --deliver $delivery
    printf '%s' "$FF_TEXT" | xclip -i -selection clipboard
    focus; key ctrl+v; click $(at send)
    sleep 3
    check "Firefox, $delivery: compose Send gave the browser the focus back" equals "$(xdotool getwindowfocus)" "$FW"
    stop
    # The clipboard held the same text before the Send (and paste gives it back): a marker first, so only the
    # browser's copy can make the check pass.
    printf 'not copied' | xclip -i -selection clipboard; sleep 0.2
    xdotool key ctrl+a ctrl+c; sleep 0.5
    xclip -o -selection clipboard > "$WORK/firefox-$delivery"
    check "Firefox, $delivery: the textarea holds the mixed text byte for byte" cmp "$WORK/firefox-$delivery" "$WORK/firefox-expected"
done
kill $FF 2>/dev/null; wait_exit $FF

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Typing and pasting into Chromium, which translates its window's keys with a keymap another of its X connections
# fetches: every Send's first emotion sits on a freshly bound keycode; Chromium stopped 2.5 s across Send; pasting
# under a Russian layout.

# The page's title is its textarea's text, URI-encoded: the window's name tells what Chromium holds.
mkdir -p "$WORK/chromium"
cat > "$WORK/chromium/page.html" <<'PAGE'
<!doctype html><meta charset=utf-8><title>ek:</title><textarea autofocus rows=6 cols=50></textarea>
<script>
const area = document.querySelector("textarea");
area.addEventListener("input", () => { document.title = "ek:" + encodeURIComponent(area.value); });
</script>
PAGE
chromium --no-sandbox --user-data-dir="$WORK/chromium/profile" --no-first-run --no-default-browser-check \
    --disable-gpu --password-store=basic --disable-features=Translate --window-size=600,300 \
    --app="file://$WORK/chromium/page.html" >/dev/null 2>&1 & CH=$!
CHW=""
for _ in $(seq 300); do CHW=$(xdotool search --name '^ek:' 2>/dev/null | head -1); [ -n "$CHW" ] && break; sleep 0.1; done
sleep 1

# chromium_text: what the textarea holds.
chromium_text() {
    xdotool getwindowname "$CHW" | /usr/bin/python3 -c 'import sys, urllib.parse; print(urllib.parse.unquote(sys.stdin.read().rstrip("\n")[3:]), end="")'
}
# wait_chromium TEXT: waits up to 10 s for the textarea to hold TEXT.
wait_chromium() { for _ in $(seq 100); do [ "$(chromium_text)" = "$1" ] && break; sleep 0.1; done; }
# chromium_send DELIVERY [STOP]: empties the textarea, composes the first three smileys and sends them with a
# keyboard just started (so nothing is bound yet: the first emotion is on a freshly bound keycode), Chromium stopped
# for STOP s across Send; waits for the text.
CHROMIUM_TEXT="$(smiley 0)$(smiley 1)$(smiley 2)"
CHROMIUM_CLEAR=ctrl+a
chromium_send() {
    local delivery=$1 stop=${2:-0}
    xdotool windowactivate --sync "$CHW" 2>/dev/null; sleep 0.3
    xdotool key $CHROMIUM_CLEAR BackSpace; wait_chromium ""
    start_plain --deliver "$delivery"
    click $(cell 0 0); click $(cell 0 1); click $(cell 0 2)
    [ "$stop" = 0 ] || kill -STOP "$CH"
    send
    [ "$stop" = 0 ] || { sleep "$stop"; kill -CONT "$CH"; }
    wait_chromium "$CHROMIUM_TEXT"
}

typed_ok=0
for send_number in 1 2 3 4 5 6 7 8; do
    chromium_send type
    if [ "$(chromium_text)" = "$CHROMIUM_TEXT" ]; then typed_ok=$((typed_ok + 1))
    else printf '   Send %s: got %q\n' "$send_number" "$(chromium_text)"; fi
    stop
done
check "Chromium, type: 8 of 8 Sends arrived whole, the first emotion too" equals "$typed_ok" 8

for delivery in paste type; do
    printf 'the user clipboard' | xclip -i -selection clipboard
    xmodmap -pke > "$WORK/keymap-before-chromium"
    chromium_send $delivery 2.5
    check "Chromium stopped 2.5 s across Send, $delivery: the text arrived exactly" equals "$(chromium_text)" "$CHROMIUM_TEXT"
    check "Chromium stopped, $delivery: it kept the focus" equals "$(xdotool getwindowfocus)" "$CHW"
    sleep 2.5
    xmodmap -pke > "$WORK/keymap-after-chromium"
    check "Chromium stopped, $delivery: the user's clipboard and keymap are theirs again" bash -c \
        "[ \"\$(xclip -o -selection clipboard)\" = 'the user clipboard' ] && cmp -s '$WORK/keymap-before-chromium' '$WORK/keymap-after-chromium'"
    stop
done
# Under a layout with no Latin letters Chromium takes Ctrl on the key where US layouts have V for Ctrl+V, and ignores
# `v` bound to a spare keycode (what GTK and Qt need: 28-chord-layouts.sh). `type` pastes so under an input method.
setxkbmap ru
CHROMIUM_CLEAR=ctrl+Cyrillic_ef
pasted_ok=0
for send_number in 1 2 3; do
    printf 'the user clipboard' | xclip -i -selection clipboard
    chromium_send paste
    [ "$(chromium_text)" = "$CHROMIUM_TEXT" ] && pasted_ok=$((pasted_ok + 1))
    stop
done
check "Chromium under ru, paste: 3 of 3 Sends arrived" equals "$pasted_ok" 3
sleep 0.5
check "Chromium under ru, paste: the user's clipboard is theirs again" equals "$(xclip -o -selection clipboard)" 'the user clipboard'
# One keyboard, Chromium then GTK3: what it knows of the target follows the focus (GTK needs the bound `v`).
start_gtk_text_view "$WORK/gtk-after-chromium"
chromium_send paste
click $(cell 0 3)
xdotool windowactivate --sync "$GVW" 2>/dev/null; sleep 0.3
send
wait_size "$WORK/gtk-after-chromium" "$(printf %s "$(smiley 3)" | wc -c)"
check "under ru, one keyboard: Chromium, then GTK3 got their pastes" equals \
    "$(chromium_text)|$(cat "$WORK/gtk-after-chromium")" "$CHROMIUM_TEXT|$(smiley 3)"
stop
kill "$GV" 2>/dev/null; wait "$GV" 2>/dev/null
setxkbmap us
kill $CH 2>/dev/null; wait $CH 2>/dev/null

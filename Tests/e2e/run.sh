#!/usr/bin/env bash
# End-to-end tests of the keyboard window under Xvfb + openbox, driven with xdotool like a person, checked through
# --print output, the clipboard (xclip), window properties (xprop) and screenshots (ImageMagick).
# Usage: Tests/e2e/run.sh [path/to/emotion-keyboard]   (screenshots land in $E2E_SHOTS, default .build/e2e-shots)
set -u
BIN=${1:-.build/debug/emotion-keyboard}
BIN=$(realpath "$BIN")
REPO=$(cd "$(dirname "$0")/../.." && pwd)
SHOTS=${E2E_SHOTS:-$PWD/.build/e2e-shots}
WORK=$(mktemp -d)
mkdir -p "$SHOTS"
PASSED=0
FAILED=0

for n in $(seq 91 120); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || { DPY=:$n; break; }; done
Xvfb "$DPY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
export DISPLAY=$DPY
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
WM=$!
sleep 0.5
export XDG_STATE_HOME=$WORK/state XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache LANG=C.UTF-8
trap 'kill $KB $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
KB=""

# Default layout at scale 1 (3 x 7 cells of 56 px): these follow from LayoutMetrics' defaults.
cell() { echo "$((40 + 56 * $2)) $((84 + 56 * $1))"; }   # row column -> x y inside the window
DELETE="376 196"; SEND="367 22"; FIELD="150 22"
tab() { local count=${2:-12}; echo "$((416 * (2 * $1 + 1) / (2 * count))) 274"; }   # 12 tabs: recent, 9 emoji groups, the pack, kaomoji

start() {
    # Fresh recents for each run, so the window opens on the first emoji tab.
    export XDG_STATE_HOME=$WORK/state-$RANDOM
    : > "$WORK/out"
    "$BIN" --print "$@" >> "$WORK/out" 2> "$WORK/err" &
    KB=$!
    for _ in $(seq 100); do
        WIN=$(xdotool search --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    sleep 0.3
}
stop() { kill "$KB" 2>/dev/null; wait "$KB" 2>/dev/null; KB=""; }
click() { xdotool mousemove --window "$WIN" $1 $2 click 1; sleep 0.15; }
press_drag() { xdotool mousemove --window "$WIN" $1 $2 mousedown 1; sleep 0.35; }
move() { xdotool mousemove --window "$WIN" $1 $2; sleep 0.12; }
release() { xdotool mouseup 1; sleep 0.15; }
send() { click $SEND; }
focus() { click $FIELD; xdotool windowactivate --sync "$WIN" 2>/dev/null; xdotool windowfocus --sync "$WIN"; sleep 0.1; }
key() { xdotool key --clearmodifiers "$@"; sleep 0.15; }
printed() { sleep 0.2; cat "$WORK/out"; }
# xwd does not grab the pointer (ImageMagick's import does, which ends a drag in progress).
shot() { xwd -silent -id "$WIN" | convert xwd:- "$1"; }
check() {
    local name=$1; shift
    if "$@"; then PASSED=$((PASSED + 1)); echo "ok - $name"; else FAILED=$((FAILED + 1)); echo "not ok - $name"; fi
}
equals() { [ "$1" = "$2" ] || { printf '   expected %q\n   got      %q\n' "$2" "$1"; return 1; }; }

# The grid shows base emoji only (skin tones hang off their base): the n-th base of Smileys & Emotion.
export BIN
smiley() { python3 -c '
import subprocess, sys, os
rows = [l.split("\t") for l in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
tones = {chr(c) for c in range(0x1F3FB, 0x1F400)}
bases = [r[1] for r in rows if r[0] == "Smileys & Emotion" and not (set(r[1]) & tones)]
print(bases[int(sys.argv[1])])' "$1"; }

# The command-line views of the model (no window).
check "list prints all 3655 emoji, 11 stickers and 70 kaomoji" equals "$("$BIN" list | wc -l)" "3736"
check "list json is one array with the same count" equals "$("$BIN" list --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" "3736"
check "list --pack of a missing folder: one Error line, exit 1" bash -c "out=\$('$BIN' list --pack /nonexistent 2>&1); [ \$? -eq 1 ] && [ \$(printf '%s\n' \"\$out\" | wc -l) -eq 1 ]"
check "convert --from-plain finds stickers of the shipped pack" bash -c \
    "printf 'a[笑哭]b[未知]' | '$BIN' convert --from-plain --format json | grep -q '\"sticker\":\"\\[笑哭\\]\"'"
check "convert --from-plain keeps codes in text form" equals "$(printf 'a[笑哭]b[未知]' | "$BIN" convert --from-plain)" "a[笑哭]b[未知]"
check "convert --to-plain --emoji-names writes Chinese name codes" equals "$(printf '好😂' | "$BIN" convert --to-plain --emoji-names)" "好[笑哭了]"
check "convert --from-plain --emoji-names turns them back" equals "$(printf '好[笑哭了]' | "$BIN" convert --from-plain --emoji-names)" "好😂"
check "convert --legacy maps SoftBank private use to Unicode" equals "$(printf '\xee\x80\x81\xee\x90\x95' | "$BIN" convert --from-plain --legacy)" "👦😄"
check "a bad argument is one line and exit 64" bash -c "out=\$('$BIN' list --format xml 2>&1); [ \$? -eq 64 ] && [ \$(printf '%s\n' \"\$out\" | wc -l) -eq 1 ]"
check "search finds by Chinese name" equals "$("$BIN" search 笑哭了 | cut -f1)" "😂"
check "search with no match exits 1" bash -c "! '$BIN' search zzqqxx"
check "convert refuses invalid UTF-8 with one line and exit 1" bash -c "printf 'a\\xffb' | '$BIN' convert --from-plain >/dev/null 2>&1; [ \$? -eq 1 ]"

# 1. A click on a cell, then Send, prints exactly that emoji.
start
click $(cell 0 0); send
check "click a cell then Send prints that emoji" equals "$(printed)" "$(smiley 0)"
send; check "Send clears the composer: a second Send prints nothing" equals "$(printed)" "$(smiley 0)"
stop

# 2. Press and drag across three more cells; release inserts the last one.
start
press_drag $(cell 0 1); move $(cell 0 2); move $(cell 1 2); move $(cell 1 3)
shot "$SHOTS/magnifier-drag.png"
release; send
check "drag across cells inserts the cell under release" equals "$(printed)" "$(smiley 10)"
stop

# Holding still on an emoji with skin tones opens its variants; release on one inserts it.
start
click $(tab 2)
press_drag $(cell 0 0); sleep 0.6
move 196 147; shot "$SHOTS/skin-tones.png"
release; send
check "long press on 👋 and release on the fourth option inserts 👋🏽" equals "$(printed)" "👋🏽"
stop

# 3. Release outside the grid inserts nothing.
start
press_drag $(cell 1 1); move 200 275; release; send
click $(cell 0 0); send
check "release outside the grid inserts nothing" equals "$(printed)" "$(smiley 0)"
stop

# 4. One press on delete removes a whole ZWJ family; 5. holding it repeats.
start
focus
printf 'a\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7\xe2\x80\x8d\xf0\x9f\x91\xa6' | xclip -i -selection clipboard >/dev/null 2>&1
key ctrl+v; click $DELETE; send
check "delete removes a ZWJ family in one press" equals "$(printed)" "a"
: > "$WORK/out"
printf 'abcdefghijklmnopqrstuvwxyz0123' | xclip -i -selection clipboard >/dev/null 2>&1
focus; key ctrl+v
# Move first, then press: the press itself must not wait for xdotool's pointer move.
move $DELETE; xdotool mousedown 1; sleep 1.5; xdotool mouseup 1; sleep 0.2; send
left=$(printed); remaining=${#left}
check "holding delete 1.5 s deletes 12 (+-1) graphemes: $((30 - remaining)) deleted" test "$remaining" -ge 17 -a "$remaining" -le 19
stop

# 6. Copy gives plain text with codes; 7. pasted codes become stickers and Send prints them back unchanged.
start
click $(tab 10); click $(cell 0 0); click $(cell 0 1)
focus; key ctrl+a
check "selecting sets PRIMARY to the plain text" equals "$(xclip -o -selection primary)" "[笑哭][开心]"
key ctrl+c
check "copy puts the plain text with codes on the clipboard" equals "$(xclip -o -selection clipboard)" "[笑哭][开心]"
key End; key ctrl+x
printf 'hi [笑哭] and [开心] [未知]' | xclip -i -selection clipboard >/dev/null 2>&1
key ctrl+v
shot "$SHOTS/composer-stickers.png"
send
check "pasted codes come back unchanged on Send" equals "$(printed)" "[笑哭][开心]hi [笑哭] and [开心] [未知]"
stop

# A real client reads our selection: xterm pastes PRIMARY (a sticker and an emoji selected in the composer).
start
click $(tab 10); click $(cell 0 0); click $(tab 1); click $(cell 0 0)
focus; key ctrl+a
xterm -u8 -geometry 60x5+500+500 -e sh -c "stty -echo; cat > '$WORK/xterm.out'" &
XT=$!
for _ in $(seq 50); do XTW=$(xdotool search --pid $XT 2>/dev/null | head -1); [ -n "$XTW" ] && break; sleep 0.1; done
sleep 0.5
xdotool mousemove --window "$XTW" 40 20 click 2; sleep 0.3
# The terminal is in canonical mode: Return hands the pasted line to cat.
xdotool windowactivate --sync "$XTW" 2>/dev/null; xdotool key Return; sleep 0.5
kill $XT 2>/dev/null; wait $XT 2>/dev/null
check "xterm pastes our PRIMARY selection as plain text" equals "$(cat "$WORK/xterm.out" 2>/dev/null)" "[笑哭]$(smiley 0)"
stop

# 8. Tabs and pages change the grid; the window has its properties.
start
grid() { xwd -silent -id "$WIN" | convert xwd:- -crop 416x190+0+44 +repage "$WORK/$1.png"; }
grid before; click $(tab 2); grid tab
xdotool mousemove --window "$WIN" $(cell 1 3) click 5; sleep 0.2; grid page
shot "$SHOTS/grid.png"
check "switching tab changes the grid" test "$(compare -metric AE "$WORK/before.png" "$WORK/tab.png" null: 2>&1)" -gt 1000
check "scrolling a page changes the grid" test "$(compare -metric AE "$WORK/tab.png" "$WORK/page.png" null: 2>&1)" -gt 1000
click $(tab 1)
grid back
check "tab 1 still shows the page it was left on" test "$(compare -metric AE "$WORK/before.png" "$WORK/back.png" null: 2>&1)" -lt 50
check "WM_CLASS is emotion-keyboard, EmotionKeyboard" bash -c "xprop -id $WIN WM_CLASS | grep -q '\"emotion-keyboard\", \"EmotionKeyboard\"'"
check "WM_PROTOCOLS has WM_DELETE_WINDOW" bash -c "xprop -id $WIN WM_PROTOCOLS | grep -q WM_DELETE_WINDOW"
check "the window has an icon" bash -c "xprop -id $WIN _NET_WM_ICON | grep -q 'Icon (32 x 32)'"
press_drag $(cell 0 6); shot "$SHOTS/magnifier-edge.png"; release
check "magnifier over the right edge cell draws inside the window (bubble border at x<416)" \
    bash -c "convert '$SHOTS/magnifier-edge.png' -crop 8x120+408+56 +repage -format '%[fx:minima.intensity<0.95]' info: | grep -q 1"
kill -TERM "$KB"; wait "$KB"; status=$?
check "SIGTERM exits 0" equals "$status" "0"
check "recents were saved" test -s "$XDG_STATE_HOME/emotion-keyboard/recents.json"
KB=""

# Typing on the physical keyboard and editing keys reach the composer.
start
focus
xdotool type --delay 40 "hello big world"; sleep 0.2
key ctrl+Left; key shift+End; key BackSpace; key Home; key Right; key Delete
send
check "typing, Ctrl+Left, Shift+End, BackSpace, Delete edit the text" equals "$(printed)" "hllo big "
focus; xdotool type --delay 40 "hello world"; sleep 0.2
xdotool mousemove --window "$WIN" 30 22 click --repeat 2 --delay 80 1; sleep 0.3
check "double click selects the word under the pointer into PRIMARY" equals "$(xclip -o -selection primary)" "hello"
xdotool mousemove --window "$WIN" 30 22 click 1; sleep 0.3
# Press, move and release as separate steps: one chained xdotool call can deliver them faster than a hand would.
press_drag 30 22; move 140 22; release
check "dragging in the text field selects into PRIMARY" bash -c "xclip -o -selection primary | grep -q 'llo wo'"
stop

# A sticker whose PNG is broken: the pack still loads, the image is reported once and drawn as a placeholder.
mkdir -p "$WORK/broken-pack"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/broken-pack/good.png"
head -c 60 "$WORK/broken-pack/good.png" > "$WORK/broken-pack/bad.png"
printf '{"name": "Broken", "stickers": [{"code": "[坏图]", "image": "bad.png"}, {"code": "[好图]", "image": "good.png"}]}' > "$WORK/broken-pack/pack.json"
start --pack "$WORK/broken-pack"
click $(tab 11 13); sleep 0.2; click $(tab 11 13); click $(cell 0 0); click $(cell 0 1); send
shot "$SHOTS/broken-sticker.png"
check "a broken sticker image still inserts its code" equals "$(printed)" "[坏图][好图]"
check "the broken image is reported once, naming the file" test "$(grep -c 'bad.png' "$WORK/err")" -eq 1
stop

# Resizing re-lays out the grid: at 600 x 400 the cells are 82 px from (13, 70); clicks follow the new layout.
start
xdotool windowsize --sync "$WIN" 600 400; sleep 0.4
shot "$SHOTS/resized.png"
check "the window took the new size" equals "$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')x$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')" "600x400"
click 54 111; click $((13 + 82 * 2 + 41)) $((70 + 82 + 41)); click 551 22
check "after a resize a click hits the cell under it" equals "$(printed)" "$(smiley 0)$(smiley 9)"
stop

# Names in the magnifier follow the locale.
LANG=zh_CN.UTF-8 start
press_drag $(cell 0 3); shot "$SHOTS/magnifier-zh.png"; release
stop

# The glyph cache: written by a run, read by the next; a corrupt one is ignored and replaced.
check "a run leaves a glyph cache" bash -c "head -c 8 '$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin' | grep -q EKGLYPH3"
printf 'garbage, not a glyph cache' > "$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin"
start
click $(cell 0 0); send
check "a corrupt glyph cache is ignored" equals "$(printed)" "$(smiley 0)"
stop
check "and replaced by a good one" bash -c "head -c 8 '$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin' | grep -q EKGLYPH3"

# The window closes cleanly on WM_DELETE_WINDOW (openbox sends it for Alt+F4).
start
xdotool windowactivate --sync "$WIN" 2>/dev/null; key alt+F4
for _ in $(seq 30); do kill -0 "$KB" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$KB" 2>/dev/null; then status=running; stop; else wait "$KB"; status=$?; fi
check "closing the window (WM_DELETE_WINDOW) exits 0" equals "$status" "0"
KB=""

# Scale follows Xft.dpi: a 192-dpi screen gets twice the pixel size.
echo "Xft.dpi: 192" | xrdb -merge
start
width=$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')
check "Xft.dpi 192 doubles the window width (416 -> $width)" test "$width" -ge 824 -a "$width" -le 840
shot "$SHOTS/hidpi.png"
stop
xrdb -remove

# Missing fonts: start anyway, with a warning naming the package.
mkdir -p "$WORK/fonts"
cat > "$WORK/fonts/fonts.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>$WORK/fonts/cache</cachedir></fontconfig>
CONF
FONTCONFIG_FILE=$WORK/fonts/fonts.conf XDG_CACHE_HOME=$WORK/nofonts-cache start
check "no emoji font: the window still opens" test -n "$WIN"
check "no emoji font: a warning names fonts-noto-color-emoji" grep -q "install fonts-noto-color-emoji" "$WORK/err"
check "no CJK font: a warning names fonts-noto-cjk" grep -q "install fonts-noto-cjk" "$WORK/err"
shot "$SHOTS/no-fonts.png"
stop

# The fonts the keyboard uses shape every catalog emoji to one glyph.
check "doctor: all 3655 emoji shape to one glyph" bash -c "'$BIN' doctor | grep -q 'one glyph: 3655 of 3655'"

# A lost X connection: one line, non-zero exit.
start
kill "$XVFB"; wait "$KB" 2>/dev/null; status=$?
check "lost X connection exits non-zero" test "$status" -ne 0
check "lost X connection says so in one line" bash -c "[ \$(grep -c . '$WORK/err') -eq 1 ] && grep -q 'lost the connection to the X server' '$WORK/err'"
KB=""

# Errors: a pack named on the command line that cannot load stops start-up before any window opens.
msg=$("$BIN" --print --pack "$WORK/no-such-pack" 2>&1); status=$?
check "window with a missing --pack: one line and exit 1" bash -c "[ $status -eq 1 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ]"

# Errors: no display.
msg=$(DISPLAY=:999 "$BIN" 2>&1); status=$?
check "no display: one line and exit 1" bash -c "[ $status -eq 1 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ] && printf '%s' \"$msg\" | grep -q 'cannot open display :999: is DISPLAY set?'"

echo "e2e: $PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]

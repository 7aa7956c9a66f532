# Sourced by Tests/e2e/run.sh (functions from lib.sh).
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
click $(tab 3)
press_drag $(cell 0 0)
move $(option 👋🏽); shot "$SHOTS/skin-tones.png"
release; send
check "long press on 👋 and release on its medium tone inserts 👋🏽" equals "$(printed)" "👋🏽"
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
key ctrl+v; click $(at delete); send
check "delete removes a ZWJ family in one press" equals "$(printed)" "a"
: > "$WORK/out"
printf 'abcdefghijklmnopqrstuvwxyz0123' | xclip -i -selection clipboard >/dev/null 2>&1
focus; key ctrl+v
# Move first, then press: the press itself must not wait for xdotool's pointer move.
move $(at delete); xdotool mousedown 1; sleep 1.5; xdotool mouseup 1; sleep 0.2; send
left=$(printed); remaining=${#left}
check "holding delete 1.5 s deletes 12 (+-1) graphemes: $((30 - remaining)) deleted" test "$remaining" -ge 17 -a "$remaining" -le 19
stop

# 6. Copy gives plain text with codes; 7. pasted codes become stickers and Send prints them back unchanged.
start
click $(tab 11); click $(cell 0 0); click $(cell 0 1)
focus; key ctrl+a
check "selecting sets PRIMARY to the plain text" equals "$(selection primary)" "[笑哭][开心]"
key ctrl+c
check "copy puts the plain text with codes on the clipboard" equals "$(selection clipboard)" "[笑哭][开心]"
key End; key ctrl+x
printf 'hi [笑哭] and [开心] [未知]' | xclip -i -selection clipboard >/dev/null 2>&1
key ctrl+v
shot "$SHOTS/composer-stickers.png"
send
check "pasted codes come back unchanged on Send" equals "$(printed)" "[笑哭][开心]hi [笑哭] and [开心] [未知]"
stop

# A real client reads our selection: xterm pastes PRIMARY (a sticker and an emoji selected in the composer).
start
click $(tab 11); click $(cell 0 0); click $(tab 2); click $(cell 0 0)
focus; key ctrl+a
selection primary > /dev/null
xterm -u8 -geometry 60x5+500+500 -e sh -c "stty -echo; cat > '$WORK/xterm.out'" &
XT=$!
for _ in $(seq 50); do XTW=$(xdotool search --onlyvisible --pid $XT 2>/dev/null | head -1); [ -n "$XTW" ] && break; sleep 0.1; done
sleep 0.5
xdotool mousemove --window "$XTW" 40 20 click 2; sleep 0.3
# The terminal is in canonical mode: Return hands the pasted line to cat.
xdotool windowactivate --sync "$XTW" 2>/dev/null; xdotool key Return
for _ in $(seq 50); do [ -s "$WORK/xterm.out" ] && break; sleep 0.1; done
kill $XT 2>/dev/null; wait $XT 2>/dev/null
check "xterm pastes our PRIMARY selection as plain text" equals "$(cat "$WORK/xterm.out" 2>/dev/null)" "[笑哭]$(smiley 0)"
stop

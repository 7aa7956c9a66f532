# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The letters layer in direct mode types through the real keys of the active layout into an xterm running cat: the
# sixth key of the top row (AD06) types y on us, z on de and y on fr; a sentence with capitals, digits and punctuation
# arrives exact; sticky Ctrl with c reaches a client as Control+c; the focus stays in xterm and the keymap is the
# user's again once the keyboard exits.
LETTERS_TEXT="Hello World, 42 times: ok! (yes)"
for layout in "us y" "de z" "fr y"; do
    set -- $layout
    setxkbmap "$1"; sleep 0.3
    xmodmap -pke > "$WORK/letters-keymap-before"
    : > "$WORK/letters-typed"
    start_xterm_cat "$WORK/letters-typed"
    start_plain --mode direct --layer letters
    letters_click $(layout keycode 29); sleep 0.3
    check "letters on $1: the sixth key of the top row types $2" equals "$(cat "$WORK/letters-typed")" "$2"
    : > "$WORK/letters-typed"
    letters_type "$LETTERS_TEXT"; sleep 0.5
    check "letters on $1: the sentence arrived exact" equals "$(cat "$WORK/letters-typed")" "$LETTERS_TEXT"
    check "letters on $1: the focus stayed in xterm" equals "$(xdotool getwindowfocus)" "$XTW"
    [ "$1" = us ] && shot "$SHOTS/letters-us.png"
    [ "$1" = de ] && shot "$SHOTS/letters-de.png"
    kill -TERM "$KB"; wait "$KB"; KB=""
    xmodmap -pke > "$WORK/letters-keymap-after"
    check "letters on $1: the keymap is as it was after exit" cmp "$WORK/letters-keymap-before" "$WORK/letters-keymap-after"
    kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null
done
setxkbmap us

# On us: a long press on e offers its accents, and sliding to the second (é) types it; holding Backspace repeats it.
: > "$WORK/letters-typed"
start_xterm_cat "$WORK/letters-typed"
start_plain --mode direct --layer letters
xdotool mousemove --window "$WIN" $(layout key e) mousedown 1
# The strip of e, é, è, … opens above the e key: é is the second.
accent=$(layout accent é)
shot "$SHOTS/letters-accents.png"
xdotool mousemove --window "$WIN" $accent; sleep 0.15; xdotool mouseup 1; sleep 0.4
check "letters: a long press on e then é types é" equals "$(cat "$WORK/letters-typed")" "é"
: > "$WORK/letters-typed"
xdotool mousemove --window "$WIN" $(layout key q) mousedown 1; sleep 0.15
shot "$SHOTS/letters-preview.png"
xdotool mouseup 1; sleep 0.3
move $(layout named backspace); xdotool mousedown 1; sleep 1.05; xdotool mouseup 1; sleep 0.5
deletes=$(tr -cd '\177' < "$WORK/letters-typed" | wc -c)
check "letters: holding Backspace 1.05 s sends 7 (+-1) BackSpaces: $deletes" test "$deletes" -ge 6 -a "$deletes" -le 8
check "letters: q came first" equals "$(head -c 1 "$WORK/letters-typed")" "q"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Sticky Ctrl, then c: the application sees c pressed with Control held (xev prints state 0x4), as a physical Ctrl+c.
xev -event keyboard -geometry 300x200+500+400 > "$WORK/letters-xev" 2>&1 &
XEV=$!
# xev sets no _NET_WM_PID: found by its title.
for _ in $(seq 100); do XEVW=$(xdotool search --name '^Event Tester$' 2>/dev/null | head -1); [ -n "$XEVW" ] && break; sleep 0.05; done
sleep 0.4; xdotool windowactivate --sync "$XEVW" 2>/dev/null; sleep 0.2
start_plain --mode direct --layer letters
letters_click $(layout named control)
letters_click $(layout key c); sleep 0.5
check "letters: sticky Ctrl then c reaches xev as Control+c" \
    bash -c "grep -A2 'KeyPress event' '$WORK/letters-xev' | grep -q 'state 0x4, keycode 54 (keysym 0x63, c)'"
check "letters: the focus stayed in xev" equals "$(xdotool getwindowfocus)" "$XEVW"
stop
kill "$XEV" 2>/dev/null; wait "$XEV" 2>/dev/null

# click-sound on: each key plays the theme's click on a thread of its own (here with no sound server), and typing
# goes on at once and exact.
mkdir -p "$XDG_CONFIG_HOME/emotion-keyboard"
printf 'click-sound = true\n' > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
: > "$WORK/letters-typed"
start_xterm_cat "$WORK/letters-typed"
start_plain --mode direct --layer letters
letters_type "ok Ok"; sleep 0.4
check "letters with click-sound: typing is exact" equals "$(cat "$WORK/letters-typed")" "ok Ok"
check "letters with click-sound: the keyboard still runs" kill -0 "$KB"
stop
# Issue 33: on the emotions too, an emotion tapped in and a press of the delete cell click (the trace says when).
EMOTION_KEYBOARD_TRACE=1 start
click $(cell 0 0); click $(cell 0 1)
click $(at delete)
settle
check "click-sound: two emotions tapped in and the delete cell: three clicks" equals "$(grep -c '^trace: playKeyClick at' "$WORK/err")" 3
check "and the text field has the first emotion" equals "$(printed; send; printed)" "$(smiley 0)"
stop
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# A layout switch by group (us,de with Alt+Shift, pressed as keycodes so that no tool switches the group back):
# the letters relabel at once, and the sixth key of the top row, now z, types z.
setxkbmap -layout us,de -option grp:alt_shift_toggle; sleep 0.3
: > "$WORK/letters-typed"
start_xterm_cat "$WORK/letters-typed"
start_plain --mode direct --layer letters
/usr/bin/python3 -c '
from Xlib import display, X
from Xlib.ext import xtest
d = display.Display()
for code, kind in ((64, X.KeyPress), (50, X.KeyPress), (50, X.KeyRelease), (64, X.KeyRelease)): xtest.fake_input(d, kind, code)
d.sync()'
sleep 0.5
letters_click $(layout keycode 29); sleep 0.3
check "letters: after a group switch to de the sixth key of the top row types z" equals "$(cat "$WORK/letters-typed")" "z"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null
setxkbmap -layout us -option ''

# Compose mode: the letters write into the field, the grid adds an emoji, and each layer keeps its state across the
# switch (the letters come back on their digits page); Send prints it all.
start --layer letters
letters_type "ok "
letters_click $(layout named page)
letters_click $(layout named emotions); sleep 0.3
click $(cell 1 0)
# The ABC button, right of the mode button.
click $(at layer); sleep 0.2
letters_click $(layout key 1)
shot "$SHOTS/letters-compose.png"
send
check "letters in compose mode: ok, 😂 from the grid, then 1 from the digits page the letters kept" equals "$(printed)" "ok 😂1"
check "letters: the switch wrote the layer it opened" grep -q '^layer = "letters"' "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
stop
rm -f "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# Issue 35: a keymap whose letter keys type nothing (cleared with xmodmap) shows QWERTY's Latin letters, which type,
# and says so in the status line, instead of blank keys.
for keycode in $(seq 24 60); do xmodmap -e "keycode $keycode = "; done
start --layer letters
shot "$SHOTS/letters-without-letters.png"
letters_click $(layout key h)
letters_click $(layout key i)
send
check "a keymap without letters: the letters page types Latin h and i" equals "$(printed)" "hi"
stop
rm -f "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
setxkbmap us

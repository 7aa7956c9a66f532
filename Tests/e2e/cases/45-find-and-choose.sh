# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Finding and choosing (issue 8): search in English and pinyin, keyboard navigation, favourites, the default skin tone
# and the two-person picker, a wide window. Positions come from the window's layout (see lib.sh), the tone menu's
# and the two-person board's options by their text.

# Search in English: the search button, a query, Enter inserts the first result, Escape returns to the tab.
start
click $(at search)
xdotool type --delay 40 "flag japan"; sleep 0.4
key Return; key Escape
send
check "search: 'flag japan' then Enter inserts 🇯🇵" equals "$(printed)" "🇯🇵"
focus; key ctrl+f; xdotool type --delay 40 "cat"; sleep 0.4
move $(cell 0 2); shot "$SHOTS/search-english.png"
click $(cell 0 2); key Escape; send
check "search: a click on the third result inserts it, in the command line's order" equals "$(printed)" "🇯🇵"$'\n'"$("$BIN" search cat | sed -n 3p | cut -f1)"
stop

# Search in pinyin, with Chinese names: full syllables find 😂 and 🤣 (笑哭, a synonym), as the command line does.
LANG=zh_CN.UTF-8 start
focus; key ctrl+f; xdotool type --delay 40 "xiaoku"; sleep 0.4
key Return; key Down; key Right; key Return; key Escape; send
found=$(printed)
check "pinyin: 'xiaoku' gives the command line's first two results ($found)" equals "$found" "$("$BIN" search xiaoku | head -2 | cut -f1 | tr -d '\n')"
: > "$WORK/out"
focus; key ctrl+f; xdotool type --delay 40 "xiao"; sleep 0.4
move $(cell 0 1); shot "$SHOTS/search-pinyin.png"
key Escape
stop

# Keyboard navigation: Down leaves the composer for the grid, arrows move the ring, Enter inserts, Page Down pages,
# Tab opens the next tab, Up from the top row goes back to the composer, which keeps its keys (Return sends).
start
focus; key Down; key Right; key Right; sleep 0.2
shot "$SHOTS/focus-ring.png"
key Return; key Next; key Return; key Tab; key Return; key Up; xdotool type "x"; sleep 0.2; key Return
check "keyboard: arrows, Enter, Page Down, Tab, Up and Return" equals "$(printed)" "$(smiley 2)$(smiley 22)👋x"
check "keyboard: the focus ring is drawn (its blue along the third cell's top)" bash -c \
    "convert '$SHOTS/focus-ring.png' -crop 56x3+124+56 +repage txt:- | grep -qi '#3584E4'"
stop

# Favourites: a right click pins, the favourites tab shows them in order, and they are still there after a restart.
export XDG_STATE_HOME=$WORK/state-favourites
"$BIN" --print > "$WORK/out" 2> "$WORK/err" & KB=$!; wait_window "$KB"; sleep 0.3
xdotool mousemove --window "$WIN" $(cell 0 3) click 3; sleep 0.2
xdotool mousemove --window "$WIN" $(cell 1 0) click 3; sleep 0.2
click $(tab 1); click $(cell 0 1); send
check "favourites: a right click pins into the favourites tab" equals "$(printed)" "$(smiley 7)"
stop
check "favourites: kept in the recents file" grep -q '"favourites"' "$XDG_STATE_HOME/emotion-keyboard/recents.json"
"$BIN" --print > "$WORK/out" 2> "$WORK/err" & KB=$!; wait_window "$KB"; sleep 0.3
click $(tab 1); click $(cell 0 0); send
check "favourites: still pinned after a restart" equals "$(printed)" "$(smiley 3)"
stop

# The default skin tone: the tone button's menu sets it, the grid shows it, and it is written to the settings file.
start
click $(at tone); shot "$SHOTS/tone-menu.png"; click $(option medium)
click $(tab 3); shot "$SHOTS/default-tone.png"; click $(cell 0 0); send
check "default tone: medium, and 👋 inserts as 👋🏽" equals "$(printed)" "👋🏽"
sleep 0.3
check "default tone: written to config.toml" grep -q '^skin-tone = "medium"' "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
stop
start
click $(tab 3); click $(cell 0 1); send
check "default tone: a new start reads it from the settings" equals "$(printed)" "🤚🏽"
stop
rm -f "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# Two people: a long press opens a 6 x 6 board of both tones; release on one inserts it.
start
focus; key ctrl+f; xdotool type --delay 40 "people holding hands"; sleep 0.4
press_drag $(cell 0 0); sleep 0.5
move $(option 🧑🏼‍🤝‍🧑🏿); shot "$SHOTS/two-person.png"
release; key Escape; send
check "two people: release on the board's medium-light and dark inserts it" equals "$(printed)" "🧑🏼‍🤝‍🧑🏿"
stop

# A wide window adds columns of the same size instead of larger cells: 1100 x 420 has 19 x 5 cells of 56 px from (18, 63).
start
xdotool windowsize --sync "$WIN" 1100 420; sleep 0.5
check "wide window: 19 x 5 cells of 56 px from (18, 63)" equals "$(layout grid)" "19 5 56 56 18 63"
move $(cell 0 15); shot "$SHOTS/wide-window.png"
click $(cell 0 15); click $(at send)
check "wide window: the sixteenth column holds the sixteenth emoji" equals "$(printed)" "$(smiley 15)"
stop

# A warm start draws its first frame without opening a font: the tab bar's buttons and its text icon come from the
# glyph cache (the icon is placed by its stored width, not measured glyph by glyph).
EMOTION_KEYBOARD_TRACE=1 start; stop
EMOTION_KEYBOARD_TRACE=1 start; stop
first=$(awk '/trace: frame drawn/ {print "frame"; exit} /trace: font / {print "font"; exit}' "$WORK/err")
check "a warm start opens no font before its first frame" equals "$first" "frame"

# Direct mode: the search field takes the keys (a keyboard grab) and gives them back before typing into the application.
start_xterm_cat "$WORK/search-typed"
start_plain --mode direct
click $(at search)
xdotool type --delay 40 "cat face"; sleep 0.4
xdotool key Return; sleep 0.8
check "direct mode: search typed 🐱 into xterm, and the query did not go there" equals "$(cat "$WORK/search-typed")" "🐱"
check "direct mode: the focus stayed in xterm" equals "$(xdotool getwindowfocus)" "$XTW"
stop
kill "$XT" 2>/dev/null; wait "$XT" 2>/dev/null

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 22: every control names itself in the status line under the grid while the pointer is on it, an emotion says
# what holding and a right click do, the skin-tone strip stays above the status line (which names the variant under
# the pointer), kaomoji in the Recent tab get wide cells, and the line over the tab bar runs on past the strip's arrows.
# What does not fit at 416 px is left out whole, never cut (issue 33).
# The status line's left part (the page dots sit in the middle): cropped from the window to $WORK/$1.png.
status() { xwd -silent -id "$WIN" | convert xwd:- -crop 110x18+12+236 +repage "$WORK/$1.png"; }
# Antialiased text has many colours; an empty band has one.
colours() { convert "$WORK/$1.png" -format %k info:; }
differs() { test "$(compare -metric AE "$WORK/$1.png" "$WORK/$2.png" null: 2>&1 | cut -d' ' -f1)" -gt 30; }

start
move 200 20; status idle
check "the pointer on the text field: the status line is empty" test "$(colours idle)" -le 3
move $(at search); status search; shot "$SHOTS/hover-names-search.png"
check "on 🔍 the status line names it" test "$(colours search)" -gt 8
move $(at tone); status tone
check "on ✋ it names the tone button, not search" differs search tone
move $(at send); status send
check "on Send it names Send" differs tone send
move $(at mode); status mode
check "on the mode button ✎ it names the mode" differs send mode
move $(tab 7); status tab7; shot "$SHOTS/hover-names-tab.png"
move $(tab 8); status tab8
check "each group tab has its own name (Activities, Objects)" differs tab7 tab8
move $(cell 0 0); status smiley; shot "$SHOTS/hover-names-emoji.png"
check "an emoji is named, with the right-click hint" test "$(colours smiley)" -gt 8

stop

# In Chinese: the same tab is 笑脸, not Smileys & Emotion.
start --language zh
move $(tab 2); status smileys-zh; shot "$SHOTS/hover-names-chinese-after.png"
stop
start
move $(tab 2); status smileys-en
check "the tabs are named in the UI language (笑脸 in Chinese)" differs smileys-en smileys-zh

# 👋 is the first of People & Body: held, its strip opens below the top row and above the status line.
click $(tab 3); move $(cell 0 0); status wave
press_drag $(cell 0 0); sleep 0.5
move $(option 👋🏼); shot "$SHOTS/skin-tones-after.png"; status variant
check "the strip leaves the status line, which names the variant under the pointer" differs wave variant
release; send
check "and releasing there inserts it" equals "$(printed)" "👋🏼"

# One kaomoji among emoji in Recent: wide cells, so the kaomoji (third, oldest) is whole in the third wide cell.
: > "$WORK/out"
click $(tab 12); click $(wcell 0 0); click $(tab 2); click $(cell 0 0); click $(cell 0 1); send
click $(tab 0); move $(wcell 1 1); shot "$SHOTS/kaomoji-recent-after.png"
: > "$WORK/out"; click $(wcell 0 2); send
check "the Recent tab with one kaomoji uses wide cells: the third is the kaomoji" equals "$(printed)" "(╯°□°）╯︵ ┻━┻"
stop

# Five columns: the tab strip scrolls, with ‹ › at its ends (the back arrow at 30-50, 304 px wide window).
start --columns 5
shot "$WORK/narrow.png"
line() { convert "$WORK/narrow.png" -crop 1x1+$1+254 -format '#%[hex:u.p{0,0}]' info:; }
check "the line over the tab bar runs on over the arrows" equals "$(line 40)" "$(line 150)"
move 150 20; status narrow-idle
move $(at back); status back
check "and ‹ is named" differs narrow-idle back
shot "$SHOTS/hover-names-arrow.png"
stop

# At the default 416 px a long name keeps its whole hint and drops its code, rather than the hint cut with "…"
# (issue 33); the trace says what the status line drew.
EMOTION_KEYBOARD_TRACE=1 start
click $(at search); xdotool type --delay 40 "motorized"; sleep 0.5
move $(cell 0 0); sleep 0.3
shot "$SHOTS/status-line-416.png"
drawn=$(grep "status line drawn: person in motorized wheelchair" "$WORK/err" | tail -1 |
    sed 's/.*status line drawn: //; s/ at [0-9.]* ms, .*//')
check "at 416 px a long name keeps its whole hint, without its code" \
    equals "$drawn" "person in motorized wheelchair | hold for skin tones · right-click to pin"
stop

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Keys go where the user expects, and one part shows it has them (issue 22: after a click in the grid, "/flag japan"
# and Enter typed "🫠/flag japan" into the text field and sent it). A click in the grid gives the grid the keys, its
# focus ring on the cell; "/" there opens search, Enter takes the first result, Escape gives the keys back to the grid;
# a click into the text field gives them to it, its border dark, and Enter sends.
RING='#3584E4'   # the light theme's focus ring
ring_pixels() { convert "$1" -crop "$GRID_AREA" +repage -fill black +opaque "$RING" -fill white -opaque "$RING" -format '%[fx:int(w*h*mean)]' info:; }
# The pixel in the middle of a field's top edge, its border: $2 is the field's geometry (WxH+X+Y).
top_border() { local w h x y; IFS='x+' read -r w h x y <<< "$2"; convert "$1" -crop "1x1+$((x + w / 2))+$y" -format '#%[hex:u.p{0,0}]' info:; }
field_border() { top_border "$1" "$FIELD_FRAME"; }
start
GRID_AREA=$(layout geometry at area) FIELD_FRAME=$(layout geometry at field) SEARCH_FRAME=$(layout geometry at searchField)
focus
check "the text field has the keys: its border is dark" equals "$(shot "$WORK/keys.png"; field_border "$WORK/keys.png")" "#2E3436"
click $(cell 1 3)
shot "$WORK/keys.png"
check "a click in the grid gives it the keys: its ring shows ($(ring_pixels "$WORK/keys.png") px)" test "$(ring_pixels "$WORK/keys.png")" -gt 100
check "and the text field's border is plain again" equals "$(field_border "$WORK/keys.png")" "#CDC7C2"
xdotool type --delay 40 "/flag japan"; wait_results
shot "$SHOTS/keys-search-from-grid.png"
key Return
key Escape
shot "$SHOTS/keys-back-to-grid.png"
check "Escape from search gives the keys back to the grid: its ring shows" test "$(ring_pixels "$SHOTS/keys-back-to-grid.png")" -gt 100
check "nothing was sent before Send" equals "$(printed)" ""
send
check "click 🫠, /flag japan, Enter: 🫠🇯🇵 in the text field, sent by Send" equals "$(printed)" "$(smiley 10)🇯🇵"
click $(at field)
xdotool type --delay 40 "hi"; sleep 0.2
key Return
check "a click into the text field, typing and Enter: sent" equals "$(printed)" "$(smiley 10)🇯🇵"$'\n'"hi"
shot "$WORK/keys.png"
check "with the keys in the text field, no ring shows" equals "$(ring_pixels "$WORK/keys.png")" "0"
key slash
shot "$WORK/keys.png"
check "/ in the empty text field opens search, its field dark-bordered with the keys" equals \
    "$(top_border "$WORK/keys.png" "$SEARCH_FRAME")" "#2E3436"
xdotool type --delay 40 "cat face"; wait_results
key Return; key Escape; key Return
check "Enter takes the first result, Escape goes back to the text field, whose Enter sends" equals "$(printed | tail -1)" "🐱"
stop

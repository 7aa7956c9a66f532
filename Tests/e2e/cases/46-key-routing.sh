# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Keys go where the user expects, and one part shows it has them (issue 22: after a click in the grid, "/flag japan"
# and Enter typed "🫠/flag japan" into the text field and sent it). Issue 33: as in a chat application's emoji panel, a
# click in the grid inserts and leaves the keys in the text field, so Enter sends; "/" still opens search after it (the
# field's last change came from the grid), Enter takes the first result, Escape gives the keys back to the text field,
# which has text, and Enter sends. The grid's focus ring shows only once a key moved it there (focus-visible).
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
shot "$SHOTS/keys-after-click.png"
check "a click in the grid moves no keys: no ring shows" equals "$(ring_pixels "$SHOTS/keys-after-click.png")" "0"
check "and the text field's border stays dark" equals "$(field_border "$SHOTS/keys-after-click.png")" "#2E3436"
xdotool type --delay 40 "/flag japan"; wait_results
shot "$SHOTS/keys-search-after-click.png"
key Return
key Escape
shot "$SHOTS/keys-back-to-field.png"
check "Escape from search gives the keys back to the text field, which has text" equals \
    "$(field_border "$SHOTS/keys-back-to-field.png")" "#2E3436"
check "nothing was sent before Enter" equals "$(printed)" ""
key Return
check "click 🫠, /flag japan, Enter, Escape, Enter: 🫠🇯🇵 sent" equals "$(printed)" "$(smiley 10)🇯🇵"
key Down
shot "$WORK/keys.png"
check "Down gives the grid the keys: its ring shows ($(ring_pixels "$WORK/keys.png") px)" test "$(ring_pixels "$WORK/keys.png")" -gt 100
click $(cell 1 3)
shot "$SHOTS/keys-ring-hidden-by-click.png"
check "a click hides the ring (focus-visible)" equals "$(ring_pixels "$SHOTS/keys-ring-hidden-by-click.png")" "0"
key Right
shot "$WORK/keys.png"
check "and a key shows it again" test "$(ring_pixels "$WORK/keys.png")" -gt 100
click $(at field)
key ctrl+a BackSpace
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

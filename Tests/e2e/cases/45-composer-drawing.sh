# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# What the composer draws: a pasted tab is blank space (never a box), and text never runs past the text area into the
# field's border or the Send button. The blinking caret stays out of the compared regions: at the start of the line
# (Home) it is left of them, at the end it is inside the text area.
TEXT_AREA="259x30+53+7"      # the default layout's text area (x 50..312) but its first 3 pixels, inside the field
RIGHT_EDGE="11x30+312+7"     # from the text area's right end to the Send button: padding, border, gap
# Pastes $1 into the composer, puts the caret at the start and saves a screenshot as $2.
paste_and_shoot() {
    printf '%b' "$1" | xclip -selection clipboard
    focus; key ctrl+v; key Home
    shot "$2"
}
pixels_differing() {
    convert "$1" -crop "$3" +repage "$WORK/crop-a.png" && convert "$2" -crop "$3" +repage "$WORK/crop-b.png" &&
        compare -metric AE "$WORK/crop-a.png" "$WORK/crop-b.png" null: 2>&1
}

start
focus; shot "$WORK/empty.png"
paste_and_shoot '\t\t\t\t' "$WORK/tabs.png"
key ctrl+a; key BackSpace
paste_and_shoot '                ' "$WORK/spaces.png"
check "four pasted tabs draw exactly like sixteen spaces (no box)" equals "$(pixels_differing "$WORK/tabs.png" "$WORK/spaces.png" "$TEXT_AREA")" "0"
key ctrl+a; key BackSpace
paste_and_shoot 'x\tx\tx\tx\tx\tx\tx\tx\tx\tx\tx\tx' "$WORK/mixed.png"
check "tabs between letters leave blank space (screenshot differs from the empty field)" \
    test "$(pixels_differing "$WORK/mixed.png" "$WORK/empty.png" "$TEXT_AREA")" -gt 0
key ctrl+a; key BackSpace
paste_and_shoot "$(printf 'W%.0s' $(seq 300))" "$WORK/long.png"
key End; shot "$WORK/long-end.png"
cp "$WORK/long-end.png" "$SHOTS/composer-long-text.png"
check "a long line stops at the text area: nothing drawn over the field's right padding and border" \
    equals "$(pixels_differing "$WORK/long.png" "$WORK/empty.png" "$RIGHT_EDGE")" "0"
check "nor when it is scrolled to its end" equals "$(pixels_differing "$WORK/long-end.png" "$WORK/empty.png" "$RIGHT_EDGE")" "0"
check "and the text area does show text" test "$(pixels_differing "$WORK/long-end.png" "$WORK/empty.png" "$TEXT_AREA")" -gt 500
stop

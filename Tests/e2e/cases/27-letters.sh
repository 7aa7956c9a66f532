# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The letters layer in direct mode types through the real keys of the active layout into an xterm running cat: the
# sixth key of the top row types y on us, z on de and y on fr; a sentence with capitals, digits and punctuation
# arrives exact; sticky Ctrl with c reaches a client as Control+c; the focus stays in xterm and the keymap is the
# user's again once the keyboard exits.
LETTERS_TEXT="Hello World, 42 times: ok! (yes)"
letters_click() { xdotool mousemove --sync --window "$WIN" $1 $2 click 1; sleep 0.12; }
letters_type() {
    local x y size
    while read -r x y; do
        size=$(stat -c %s "$2")
        letters_click $x $y
    done < <(python3 "$REPO/Tests/e2e/letters_plan.py" "$1" "$3")
}
for layout in "us y" "de z" "fr y"; do
    set -- $layout
    setxkbmap "$1"; sleep 0.3
    xmodmap -pke > "$WORK/letters-keymap-before"
    : > "$WORK/letters-typed"
    start_xterm_cat "$WORK/letters-typed"
    start_plain --mode direct --layer letters
    letters_click $(python3 "$REPO/Tests/e2e/letters_plan.py" "$1" --key 0 5); sleep 0.3
    check "letters on $1: the sixth key of the top row types $2" equals "$(cat "$WORK/letters-typed")" "$2"
    : > "$WORK/letters-typed"
    letters_type "$1" "$WORK/letters-typed" "$LETTERS_TEXT"; sleep 0.5
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

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A session under valgrind: key presses (which open the input method and its context), a click, Send, and a close.
# No invalid read, write or free from start to exit (the input context was once destroyed after the display closed).
# valgrind 3.19 cannot read the Swift binary's DWARF 5, so it runs a copy without debug information; the Swift runtime's
# layout of generic struct and enum metadata reads padding valgrind thinks uninitialised (Tests/e2e/valgrind.supp).
objcopy --strip-debug "$BIN" "$WORK/emotion-keyboard-nodebug"
export XDG_STATE_HOME=$WORK/state-valgrind
EMOTION_KEYBOARD_ASSETS=$REPO/assets valgrind --error-exitcode=99 --leak-check=no --suppressions="$REPO/Tests/e2e/valgrind.supp" --log-file="$WORK/valgrind.log" \
    "$WORK/emotion-keyboard-nodebug" --print > "$WORK/out" 2> "$WORK/err" &
KB=$!
for _ in $(seq 600); do
    WIN=$(xdotool search --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1)
    [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
    sleep 0.1
done
sleep 1
focus; key a; key b; click $(cell 0 0); send; sleep 1
xdotool windowactivate --sync "$WIN" 2>/dev/null; key alt+F4
for _ in $(seq 300); do kill -0 "$KB" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$KB" 2>/dev/null; then status=running; stop; else wait "$KB"; status=$?; fi
KB=""
check "under valgrind the session typed and sent" equals "$(cat "$WORK/out")" "ab$(smiley 0)"
check "under valgrind: exit 0 and no memory error (valgrind exits 99 on one)" equals "$status" "0"
grep -q "ERROR SUMMARY: 0 errors" "$WORK/valgrind.log" || { mkdir -p "$SHOTS"; cp "$WORK/valgrind.log" "$SHOTS/valgrind.log"; grep -m3 -A14 "^==[0-9]*== [A-Z]" "$WORK/valgrind.log" | grep -v "^==[0-9]*== *$" | head -45; }

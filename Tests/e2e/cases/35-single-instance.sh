# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# One keyboard per display: a second launch hides the running one and a third shows it again where it was, each
# exiting 0 at once through the selection _EMOTION_KEYBOARD_S0 and saying so in one line; --new-instance and --print open windows of their own;
# list and search never touch the running one; a keyboard that does not answer is not waited for long.
HELPERS=$REPO/Tests/e2e/x11_helpers.py
map_state() { xwininfo -id "$1" 2>/dev/null | awk '/Map State:/ {print $3}'; }
wait_state() { for _ in $(seq 60); do [ "$(map_state "$1")" = "$2" ] && return 0; sleep 0.05; done; map_state "$1"; return 1; }
position() { xwininfo -id "$1" | awk '/Absolute upper-left/ {printf "%s ", $4}'; }
# Runs the keyboard with no arguments, as a hotkey would; sets STATUS and MS (milliseconds until it exited).
launch() {
    local started=$(date +%s%N)
    "$BIN" "$@" > "$WORK/launch.out" 2> "$WORK/launch.err"; STATUS=$?
    MS=$(( ($(date +%s%N) - started) / 1000000 ))
}

start_plain
FIRST=$KB FIRST_WIN=$WIN
check "the keyboard owns _EMOTION_KEYBOARD_S0 with its window" equals "$(/usr/bin/python3 "$HELPERS" selection-owner _EMOTION_KEYBOARD_S0)" "$WIN"
check "its owner answers TARGETS" equals "$(/usr/bin/python3 "$HELPERS" convert-selection _EMOTION_KEYBOARD_S0 TARGETS)" \
    "ATOM TARGETS TIMESTAMP _EMOTION_KEYBOARD_TOGGLE"
check "and TIMESTAMP with the server time it took the selection at" bash -c \
    "/usr/bin/python3 '$HELPERS' convert-selection _EMOTION_KEYBOARD_S0 TIMESTAMP | grep -Eq '^INTEGER [1-9][0-9]*$'"
check "and refuses other targets" equals "$(/usr/bin/python3 "$HELPERS" convert-selection _EMOTION_KEYBOARD_S0 UTF8_STRING)" "refused"
xdotool windowmove "$WIN" 300 200; sleep 0.3
before=$(position "$WIN")

launch
check "a second launch exits 0 at once (${MS} ms), nothing on standard error" bash -c \
    "[ $STATUS -eq 0 ] && [ $MS -lt 2000 ] && ! [ -s '$WORK/launch.err' ]"
check "it says in one line that it hid the running keyboard, and how to get another window" equals "$(cat "$WORK/launch.out")" \
    "emotion-keyboard: hid the keyboard already running on this display (launch again to show it); --new-instance opens another window"
check "it hid the running keyboard" wait_state "$WIN" IsUnMapped
check "which keeps running" kill -0 "$FIRST"
launch
check "a third launch exits 0 at once (${MS} ms)" bash -c "[ $STATUS -eq 0 ] && [ $MS -lt 2000 ]"
check "it says it showed the keyboard" equals "$(cat "$WORK/launch.out")" \
    "emotion-keyboard: showed the keyboard already running on this display (launch again to hide it); --new-instance opens another window"
check "it showed the keyboard again" wait_state "$WIN" IsViewable
check "where it was ($before)" equals "$(position "$WIN")" "$before"
launch --dock bottom --rows 5
check "a launch with options toggles too (the running keyboard keeps its settings)" wait_state "$WIN" IsUnMapped
check "and says the options it was given were ignored" equals "$(cat "$WORK/launch.out")" \
    "emotion-keyboard: hid the keyboard already running on this display (launch again to show it); it keeps its own settings, so --rows 5 --dock bottom were ignored; --new-instance opens another window"
EMOTION_KEYBOARD_TRACE=1 launch
wait_state "$WIN" IsViewable > /dev/null
check "a toggling launch interns its atoms in one round trip, none alone" bash -c \
    "grep -q 'toggled the running keyboard' '$WORK/launch.err' && test \$(grep -c 'atoms interned' '$WORK/launch.err') = 1 && ! grep 'interned alone' '$WORK/launch.err'"

check "list runs beside it and leaves it shown" bash -c "[ \$('$BIN' list | wc -l) -eq 3870 ] && [ \"\$(xwininfo -id $WIN | awk '/Map State:/ {print \$3}')\" = IsViewable ]"
"$BIN" --new-instance > /dev/null 2>&1 & OTHER=$!
wait_window "$OTHER"
check "--new-instance opens a second window" bash -c "[ -n '$WIN' ] && [ '$WIN' != '$FIRST_WIN' ]"
check "and leaves the first shown" equals "$(map_state "$FIRST_WIN")" "IsViewable"
kill "$OTHER"; wait "$OTHER" 2>/dev/null
"$BIN" --print > /dev/null 2>&1 & OTHER=$!
wait_window "$OTHER"
check "--print opens its own window (its output belongs to whoever started it)" bash -c "[ -n '$WIN' ] && [ '$WIN' != '$FIRST_WIN' ]"
kill "$OTHER"; wait "$OTHER" 2>/dev/null

# A keyboard that is stopped cannot answer: the launch says so and opens another window, after the time allowed.
kill -STOP "$FIRST"
"$BIN" > /dev/null 2> "$WORK/stuck.err" & OTHER=$!
wait_window "$OTHER"
check "a stopped keyboard does not answer: one warning, and a window of its own" bash -c \
    "[ -n '$WIN' ] && [ '$WIN' != '$FIRST_WIN' ] && [ \$(grep -c 'does not answer; opening another' '$WORK/stuck.err') -eq 1 ]"
kill "$OTHER"; wait "$OTHER" 2>/dev/null
kill -CONT "$FIRST"
KB=$FIRST
stop
check "once it exits, the selection is free" equals "$(/usr/bin/python3 "$HELPERS" selection-owner _EMOTION_KEYBOARD_S0)" "0"

# Two launches at the same moment: one keyboard stays, the other exits 0.
export XDG_STATE_HOME=$WORK/state-race
"$BIN" > /dev/null 2>&1 & A=$!
"$BIN" > /dev/null 2>&1 & B=$!
sleep 2.5
alive=0; for pid in $A $B; do kill -0 "$pid" 2>/dev/null && alive=$((alive + 1)); done
check "two launches at once leave one keyboard" equals "$alive" "1"
check "and one window" equals "$(xdotool search --class EmotionKeyboard 2>/dev/null | wc -l)" "1"
for pid in $A $B; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Recents keep their own capacity and are merged on every save: a run with a smaller grid does not cut them, and two
# running instances keep each other's entries.
open_window() {
    "$BIN" --print "$@" >> "$WORK/out" 2>> "$WORK/err" &
    KB=$!
    for _ in $(seq 100); do
        WIN=$(xdotool search --all --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    sleep 0.3
}
recents() { python3 -c 'import json,sys; f=json.load(open(sys.argv[1])); print(f["version"], len(f["recents"]), " ".join(e["text"] + "x" + str(e["count"]) for e in f["recents"][:3]))' "$XDG_STATE_HOME/emotion-keyboard/recents.json"; }

export XDG_STATE_HOME=$WORK/state-recents
mkdir -p -m 700 "$XDG_STATE_HOME/emotion-keyboard"
"$BIN" list | awk -F'\t' '$1 == "Animals & Nature" {print $2}' | head -60 | python3 -c 'import json,sys; print(json.dumps({"version": 1, "recents": sys.stdin.read().split()}))' > "$XDG_STATE_HOME/emotion-keyboard/recents.json"
open_window --rows 1 --columns 2
stop
check "a run with a 1 x 2 grid keeps all 60 saved recents" equals "$(recents | cut -d' ' -f1-2)" "2 60"

open_window
first=$KB; first_win=$WIN
open_window
second=$KB; second_win=$WIN
xdotool windowmove --sync "$second_win" 600 300; sleep 0.3
WIN=$first_win; click $(tab 2); click $(cell 0 0)
WIN=$second_win; click $(tab 3); click $(cell 0 0)
WIN=$first_win; click $(cell 0 0)
KB=$first; stop
KB=$second; stop
check "two instances keep each other's entries, counted" equals "$(recents)" "2 60 😀x2 👋x1 🐵x1"

# A sticker of a pack not loaded this time stays in the Recent tab as its code: shown (whole, in a wide cell), inserted,
# kept.
export XDG_STATE_HOME=$WORK/state-unloaded
mkdir -p -m 700 "$XDG_STATE_HOME/emotion-keyboard"
printf '{"version": 1, "recents": ["[不在这里]", "😀"]}' > "$XDG_STATE_HOME/emotion-keyboard/recents.json"
: > "$WORK/out"
open_window
shot "$SHOTS/recent-unloaded-sticker.png"
click $(wcell 0 0); click $(wcell 0 1); send
check "the Recent tab shows the unloaded sticker's code and the emoji: clicking them inserts both" equals "$(tail -1 "$WORK/out")" "[不在这里]😀"
stop
check "and both stay in the recents" bash -c "python3 -c 'import json,sys; print(\" \".join(e[\"text\"] for e in json.load(open(sys.argv[1]))[\"recents\"]))' '$XDG_STATE_HOME/emotion-keyboard/recents.json' | grep -q '\[不在这里\]'"

# Issue 33: an emoji inserted through search shows first in the Recent tab once search closes, and when the window is
# shown again after one more use (the tab stays as it was while the pointer works on it).
export XDG_STATE_HOME=$WORK/state-search-recent
mkdir -p -m 700 "$XDG_STATE_HOME/emotion-keyboard"
printf '{"version": 1, "recents": ["😂"]}' > "$XDG_STATE_HOME/emotion-keyboard/recents.json"
: > "$WORK/out"
open_window
focus; key ctrl+f
xdotool type --delay 40 "cat face"; wait_results
key Return; key Escape
shot "$SHOTS/recent-after-search.png"
click $(cell 0 0); send
check "after 🐱 came from search, Recent shows it first" equals "$(printed | tail -1)" "🐱🐱"
stop

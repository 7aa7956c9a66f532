# Sourced by Tests/e2e/run.sh: a private Xvfb + openbox, fresh XDG folders, and the helpers the cases use.
# Expects BIN and REPO.
SHOTS=${E2E_SHOTS:-$PWD/.build/e2e-shots}
WORK=$(mktemp -d)
mkdir -p "$SHOTS"
PASSED=0
FAILED=0

. "$REPO/scripts/start-x.sh"
export XDG_STATE_HOME=$WORK/state XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache LANG=C.UTF-8
trap 'kill $KB $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
KB=""

# Default layout at scale 1 (3 x 7 cells of 56 px): these follow from LayoutMetrics' defaults.
cell() { echo "$((40 + 56 * $2)) $((84 + 56 * $1))"; }   # row column -> x y inside the window
DELETE="376 196"; SEND="367 22"; FIELD="150 22"
tab() { local count=${2:-12}; echo "$((416 * (2 * $1 + 1) / (2 * count))) 274"; }   # 12 tabs: recent, 9 emoji groups, the pack, kaomoji

start() {
    # Fresh recents for each run, so the window opens on the first emoji tab.
    export XDG_STATE_HOME=$WORK/state-$RANDOM
    : > "$WORK/out"
    "$BIN" --print "$@" >> "$WORK/out" 2> "$WORK/err" &
    KB=$!
    for _ in $(seq 100); do
        WIN=$(xdotool search --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    sleep 0.3
}
stop() { kill "$KB" 2>/dev/null; wait "$KB" 2>/dev/null; KB=""; }
click() { xdotool mousemove --window "$WIN" $1 $2 click 1; sleep 0.15; }
press_drag() { xdotool mousemove --window "$WIN" $1 $2 mousedown 1; sleep 0.35; }
move() { xdotool mousemove --window "$WIN" $1 $2; sleep 0.12; }
release() { xdotool mouseup 1; sleep 0.15; }
send() { click $SEND; }
focus() { click $FIELD; xdotool windowactivate --sync "$WIN" 2>/dev/null; xdotool windowfocus --sync "$WIN"; sleep 0.1; }
key() { xdotool key --clearmodifiers "$@"; sleep 0.15; }
printed() { sleep 0.2; cat "$WORK/out"; }
# xwd does not grab the pointer (ImageMagick's import does, which ends a drag in progress).
shot() { xwd -silent -id "$WIN" | convert xwd:- "$1"; }
check() {
    local name=$1; shift
    if "$@"; then PASSED=$((PASSED + 1)); echo "ok - $name"; else FAILED=$((FAILED + 1)); echo "not ok - $name"; fi
}
equals() { [ "$1" = "$2" ] || { printf '   expected %q\n   got      %q\n' "$2" "$1"; return 1; }; }

# The grid shows base emoji only (skin tones hang off their base): the n-th base of Smileys & Emotion.
export BIN
smiley() { python3 -c '
import subprocess, sys, os
rows = [l.split("\t") for l in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
tones = {chr(c) for c in range(0x1F3FB, 0x1F400)}
bases = [r[1] for r in rows if r[0] == "Smileys & Emotion" and not (set(r[1]) & tones)]
print(bases[int(sys.argv[1])])' "$1"; }


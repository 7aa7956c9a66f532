#!/usr/bin/env bash
# Costs of the letters layer under Xvfb, hermetic, from the keyboard's trace (EMOTION_KEYBOARD_TRACE: the process's
# CPU time at each mark, all threads):
#  - CPU from a tap's release (the pointerUp action, which types the key) to its key event sent with XTest and synced
#    ("typed"), over 60 taps into xterm in direct mode: p50, p95, max;
#  - the frame that first shows the letters: the ABC button pressed in a window started on the grid, and the first
#    frame of a window started with --layer letters (its draw time, the X server's work included).
# Usage: Benchmarks/letters.sh [path/to/emotion-keyboard]   (needs xvfb, openbox, xdotool, xterm, python3)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $WM $XVFB ${XT:-} 2>/dev/null; rm -rf "$WORK"' EXIT
export LANG=C.UTF-8
mkdir -p "$WORK/s"/{cache,data,state,config}

xterm -geometry 60x5+430+420 -e sh -c "stty -echo -icanon; exec cat > /dev/null" & XT=$!
sleep 1
env $(state_env "$WORK/s") EMOTION_KEYBOARD_TRACE=1 "$BIN" --mode direct --layer letters 2> "$WORK/trace" & KB=$!
KW=$(window_of $KB)
sleep 1
xdotool search --pid $XT 2>/dev/null | head -1 | xargs -r -I{} xdotool windowactivate {} 2>/dev/null || true
sleep 0.3
for i in $(seq 60); do
    # q w e r t y u i o p, 40 px apart on the top row of the default window.
    xdotool mousemove --window "$KW" $(( 28 + 40 * (i % 10) )) 78 click 1
    sleep 0.12
done
sleep 0.5
kill $KB; wait $KB 2>/dev/null || true
python3 - "$WORK/trace" <<'PY'
import re, sys
up = None
costs = []
for line in open(sys.argv[1]):
    m = re.search(r"trace: (.*) at [0-9.]+ ms.*cpu ([0-9.]+) ms", line)
    if not m: continue
    what, cpu = m.group(1), float(m.group(2))
    if what.startswith("pointerUp"): up = cpu
    elif what == "typed" and up is not None:
        costs.append(cpu - up); up = None
costs.sort()
n = len(costs)
print(f"press to key event, CPU over {n} taps: p50 {costs[n // 2]:.2f} ms, p95 {costs[n * 95 // 100]:.2f} ms, max {costs[-1]:.2f} ms")
PY

# The letters first shown with the glyph cache warm (their labels drawn by an earlier run) and cold (fresh folders).
for cache in warm cold; do
    mkdir -p "$WORK/$cache"/{cache,data,state,config}
    [ $cache = warm ] && cp -r "$WORK/s/cache/." "$WORK/warm/cache/"
    env $(state_env "$WORK/$cache") EMOTION_KEYBOARD_TRACE=1 "$BIN" --layer emotions 2> "$WORK/trace" & KB=$!
    KW=$(window_of $KB)
    sleep 1.5
    : > "$WORK/trace"
    # The ABC button, right of the mode button in the composer row.
    xdotool mousemove --window "$KW" 61 22 click 1
    sleep 0.5
    kill $KB; wait $KB 2>/dev/null || true
    grep -a -m1 -o 'frame drawn at [0-9.]* ms (took [0-9.]* ms[^)]*)' "$WORK/trace" | sed "s/.*took \([0-9.]*\) ms.*/first show of the letters (ABC pressed, glyph cache $cache): frame \1 ms/"
done

: > "$WORK/trace"
env $(state_env "$WORK/s") EMOTION_KEYBOARD_TRACE=1 "$BIN" --layer letters 2> "$WORK/trace" & KB=$!
KW=$(window_of $KB)
sleep 1
kill $KB; wait $KB 2>/dev/null || true
grep -a -m1 -o 'frame drawn at [0-9.]* ms (took [0-9.]* ms[^)]*)' "$WORK/trace" | sed 's/frame drawn at \([0-9.]*\) ms (took \([0-9.]*\) ms[^)]*)/started with --layer letters: first frame \2 ms, drawn \1 ms after start/'

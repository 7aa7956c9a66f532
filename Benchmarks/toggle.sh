#!/usr/bin/env bash
# The single-instance toggle: how long from starting `emotion-keyboard` (while one runs) until the running keyboard's
# window is hidden or shown, beside `xdotool windowunmap` / `windowmap` of the same window measured the same way in the
# same run (the cost of any client asking the server and window manager to map or unmap it).
# Usage: Benchmarks/toggle.sh [path/to/emotion-keyboard] [rounds]   (needs xvfb, openbox, xdotool, python3-xlib)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
ROUNDS=${2:-50}
WORK=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$WORK/display" >/dev/null 2>&1 & XVFB=$!
for _ in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.05; done
export DISPLAY=:$(cat "$WORK/display") XDG_STATE_HOME=$WORK/state XDG_CACHE_HOME=$WORK/cache XDG_CONFIG_HOME=$WORK/config
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 & WM=$!
sleep 0.5
"$BIN" >/dev/null 2>&1 & KB=$!
trap 'kill $KB $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 100); do WIN=$(xdotool search --all --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1); [ -n "$WIN" ] && break; sleep 0.05; done
sleep 1
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(date -u +%Y-%m-%d)"
echo "rounds: $ROUNDS; each round: hide then show with emotion-keyboard, then unmap then map with xdotool"
/usr/bin/python3 "$(dirname "$0")/toggle_timing.py" "$WIN" "$ROUNDS" \
    "emotion-keyboard (hides)=$BIN" "emotion-keyboard (shows)=$BIN" \
    "xdotool windowunmap=xdotool windowunmap $WIN" "xdotool windowmap=xdotool windowmap $WIN"

#!/usr/bin/env bash
# The single-instance toggle: how long from starting `emotion-keyboard` (while one runs) until the running keyboard's
# window is hidden or shown, beside `xdotool windowunmap` / `windowmap` of the same window measured the same way in the
# same run (the cost of any client asking the server and window manager to map or unmap it).
# Usage: Benchmarks/toggle.sh [path/to/emotion-keyboard] [rounds]   (needs xvfb, openbox, xdotool, python3-xlib)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
ROUNDS=${2:-50}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $KB $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
KB=""
env $(state_env "$WORK") "$BIN" >/dev/null 2>&1 & KB=$!
WIN=$(window_of "$KB")
sleep 1
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $(date -u +%Y-%m-%d)"
echo "rounds: $ROUNDS; each round: hide then show with emotion-keyboard, then unmap then map with xdotool"
/usr/bin/python3 "$HERE/toggle_timing.py" "$WIN" "$ROUNDS" \
    "emotion-keyboard (hides)=$BIN" "emotion-keyboard (shows)=$BIN" \
    "xdotool windowunmap=xdotool windowunmap $WIN" "xdotool windowmap=xdotool windowmap $WIN"

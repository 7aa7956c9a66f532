#!/usr/bin/env bash
# Soak test of the keyboard window under Xvfb: EVENTS synthetic input events (default 100,000) sent through
# XTest by Benchmarks/soak.py (clicks, drags, flicks, page and tab switches, deletes, typing, resizes, Send). The
# keyboard's resident memory and the X server's pixmap bytes for its client, measured after the first tenth of the
# events and at the end, must agree within 10%, and the window must still answer (a last Send is printed).
# Without a window manager: openbox grabs the pointer synchronously on each press (click to focus), and while it
# holds the grab key events overtake the queued pointer events, which no hand could cause but a driver sending
# thousands of events a second does (a letter typed before the click sent ahead of it).
# Usage: Benchmarks/soak.sh [path/to/emotion-keyboard] [EVENTS] [SEED]   (needs xvfb, xdotool, x11-utils, xrestop,
# python3-xlib). Takes about 15 minutes for 100,000 events on 2 cores, 10 of them the tour that draws everything first. Tests/e2e/cases/90-soak.sh runs a short one with
# SOAK_CHECK_MEMORY=no: memory still grows while the first pages and sizes are drawn, so only the window is judged.
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
EVENTS=${2:-100000}
SEED=${3:-1}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
export XDG_STATE_HOME=$WORK/state XDG_CACHE_HOME=$WORK/cache XDG_DATA_HOME=$WORK/data XDG_CONFIG_HOME=$WORK/config LANG=C.UTF-8
KB=""
XVFB=""
trap 'kill $KB $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
# An X server resets when its last client leaves, and refuses connections meanwhile: without -noreset the keyboard,
# started just after the probe below closed its connection, could find the server resetting ("cannot open display").
# A server that does not answer the probe is replaced (at most three tries), so the soak judges the keyboard.
for _ in 1 2 3; do
    rm -f "$WORK/display"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 &
    XVFB=$!
    for _ in $(seq 200); do [ -s "$WORK/display" ] && break; sleep 0.05; done
    export DISPLAY=:$(cat "$WORK/display" 2>/dev/null)
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break 2; sleep 0.1; done
    kill $XVFB 2>/dev/null; wait $XVFB 2>/dev/null; XVFB=""
done
[ -n "$XVFB" ] || { echo "soak: no X server answered" >&2; exit 1; }

: > "$WORK/out"
"$BIN" --print >> "$WORK/out" 2> "$WORK/err" &
KB=$!
WIN=""
for _ in $(seq 600); do
    WIN=$(xdotool search --all --pid "$KB" --class EmotionKeyboard 2>/dev/null | head -1)
    [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
    sleep 0.05
done
[ -n "$WIN" ] || { echo "soak: the window did not open ($(kill -0 "$KB" 2>/dev/null && echo running || echo exited)): $(cat "$WORK/err")" >&2; exit 1; }
sleep 0.5

echo "soak: $EVENTS events, seed $SEED, $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), $BIN"
# Emotions of each tab for the tour, which pages through them at each size's grid: the Recent and Favourites tabs (empty
# then), then each tab of `list` in order (skin-tone variants are not cells).
SOAK_TAB_COUNTS="0 0 $("$BIN" list | python3 -c '
import sys
tones = {chr(c) for c in range(0x1F3FB, 0x1F400)}
counts = {}
for row in sys.stdin:
    tab, text = row.split("\t")[:2]
    if not set(text) & tones and "\u200d\u27a1" not in text:
        counts[tab] = counts.get(tab, 0) + 1
print(" ".join(str(count) for count in counts.values()))')"
export SOAK_TAB_COUNTS
if ! SOAK_XSERVER_PID=$XVFB /usr/bin/python3 "$HERE/soak.py" "$WIN" "$KB" "$WORK/out" "$EVENTS" "$SEED" > "$WORK/marks"; then
    mkdir -p .build && xwd -silent -root | convert xwd:- .build/soak-failure.png
    echo "soak: FAILED; the screen is in .build/soak-failure.png; standard error:" >&2
    cp "$WORK/err" .build/soak-failure.err; tail -5 "$WORK/err" >&2
    exit 1
fi
# xrestop's view of the keyboard's client, as a cross-check of the X-Resource numbers soak.py read.
base=$(printf '0x%x' $(( WIN & ~0x1FFFFF )))
xrestop -b -m 1 | awk -v base="$base" '$1 == "res_base" && $3 == base {found = 1} found && /pixmaps|pixmap bytes/ {print "soak: xrestop " $0} found && /total bytes/ {exit}' | tr -s '\t ' ' '
kill "$KB"; wait "$KB"; status=$?; KB=""
python3 - "$WORK/marks" "$status" "$(grep -c . "$WORK/err")" "${SOAK_CHECK_MEMORY:-yes}" <<'PY'
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1])]
for tour in (line for line in lines if "tour_events" in line):
    print(f"soak: the tour of every size, tab and page took {tour['tour_events']} events and {tour['seconds']} s")
marks = [line for line in lines if "events" in line]
first, last = marks[0], marks[-1]
status, warnings, judge = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] != "no"
failed = False
for mark in marks:
    print(f"soak: after {mark['events']:>6} events ({mark['seconds']:>6} s): keyboard RSS {mark['keyboard_rss_kib'] / 1024:7.1f} MiB, "
          f"X pixmaps {mark['pixmaps']:>4} using {mark['pixmap_bytes'] / 1048576:7.2f} MiB, X server RSS {mark['xserver_rss_kib'] / 1024:7.1f} MiB")
for key, name in (("keyboard_rss_kib", "keyboard RSS"), ("pixmap_bytes", "X pixmap bytes")):
    change = (last[key] - first[key]) / max(1, first[key])
    ok = abs(change) <= 0.10 or not judge
    failed |= not ok
    verdict = "not judged" if not judge else "ok" if ok else "FAILED (over 10%)"
    print(f"soak: {name} at the end is {change * 100:+.1f}% of its level after the first tenth: {verdict}")
print(f"soak: the window answered to the end; exit status {status} on SIGTERM, {warnings} lines on standard error")
sys.exit(1 if failed or status != 0 else 0)
PY

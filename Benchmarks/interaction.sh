#!/usr/bin/env bash
# Interaction cost of the keyboard window under Xvfb: CPU time per pointer-motion event during a 1000-event drag
# across the grid (with xev, a trivial X client, measured the same way as reference), and the time to draw page switches.
# Usage: Benchmarks/interaction.sh [path/to/emotion-keyboard]   (needs xvfb, openbox, xdotool, x11-utils)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
WORK=$(mktemp -d)
for n in $(seq 121 150); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || { DPY=:$n; break; }; done
Xvfb "$DPY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & XVFB=$!
export DISPLAY=$DPY XDG_STATE_HOME=$WORK/state XDG_CACHE_HOME=$WORK/cache
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 & WM=$!
sleep 0.5
trap 'kill $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT

cpu_ns() { awk '{print $1}' "/proc/$1/schedstat"; }
wait_window() { for _ in $(seq 100); do W=$(xdotool search --pid "$1" 2>/dev/null | tail -1); [ -n "$W" ] && break; sleep 0.05; done; sleep 0.5; echo "$W"; }

# 1000 motion events in a zig-zag over the grid (cells of 56 px from (12,56) at scale 1), sent in batches.
drag() {
    local win=$1 i x y moves
    xdotool mousemove --window "$win" 40 84 mousedown 1; sleep 0.3
    for batch in $(seq 0 9); do
        moves=""
        for i in $(seq 0 99); do
            x=$((14 + (batch * 100 + i) * 7 % 388)); y=$((60 + (batch * 100 + i) * 3 % 164))
            moves="$moves mousemove --window $win $x $y"
        done
        xdotool $moves
    done
    sleep 0.3; xdotool mouseup 1; sleep 0.2
}

measure_drag() {
    local pid=$1 win=$2 before after idle_before idle_after
    idle_before=$(cpu_ns "$pid"); sleep 1; idle_after=$(cpu_ns "$pid")
    before=$(cpu_ns "$pid"); local start=$(date +%s%N)
    drag "$win"
    after=$(cpu_ns "$pid"); local elapsed=$(( $(date +%s%N) - start ))
    # Subtract the idle cost (caret blink) over the same wall time.
    echo $(( (after - before) - (idle_after - idle_before) * elapsed / 1000000000 ))
}

: > "$WORK/trace"
EMOTION_KEYBOARD_TRACE=1 "$BIN" 2>> "$WORK/trace" & KB=$!
KW=$(wait_window $KB)
ours=$(measure_drag $KB "$KW")
frames=$(grep -c "frame drawn" "$WORK/trace")

xev -geometry 416x294 >/dev/null & XEV=$!
for _ in $(seq 100); do XW=$(xdotool search --name "Event Tester" 2>/dev/null | head -1); [ -n "$XW" ] && break; sleep 0.05; done
sleep 0.5
reference=$(measure_drag $XEV "$XW")
kill $XEV

# Page switches: Page Down through new pages (glyphs rendered for the first time), then Page Up over them again.
xdotool windowactivate --sync "$KW" 2>/dev/null || true
xdotool mousemove --window "$KW" 150 22 click 1; sleep 0.2
: > "$WORK/trace"
for _ in $(seq 8); do xdotool key Next; sleep 0.15; done
grep -o 'took [0-9.]*' "$WORK/trace" | awk '{print $2}' > "$WORK/first"
: > "$WORK/trace"
for _ in $(seq 8); do xdotool key Prior; sleep 0.15; done
grep -o 'took [0-9.]*' "$WORK/trace" | awk '{print $2}' > "$WORK/again"
kill $KB

median() { sort -n "$1" | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "n/a"}'; }
printf 'drag: 1000 motion events across the grid\n'
printf '  emotion-keyboard  %6.3f ms CPU per event\n' "$(echo "$ours / 1000 / 1000000" | bc -l)"
printf '  xev (reference)   %6.3f ms CPU per event   ratio %.2fx   (target: < 0.2 ms)\n' \
    "$(echo "$reference / 1000 / 1000000" | bc -l)" "$(echo "$ours / $reference" | bc -l)"
printf '  frames drawn during start-up and the drag: %s (a frame only when the magnified cell changes)\n' "$frames"
printf 'page switch (full redraw, median of 8)\n'
printf '  first visit (glyphs prefetched while idle) %6s ms\n' "$(median "$WORK/first")"
printf '  revisit                                   %6s ms   (target: < 4 ms)\n' "$(median "$WORK/again")"

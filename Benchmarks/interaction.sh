#!/usr/bin/env bash
# Interaction cost of the keyboard window under Xvfb, hermetic (each run has its own XDG folders):
#  - CPU time per pointer-motion event during a 1000-event drag across the grid, as users run it (no trace: the
#    trace's own reads of /proc and round trips would be most of it), with xev (a trivial X client) measured the same
#    way as the reference;
#  - the time to draw every tab and every page, on the first visit (with no glyph cache: nothing rendered before)
#    and on a revisit, at a user's pace (0.15 s between steps, so idle-time prefetch runs as it would): p50, p95, max,
#    and the slowest first visit of each tab; and jumps (a click on the page indicator) to far pages of each tab,
#    0.3 s after opening it and at once.
# Each frame's time includes the X server's work (the trace mode waits for it with XSync).
# Usage: Benchmarks/interaction.sh [path/to/emotion-keyboard]   (needs xvfb, openbox, xdotool, x11-utils, python3, bc)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
export LANG=C.UTF-8

cpu_ns() { awk '{print $1}' "/proc/$1/schedstat"; }

# Starts the keyboard with fresh XDG folders under $WORK/$1, tracing into $WORK/trace unless $2 is "untraced"; sets
# KB and KW.
start_fresh() {
    mkdir -p "$WORK/$1"/{cache,data,state,config}
    : > "$WORK/trace"
    local trace=EMOTION_KEYBOARD_TRACE=1
    [ "${2:-}" != untraced ] || trace=EMOTION_KEYBOARD_UNTRACED=1
    env $(state_env "$WORK/$1") $trace "$BIN" 2>> "$WORK/trace" & KB=$!
    KW=$(window_of $KB)
    sleep 0.5
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

start_fresh drag untraced
# Let start-up's idle work (prefetching the other tabs) finish, so the idle baseline is the caret blink alone.
sleep 2
ours=$(measure_drag $KB "$KW")
kill $KB; wait $KB 2>/dev/null || true

xev -geometry 416x294 >/dev/null & XEV=$!
for _ in $(seq 100); do XW=$(xdotool search --name "Event Tester" 2>/dev/null | head -1); [ -n "$XW" ] && break; sleep 0.05; done
sleep 0.5
reference=$(measure_drag $XEV "$XW")
kill $XEV

# Pages of each tab (20 emotions a page at the default 3 x 7 grid, 8 in the wide cells of kaomoji; the grid shows base
# emoji, not skin tones).
env $(state_env "$WORK/visits") "$BIN" list | python3 -c '
import sys
from collections import OrderedDict
tabs = OrderedDict()
for line in sys.stdin:
    tab, text = line.split("\t")[:2]
    tabs.setdefault(tab, 0)
    if not any(0x1F3FB <= ord(c) <= 0x1F3FF for c in text) and "\u200d\u27a1" not in text: tabs[tab] += 1
print("Recent 1")
print("Favourites 1")
for tab, count in tabs.items(): print(tab.replace(" ", "_"), (count + 7) // 8 if tab == "Kaomoji" else (count + 19) // 20)' > "$WORK/pages"
TABS=$(wc -l < "$WORK/pages")

# Appends "TAB KIND MS" to $WORK/frames-$3 for the slowest frame drawn since the trace was emptied: what one click or
# key press cost (a click also draws its press, a few microseconds).
record() { grep -o 'took [0-9.]*' "$WORK/trace" | sort -k2 -n | tail -1 | awk -v tab="$1" -v kind="$2" '{print tab, kind, $2}' >> "$WORK/frames-$3"; }

# Clicks tab $1 and pages through it, recording each step into $WORK/frames-$2.
visit_tab() {
    local index=$1 kind=$2 name pages
    read -r name pages < <(sed -n "$((index + 1))p" "$WORK/pages")
    : > "$WORK/trace"
    xdotool mousemove --window "$KW" $(tab_point $index $TABS 416 294 "$KW") click 1; sleep 0.15
    record "$name" tab "$kind"
    for _ in $(seq 2 "$pages"); do
        : > "$WORK/trace"
        xdotool key Next; sleep 0.15
        record "$name" page "$kind"
    done
}

start_fresh visits
xdotool windowactivate --sync "$KW" 2>/dev/null || true
xdotool mousemove --window "$KW" 150 22 click 1; sleep 0.2
: > "$WORK/frames-first"; : > "$WORK/frames-again"
for tab in $(seq 0 $((TABS - 1))); do visit_tab $tab first; done
# Revisits: each tab opens on the page it was left on; page back to its start.
for tab in $(seq 0 $((TABS - 1))); do
    read -r name pages < <(sed -n "$((tab + 1))p" "$WORK/pages")
    : > "$WORK/trace"
    xdotool mousemove --window "$KW" $(tab_point $tab $TABS 416 294 "$KW") click 1; sleep 0.15
    record "$name" tab again
    for _ in $(seq 2 "$pages"); do
        : > "$WORK/trace"
        xdotool key Prior; sleep 0.15
        record "$name" page again
    done
done
kill $KB; wait $KB 2>/dev/null || true

# Jumps (a click on the page indicator) to the last and then the middle page of each tab with four pages or more,
# with no glyph cache: 0.3 s after opening the tab (idle time renders the whole tab), and 20 ms after (a far page is
# drawn from rendered glyphs only if idle time got to it; the middle one follows 0.3 s later).
jumps() {
    local kind=$1 pause=$2
    start_fresh "$kind"
    : > "$WORK/frames-$kind"
    for tab in $(seq 0 $((TABS - 1))); do
        read -r name pages < <(sed -n "$((tab + 1))p" "$WORK/pages")
        [ "$pages" -ge 4 ] || continue
        xdotool mousemove --window "$KW" $(tab_point $tab $TABS 416 294 "$KW") click 1; sleep "$pause"
        for page in $((pages - 1)) $((pages / 2)); do
            : > "$WORK/trace"
            xdotool mousemove --window "$KW" $(((416 - pages * 18) / 2 + page * 18 + 9)) 245 click 1; sleep 0.3
            record "$name" jump "$kind"
        done
    done
    kill $KB; wait $KB 2>/dev/null || true
}
jumps jump 0.3
jumps rush 0.02

printf 'drag: 1000 motion events across the grid\n'
printf '  emotion-keyboard  %6.3f ms CPU per event\n' "$(echo "$ours / 1000 / 1000000" | bc -l)"
printf '  xev (reference)   %6.3f ms CPU per event   ratio %.2fx   (target: < 0.2 ms)\n' \
    "$(echo "$reference / 1000 / 1000000" | bc -l)" "$(echo "$ours / $reference" | bc -l)"
python3 - "$WORK/frames-first" "$WORK/frames-again" "$WORK/frames-jump" "$WORK/frames-rush" <<'PY'
import statistics, sys
def load(path):
    return [(tab, kind, float(ms)) for tab, kind, ms in (line.split() for line in open(path) if line.strip())]
def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")
first, again, jumps, rush = (load(path) for path in sys.argv[1:5])
print("tab and page switches: the slowest frame of each click or key press (ms, including the X server's work;")
print("target: p95 < 4 ms, first visit or not)")
for label, frames in (("first visit", first), ("revisit", again), ("jump", jumps), ("jump at once", rush)):
    times = [ms for _, _, ms in frames]
    print(f"  {label:<13} {len(times):4d} steps  p50 {quantile(times, 0.5):6.2f}  p95 {quantile(times, 0.95):6.2f}  max {max(times, default=float('nan')):6.2f}")
print("  slowest first-visit frame by tab:")
for tab in dict.fromkeys(tab for tab, _, _ in first):
    mine = [ms for name, _, ms in first if name == tab]
    print(f"    {tab.replace('_', ' '):<20} {max(mine):6.2f}  (opening the tab {next(ms for name, kind, ms in first if name == tab and kind == 'tab'):.2f})")
PY

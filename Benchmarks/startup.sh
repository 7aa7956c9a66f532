#!/usr/bin/env bash
# Start-up of the keyboard in the states of issue 11 (see startup-states.sh), side by side with `xmessage hi` and the
# raw-Xlib floor in one interleaved run of ../shared/bench/compare.sh, then the table of startup-table.py.
# Usage: Benchmarks/startup.sh path/to/emotion-keyboard BENCH-FOLDER [ROUNDS] [extra LABEL=COMMAND...]
set -eu
BIN=$(realpath "$1")
BENCH=$(realpath "$2")
ROUNDS=${3:-11}
shift $(($# < 3 ? $# : 3))
HERE=$(cd "$(dirname "$0")" && pwd)
# The shared tools are built once per machine; a fresh machine builds them here rather than failing half-way.
[ -x "$BENCH/time-to-map" ] && [ -x "$BENCH/bin/xfloor" ] || "$BENCH/setup.sh" build
STATES=$(mktemp -d)
XVFB=""
trap '[ -z "$XVFB" ] || kill "$XVFB"; rm -rf "$STATES"' EXIT
"$HERE/startup-states.sh" "$BIN" "$STATES"
# A display of our own: another compare.sh on its default display would share the server and skew both. It runs
# with -noreset: compare.sh probes it with xdpyinfo, and a server that resets when that last client leaves refuses
# the window manager that connects next.
exec 3>"$STATES/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset >/dev/null 2>&1 &
XVFB=$!
exec 3>&-
for _ in $(seq 100); do [ -s "$STATES/display" ] && break; sleep 0.1; done
DPY=:$(cat "$STATES/display")
OUT=${TMPDIR:-/tmp}/bench-results/startup-$(date +%Y%m%d-%H%M%S)
run() { echo "$1=env XDG_CACHE_HOME=$STATES/$1/cache XDG_DATA_HOME=$STATES/$1/data XDG_STATE_HOME=$STATES/$1/state XDG_CONFIG_HOME=$STATES/$1/config $BIN"; }
(cd "$BENCH" && ./compare.sh -n "$ROUNDS" -d "$DPY" -o "$OUT" -S \
    "$(run cold)" "$(run first)" "$(run browsed)" "$(run stickers)" "$(run returning)" \
    "xmessage=xmessage hi" "xfloor=$BENCH/bin/xfloor" "$@" >/dev/null)
echo
echo "Start-up, $ROUNDS interleaved rounds, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$HERE/startup-table.py" "$OUT/runs.jsonl" --targets
echo "(raw runs and screenshots: $OUT)"

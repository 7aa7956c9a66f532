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
STATES=$(mktemp -d)
trap 'rm -rf "$STATES"' EXIT
"$HERE/startup-states.sh" "$BIN" "$STATES"
# A display of our own: another compare.sh on its default display would share the server and skew both.
for n in $(seq 160 199); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || { DPY=:$n; break; }; done
OUT=${TMPDIR:-/tmp}/bench-results/startup-$(date +%Y%m%d-%H%M%S)
run() { echo "$1=env XDG_CACHE_HOME=$STATES/$1/cache XDG_DATA_HOME=$STATES/$1/data XDG_STATE_HOME=$STATES/$1/state XDG_CONFIG_HOME=$STATES/$1/config $BIN"; }
(cd "$BENCH" && ./compare.sh -n "$ROUNDS" -d "$DPY" -o "$OUT" -S \
    "$(run cold)" "$(run first)" "$(run browsed)" "$(run stickers)" "$(run returning)" \
    "xmessage=xmessage hi" "xfloor=$BENCH/bin/xfloor" "$@" >/dev/null)
echo
echo "Start-up, $ROUNDS interleaved rounds, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$HERE/startup-table.py" "$OUT/runs.jsonl" --targets
echo "(raw runs and screenshots: $OUT)"

#!/usr/bin/env bash
# Start-up of the keyboard in the states of issues 11 and 38 (see startup-states.sh), side by side with `xmessage hi`
# and the raw-Xlib floor in one interleaved run of ../shared/bench/compare.sh, then the table of startup-table.py.
# Each state is checked to be the state it names (startup-check.sh) before the run and again after it: when one is
# not, no figures are reported.
# With REFERENCE=path/to/another/emotion-keyboard, that build is measured in the same rounds, in states it prepared
# itself (labels STATE@ref), as a before-and-after comparison needs.
# Usage: Benchmarks/startup.sh path/to/emotion-keyboard BENCH-FOLDER [ROUNDS] [extra LABEL=COMMAND...]
set -eu
BIN=$(realpath "$1")
BENCH=$(realpath "$2")
ROUNDS=${3:-11}
shift $(($# < 3 ? $# : 3))
HERE=$(cd "$(dirname "$0")" && pwd)
STATE_NAMES="cold first browsed stickers returning fonts5k stickers100k"
# The shared tools are built once per machine; a fresh machine builds them here rather than failing half-way.
[ -x "$BENCH/time-to-map" ] && [ -x "$BENCH/bin/xfloor" ] || "$BENCH/setup.sh" build
STATES=$(mktemp -d)
XVFB=""
trap '[ -z "$XVFB" ] || kill "$XVFB"; rm -rf "$STATES"' EXIT
"$HERE/startup-states.sh" "$BIN" "$STATES/head"
REF=${REFERENCE:+$(realpath "$REFERENCE")}
[ -z "$REF" ] || "$HERE/startup-states.sh" "$REF" "$STATES/ref"
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
# label=command for state $1 of the states in $2 (head or ref), started by binary $3.
run() { local dir=$STATES/$2/$1; echo "$1${4:-}=env XDG_CACHE_HOME=$dir/cache XDG_DATA_HOME=$dir/data XDG_STATE_HOME=$dir/state XDG_CONFIG_HOME=$dir/config $3"; }
commands=()
for state in $STATE_NAMES; do
    commands+=("$(run "$state" head "$BIN")")
    [ -z "$REF" ] || commands+=("$(run "$state" ref "$REF" @ref)")
done
(cd "$BENCH" && ./compare.sh -n "$ROUNDS" -d "$DPY" -o "$OUT" -S "${commands[@]}" \
    "xmessage=xmessage hi" "xfloor=$BENCH/bin/xfloor" "$@" >/dev/null)
echo
echo "States after the run:"
"$HERE/startup-check.sh" "$BIN" "$STATES/head" || { echo "startup: a state changed during the run; no figures" >&2; exit 1; }
[ -z "$REF" ] || "$HERE/startup-check.sh" "$REF" "$STATES/ref" || { echo "startup: a reference state changed during the run; no figures" >&2; exit 1; }
echo
echo "Start-up, $ROUNDS interleaved rounds, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$HERE/startup-table.py" "$OUT/runs.jsonl" --targets
echo "(raw runs and screenshots: $OUT)"

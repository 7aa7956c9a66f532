#!/usr/bin/env bash
# Writes scripts/hot-functions.txt: the functions of emotion-keyboard's own binary that a session runs, found by
# running it under callgrind through a cold start (no cache: fontconfig, shaping, rasterizing, packs loaded from their
# folders), every tab, a drag, typing and a paste in the composer, Send, then a warm start. Package.swift hands the list
# to lld (--symbol-ordering-file), which puts those functions first and together: the code a session runs then fills a
# few hundred pages of the binary's 11 MB of text instead of being spread over all of it, which costs page faults at
# start and resident memory all along (docs/benchmarks.md).
#
# Run it again after changing code that runs at start or in common use: a function renamed or added since is only
# placed among the rest (a stale list costs memory and start-up time, never correctness; lld ignores names it lacks).
# After issue 36's redesign a stale list cost a warm start 1.3 MiB of resident code and 2-3 ms (docs/benchmarks.md).
# `make release` links again when the list is newer than the binary.
# Needs valgrind, xvfb, openbox, xdotool and python3; takes a few minutes.
# Usage: scripts/hot-functions.sh [path/to/emotion-keyboard]
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/../Benchmarks/xsession.sh"
trap 'kill $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
export LANG=C.UTF-8

# Valgrind cannot read the toolchain's debug information: it runs a copy without it (the symbol table stays).
strip --strip-debug -o "$WORK/emotion-keyboard" "$BIN"
mkdir -p "$WORK/session"/{cache,data,state,config}
python3 "$HERE/../Benchmarks/make-sticker-packs.py" "$WORK/session/data/emotion-keyboard/packs" 80 2 >/dev/null

# One session under callgrind; $1 names its output, $2 is "all" to visit every tab and use the composer.
session() {
    env $(state_env "$WORK/session") valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/$1.out" \
        "$WORK/emotion-keyboard" >"$WORK/$1.log" 2>&1 & local pid=$!
    local win
    win=$(window_of "$pid" 2400)
    [ -n "$win" ] || { echo "hot-functions.sh: no window under valgrind ($WORK/$1.log)" >&2; exit 1; }
    sleep 5
    if [ "$2" = all ]; then
        for x in 45 75 100 125 150 180 205 230 255 280 310 340 372; do
            xdotool mousemove --window "$win" $x 274 click 1; sleep 2
            xdotool key Next; sleep 1
        done
        xdotool mousemove --window "$win" 100 140 mousedown 1; sleep 1
        xdotool mousemove --window "$win" 160 150; sleep 1
        xdotool mousemove --window "$win" 220 120; sleep 1
        xdotool mouseup 1; sleep 2
        xdotool mousemove --window "$win" 200 30 click 1; sleep 1
        xdotool type --delay 200 "hello [smile]"; sleep 1
        xdotool key BackSpace Left Right ctrl+a ctrl+c; sleep 1
        printf 'pasted 😀 text' | xclip -selection clipboard 2>/dev/null || true
        xdotool key End ctrl+v; sleep 2
        xdotool mousemove --window "$win" 380 30 click 1; sleep 3
    else
        xdotool mousemove --window "$win" 100 274 click 1; sleep 2
    fi
    kill -TERM "$pid"; wait "$pid" 2>/dev/null || true
}
session cold all
session warm some

python3 - "$WORK/emotion-keyboard" "$WORK/cold.out" "$WORK/warm.out" > "$HERE/hot-functions.txt" <<'PY'
import re, sys
binary = sys.argv[1]
ordered = {}
for path in sys.argv[2:]:
    objects, names, current = {}, {}, None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        found = re.match(r"(c?)ob=\((\d+)\)(?: (.*))?$", line)
        if found:
            if found.group(3): objects[found.group(2)] = found.group(3)
            if not found.group(1): current = found.group(2)
            continue
        found = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?$", line)
        if found:
            if found.group(3): names[found.group(2)] = found.group(3)
            name = names.get(found.group(2), "")
            if not found.group(1) and objects.get(current) == binary and name and not name.startswith("0x"):
                ordered.setdefault(name, None)
# Sorted, so that a new list differs from the last by the functions that changed (their order within the group
# matters little: what counts is that they are together).
print("\n".join(sorted(ordered)))
PY
echo "hot-functions.sh: $(wc -l < "$HERE/hot-functions.txt") functions in scripts/hot-functions.txt"

#!/usr/bin/env bash
# CPU used while animated stickers play, under Xvfb + openbox, hermetic (its own XDG folders): a page of 20 animated
# GIFs (100 x 100, 12 frames each, at 80, 90, 100 or 110 ms, so that their frames rarely change together: the worst case for
# wake-ups) plays for SECONDS seconds, side by side with the same window idle on a page of still stickers (the shipped
# pack) and hidden, each measured the same way in the same run. CPU is the keyboard's (all threads, schedstat);
# the X server's share is printed beside it.
# Usage: Benchmarks/animation.sh [path/to/emotion-keyboard] [SECONDS]   (needs xvfb, openbox, xdotool, imagemagick)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
SECONDS_EACH=${2:-10}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $KB $WM $XVFB 2>/dev/null; wait $KB 2>/dev/null; rm -rf "$WORK"' EXIT
export LANG=C.UTF-8
KB=""

cpu_ns() { awk '{print $1}' "/proc/$1/schedstat"; }

PACK=$WORK/state/data/emotion-keyboard/packs/animated
mkdir -p "$PACK" "$WORK/state"/{cache,state,config}
chmod -R go-w "$WORK/state"
entries=""
for i in $(seq 0 19); do
    frames=""
    for f in $(seq 0 11); do frames="$frames xc:hsl($(( (i * 18 + f * 30) % 360 )),80%,50%)"; done
    # shellcheck disable=SC2086
    convert -size 100x100 -delay "$(( 8 + i % 4 ))x100" $frames -fill white -draw "circle 50,50 50,20" -loop 0 "$PACK/s$i.gif"
    entries="$entries${entries:+, }{\"code\": \"[a$i]\", \"image\": \"s$i.gif\"}"
done
printf '{"name": "Animated", "stickers": [%s]}' "$entries" > "$PACK/pack.json"

# Untraced: the trace mode waits for the server after every frame and reads malloc's statistics.
env $(state_env "$WORK/state") "$BIN" 2> "$WORK/trace" & KB=$!
KW=$(window_of $KB)
XVFB_PID=$XVFB
sleep 2   # start-up's idle work (prefetch) done

# CPU (ms per second of wall time) of the keyboard and of the X server over SECONDS_EACH seconds.
measure() {
    local before server_before start elapsed
    before=$(cpu_ns $KB); server_before=$(cpu_ns $XVFB_PID)
    start=$(date +%s%N)
    sleep "$SECONDS_EACH"
    elapsed=$(( $(date +%s%N) - start ))
    echo "$(( ($(cpu_ns $KB) - before) * 1000 / elapsed )).$(( ($(cpu_ns $KB) - before) * 10000 / elapsed % 10 )) ms/s" \
         "(X server $(( ($(cpu_ns $XVFB_PID) - server_before) * 1000 / elapsed )) ms/s)"
}

# Tabs: recent, favourites, 9 emoji groups, the shipped pack, ours, kaomoji. The window opens on the first emoji group
# (no recents yet); Shift+Tab steps back over the tabs, wrapping round to kaomoji, then ours, then the shipped pack.
xdotool windowactivate --sync "$KW" 2>/dev/null || true; xdotool windowfocus --sync "$KW"; sleep 0.2
xdotool key --delay 150 shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab; sleep 1
xdotool mousemove --window "$KW" 5 5; sleep 0.5
still=$(measure)
xdotool key Tab; sleep 1
animated=$(measure)
xdotool windowunmap --sync "$KW"; sleep 0.5
hidden=$(measure)

echo "animation: $SECONDS_EACH s each, keyboard CPU per second of wall time"
echo "  20 animated stickers playing:                    $animated"
echo "  reference, a page of still stickers:            $still"
echo "  hidden, the animated page open:                 $hidden"
[ -n "${ANIMATION_SHOT:-}" ] && { xdotool windowmap --sync "$KW"; sleep 0.5; xwd -silent -id "$KW" | convert xwd:- "$ANIMATION_SHOT"; }; grep -v "^trace" "$WORK/trace" | head -5 >&2

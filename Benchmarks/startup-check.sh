#!/usr/bin/env bash
# Checks that each start-up state in DIR (startup-states.sh) is the state it names, by one traced start of it on a
# private X server, and prints one line per state; exits 1, naming what is wrong, when one is not:
#   every state but cold   a glyph cache of at least the state's size, not rejected (no "glyph cache not used"), and
#                          a first frame drawn without rendering a glyph or decoding a sticker image (all from it)
#   cold                   no glyph cache can exist (cache/ is a file), and the first frame renders its glyphs
#   stickers, returning, stickers100k   the packs hold 10,000 (100,000) stickers, taken from the pack cache
#   returning              60 recents and 20 favourites, browsed-size glyph cache
#   fonts5k                5,000 font files in the user's font folder
# Usage: Benchmarks/startup-check.sh path/to/emotion-keyboard DIR [STATE...]
set -eu
BIN=$(realpath "$1")
OUT=$(realpath "$2")
shift 2
STATES=${*:-cold first browsed stickers returning fonts5k stickers100k}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT

failed=0
# The trace of one start of state $1, from launch to a second after its first frame, in $WORK/$1.trace.
traced_start() {
    local log=$WORK/$1.trace kb
    env $(state_env "$OUT/$1") EMOTION_KEYBOARD_TRACE=1 "$BIN" 2>"$log" & kb=$!
    for _ in $(seq 400); do grep -q "trace: frame drawn" "$log" 2>/dev/null && break; sleep 0.05; done
    sleep 1
    kill $kb; wait $kb 2>/dev/null || true
    # The lines up to the first frame.
    sed -n '1,/trace: frame drawn/p' "$log" > "$WORK/$1.first"
}

stickers_in() {
    python3 - "$1/data/emotion-keyboard/packs" <<'PY'
import json, os, sys
total = 0
for pack in os.listdir(sys.argv[1]) if os.path.isdir(sys.argv[1]) else []:
    manifest = os.path.join(sys.argv[1], pack, "pack.json")
    if os.path.isfile(manifest):
        total += len(json.load(open(manifest))["stickers"])
print(total)
PY
}

for state in $STATES; do
    dir=$OUT/$state
    problems=()
    [ -d "$dir" ] || [ -f "$dir/cache" ] || { echo "startup-check: no state $state in $OUT" >&2; failed=1; continue; }
    cache=$dir/cache/emotion-keyboard/glyphs.bin
    size=$(stat -c %s "$cache" 2>/dev/null || echo 0)
    traced_start "$state"
    first=$WORK/$state.first
    grep -q "trace: frame drawn" "$first" || problems+=("no first frame")
    rendered=$(grep -c "trace: rendered .* new glyphs\|trace: sticker image decoded\|trace: animated sticker image decoded" "$first" || true)
    case $state in
        cold)
            [ -f "$dir/cache" ] || problems+=("cache/ is not a file: a glyph cache could be kept")
            [ "$rendered" -gt 0 ] || problems+=("the first frame rendered nothing");;
        *)
            case $state in browsed|returning) minimum=$((8 << 20));; *) minimum=$((100 << 10));; esac
            [ "$size" -ge "$minimum" ] || problems+=("glyph cache of $size bytes, less than $minimum")
            ! grep -q "glyph cache not used" "$first" || problems+=("$(grep -m1 -o 'glyph cache not used[^,]*' "$first")")
            [ "$rendered" -eq 0 ] || problems+=("the first frame rendered or decoded $rendered times: the cache lacks what it draws");;
    esac
    stickers=$(stickers_in "$dir")
    case $state in stickers|returning) want=10000;; stickers100k) want=100000;; *) want=0;; esac
    [ "$stickers" -eq "$want" ] || problems+=("$stickers stickers, not $want")
    if [ "$want" -gt 0 ]; then
        grep -q "user packs from the pack cache" "$first" || problems+=("the packs were not taken from the pack cache")
    fi
    recents=$(python3 -c 'import json,sys
try: d = json.load(open(sys.argv[1]))
except OSError: d = {}
print(len(d.get("recents", [])), len(d.get("favourites", [])))' "$dir/state/emotion-keyboard/recents.json")
    if [ "$state" = returning ]; then
        [ "$recents" = "60 20" ] || problems+=("recents and favourites: $recents, not 60 20")
    else
        [ "$recents" = "0 0" ] || problems+=("recents and favourites: $recents, not none")
    fi
    fonts=$(find "$dir/data/fonts" \( -type f -o -type l \) 2>/dev/null | wc -l)
    [ "$fonts" -eq "$([ "$state" = fonts5k ] && echo 5000 || echo 0)" ] || problems+=("$fonts user font files")
    fingerprint=$(grep -m1 -o "fingerprint of the fonts [a-z]*" "$first" | cut -d' ' -f5 || true)
    printf '%-13s glyph cache %9s bytes, %6s stickers, recents %s, %4s font files, fingerprint %s: ' \
        "$state" "$size" "$stickers" "${recents% *}/${recents#* }" "$fonts" "${fingerprint:--}"
    if [ ${#problems[@]} -eq 0 ]; then
        echo "ok"
    else
        echo "NOT THE STATE IT NAMES: $(IFS=';'; echo "${problems[*]}")"
        failed=1
    fi
done
exit $failed

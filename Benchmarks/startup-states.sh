#!/usr/bin/env bash
# Prepares the start-up states of issues 11 and 38, each in its own folder DIR/STATE/{cache,data,state,config} (the XDG
# folders the keyboard is started with), so that the start-up benchmark is hermetic and repeatable, then checks that
# each is the state it names (startup-check.sh):
#   cold          no glyph cache, and none can be written (cache/ is a file): every start renders its glyphs
#   first         the glyph cache one start leaves (the first page and the tab icons)
#   browsed       the glyph cache after visiting every page of every tab once
#   stickers      10,000 stickers in 5 user packs, glyph cache of one start
#   returning     a browsed glyph cache, 10,000 stickers, a full Recent tab (emoji and stickers) and 20 favourites, after
#                 one session with them (so the pack cache and the decoded stickers are there): it opens on Recent
#   fonts5k       as first, with 5,000 more font files (links to the installed fonts) in the user's font folder
#   stickers100k  100,000 stickers in 20 user packs, glyph cache of one start
# Every glyph cache is made by a session in its own state (the cache is never copied between states), so that a
# fingerprint that depends on the state's folders cannot reject it.
# Usage: Benchmarks/startup-states.sh path/to/emotion-keyboard DIR   (needs xvfb, openbox, xdotool, x11-utils, python3)
set -eu
BIN=$(realpath "$1")
OUT=$(realpath -m "$2")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
trap 'kill $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
STATES="cold first browsed stickers returning fonts5k stickers100k"

rm -rf "$OUT"
for state in $STATES; do mkdir -p "$OUT/$state"/{cache,data,state,config}; done
rm -rf "$OUT/cold/cache"; : > "$OUT/cold/cache"

# Starts the keyboard in state $1, runs the rest of the line as a shell command with WIN and KB set, then closes it
# (SIGTERM: the keyboard saves its recents and glyph cache on the way out).
session() {
    local dir=$1; shift
    env $(state_env "$dir") "$BIN" 2>>"$WORK/err" & KB=$!
    WIN=$(window_of $KB 600)
    [ -n "$WIN" ] || { echo "startup-states: the keyboard did not open a window" >&2; cat "$WORK/err" >&2; exit 1; }
    sleep 0.3
    eval "$@"
    kill $KB; wait $KB || true
}

# Visits every tab, and on each every page (Page Down until the last; 40 presses cover the longest tab).
browse() {
    local tabs=$1 width height i
    width=$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}'); height=$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')
    xdotool windowactivate --sync "$WIN" 2>/dev/null || true
    for i in $(seq 0 $((tabs - 1))); do
        xdotool mousemove --window "$WIN" $(tab_point $i $tabs $width $height "$WIN") click 1; sleep 0.1
        xdotool key --delay 25 $(printf 'Next %.0s' $(seq 40)); sleep 0.1
    done
}

python3 "$HERE/make-sticker-packs.py" "$OUT/stickers/data/emotion-keyboard/packs" 10000 5 >/dev/null
python3 "$HERE/make-sticker-packs.py" "$OUT/stickers100k/data/emotion-keyboard/packs" 100000 20 >/dev/null
cp -al "$OUT/stickers/data/emotion-keyboard" "$OUT/returning/data/"
# 5,000 links to the installed font files, 250 to a folder, as a large font collection is kept.
python3 - "$OUT/fonts5k/data/fonts" <<'PY'
import os, sys
fonts = sorted(os.path.join(root, name) for root, _, names in os.walk("/usr/share/fonts") for name in names
               if name.endswith((".ttf", ".otf", ".ttc", ".pfb")))
for number in range(5000):
    folder = os.path.join(sys.argv[1], f"collection{number // 250:02d}")
    os.makedirs(folder, exist_ok=True)
    source = fonts[number % len(fonts)]
    os.symlink(source, os.path.join(folder, f"{number:04d}-{os.path.basename(source)}"))
PY
# Packs changed in the last 2 s are not kept in the pack cache; a user's packs are older than that.
sleep 2.2
tabs=$(env $(state_env "$OUT/browsed") "$BIN" list | cut -f1 | uniq | wc -l)

session "$OUT/first" true
session "$OUT/stickers" sleep 2
session "$OUT/stickers100k" sleep 8
# fontconfig reads the 5,000 fonts in this first session and keeps its own cache of them; a second start then finds
# the fonts as every later one does.
session "$OUT/fonts5k" sleep 2
session "$OUT/fonts5k" true
session "$OUT/browsed" browse $((tabs + 2))   # recent and favourites, then the tabs of `list`
session "$OUT/returning" browse $(($(env $(state_env "$OUT/returning") "$BIN" list | cut -f1 | uniq | wc -l) + 2))

# A full Recent tab (3 pages of 20): recent emoji and stickers of the user packs, newest first; 20 favourites.
env $(state_env "$OUT/returning") python3 - "$BIN" "$OUT/returning/state/emotion-keyboard" <<'PY'
import json, os, subprocess, sys
rows = [line.split("\t") for line in subprocess.run([sys.argv[1], "list"], capture_output=True, text=True).stdout.splitlines()]
emoji = [row[1] for row in rows if row[0] == "Smileys & Emotion"][:40]
stickers = [f"[bench-{pack}-{number}]" for pack in range(5) for number in (7, 1500, 1999, 42)]
os.makedirs(sys.argv[2], exist_ok=True)
with open(os.path.join(sys.argv[2], "recents.json"), "w") as file:
    recents = [item for i in range(20) for item in (emoji[2 * i], stickers[i], emoji[2 * i + 1])]
    favourites = [item for i in range(10) for item in (stickers[2 * i + 1], emoji[4 * i + 3])]
    json.dump({"version": 2, "recents": [{"text": text, "count": 1 + i % 5, "lastUsed": 1790000000 - 60 * i}
                                         for i, text in enumerate(recents)], "favourites": favourites}, file)
PY
# The user's last session: it leaves the pack cache and the decoded stickers of the Recent tab behind, as every
# session of a returning user does.
session "$OUT/returning" true
# One more start of each: a build whose fingerprint follows fontconfig's own cache (53ee494) finds it rewritten by
# the session before and drops its glyph cache once; after that start the state is what every later start finds.
for state in first browsed stickers returning fonts5k stickers100k; do session "$OUT/$state" true; done
"$HERE/startup-check.sh" "$BIN" "$OUT"

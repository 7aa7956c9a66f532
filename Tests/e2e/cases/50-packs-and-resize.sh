# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A sticker whose PNG is broken: the pack still loads, the image is reported once and drawn as a placeholder.
mkdir -p "$WORK/broken-pack"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/broken-pack/good.png"
head -c 60 "$WORK/broken-pack/good.png" > "$WORK/broken-pack/bad.png"
printf '{"name": "Broken", "stickers": [{"code": "[坏图]", "image": "bad.png"}, {"code": "[好图]", "image": "good.png"}]}' > "$WORK/broken-pack/pack.json"
start --pack "$WORK/broken-pack"
click $(tab 12); sleep 0.2; click $(tab 12); click $(cell 0 0); click $(cell 0 1); send
shot "$SHOTS/broken-sticker.png"
check "a broken sticker image still inserts its code" equals "$(printed)" "[坏图][好图]"
check "the broken image is reported once, naming the file" test "$(grep -c 'bad.png' "$WORK/err")" -eq 1
stop

# Resizing re-lays out the grid: at 600 x 400 it has 10 x 5 cells of 54 px from (30, 58) (more cells near the
# preferred size, not bigger ones); clicks follow the new layout.
start
xdotool windowsize --sync "$WIN" 600 400; sleep 0.4
shot "$SHOTS/resized.png"
check "the window took the new size" equals "$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')x$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')" "600x400"
check "at 600 x 400 the layout has 10 x 5 cells of 54 px from (30, 58)" equals "$(layout grid)" "10 5 54 54 30 58"
click $(cell 0 0); click $(cell 1 3); click $(at send)
check "after a resize a click hits the cell under it" equals "$(printed)" "$(smiley 0)$(smiley 13)"
stop

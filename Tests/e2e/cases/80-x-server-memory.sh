# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# What the keyboard keeps in the X server stays bounded (issue 10): glyph pictures across many window sizes, the back
# buffer of a huge window, sticker images however large their files say they are. Measured with xrestop.
# xrestop pads the PID ("PID: 7537", "PID:18780").
pixmap_bytes() { xrestop -b -m 1 | awk -v pid="$KB" '$0 ~ "PID: *" pid " " {found = 1} found && /pixmap bytes/ {print $4; exit}'; }
pixmap_count() { xrestop -b -m 1 | awk -v pid="$KB" '$0 ~ "PID: *" pid " " {found = 1} found && /pixmaps/ {print $3; exit}'; }
# A keyboard blocked on a FIFO never reads its SIGTERM: give it three seconds, then SIGKILL, so the suite goes on.
stop_within() {
    kill "$KB" 2>/dev/null
    for _ in $(seq 30); do kill -0 "$KB" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$KB" 2>/dev/null
    wait "$KB" 2>/dev/null
    KB=""
}

# Issue 10's reproduction: 200 resizes, each drawing the grid at a new cell size (it left 11,084 pixmaps, 261 MB):
# glyph pictures of old sizes are evicted, not kept.
start
for i in $(seq 200); do xdotool windowsize "$WIN" $((420 + i * 3)) $((300 + i * 2)); sleep 0.06; done
sleep 0.5
bytes=$(pixmap_bytes); count=$(pixmap_count); bytes=${bytes:-unknown}; count=${count:-unknown}
check "200 resizes leave at most 48 MiB of pixmaps ($bytes bytes in $count)" test "$bytes" -lt $((48 << 20))
# The grid adds cells as the window grows and keeps them near 56 px, so the same 24 MiB picture budget holds many
# small glyphs: the count is bounded by the budget over the smallest picture, not by the number of sizes.
check "and fewer than 6000 pixmaps ($count)" test "$count" -lt 6000

# A window the window manager is asked to make 30000 x 30000: the size hints cap it at the screen (1280 x 800), the
# back buffer never exceeds it, and the budget of the glyph and sticker pictures (24 + 16 MiB) holds with it.
xdotool windowsize "$WIN" 30000 30000; sleep 0.8
width=$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')
height=$(xwininfo -id "$WIN" | awk '/Height:/ {print $2}')
check "a 30000 x 30000 request is held to the screen ($width x $height)" test "$width" -le 1280 -a "$height" -le 800
sleep 0.5
bytes=$(pixmap_bytes); bytes=${bytes:-unknown}
check "and the X server holds less than 48 MiB for it, drawn ($bytes bytes)" test "$bytes" -lt $((48 << 20))
xdotool windowsize --sync "$WIN" 416 294; sleep 0.4
click $(cell 0 0); send
check "the window still answers" equals "$(printed)" "$(smiley 0)"
stop_within

# Sticker images (issue 10's reproduction took the X server to 4 GB): 60 transparent 4096 x 4096 PNGs, their tab
# paged through twice, are refused before decoding; a 1500 x 1500 one is decoded and
# uploaded at the size drawn. Images swapped after the pack loaded for a FIFO or a link out of the pack are refused
# without blocking the window.
mkdir -p "$WORK/big-pack"
python3 - "$WORK/big-pack" <<'PY'
import json, struct, sys, zlib
def png(path, side):
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = zlib.compress(b"".join(b"\0" + bytes(side * 4) for _ in range(side)), 9)
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0))
                           + chunk(b"IDAT", rows) + chunk(b"IEND", b""))
stickers = []
png(f"{sys.argv[1]}/huge0.png", 4096)
for n in range(60):
    if n: open(f"{sys.argv[1]}/huge{n}.png", "wb").write(open(f"{sys.argv[1]}/huge0.png", "rb").read())
    stickers.append({"code": f"[huge{n}]", "image": f"huge{n}.png"})
png(f"{sys.argv[1]}/large.png", 1500)
for name in ("fifo", "link", "good"):
    png(f"{sys.argv[1]}/{name}.png", 64)
stickers = [{"code": "[large]", "image": "large.png"}, {"code": "[fifo]", "image": "fifo.png"},
            {"code": "[link]", "image": "link.png"}, {"code": "[good]", "image": "good.png"}] + stickers
json.dump({"name": "Big", "stickers": stickers}, open(f"{sys.argv[1]}/pack.json", "w"))
PY
cp "$WORK/big-pack/good.png" "$WORK/outside.png"
start --pack "$WORK/big-pack"
rm "$WORK/big-pack/fifo.png" && mkfifo "$WORK/big-pack/fifo.png"
rm "$WORK/big-pack/link.png" && ln -s "$WORK/outside.png" "$WORK/big-pack/link.png"
click $(tab 12); sleep 0.3; click $(tab 12); sleep 0.5
shot "$SHOTS/big-stickers.png"
for _ in 1 2; do
    for _ in 1 2 3 4; do xdotool mousemove --window "$WIN" $(cell 1 3) click 5; sleep 0.2; done
    for _ in 1 2 3 4; do xdotool mousemove --window "$WIN" $(cell 1 3) click 4; sleep 0.2; done
done
click $(cell 0 0); click $(cell 0 1); click $(cell 0 2); click $(cell 0 3); send
check "stickers of a pack with huge, swapped and linked images still insert" equals "$(printed)" "[large][fifo][link][good]"
check "huge images are refused before decoding" grep -q "huge0.png: 4096x4096 is larger than" "$WORK/err"
check "a FIFO swapped in is refused" grep -q "fifo.png: not a regular file" "$WORK/err"
check "a link swapped in is refused" grep -q "link.png: .*symbolic links" "$WORK/err"
check "the large image is drawn, not refused" bash -c "! grep -q large.png '$WORK/err'"
bytes=$(pixmap_bytes); bytes=${bytes:-unknown}
check "the X server holds less than 24 MiB for all of it ($bytes bytes)" test "$bytes" -lt $((24 << 20))
stop_within

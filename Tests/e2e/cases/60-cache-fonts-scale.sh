# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Names in the magnifier follow the locale.
LANG=zh_CN.UTF-8 start
press_drag $(cell 0 3); shot "$SHOTS/magnifier-zh.png"; release
stop

# The glyph cache: written by a run, read by the next; a corrupt one is ignored and replaced.
check "a run leaves a glyph cache" bash -c "head -c 8 '$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin' | grep -q EKGLYPH4"
printf 'garbage, not a glyph cache' > "$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin"
start
click $(cell 0 0); send
check "a corrupt glyph cache is ignored" equals "$(printed)" "$(smiley 0)"
stop
check "and replaced by a good one" bash -c "head -c 8 '$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin' | grep -q EKGLYPH4"

# A bit flipped in the cache's index (its end): caught by the checksum when read, the file is replaced, not trusted.
cache="$XDG_CACHE_HOME/emotion-keyboard/glyphs.bin"
python3 -c 'import sys; data = bytearray(open(sys.argv[1], "rb").read()); data[-10] ^= 0x20; open(sys.argv[1], "wb").write(data)' "$cache"
flipped=$(md5sum < "$cache")
start
click $(cell 0 1); send
check "a bit-flipped glyph cache is ignored" equals "$(printed)" "$(smiley 1)"
stop
check "and replaced" bash -c "[ \"\$(md5sum < '$cache')\" != '$flipped' ] && head -c 8 '$cache' | grep -q EKGLYPH4"

# The setting glyph-cache-bytes bounds the file: after browsing every emoji tab, 1 MiB of pixels (and its index).
mkdir -p "$XDG_CONFIG_HOME/emotion-keyboard"
echo "glyph-cache-bytes = 1048576" > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
start
for index in 2 3 4 5 6 7 8 9 10; do click $(tab $index); done
sleep 0.5
stop
size=$(stat -c %s "$cache")
check "glyph-cache-bytes = 1048576 keeps the glyph cache near 1 MiB ($size bytes)" test "$size" -le $((1048576 + 65536))
rm "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# The window closes cleanly on WM_DELETE_WINDOW (openbox sends it for Alt+F4).
start
xdotool windowactivate --sync "$WIN" 2>/dev/null; key alt+F4
for _ in $(seq 30); do kill -0 "$KB" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$KB" 2>/dev/null; then status=running; stop; else wait "$KB"; status=$?; fi
check "closing the window (WM_DELETE_WINDOW) exits 0" equals "$status" "0"
KB=""

# Scale follows Xft.dpi: a 192-dpi screen gets twice the pixel size.
echo "Xft.dpi: 192" | xrdb -merge
start
width=$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')
check "Xft.dpi 192 doubles the window width (416 -> $width)" test "$width" -ge 824 -a "$width" -le 840
shot "$SHOTS/hidpi.png"
stop
xrdb -remove

# Missing fonts: start anyway, with a warning naming the package.
mkdir -p "$WORK/fonts"
cat > "$WORK/fonts/fonts.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>$WORK/fonts/cache</cachedir></fontconfig>
CONF
FONTCONFIG_FILE=$WORK/fonts/fonts.conf XDG_CACHE_HOME=$WORK/nofonts-cache start
check "no emoji font: the window still opens" test -n "$WIN"
# The fonts are checked beside the first frame, so the warnings may follow the window's mapping: wait for them.
for _ in $(seq 50); do grep -q "install fonts-noto-cjk" "$WORK/err" && grep -q "install fonts-noto-color-emoji" "$WORK/err" && break; sleep 0.1; done
check "no emoji font: a warning names fonts-noto-color-emoji" grep -q "install fonts-noto-color-emoji" "$WORK/err"
check "no CJK font: a warning names fonts-noto-cjk" grep -q "install fonts-noto-cjk" "$WORK/err"
shot "$SHOTS/no-fonts.png"
stop
# The next start draws from the glyph cache that one left, and repeats the warnings from the check kept beside it.
check "no fonts: the check is kept beside the glyph cache" grep -qxE "emotion-keyboard-fonts-1 [0-9a-f]{16} emoji cjk" "$WORK/nofonts-cache/emotion-keyboard/fonts-checked"
# (Without the emoji font its stand-ins are not kept in the cache, so this start opens fontconfig anyway to draw them;
# that a warm start takes the check from the record, without fontconfig, is checked below with the fonts installed.)
FONTCONFIG_FILE=$WORK/fonts/fonts.conf XDG_CACHE_HOME=$WORK/nofonts-cache start
for _ in $(seq 50); do grep -q "install fonts-noto-cjk" "$WORK/err" && grep -q "install fonts-noto-color-emoji" "$WORK/err" && break; sleep 0.1; done
check "no fonts: a start from the glyph cache repeats both warnings" bash -c "grep -q 'install fonts-noto-color-emoji' '$WORK/err' && grep -q 'install fonts-noto-cjk' '$WORK/err'"
stop

# Issue 35: a colour font removed from a custom FONTCONFIG_FILE's own folder was still drawn from the glyph cache, and
# its check repeated, because the fingerprint read fixed folders. It follows the configuration's <dir> and <cachedir>.
mkdir -p "$WORK/colour"
ln -s /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf "$WORK/colour/NotoColorEmoji.ttf"
cat > "$WORK/colour.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><dir>$WORK/colour</dir><cachedir>$WORK/colour-fc</cachedir></fontconfig>
CONF
FONTCONFIG_FILE=$WORK/colour.conf XDG_CACHE_HOME=$WORK/colour-cache start
for _ in $(seq 50); do grep -q "install fonts-noto-cjk" "$WORK/err" && break; sleep 0.1; done
check "custom FONTCONFIG_FILE with the colour font in its own folder: only the CJK font is missing" \
    bash -c "grep -q 'install fonts-noto-cjk' '$WORK/err' && ! grep -q 'install fonts-noto-color-emoji' '$WORK/err'"
stop
rm "$WORK/colour/NotoColorEmoji.ttf"
EMOTION_KEYBOARD_TRACE=1 FONTCONFIG_FILE=$WORK/colour.conf XDG_CACHE_HOME=$WORK/colour-cache start
for _ in $(seq 50); do grep -q "install fonts-noto-cjk" "$WORK/err" && grep -q "install fonts-noto-color-emoji" "$WORK/err" && break; sleep 0.1; done
check "the colour font removed from that folder: the next start says it is missing" grep -q "install fonts-noto-color-emoji" "$WORK/err"
check "and does not draw from the glyph cache made with it" grep -q "glyph cache not used: the glyph cache was written for other fonts" "$WORK/err"
stop

# The fonts the keyboard uses shape every catalog emoji to one glyph.
check "doctor: the font draws 3789 of the catalog's sequences" bash -c "'$BIN' doctor | grep -q '^3789 of 3963 sequences drawable with Noto Color Emoji 2.042$'"

# HarfBuzz, FreeType and libpng are opened when an emoji is first shaped and drawn or a sticker first decoded: a start
# that finds every glyph and sticker it draws in the glyph cache never maps them, nor fontconfig (a cold start checks
# the fonts after its first frame), and without one the window still opens and says why.
EMOTION_KEYBOARD_TRACE=1 XDG_CACHE_HOME=$WORK/shaping-cache start
sleep 3
check "a cold start opens HarfBuzz" grep -q "libharfbuzz.so.0 loaded" "$WORK/err"
stop
EMOTION_KEYBOARD_TRACE=1 XDG_CACHE_HOME=$WORK/shaping-cache start
# After the first frame's work (the fonts' check), before the other tabs' prefetch a second after it.
sleep 0.5
check "a warm start maps neither HarfBuzz, FreeType, fontconfig nor libpng (the fonts' check comes from fonts-checked)" bash -c "kill -0 $KB && test -r /proc/$KB/maps && ! grep -qE 'lib(harfbuzz|freetype|fontconfig|png16)' /proc/$KB/maps && ! grep -qE 'lib(harfbuzz|freetype|fontconfig|png16).* loaded' '$WORK/err'"
stop
mkdir -p "$WORK/no-harfbuzz"
: > "$WORK/no-harfbuzz/libharfbuzz.so.0"
LD_LIBRARY_PATH=$WORK/no-harfbuzz XDG_CACHE_HOME=$WORK/no-harfbuzz-cache start
check "no HarfBuzz: the window still opens" bash -c "test -n '$WIN' && kill -0 $KB"
check "no HarfBuzz: a warning names libharfbuzz.so.0" grep -q "cannot load libharfbuzz.so.0" "$WORK/err"
shot "$SHOTS/no-harfbuzz.png"
stop
check "no HarfBuzz: doctor names the package" bash -c "LD_LIBRARY_PATH='$WORK/no-harfbuzz' '$BIN' doctor 2>&1 | grep -q 'install libharfbuzz0b'"
mkdir -p "$WORK/no-png"
: > "$WORK/no-png/libpng16.so.16"
LD_LIBRARY_PATH=$WORK/no-png XDG_CACHE_HOME=$WORK/no-png-cache start
check "no libpng (nor FreeType, fontconfig and HarfBuzz, which need it): the window still opens" bash -c "test -n '$WIN' && kill -0 $KB"
check "no libpng: one warning names libpng16.so.16, none a sticker" bash -c "test \$(grep -c 'cannot load libpng16.so.16' '$WORK/err') = 1 && ! grep -q 'sticker image /' '$WORK/err'"
stop
check "no libpng: doctor names its package" bash -c "LD_LIBRARY_PATH='$WORK/no-png' '$BIN' doctor 2>&1 | grep -q 'install libpng16-16'"
check "the keyboard needs neither the shared libstdc++, HarfBuzz, FreeType, fontconfig nor libpng to start" bash -c "readelf -d '$BIN' | grep -q 'NEEDED.*libX11' && ! readelf -d '$BIN' | grep -qE 'NEEDED.*(libstdc|libharfbuzz|libfreetype|libfontconfig|libpng)'"

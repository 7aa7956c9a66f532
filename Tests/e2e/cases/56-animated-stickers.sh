# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Animated stickers: a GIF and a WebP in a pack.json pack and a GIF named by an LXWeibo list (as its lxh group names
# them, beside the still PNG) play in the grid; frames differ over time in screenshots; a GIF cut short is a
# placeholder and one line; a copied GIF sticker is offered as image/gif and image/png; nothing is drawn while the
# window is hidden; the `motion = "reduce"` setting and XSETTINGS Gtk/EnableAnimations 0 show first frames only.
ANIM=$WORK/animated
mkdir -p "$ANIM/mine" "$ANIM/lxh"
convert -size 64x64 -delay 20 xc:red -delay 20 xc:lime -delay 20 xc:blue -loop 0 "$ANIM/mine/rgb.gif"
convert -size 64x64 -delay 25 xc:yellow -delay 25 xc:magenta -loop 0 -define webp:lossless=true "$ANIM/mine/ym.webp"
# A GIF cut short inside its first frame: its header checks at load, it draws as a placeholder, reported once.
head -c 40 "$ANIM/mine/rgb.gif" > "$ANIM/mine/cut.gif"
printf '{"name": "Animated", "stickers": [{"code": "[rgb]", "image": "rgb.gif"}, {"code": "[ym]", "image": "ym.webp"}, {"code": "[cut]", "image": "cut.gif"}]}' > "$ANIM/mine/pack.json"
convert -size 64x64 xc:gray "$ANIM/lxh/lxh_x.png"
convert -size 64x64 -delay 20 xc:cyan -delay 20 xc:black -loop 0 "$ANIM/lxh/lxh_x.gif"
cat > "$ANIM/lxh/info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><array><dict><key>chs</key><string>[动]</string><key>cht</key><string>[動]</string>
<key>gif</key><string>lxh_x.gif</string><key>png</key><string>lxh_x.png</string><key>type</key><string>0</string></dict></array></plist>
PLIST
# The average colour of cell (row, column) of a screenshot, as ImageMagick prints it.
cell_colour() { convert "$1" -crop 30x30+$((25 + 56 * $3))+$((69 + 56 * $2)) -scale 1x1! -format '%[pixel:p{0,0}]' info:; }
frames_drawn() { grep -c 'frame drawn' "$WORK/err"; }

EMOTION_KEYBOARD_TRACE=1 start --pack "$ANIM/mine" --pack "$ANIM/lxh"
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.3
# Screenshots until every frame has been seen, up to 40: at a fixed rate under load they can alias with the frames'
# period (600 ms for the GIF) and see only two of its three colours.
distinct() { printf '%s\n' $1 | sort -u | wc -l; }
colours=""; webp=""
for step in $(seq 40); do
    shot "$SHOTS/animated-$((step % 6)).png"
    colours="$colours $(cell_colour "$SHOTS/animated-$((step % 6)).png" 0 0)"
    webp="$webp $(cell_colour "$SHOTS/animated-$((step % 6)).png" 0 1)"
    [ "$(distinct "$colours")" -ge 3 ] && [ "$(distinct "$webp")" -ge 2 ] && break
    sleep 0.0$((RANDOM % 9 + 1))
done
check "the GIF's frames differ over time in screenshots (${colours# })" test "$(distinct "$colours")" -ge 3
check "the LXWeibo list's GIF was loaded, not its still PNG" sh -c "! grep -q 'lxh_x' '$WORK/err'"
check "the cut GIF is one line on standard error ($(grep 'cut.gif' "$WORK/err" | head -1))" equals "$(grep -v '^trace' "$WORK/err" | grep -c 'cut.gif.*no whole frame')" 1
click $(tab 13); sleep 0.6; shot "$SHOTS/animated-lxh.png"
check "the WebP plays too (${webp# })" test "$(distinct "$webp")" -ge 2
click $(tab 12); sleep 0.3
# Copied, one GIF sticker is offered as its GIF and its first frame as a PNG, besides its code.
click $(cell 0 0); focus; key ctrl+a; key ctrl+c; sleep 0.2
targets=$(xclip -o -selection clipboard -t TARGETS | sort | tr '\n' ' ')
check "a copied GIF sticker offers image/gif and image/png ($targets)" bash -c "printf '%s' '$targets' | grep -q 'image/gif' && printf '%s' '$targets' | grep -q 'image/png'"
check "its text is its code" equals "$(xclip -o -selection clipboard)" "[rgb]"
xclip -o -selection clipboard -t image/gif > "$WORK/copied.gif"
check "image/gif is the sticker's GIF, byte for byte" cmp "$WORK/copied.gif" "$ANIM/mine/rgb.gif"
xclip -o -selection clipboard -t image/png > "$WORK/copied.png"
check "image/png is its first frame (red, 64 x 64)" equals "$(identify -format '%m %wx%h %[pixel:p{5,5}]' "$WORK/copied.png")" "PNG 64x64 srgba(255,0,0,1)"
# The sticker now in the composer plays there too.
composer=""
for step in 1 2 3 4; do
    shot "$SHOTS/animated-composer-$step.png"
    composer="$composer $(convert "$SHOTS/animated-composer-$step.png" -crop 14x14+89+15 -scale 1x1! -format '%[pixel:p{0,0}]' info:)"
    sleep 0.13
done
check "the composer's GIF sticker plays too (${composer# })" test "$(printf '%s\n' $composer | sort -u | wc -l)" -ge 2
xdotool windowunmap --sync "$WIN"; sleep 0.3
before=$(frames_drawn); ticks_before=$(awk '{print $14 + $15}' /proc/$KB/stat)
sleep 1.5
check "nothing is drawn while hidden ($before, then $(frames_drawn) frames)" equals "$(frames_drawn)" "$before"
check "no CPU is used while hidden" test $(( $(awk '{print $14 + $15}' /proc/$KB/stat) - ticks_before )) -le 2
xdotool windowmap --sync "$WIN"; sleep 1
check "frames play again once shown ($before, then $(frames_drawn) frames)" test "$(frames_drawn)" -ge $((before + 3))
stop

mkdir -p "$XDG_CONFIG_HOME/emotion-keyboard"
printf 'motion = "reduce"\n' > "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"
EMOTION_KEYBOARD_TRACE=1 start --pack "$ANIM/mine" --pack "$ANIM/lxh"
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.3
shot "$SHOTS/animated-reduced-1.png"; before=$(frames_drawn); since=$(date +%s%N); reduced_from=$(( $(wc -l < "$WORK/err") + 1 ))
sleep 1; shot "$SHOTS/animated-reduced-2.png"
after=$(frames_drawn); elapsed=$(( ($(date +%s%N) - since) / 1000000 ))
check "with motion = reduce the first frame stays" equals "$(cell_colour "$SHOTS/animated-reduced-2.png" 0 0)" "$(cell_colour "$SHOTS/animated-reduced-1.png" 0 0)"
# Frames the caret's blinks or a late start-up step draw are fine; none of them may redraw the grid.
grid_redraws=$(tail -n +"$reduced_from" "$WORK/err" | grep -c 'frame damage: .*grid')
check "with motion = reduce nothing redraws the grid ($before, then $after frames in $elapsed ms, $grid_redraws with the grid)" \
    equals "$grid_redraws" 0
stop
rm -f "$XDG_CONFIG_HOME/emotion-keyboard/config.toml"

# The desktop's XSETTINGS Gtk/EnableAnimations 0 stops them live; 1 lets them play again.
printf 'Gtk/EnableAnimations 0\n' > "$WORK/xsettingsd-motion.conf"
start --pack "$ANIM/mine" --pack "$ANIM/lxh"
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.3
xsettingsd -c "$WORK/xsettingsd-motion.conf" > /dev/null 2>&1 & XS=$!
sleep 0.5
stopped=""
for step in 1 2 3 4; do shot "$SHOTS/animated-xsettings.png"; stopped="$stopped $(cell_colour "$SHOTS/animated-xsettings.png" 0 0)"; sleep 0.13; done
check "Gtk/EnableAnimations 0: the first frame stays (${stopped# })" equals "$(printf '%s\n' $stopped | sort -u)" "srgb(255,0,0)"
printf 'Gtk/EnableAnimations 1\n' > "$WORK/xsettingsd-motion.conf"; kill -HUP "$XS"; sleep 0.5
playing=""
for step in 1 2 3 4; do shot "$SHOTS/animated-xsettings.png"; playing="$playing $(cell_colour "$SHOTS/animated-xsettings.png" 0 0)"; sleep 0.13; done
check "Gtk/EnableAnimations 1: they play again (${playing# })" test "$(printf '%s\n' $playing | sort -u | wc -l)" -ge 2
kill "$XS" 2>/dev/null; wait "$XS" 2>/dev/null
stop

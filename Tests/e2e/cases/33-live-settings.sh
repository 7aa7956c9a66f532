# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The running keyboard follows its settings file (inotify): grid, theme, a colour, language and mode change without a
# restart, an editor's write-and-rename is seen, a bad value is one warning while the other keys apply, keys that
# need a restart say so once, and a removed file brings the defaults back.
CONF=$XDG_CONFIG_HOME/emotion-keyboard/config.toml
mkdir -p "$(dirname "$CONF")"
rm -f "$CONF"
height() { xwininfo -id "$WIN" | awk '/Height:/ {print $2}'; }
brightness() { xwd -silent -id "$WIN" | convert xwd:- -format '%[fx:int(100*mean)]' info:; }
pixel() { xwd -silent -id "$WIN" | convert xwd:- -format "%[hex:p{$1,$2}]" info:; }
# Waits up to 3 s for command $1 (with arguments) to print $2.
becomes() { local want=$1; shift; for _ in $(seq 60); do [ "$("$@")" = "$want" ] && return 0; sleep 0.05; done; echo "   got $("$@")"; return 1; }
below() { for _ in $(seq 60); do [ "$(brightness)" -lt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }
above() { for _ in $(seq 60); do [ "$(brightness)" -gt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }

start
check "the window opens with 3 rows (294 px)" equals "$(height)" "294"
printf 'rows = 4\n' > "$CONF"
check "rows = 4 written while it runs: the window grows a row" becomes 350 height
light=$(brightness)
check "the light theme is light ($light%)" test "$light" -gt 80
printf 'rows = 4\ntheme = "dark"\n' > "$CONF.new" && mv "$CONF.new" "$CONF"
check "theme = dark, written by renaming a new file over it: the window turns dark" below 40
shot "$SHOTS/live-dark.png"
printf 'rows = 4\ntheme = "dark"\n[colors.dark]\nsend-disabled = "#FF0000"\n' > "$CONF"
check "colors.dark.send-disabled = #FF0000 paints the empty Send button red" becomes FF0000 pixel 330 10
printf 'rows = 5\ntheme = "sepia"\n' > "$CONF"
check "a bad theme: the rows still apply" becomes 406 height
check "and the theme is the default again (system, light without a settings daemon)" above 80
check "one warning names the file and the key" equals "$(grep -c "config.toml: theme: \"sepia\" is not" "$WORK/err")" "1"
printf 'rows = 5\nrecents = 10\ntext-fonts = ["Noto Sans"]\n' > "$CONF"
sleep 0.6
check "keys that apply at the next start say so in one line" equals \
    "$(grep -c 'settings file: recents, text-fonts take effect at the next start' "$WORK/err")" "1"
printf 'rows = 5\nrecents = 10\ntext-fonts = ["Noto Sans"]\nmode = "direct"\n' > "$CONF"
check "mode = direct: the window stops taking the focus" becomes False \
    bash -c "xprop -id $WIN WM_HINTS | awk '/accepts input/ {print \$NF}'"
rm "$CONF"
check "the file removed: the defaults come back (3 rows)" becomes 294 height
check "and compose mode" becomes True bash -c "xprop -id $WIN WM_HINTS | awk '/accepts input/ {print \$NF}'"

# The skin tone: the People tab's hands change tone at once.
grid() { xwd -silent -id "$WIN" | convert xwd:- -crop 416x190+0+44 +repage "$WORK/$1.png"; }
click $(tab 2)
grid people-yellow
printf 'skin-tone = "dark"\n' > "$CONF"
sleep 0.6
grid people-dark
check "skin-tone = dark while it runs: the People tab's emoji change" \
    test "$(compare -metric AE "$WORK/people-yellow.png" "$WORK/people-dark.png" null: 2>&1)" -gt 1000
click $(cell 0 0); send
check "and a click inserts the dark-toned emoji" equals "$(printed | tail -1)" "👋🏿"
rm "$CONF"
sleep 0.6
click $(tab 1)

# The language: the magnifier's name follows a new language setting.
magnifier() { press_drag $(cell 0 1); xwd -silent -id "$WIN" | convert xwd:- -crop 416x190+0+44 +repage "$WORK/$1.png"; release; }
magnifier names-en
printf 'language = "de"\n' > "$CONF"
sleep 0.6
magnifier names-de
check "language = de while it runs: the magnifier's name changes" \
    test "$(compare -metric AE "$WORK/names-en.png" "$WORK/names-de.png" null: 2>&1)" -gt 20
printf 'language = "en"\n' > "$CONF"
sleep 0.6
magnifier names-en-again
check "language = en: the English name again" \
    test "$(compare -metric AE "$WORK/names-en.png" "$WORK/names-en-again.png" null: 2>&1)" -lt 10
rm "$CONF"
stop

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# theme = "system" follows the desktop's XSETTINGS daemon live (xsettingsd switching Net/ThemeName between Adwaita and
# Adwaita-dark, then going away); a chosen theme ignores it; a daemon's malformed property is one warning and the
# light theme. Screenshots of both themes land in $SHOTS (the README's come from here).
HELPERS=$REPO/Tests/e2e/x11_helpers.py
brightness() { xwd -silent -id "$WIN" | convert xwd:- -format '%[fx:int(100*mean)]' info:; }
below() { for _ in $(seq 60); do [ "$(brightness)" -lt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }
above() { for _ in $(seq 60); do [ "$(brightness)" -gt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }
theme_name() { printf 'Net/ThemeName "%s"\n' "$1" > "$WORK/xsettingsd.conf"; }

start
check "no settings daemon: the light theme" above 80
shot "$SHOTS/theme-light.png"
# Issue 22: the hovered tab was 235 grey on the bar's 237. Its mark is an underline in secondary text (3.99:1).
move $(tab 7); shot "$WORK/hover.png"
set -- $(tab 7)
check "a hovered tab is underlined in the light theme" equals "$(convert "$WORK/hover.png" -crop 1x1+$1+292 -format '#%[hex:u.p{0,0}]' info:)" "#6E7477"
check "and the empty field's Send label is dark green on pale green (5.1:1)" bash -c \
    "convert '$WORK/hover.png' -crop 88x34+323+5 +repage -fill black +opaque '#2B6A45' -fill white -opaque '#2B6A45' -format '%[fx:mean>0.01]' info: | grep -q 1"
theme_name Adwaita-dark
xsettingsd -c "$WORK/xsettingsd.conf" > /dev/null 2>&1 & XS=$!
check "xsettingsd starts with Net/ThemeName Adwaita-dark: the window turns dark" below 40
shot "$SHOTS/theme-dark.png"
theme_name Adwaita; kill -HUP "$XS"
check "the daemon switches to Adwaita: light again" above 80
theme_name Yaru-dark; kill -HUP "$XS"
check "and to Yaru-dark: dark again" below 40
kill "$XS"; wait "$XS" 2>/dev/null
check "the daemon goes away: light" above 80
check "nothing was wrong with any of it" bash -c "! grep -q XSETTINGS '$WORK/err' && ! grep -q _XSETTINGS '$WORK/err'"
stop

theme_name Adwaita-dark
xsettingsd -c "$WORK/xsettingsd.conf" > /dev/null 2>&1 & XS=$!
sleep 0.3
start --theme light
check "--theme light stays light under a dark desktop" above 80
stop
start
check "a keyboard started under a dark desktop starts dark" below 40
stop
kill "$XS"; wait "$XS" 2>/dev/null

# A daemon whose property lies about its lengths: one warning, the light theme, and the keyboard goes on.
printf '\000\000\000\000\001\000\000\000\377\377\377\000' > "$WORK/bad-xsettings"
start
coproc FAKE { /usr/bin/python3 "$HELPERS" xsettings-owner "$WORK/bad-xsettings"; }
read -r _ <&"${FAKE[0]}"
sleep 0.3
echo again >&"${FAKE[1]}"; read -r _ <&"${FAKE[0]}"
sleep 0.3
check "a malformed _XSETTINGS_SETTINGS is one warning" equals "$(grep -c '_XSETTINGS_SETTINGS property is malformed' "$WORK/err")" "1"
check "the window stays light" above 80
click $(cell 0 0); send
check "and the keyboard still works" equals "$(printed)" "$(smiley 0)"
kill "$FAKE_PID" 2>/dev/null; wait "$FAKE_PID" 2>/dev/null
stop

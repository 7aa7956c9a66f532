# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The settings view (issue 22, item 5): Ctrl+comma and the ⚙ button open it, Right changes the theme, config.toml gets
# the new value with the user's comment and unknown key kept, the watcher redraws the window in the new theme, a rows
# value out of range is refused with its reason in the view (and not written), the packs folder row runs xdg-open on
# the user's packs folder, Escape closes, and a dock chosen in the view is taken at the next start. Screenshots of the view in both themes land in $SHOTS.
CONF=$XDG_CONFIG_HOME/emotion-keyboard/config.toml
mkdir -p "$(dirname "$CONF")" "$WORK/bin"
printf '# my keyboard, my rules\ntheme = "light"\nwobble = 3   # a key of a later version\n' > "$CONF"
# A stand-in for the desktop's xdg-open: it says which folder it was asked to show.
printf '#!/bin/sh\nprintf "%%s\\n" "$1" > "%s/opened"\n' "$WORK" > "$WORK/bin/xdg-open"
chmod +x "$WORK/bin/xdg-open"
brightness() { xwd -silent -id "$WIN" | convert xwd:- -format '%[fx:int(100*mean)]' info:; }
pixel() { xwd -silent -id "$WIN" | convert xwd:- -format "%[hex:p{$1,$2}]" info:; }
becomes() { local want=$1; shift; for _ in $(seq 60); do [ "$("$@")" = "$want" ] && return 0; sleep 0.05; done; echo "   got $("$@")"; return 1; }
below() { for _ in $(seq 60); do [ "$(brightness)" -lt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }
above() { for _ in $(seq 60); do [ "$(brightness)" -gt "$1" ] && return 0; sleep 0.05; done; echo "   brightness $(brightness)"; return 1; }
line() { grep "^$1 = " "$CONF"; }

PATH=$WORK/bin:$PATH start
check "theme = light: the window is light" above 80
check "the composer's corner is the window background" becomes F6F5F4 pixel 2 2
focus
key ctrl+comma
# The view covers the composer and the grid with the grid's background (white in the light theme).
check "Ctrl+comma opens the view over the composer" becomes FFFFFF pixel 2 2
check "the focused row (theme) has the blue focus ring" becomes 3584E4 pixel 2 33
shot "$SHOTS/settings-view-light.png"
key Right
check "Right on theme writes theme = \"dark\"" becomes 'theme = "dark"' line theme
check "the user's comment is kept" grep -qx '# my keyboard, my rules' "$CONF"
check "and the unknown key with its comment" grep -qx 'wobble = 3   # a key of a later version' "$CONF"
check "the watcher reads it: the window turns dark" below 40
check "the view itself is drawn dark (the grid background of the dark theme)" becomes 2D2D2D pixel 2 2
check "the settings file's only warning is its unknown key's" bash -c "! grep -v 'wobble: unknown key' '$WORK/err' | grep -qi 'config'"
shot "$SHOTS/settings-view-dark.png"

# Rows: the seventh row. 25 is out of range: refused with the reason on the notice colours, not written.
key Down Down Down Down Down Down
key 2 5 Return
check "rows 25 is not written" bash -c "! grep -q '^rows' '$CONF'"
check "the reason shows on the view's last line (the dark notice colour)" becomes 505050 pixel 2 243
shot "$SHOTS/settings-view-refused.png"
key Left
check "Left on rows writes rows = 2" becomes 'rows = 2' line rows
check "and the window takes two rows (238 px)" becomes 238 bash -c "xwininfo -id $WIN | awk '/Height:/ {print \$2}'"
key Right
check "Right brings rows = 3 back" becomes 'rows = 3' line rows
check "at 294 px" becomes 294 bash -c "xwininfo -id $WIN | awk '/Height:/ {print \$2}'"

# The packs folder: End goes to its row, Enter opens it.
key End Return
check "Enter on the packs folder runs xdg-open on the user's packs folder" becomes "$XDG_DATA_HOME/emotion-keyboard/packs" cat "$WORK/opened"
check "which exists now" test -d "$XDG_DATA_HOME/emotion-keyboard/packs"
key Escape
check "Escape closes the view: the composer shows again" becomes 353535 pixel 2 2

# The pointer: ⚙ opens the view, a click on the theme row's › goes on from dark to system (light without a daemon).
click $(at settings)
check "a click on ⚙ opens the view" becomes 2D2D2D pixel 2 2
click 394 33
check "a click on the theme row's › writes theme = \"system\"" becomes 'theme = "system"' line theme
check "and the window turns light again" above 80
click $(at settings)
check "⚙ again closes it" becomes F6F5F4 pixel 2 2
check "the comment and the unknown key are still there" bash -c "grep -qx '# my keyboard, my rules' '$CONF' && grep -q '^wobble = 3' '$CONF'"

# Dock: the row before the packs folder. Written at once, taken when the window next opens.
geometry() { xwininfo -id "$WIN" | awk '/Absolute upper-left [XY]|Width|Height/ {print $NF}' | tr '\n' ' '; }
click $(at settings)
key End Up Right
check "Right on dock writes dock = \"top\"" becomes 'dock = "top"' line dock
shot "$SHOTS/settings-view-dock.png"
check "the running window stays a window (416 px wide)" equals "$(xwininfo -id "$WIN" | awk '/Width:/ {print $2}')" 416
stop
start
check "the next start docks along the top, across the screen" becomes "0 0 1280 294 " geometry
stop

# Issue 35: a file with Windows line endings and a byte-order mark keeps every byte but the changed line's; a
# read-only one is left alone, and the view takes its value back and says why.
bytes() { od -An -tx1 "$CONF" | tr -d ' \n'; }
printf '\357\273\277theme = "light"\r\n# mine\r\nrows = 3\r\n' > "$CONF"
start
focus
key ctrl+comma
key Right
check "a CRLF file with a BOM: theme written in its line, every other byte kept" becomes \
    "$(printf '\357\273\277theme = "dark"\r\n# mine\r\nrows = 3\r\n' | od -An -tx1 | tr -d ' \n')" bytes
written=$(bytes)
chmod 444 "$CONF"
key Right
check "a read-only settings file: the refusal is said" becomes 1 bash -c "grep -c 'theme in .* is read-only' '$WORK/err'"
check "and the file is left as it was" equals "$(bytes)" "$written"
check "and keeps its permissions" equals "$(stat -c %a "$CONF")" 444
chmod 644 "$CONF"
stop
# Issue 33: the view's values follow a language change at once and back: 深色, 编辑 in Chinese, the file's tokens
# (dark, compose) in English, while the file keeps its tokens.
printf 'theme = "dark"\n' > "$CONF"
start
focus
key ctrl+comma
values() { shot "$1"; convert "$1" -crop 150x200+200+22 +repage "$1"; }
values "$WORK/values-en.png"
printf 'theme = "dark"\nlanguage = "zh"\n' > "$CONF"
changed() { for _ in $(seq 60); do values "$WORK/values-now.png"; [ "$(compare -metric AE "$1" "$WORK/values-now.png" null: 2>&1)" "$2" 200 ] && return 0; sleep 0.05; done; return 1; }
check "language = zh: the values are shown in Chinese at once" changed "$WORK/values-en.png" -gt
shot "$SHOTS/settings-view-values-zh.png"
check "the file keeps its tokens" equals "$(grep '^theme' "$CONF")" 'theme = "dark"'
printf 'theme = "dark"\n' > "$CONF"
check "and back to English with the language back to auto" changed "$WORK/values-en.png" -lt
stop
# The cases after this one share the folders: they start without a settings file or a packs folder.
rm -f "$CONF"
rmdir "$XDG_DATA_HOME/emotion-keyboard/packs" 2>/dev/null || true

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 25: My stickers from the window. ➕ (the cell after its stickers) adds the image on the clipboard under the
# code typed in the text field; a right click on one of its stickers opens its menu (pin, move left and right, rename
# to the text field's text, remove), a strip over the sticker like the skin tones; elsewhere a right click still pins.
OWN_LIST() { "$BIN" sticker list | cut -f1 | tr '\n' ' '; }
# ➕ at the end of the favourites tab adds the clipboard's image as a sticker of one's own, pinned there (WeChat's
# 添加的单个表情): a fresh install has no My stickers tab yet, and this is how the window makes one.
rm -rf "$XDG_DATA_HOME/emotion-keyboard/my-stickers"
start
click $(tab 1)
move $(cell 0 0)
shot "$SHOTS/favourites-empty.png"
xclip -selection clipboard -t image/png -i "$REPO/assets/packs/doudou/kaixin.png"
focus; key f a v
click $(cell 0 0); sleep 0.8
check "➕ in the favourites adds the clipboard's image to My stickers, which had none" equals "$(OWN_LIST)" "[fav] "
shot "$SHOTS/favourites-added.png"
click $(cell 0 0); send
check "and pins it there" equals "$(printed)" "[fav]"
stop
rm -rf "$XDG_DATA_HOME/emotion-keyboard/my-stickers"
# An emptied My stickers keeps its (empty) tab, the 13th of 14.
"$BIN" sticker add "$REPO/assets/packs/doudou/kaixin.png" --code 临时 > /dev/null
"$BIN" sticker list | cut -f1 | while read -r code; do "$BIN" sticker remove "$code" > /dev/null; done
check "My stickers starts empty (the tab stays)" equals "$(OWN_LIST)" ""
start
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.2
move $(cell 0 0)
shot "$SHOTS/my-stickers-empty.png"
click $(cell 0 0)
sleep 0.3
shot "$SHOTS/my-stickers-type-code-first.png"
check "➕ with nothing typed adds nothing" equals "$(OWN_LIST)" ""
xclip -selection clipboard -t image/png -i "$REPO/assets/packs/doudou/kaixin.png"
focus; key e i n
click $(cell 0 0); sleep 0.8
shot "$SHOTS/my-stickers-added-from-clipboard.png"
check "➕ adds the clipboard's image under the typed code" equals "$(OWN_LIST)" "[ein] "
send
check "the text field is empty again: its text went into the code" equals "$(printed)" ""
xclip -selection clipboard -t image/png -i "$REPO/assets/packs/doudou/aixin.png"
focus; key z w e i
click $(cell 0 1); sleep 0.8
check "a second one goes after it" equals "$(OWN_LIST)" "[ein] [zwei] "
xclip -selection clipboard -t text/plain -i "$REPO/README.md" 2>/dev/null || printf text | xclip -i -selection clipboard
focus; key d r e i
click $(cell 0 2); sleep 0.8
shot "$SHOTS/my-stickers-no-image.png"
check "text on the clipboard adds nothing" equals "$(OWN_LIST)" "[ein] [zwei] "
# A clipboard owner that never answers: after the transfer's 3 s limit the user is told, as for no image.
key ctrl+a BackSpace
/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" silent-owner 8 & SILENT=$!
sleep 4; focus; key v i e r   # the last notice has gone
click $(cell 0 2); sleep 0.5
shot "$WORK/silent-waiting.png"
sleep 3.5
shot "$SHOTS/my-stickers-silent-owner.png"
status_line() { convert "$1" -crop 416x18+0+236 +repage "$2"; }
status_line "$WORK/silent-waiting.png" "$WORK/silent-before.png"; status_line "$SHOTS/my-stickers-silent-owner.png" "$WORK/silent-after.png"
check "an owner that never answers ➕: a notice once the transfer is given up" \
    test "$(compare -metric AE "$WORK/silent-before.png" "$WORK/silent-after.png" null: 2>&1)" -gt 50
check "and nothing is added" equals "$(OWN_LIST)" "[ein] [zwei] "
kill "$SILENT" 2>/dev/null; wait "$SILENT" 2>/dev/null
key ctrl+a BackSpace
xdotool mousemove --window "$WIN" $(cell 0 1) click 3; sleep 0.3
shot "$SHOTS/my-stickers-menu.png"
# The menu is a strip under the sticker: ⭐ ⬅️ ➡️ ✏️ 🗑️, 56 px each from x 5.
option() { echo "$((33 + 56 * $1)) 147"; }
click $(option 1); sleep 0.8
check "menu: move left" equals "$(OWN_LIST)" "[zwei] [ein] "
focus; key e i n s
xdotool mousemove --window "$WIN" $(cell 0 1) click 3; sleep 0.3
click $(option 3); sleep 0.8
check "menu: rename to the text field's text" equals "$(OWN_LIST)" "[zwei] [eins] "
# Another process holds My stickers' lock (a `sticker add` under way) for 2 s: the store waits for it on the writer's
# queue, so the window goes on answering meanwhile, and the change is made once the lock is free.
/usr/bin/python3 -c 'import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDONLY); fcntl.flock(fd, fcntl.LOCK_EX); open(sys.argv[2], "w").close(); time.sleep(2)' \
    "$XDG_DATA_HOME/emotion-keyboard/my-stickers" "$WORK/own-locked" & LOCKER=$!
for _ in $(seq 100); do [ -e "$WORK/own-locked" ] && break; sleep 0.02; done
xdotool mousemove --window "$WIN" $(cell 0 1) click 3; sleep 0.3
click $(option 1)
check "a change waiting for the folder's lock leaves the window answering" \
    equals "$(/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" ping "$WIN" 0.5)" answered
check "and waits for the lock" equals "$(OWN_LIST)" "[zwei] [eins] "
wait "$LOCKER"
# The move is made once the store gets the lock: waited for (up to 3 s), not guessed with a sleep.
for _ in $(seq 60); do [ "$(OWN_LIST)" = "[eins] [zwei] " ] && break; sleep 0.05; done
check "then it is made" equals "$(OWN_LIST)" "[eins] [zwei] "
xdotool mousemove --window "$WIN" $(cell 0 1) click 3; sleep 0.3
click $(option 1); sleep 0.8
check "menu: and back" equals "$(OWN_LIST)" "[zwei] [eins] "
xdotool mousemove --window "$WIN" $(cell 0 1) click 3; sleep 0.3
click $(option 0); sleep 0.3
xdotool mousemove --window "$WIN" $(cell 0 0) click 3; sleep 0.3
move $(option 4)
shot "$SHOTS/my-stickers-menu-remove.png"
click $(option 4); sleep 0.8
shot "$SHOTS/my-stickers-removed.png"
check "menu: remove" equals "$(OWN_LIST)" "[eins] "
check "the removed sticker's image is gone" equals "$(ls "$XDG_DATA_HOME/emotion-keyboard/my-stickers" | wc -l)" "2"
click $(tab 1); click $(cell 0 0); send
check "menu: pin, into the favourites tab" equals "$(printed)" "[eins]"
click $(tab 2); xdotool mousemove --window "$WIN" $(cell 0 0) click 3; sleep 0.2
click $(tab 1); click $(cell 0 1); send
check "elsewhere a right click still pins" equals "$(printed)" $'[eins]\n'"$(smiley 0)"
check "no warnings" equals "$(cat "$WORK/err")" ""
stop
# In Chinese: the tab is 我的表情, and the menu's options are named in Chinese.
start --language zh
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.2
move $(tab 12)
shot "$SHOTS/my-stickers-tab-zh.png"
xdotool mousemove --window "$WIN" $(cell 0 0) click 3; sleep 0.3
move $(option 3)
shot "$SHOTS/my-stickers-menu-zh.png"
click $(cell 2 3)
check "a click outside the menu closes it and changes nothing" equals "$(OWN_LIST)" "[eins] "
# Issue 33: ➕ takes a GIF file a file manager copied (GNOME Files' list), kept animated; copied text is refused with a
# notice naming what the clipboard offers.
printf 'copy\nfile://%s\n' "$REPO/Tests/Fixtures/animated/three-frames.gif" | xclip -selection clipboard -t x-special/gnome-copied-files
focus; key g i f
click $(cell 0 1); sleep 0.8
check "➕ takes a GIF file copied in a file manager" equals "$(OWN_LIST)" "[eins] [gif] "
check "and keeps it a GIF, byte for byte" cmp "$REPO/Tests/Fixtures/animated/three-frames.gif" \
    "$("$BIN" sticker list | awk -F '\t' '$1 == "[gif]" { print $2 }')"
shot "$SHOTS/my-stickers-gif-file-zh.png"
printf 'just text' | xclip -selection clipboard
focus; key t x t
click $(cell 0 2); sleep 0.5
shot "$SHOTS/my-stickers-text-refused-zh.png"
check "copied text adds nothing" equals "$(OWN_LIST)" "[eins] [gif] "
check "no warnings in Chinese either" equals "$(cat "$WORK/err")" ""
stop
# Later cases count 13 tabs: My stickers goes.
rm -rf "$XDG_DATA_HOME/emotion-keyboard/my-stickers"

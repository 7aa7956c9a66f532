# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 25: your own stickers from the command line. `sticker add` copies an image (a file, or the image a
# browser's "Copy image" puts on the clipboard) into My stickers, which survives a restart, shows as a tab before
# kaomoji (tab 12 of 14) and follows changes while the window runs.
PNG=$REPO/assets/packs/doudou/kaixin.png
one_line_exit() { out=$("$@" 2>&1); status=$?; [ $status -eq 1 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ]; }
check "sticker add FILE --code NAME adds it" equals "$("$BIN" sticker add "$PNG" --code 我的猫 2>&1)" "added [我的猫] to My stickers"
# A code of one of the user's packs (here through the settings key packs) is refused; the shipped demo pack's yield
# to My stickers (issue 35).
SETTINGS=$XDG_CONFIG_HOME/emotion-keyboard/config.toml
mkdir -p "$WORK/other-pack" "$XDG_CONFIG_HOME/emotion-keyboard"
cp "$PNG" "$WORK/other-pack/a.png"
printf '{"name": "Other", "stickers": [{"code": "[别人的]", "image": "a.png"}]}' > "$WORK/other-pack/pack.json"
[ -e "$SETTINGS" ] && mv "$SETTINGS" "$WORK/settings-before-56"
printf 'packs = ["%s"]\n' "$WORK/other-pack" > "$SETTINGS"
check "a code of another pack is refused: one line, exit 1" one_line_exit "$BIN" sticker add "$PNG" --code 别人的
rm -f "$SETTINGS"
[ -e "$WORK/settings-before-56" ] && mv "$WORK/settings-before-56" "$SETTINGS"
check "a code of only spaces is refused: one line, exit 1" one_line_exit "$BIN" sticker add "$PNG" --code ' '
check "a --code that is not UTF-8 is refused: one line, exit 1" one_line_exit "$BIN" sticker add "$PNG" --code "$(printf 'x\377')"
check "a code My stickers has is refused" one_line_exit "$BIN" sticker add "$PNG" --code '[我的猫]'
check "a bracket inside the code is refused" one_line_exit "$BIN" sticker add "$PNG" --code 'a]b'
check "a file that is not an image is refused" one_line_exit "$BIN" sticker add "$REPO/README.md" --code readme
check "a FIFO is refused without blocking" bash -c "mkfifo '$WORK/fifo'; timeout 5 '$BIN' sticker add '$WORK/fifo' --code fifo 2>/dev/null; [ \$? -eq 1 ]"
printf 'just text' | xclip -i -selection clipboard
check "--clipboard with text on it: one line, exit 1" one_line_exit "$BIN" sticker add --clipboard --code 文字
# Issue 35: an owner that hangs, or quits before it answers, is said as such, in one line of ours (not Xlib's).
/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" silent-owner 6 & SILENT=$!
sleep 0.5
out=$("$BIN" sticker add --clipboard --code 无声 2>&1); status=$?
check "--clipboard, an owner that never answers: one line saying so, exit 1" \
    test "$status" -eq 1 -a "$(printf '%s\n' "$out" | wc -l)" -eq 1 -a -n "$(printf '%s' "$out" | grep 'did not answer')"
kill "$SILENT" 2>/dev/null; wait "$SILENT" 2>/dev/null
/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" quitting-owner 10 > "$WORK/quitting.out" & QUITTING=$!
for _ in $(seq 50); do grep -q ready "$WORK/quitting.out" && break; sleep 0.1; done
out=$("$BIN" sticker add --clipboard --code 退出 2>&1); status=$?
check "--clipboard, an owner that quits before answering: one line saying so, exit 1" \
    test "$status" -eq 1 -a "$(printf '%s\n' "$out" | wc -l)" -eq 1 -a -n "$(printf '%s' "$out" | grep 'quit before answering')"
wait "$QUITTING" 2>/dev/null
# A server that refuses the connection: Xlib prints its two-line reason itself; we fold it into our one line.
REFUSING=$((600 + $$ % 300))
while [ -e "/tmp/.X11-unix/X$REFUSING" ]; do REFUSING=$((REFUSING + 1)); done
/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" refusing-server "$REFUSING" > "$WORK/refusing.out" & REFUSER=$!
for _ in $(seq 50); do grep -q ready "$WORK/refusing.out" && break; sleep 0.1; done
out=$("$BIN" sticker add --clipboard --code 拒绝 --display ":$REFUSING" 2>&1); status=$?
check "--clipboard on a display that refuses us: its reason in one line of ours, exit 1" \
    test "$status" -eq 1 -a "$(printf '%s\n' "$out" | wc -l)" -eq 1 -a -n "$(printf '%s' "$out" | grep '^emotion-keyboard: cannot open display.*No protocol specified; second line')"
kill "$REFUSER" 2>/dev/null; wait "$REFUSER" 2>/dev/null
xclip -selection clipboard -t image/png -i "$REPO/assets/packs/doudou/jingya.png"
check "sticker add --clipboard takes the copied image/png" equals "$("$BIN" sticker add --clipboard --code 哇 2>&1)" "added [哇] to My stickers"
head -c $((9 << 20)) /dev/zero > "$WORK/huge.png"
xclip -selection clipboard -t image/png -i "$WORK/huge.png"
check "an image over 8 MiB on the clipboard is refused in one line (INCR bounded)" one_line_exit "$BIN" sticker add --clipboard --code 大
xclip -selection clipboard -t image/png -i "$REPO/assets/packs/doudou/jingya.png"
OWN=$XDG_DATA_HOME/emotion-keyboard/my-stickers
check "the clipboard's image is copied in byte for byte" cmp "$REPO/assets/packs/doudou/jingya.png" "$OWN/$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stickers"][1]["image"])' "$OWN/pack.json")"
# The sticker's place among the recents and favourites follows its new code.
mkdir -p "$XDG_STATE_HOME/emotion-keyboard"
printf '{"version": 2, "recents": [{"text": "😀", "count": 1, "lastUsed": 1}, {"text": "[哇]", "count": 3, "lastUsed": 2}], "favourites": ["[哇]", "😀"]}' \
    > "$XDG_STATE_HOME/emotion-keyboard/recents.json"
check "sticker rename" equals "$("$BIN" sticker rename 哇 吃惊 2>&1)" "renamed to [吃惊]"
check "and the recents and favourites follow it, in place, with its uses" equals \
    "$(python3 -c 'import json,sys; f=json.load(open(sys.argv[1])); print(f["favourites"], [(r["text"], r["count"]) for r in f["recents"]])' "$XDG_STATE_HOME/emotion-keyboard/recents.json")" \
    "['[吃惊]', '😀'] [('😀', 1), ('[吃惊]', 3)]"
check "sticker move says what it did, as the other verbs do" equals "$("$BIN" sticker move 吃惊 --to 1 2>&1)" "moved [吃惊]"
check "sticker list: codes in order, then the image" equals "$("$BIN" sticker list | cut -f1 | tr '\n' ' ')" "[吃惊] [我的猫] "
check "sticker remove of a missing code: one line, exit 1" one_line_exit "$BIN" sticker remove 没有

start
click $(tab 12); sleep 0.2; click $(tab 12); sleep 0.2
shot "$SHOTS/my-stickers-tab.png"
click $(cell 0 0); click $(cell 0 1); send
check "My stickers is a tab, in the order set" equals "$(printed)" "[吃惊][我的猫]"
stop
start
click $(tab 12); sleep 0.2; click $(tab 12); click $(cell 0 1); send
check "the stickers survive a restart" equals "$(printed)" "[我的猫]"
"$BIN" sticker add "$REPO/assets/packs/doudou/aixin.png" --code 爱心 > /dev/null
sleep 0.5
shot "$SHOTS/my-stickers-live-add.png"
click $(cell 0 2); send
check "an add while the window runs shows at once" equals "$(printed)" $'[我的猫]\n[爱心]'
"$BIN" sticker remove 吃惊 > /dev/null
sleep 0.5
click $(cell 0 0); send
check "a remove while the window runs too" equals "$(printed)" $'[我的猫]\n[爱心]\n[我的猫]'
check "no warnings" equals "$(cat "$WORK/err")" ""
stop
# Issue 35: what is added is what the window draws. Corrupt image data is refused in one line; a phone-sized
# screenshot is scaled down to 1024 pixels and kept as a PNG, said in one line.
python3 -c 'import sys; d=bytearray(open(sys.argv[1],"rb").read()); i=d.index(b"IDAT")+14; d[i]^=0xFF; open(sys.argv[2],"wb").write(d)' "$PNG" "$WORK/corrupt.png"
check "a PNG with corrupt image data is refused: one line, exit 1" one_line_exit "$BIN" sticker add "$WORK/corrupt.png" --code 坏图
convert -size 1170x2532 gradient:red-blue "$WORK/screenshot.png"
check "a 1170 x 2532 screenshot is added, scaled down" equals "$("$BIN" sticker add "$WORK/screenshot.png" --code 截图 2>&1)" \
    $'emotion-keyboard: warning: scaled down from 1170 x 2532 to 473 x 1024 pixels, as the keyboard draws it\nadded [截图] to My stickers'
check "and kept as a 473 x 1024 PNG" equals "$(identify -format '%m %w %h' "$OWN/$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stickers"][-1]["image"])' "$OWN/pack.json")")" "PNG 473 1024"
# Issue 33: the clipboard's GIF or WebP is kept as it is (animated), a file manager's copied image file is taken, and
# a refusal names what the clipboard offered instead.
last_image() { printf '%s' "$OWN/$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stickers"][-1]["image"])' "$OWN/pack.json")"; }
ANIMATED=$REPO/Tests/Fixtures/animated
xclip -selection clipboard -t image/gif -i "$ANIMATED/three-frames.gif"
check "--clipboard takes an image/gif" equals "$("$BIN" sticker add --clipboard --code 动图 2>&1)" "added [动图] to My stickers"
check "and keeps it byte for byte, animated" cmp "$ANIMATED/three-frames.gif" "$(last_image)"
xclip -selection clipboard -t image/webp -i "$ANIMATED/three-frames.webp"
check "--clipboard takes an image/webp" equals "$("$BIN" sticker add --clipboard --code 网图 2>&1)" "added [网图] to My stickers"
check "byte for byte" cmp "$ANIMATED/three-frames.webp" "$(last_image)"
cp "$REPO/assets/packs/doudou/aixin.png" "$WORK/my heart 心.png"
printf 'file://%s\r\n' "$(python3 -c 'import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1]))' "$WORK/my heart 心.png")" \
    | xclip -selection clipboard -t text/uri-list
check "--clipboard takes the image file a file manager copied (text/uri-list)" equals \
    "$("$BIN" sticker add --clipboard --code 文件 2>&1)" "added [文件] to My stickers"
check "and copies that file in" cmp "$WORK/my heart 心.png" "$(last_image)"
printf 'copy\nfile://%s\n' "$REPO/README.md" | xclip -selection clipboard -t x-special/gnome-copied-files
check "a copied file that is not an image is named, with why" equals "$("$BIN" sticker add --clipboard --code 说明 2>&1)" \
    "emotion-keyboard: the copied file README.md cannot be a sticker: not a PNG, GIF or WebP image"
printf 'just text' | xclip -i -selection clipboard
check "copied text: the refusal says what the clipboard offers" equals "$("$BIN" sticker add --clipboard --code 文字 2>&1)" \
    "emotion-keyboard: the clipboard holds no PNG, GIF or WebP image (it offers UTF8_STRING): copy one first"
xclip -selection clipboard -t "$(printf 'image/jpeg\033]0;x\007')" -i "$PNG"
check "an offered name that could drive the terminal is escaped" equals "$("$BIN" sticker add --clipboard --code 坏名 2>&1)" \
    'emotion-keyboard: the clipboard holds no PNG, GIF or WebP image (it offers image/jpeg\u{1B}]0;x\u{7}): copy one first'
# Later cases count 13 tabs: My stickers goes.
rm -rf "$XDG_DATA_HOME/emotion-keyboard/my-stickers"
check "sticker help: the command's help, like help sticker" bash -c "[ \"\$('$BIN' sticker help)\" = \"\$('$BIN' help sticker)\" ] && '$BIN' sticker help | grep -q '^OVERVIEW: Add, remove'"
check "sticker help add: that subcommand's help" bash -c "'$BIN' sticker help add | grep -q '^OVERVIEW: Add an image'"
check "search help still searches for the word" bash -c "'$BIN' search help | head -1 | grep -qv OVERVIEW"

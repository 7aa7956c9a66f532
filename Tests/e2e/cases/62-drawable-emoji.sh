# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 32: the window, search, list and Recent offer exactly the sequences the colour font draws as one glyph. A copy
# of the font without 🐦 (U+1F426) and 🍋 (U+1F34B), made with fonttools (Debian's python3-fonttools), in a fontconfig of this case's
# own: their five sequences (🐦 🐦‍⬛ 🐦‍🔥 🍋 🍋‍🟩) vanish from every view, and nothing else does. fontconfig's cache
# folder lies outside the font folder: inside it, fontconfig rewrites its cache on every run (the folder it scans
# changed) and so every start sees other fonts.
mkdir -p "$WORK/subset-fonts"
/usr/bin/python3 "$REPO/Tests/e2e/subset_font.py" /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \
    "$WORK/subset-fonts/NotoColorEmoji.ttf" 1F426 1F34B
cat > "$WORK/subset-fonts/fonts.conf" <<CONF
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>$WORK/subset-fonts</dir><dir>/usr/share/fonts/truetype/dejavu</dir><dir>/usr/share/fonts/opentype/noto</dir><cachedir>$WORK/subset-fc-cache</cachedir></fontconfig>
CONF
SUBSET="env FONTCONFIG_FILE=$WORK/subset-fonts/fonts.conf XDG_CACHE_HOME=$WORK/cache-subset"

"$BIN" list > "$WORK/list-full"
$SUBSET "$BIN" list > "$WORK/list-subset"
check "list with Debian 12's font: the 3789 sequences it draws, 11 stickers and 70 kaomoji" equals "$(wc -l < "$WORK/list-full")" "3870"
check "list with the subset: exactly those five are gone" equals \
    "$(diff "$WORK/list-full" "$WORK/list-subset" | sed -n 's/^< //p' | cut -f2 | tr '\n' ' ')" "🐦 🐦‍⬛ 🐦‍🔥 🍋 🍋‍🟩 "
check "and none came in" equals "$(diff "$WORK/list-full" "$WORK/list-subset" | grep -c '^>')" "0"
check "a second list reads the stored set: the same" bash -c "$SUBSET '$BIN' list | cmp -s - '$WORK/list-subset'"
check "the set is stored beside the glyph cache" test -s "$WORK/cache-subset/emotion-keyboard/drawable-emoji"
check "search phoenix finds 🐦‍🔥 with the whole font" equals "$("$BIN" search phoenix | cut -f1 | head -1)" "🐦‍🔥"
$SUBSET "$BIN" search phoenix > "$WORK/search-phoenix"; status=$?
check "and nothing with the subset (exit 1)" equals "$status $(wc -c < "$WORK/search-phoenix")" "1 0"
check "search lime with the subset: no 🍋‍🟩 and no 🍋" bash -c "! $SUBSET '$BIN' search lime lemon | cut -f1 | grep -q -e '🍋'"
check "search bird with the subset: 🐧 stays, 🐦 is gone" bash -c \
    "$SUBSET '$BIN' search bird | cut -f1 > '$WORK/birds'; grep -qx 🐧 '$WORK/birds' && ! grep -q 🐦 '$WORK/birds'"
check "doctor with the subset: 5 fewer drawable" bash -c "$SUBSET '$BIN' doctor | grep -qx '3784 of 3963 sequences drawable with Noto Color Emoji 2.042'"
check "doctor with Debian 12's font names Emoji 15.1 as shown in full" bash -c "'$BIN' doctor | grep -qx 'newest Emoji version shown in full: 15.1'"

# The window: Recent holds 🐦‍🔥 🍋‍🟩 😀; with the subset its first cell is 😀, and the recents file keeps all three.
recent_window() {
    export XDG_STATE_HOME=$WORK/state-drawable-$1
    mkdir -p -m 700 "$XDG_STATE_HOME/emotion-keyboard"
    printf '{"version": 1, "recents": ["🐦‍🔥", "🍋‍🟩", "😀"]}' > "$XDG_STATE_HOME/emotion-keyboard/recents.json"
    : > "$WORK/out"
    $2 "$BIN" --print >> "$WORK/out" 2>> "$WORK/err" &
    KB=$!
    wait_window "$KB"
    sleep 0.3
}
recent_window full env
click $(cell 0 0); send
check "the window's Recent starts with 🐦‍🔥 with the whole font" equals "$(printed | tail -1)" "🐦‍🔥"
stop
recent_window subset "$SUBSET"
shot "$SHOTS/drawable-subset-recent.png"
click $(cell 0 0); send
check "and with 😀 with the subset" equals "$(printed | tail -1)" "😀"
stop
# A first start with the subset (no set stored: the font is checked beside the window's mapping and the catalog loaded
# once, with the answer), and a start whose stored set was made for the whole font (the fonts changed: checked again
# before the first frame). Both hide the five, and both leave the subset's set stored.
for kind in fresh stale; do
    rm -rf "$WORK/cache-$kind"
    mkdir -p -m 700 "$WORK/cache-$kind/emotion-keyboard"
    [ "$kind" = fresh ] || cp "$XDG_CACHE_HOME/emotion-keyboard/drawable-emoji" "$WORK/cache-$kind/emotion-keyboard/"
    : > "$WORK/err"
    recent_window "subset-$kind" \
        "env EMOTION_KEYBOARD_TRACE=1 FONTCONFIG_FILE=$WORK/subset-fonts/fonts.conf XDG_CACHE_HOME=$WORK/cache-$kind"
    click $(cell 0 0); send
    check "$kind set: the window's Recent starts with 😀 with the subset" equals "$(printed | tail -1)" "😀"
    stop
    check "$kind set: the font was checked once" equals "$(grep -c '^trace: drawable emoji checked: 3784 of 3963' "$WORK/err")" "1"
    check "$kind set: the subset's set is stored" \
        cmp -s "$WORK/cache-$kind/emotion-keyboard/drawable-emoji" "$WORK/cache-subset/emotion-keyboard/drawable-emoji"
done
check "the recents keep 🐦‍🔥 and 🍋‍🟩 for a font that draws them" bash -c \
    "python3 -c 'import json,sys; print(\" \".join(e[\"text\"] for e in json.load(open(sys.argv[1]))[\"recents\"]))' '$XDG_STATE_HOME/emotion-keyboard/recents.json' | grep -q '🐦‍🔥 🍋‍🟩'"

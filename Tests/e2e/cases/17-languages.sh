# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Names in the user's language (LANGUAGE, LC_MESSAGES, LANG or the language setting): search finds emotions by them and
# prints them, the magnifier shows them (zh_TW, ja and de beside English and simplified Chinese); without CLDR
# (EMOTION_KEYBOARD_CLDR naming an empty folder) English and Chinese still work and other languages fall back to English.
NO_CLDR=$WORK/no-cldr
mkdir -p "$NO_CLDR"
check "de_DE: search Freudentränen finds 😂 and prints its German name" equals \
    "$(LANG=de_DE.UTF-8 "$BIN" search Freudentränen | head -1 | cut -f1,5)" "😂	Gesicht mit Freudentränen"
check "ja_JP: search 嬉し泣き finds 😂 by its Japanese name" equals \
    "$(LANG=ja_JP.UTF-8 "$BIN" search 嬉し泣き | head -1 | cut -f1,5)" "😂	嬉し泣き"
check "zh_TW: search 喜極而泣 finds 😂, named in traditional Chinese" equals \
    "$(LANG=zh_TW.UTF-8 "$BIN" search 喜極而泣 | head -1 | cut -f1,5)" "😂	感動"
check "LANGUAGE=ja:de comes before LANG" equals "$(LANGUAGE=ja:de LANG=de_DE.UTF-8 "$BIN" search 😂 | head -1 | cut -f5)" "嬉し泣き"
check "--language de over LANG=ja_JP" equals "$(LANG=ja_JP.UTF-8 "$BIN" search --language de 😂 | head -1 | cut -f5)" "Gesicht mit Freudentränen"
check "English and Chinese names still find it in German" equals "$(LANG=de_DE.UTF-8 "$BIN" search 笑哭了 | head -1 | cut -f1)" "😂"
check "the names were cached for the next run" test -s "$XDG_CACHE_HOME/emotion-keyboard/names/de_DE.tsv"
check "no CLDR: English works and nothing is reported" equals \
    "$(EMOTION_KEYBOARD_CLDR=$NO_CLDR LANG=C.UTF-8 "$BIN" search tears of joy 2> "$WORK/nocldr.err" | head -1 | cut -f1,5)" "😂	face with tears of joy"
check "no CLDR: Chinese works" equals \
    "$(EMOTION_KEYBOARD_CLDR=$NO_CLDR LANG=zh_CN.UTF-8 "$BIN" search 笑哭了 2>> "$WORK/nocldr.err" | head -1 | cut -f1,5)" "😂	笑哭了"
check "no CLDR: German falls back to English names" equals \
    "$(EMOTION_KEYBOARD_CLDR=$NO_CLDR LANG=de_DE.UTF-8 "$BIN" search 😂 2>> "$WORK/nocldr.err" | head -1 | cut -f5)" "face with tears of joy"
check "no CLDR: no warnings" test ! -s "$WORK/nocldr.err"

# The magnifier over 😃 (the second smiley), in each language; the name under the emoji is all that differs.
magnifier() {
    start
    press_drag $(cell 0 1)
    xwd -silent -id "$WIN" | convert xwd:- -crop 416x190+0+44 +repage "$WORK/magnifier-$1.png"
    cp "$WORK/magnifier-$1.png" "$SHOTS/magnifier-$1.png"
    release
    stop
}
LANG=C.UTF-8 magnifier en
LANG=de_DE.UTF-8 magnifier de
LANG=ja_JP.UTF-8 magnifier ja
LANG=zh_TW.UTF-8 magnifier zh_TW
LANG=zh_CN.UTF-8 magnifier zh_CN
EMOTION_KEYBOARD_CLDR=$NO_CLDR LANG=de_DE.UTF-8 magnifier de-no-cldr
EMOTION_KEYBOARD_CLDR=$NO_CLDR LANG=zh_CN.UTF-8 magnifier zh_CN-no-cldr
differs() { test "$(compare -metric AE "$WORK/magnifier-$1.png" "$WORK/magnifier-$2.png" null: 2>&1)" -gt 20; }
same() { test "$(compare -metric AE "$WORK/magnifier-$1.png" "$WORK/magnifier-$2.png" null: 2>&1)" -lt 10; }
for pair in "de en" "ja en" "zh_TW en" "zh_TW zh_CN" "ja zh_TW" "de ja"; do
    check "the magnifier's name differs: ${pair% *} and ${pair#* }" differs $pair
done
check "without CLDR German shows the English name" same de-no-cldr en
check "without CLDR Chinese shows the Chinese name" same zh_CN-no-cldr zh_CN

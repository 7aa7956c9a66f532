# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# The command-line views of the model (no window).
check "list prints the 3789 emoji the font draws, 11 stickers and 70 kaomoji" equals "$("$BIN" list | wc -l)" "3870"
check "list json is one array with the same count" equals "$("$BIN" list --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')" "3870"
check "list --pack of a missing folder: one Error line, exit 1" bash -c "out=\$('$BIN' list --pack /nonexistent 2>&1); [ \$? -eq 1 ] && [ \$(printf '%s\n' \"\$out\" | wc -l) -eq 1 ]"
check "convert --from-plain finds stickers of the shipped pack" bash -c \
    "printf 'a[笑哭]b[未知]' | '$BIN' convert --from-plain --format json | grep -q '\"sticker\":\"\\[笑哭\\]\"'"
check "convert --from-plain keeps codes in text form" equals "$(printf 'a[笑哭]b[未知]' | "$BIN" convert --from-plain)" "a[笑哭]b[未知]"
check "convert --to-plain --emoji-names writes Chinese name codes" equals "$(printf '好😂' | "$BIN" convert --to-plain --emoji-names)" "好[笑哭了]"
check "convert --from-plain --emoji-names turns them back" equals "$(printf '好[笑哭了]' | "$BIN" convert --from-plain --emoji-names)" "好😂"
check "convert --legacy maps SoftBank private use to Unicode" equals "$(printf '\xee\x80\x81\xee\x90\x95' | "$BIN" convert --from-plain --legacy)" "👦😄"
check "a bad argument is one line and exit 64" bash -c "out=\$('$BIN' list --format xml 2>&1); [ \$? -eq 64 ] && [ \$(printf '%s\n' \"\$out\" | wc -l) -eq 1 ]"
check "search finds by Chinese name" equals "$("$BIN" search 笑哭了 | cut -f1)" "😂"
check "search with no match exits 1" bash -c "! '$BIN' search zzqqxx"
check "convert refuses invalid UTF-8 with one line and exit 1" bash -c "printf 'a\\xffb' | '$BIN' convert --from-plain >/dev/null 2>&1; [ \$? -eq 1 ]"

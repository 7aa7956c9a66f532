# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# `search` on the command line: the window's index and ranking, pinyin, and a user pack's stickers.
check "search flag japan puts the flag of Japan first" equals "$("$BIN" search flag japan | head -1 | cut -f1)" "🇯🇵"
check "search xiaoku: the sticker [笑哭], then 😂 笑哭了" equals "$("$BIN" search xiaoku | head -2 | cut -f1 | tr '\n' ' ')" "[笑哭] 😂 "
# Initials are also whole words of other emoji (星空 for 🌌), which rank above 笑哭了, where xk is a prefix.
check "search xk finds both by initials, the sticker's whole name first" bash -c "'$BIN' search xk | head -8 | cut -f1 | grep -qx '😂' && '$BIN' search xk | cut -f1 | grep -m1 -x -e '😂' -e '\[笑哭\]' | grep -qx '\[笑哭\]'"
check "search 旗帜 finds the flags group" bash -c "'$BIN' search 旗帜 | cut -f1 | grep -qx '🇨🇳'"
check "search wave dark gives only the dark tones" equals "$("$BIN" search wave dark | cut -f1 | tr '\n' ' ')" "👋🏾 👋🏿 "
mkdir -p "$WORK/guapack"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/guapack/gua.png"
printf '{"name": "瓜", "stickers": [{"code": "[吃瓜]", "image": "gua.png"}]}' > "$WORK/guapack/pack.json"
check "search --pack: a user sticker's Chinese code read as pinyin" equals "$("$BIN" search chigua --pack "$WORK/guapack" | cut -f1)" "[吃瓜]"

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# `search` on the command line: the window's index and ranking, pinyin, and a user pack's stickers.
check "search flag japan puts the flag of Japan first" equals "$("$BIN" search flag japan | head -1 | cut -f1)" "🇯🇵"
check "search xiaoku: 😂 and 🤣 (笑哭 is their synonym), then the sticker [笑哭]" equals "$("$BIN" search xiaoku | head -3 | cut -f1 | tr '\n' ' ')" "😂 🤣 [笑哭] "
# Initials are also whole words of other emoji (星空 for 🌌): each word's most popular emotion comes first.
# Emoji 15.0's 🪯 has CLDR keywords now (锡克, CLDR 41 had none): the sticker is sixth.
check "search xk: 😂 first, the sticker [笑哭] among the first six" bash -c "'$BIN' search xk | head -1 | cut -f1 | grep -qx '😂' && '$BIN' search xk | head -6 | cut -f1 | grep -qx '\[笑哭\]'"
check "search [笑哭] with its brackets puts the sticker first" equals "$("$BIN" search '[笑哭]' | head -1 | cut -f1)" "[笑哭]"
check "search ribenguoqi (日本 国旗 typed as one word) puts 🇯🇵 first" equals "$("$BIN" search ribenguoqi | head -1 | cut -f1)" "🇯🇵"
check "search zhongguoguoqi (中国 国旗) puts 🇨🇳 first" equals "$("$BIN" search zhongguoguoqi | head -1 | cut -f1)" "🇨🇳"
check "search ribenguoq (a phrase half typed) already shows 🇯🇵" equals "$("$BIN" search ribenguoq | head -1 | cut -f1)" "🇯🇵"
check "search 旗帜 finds the flags group" bash -c "'$BIN' search 旗帜 | cut -f1 | grep -qx '🇨🇳'"
check "search wave dark gives only the dark tones" equals "$("$BIN" search wave dark | cut -f1 | tr '\n' ' ')" "👋🏾 👋🏿 "
mkdir -p "$WORK/guapack"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/guapack/gua.png"
printf '{"name": "瓜", "stickers": [{"code": "[吃瓜]", "image": "gua.png"}]}' > "$WORK/guapack/pack.json"
# 吃瓜 is also a synonym of 🍉 🍿 👀, which come first as emoji do among equal matches.
check "search --pack: a user sticker's Chinese code read as pinyin" bash -c "'$BIN' search chigua --pack '$WORK/guapack' | head -4 | cut -f1 | grep -qx '\[吃瓜\]'"
check "search without --pack: no such sticker" bash -c "! '$BIN' search chigua | cut -f1 | grep -qx '\[吃瓜\]'"

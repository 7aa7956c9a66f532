# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Hostile packs, files and text on the command line: one line for what is wrong, everything else keeps working,
# nothing reaches the terminal raw, memory stays bounded.
ESC=$(printf '\033')

mkdir -p "$WORK/deep"
python3 -c "n=10000; open('$WORK/deep/info.plist','w').write('<?xml version=\"1.0\"?><plist version=\"1.0\">'+'<array>'*n+'</array>'*n+'</plist>')"
msg=$("$BIN" list --pack "$WORK/deep" 2>&1 >/dev/null); status=$?
check "a plist nested 10,000 deep named on the command line: one line, exit 1" bash -c "[ $status -eq 1 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ] && printf '%s' \"$msg\" | grep -q 'pack deep: info.plist nests deeper than 32 levels'"
mkdir -p "$XDG_DATA_HOME/emotion-keyboard/packs"
cp -r "$WORK/deep" "$XDG_DATA_HOME/emotion-keyboard/packs/deep"
count=$("$BIN" list 2>"$WORK/deep-err" | wc -l)
check "as a user pack it is one warning and every other pack and command works" bash -c "[ $count -eq 3870 ] && [ \$(wc -l < '$WORK/deep-err') -eq 1 ]"
rm -rf "$XDG_DATA_HOME/emotion-keyboard/packs/deep"

mkdir -p "$WORK/evil"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/evil/a.png"
printf '{"name": "X\\u001b]0;owned\\u0007\\u001b[2J", "stickers": [{"code": "[恶]", "image": "a.png", "name_en": "evil\\tname\\u001b[31m", "name_zh": "坏\\n人"}]}' > "$WORK/evil/pack.json"
"$BIN" list --pack "$WORK/evil" > "$WORK/evil-list" 2> "$WORK/evil-err"
check "list prints no escape character from a pack" test "$(grep -c "$ESC" "$WORK/evil-list" "$WORK/evil-err" | awk -F: '{s += $2} END {print s}')" -eq 0
check "every list row keeps its four fields" test "$(awk -F'\t' 'NF != 4' "$WORK/evil-list" | wc -l)" -eq 0
check "the cleaned pack is listed" grep -q "^X]0;owned\[2J	\[恶\]	\[恶\]	evil name\[31m$" "$WORK/evil-list"
"$BIN" list --pack "$WORK/evil" --format json > "$WORK/evil-json" 2>/dev/null
check "list json stays valid and escape-free" bash -c "python3 -c 'import json,sys; json.load(open(sys.argv[1]))' '$WORK/evil-json' && ! grep -q '$ESC' '$WORK/evil-json'"
check "search prints no escape character" bash -c "'$BIN' search evil --pack '$WORK/evil' 2>/dev/null | grep -q '恶' && ! '$BIN' search evil --pack '$WORK/evil' 2>&1 | grep -q '$ESC'"
mkdir -p "$WORK/odd$ESC[2Jfolder"
msg=$("$BIN" list --pack "$WORK/odd$ESC[2Jfolder" 2>&1 >/dev/null)
check "a folder name in a warning is escaped" bash -c "printf '%s' '$msg' | grep -q 'odd\\\\u{1B}\[2Jfolder' && ! printf '%s' '$msg' | grep -q '$ESC'"

mkdir -p "$WORK/bad-images"
python3 - "$REPO/assets/packs/doudou/kaixin.png" "$WORK/bad-images" <<'PY'
import sys, struct, zlib, json
d = bytearray(open(sys.argv[1], 'rb').read()); out = sys.argv[2]
crc = bytearray(d); crc[-13] ^= 1
n = struct.unpack('>I', d[33:37])[0]; data = bytearray(d[41:41 + n]); data[50] ^= 0xFF
idat = d[:41] + data + struct.pack('>I', zlib.crc32(b'IDAT' + data) & 0xFFFFFFFF) + d[45 + n:]
for name, body in [('good', d), ('crc', crc), ('cut', d[:300]), ('idat', idat)]:
    open(f'{out}/{name}.png', 'wb').write(body)
json.dump({'name': 'Bad', 'stickers': [{'code': f'[{n}]', 'image': f'{n}.png'} for n in ['good', 'crc', 'cut', 'idat']]}, open(f'{out}/pack.json', 'w'))
PY
"$BIN" list --pack "$WORK/bad-images" > "$WORK/bad-list" 2> "$WORK/bad-err"
check "list shows only the image that decodes" equals "$(grep '^Bad' "$WORK/bad-list" | cut -f2 | tr '\n' ' ')" "[good] "
check "list names each broken image in one line" test "$(grep -c -E '\[(crc|cut|idat)\]' "$WORK/bad-err")" -eq 3
"$BIN" doctor > "$WORK/doctor" 2>&1; status=$?
check "doctor decodes every shipped sticker image" bash -c "grep -q 'sticker images that decode: 11 of 11' '$WORK/doctor'"

check "convert --from-plain drops ESC, BEL and NUL and keeps line breaks" equals "$(printf 'a\033[2Jb\007c\000d\te\r\nf' | "$BIN" convert --from-plain | od -An -c | tr -s ' ')" "$(printf 'a[2Jbcd\te\r\nf' | od -An -c | tr -s ' ')"
check "convert --emoji-names leaves a shipped sticker code alone" equals "$(printf '[微笑]☺️' | "$BIN" convert --from-plain --emoji-names)" "[微笑]☺️"
check "and never encodes an emoji into a sticker's code" equals "$(printf '☺️😂' | "$BIN" convert --to-plain --emoji-names)" "☺️[笑哭了]"
check "convert escapes bidirectional controls, separators, invisible characters and a bare CR, not emoji sequences" equals "$(python3 -c 'import sys; sys.stdout.buffer.write("a\u202Eb\u2066c\u2028d\u200Be\U000E0001f\rg\r\nh👨‍👩‍👧🏴󠁧󠁢󠁳󠁣󠁴󠁿".encode())' | "$BIN" convert --to-plain | od -An -c | tr -s ' ')" "$(printf 'a\\u{202E}b\\u{2066}c\\u{2028}d\\u{200B}e\\u{E0001}f\\rg\r\nh👨‍👩‍👧🏴󠁧󠁢󠁳󠁣󠁴󠁿' | od -An -c | tr -s ' ')"
python3 -c "
chunk = ('hello 你好 [笑哭] 😂👍🏽 [未知] ' * 40 + '\\n').encode()
with open('$WORK/big.txt', 'wb') as f:
    for _ in range(24 * 1024 * 1024 // len(chunk)): f.write(chunk)
"
/usr/bin/time -o "$WORK/rss" -f '%M' "$BIN" convert --from-plain < "$WORK/big.txt" > "$WORK/big.out"
check "convert streams 24 MB: the same text back in under 40 MB of memory (52 bytes per byte before)" bash -c "cmp -s '$WORK/big.txt' '$WORK/big.out' && [ \$(cat '$WORK/rss') -lt 40960 ]"
/usr/bin/time -o "$WORK/rss" -f '%M' "$BIN" convert --from-plain --format json < "$WORK/big.txt" > "$WORK/big.out"
check "the json segments stream too" bash -c "[ \$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' '$WORK/big.out') -gt 100000 ] && [ \$(cat '$WORK/rss') -lt 40960 ]"
python3 -c "
with open('$WORK/big.txt', 'wb') as f:
    f.write(b'a')
    for _ in range(12 * 1024): f.write('\u0301'.encode() * 1024)
    f.write(b'b\n')
"
/usr/bin/time -o "$WORK/rss" -f '%M' "$BIN" convert --to-plain < "$WORK/big.txt" > "$WORK/big.out"
check "convert of one grapheme of 12 million combining marks (24 MB): the same text back in under 40 MB of memory" bash -c "cmp -s '$WORK/big.txt' '$WORK/big.out' && [ \$(cat '$WORK/rss') -lt 40960 ]"
rm -f "$WORK/big.txt" "$WORK/big.out"

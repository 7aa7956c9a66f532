# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# 10,000 stickers in the user's packs (issue 11): the first frame does not wait for them, their tabs join after it;
# the next starts read them from the pack cache in time for the first frame; when they changed, a Recent tab that names
# one of them waits for the packs, so it opens complete.
python3 "$REPO/Benchmarks/make-sticker-packs.py" "$XDG_DATA_HOME/emotion-keyboard/packs" 10000 5 >/dev/null
# Packs changed less than 2 s before a load are not kept in the pack cache (their stamps could miss a change within
# the same tick of the clock): the user's packs are older than that.
sleep 2.2
# The line number in $WORK/err of the first line containing $1 (empty when there is none).
first_line() { grep -n -m1 -- "$1" "$WORK/err" | cut -d: -f1; }

export EMOTION_KEYBOARD_TRACE=1
start
sleep 1
frame=$(first_line "frame drawn"); added=$(first_line "user packs added")
check "the first frame is drawn before the user's packs join (lines ${frame:-none} and ${added:-none})" \
    test -n "$frame" -a -n "$added" -a "${frame:-0}" -lt "${added:-0}"
# 18 tabs: recent, favourites, 9 emoji groups, the shipped pack, the 5 user packs, kaomoji (the strip scrolls).
click $(tab 12); shot "$SHOTS/user-packs.png"; click $(cell 0 1); send
check "a sticker of the first user pack inserts" equals "$(printed)" "[bench-0-1]"
stop

# A returning user whose Recent tab names a user pack's sticker: the packs come from the pack cache.
returning() {
    "$BIN" --print > "$WORK/out" 2> "$WORK/err" &
    KB=$!
    wait_window "$KB"
    sleep 0.5
    click $(cell 0 0); send
}
returning
check "a Recent tab naming a user pack's sticker shows it in the first frame" equals "$(printed)" "[bench-0-1]"
frame=$(first_line "frame drawn"); cached=$(first_line "user packs from the pack cache")
check "the unchanged packs came from the pack cache before the first frame (lines ${cached:-none} and ${frame:-none})" \
    test -n "$frame" -a -n "$cached" -a "${cached:-0}" -lt "${frame:-0}"
decoded=$(first_line "sticker image decoded")
check "and the sticker drawn last time came from the glyph cache, not decoded again (lines ${decoded:-none} and $frame)" \
    test -z "$decoded" -o "${decoded:-0}" -gt "${frame:-0}"
stop
check "the pack cache is in the cache folder" test -s "$XDG_CACHE_HOME/emotion-keyboard/packs.cache"

# From the pack cache the first frame has every pack's tab but only the stickers Recent and Favourites name: the others
# join after it, from the same file.
# Checks, by their line numbers in the trace, that the first frame took the packs from the pack cache and that they all
# joined after it.
check_cache_then_join() {
    local cached frame added
    cached=$(first_line "user packs from the pack cache"); frame=$(first_line "frame drawn"); added=$(first_line "user packs added")
    check "$1 (lines ${cached:-none}, ${frame:-none}, ${added:-none})" \
        test -n "$cached" -a -n "$frame" -a -n "$added" -a "${cached:-0}" -lt "${frame:-0}" -a "${frame:-0}" -lt "${added:-0}"
}
start
sleep 1
check_cache_then_join "from the pack cache, the other stickers join after the first frame"
click $(tab 12); click $(cell 0 2); send
check "a sticker Recent does not name inserts from its pack's tab" equals "$(printed)" "[bench-0-2]"
stop

# A sticker line the first frame skipped that does not check: the rest of the cache is a miss, so the packs load from
# their folders after the first frame, join, and are kept again.
sed -i 's/\t\[bench-3-5\]\t/\t[bench-3]5]\t/' "$XDG_CACHE_HOME/emotion-keyboard/packs.cache"
check "the fixture broke a line of the pack cache" grep -q 'bench-3\]5' "$XDG_CACHE_HOME/emotion-keyboard/packs.cache"
start
sleep 1
check_cache_then_join "a bad line the first frame skipped: that frame from the cache, the packs loaded and joined after it"
click $(tab 15); click $(cell 0 5); send
check "the sticker of the bad line inserts from its pack's tab" equals "$(printed)" "[bench-3-5]"
stop
check "the pack cache is written again, without the bad line" \
    bash -c "grep -q 'bench-3-5' '$XDG_CACHE_HOME/emotion-keyboard/packs.cache' && ! grep -q 'bench-3\]5' '$XDG_CACHE_HOME/emotion-keyboard/packs.cache'"

# A manifest changed since, in place (same inode): the packs load from their folders, and the first frame waits.
printf ' ' >> "$XDG_DATA_HOME/emotion-keyboard/packs/bench2/pack.json"
returning
check "packs changed since: the sticker of the Recent tab still shows in the first frame" equals "$(printed)" "[bench-3-5]"
check "and the packs were loaded, not taken from the cache, before that frame" \
    bash -c "! grep -q 'user packs added\|user packs from the pack cache' '$WORK/err' && grep -q 'frame drawn' '$WORK/err'"
stop

# A code two packs share, named by the Recent tab: reported once, also when the first frame takes the packs from the
# cache (its few stickers, then all of them, each join the catalog).
dup="$XDG_DATA_HOME/emotion-keyboard/packs/zdup"
mkdir -p "$dup"
cp "$XDG_DATA_HOME/emotion-keyboard/packs/bench0/s00000.png" "$dup/a.png"
printf '{"name": "Dup", "stickers": [{"code": "[bench-3-5]", "image": "a.png"}]}' > "$dup/pack.json"
sleep 2.2
returning
stop
returning
stop
check "the pack cache was used" grep -q "user packs from the pack cache" "$WORK/err"
check "a code two packs share is reported once (count: $(grep -c "duplicate code" "$WORK/err"))" \
    test "$(grep -c 'duplicate code' "$WORK/err")" = 1
unset EMOTION_KEYBOARD_TRACE
rm -rf "$XDG_DATA_HOME/emotion-keyboard/packs"

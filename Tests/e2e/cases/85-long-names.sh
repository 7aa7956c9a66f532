# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A sticker named with 20,000 characters in the magnifier: the name is fitted and cut in time proportional to what
# shows (issue 10: 10.8 s a frame, measuring the whole name again for every size tried and every character cut).
mkdir -p "$WORK/long-pack"
cp "$REPO/assets/packs/doudou/kaixin.png" "$WORK/long-pack/a.png"
python3 -c 'import json, sys; json.dump({"name": "Long", "stickers": [{"code": "[long]", "image": "a.png", "name_en": "W" * 20000}]}, open(sys.argv[1], "w"))' "$WORK/long-pack/pack.json"
EMOTION_KEYBOARD_TRACE=1 start --pack "$WORK/long-pack"
click $(tab 12); sleep 0.3; click $(tab 12); sleep 0.3
before=$(wc -l < "$WORK/err")
began=$(date +%s%N)
press_drag $(cell 0 0); move $(cell 0 0); release; send
for _ in $(seq 100); do [ -s "$WORK/out" ] && break; sleep 0.1; done
elapsed=$(( ($(date +%s%N) - began) / 1000000 ))
slowest=$(tail -n +$((before + 1)) "$WORK/err" | grep -ao 'took [0-9.]*' | awk '{print $2}' | sort -n | tail -1)
check "the magnifier over a 20,000-character name answers press, release and Send within 3 s ($elapsed ms)" test "$elapsed" -lt 3000
# Linear fitting draws such a frame in a few ms (up to ~70 on a loaded machine); the quadratic one took 10.8 s.
check "and its slowest frame takes under 500 ms (${slowest:-no frame} ms)" awk -v ms="${slowest:-100000}" 'BEGIN {exit !(ms < 500)}'
check "and the sticker inserts" equals "$(printed)" "[long]"
press_drag $(cell 0 0); shot "$SHOTS/long-name.png"; xdotool mousemove --window "$WIN" 5 5; release
stop

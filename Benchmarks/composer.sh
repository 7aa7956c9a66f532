#!/usr/bin/env bash
# What the composer costs with 0, 100 KB and 1 MB of text in it (issue 11: the same with 1 MB as with none), in the
# window under Xvfb, each size in a fresh keyboard with its own XDG folders. CPU time of the process from
# /proc/PID/schedstat (all threads), so a busy machine barely moves the figures:
#  - paste: the text is put on the clipboard (xclip) and pasted with Ctrl+V; CPU until the window is idle again,
#    and the throughput that gives;
#  - keystroke: 40 characters typed at the end of the text, CPU per key minus the idle cost over the same time;
#  - caret blink: CPU per second while idle and focused (the caret blinks twice a second);
#  - motion: a press-and-drag of 1000 motion events across the grid, the magnifier over the composer on the top row,
#    CPU per event minus the idle cost.
# The empty composer is the reference for the others, measured in the same run: ROUNDS rounds (default 3) of the
# three sizes interleaved, medians printed.
# Usage: Benchmarks/composer.sh [path/to/emotion-keyboard] [ROUNDS]   (needs xvfb, openbox, xdotool, xclip, x11-utils, python3, bc)
set -eu
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
ROUNDS=${2:-3}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
. "$HERE/xsession.sh"
CLIP=""
trap 'kill $CLIP $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
export LANG=C.UTF-8

cpu_ns() { awk '{print $1}' "/proc/$1/schedstat"; }
now_ns() { date +%s%N; }

# Waits until process $1 has used no CPU for 0.3 s (at most 60 s).
wait_idle() {
    local before after
    for _ in $(seq 200); do
        before=$(cpu_ns "$1"); sleep 0.3; after=$(cpu_ns "$1")
        [ $((after - before)) -lt 2000000 ] && return 0
    done
}

# Text of about $1 bytes as people paste it: words, Chinese, emoji and sticker codes, one line.
python3 - "$WORK" <<'PY'
import random, sys
random.seed(11)
words = ["hello", "world", "emotion", "keyboard", "sticker", "你好", "谢谢", "今天", "😀", "👍🏽", "🇯🇵", "[笑哭]", "[开心]", "(^_^)"]
for name, size in (("100k", 100_000), ("1m", 1_000_000)):
    parts, total = [], 0
    while total < size:
        word = random.choice(words)
        parts.append(word)
        total += len(word.encode()) + 1
    open(f"{sys.argv[1]}/text-{name}", "w").write(" ".join(parts))
PY
: > "$WORK/text-0"

# CPU of process $1 over `sleep $2`, in ns.
idle_cpu() { local before; before=$(cpu_ns "$1"); sleep "$2"; echo $(( $(cpu_ns "$1") - before )); }

measure() {
    local size=$1 dir=$WORK/state-$1-$RANDOM kb win bytes before start elapsed cpu idle
    mkdir -p "$dir"/{cache,data,state,config}
    env $(state_env "$dir") "$BIN" 2>/dev/null & kb=$!
    win=$(window_of $kb)
    sleep 0.5
    xdotool windowactivate --sync "$win" 2>/dev/null || true
    xdotool mousemove --window "$win" 150 22 click 1; sleep 0.3
    # The first key press opens the input method (it reads the locale's Compose table): not part of any figure.
    xdotool key End; sleep 0.3
    bytes=$(stat -c %s "$WORK/text-$size")
    if [ "$bytes" -gt 0 ]; then
        xclip -selection clipboard -i "$WORK/text-$size" & CLIP=$!
        sleep 0.3
        wait_idle $kb
        before=$(cpu_ns $kb); start=$(now_ns)
        xdotool key ctrl+v
        sleep 0.3; wait_idle $kb
        cpu=$(( $(cpu_ns $kb) - before )); elapsed=$(( $(now_ns) - start ))
        echo "$size paste $bytes $cpu $elapsed" >> "$WORK/results"
        kill $CLIP 2>/dev/null || true; wait $CLIP 2>/dev/null || true; CLIP=""
    fi
    wait_idle $kb
    # Caret blink: idle and focused, 4 s.
    idle=$(idle_cpu $kb 4)
    echo "$size blink $idle 4" >> "$WORK/results"
    # Keystrokes at the end of the text.
    before=$(cpu_ns $kb); start=$(now_ns)
    xdotool type --delay 25 "abcdefghijabcdefghijabcdefghijabcdefghij"
    sleep 0.3
    cpu=$(( $(cpu_ns $kb) - before )); elapsed=$(( $(now_ns) - start ))
    echo "$size keys 40 $cpu $elapsed $idle" >> "$WORK/results"
    wait_idle $kb
    before=$(cpu_ns $kb); start=$(now_ns)
    drag "$win"
    cpu=$(( $(cpu_ns $kb) - before )); elapsed=$(( $(now_ns) - start ))
    echo "$size motion 1000 $cpu $elapsed $idle" >> "$WORK/results"
    rss=$(awk '/VmHWM/ {print $2}' /proc/$kb/status)
    echo "$size rss $rss" >> "$WORK/results"
    kill $kb; wait $kb 2>/dev/null || true
}

: > "$WORK/results"
for _ in $(seq "$ROUNDS"); do
    for size in 0 100k 1m; do measure $size; done
done

python3 - "$WORK/results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
def get(size, kind):
    """The median round's fields (ordered by their CPU time, or peak RSS), or None."""
    cpu = 0 if kind in ("blink", "rss") else 1
    mine = sorted((row[2:] for row in rows if row[0] == size and row[1] == kind), key=lambda fields: float(fields[cpu]))
    return mine[len(mine) // 2] if mine else None
rounds = sum(1 for row in rows if row[0] == "0" and row[1] == "blink")
print(f"composer: CPU of the keyboard process (all threads), idle cost (caret blink) subtracted from keys and motion; median of {rounds} rounds")
print("  text     paste            keystroke   caret blink     motion event   peak RSS")
base = {}
for size, label in (("0", "empty"), ("100k", "100 KB"), ("1m", "1 MB")):
    paste = get(size, "paste")
    blink_cpu, blink_s = map(float, get(size, "blink"))
    per_second = blink_cpu / blink_s
    def per(kind):
        count, cpu, elapsed, idle = map(float, get(size, kind))
        return max(0.0, cpu - per_second * elapsed / 1e9) / count / 1e6
    key, motion = per("keys"), per("motion")
    rss = float(get(size, "rss")[0]) / 1024
    if paste:
        size_bytes, cpu, elapsed = map(float, paste)
        paste_text = f"{cpu / 1e6:7.1f} ms CPU, {size_bytes / (cpu / 1e9) / 1e6:5.1f} MB/s"
    else:
        paste_text = "-"
    if size == "0": base = {"key": key, "blink": per_second, "motion": motion}
    ratio = lambda value, ref: f"({value / ref:4.1f}x)" if ref > 0 and size != "0" else "       "
    print(f"  {label:<7} {paste_text:<27} {key:6.3f} ms {ratio(key, base['key'])} {per_second / 1e6:6.3f} ms/s {ratio(per_second, base['blink'])} "
          f"{motion:6.3f} ms {ratio(motion, base['motion'])} {rss:5.1f} MiB")
print("  (targets: keystroke, caret blink and motion the same with 1 MB as empty; motion < 0.2 ms CPU)")
PY

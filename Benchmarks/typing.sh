#!/usr/bin/env bash
# Typing 1000 emotions of every kind into xterm: ours (compose mode, one Send) side by side with `xdotool type` of the
# same text, rounds interleaved in one run, each measurement in a fresh X server with openbox and xterm. Prints wrong
# bytes, emotions per second, keymap changes (MappingNotify events a client sees) and the CPU time the window manager
# and the X server spend per emotion.
# With INPUT_METHOD=fcitx5, every session also runs fcitx5 with pinyin active (its own D-Bus session, a private
# profile, XMODIFIERS and the im-module variables set for xterm and the keyboard), as people typing Chinese have it.
# Usage: [INPUT_METHOD=fcitx5] Benchmarks/typing.sh [path/to/emotion-keyboard] [ROUNDS]   (needs the packages of `make deps`)
set -u
BIN=$(realpath "${1:-.build/release/emotion-keyboard}")
ROUNDS=${2:-3}
REPO=$(cd "$(dirname "$0")/.." && pwd)
X11=$REPO/Tests/e2e/x11_helpers.py
WORK=$(mktemp -d)
export XDG_STATE_HOME=$WORK/state XDG_CACHE_HOME=$WORK/cache XDG_CONFIG_HOME=$WORK/config LANG=C.UTF-8
trap 'session_stop; rm -rf "$WORK"' EXIT

# 1000 emotions cycling through every tab: base emoji of each group, their skin-tone variants, stickers, kaomoji.
BIN=$BIN /usr/bin/python3 - "$WORK/text" <<'PYTHON'
import os, subprocess, sys
rows = [l.split("\t") for l in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
groups = {}
for row in rows:
    groups.setdefault(row[0], []).append(row[1])
columns = list(groups.values())
picked, i = [], 0
while len(picked) < 1000:
    column = columns[i % len(columns)]
    picked.append(column[(i // len(columns)) * 7 % len(column)])
    i += 1
open(sys.argv[1], "w", encoding="utf-8").write("".join(picked))
PYTHON
BYTES=$(stat -c %s "$WORK/text")

# A fresh X server, openbox and an xterm whose cat appends what it receives to $WORK/out.
session_start() {
    rm -f "$WORK/display" "$WORK/out"; touch "$WORK/out"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 & XVFB=$!
    for _ in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.05; done
    export DISPLAY=:$(cat "$WORK/display")
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    openbox >/dev/null 2>&1 & WM=$!
    sleep 0.5
    [ "${INPUT_METHOD:-}" = fcitx5 ] && fcitx5_start
    xterm -u8 -geometry 80x10+440+440 -e sh -c "stty -echo -icanon; exec cat >> '$WORK/out'" & XT=$!
    XTW=""
    for _ in $(seq 100); do
        XTW=$(xdotool search --pid $XT 2>/dev/null | head -1)
        [ -n "$XTW" ] && xwininfo -id "$XTW" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    for _ in $(seq 20); do
        xdotool windowactivate --sync "$XTW" 2>/dev/null; sleep 0.1
        [ "$(xdotool getwindowfocus)" = "$XTW" ] && break
    done
    [ "$(xdotool getwindowfocus)" = "$XTW" ] || echo "warning: xterm does not have the focus" >&2
}
session_stop() {
    kill ${XT:-} ${IM:-} ${DBUS_SESSION_BUS_PID:-} ${WM:-} ${XVFB:-} 2>/dev/null
    wait ${XT:-} ${IM:-} ${WM:-} ${XVFB:-} 2>/dev/null; XT=""; IM=""; WM=""; XVFB=""; DBUS_SESSION_BUS_PID=""
}

# fcitx5 with pinyin active in every new input context, from a profile in this run's XDG_CONFIG_HOME.
fcitx5_start() {
    mkdir -p "$XDG_CONFIG_HOME/fcitx5"
    printf '[Groups/0]\nName=Default\nDefault Layout=us\nDefaultIM=pinyin\n\n[Groups/0/Items/0]\nName=keyboard-us\nLayout=\n\n[Groups/0/Items/1]\nName=pinyin\nLayout=\n\n[GroupOrder]\n0=Default\n' \
        > "$XDG_CONFIG_HOME/fcitx5/profile"
    printf '[Behavior]\nActiveByDefault=True\nShareInputState=No\n' > "$XDG_CONFIG_HOME/fcitx5/config"
    eval "$(dbus-launch --sh-syntax)"
    export GTK_IM_MODULE=fcitx QT_IM_MODULE=fcitx XMODIFIERS=@im=fcitx
    fcitx5 > /dev/null 2>&1 & IM=$!
    for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q '@server=fcitx' && break; sleep 0.1; done
    sleep 1
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# measure NAME: $PREPARE, then times $TYPE until xterm has received as many bytes as the text; prints one table row.
measure() {
    local name=$1 start end wm0 x0 wm1 x1 wrong changes
    session_start
    eval "$PREPARE"
    /usr/bin/python3 "$X11" count-mappings "$WORK/changes" > "$WORK/counter-ready" & COUNTER=$!
    for _ in $(seq 50); do [ -s "$WORK/counter-ready" ] && break; sleep 0.05; done
    wm0=$(cpu_ticks $WM); x0=$(cpu_ticks $XVFB); start=$(date +%s.%N)
    eval "$TYPE"
    # Until every byte arrived, or nothing more arrived for 3 s (a typist that loses bytes never reaches the count);
    # the end is when the last byte arrived.
    local size=-1 now quiet=0
    end=$(date +%s.%N)
    while [ "$quiet" -lt 30 ]; do
        now=$(stat -c %s "$WORK/out")
        if [ "$now" != "$size" ]; then size=$now; end=$(date +%s.%N); quiet=0; else quiet=$((quiet + 1)); fi
        [ "$size" -ge "$BYTES" ] && break
        sleep 0.1
    done
    # The window manager answers every keymap change (it grabs its keys again): count its CPU until it is idle.
    local before after
    for _ in $(seq 120); do
        before=$(cpu_ticks $WM); sleep 0.5; after=$(cpu_ticks $WM)
        [ "$before" = "$after" ] && break
    done
    wm1=$(cpu_ticks $WM); x1=$(cpu_ticks $XVFB)
    eval "$AFTER"
    kill $COUNTER; wait $COUNTER 2>/dev/null
    changes=$(cat "$WORK/changes")
    wrong=$(/usr/bin/python3 -c "
import sys
a, b = open(sys.argv[1], 'rb').read(), open(sys.argv[2], 'rb').read()
print(sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b)))" "$WORK/out" "$WORK/text")
    printf '| %s | %s | %.1f | %s | %.2f | %.2f |\n' "$name" "$wrong" "$(echo "1000 / ($end - $start)" | bc -l)" "$changes" \
        "$(echo "($wm1 - $wm0) * 10 / 1000" | bc -l)" "$(echo "($x1 - $x0) * 10 / 1000" | bc -l)"
    session_stop
}

OURS_PREPARE='
    "$BIN" > /dev/null 2>&1 & KB=$!
    WIN=""
    for _ in $(seq 100); do WIN=$(xdotool search --pid $KB --class EmotionKeyboard 2>/dev/null | head -1); [ -n "$WIN" ] && break; sleep 0.05; done
    sleep 0.5
    xclip -i -selection clipboard < "$WORK/text"
    xdotool windowactivate --sync "$WIN" 2>/dev/null; xdotool windowfocus --sync "$WIN" 2>/dev/null
    xdotool mousemove --window "$WIN" 150 22 click 1; sleep 0.2; xdotool key ctrl+v; sleep 1'
# The keyboard opened over xterm, which stays its target; Send gives xterm the focus back and types.
OURS_TYPE='xdotool mousemove --window "$WIN" 367 22 click 1'
OURS_AFTER='kill $KB; wait $KB 2>/dev/null'

echo "1000 emotions ($BYTES bytes) typed into xterm${INPUT_METHOD:+ under $INPUT_METHOD with pinyin active}, $ROUNDS rounds, each measurement in a fresh X server"
echo
echo "| program | wrong bytes | emotions/s | keymap changes | WM CPU ms/emotion | X server CPU ms/emotion |"
echo "| --- | --- | --- | --- | --- | --- |"
for round in $(seq "$ROUNDS"); do
    PREPARE=$OURS_PREPARE TYPE=$OURS_TYPE AFTER=$OURS_AFTER measure "emotion-keyboard"
    PREPARE=':' TYPE='xdotool type --file "$WORK/text"' AFTER=':' measure "xdotool type"
done

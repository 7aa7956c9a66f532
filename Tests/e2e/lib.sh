# Sourced by Tests/e2e/run.sh: a private Xvfb + openbox, fresh XDG folders, and the helpers the cases use.
# Expects BIN and REPO.
SHOTS=${E2E_SHOTS:-$PWD/.build/e2e-shots}
WORK=$(mktemp -d)
mkdir -p "$SHOTS"
PASSED=0
FAILED=0

. "$REPO/scripts/start-x.sh"
export XDG_STATE_HOME=$WORK/state XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache XDG_CONFIG_HOME=$WORK/config LANG=C.UTF-8
trap 'kill $KB $WM $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT
KB=""

# Where things are in the window: layout.py reads the layout the window publishes with EMOTION_KEYBOARD_LAYOUT set
# (after a ping, so it follows every event sent before) and prints a point "x y". `cell ROW COLUMN`: the square grid
# (negative counts from the end); `wcell`: the wide cells of the kaomoji tab; `at NAME`: send, field, mode, layer,
# search, settings, tone, searchField or delete; `tab INDEX`: a tab, the strip scrolled to show it; `option TEXT`: an
# option of the open popup (skin tones, tone menu, sticker menu); `layout geometry QUERY...`: the rectangle as
# ImageMagick's WxH+X+Y; `layout grid`: the square grid's shape; `layout`: the whole layout as JSON.
export EMOTION_KEYBOARD_LAYOUT=1
LAYOUT_PY=$REPO/Tests/e2e/layout.py
layout() { /usr/bin/python3 "$LAYOUT_PY" "$WIN" "$@"; }
cell() { layout cell "$1" "$2"; }
wcell() { layout wcell "$1" "$2"; }
at() { layout at "$1"; }
tab() { layout tab "$1"; }
option() { layout option "$1"; }

start() {
    # Fresh recents for each run, so the window opens on the first emoji tab.
    export XDG_STATE_HOME=$WORK/state-$RANDOM
    : > "$WORK/out"
    "$BIN" --print "$@" >> "$WORK/out" 2> "$WORK/err" &
    KB=$!
    wait_window "$KB"
    sleep 0.3
}
# `xwininfo -id ""` (a window that never opened: the keyboard died) waits for a click on some window, which would hang
# the suite instead of failing the check: without an id it fails at once.
xwininfo() {
    if [ "${1:-}" = -id ] && [ -z "${2:-}" ]; then echo "xwininfo: no window id" >&2; return 1; fi
    command xwininfo "$@"
}
# Sets WIN to the keyboard window of process $1 once it is viewable, waiting up to 5 s.
wait_window() {
    for _ in $(seq 100); do
        WIN=$(xdotool search --all --pid "$1" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$WIN" ] && xwininfo -id "$WIN" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
}
stop() { kill "$KB" 2>/dev/null; wait "$KB" 2>/dev/null; KB=""; }
click() { xdotool mousemove --window "$WIN" $1 $2 click 1; sleep 0.15; }
press_drag() { xdotool mousemove --window "$WIN" $1 $2 mousedown 1; sleep 0.35; }
move() { xdotool mousemove --window "$WIN" $1 $2; sleep 0.12; }
release() { xdotool mouseup 1; sleep 0.15; }
send() { click $(at send); }
focus() { click $(at field); xdotool windowactivate --sync "$WIN" 2>/dev/null; xdotool windowfocus --sync "$WIN"; sleep 0.1; }
key() { xdotool key --clearmodifiers "$@"; sleep 0.15; }
# Waits until the keyboard has handled every event sent to it so far and drawn what they changed: it answers a window
# manager's ping from the loop that handles its input, after that loop's frame (a fact, where a sleep is a guess that a
# loaded machine loses). Skipped once it has exited.
settle() {
    [ -n "${KB:-}" ] && kill -0 "$KB" 2>/dev/null || return 0
    /usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" ping "$WIN" >/dev/null || echo "   the keyboard answered no ping in 10 s" >&2
}
printed() { settle; cat "$WORK/out"; }
# Waits up to 5 s for search results: the first cell holds a glyph (the index is built on the first search).
wait_results() {
    local first
    first=$(layout geometry cell 0 0)
    for _ in $(seq 50); do
        shot "$WORK/results.png"
        [ "$(convert "$WORK/results.png" -crop "$first" +repage -shave 8x8 -format '%[fx:minima.intensity<0.9]' info:)" = 1 ] && return
        sleep 0.1
    done
}
# A selection's text once the keyboard has handled what came before (xclip's own complaint on a refusal).
selection() { settle; xclip -o -selection "$1" 2>&1; }
# xwd does not grab the pointer (ImageMagick's import does, which ends a drag in progress).
# shot FILE: the keyboard's window once it has drawn what every event sent to it so far changed.
shot() { settle; xwd -silent -id "$WIN" | convert xwd:- "$1"; }
# A failed check keeps the case's files as they were then (what the applications received, the keyboard's standard
# error and trace), before a later step of the case writes over them: in $E2E_FAILURES (default .build/e2e-failures).
check() {
    local name=$1; shift
    if "$@"; then PASSED=$((PASSED + 1)); echo "ok - $name"; return; fi
    FAILED=$((FAILED + 1)); echo "not ok - $name"
    local kept
    kept=${E2E_FAILURES:-$REPO/.build/e2e-failures}/$(date +%Y%m%d-%H%M%S)-$FAILED
    mkdir -p "$kept" && find "$WORK" -maxdepth 1 -type f -size -8M -exec cp {} "$kept/" \; && echo "# kept in $kept"
}
equals() { [ "$1" = "$2" ] || { printf '   expected %q\n   got      %q\n' "$2" "$1"; return 1; }; }

# The grid shows base emoji only (skin tones hang off their base): the n-th base of Smileys & Emotion.
export BIN
smiley() { python3 -c '
import subprocess, sys, os
rows = [l.split("\t") for l in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
tones = {chr(c) for c in range(0x1F3FB, 0x1F400)}
bases = [r[1] for r in rows if r[0] == "Smileys & Emotion" and not (set(r[1]) & tones)]
print(bases[int(sys.argv[1])])' "$1"; }


# An xterm whose shell copies every byte typed into it to $1 (no echo, no line editing); sets XT (pid) and XTW (window)
# and gives it the focus.
start_xterm_cat() {
    xterm -u8 -geometry 70x6+430+420 -e sh -c "stty -echo -icanon; exec cat >> '$1'" &
    XT=$!
    XTW=""
    for _ in $(seq 100); do XTW=$(xdotool search --pid $XT 2>/dev/null | head -1); [ -n "$XTW" ] && break; sleep 0.05; done
    sleep 0.4
    xdotool windowactivate --sync "$XTW" 2>/dev/null; sleep 0.2
}

# The letters layer: a tap, and the taps that type $1 (Tests/e2e/letters_type.py: the other page, Shift, or a long
# press and a slide to an accent, as the window's layout shows them).
letters_click() { xdotool mousemove --window "$WIN" $1 $2 click 1; sleep 0.15; }
letters_type() { /usr/bin/python3 "$REPO/Tests/e2e/letters_type.py" "$WIN" "$1"; }

# Starts the keyboard with its own options only (no --print): sets KB and WIN; its standard error goes to $WORK/err.
start_plain() {
    export XDG_STATE_HOME=$WORK/state-$RANDOM
    "$BIN" "$@" > "$WORK/out" 2> "$WORK/err" &
    KB=$!
    wait_window "$KB"
    sleep 0.3
}

# Runs the steps of Tests/e2e/typing_plan.py (tab N, page N, cell X Y BYTES) as clicks; the expected text goes to $1.
# Each cell's click waits until the application's file $2 holds the BYTES the clicks so far type (as a person waits to
# see it typed): that its size changed proves nothing, the rest of the click before may still have been on its way.
# Checks after each tab switch that the
# window with the focus is still $XTW; returns 1 if it ever was not.
click_plan() {
    local step a b inserted kept=0
    while read -r step a b inserted; do
        case $step in
            tab) click $(tab "$a"); [ "$(xdotool getwindowfocus)" = "$XTW" ] || kept=1 ;;
            page) xdotool mousemove --sync --window "$WIN" $(cell 1 3) click --repeat "$a" --delay 40 5; sleep 0.2 ;;
            cell)
                xdotool mousemove --sync --window "$WIN" "$a" "$b" click 1
                for _ in $(seq 150); do [ "$(stat -c %s "$2")" -ge "$inserted" ] && break; sleep 0.02; done ;;
        esac
    done < <(BIN=$BIN /usr/bin/python3 "$REPO/Tests/e2e/typing_plan.py" "$WIN" "$1")
    return $kept
}

# A GTK text view (Tests/e2e/gtk_text_view.py) that writes its whole text to $1 after every change; sets GV (pid)
# and GVW (window) and gives it the focus. Its title is $2 (default emotion-textview), its GTK version $3 (3 or 4).
start_gtk_text_view() {
    local title=${2:-emotion-textview}
    : > "$1"
    /usr/bin/python3 "$REPO/Tests/e2e/gtk_text_view.py" "$1" "$title" "${3:-3}" 2>/dev/null &
    GV=$!
    GVW=""
    for _ in $(seq 150); do GVW=$(xdotool search --name "^$title\$" 2>/dev/null | head -1); [ -n "$GVW" ] && break; sleep 0.1; done
    sleep 0.5
    xdotool windowactivate --sync "$GVW" 2>/dev/null; sleep 0.3
}

# Waits up to 10 s for file $1 to hold $2 bytes or more.
wait_size() { for _ in $(seq 100); do [ "$(stat -c %s "$1")" -ge "$2" ] && break; sleep 0.1; done; }

# fcitx5 reads its profile from a private XDG_CONFIG_HOME: pinyin is the input method, active in every new context.
start_fcitx5() {
    mkdir -p "$XDG_CONFIG_HOME/fcitx5"
    cat > "$XDG_CONFIG_HOME/fcitx5/profile" <<'PROFILE'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=pinyin

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=pinyin
Layout=

[GroupOrder]
0=Default
PROFILE
    printf '[Behavior]\nActiveByDefault=True\nShareInputState=No\n' > "$XDG_CONFIG_HOME/fcitx5/config"
    fcitx5 > "$WORK/im.log" 2>&1 & IM_PID=$!
}

# IBus takes its engine from the running daemon: libpinyin, which starts in Chinese mode.
start_ibus() {
    ibus-daemon --xim --panel=disable > "$WORK/im.log" 2>&1 & IM_PID=$!
    for _ in $(seq 100); do xprop -root XIM_SERVERS 2>/dev/null | grep -q '@server=ibus' && break; sleep 0.1; done
    for _ in $(seq 50); do ibus engine libpinyin 2>/dev/null && break; sleep 0.2; done
}

# A Qt5 QTextEdit (Tests/e2e/qt_text_view.py, PyQt5) that writes its whole text to $1 after every change; sets QV (pid)
# and QVW (window) and gives it the focus. Its title is $2 (default emotion-qtview).
start_qt_text_view() {
    local title=${2:-emotion-qtview}
    : > "$1"
    /usr/bin/python3 "$REPO/Tests/e2e/qt_text_view.py" "$1" "$title" 2>>"$WORK/qt.log" &
    QV=$!
    QVW=""
    for _ in $(seq 150); do QVW=$(xdotool search --name "^$title\$" 2>/dev/null | head -1); [ -n "$QVW" ] && break; sleep 0.1; done
    sleep 0.5
    xdotool windowactivate --sync "$QVW" 2>/dev/null; sleep 0.3
}

# start_emacs FILE: an Emacs frame titled emotion-emacs whose buffer goes to FILE on each change; sets EM and EMW.
start_emacs() {
    : > "$1"
    emacs -Q --title emotion-emacs -geometry 60x8+430+420 --eval "(progn (setq inhibit-startup-screen t)
        (switch-to-buffer (get-buffer-create \"typed\"))
        (add-hook 'after-change-functions (lambda (&rest _) (write-region nil nil \"$1\" nil 'quiet)) nil t))" \
        2>/dev/null &
    EM=$!
    EMW=""
    for _ in $(seq 150); do EMW=$(xdotool search --name '^emotion-emacs$' 2>/dev/null | head -1); [ -n "$EMW" ] && break; sleep 0.1; done
    sleep 1
    xdotool windowactivate --sync "$EMW" 2>/dev/null; sleep 0.3
}

# late_target FILE DELAY [TARGETS_DELAY]: a window that asks for TARGETS on Ctrl+V and reads the text DELAY s later
# into FILE (x11_helpers.py late-target); sets LT (pid) and LTW (window) and activates it.
late_target() {
    : > "$1"
    /usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" late-target "$1" "$2" "${3:-0}" > "$WORK/late-ready" & LT=$!
    for _ in $(seq 100); do grep -q ready "$WORK/late-ready" 2>/dev/null && break; sleep 0.05; done
    LTW=$(head -1 "$WORK/late-ready")
    xdotool windowactivate --sync "$LTW" 2>/dev/null; sleep 0.3
}
stop_late_target() { kill "$LT" 2>/dev/null; wait "$LT" 2>/dev/null; }
# user_clipboard: the user's own CLIPBOARD and PRIMARY, which a delivery must give back.
user_clipboard() { printf 'the user clipboard' | xclip -i -selection clipboard; printf 'the user primary' | xclip -i -selection primary; }

# Sourced by the benchmark scripts: a private Xvfb with openbox (scripts/start-x.sh), and the helpers to start the
# keyboard with its own XDG folders. Sets DISPLAY, XVFB, WM; expects WORK (a scratch folder).
. "$(dirname "${BASH_SOURCE[0]}")/../scripts/start-x.sh"

# The XDG folders of the state in folder $1, as arguments of env: `env $(state_env DIR) COMMAND`.
state_env() { echo "XDG_CACHE_HOME=$1/cache XDG_DATA_HOME=$1/data XDG_STATE_HOME=$1/state XDG_CONFIG_HOME=$1/config"; }

# The window of process $1, once it is viewable.
window_of() {
    local win=""
    for _ in $(seq 200); do
        win=$(xdotool search --all --pid "$1" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$win" ] && xwininfo -id "$win" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    echo "$win"
}

# x y of the centre of tab $1 of $2 in a window $3 x $4 pixels (tabs share the bar's width; the bar is 40 px high at scale 1).
tab_point() { echo "$(($3 * (2 * $1 + 1) / (2 * $2))) $(($4 - 20))"; }

# A press-and-drag of 1000 motion events in a zig-zag over the grid of window $1 (cells of 56 px from (12,56) at
# scale 1, the top row under the composer), sent in batches.
drag() {
    local win=$1 batch i x y moves
    xdotool mousemove --window "$win" 40 84 mousedown 1; sleep 0.3
    for batch in $(seq 0 9); do
        moves=""
        for i in $(seq 0 99); do
            x=$((14 + (batch * 100 + i) * 7 % 388)); y=$((60 + (batch * 100 + i) * 3 % 164))
            moves="$moves mousemove --window $win $x $y"
        done
        xdotool $moves
    done
    sleep 0.3; xdotool mouseup 1; sleep 0.2
}

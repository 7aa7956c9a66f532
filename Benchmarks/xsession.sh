# Sourced by the benchmark scripts: a private Xvfb with openbox (scripts/start-x.sh), and the helpers to start the
# keyboard with its own XDG folders. Sets DISPLAY, XVFB, WM; expects WORK (a scratch folder).
. "$(dirname "${BASH_SOURCE[0]}")/../scripts/start-x.sh"

# The XDG folders of the state in folder $1, as arguments of env: `env $(state_env DIR) COMMAND`.
state_env() { echo "XDG_CACHE_HOME=$1/cache XDG_DATA_HOME=$1/data XDG_STATE_HOME=$1/state XDG_CONFIG_HOME=$1/config"; }

# The window of process $1, once it is viewable; at most $2 tries 50 ms apart (200 unless given).
window_of() {
    local win=""
    for _ in $(seq "${2:-200}"); do
        win=$(xdotool search --all --pid "$1" --class EmotionKeyboard 2>/dev/null | head -1)
        [ -n "$win" ] && xwininfo -id "$win" 2>/dev/null | grep -q IsViewable && break
        sleep 0.05
    done
    echo "$win"
}

# x y of the centre of tab $1 of $2 in window $5 of $3 x $4 pixels, as the model's TabStrip places them at scale 1: a
# 40 px bar, the search and tone buttons (30 px) at its ends, tabs at least 26 px wide (the last, kaomoji, 39) sharing
# the rest. When they do not fit, the strip scrolls between 20 px arrows: the wheel (26 px a step) scrolls it first so
# that the tab shows.
tab_point() {
    local i=$1 count=$2 width=$3 height=$4 window=$5 w=26 button area natural left tab_width view steps scroll max
    button=$(( width / 4 < 30 ? width / 4 : 30 )); area=$(( width - 2 * button ))
    natural=$(( (count - 1) * w + w * 3 / 2 ))
    if [ $natural -le $area ]; then
        left=$(( area * w * i / natural ))
        local right=$(( i == count - 1 ? area : area * w * (i + 1) / natural ))
        echo "$(( button + (left + right) / 2 )) $(( height - 20 ))"
        return
    fi
    view=$(( area - 40 )); max=$(( natural - view ))
    left=$(( w * i )); tab_width=$(( i == count - 1 ? w * 3 / 2 : w ))
    steps=$(( left + tab_width > view ? (left + tab_width - view + w - 1) / w : 0 ))
    scroll=$(( steps * w < max ? steps * w : max ))
    xdotool mousemove --window "$window" $(( width / 2 )) $(( height - 20 )) click --repeat $(( count + 2 )) --delay 5 4
    [ $steps -gt 0 ] && xdotool click --repeat $steps --delay 5 5
    sleep 0.1
    echo "$(( button + 20 + left - scroll + tab_width / 2 )) $(( height - 20 ))"
}

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

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Issue 33: a tab strip that scrolls shows whole tabs only. Between the last tab shown whole and the › arrow nothing
# of the next tab is drawn, at the start, after each press of › to the end (where the last tab shows whole) and of ‹
# back to the start (TabStripTests has the rule and the hit testing).

# The room after the last tab that lies whole in the strip's viewport, as WxH+X+Y (1 px in from the tab and the
# arrow), and the scroll, read from the layout the window publishes.
room() {
    layout | /usr/bin/python3 -c '
import json, sys
bar = json.load(sys.stdin)["tabBar"]
v = bar["viewport"]
whole = [t["frame"] for t in bar["tabs"] if v["x"] <= t["frame"]["x"] and t["frame"]["x"] + t["frame"]["width"] <= v["x"] + v["width"]]
end = max(f["x"] + f["width"] for f in whole)
print(f"{v['"'"'x'"'"'] + v['"'"'width'"'"'] - end - 2}x{v['"'"'height'"'"'] - 8}+{end + 1}+{v['"'"'y'"'"'] + 4}", bar["scroll"], bar["maximumScroll"])'
}
# Colours in region $1 of a shot of the window taken now: 1 when only the bar's background is there.
colours_in() { shot "$WORK/strip.png"; convert "$WORK/strip.png" -crop "$1" +repage -format %k info:; }

# Five columns: 304 px, the strip scrolls (seven tabs of 24 px in a 174 px viewport at the start).
start --columns 5
read -r region scroll last <<< "$(room)"
check "the strip scrolls and leaves room after its last whole tab ($region)" test "$last" -gt 0 -a "${region%%x*}" -gt 0
check "at the start nothing of the next tab is drawn in that room" equals "$(colours_in "$region")" "1"
shot "$SHOTS/tab-strip-start.png"
presses=0 clean=1
while [ "$scroll" -lt "$last" ] && [ $presses -lt 20 ]; do
    click $(at forward); move 150 20; presses=$((presses + 1))
    read -r region scroll last <<< "$(room)"
    [ "${region%%x*}" -le 0 ] || [ "$(colours_in "$region")" = 1 ] || clean=0
done
check "› reaches the end of the strip in $presses presses" test "$scroll" -eq "$last"
check "and after each press the room after the last whole tab is empty" equals "$clean" "1"
shot "$SHOTS/tab-strip-end.png"
last_tab=$(layout | /usr/bin/python3 -c '
import json, sys
bar = json.load(sys.stdin)["tabBar"]
v, f = bar["viewport"], bar["tabs"][-1]["frame"]
print(int(v["x"] <= f["x"] and f["x"] + f["width"] <= v["x"] + v["width"]))')
check "at the end the last tab (kaomoji) shows whole" equals "$last_tab" "1"
while [ "$scroll" -gt 0 ] && [ $presses -lt 40 ]; do
    click $(at back); move 150 20; presses=$((presses + 1))
    read -r region scroll last <<< "$(room)"
    [ "${region%%x*}" -le 0 ] || [ "$(colours_in "$region")" = 1 ] || clean=0
done
check "‹ comes back to the start, every step with whole tabs only" equals "$scroll $clean" "0 1"
stop

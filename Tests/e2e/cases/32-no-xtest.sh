# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# An X server without XTest: typing falls back to pasting, with one warning; GTK takes the synthetic paste key.
SHARED_DISPLAY=$DISPLAY
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset -extension XTEST 3>"$WORK/display-noxtest" >/dev/null 2>&1 &
NOXTEST=$!
for _ in $(seq 100); do [ -s "$WORK/display-noxtest" ] && break; sleep 0.05; done
export DISPLAY=:$(cat "$WORK/display-noxtest")
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 & NOXTEST_WM=$!
sleep 0.5
zenity --entry --title=no-xtest-entry --text=type > "$WORK/noxtest-out" 2>/dev/null & ZEN=$!
for _ in $(seq 150); do ZW=$(xdotool search --name no-xtest-entry 2>/dev/null | head -1); [ -n "$ZW" ] && break; sleep 0.2; done
sleep 0.5
start_plain --mode direct
check "no XTest: one warning line says text goes to the clipboard instead" bash -c \
    "[ \$(grep -c . '$WORK/err') -eq 1 ] && grep -q 'no XTest extension: text is put on the clipboard to paste instead of typed' '$WORK/err'"
# xdotool needs XTest to click: synthetic events stand in for the pointer here.
/usr/bin/python3 "$REPO/Tests/e2e/x11_helpers.py" click "$WIN" $(cell 0 5)
sleep 0.5
xwd -silent -id "$WIN" | convert xwd:- "$SHOTS/no-xtest-notice.png"
check "no XTest: the emotion waits on the clipboard for the user to paste" equals "$(xclip -o -selection clipboard)" "$(smiley 5)"
check "no XTest: the window says so (a notice over the page dots)" bash -c \
    "convert '$SHOTS/no-xtest-notice.png' -crop 200x14+108+238 +repage -format '%[fx:mean.intensity<0.6]' info: | grep -q 1"
stop
kill $ZEN 2>/dev/null; wait $ZEN 2>/dev/null
kill $NOXTEST_WM $NOXTEST 2>/dev/null; wait $NOXTEST_WM $NOXTEST 2>/dev/null
export DISPLAY=$SHARED_DISPLAY

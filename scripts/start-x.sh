# Sourced by the end-to-end tests and the benchmarks: a private Xvfb (it picks a free display itself, so several can
# run side by side) and openbox. Expects WORK (a scratch folder); sets DISPLAY, XVFB and WM (the caller stops them).
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$WORK/display" >/dev/null 2>&1 &
XVFB=$!
for _ in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.05; done
export DISPLAY=:$(cat "$WORK/display")
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
WM=$!
sleep 0.5

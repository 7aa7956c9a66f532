# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# Errors: a pack named on the command line that cannot load stops start-up before any window opens.
msg=$("$BIN" --print --pack "$WORK/no-such-pack" 2>&1); status=$?
check "window with a missing --pack: one line and exit 1" bash -c "[ $status -eq 1 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ]"

# Errors: no display.
msg=$(DISPLAY=:999 "$BIN" 2>&1); status=$?
check "no display: one line and exit 1" bash -c "[ $status -eq 1 ] && [ \$(printf '%s\n' \"$msg\" | wc -l) -eq 1 ] && printf '%s' \"$msg\" | grep -q 'cannot open display :999: is DISPLAY set?'"

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A lost X connection: one line, non-zero exit.
start
kill "$XVFB"; wait "$KB" 2>/dev/null; status=$?
check "lost X connection exits non-zero" test "$status" -ne 0
check "lost X connection says so in one line" bash -c "[ \$(grep -c . '$WORK/err') -eq 1 ] && grep -q 'lost the connection to the X server' '$WORK/err'"
KB=""

# Sourced by Tests/e2e/run.sh (functions from lib.sh).
# A short soak (Benchmarks/soak.sh, on an X server of its own): 3,000 synthetic events of every kind, then the window
# still answers (each Send along the way is printed) and exits 0 on SIGTERM. The 100,000-event soak with its memory
# bounds is `Benchmarks/soak.sh` (docs/reliability.md has its figures).
SOAK_CHECK_MEMORY=no "$REPO/Benchmarks/soak.sh" "$BIN" 3000 11 > "$WORK/soak.log" 2>&1
check "3,000 synthetic events: the window answered to the end and exited 0" grep -q "the window answered to the end; exit status 0" "$WORK/soak.log"
check "and wrote nothing to standard error" grep -q "exit status 0 on SIGTERM, 0 lines on standard error" "$WORK/soak.log"

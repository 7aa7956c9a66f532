#!/bin/sh
# `make test` once the packages are there: the checks, the unit tests, the e2e suite (the delivery cases three runs in a
# row) and the fuzzers. The e2e suite mostly waits on X (the machine is three-quarters idle through it), so the unit
# tests' debug build and the fuzz targets' instrumented build run beside it at the lowest CPU priority, and the two
# run once it is done: about 10 minutes less than one after the other, and e2e under a compiler's load as well.
# Usage: scripts/run-tests.sh DELIVERY-CASES (an extended regular expression of e2e case names)
set -u
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
delivery_cases=$1
make -s checks || exit 1
# As `make release` builds it (linked again when scripts/hot-functions.txt is newer than the binary).
make -s release SWIFT="$SWIFT" || exit 1

# SwiftPM locks .build while it builds: nothing in the foreground runs it until `wait`.
builds_log=.build/background-builds.log
(nice -n 19 "$SWIFT" build --build-tests && SWIFT=$SWIFT nice -n 19 Fuzz/build.sh) > "$builds_log" 2>&1 &
builds=$!
trap 'kill "$builds" 2>/dev/null' EXIT

# Each run's output is kept: a failed check's lines are printed again at the very end, where a log cut to its tail
# still shows them.
e2e_log=.build/e2e-run.log
: > "$e2e_log"
# The case, the lines before each failed check and where its files were kept; the log's end when no check failed
# (the suite itself stopped).
e2e_summary() {
    [ "$e2e" -eq 0 ] && return
    echo "make test: e2e checks failed (the case, the lines before each failed check, where its files were kept):"
    awk '/^# the delivery cases/ { print }
        /^# [0-9][0-9]-.*[.]sh$/ { case_name = $2; n = 0 }
        /^not ok/ { print case_name ":"; for (i = 0; i < n; i++) print "  " last[i]; print "  " $0; n = 0; failed = 1; next }
        /^# kept in/ { print "  " $0; next }
        /^ok / { n = 0; next }
        { if (n == 4) { for (i = 0; i < 3; i++) last[i] = last[i + 1]; n = 3 } last[n++] = $0 }
        END { if (!failed) exit 1 }' "$e2e_log" || tail -n 8 "$e2e_log"
}
e2e=0
for run in 1 2 3; do
    [ "$e2e" -eq 0 ] || break
    [ "$run" -eq 1 ] && cases= || { cases=$delivery_cases; echo "# the delivery cases, run $run of 3" | tee -a "$e2e_log"; }
    { Tests/e2e/run.sh .build/release/emotion-keyboard "$cases"; echo $? > .build/e2e-status; } 2>&1 | tee -a "$e2e_log"
    [ "$(cat .build/e2e-status)" -eq 0 ] || e2e=1
done

wait "$builds"
built=$?
trap - EXIT
if [ "$built" -ne 0 ]; then
    cat "$builds_log"
    echo "make test: the unit tests or the fuzz targets did not build"
    e2e_summary
    exit 1
fi
unit=0
"$SWIFT" test --skip-build || unit=1
e2e_summary
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ] || exit 1
FUZZ_SECONDS=10 Fuzz/run.sh

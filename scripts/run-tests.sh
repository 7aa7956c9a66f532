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
"$SWIFT" build -c release --static-swift-stdlib --product emotion-keyboard || exit 1

# SwiftPM locks .build while it builds: nothing in the foreground runs it until `wait`.
builds_log=.build/background-builds.log
(nice -n 19 "$SWIFT" build --build-tests && SWIFT=$SWIFT nice -n 19 Fuzz/build.sh) > "$builds_log" 2>&1 &
builds=$!
trap 'kill "$builds" 2>/dev/null' EXIT

e2e=0
Tests/e2e/run.sh .build/release/emotion-keyboard || e2e=1
for run in 2 3; do
    [ "$e2e" -eq 0 ] || break
    echo "# the delivery cases, run $run of 3"
    Tests/e2e/run.sh .build/release/emotion-keyboard "$delivery_cases" || e2e=1
done

wait "$builds"
built=$?
trap - EXIT
if [ "$built" -ne 0 ]; then
    cat "$builds_log"
    echo "make test: the unit tests or the fuzz targets did not build"
    exit 1
fi
"$SWIFT" test --skip-build || exit 1
[ "$e2e" -eq 0 ] || exit 1
FUZZ_SECONDS=10 Fuzz/run.sh

#!/bin/sh
# Runs the libFuzzer targets (Fuzz/build.sh builds them first), each for FUZZ_SECONDS (default 60) on a working copy of
# its committed seed corpus in Fuzz/corpus/NAME, and prints one summary line per target. A crash, a timeout (one input
# over FUZZ_TIMEOUT seconds, default 2: inputs are at most a few hundred KiB, so only a worse than linear path takes
# that long) or a memory blow-up (FUZZ_RSS_MB, default 1024; one allocation over FUZZ_MALLOC_MB, default 256) fails
# the run; the input is kept in .build/fuzz/artifacts. Usage: Fuzz/run.sh [NAME...]; `make fuzz FUZZ_SECONDS=20` in CI.
set -u
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
OUT=.build/fuzz
Fuzz/build.sh "$@" || exit 1
targets=${*:-$(ls Fuzz/Targets | sed -n 's/\.swift$//p')}
mkdir -p "$OUT/artifacts" "$OUT/logs"
failed=0
for name in $targets; do
    work="$OUT/corpus/$name"
    mkdir -p "$work" "Fuzz/corpus/$name"
    max_len=$(sed -n 's|^// fuzz-max-len: ||p' "Fuzz/Targets/$name.swift")
    log="$OUT/logs/$name.log"
    export FUZZ_SCRATCH="$PWD/$OUT/scratch/$name"
    mkdir -p "$FUZZ_SCRATCH"
    "$OUT/$name" "$work" "Fuzz/corpus/$name" -max_total_time="$SECONDS_EACH" -max_len="${max_len:-65536}" \
        -timeout="${FUZZ_TIMEOUT:-2}" -rss_limit_mb="${FUZZ_RSS_MB:-1024}" -malloc_limit_mb="${FUZZ_MALLOC_MB:-256}" \
        -report_slow_units=1 -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$name-" >"$log" 2>&1
    status=$?
    rm -rf "$FUZZ_SCRATCH"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    slow=$(grep -c 'Slowest unit' "$log")
    if [ $status -eq 0 ]; then result=ok; else result="FAILED (status $status, see $log)"; failed=1; fi
    printf 'fuzz %-16s %s: %s executions, %s, %s slow-unit reports, corpus %s files\n' "$name" "$result" "${execs:-0}" "${cov:-cov: ?}" "$slow" "$(ls "$work" | wc -l)"
done
exit $failed

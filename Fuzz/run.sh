#!/bin/sh
# Runs the libFuzzer targets (Fuzz/build.sh builds them first), each for FUZZ_SECONDS (default 60) on a working copy of
# its committed seed corpus in Fuzz/corpus/NAME, and prints one summary line per target. Fails on a crash, a property
# failure, a memory blow-up (FUZZ_RSS_MB, default 1024; one allocation over FUZZ_MALLOC_MB, default 256), a timeout
# (one input over FUZZ_TIMEOUT seconds, default 10) or a slow input: every input libFuzzer reports over FUZZ_SLOW_SECONDS
# (default 1; inputs are at most a few hundred KiB, so only a worse than linear path takes that long) is timed again
# alone, best of three, and counts as slow only if it is still over that (on a shared machine a busy moment is not a
# finding). Inputs are kept in .build/fuzz/artifacts. Usage: Fuzz/run.sh [NAME...]; `make fuzz FUZZ_SECONDS=10` in CI.
set -u
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
SLOW=${FUZZ_SLOW_SECONDS:-1}
OUT=.build/fuzz
Fuzz/build.sh "$@" || exit 1
targets=${*:-$(ls Fuzz/Targets | sed -n 's/\.swift$//p')}
mkdir -p "$OUT/artifacts" "$OUT/logs"
# Scratch files (the targets that need a real file or folder) on tmpfs when there is one: no disk writes per input.
scratch_base=$OUT/scratch
[ -d /dev/shm ] && [ -w /dev/shm ] && scratch_base=/dev/shm
failed=0
for name in $targets; do
    work="$OUT/corpus/$name"
    mkdir -p "$work" "Fuzz/corpus/$name"
    max_len=$(sed -n 's|^// fuzz-max-len: ||p' "Fuzz/Targets/$name.swift")
    environment=$(sed -n 's|^// fuzz-env: ||p' "Fuzz/Targets/$name.swift")
    options=$(sed -n 's|^// fuzz-options: ||p' "Fuzz/Targets/$name.swift")
    log="$OUT/logs/$name.log"
    FUZZ_SCRATCH=$(mktemp -d "$scratch_base/emotion-keyboard-fuzz.XXXXXX")
    export FUZZ_SCRATCH
    started=$(date +%s)
    # shellcheck disable=SC2086
    env $environment "$OUT/$name" "$work" "Fuzz/corpus/$name" -max_total_time="$SECONDS_EACH" -max_len="${max_len:-65536}" \
        -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-1024}" -malloc_limit_mb="${FUZZ_MALLOC_MB:-256}" \
        -report_slow_units="$SLOW" -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$name-" $options >"$log" 2>&1
    status=$?
    # Slow units of this run, each timed alone: libFuzzer prints "Executed FILE in N ms".
    slow=0
    reported=0
    for unit in $(find "$OUT/artifacts" -name "$name-slow-unit-*" -newermt "@$started" 2>/dev/null); do
        reported=$((reported + 1))
        best=$(for _ in 1 2 3; do env $environment "$OUT/$name" "$unit" 2>&1 | sed -n 's/^Executed .* in \([0-9]*\) ms$/\1/p'; done | sort -n | head -1)
        if [ "${best:-0}" -gt $((SLOW * 1000)) ]; then slow=$((slow + 1)); echo "fuzz $name: slow input $unit (${best} ms alone)" >>"$log"; fi
    done
    rm -rf "$FUZZ_SCRATCH"
    progress=$(grep -E '^#[0-9]+' "$log" | tail -1)
    # In fork mode (fuzz-options: -fork=1) the parent prints no final stats: its last progress line counts.
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$execs" ] || execs=$(printf '%s' "$progress" | sed -n 's/^#\([0-9]*\).*/\1/p')
    cov=$(printf '%s' "$progress" | grep -o 'cov: [0-9]*' | cut -d' ' -f2)
    ft=$(printf '%s' "$progress" | grep -o 'ft: [0-9]*' | cut -d' ' -f2)
    new_artifacts() { find "$OUT/artifacts" -name "$name-$1-*" -newermt "@$started" 2>/dev/null | wc -l; }
    timeouts=$(new_artifacts timeout)
    crashes=$(( $(new_artifacts crash) + $(new_artifacts oom) + $(new_artifacts leak) ))
    if [ $status -eq 0 ] && [ "$slow" -eq 0 ]; then result=ok; else result="FAILED (status $status, see $log)"; failed=1; fi
    printf 'fuzz %-16s %s: %s executions in %s s, cov %s edges, ft %s features, %s crashes, %s timeouts, %s slow inputs (%s reported under load), corpus %s files\n' \
        "$name" "$result" "${execs:-0}" "$SECONDS_EACH" "${cov:-?}" "${ft:-?}" "$crashes" "$timeouts" "$slow" "$reported" "$(ls "$work" | wc -l)"
done
exit $failed

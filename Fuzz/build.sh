#!/bin/sh
# Builds the libFuzzer targets: SwiftPM builds the storage target and the model and formats below it once,
# instrumented for coverage and AddressSanitizer (`--sanitize fuzzer --sanitize address`, with -enable-testing so
# targets may use `@testable import`), in its own build folder; then each Fuzz/Targets/NAME.swift is compiled with
# Fuzz/Support against those objects into .build/fuzz/NAME. A target file may name more sources (code that lives in
# the executable) on lines `// fuzz-sources: PATH...`, relative to the repository; they are compiled into the target
# with the CX11 module available. Usage: Fuzz/build.sh [NAME...]
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
SPM=.build/fuzz-spm
mkdir -p "$OUT"

echo "fuzz: building KeyboardStorage (with KeyboardModel and KeyboardFormats)"
# SwiftPM rebuilds when the environment it sees changes: keep our FUZZ_ variables out of it.
env -u FUZZ_SECONDS -u FUZZ_TARGETS -u FUZZ_TIMEOUT -u FUZZ_SLOW_SECONDS -u FUZZ_SCRATCH \
    "$SWIFT" build -c release --target KeyboardStorage --build-path "$SPM" --sanitize fuzzer --sanitize address \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
    2>&1 | grep -E "error|warning: unre|Compiling Keyboard(Model|Formats|Storage)|complete" >&2 || true
MODEL="$SPM/release"
[ -f "$MODEL/Modules/KeyboardStorage.swiftmodule" ] || { echo "fuzz: the model and storage did not build" >&2; exit 1; }
objects=$(find "$MODEL/KeyboardModel.build" "$MODEL/KeyboardFormats.build" "$MODEL/KeyboardStorage.build" -name '*.o' | sort)
# swiftc keeps only the last -sanitize= flag, and SwiftPM passes one per sanitizer: without the combined flag above
# the model would build with AddressSanitizer alone and the fuzzer would run blind. Make sure it did not.
objdump -h "$MODEL/KeyboardStorage.build/PackFolder.swift.o" | grep -q sancov || { echo "fuzz: the model has no coverage instrumentation" >&2; exit 1; }
newest=$(ls -t $objects | head -1)

targets=${*:-$(ls Fuzz/Targets | sed -n 's/\.swift$//p')}
for name in $targets; do
    source="Fuzz/Targets/$name.swift"
    [ -f "$source" ] || { echo "fuzz: no target $source" >&2; exit 64; }
    extra=$(sed -n 's|^// fuzz-sources: ||p' "$source" | tr '\n' ' ')
    if [ -f "$OUT/$name" ] && [ -z "$(find "$newest" "$source" Fuzz/Support $extra -newer "$OUT/$name" 2>/dev/null)" ]; then continue; fi
    echo "fuzz: building $name"
    rm -f "$OUT/$name"
    cflags=""
    if [ -n "$extra" ]; then cflags="-I Sources/CX11 $(pkg-config --cflags-only-I xft harfbuzz | sed 's/-I/-Xcc -I/g')"; fi
    # shellcheck disable=SC2086
    "$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g -module-name "Fuzz_$(echo "$name" | tr -c "A-Za-z0-9\n" _)" \
        -I "$MODEL/Modules" $cflags "$source" Fuzz/Support/*.swift $extra $objects -o "$OUT/$name" 2>&1 \
        | grep -v "Cannot export local symbol '__asan" >&2 || true
    [ -x "$OUT/$name" ] || { echo "fuzz: $name did not build" >&2; exit 1; }
done

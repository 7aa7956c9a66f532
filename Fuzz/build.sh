#!/bin/sh
# Builds the libFuzzer targets: the model once as a library instrumented for coverage and AddressSanitizer, then one
# executable per Fuzz/Targets/NAME.swift in .build/fuzz/NAME. A target file may name more sources (for code that
# lives in the executable) on lines `// fuzz-sources: PATH...`, relative to the repository; they are compiled into the
# target with CX11 available. Usage: Fuzz/build.sh [NAME...]
set -eu
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
FLAGS="-sanitize=fuzzer,address -parse-as-library -O -g"
mkdir -p "$OUT"

model_sources=$(find Sources/KeyboardModel -name '*.swift' | sort)
stamp="$OUT/KeyboardModel.stamp"
if [ ! -f "$OUT/libKeyboardModel.a" ] || [ -n "$(find Sources/KeyboardModel -name '*.swift' -newer "$stamp" 2>/dev/null)" ]; then
    echo "fuzz: building KeyboardModel"
    # shellcheck disable=SC2086
    "$SWIFTC" $FLAGS -enable-testing -module-name KeyboardModel -emit-module -emit-module-path "$OUT/KeyboardModel.swiftmodule" \
        -emit-library -static -o "$OUT/libKeyboardModel.a" $model_sources
    touch "$stamp"
fi

targets=${*:-$(ls Fuzz/Targets | sed -n 's/\.swift$//p')}
for name in $targets; do
    source="Fuzz/Targets/$name.swift"
    [ -f "$source" ] || { echo "fuzz: no target $source" >&2; exit 64; }
    extra=$(sed -n 's|^// fuzz-sources: ||p' "$source" | tr '\n' ' ')
    if [ -f "$OUT/$name" ] && [ -z "$(find "$stamp" "$source" Fuzz/Support $extra -newer "$OUT/$name" 2>/dev/null)" ]; then continue; fi
    echo "fuzz: building $name"
    rm -f "$OUT/$name"
    cflags=""
    if [ -n "$extra" ]; then cflags="-I Sources/CX11 $(pkg-config --cflags-only-I xft harfbuzz | sed 's/-I/-Xcc -I/g')"; fi
    # shellcheck disable=SC2086
    "$SWIFTC" $FLAGS -module-name "Fuzz_$(echo "$name" | tr -c "A-Za-z0-9\n" _)" -I "$OUT" -L "$OUT" -lKeyboardModel $cflags "$source" Fuzz/Support/*.swift $extra -o "$OUT/$name" 2>&1 \
        | grep -v "Cannot export local symbol '__asan" >&2 || true
    [ -x "$OUT/$name" ] || { echo "fuzz: $name did not build" >&2; exit 1; }
done

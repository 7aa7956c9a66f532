#!/bin/sh
# Keeps the model pure (issue 21): Sources/KeyboardModel imports only the standard library and Synchronization, and
# reaches no file, terminal, environment or process through the standard library's own calls or a C symbol it
# declares itself. Prints each offending line and fails; prints one line and succeeds when the model is pure.
set -u
cd "$(dirname "$0")/.."
model=Sources/KeyboardModel
status=0
imports=$(grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$model" | grep -vE 'import[[:space:]]+(Swift|Synchronization)[[:space:]]*$')
if [ -n "$imports" ]; then
    printf 'model purity: imports beyond the standard library and Synchronization:\n%s\n' "$imports"
    status=1
fi
# print and readLine reach the terminal; @_silgen_name and @_extern declare C functions without importing them.
calls=$(grep -rnE '(^|[^A-Za-z0-9_.])(print|debugPrint|readLine|dump)\(|@_silgen_name|@_extern|canImport' "$model" | grep -vE 'case[[:space:]]+print\(')
if [ -n "$calls" ]; then
    printf 'model purity: terminal or C calls in the model:\n%s\n' "$calls"
    status=1
fi
[ "$status" -eq 0 ] && echo "model purity: $(find "$model" -name '*.swift' | wc -l) files import only the standard library and Synchronization"
exit $status

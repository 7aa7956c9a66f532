#!/usr/bin/env bash
# End-to-end tests of the keyboard window under Xvfb + openbox, driven with xdotool like a person, checked through
# --print output, the clipboard (xclip), window properties (xprop) and screenshots (ImageMagick).
# Usage: Tests/e2e/run.sh [path/to/emotion-keyboard] [CASE-PATTERN]
#   Runs every file in cases/ in name order (or those whose name matches CASE-PATTERN, an extended regular
#   expression), sharing one X server;
#   screenshots land in $E2E_SHOTS (default .build/e2e-shots).
set -u
BIN=${1:-.build/debug/emotion-keyboard}
BIN=$(realpath "$BIN")
ONLY=${2:-}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
. "$REPO/Tests/e2e/lib.sh"

for case_file in "$REPO"/Tests/e2e/cases/*.sh; do
    basename "$case_file" | grep -Eq -- "$ONLY" || continue
    echo "# $(basename "$case_file")"
    case_started=$SECONDS
    . "$case_file"
    echo "#   $(basename "$case_file"): $((SECONDS - case_started)) s"
done

echo "e2e: $PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]

#!/usr/bin/env bash
# End-to-end tests of the keyboard window under Xvfb + openbox, driven with xdotool like a person, checked through
# --print output, the clipboard (xclip), window properties (xprop) and screenshots (ImageMagick).
# Usage: Tests/e2e/run.sh [path/to/emotion-keyboard] [CASE-PATTERN]
#   Runs every file in cases/ in name order (or those whose name contains CASE-PATTERN), sharing one X server;
#   screenshots land in $E2E_SHOTS (default .build/e2e-shots).
set -u
BIN=${1:-.build/debug/emotion-keyboard}
BIN=$(realpath "$BIN")
ONLY=${2:-}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
. "$REPO/Tests/e2e/lib.sh"

for case_file in "$REPO"/Tests/e2e/cases/*.sh; do
    case "$(basename "$case_file")" in *"$ONLY"*) ;; *) continue ;; esac
    echo "# $(basename "$case_file")"
    . "$case_file"
done

echo "e2e: $PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]

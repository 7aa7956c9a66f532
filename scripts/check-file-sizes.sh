#!/bin/sh
# Keeps the X layer in small files (issue 36): a file of Sources/X11Keyboard over 300 lines has more than one owner
# and is split along its owners. Prints each file over the limit and fails; prints one line and succeeds otherwise.
set -u
cd "$(dirname "$0")/.."
limit=300
layer=Sources/X11Keyboard
over=$(find "$layer" -name '*.swift' -exec wc -l {} + | awk -v limit="$limit" '$2 != "total" && $1 > limit { print "  " $2 ": " $1 " lines" }')
if [ -n "$over" ]; then
    printf 'file sizes: X-layer files over %s lines:\n%s\n' "$limit" "$over"
    exit 1
fi
echo "file sizes: all $(find "$layer" -name '*.swift' | wc -l) X-layer files within $limit lines"

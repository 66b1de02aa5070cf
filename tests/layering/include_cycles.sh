#!/usr/bin/env bash
# The include graph has no circles. A module is a .c file and the .h file
# of the same name; module A depends on B when a file of A includes B's
# header. tsort names a loop if there is one.
#
#   tests/layering/include_cycles.sh [SOURCE_DIR]
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"

edges=$(for file in model/*/*.[ch] ui/*.c ui/*/*.[ch]; do
    from=$(basename "${file%.*}")
    sed -n 's/^#include "\([^"]*\)\.h".*/\1/p' "$file" |
        while read -r header; do
            to=$(basename "$header")
            [ "$to" != "$from" ] && echo "$from $to"
        done
done)
if ! loops=$(printf '%s\n' "$edges" | tsort 2>&1 >/dev/null) ||
    [ -n "$loops" ]; then
    echo "include circle:"
    printf '%s\n' "$loops"
    exit 1
fi
echo "no include circles among $(printf '%s\n' "$edges" | wc -l) includes"

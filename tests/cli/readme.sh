#!/usr/bin/env bash
# Every ```console block of README.md, run and compared byte for byte: each
# "$ COMMAND" line runs in bash from the top of the source tree (where the
# examples/ files are) with `boardex` on the PATH being the binary under
# test, and must print exactly the lines that follow it, up to the next
# "$ " line or the end of the block (stdout and stderr together, as a
# terminal shows them). Blocks added later are checked the same way; a
# console block must not write files.
#
#   tests/cli/readme.sh path/to/boardex [README.md]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
readme=${2:-$top/README.md}

# `boardex` for the commands: the binary under test, behind BOARDEX_WRAPPER.
mkdir "$SCRATCH/bin"
binary=$(cd "$(dirname "$BOARDEX")" && pwd)/$(basename "$BOARDEX")
cat >"$SCRATCH/bin/boardex" <<SCRIPT
#!/bin/sh
exec ${BOARDEX_WRAPPER:-} "$binary" "\$@"
SCRIPT
chmod +x "$SCRATCH/bin/boardex"

run_example() { # LINE_NUMBER COMMAND EXPECTED_FILE
    cases=$((cases + 1))
    (cd "$top" && PATH="$SCRATCH/bin:$PATH" \
        bash -c "$2" </dev/null >"$SCRATCH/got" 2>&1)
    if ! cmp -s "$3" "$SCRATCH/got"; then
        failures=$((failures + 1))
        echo "FAIL: README.md:$1: \$ $2"
        diff -u "$3" "$SCRATCH/got" | tail -n +3 | sed 's/^/  /'
    fi
}

# Read the README line by line: inside a console block, a "$ " line starts
# an example and the lines after it are its expected output.
in_block=false
command=""
line_number=0
command_line=0
while IFS= read -r line || [ -n "$line" ]; do
    line_number=$((line_number + 1))
    if ! $in_block; then
        [ "$line" = '```console' ] && in_block=true
        continue
    fi
    if [ "$line" = '```' ] || [[ $line == '$ '* ]]; then
        [ -n "$command" ] &&
            run_example "$command_line" "$command" "$SCRATCH/want"
        command=""
        if [ "$line" = '```' ]; then
            in_block=false
        else
            command=${line#'$ '}
            command_line=$line_number
            : >"$SCRATCH/want"
        fi
    elif [ -n "$command" ]; then
        printf '%s\n' "$line" >>"$SCRATCH/want"
    else
        failures=$((failures + 1))
        echo "FAIL: README.md:$line_number: output before any \$ line"
    fi
done <"$readme"
$in_block && { failures=$((failures + 1)); echo "FAIL: unclosed console block"; }

# The README has 16 examples (0.2.0); under 10 means the reading broke.
if [ "$cases" -lt 10 ]; then
    failures=$((failures + 1))
    echo "FAIL: only $cases examples found in $readme"
fi
finish

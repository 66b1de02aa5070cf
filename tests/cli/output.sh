# CLI tests for where the output goes: a write that fails is an error.
source "$(dirname "$0")/lib.sh"

# check_full STATUS STDERR -- ARGS...: run with stdout on a full device.
check_full() {
    local status=$1 err=$2
    shift 3
    cases=$((cases + 1))
    run_boardex "$@" >/dev/full 2>"$SCRATCH/err" </dev/null
    local actual=$?
    expect_file "$err" "$SCRATCH/want_err"
    if [ "$actual" -ne "$status" ] || ! cmp -s "$SCRATCH/err" "$SCRATCH/want_err"; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* >/dev/full (status $actual)"
        diff -u "$SCRATCH/want_err" "$SCRATCH/err" | sed 's/^/  err /'
    fi
}

check_full 2 "boardex: cannot write the output: No space left on device" -- pieces
check_full 2 "boardex: cannot write the output: No space left on device" -- heatmap --size 26x26
check_full 2 "boardex: cannot write the output: No space left on device" -- distance d4 --format svg
check_full 2 "boardex: cannot write the output: No space left on device" -- compare --with queen --size 26x26 --format markdown
check_full 2 "boardex: cannot write the output: No space left on device" -- --help
check_full 2 "boardex: cannot write the output: No space left on device" -- perft 2 --divide --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# An error already reported keeps its own message and status.
check_full 2 "boardex: invalid position" -- coords x9
# Nothing to write is no error.
check 0 "d4" "" -- square 4 3

finish

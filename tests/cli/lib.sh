# Shared by the CLI tests: run the real binary and compare exact output.
#
#   check STATUS STDOUT STDERR -- ARGS...   run `boardex ARGS...`
#   STDIN=FILE check ...                    feed FILE on standard input
#
# STDOUT and STDERR are the expected text without the final newline; "" means
# nothing at all was written, "$BLANK_LINE" one empty line. Each failure is
# reported; `finish` prints the counts and ends the script with status 0
# when every check passed, 1 otherwise.
#
# RUN_AS, when set, is a command that runs the rest as another user (the
# bad-input table's unreadable-file rows, when the tests run as root).
#
# BOARDEX_WRAPPER, when set, is a command put before the binary, such as
# "valgrind -q --error-exitcode=1 --leak-check=full": with -q the tool writes
# only its findings, on stderr, so any finding fails the stderr comparison.

BOARDEX=${1:?usage: $0 path/to/boardex}
DATA="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/data"
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
failures=0
cases=0

BLANK_LINE="<blank line>"

expect_file() { # TEXT FILE: write what a command printing TEXT would write
    if [ "$1" = "$BLANK_LINE" ]; then
        echo >"$2"
    elif [ -n "$1" ]; then
        printf '%s\n' "$1" >"$2"
    else
        : >"$2"
    fi
}

run_boardex() { # ARGS...: the binary, behind BOARDEX_WRAPPER when set
    # shellcheck disable=SC2086 # the wrappers are commands and their options
    ${RUN_AS:-} ${BOARDEX_WRAPPER:-} "$BOARDEX" "$@"
}

check() {
    local status=$1 out=$2 err=$3
    shift 4 # the three expectations and the "--"
    cases=$((cases + 1))
    run_boardex "$@" <"${STDIN:-/dev/null}" >"$SCRATCH/out" 2>"$SCRATCH/err"
    local actual=$?
    expect_file "$out" "$SCRATCH/want_out"
    expect_file "$err" "$SCRATCH/want_err"
    local wrong=""
    [ "$actual" -eq "$status" ] || wrong="status $actual, expected $status"
    cmp -s "$SCRATCH/out" "$SCRATCH/want_out" || wrong="$wrong stdout"
    cmp -s "$SCRATCH/err" "$SCRATCH/want_err" || wrong="$wrong stderr"
    if [ -n "$wrong" ]; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* ($wrong)"
        diff -u "$SCRATCH/want_out" "$SCRATCH/out" | sed 's/^/  out /'
        diff -u "$SCRATCH/want_err" "$SCRATCH/err" | sed 's/^/  err /'
    fi
}

# Like check, but only the first line of stdout is compared (for long output).
check_first_line() {
    local status=$1 first=$2
    shift 3
    cases=$((cases + 1))
    local got
    got=$(run_boardex "$@" <"${STDIN:-/dev/null}" 2>/dev/null | head -n 1)
    run_boardex "$@" <"${STDIN:-/dev/null}" >/dev/null 2>&1
    local actual=$?
    if [ "$actual" -ne "$status" ] || [ "$got" != "$first" ]; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* (status $actual, first line '$got')"
    fi
}

# boardex ARGS with a 64 KiB stack (its threads' too): the exit status, and
# stderr empty or one line matching STDERR_REGEX. A crash (SIGSEGV, 139) is
# reported by the shell, outside the output compared; stdout is left in
# $SCRATCH/out.
small_stack() { # STATUS STDERR_REGEX ARGS...
    local status=$1 err=$2 actual
    shift 2
    cases=$((cases + 1))
    { (ulimit -s 64 && exec "$BOARDEX" "$@") \
        <"${STDIN:-/dev/null}" >"$SCRATCH/out" 2>"$SCRATCH/err"; } 2>/dev/null
    actual=$?
    if [ "$actual" -ne "$status" ] ||
        { [ -z "$err" ] && [ -s "$SCRATCH/err" ]; } ||
        { [ -n "$err" ] && ! grep -Eqx "$err" "$SCRATCH/err"; }; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* with a 64 KiB stack (status $actual: $(head -c 300 "$SCRATCH/err"))"
    fi
}

finish() {
    echo "$((cases - failures)) passed, $failures failed"
    [ "$failures" -eq 0 ]
}

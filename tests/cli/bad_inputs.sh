# The table of bad inputs: each row of tests/data/bad_inputs.tsv runs boardex
# once and checks its exact exit status, stdout and stderr.
#
# A row is tab-separated: STATUS, STDOUT, STDERR, then the arguments. Every
# field is read with printf %b escapes (\t, \n, \xff, \\); '' is an empty
# field. In any field @NAME is the path of a fixture made below
# (fixtures/NAME, relative to where boardex runs), and an
# argument @repeat:N:TEXT is TEXT N times. An argument <@NAME (or <PATH)
# feeds that fixture (or file) on standard input instead of being an
# argument; <fifo:@NAME feeds it through a FIFO, written while boardex
# reads. Lines starting with # and blank lines are skipped.
source "$(dirname "$0")/lib.sh"

TABLE="$DATA/bad_inputs.tsv"
FIX="$SCRATCH/fixtures"
mkdir -p "$FIX"

# Fixtures: files no one would write on purpose.
: >"$FIX/empty"
printf ' \t\n  \n' >"$FIX/blank"
printf 'd4\0e5\n' >"$FIX/nul"
printf '\xe9\xe8\xff\xfe\n' >"$FIX/latin1"
head -c 100000 /dev/zero | tr '\0' 'x' >"$FIX/long_line"
head -c $((10 * 1024 * 1024)) /dev/zero | tr '\0' 'x' >"$FIX/big"
head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' '\n' >"$FIX/just_over"
mkdir "$FIX/dir"
# A tour grid (2x2, a king's closed tour) with a NUL byte inside a number.
printf '1 2\n3\0xyz 4\n' >"$FIX/tour_nul"
printf '1 2\n4 x\n' >"$FIX/tour_letter"
printf '1 2 3\n4 5\n' >"$FIX/tour_ragged"
printf '99999999999999999999 2\n3 4\n' >"$FIX/tour_huge"
printf '\xef\xbb\xbf1 2\n4 3\n' >"$FIX/tour_bom"
printf '[[1, 2], [4, 3]' >"$FIX/tour_python"
printf '[[1, 0], [1, 0]]' >"$FIX/tour_python_ones"
printf '1 .\n.. 4\n' >"$FIX/tour_dots"
seq 1 27 | tr '\n' ' ' >"$FIX/tour_27_wide"
seq 1 27 >"$FIX/tour_27_rows"
# FEN lines: a valid FEN with more after a NUL byte, and a line of 5000
# bytes with a NUL near its start; each is followed by a good line.
printf '8/8/8/8/8/8/8/k6K\0junk\nk7/8/8/8/8/8/8/K7\n' >"$FIX/fen_nul"
{ printf 'k7\0'; head -c 5000 /dev/zero | tr '\0' 'x'
    printf '\nk7/8/8/8/8/8/8/K7\n'; } >"$FIX/fen_nul_long"
# Two FEN lines for count --rules fide: a castling right without its rook,
# then the initial position.
printf '4k3/8/8/8/8/8/8/4K3 w K -\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n' >"$FIX/fide_lines"
# Board forms (upper case is black) with one thing wrong each.
board() { printf '%s\n' "$@"; }
START=(RNBQKBNR PPPPPPPP ........ ........ ........ ........ pppppppp rnbqkbnr)
board "${START[@]:0:7}" >"$FIX/board_7_rows"
board "${START[@]}" ........ >"$FIX/board_9_rows"
board "${START[@]:0:2}" ......... "${START[@]:3}" >"$FIX/board_long_row"
board "${START[@]:0:2}" ...Z.... "${START[@]:3}" >"$FIX/board_letter"
board "${START[@]:0:2}" "$(printf '...\x01....')" "${START[@]:3}" >"$FIX/board_control"
{ board "${START[@]:0:2}"; printf '...\0....\n'; board "${START[@]:3}"; } >"$FIX/board_nul"
board "${START[@]:0:2}" "..$(printf '\xc3\xa9')....." "${START[@]:3}" >"$FIX/board_utf8"
board "${START[@]}" "" >"$FIX/board_blank_line"
board RNBQKBNR "" "" "" "" "" "" "" >"$FIX/board_blank_rows"
board ....K... ........ ........ ........ ........ ........ ........ k...k... >"$FIX/board_2_kings"
board ....K... ........ ........ ........ ........ ........ ........ p...k... >"$FIX/board_pawn"
# Line ends and marks: CR alone, CRLF, a leading byte-order mark.
printf '8/8/8/8/8/8/8/k6K w - - 0 1\rk7/8/8/8/8/8/8/K7 w - - 0 1\r' >"$FIX/fen_cr"
printf '8/8/8/8/8/8/8/k6K w - - 0 1\r\nk7/8/8/8/8/8/8/K7 w - - 0 1\r\n' >"$FIX/fen_crlf"
{ printf '\xef\xbb\xbf'; board "${START[@]}"; } >"$FIX/board_bom"
board "${START[@]}" | tr '\n' '\r' >"$FIX/board_cr"
printf -- '-2147483649 2\n3 4\n' >"$FIX/tour_small"
# count --fen - keeps lines of up to 4094 characters: one at the limit,
# one past it.
head -c 4094 /dev/zero | tr '\0' 'x' >"$FIX/line_4094"
head -c 4095 /dev/zero | tr '\0' 'x' >"$FIX/line_4095"
# variants.ini sections with one thing wrong each.
printf '[a:chess]\n# a comment\nflagRegion = *8\n' >"$FIX/vf_key"
printf '[a:chess]\ncastling\n' >"$FIX/vf_line"
printf '[a:chess]\ncustomPiece1 = a:Y\n' >"$FIX/vf_betza"
printf '[a:chess]\ncastling = yes\n' >"$FIX/vf_value"
printf '[a:makruk]\ncountingRule = thai\n' >"$FIX/vf_counting"
printf '[a:b]\n[b:a]\n' >"$FIX/vf_cycle"
printf '[a:chess]\n[b:capablanca]\n' >"$FIX/vf_two"
printf '[a:chess]\nstartFen = 8/8/8/8/8/8/8 w - - 0 1\n' >"$FIX/vf_fen"
printf '[a:chess]\npromotionRegionWhite = a8 b8\n' >"$FIX/vf_region"
{ printf '[a:chess]\n'
    for l in a c d e f g h i j l m o s t u v w x y z Q; do
        n=$((${n:-0} + 1)); printf 'customPiece%d = %s:W\n' "$n" "$l"
    done; } >"$FIX/vf_pieces"
# A FIFO with no writer: opening it for reading would wait for one.
mkfifo "$FIX/fifo"
printf 'secret\n' >"$FIX/unreadable"
chmod 000 "$FIX/unreadable"
# Root reads any file whatever its mode, so as root the rows about an
# unreadable file run as the unprivileged user nobody (the fixtures'
# directories open to it, so the file's own mode is what refuses). They
# are skipped, and counted, only when that cannot be done.
#
# BOARDEX_TABLE_UNPRIVILEGED=1 runs every row as nobody (CI does, once, so
# the table holds for a user as well as for root); then a root that cannot
# run boardex as nobody is a failure, not a skip.
unreadable_as=""
skipped=0
if [ "$(id -u)" -eq 0 ]; then
    unreadable_as="setpriv --reuid=65534 --regid=65534 --clear-groups"
    chmod 755 "$SCRATCH" "$FIX"
    if ! $unreadable_as ${BOARDEX_WRAPPER:-} "$BOARDEX" --version \
        >/dev/null 2>&1; then
        # The build may sit where nobody cannot reach it (under /root, say):
        # a copy of the binary in the scratch directory runs for anyone.
        mkdir -p "$SCRATCH/bin"
        cp "$BOARDEX" "$SCRATCH/bin/boardex"
        chmod 755 "$SCRATCH/bin" "$SCRATCH/bin/boardex"
        if $unreadable_as ${BOARDEX_WRAPPER:-} "$SCRATCH/bin/boardex" \
            --version >/dev/null 2>&1; then
            BOARDEX=$SCRATCH/bin/boardex
        else
            unreadable_as=skip
        fi
    fi
fi
every_row_as=""
if [ "${BOARDEX_TABLE_UNPRIVILEGED:-}" = 1 ] && [ "$(id -u)" -eq 0 ]; then
    if [ "$unreadable_as" = skip ]; then
        echo "FAIL: BOARDEX_TABLE_UNPRIVILEGED=1, but nobody cannot run $BOARDEX"
        exit 1
    fi
    every_row_as=$unreadable_as
fi

expand() { # FIELD: escapes, '' and @fixtures resolved, on stdout
    local field=$1
    [ "$field" = "''" ] && return
    if [[ $field =~ ^@repeat:([0-9]+):(.*)$ ]]; then
        local unit repeated="" count=${BASH_REMATCH[1]}
        unit=$(printf '%b' "${BASH_REMATCH[2]}")
        # Doubling: a few dozen appends even for 100 000 copies.
        while [ "$count" -gt 0 ]; do
            [ $((count % 2)) -eq 1 ] && repeated+=$unit
            unit+=$unit
            count=$((count / 2))
        done
        printf '%s' "$repeated"
        return
    fi
    field=${field//@/fixtures\/}
    printf '%b' "$field"
}

# Rows name fixtures relative to the scratch directory, so the messages
# that quote a file name are the same wherever the scratch directory is.
cd "$SCRATCH" || exit 1
line_number=0
while IFS= read -r line || [ -n "$line" ]; do
    line_number=$((line_number + 1))
    [[ -z $line || $line == \#* ]] && continue
    run_as=$every_row_as
    if [[ $line == *@unreadable* ]]; then
        if [ "$unreadable_as" = skip ]; then
            skipped=$((skipped + 1))
            continue
        fi
        run_as=$unreadable_as
    fi
    fields=()
    rest=$line
    while [[ $rest == *$'\t'* ]]; do
        fields+=("${rest%%$'\t'*}")
        rest=${rest#*$'\t'}
    done
    fields+=("$rest")
    if [ "${#fields[@]}" -lt 3 ]; then
        echo "FAIL: $TABLE:$line_number: fewer than 3 fields"
        failures=$((failures + 1))
        continue
    fi
    out=$(expand "${fields[1]}")
    err=$(expand "${fields[2]}")
    args=()
    input=/dev/null
    writer=""
    for field in "${fields[@]:3}"; do
        if [[ $field == \<fifo:* ]]; then
            input=$FIX/stdin_fifo
            rm -f "$input"
            mkfifo "$input"
            # The writer blocks until boardex opens the FIFO to read.
            cat "$(expand "${field#<fifo:}")" >"$input" &
            writer=$!
        elif [[ $field == \<* ]]; then
            input=$(expand "${field#<}")
        else
            args+=("$(expand "$field")")
        fi
    done
    RUN_AS=$run_as STDIN=$input check "${fields[0]}" "$out" "$err" -- \
        "${args[@]}"
    if [ -n "$writer" ]; then # a writer boardex never read from ends here
        kill "$writer" 2>/dev/null
        wait "$writer" 2>/dev/null
    fi
done <"$TABLE"

# Memory that runs out inside the SAT solver, which is C++ and throws
# std::bad_alloc, ends as memory running out anywhere else does: one
# "boardex:" line and status 2, never "terminate called ..." (status 134).
# Where the solver's allocations fail depends on the libraries' sizes, so
# the address-space limit climbs from the least that boardex starts in
# (--version) until findtour answers (no zebra tour on 12x12, a SAT
# solver's proof), in steps finer than the band in which the solver alone
# fails (about 1.5 MB wide). A sanitizer build reserves terabytes of shadow
# memory, and a wrapper such as valgrind its own, so neither runs under
# ulimit -v: then this case is skipped, and said so.
limited() { # KIB ARGS...: boardex ARGS under an address-space limit
    local kb=$1
    shift
    # Below the least it starts in, the loader itself may crash: the
    # shell's report of that goes to /dev/null.
    # shellcheck disable=SC2086 # the user switch is a command
    { (ulimit -v "$kb" && exec $every_row_as "$BOARDEX" "$@") </dev/null \
        >"$SCRATCH/out" 2>"$SCRATCH/err"; } 2>/dev/null
}
memory_case() {
    local kb=1024 most=$((1024 * 1024)) status out_of_memory=0
    cases=$((cases + 1))
    until limited "$kb" --version || [ "$kb" -gt "$most" ]; do
        kb=$((kb + 128))
    done
    while [ "$kb" -le "$most" ]; do
        limited "$kb" findtour a1 --piece zebra --size 12x12
        status=$?
        if [ "$status" -eq 2 ] && [ ! -s "$SCRATCH/out" ] &&
            [ "$(wc -l <"$SCRATCH/err")" -eq 1 ] &&
            grep -q "^boardex: out of memory for " "$SCRATCH/err"; then
            out_of_memory=$((out_of_memory + 1))
            kb=$((kb + 128))
            continue
        fi
        if [ "$status" -eq 1 ] && [ ! -s "$SCRATCH/out" ] &&
            grep -q "^boardex: no tour exists from a1 on 12x12: a SAT solver showed" "$SCRATCH/err"; then
            [ "$out_of_memory" -gt 0 ] && return
            echo "FAIL: findtour under ulimit -v: it never ran out of memory"
            failures=$((failures + 1))
            return
        fi
        break
    done
    echo "FAIL: findtour a1 --piece zebra --size 12x12 under ulimit -v $kb: status $status"
    sed 's/^/  err /' "$SCRATCH/err" | head -n 5
    failures=$((failures + 1))
}
if grep -qF __asan_init "$BOARDEX" || [ -n "${BOARDEX_WRAPPER:-}" ]; then
    echo "skipped findtour under ulimit -v: a sanitizer build or a wrapper"
else
    memory_case
fi

# Outputs that fail while boardex writes as it goes: endless input must not
# run for ever. Each stops at the first failed write with one line and
# status 2; timeout turns a boardex that never stops into a failure.
FEN='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
check_failing_output() { # STATUS STDERR HOW
    local status=$1 want=$2 how=$3 actual
    # shellcheck disable=SC2086 # the wrappers are commands and options
    local run="$every_row_as timeout 20 ${BOARDEX_WRAPPER:-} $BOARDEX"
    cases=$((cases + 1))
    case $how in
    full)
        yes "$FEN" | head -n 100000 | $run count --fen - >/dev/full \
            2>"$SCRATCH/err"
        actual=$? ;;
    closed)
        yes "$FEN" | $run count --fen - >&- 2>"$SCRATCH/err"
        actual=$? ;;
    reader_left) # SIGPIPE ignored, as some services leave it: EPIPE instead
        actual=$(
            trap '' PIPE
            yes "$FEN" 2>/dev/null | $run count --fen - 2>"$SCRATCH/err" |
                head -n 1 >/dev/null
            echo "${PIPESTATUS[1]}"
        ) ;;
    esac
    expect_file "$want" "$SCRATCH/want_err"
    if [ "$actual" -ne "$status" ] || ! cmp -s "$SCRATCH/err" "$SCRATCH/want_err"; then
        failures=$((failures + 1))
        echo "FAIL: count --fen - with its output $how (status $actual)"
        diff -u "$SCRATCH/want_err" "$SCRATCH/err" | sed 's/^/  err /'
    fi
}
check_failing_output 2 "boardex: cannot write the output: No space left on device" full
check_failing_output 2 "boardex: cannot write the output: Bad file descriptor" closed
check_failing_output 2 "boardex: cannot write the output: Broken pipe" reader_left

[ "$skipped" -eq 0 ] || echo "skipped $skipped rows: running as root, and" \
    "the user nobody cannot run $BOARDEX to read an unreadable file"
chmod 600 "$FIX/unreadable"
finish

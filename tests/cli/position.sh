# CLI tests for positions: count, legal, fen, board. Exact stdout, stderr
# and exit status.
source "$(dirname "$0")/lib.sh"

START_FEN="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
EXAMPLE_1=(.K..R... ........ ........ ....q... ........ ........ ....k... ........)
EXAMPLE_1_FEN="1k2r3/8/8/4Q3/8/8/4K3/8 w - - 0 1"
EXAMPLE_4_FEN="1nbqkbnr/1ppppppp/8/4r3/8/8/PPPP1PPP/RNBQKBNR w - - 0 1"

printf '%s\n' "${EXAMPLE_1[@]}" >"$SCRATCH/example1.txt"
printf '%s\r\n' RNBQKBNR PPPPPPPP ........ ........ ........ ........ \
    pppppppp rnbqkbnr >"$SCRATCH/start.txt"
printf '%s\n' RNBQKBNR PPPPPPPP ........ >"$SCRATCH/short.txt"

# count: the three ways in
check 0 "5 -1" "" -- count "${EXAMPLE_1[@]}"
check 0 "5 -1" "" -- count --fen "$EXAMPLE_1_FEN"
check 0 "5 -1" "" -- count --board "$SCRATCH/example1.txt"
STDIN="$SCRATCH/example1.txt" check 0 "5 -1" "" -- count --board -
check 0 "20 20" "" -- count --board "$SCRATCH/start.txt"
check 0 "-1 3" "" -- count --fen "$EXAMPLE_4_FEN"
check 0 "-1 3" "" -- count .NBQKBNR .PPPPPPP ........ ....R... ........ \
    ........ pppp.ppp rnbqkbnr
check 0 "0 -1" "" -- count .K...... ........ .......P ........ ........ \
    ........ ........ qrrk....

# count: bad input
check 2 "" "boardex: $SCRATCH/short.txt: expected 8 rows, got 3" -- count --board "$SCRATCH/short.txt"
# A board file's errors name the file, and the line for a bad row.
printf '%s\n' RNBQKBNR PPPPPPPP ...x.... ........ ........ ........ \
    pppppppp rnbqkbnr >"$SCRATCH/bad_row.txt"
check 2 "" "boardex: $SCRATCH/bad_row.txt:3: row 2: unknown piece letter 'x'" -- \
    count --board "$SCRATCH/bad_row.txt"
STDIN="$SCRATCH/bad_row.txt" check 2 "" \
    "boardex: stdin:3: row 2: unknown piece letter 'x'" -- count --board -
check 2 "" "boardex: expected 8 rows, got 2" -- count ........ ........
check 2 "" "boardex: row 3: unknown piece letter 'x'" -- count .K...... \
    ........ ........ ...x.... ........ ........ ........ ....k...
check 2 "" "boardex: white has 2 kings; a colour has at most one" -- \
    count --fen "4k3/8/8/8/8/8/8/K6K"
check 2 "" "boardex: FEN rank 4: '9' is not a piece letter or 1-8" -- \
    count --fen "4k3/8/8/8/9/8/8/4K3"
check 2 "" "boardex: both kings are in check" -- count --fen "8/8/8/3kK3/8/8/8/8"
check 2 "" "boardex: count: give one of --board FILE, --fen FEN or the 8 rows" -- count
check 2 "" "boardex: count: give one of --board FILE, --fen FEN or the 8 rows" -- \
    count --fen "$START_FEN" --board "$SCRATCH/start.txt"
check 2 "" "boardex: $SCRATCH/missing: No such file or directory" -- \
    count --board "$SCRATCH/missing"
head -c 1048577 /dev/zero >"$SCRATCH/huge"
check 2 "" "boardex: $SCRATCH/huge: larger than 1 MiB" -- count --board "$SCRATCH/huge"

# count --fen -: one answer line per input line, '? ?' for a bad line
grep -v '^#' "$DATA/positions.txt" | cut -d' ' -f3- >"$SCRATCH/fens"
STDIN="$SCRATCH/fens" check 0 "$(grep -v '^#' "$DATA/positions.txt" |
    cut -d' ' -f1-2)" "" -- count --fen -
printf '%s\n' "$START_FEN" "" "8/8/8/8/8/8/8/9" "$EXAMPLE_1_FEN" \
    "4k3/8/8/8/8/8/8/P3K3 w" >"$SCRATCH/mixed"
STDIN="$SCRATCH/mixed" check 2 "20 20
? ?
? ?
5 -1
? ?" "boardex: line 2: empty FEN
boardex: line 3: FEN rank 1: '9' is not a piece letter or 1-8
boardex: line 5: white pawn on its own first rank at a1" -- count --fen -
printf '%s' "$EXAMPLE_1_FEN" >"$SCRATCH/no_newline"
STDIN="$SCRATCH/no_newline" check 0 "5 -1" "" -- count --fen -
STDIN=/dev/null check 0 "" "" -- count --fen -

# legal
check 0 "d1e2
f1e2
g1e2" "" -- legal --fen "$EXAMPLE_4_FEN"
check 0 "g1f3
g1h3" "" -- legal --fen "$START_FEN" --square g1
check 0 "e7e5
e7e6" "" -- legal --fen "$START_FEN" --square e7
check 0 "b8a7
b8a8
b8b7
b8c8
e8e5" "" -- legal --fen "$EXAMPLE_1_FEN" --side black
check 0 "b8a7
b8a8
b8b7
b8c8
e8e5" "" -- legal "${EXAMPLE_1[@]}" --side black
check 0 "e8e5" "" -- legal --fen "$EXAMPLE_1_FEN" --square e8
check 0 "" "" -- legal --fen "R5k1/5ppp/8/8/8/8/8/6K1 b"
check_first_line 0 "a2a3" -- legal --fen "$START_FEN"
check 2 "" "boardex: legal: black is in check, so white has no turn" -- \
    legal --fen "$EXAMPLE_1_FEN"
check 2 "" "boardex: legal: no piece on e4" -- legal --fen "$START_FEN" --square e4
check 2 "" "boardex: legal: the piece on e2 is white, not black" -- \
    legal --fen "$START_FEN" --square e2 --side black
check 2 "" "boardex: invalid position" -- legal --fen "$START_FEN" --square e9
check 2 "" "boardex: legal: --side takes white or black" -- \
    legal --fen "$START_FEN" --side red

# fen and board
check 0 "$EXAMPLE_1_FEN" "" -- fen --board "$SCRATCH/example1.txt"
check 0 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" "" -- \
    fen --board "$SCRATCH/start.txt"
check 0 "$(printf '%s\n' "${EXAMPLE_1[@]}")" "" -- board --fen "$EXAMPLE_1_FEN"
check 0 "1k2r3/8/8/4Q3/8/8/4K3/8 b - - 0 1" "" -- \
    fen --fen "1k2r3/8/8/4Q3/8/8/4K3/8 b KQkq - 3 9"
check 2 "" "boardex: FEN has 7 ranks, expected 8" -- board --fen "8/8/8/8/8/8/8"
check 2 "" "boardex: FEN side to move is not w or b: 'x'" -- \
    board --fen "8/8/8/8/8/8/8/8 x"

# --size 8x8 is the standard board; other sizes want their own FEN
# (tests/cli/variant.sh has positions on them)
check 0 "20 20" "" -- count --size 8x8 --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
check 2 "" "boardex: FEN rank 8 has 8 squares, expected 10" -- count --size 10x8 --fen "8/8/8/8/8/8/8/8"
STDIN=/dev/null check 0 "" "" -- count --size 5x5 --fen -
check 2 "" "boardex: FEN rank 9 has 8 squares, expected 9" -- legal --size 9x9 --fen "8/8/8/8/8/8/8/8"

finish

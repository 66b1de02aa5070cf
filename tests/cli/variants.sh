# CLI tests for the built-in variants (variants, --variant): exact
# stdout, stderr and exit status. Each perft number is Fairy-Stockfish's
# own (its tests/perft.sh) or worked out by hand in the comment above it.
source "$(dirname "$0")/lib.sh"

# The list: name, size, the letters defined in Betza, what differs.
# One line a variant, each name once.
cases=$((cases + 1))
"$BOARDEX" variants >"$SCRATCH/list"
want="capablanca  10x8   A=BN C=RN        archbishop A (bishop and knight), chancellor C (rook and knight); the king castles to i or c"
# Chess letters redefined: knightmate's royal K moves as a knight (K=N),
# a non-royal man M as a king; shatranj's B is an alfil, its Q a ferz.
want_knightmate="knightmate  8x8    K=N M=K          the royal king K moves as a knight, a man M (a king that is not royal) for the knight; promotion to M Q R B"
want_shatranj="shatranj    8x8    B=A Q=F          alfil B (A), ferz Q (F); pawns step once and promote to a ferz; no castling; a bare king loses (stalemate losing and the 70-move rule are not played)"
if [ "$(grep '^capablanca ' "$SCRATCH/list")" != "$want" ] ||
    [ "$(grep '^knightmate ' "$SCRATCH/list")" != "$want_knightmate" ] ||
    [ "$(grep '^shatranj ' "$SCRATCH/list")" != "$want_shatranj" ] ||
    [ "$(awk '{ print $1 }' "$SCRATCH/list" | sort -u | wc -l)" -ne 29 ] ||
    [ "$(wc -l <"$SCRATCH/list")" -ne 29 ]; then
    failures=$((failures + 1))
    echo "FAIL: boardex variants"
    cat "$SCRATCH/list"
fi

# The start position when none is given: capablanca 805,128 at depth 4
# (Fairy-Stockfish's tests/perft.sh), grand 259,514 at depth 3.
check 0 "805128" "" -- perft 4 --variant capablanca -j 2
check 0 "259514" "" -- perft 3 --variant grand
check 0 "28 28" "" -- count --variant capablanca
check 0 "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1" "" \
    -- fen --variant capablanca
# Grand Chess, black's e-pawn just past the white pawn on f6 (en passant
# on e7), from tests/perft.sh: 5,768 at depth 2.
check 0 "5768" "" -- perft 2 --variant grand \
    --fen "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3"
# A pawn on b7 of 10x8 promotes to each of capablanca's six pieces.
check 0 "$(printf 'b7b8a\nb7b8b\nb7b8c\nb7b8n\nb7b8q\nb7b8r')" "" \
    -- legal --variant capablanca --square b7 \
    --fen "5k4/1P8/10/10/10/10/10/5K4 w - - 0 1"
# Castling on 10x8: the king goes three files, to i1 or c1.
check 0 "$(printf 'f1c1\nf1e1\nf1e2\nf1f2\nf1g1\nf1g2\nf1i1')" "" \
    -- legal --variant capablanca --square f1 \
    --fen "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1"

# Knightmate (Fairy-Stockfish's tests/perft.sh: 139,774 at depth 4); a
# pawn promotes to its man, bishop, queen or rook, never to a knight,
# whose letter it does not have.
check 0 "139774" "" -- perft 4 --variant knightmate
check 0 "$(printf 'a7a8b\na7a8m\na7a8q\na7a8r')" "" \
    -- legal --variant knightmate --square a7 --fen "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
check 2 "" "boardex: FEN rank 1: 'N' is not a piece letter or a number of empty squares" \
    -- count --variant knightmate --fen "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"
# Shatranj's bare king: black has only its king, white its king and
# queen and the move: the game is over (white has won), no move is left,
# as Fairy-Stockfish 11.1's go perft has it (0).
check 0 "0" "" -- perft 2 --variant shatranj --fen "8/8/8/4k3/8/8/3QK3/8 w - - 0 1"

# A running count, as Fairy-Stockfish writes it under makruk's counting
# rule (src/position.cpp, Position::fen): the limit 128 in the en-passant
# field, the ply 10 in the halfmove field. Read and written back; perft
# does not see it. White Kd2 Ra1 against Ke6, worked by hand: 22 moves
# (the king's 8, the rook's 7 + 7), 163 at depth 2 (black's king has its
# 8 squares but after Ra5, Ra7 and Rf1 (5 each) and the checks Ra6 and
# Re1 (6 each): 8 x 22 - 3 x 3 - 2 x 2 = 163), the same as with "- 0 40".
COUNTED="8/8/4k3/8/8/8/3K4/R7 w - 128 10 40"
check 0 "$COUNTED" "" -- fen --variant makruk --fen "$COUNTED"
check 0 "163" "" -- perft 2 --variant makruk --fen "$COUNTED"
check 0 "163" "" -- perft 2 --variant makruk --fen "8/8/4k3/8/8/8/3K4/R7 w - - 0 40"
check 0 "8/8/4k3/8/8/8/3K4/R7 b - 32 3 40" "" \
    -- fen --variant asean --fen "8/8/4k3/8/8/8/3K4/R7 b - 32 3 40"
# A limit of 0 is no count (Position::fen writes '-' and the clock).
check 0 "8/8/4k3/8/8/8/3K4/R7 w - - 10 40" "" \
    -- fen --variant makruk --fen "8/8/4k3/8/8/8/3K4/R7 w - 0 10 40"
check 2 "" "boardex: FEN en passant field is not - or a square (a counting limit is read under a counting rule only): '128'" \
    -- perft 2 --variant chess --fen "$COUNTED"

# A promoted piece as Fairy-Stockfish marks it, and pychess copies it:
# "M~", a met that was a pawn (src/position.cpp, Position::set). Without
# drops it moves as any met: fairy-stockfish 11.1's go perft 2 gives 85
# for both FENs, and its `d` writes the FEN back without the mark.
check 0 "85" "" -- perft 2 --variant makruk --fen "8/8/4k3/8/3M~4/8/3K4/8 w - - 0 40"
check 0 "85" "" -- perft 2 --variant makruk --fen "8/8/4k3/8/3M4/8/3K4/8 w - - 0 40"
check 0 "8/8/4k3/8/3M4/8/3K4/8 w - - 0 40" "" \
    -- fen --variant makruk --fen "8/8/4k3/8/3M~4/8/3K4/8 w - - 0 40"
check 2 "" "boardex: FEN rank 4: '~' follows no piece letter (it marks the promoted piece before it)" \
    -- perft 2 --variant makruk --fen "8/8/4k3/8/3M~~4/8/3K4/8 w - - 0 40"

check 2 "" "boardex: perft: unknown variant 'nope' (boardex variants lists them)" \
    -- perft 1 --variant nope
check 2 "" "boardex: count: --variant gives the board, pieces and rules; --rules and --size go without it" \
    -- count --variant chess --rules fide

# --define on a variant adds a letter or redefines one of its own. Los
# Alamos (6x6) with Z a knight on c3: Z reaches a2 a4 b1 b5 d1 d5 e2 e4
# (8) and the king on a1 a2 b1 b2 (3): 11 for white; black's king on a6
# has a5 and b6, b5 being the knight's (2).
check 0 "2 11" "" -- count --variant losalamos --define Z=N \
    --fen "k5/6/6/2Z3/6/K5 w - - 0 1"
# Capablanca's archbishop A made a wazir, on e4: e5 e3 d4 f4 (4) and the
# king's a2 b1 b2 (3) for white, a7 b7 b8 (3) for black.
check 0 "3 7" "" -- count --variant capablanca --define A=W \
    --fen "k9/10/10/10/4A5/10/10/K9 w - - 0 1"
check 2 "" "boardex: --define: K is a chess piece; define another letter" \
    -- count --variant capablanca --define K=N
check 2 "" "boardex: perft: A: invalid Betza: 'x' at 1 (expected a modifier or an atom)" \
    -- perft 1 --variant capablanca --define A=x
check 2 "" "boardex: FEN rank 8 has 8 squares, expected 10" \
    -- count --variant capablanca --fen 8/8/8/8/8/8/8/8

# The variant generator works in memory allocated once per question or
# per perft (about 60 KB on the largest board), never in a stack frame of
# that size: perft, count and legal under a variant, and the general
# generator on a board of more than 128 squares, answer with a 64 KiB
# stack, perft's threads included. Each died of SIGSEGV here once.
stack_answer() { # WANT: what small_stack's last run printed
    cases=$((cases + 1))
    if [ "$(cat "$SCRATCH/out")" != "$1" ]; then
        failures=$((failures + 1))
        echo "FAIL: with a 64 KiB stack: '$(head -c 100 "$SCRATCH/out")', expected '$1'"
    fi
}
small_stack 0 "" perft 4 --variant capablanca -j 1
stack_answer 805128
small_stack 0 "" perft 4 --variant capablanca -j 2
stack_answer 805128
small_stack 0 "" perft 3 --variant grand
stack_answer 259514
small_stack 0 "" perft 3 --variant-file "$DATA/../../examples/capablanca.ini" \
    --variant capa
stack_answer 25228
small_stack 0 "" count --variant capablanca
stack_answer "28 28"
# The archbishop on c1: its diagonals start on its own pawns (b2, d2), as
# do two of its leaps (a2, e2): b3 and d3.
small_stack 0 "" legal --variant capablanca --square c1
stack_answer "c1b3
c1d3"
# 12x12 (144 squares): the mailbox counts. White: the archbishop on a1
# slides b2..l12 (11) and leaps to b3 and c2, the king on l1 steps to k1,
# k2 and l2: 16. Black: the king on a12 to a11, b11 and b12: 3.
small_stack 0 "" count --size 12x12 --define A=BN \
    --fen "k11/12/12/12/12/12/12/12/12/12/12/A10K"
stack_answer "3 16"
small_stack 0 "" perft 1 --size 12x12 --define A=BN \
    --fen "k11/12/12/12/12/12/12/12/12/12/12/A10K w"
stack_answer 16

finish

# CLI tests for positions with defined pieces and on other boards (the
# general generator): count, legal, fen, board with --define and --size.
# Every count is worked by hand in tests/unit/variant/test_variant_movegen.c
# (the same positions) or in the comment beside it.
source "$(dirname "$0")/lib.sh"

CANNON_PINNED="k3r3/8/8/8/4C3/8/8/4K3 w"
CANNON_CHECK="4k3/8/8/8/4P3/8/8/K3C3 b"
LAME_HORSE="7k/8/8/3P4/3Hp3/8/8/7K w"
FORWARD="4k2f/8/8/8/8/8/8/F2K4 w"
TEN="9k/7p2/10/10/10/4R5/10/10/2P7/K9 w"
# The 10x10 start with an archbishop beside the king, j1 and j10 empty.
TEN_START="rnbqkabnr1/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKABNR1"

# count: "B W"
check 0 "13 10" "" -- count --define C=mRcpR --fen "$CANNON_PINNED"
check 0 "13 10" "" -- count --define c=mRcpR --fen "$CANNON_PINNED"
check 0 "4 -1" "" -- count --define C=mRcpR --fen "$CANNON_CHECK"
check 0 "13 4" "" -- count --define G=gQ --fen "k7/8/8/8/8/2n5/1p6/G6K w"
check 0 "4 8" "" -- count --define H=nN --fen "$LAME_HORSE"
check 0 "2 -1" "" -- count --define X=cQ --fen "7k/8/8/8/3X4/8/8/K7 b"
check 0 "4 7" "" -- count --define Z=NN --fen "7k/8/8/2P5/8/4p3/8/Z6K w"
check 0 "12 12" "" -- count --define F=fR --fen "$FORWARD"
check 0 "5 23" "" -- count --size 10x10 --fen "$TEN"
check 0 "3 16" "" -- count --size 12x12 --define A=BN \
    --fen "k11/12/12/12/12/12/12/12/12/12/12/A10K"
check 0 "2 2" "" -- count --size 1x8 --fen "k/p/1/1/1/1/P/K"
# Pawns 10 x 2, knights 2 + 2, the archbishop's knight leaps e3 g3, the
# i-file rook to the empty corner: 27 a side.
check 0 "27 27" "" -- count --size 10x10 --define A=BN --fen "$TEN_START"
# The rows as arguments, H of them: a lone king in a 3x3 corner has 3
# (upper case is black in the board form).
check 0 "3 0" "" -- count --size 3x3 ... ... K..
# --fen -: one answer a line, the defines and size for every line.
printf '%s\n' "$CANNON_PINNED" "$CANNON_CHECK" "8/8/8/8/8/8/8/9" \
    >"$SCRATCH/cannons"
STDIN="$SCRATCH/cannons" check 2 "13 10
4 -1
? ?" "boardex: line 3: FEN rank 1 has more than 8 squares" \
    -- count --define C=mRcpR --fen -

# legal: squares named as everywhere, sorted as text
check 0 "j9j10" "" -- legal --size 10x10 --fen "10/9P/10/10/10/10/10/10/10/10"
check 0 "d4b3
d4b5
d4c2
d4e2" "" -- legal --define H=nN --fen "$LAME_HORSE" --square d4
check 0 "a1c3" "" -- legal --define G=gQ --fen "k7/8/8/8/8/2n5/1p6/G6K w" \
    --square a1
# Black's forward is down the board.
check 0 "h8h1
h8h2
h8h3
h8h4
h8h5
h8h6
h8h7" "" -- legal --define F=fR --fen "$FORWARD" --square h8
# The pinned cannon keeps to its file.
check 0 "e4e2
e4e3
e4e5
e4e6
e4e7" "" -- legal --define C=mRcpR --fen "$CANNON_PINNED" --square e4
check 2 "" "boardex: legal: black is in check, so white has no turn" -- \
    legal --define C=mRcpR --fen "$CANNON_CHECK" --side white
check 2 "" "boardex: legal: no piece on e5" -- \
    legal --define C=mRcpR --fen "$CANNON_PINNED" --square e5
check 2 "" "boardex: legal: the piece on e4 is white, not black" -- \
    legal --define C=mRcpR --fen "$CANNON_PINNED" --square e4 --side black

# fen and board: round trips at any size; the board form is upper case black
check 0 "$TEN_START w - - 0 1" "" -- fen --size 10x10 --define A=BN --fen "$TEN_START"
TEN_BOARD="RNBQKABNR.
PPPPPPPPPP
..........
..........
..........
..........
..........
..........
pppppppppp
rnbqkabnr."
check 0 "$TEN_BOARD" "" -- board --size 10x10 --define A=BN --fen "$TEN_START"
printf '%s\n' "$TEN_BOARD" >"$SCRATCH/ten.txt"
check 0 "$TEN_START w - - 0 1" "" -- fen --size 10x10 --define A=BN --board "$SCRATCH/ten.txt"
check 0 "26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/z25 w - - 0 1" "" -- \
    fen --size 26x26 --define Z=NN --fen "26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/z25"

# bad input: the --define, the letters, the ranks
check 2 "" "boardex: --define: N is a chess piece; define another letter" -- \
    count --define N=NN --fen 8/8/8/8/8/8/8/8
check 2 "" "boardex: --define: A is defined twice" -- \
    count --define A=BN --define a=RN --fen 8/8/8/8/8/8/8/8
check 2 "" "boardex: --define: A: invalid Betza: 'x' at 2 (expected a modifier or an atom)" -- \
    count --define A=Bx --fen 8/8/8/8/8/8/8/8
check 2 "" "boardex: --define: expected LETTER=BETZA, got 'A'" -- \
    count --define A --fen 8/8/8/8/8/8/8/8
check 2 "" "boardex: FEN rank 8: 'a' is not a piece letter or a number of empty squares" -- \
    count --define C=mRcpR --fen "a7/8/8/8/8/8/8/8"
check 2 "" "boardex: row 1: unknown piece letter 'c'" -- count --size 3x3 ... .c. K..
check 2 "" "boardex: count: give one of --board FILE, --fen FEN or the 3 rows" -- \
    count --size 3x3
check 2 "" "boardex: legal: --side takes white or black" -- \
    legal --define C=mRcpR --fen "$CANNON_PINNED" --side red
# board --counts and --format on any board. The archbishop (A=BN) on e6
# of 10x10 reaches f7 g8 h9 i10, d7 c8 b9 a10, f5 g4 h3 i2 j1, d5 c4 b3 a2
# and its 8 leaps: 25; the king on a1 a2 b1 b2: 3. The black king on j10
# has i9 and j9; i10 is on the archbishop's diagonal: 2.
ARCHBISHOP="9k/10/10/10/4A5/10/10/10/10/K9 w"
EMPTY_TEN="  .   .   .   .   .   .   .   .   .   ."
check 0 "2 28" "" -- count --size 10x10 --define A=BN --fen "$ARCHBISHOP"
check 0 "  .   .   .   .   .   .   .   .   .  k2
$EMPTY_TEN
$EMPTY_TEN
$EMPTY_TEN
  .   .   .   . A25   .   .   .   .   .
$EMPTY_TEN
$EMPTY_TEN
$EMPTY_TEN
$EMPTY_TEN
 K3   .   .   .   .   .   .   .   .   ." "" -- \
    board --size 10x10 --define A=BN --fen "$ARCHBISHOP" --counts
# The pinned cannon's 5 moves (above), the white king's d1 d2 e2 f2 f1;
# black's king a7 b7 b8 (3) and rook b8..d8, f8..h8, e7..e4 (10). Defined
# letters take FEN's case too.
check 0 "rank,a,b,c,d,e,f,g,h
8,k3,.,.,.,r10,.,.,.
7,.,.,.,.,.,.,.,.
6,.,.,.,.,.,.,.,.
5,.,.,.,.,.,.,.,.
4,.,.,.,.,C5,.,.,.
3,.,.,.,.,.,.,.,.
2,.,.,.,.,.,.,.,.
1,.,.,.,.,K5,.,.,." "" -- \
    board --define C=mRcpR --fen "$CANNON_PINNED" --counts --format csv
# White's count is -1 (the cannon checks over e4): its pieces get no
# counts; black's king has d8 f8 d7 f7 (e7 is on the cannon's line).
check 0 " .  .  .  . k4  .  .  .
 .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .
 .  .  .  .  P  .  .  .
 .  .  .  .  .  .  .  .
 .  .  .  .  .  .  .  .
 K  .  .  .  C  .  .  ." "" -- \
    board --define C=mRcpR --fen "$CANNON_CHECK" --counts

# The general generator knows the seed rules only: fide is refused, by
# every command, with the door's one message.
check 0 "13 10" "" -- count --define C=mRcpR --fen "$CANNON_PINNED" --rules seed
FIDE_REFUSED="fide rules are for chess on 8x8; defined pieces and other sizes take seed rules"
check 2 "" "boardex: count: $FIDE_REFUSED" -- \
    count --define C=mRcpR --fen "$CANNON_PINNED" --rules fide
check 2 "" "boardex: legal: $FIDE_REFUSED" -- \
    legal --size 10x10 --fen "$TEN" --rules fide
check 2 "" "boardex: fen: $FIDE_REFUSED" -- \
    fen --rules fide --define A=BN --fen "$TEN_START"
check 2 "" "boardex: board: $FIDE_REFUSED" -- \
    board --rules fide --define C=mRcpR --fen "$CANNON_PINNED" --counts
check 2 "" "boardex: perft: $FIDE_REFUSED" -- \
    perft 1 --rules fide --define C=mRcpR --fen "$CANNON_PINNED"

# board --placement: the piece put on each empty square in turn. A white
# knight on 3x3 with the black king on a3 and the white one on c1: from
# b3 it reaches a1 (c1 is its own king): 1; c3: a2 b1: 2; a2: c3 (and
# c1): 1; b2 reaches nothing: 0; a1: b3 c2: 2; on c2 and b1 it would
# attack a3: +.
check 0 " k  1  2
 1  0  +
 2  +  K" "" -- board --size 3x3 --fen "k2/3/2K w" --placement N
# The same in the board form's rows (upper case black), as CSV.
check 0 "rank,a,b,c
3,k,1,2
2,1,0,+
1,2,+,K" "" -- board --size 3x3 K.. ... ..k --placement N --format csv
# A white rook on 4x4 while the black rook on d1 checks the king on a1:
# on b1 or c1 it blocks and is pinned (the other of b1 c1, and d1): 2;
# on b2..d3 it can only block on b1 or c1 or take on d1: 1; on the a-file
# and on rank 4 it would check a4 too, and both kings in check is against
# the rules: -.
check 0 "rank,a,b,c,d
4,k,-,-,-
3,-,1,1,1
2,-,1,1,1
1,K,2,2,r" "" -- board --size 4x4 --fen "k3/4/4/K2r w" --placement R \
    --format csv
# A defined letter, black: a black wazir (W=W, one step orthogonally)
# with the same kings: on c2 and b1 it would attack c1: +; b3: c3 b2
# (a3 is its own king): 2; c3: b3 c2: 2; a2: a1 b2: 2; b2: all four: 4;
# a1: a2 b1: 2.
check 0 "| rank | a | b | c |
| ---: | ---: | ---: | ---: |
| 3 | k | 2 | 2 |
| 2 | 2 | 4 | + |
| 1 | 2 | + | K |" "" -- board --size 3x3 --define W=W --fen "k2/3/2K w" \
    --placement w --format markdown
check 2 "" "boardex: board: --placement: 'x' is no piece here (KQRBNP kqrbnp and the defined letters)" \
    -- board --size 3x3 --fen "k2/3/2K w" --placement x
check 2 "" "boardex: board: --placement: 'A' is no piece here (KQRBNP kqrbnp and the defined letters)" \
    -- board --fen "$CANNON_PINNED" --define C=mRcpR --placement A
check 2 "" "boardex: board: --placement: 'NN' is no piece here (KQRBNP kqrbnp and the defined letters)" \
    -- board --size 3x3 --fen "k2/3/2K w" --placement NN
check 2 "" "boardex: board: --placement and --counts are two views; give one" \
    -- board --size 3x3 --fen "k2/3/2K w" --placement N --counts

finish

# CLI tests for the fide rules and perft: exact stdout, stderr and exit
# status. Every number is a published perft count ("Perft Results",
# chessprogramming.org) or what Debian's stockfish 15.1 prints for the same
# position (`go perft`), or worked out by hand in the comment above it.
source "$(dirname "$0")/lib.sh"

START_FEN="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"
# Black to take e.p. on d3, but exd3 would open the rank from a4 to Qh4.
EP_PIN="8/8/8/8/k2Pp2Q/8/8/3K4 b - d3"
PROMOTE="4k3/1P6/8/8/8/8/8/4K3 w - -"

# perft: published counts, fide rules by default
check 0 "1" "" -- perft 0 --fen "$START_FEN"
check 0 "8902" "" -- perft 3 --fen "$START_FEN"
check 0 "2039" "" -- perft 2 --fen "$KIWIPETE"
check 0 "97862" "" -- perft 3 --fen "$KIWIPETE" -j 2
check 0 "43238" "" -- perft 4 --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -" -j 3
# --hash: the same published counts with a memory, shared by threads; a
# 1 MiB memory is replaced all the time and must not change them.
check 0 "197281" "" -- perft 4 --fen "$START_FEN" --hash 1
check 0 "4085603" "" -- perft 4 --fen "$KIWIPETE" --hash 16 -j 2
check 0 "674624" "" -- perft 5 --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -" --hash 1 -j 3
check 2 "" "boardex: perft: --hash takes a size in MiB from 1 to 65536" -- perft 3 --fen "$START_FEN" --hash 0
check 2 "" "boardex: perft: --hash takes a size in MiB from 1 to 65536" -- perft 3 --fen "$START_FEN" --hash 65537
check 2 "" "boardex: perft: --hash takes a size in MiB from 1 to 65536" -- perft 3 --fen "$START_FEN" --hash 1M
# Variants and other boards remember too: Fairy-Stockfish's published
# makruk and capablanca counts (tests/data/variant_perft.txt), and two
# kings far apart on 10x10 under the seed rules, 5 steps each: 5 x 5.
check 0 "273026" "" -- perft 4 --variant makruk --hash 1 -j 2
check 0 "805128" "" -- perft 4 --variant capablanca --hash 1
check 0 "25" "" -- perft 2 --fen "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1" --size 10x10 --hash 1
# The board form (UPPER case black): the initial position.
check 0 "400" "" -- perft 2 RNBQKBNR PPPPPPPP ........ ........ ........ \
    ........ pppppppp rnbqkbnr
# --divide: stockfish's "go perft 2" lines, sorted
check 0 "a4a3: 23
a4a5: 23
a4b3: 22
a4b4: 23
a4b5: 23
e4e3: 22

136" "" -- perft 2 --fen "$EP_PIN" --divide
check 0 "a4a3: 23
a4a5: 23
a4b3: 22
a4b4: 23
a4b5: 23
e4e3: 22

136" "" -- perft 2 --fen "$EP_PIN" --divide -j 2
check 0 "
1" "" -- perft 0 --fen "$EP_PIN" --divide
# Seed rules: no promotion, so b7b8 is one move; Ke1 has d1 d2 e2 f2 f1.
check 0 "6" "" -- perft 1 --fen "$PROMOTE" --rules seed
check 0 "9" "" -- perft 1 --fen "$PROMOTE"

# legal under fide: four promotions; castling as the king's move
check 0 "b7b8b
b7b8n
b7b8q
b7b8r
e1d1
e1d2
e1e2
e1f1
e1f2" "" -- legal --fen "$PROMOTE" --rules fide
check 0 "b7b8" "" -- legal --fen "$PROMOTE" --square b7
check 0 "e1d1
e1d2
e1e2
e1f1
e1f2
e1g1" "" -- legal --fen "4k3/8/8/8/8/8/8/4K2R w K -" --rules fide --square e1
# e.p.: white's e5d6 only when it is white's move; d5 pawn black's.
check 0 "e5d6
e5e6" "" -- legal --fen "4k3/8/8/3pP3/8/8/8/4K3 w - d6" --rules fide --square e5

# count under fide: Kiwipete has 48 moves for white (published) and 43 for
# black as if it were its turn (stockfish, the same FEN with b).
check 0 "43 48" "" -- count --fen "$KIWIPETE" --rules fide
check 0 "41 46" "" -- count --fen "$KIWIPETE"
# White: Ke1 5 + e5e6 + e5d6 e.p. = 7; black (no e.p.): Ke8 5 + d5d4 = 6.
check 0 "6 7" "" -- count --fen "4k3/8/8/3pP3/8/8/8/4K3 w - d6" --rules fide
printf '%s\n' "$START_FEN" "$KIWIPETE" >"$SCRATCH/fens"
STDIN="$SCRATCH/fens" check 0 "20 20
43 48" "" -- count --fen - --rules fide

# fen: fide keeps every field, seed writes "- - 0 1" as before
E4E5="rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
check 0 "$E4E5" "" -- fen --fen "$E4E5" --rules fide
check 0 "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1" "" -- \
    fen --fen "$E4E5"
check 0 "4k3/8/8/8/8/8/8/4K3 w - - 0 1" "" -- fen --rules fide \
    ....K... ........ ........ ........ ........ ........ ........ ....k...

# what fide refuses, naming the field
check 2 "" "boardex: castling right K: no white rook on h1" -- \
    perft 1 --fen "4k3/8/8/8/8/8/8/4K3 w K -"
check 2 "" "boardex: en passant square d6: no black pawn on d5 that could have just passed it" -- \
    count --rules fide --fen "4k3/8/8/4P3/8/8/8/4K3 w - d6"
check 2 "" "boardex: side to move b: white is in check, so it would be white's turn" -- \
    legal --rules fide --fen "4k3/8/8/8/8/8/8/4K2r b - -"
# Seed rules check the castling field for form only: kings alone, 5 moves
# each.
check 0 "5 5" "" -- count --fen "4k3/8/8/8/8/8/8/4K3 w K -"
# A board file that reads but that fide cannot play as it stands (white to
# move, black in check by the queen on e7) is refused by the rule check,
# which speaks of the position, not of a line of the file.
printf '%s\n' ....K... ....q... ........ ........ ........ ........ ........ \
    ....k... >"$SCRATCH/black_in_check.txt"
check 2 "" "boardex: side to move w: black is in check, so it would be black's turn" -- \
    fen --rules fide --board "$SCRATCH/black_in_check.txt"

# board --counts under either rules: the king of CASTLES has d1 d2 e2 f2
# f1 under seed (5) and c1 g1 besides under fide (7); the rook on a1 has
# a2..a7, takes a8, and b1 c1 d1 (10), the one on h1 h2..h7, h8, g1 f1
# (9). Black's are the mirror image, counted as if it were black's turn.
CASTLES="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
EMPTY_RANK="  .   .   .   .   .   .   .   ."
check 0 "r10   .   .   .  k7   .   .  r9
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
R10   .   .   .  K7   .   .  R9" "" -- board --rules fide --fen "$CASTLES" --counts
check 0 "r10   .   .   .  k5   .   .  r9
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
$EMPTY_RANK
R10   .   .   .  K5   .   .  R9" "" -- board --fen "$CASTLES" --counts
check 0 "rank,a,b,c,d,e,f,g,h
8,r10,.,.,.,k7,.,.,r9
7,.,.,.,.,.,.,.,.
6,.,.,.,.,.,.,.,.
5,.,.,.,.,.,.,.,.
4,.,.,.,.,.,.,.,.
3,.,.,.,.,.,.,.,.
2,.,.,.,.,.,.,.,.
1,R10,.,.,.,K7,.,.,R9" "" -- board --rules fide --fen "$CASTLES" --counts --format csv
check 2 "" "boardex: board: rules 'chess': expected seed or fide" -- \
    board --rules chess --fen "$CASTLES"

# perft on other boards (seed rules, the default where fide cannot be
# played): on 3x3 the white king on a1 has a2 and b1 (b2 touches the black
# king on c3); after either, black's king has one square (c2 after a2, b3
# after b1).
check 0 "a1a2: 1
a1b1: 1

2" "" -- perft 2 --size 3x3 --fen "2k/3/K2 w" --divide
# An archbishop (A=BN) on e6 of 10x10 has 4 + 4 + 5 + 4 diagonal squares
# and 8 leaps; the king on a1 a2 b1 b2: 28 moves.
check 0 "28" "" -- perft 1 --size 10x10 --define A=BN \
    --fen "9k/10/10/10/4A5/10/10/10/10/K9 w" -j 4

finish

# CLI tests for the lenses (heatmap, distance, compare) in every format:
# exact stdout, stderr and status. The expected grids are derived by hand
# in the comments; test_distance checks the model against a naive search.
source "$(dirname "$0")/lib.sh"

# distance: the knight from a1 on 3x3. Its squares form one ring of 8
# around b2 (a1 b3 c1 a2 c3 b1 a3 c2), so the distance is the shorter way
# round the ring, and b2 is never reached.
check 0 "2 1 4
3 - 1
0 3 2" "" -- distance a1 --size 3x3
# The knight from a1 on 8x8: h8 is 6 (rank + file change by at most 3 a
# move, 14 to go, and an even count keeps the colour); b2 is 4 (the
# corner's diagonal neighbour); b3 and c2 are 1. The rest is the classic
# table of knight distances from a corner.
check 0 "5 4 5 4 5 4 5 6
4 3 4 3 4 5 4 5
3 4 3 4 3 4 5 4
2 3 2 3 4 3 4 5
3 2 3 2 3 4 3 4
2 1 4 3 2 3 4 5
3 4 1 2 3 4 3 4
0 3 2 3 2 3 4 5" "" -- distance a1
# A bishop never reaches the other colour: from c1 its two diagonals
# (b2 a3, d2 e3 f4 g5 h6) are 1, every other dark square 2.
check 0 "- 2 - 2 - 2 - 2
2 - 2 - 2 - 2 -
- 2 - 2 - 2 - 1
2 - 2 - 2 - 1 -
- 2 - 2 - 1 - 2
1 - 2 - 1 - 2 -
- 1 - 1 - 2 - 2
2 - 0 - 2 - 2 -" "" -- distance c1 --piece bishop
# Entries are as wide as the widest: a wazir on a 12x1 strip counts to 11.
check 0 " 0  1  2  3  4  5  6  7  8  9 10 11" "" -- distance a1 --piece wazir --size 12x1
check 0 "- 0
- -" "" -- distance b2 --size 2x2
check 0 "1 0 1" "" -- distance 0,1 --size 3x1 --once "0,1 0,-1"
check 2 "" "boardex: invalid position" -- distance z9
check 2 "" "boardex: unknown piece: 'dragon'" -- distance a1 --piece dragon
check 2 "" "boardex: usage: boardex distance SQUARE [--piece NAME | --once DIRS | --repeated DIRS] [--format FORMAT] [--scale SCALE] [--mono] (see 'boardex distance --help')" -- distance

# compare: knight minus bishop on 8x8, the issue's example. The knight's
# rows from the top are 2 3 4 4 4 4 3 2 / 3 4 6 6 6 6 4 3 / 4 6 8 8 8 8 6 4
# (twice), mirrored below; the bishop's rings are 7, 9, 11, 13 from the
# edge in.
check 0 "-5 -4 -3 -3 -3 -3 -4 -5
-4 -5 -3 -3 -3 -3 -5 -4
-3 -3 -3 -3 -3 -3 -3 -3
-3 -3 -3 -5 -5 -3 -3 -3
-3 -3 -3 -5 -5 -3 -3 -3
-3 -3 -3 -3 -3 -3 -3 -3
-4 -5 -3 -3 -3 -3 -5 -4
-5 -4 -3 -3 -3 -3 -4 -5
strength 336 vs 560: -224" "" -- compare --with bishop
# On 3x3 the knight has 2 moves on each outer square and none in the
# middle; the wazir 2 in a corner, 3 on an edge, 4 in the middle.
check 0 " 0 -1  0
-1 -4 -1
 0 -1  0
strength 16 vs 24: -8" "" -- compare --with wazir --size 3x3
# The archbishop is the knight and the bishop joined, so minus the knight
# it is the bishop: 3 on the edge of 4x4, 5 inside, signed.
check 0 "+3 +3 +3 +3
+3 +5 +5 +3
+3 +5 +5 +3
+3 +3 +3 +3
strength 104 vs 48: 56" "" -- compare --piece archbishop --with knight --size 4x4
check 0 "0 0
0 0
strength 0 vs 0: 0" "" -- compare --piece knight --with knight --size 2x2
# --with takes Betza too: the nightrider (NN) on 5x5, rank 5. From a5 it
# rides (1,2) to c4 and e3, (2,1) to b3 and c1: 4, the knight 2 (c4 b3):
# -2. From b5: (1,2) d4, (2,1) c3 d1, (2,-1) a3: 4, the knight 3: -1. From
# c5: (1,2) e4, (1,-2) a4, (2,1) d3 e1, (2,-1) b3 a1: 6, the knight 4: -2.
# d5 and e5 mirror b5 and a5.
check_first_line 0 "-2 -1 -2 -1 -2" -- compare --with NN --size 5x5
check 2 "" "boardex: unknown piece: 'dragon'" -- compare --with dragon
check 2 "" "boardex: compare: --with SPEC names the second piece" -- compare --piece rook
check 2 "" "boardex: compare: option '--with' needs a value (SPEC)" -- compare --with
check 2 "" "boardex: invalid size: '27x27' (width and height go from 1 to 26)" -- compare --with rook --size 27x27

# heatmap columns are as wide as the widest count, at least 2. The amazon
# (queen + knight) on 26x26: a corner reaches 3 x 25 + 2 = 77, b26 75 + 3,
# c26 to x26 75 + 4; in the middle (n13) the queen reaches 50 + 49 and the
# knight 8, 107 in all, so every column is 3 wide.
check_first_line 0 " 77  78$(printf '  79%.0s' {1..22})  78  77" -- heatmap --piece amazon --size 26x26
cases=$((cases + 1))
middle=$("$BOARDEX" heatmap --piece amazon --size 26x26 | awk 'NR == 14 { print $14 }')
if [ "$middle" != 107 ]; then
    failures=$((failures + 1))
    echo "FAIL: amazon on 26x26 has $middle on n13, expected 107"
fi

# Formats: CSV and Markdown put the rank first, top rank first.
check 0 "rank,a,b,c
2,1,0,1
1,1,0,1" "" -- heatmap --size 3x2 --format csv
check 0 "| rank | a | b | c |
| ---: | ---: | ---: | ---: |
| 2 | 1 | 0 | 1 |
| 1 | 1 | 0 | 1 |" "" -- heatmap --size 3x2 --format markdown
check 0 "rank,a,b,c
3,2,1,4
2,3,-,1
1,0,3,2" "" -- distance a1 --size 3x3 --format csv
check 0 "| rank | a | b | c |
| ---: | ---: | ---: | ---: |
| 3 | 0 | -1 | 0 |
| 2 | -1 | -4 | -1 |
| 1 | 0 | -1 | 0 |" "" -- compare --with wazir --size 3x3 --format markdown
# On 2x2 the bishop (archbishop minus knight) reaches the one diagonal.
check 0 "rank,a,b
2,+1,+1
1,+1,+1" "" -- compare --piece archbishop --with knight --size 2x2 --format=csv
# --scale changes colours only: a wazir on 3x2 has 2 in the corners and
# 3 on b1, b2 (two files and one rank step).
check 0 " 2  3  2
 2  3  2" "" -- heatmap --piece wazir --size 3x2 --format text --scale absolute
# board --counts: the white rook on a1 has a2..a8 and b1 c1 d1 (10), the
# white king d1 d2 e2 f2 f1 (5), the knight f2 g3 (2); the black king d8
# f8 d7 e7 f7 (5). With counts, and in CSV and Markdown, letters are
# FEN's (UPPER case white), as on screen; the plain board form keeps its
# own (UPPER case black).
POSITION="4k3/8/8/8/8/8/8/R3K2N w"
check 0 "  .   .   .   .  k5   .   .   .
  .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .
  .   .   .   .   .   .   .   .
R10   .   .   .  K5   .   .  N2" "" -- board --fen "$POSITION" --counts
check 0 "rank,a,b,c,d,e,f,g,h
8,.,.,.,.,k,.,.,.
7,.,.,.,.,.,.,.,.
6,.,.,.,.,.,.,.,.
5,.,.,.,.,.,.,.,.
4,.,.,.,.,.,.,.,.
3,.,.,.,.,.,.,.,.
2,.,.,.,.,.,.,.,.
1,R,.,.,.,K,.,.,N" "" -- board --fen "$POSITION" --format csv
check 0 "....K...
........
........
........
........
........
........
r...k..n" "" -- board --fen "$POSITION" --format text
# tour and findtour: CSV and Markdown print the grid (tour's exit status
# still says whether it is a tour).
check 0 "| rank | a | b | c | d | e |
| ---: | ---: | ---: | ---: | ---: | ---: |
| 5 | 3 | 10 | 21 | 16 | 5 |
| 4 | 20 | 15 | 4 | 11 | 22 |
| 3 | 9 | 2 | 25 | 6 | 17 |
| 2 | 14 | 19 | 8 | 23 | 12 |
| 1 | 1 | 24 | 13 | 18 | 7 |" "" -- tour "$DATA/knight_5x5_open.txt" --format markdown
printf '1 2\n3 4\n' >"$SCRATCH/two.txt" # no knight moves on 2x2: exit 1
check 1 "rank,a,b
2,1,2
1,3,4" "" -- tour "$SCRATCH/two.txt" --format csv
check 2 "" "boardex: board: --format takes text, csv, markdown or svg" -- board --fen "$POSITION" --format pdf
check 2 "" "boardex: tour: --format takes text, csv, markdown or svg" -- tour "$DATA/knight_5x5_open.txt" --format png
check 2 "" "boardex: findtour: --format takes text, csv, markdown or svg" -- findtour a1 --format=
check 2 "" "boardex: heatmap: --format takes text, csv, markdown or svg" -- heatmap --format pdf
check 2 "" "boardex: distance: --format takes text, csv, markdown or svg" -- distance a1 --format SVG
check 2 "" "boardex: compare: --scale takes relative or absolute" -- compare --with rook --scale big
check 2 "" "boardex: heatmap: option '--mono' takes no value" -- heatmap --mono=yes

finish

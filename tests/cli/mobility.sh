# CLI tests for squares, pieces and mobility: exact stdout, stderr, status.
source "$(dirname "$0")/lib.sh"

KNIGHT_MOBILITY="4 × 2 + 8 × 3 + 20 × 4 + 16 × 6 + 16 × 8"
BISHOP="(1,1) (1,-1) (-1,1) (-1,-1)"

# coords and square
check 0 "(4, 3)" "" -- coords d4
check 0 "(6, 6)" "" -- coords g2
check 0 "(0, 0)" "" -- coords a10 --size 10x10
check 2 "" "boardex: invalid position" -- coords x9
check 2 "" "boardex: invalid position" -- coords D4
check 2 "" "boardex: invalid position" -- coords ""
check 0 "d4" "" -- square 4 3
check 0 "g2" "" -- square 6 6
check 0 "j1" "" -- square 7 9 --size 10x8
check 2 "" "boardex: invalid position" -- square 8 7
check 2 "" "boardex: invalid position" -- square -1 0
check 2 "" "boardex: invalid position" -- square four 3
check 2 "" "boardex: invalid position" -- square 99999999999999999999 3

# move: one direction, once or repeated
check 0 "f3" "" -- move d4 1,2
check 0 "e3 f2 g1" "" -- move d4 1,1 --repeated
check 0 "e3 f2 g1" "" -- move d4 "(1, 1)" --repeated
check 0 "f5" "" -- move d4 -1,2
check 0 "(3, 5)" "" -- move d4 -1,2 --coords
check 0 "$BLANK_LINE" "" -- move h8 -1,1
check 2 "" "boardex: invalid position" -- move x9 1,2
check 2 "" "boardex: invalid direction: 0,0" -- move d4 0,0
check 2 "" "boardex: invalid direction: 1" -- move d4 1
check 2 "" "boardex: move: expected one direction, such as 1,2" -- move d4 "1,2 2,1"

# moves: the problem's examples and the piece options
check 0 "b3 b5 c2 c6 e2 e6 f3 f5" "" -- moves d4 --piece knight
check 0 "b3 b5 c2 c6 e2 e6 f3 f5" "" -- moves d4
check 0 "e1 e3 f4 h4" "" -- moves g2 --piece knight
check 0 "a1 a7 b2 b6 c3 c5 e3 e5 f2 f6 g1 g7 h8" "" -- moves d4 --repeated "$BISHOP"
check 0 "a7 b6 c5 d4 e3 f2 h2" "" -- moves g1 --repeated "$BISHOP"
check 0 "e6 f5" "" -- moves d4 --once "-1,2 -2,1"
check 0 "e6 f5" "" -- moves d4 --once=-1,2 --once -2,1
check 0 "(2, 3) (2, 5) (3, 2) (3, 6) (5, 2) (5, 6) (6, 3) (6, 5)" "" -- moves 4,4 --piece knight --coords
check 0 "(1, 1) (1, 5) (2, 2) (2, 4)" "" -- moves 0,3 --coords
check 0 "$BLANK_LINE" "" -- moves d4 --once ""
check 0 "b10 b2 c3 c5" "" -- moves a4 --size 10x10 --once "-6,1 -1,2 1,2 2,1"
check 0 "b3 b5 c2 c6 e2 e6 f3 f5" "" -- moves d4 --piece knight --once "1,2"
check 2 "" "boardex: invalid position" -- moves x9 --piece knight
check 2 "" "boardex: unknown piece: 'dragon'" -- moves d4 --piece dragon
check 2 "" "boardex: invalid direction: (0,0)" -- moves d4 --once "(1,2) (0,0)"
check 2 "" "boardex: moves: option '--piece' needs a value (NAME)" -- moves d4 --piece
check 2 "" "boardex: moves: unknown option '--bogus' (see 'boardex moves --help')" -- moves d4 --bogus
check 2 "" "boardex: usage: boardex moves SQUARE [--piece NAME | --once DIRS | --repeated DIRS] (see 'boardex moves --help')" -- moves
check 0 "b3 b5 c2 c6 e2 e6 f3 f5" "" -- moves --piece knight -- d4

# groups, strength, mobility
check 0 "{2: 4, 3: 8, 4: 20, 6: 16, 8: 16}" "" -- groups --piece knight
check 0 "{7: 28, 9: 20, 11: 12, 13: 4}" "" -- groups --repeated "$BISHOP"
check 0 "{0: 64}" "" -- groups --once ""
check 0 "{8: 25}" "" -- groups --piece rook --size 5x5
check 0 "336" "" -- strength --piece knight
check 0 "560" "" -- strength --repeated "$BISHOP"
check 0 "420" "" -- strength --piece king
check 0 "896" "" -- strength --piece rook
check 0 "1456" "" -- strength --piece queen
check 0 "896" "" -- strength --piece archbishop
check 0 "896" "" -- strength --piece knight --piece bishop
check 0 "0" "" -- strength --once ""
check 0 "28" "" -- strength --size 4x3
check 0 "$KNIGHT_MOBILITY" "" -- mobility --piece knight
check 0 "28 × 7 + 20 × 9 + 12 × 11 + 4 × 13" "" -- mobility --repeated "$BISHOP"
check 0 "64 × 0" "" -- mobility --once ""
check 0 "8 × 2 + 4 × 3" "" -- mobility --size 4x3
check 2 "" "boardex: invalid size: '27x27' (width and height go from 1 to 26)" -- mobility --size 27x27
check 2 "" "boardex: invalid size: 'big' (expected WxH, such as 8x8 or 10x8)" -- strength --size big
check 2 "" "boardex: strength: unknown option '--coords' (see 'boardex strength --help')" -- strength --coords
check 2 "" "boardex: usage: boardex strength [--piece NAME | --once DIRS | --repeated DIRS] (see 'boardex strength --help')" -- strength d4

# heatmap: plain and coloured
check 0 " 7  7  7  7  7  7  7  7
 7  9  9  9  9  9  9  7
 7  9 11 11 11 11  9  7
 7  9 11 13 13 11  9  7
 7  9 11 13 13 11  9  7
 7  9 11 11 11 11  9  7
 7  9  9  9  9  9  9  7
 7  7  7  7  7  7  7  7" "" -- heatmap --piece bishop
check 0 " 2  2  2
 2  0  2
 2  2  2" "" -- heatmap --piece knight --size 3x3 --color=never
ESC=$'\033'
check 0 "${ESC}[30;48;5;196m 1${ESC}[0m ${ESC}[30;48;5;33m 0${ESC}[0m" "" -- heatmap --size 2x1 --once "0,1" --color=always
NO_COLOR=1 check 0 " 1  1" "" -- heatmap --size 2x1 --piece wazir
check 2 "" "boardex: heatmap: --color takes auto, always or never" -- heatmap --color=sometimes

# pieces, help and version
check_first_line 0 "king         K     once (-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1)" -- pieces
check_first_line 0 "king         K     once (-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1)" -- pieces --size 5x5
check_first_line 0 "boardex - explore how pieces move on a board" -- --help
# Blockers: pieces of the other side (model/piece/targets.h).
# The cannon on d1 among d4 d6 b1 f1 g1: up, d4 is the screen, d5 a move
# and d6 taken; right, f1 the screen and g1 taken; left, b1 the screen and
# a1 a move. Sorted as strings.
check 0 "a1 d5 d6 g1" "" -- moves d1 --betza pR --blockers "d4 d6 b1 f1 g1"
check 0 "a1 d5 d6 g1" "" -- moves d1 --betza pR --blockers d4,d6,b1,f1,g1
# The grasshopper on b4 among d4 c5 c3: lands just behind each: e4 d6 d2.
check 0 "d2 d6 e4" "" -- moves b4 --betza gQ --blockers "d4, c5, c3"
# The xiangqi horse on d4: d5 blocks c6 e6, e4 blocks f3 f5; b5 taken.
check 0 "b3 b5 c2 e2" "" -- moves d4 --betza nN --blockers "d5 e4 b5"
# mWcF on d4: d5 stops the move-only step; e5 taken by the capture-only one.
check 0 "c4 d3 e4 e5" "" -- moves d4 --betza mWcF --blockers "d5 e5"
# With no screen the cannon goes nowhere.
check 0 "0" "" -- strength --betza pR
# The cannon with d4 blocked: d1..d3 and a4..c4 hop to 4 squares each, d5..d8
# and e4..h4 to 3: 6 * 4 + 8 * 3 = 48; d4 has no count, 49 squares have 0.
check 0 "48" "" -- strength --betza pR --blockers d4
check 0 "{0: 49, 3: 8, 4: 6}" "" -- groups --betza pR --blockers d4
check 0 "49 × 0 + 8 × 3 + 6 × 4" "" -- mobility --betza pR --blockers d4
# The rook on 4x4 among b2 c3: b4 goes to a4 c4 d4 b3 and takes b2 (5); c4
# to a4 b4 d4 and takes c3 (4); b3 to b4 a3 and takes b2 and c3 (4).
check 0 " 6  5  4  6
 5  4  #  4
 4  #  4  5
 6  4  5  6" "" -- heatmap --betza R --blockers "b2 c3" --size 4x4
check 0 "rank,a,b,c,d
4,6,5,4,6
3,5,4,#,4
2,4,#,4,5
1,6,4,5,6" "" -- heatmap --betza R --blockers "b2 c3" --size 4x4 --format csv
# The grasshopper from a1 on 4x4 among b2 c3 a3: a3 screens a4 (1) and b2
# screens c3, taken (#1); from a4, a3 screens a2 (2); from a2, b2 screens
# c2 (3); from c2, c3 screens c4 (4). A capture ends the journey; b2 and
# a3 are never taken (#).
check 0 " 1  -  4  -
 #  - #1  -
 2  #  3  -
 0  -  -  -" "" -- distance a1 --betza gQ --blockers "b2,c3 a3" --size 4x4
# Bad blockers: one line each.
check 2 "" "boardex: --blockers: 'z9' is not a square of the 8x8 board" -- moves d4 --blockers z9
check 2 "" "boardex: --blockers: 'd5' is named twice" -- heatmap --blockers "d5 e4 d5"
check 2 "" "boardex: --blockers: 'e9' is not a square of the 8x8 board" -- strength --blockers "e4,e9"
check 2 "" "boardex: 'd4' holds a blocker: the piece stands on an empty square" -- moves d4 --blockers "d4"
check 2 "" "boardex: 'a1' holds a blocker: the piece stands on an empty square" -- distance a1 --blockers a1,b3

check_first_line 0 "usage: boardex moves SQUARE [--piece NAME | --once DIRS | --repeated DIRS]" -- moves --help
check 0 "boardex 0.2.0" "" -- --version
check 2 "" "boardex: unknown command 'fly' (see 'boardex --help')" -- fly

finish

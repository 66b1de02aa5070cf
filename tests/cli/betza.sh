# CLI tests for pieces in Betza notation (--betza, the betza command,
# --symmetric, Betza names for --piece): exact stdout, stderr, status.
# Every expected move list and strength is derived by hand in a comment.
source "$(dirname "$0")/lib.sh"
cd "$DATA" || exit 1

MC="modality move-and-capture"
line() { # DR DC RANGE MODALITY: one line of the betza command
    printf '(%s,%s) range %s modality %s' "$1" "$2" "$3" "$4"
}

# The knight: 8 leaps, sorted by dr then dc; strength 336 = 5.25 * 64,
# Betza's published average mobility.
KNIGHT_LINES=$(for v in "-2 -1" "-2 1" "-1 -2" "-1 2" "1 -2" "1 2" "2 -1" "2 1"; do
    # shellcheck disable=SC2086 # two numbers
    line $v 1 move-and-capture; echo; done)
check 0 "$KNIGHT_LINES
strength 336" "" -- betza N
# Forward is dr < 0. fN: the long leg forward; rows 2..7 and any column
# but one edge: 2 * 6 * 7 = 84.
check 0 "(-2,-1) range 1 $MC
(-2,1) range 1 $MC
strength 84" "" -- betza fN
# fsN = flN + frN: the two wide forward moves; rows 1..7, columns with
# two to spare on that side: 2 * 7 * 6 = 84.
check 0 "(-1,-2) range 1 $MC
(-1,2) range 1 $MC
strength 84" "" -- betza fsN
# rfN: two forward, one right (6 rows * 7 columns); frN: two right, one
# forward (7 rows * 6 columns).
check 0 "(-2,1) range 1 $MC
strength 42" "" -- betza rfN
check 0 "(-1,2) range 1 $MC
strength 42" "" -- betza frN
# frF is the one forward-right diagonal: 7 * 7 squares have it.
check 0 "(-1,1) range 1 $MC
strength 49" "" -- betza frF
# frW: forward and right, 56 squares each.
check 0 "(-1,0) range 1 $MC
(0,1) range 1 $MC
strength 112" "" -- betza frW
# The pawn without its double step: on an empty board only the forward
# step counts, from 7 ranks of 8 squares.
check 0 "(-1,-1) range 1 modality capture-only
(-1,0) range 1 modality move-only
(-1,1) range 1 modality capture-only
strength 56" "" -- betza fmWfcF
# The lance: forward to the edge, 0 + 1 + ... + 7 squares per file.
check 0 "(-1,0) range unlimited $MC
strength 224" "" -- betza fR
# W2 on 5x5: along a line of 5 each way reaches 2+2+2+1+0 = 7 squares;
# 5 lines, 4 ways: 140.
check 0 "(-1,0) range 2 $MC
(0,-1) range 2 $MC
(0,1) range 2 $MC
(1,0) range 2 $MC
strength 140" "" -- betza W2 --size 5x5
# W0 is the rook: 14 squares from each of 64 (Betza: 14).
check 0 "(-1,0) range unlimited $MC
(0,-1) range unlimited $MC
(0,1) range unlimited $MC
(1,0) range unlimited $MC
strength 896" "" -- betza W0
# The giraffe: each leap (4,1) fits from 4 rows * 7 columns: 8 * 28.
check 0 "(-4,-1) range 1 $MC
(-4,1) range 1 $MC
(-1,-4) range 1 $MC
(-1,4) range 1 $MC
(1,-4) range 1 $MC
(1,4) range 1 $MC
(4,-1) range 1 $MC
(4,1) range 1 $MC
strength 224" "" -- betza "(4,1)"
# The xiangqi horse is lame; on an empty board it is the knight.
check 0 "$(sed 's/$/ lame/' <<<"$KNIGHT_LINES")
strength 336" "" -- betza nN
# Hoppers read as positions read them; on an empty board there is no
# screen to hop over, so they reach nothing (strength 0).
check 0 "(-1,0) range unlimited modality move-and-capture hopper
(0,-1) range unlimited modality move-and-capture hopper
(0,1) range unlimited modality move-and-capture hopper
(1,0) range unlimited modality move-and-capture hopper
strength 0" "" -- betza pR
check 0 "(-1,-1) range 4 modality capture-only grasshopper
(-1,1) range 4 modality capture-only grasshopper
(1,-1) range 4 modality capture-only grasshopper
(1,1) range 4 modality capture-only grasshopper
strength 0" "" -- betza cgB4
# Capture only: nothing to capture on an empty board.
check 0 "(-1,0) range 1 modality capture-only
(0,-1) range 1 modality capture-only
(0,1) range 1 modality capture-only
(1,0) range 1 modality capture-only
strength 0" "" -- betza cW
# Spaces are ignored.
check 0 "(-1,0) range unlimited $MC
strength 224" "" -- betza " f R "

# --betza wherever a piece is taken; Betza's published averages on 8x8:
# bishop 8.75, rook 14, queen 22.75 (times 64).
check 0 "560" "" -- strength --betza B
check 0 "896" "" -- strength --betza R
check 0 "1456" "" -- strength --betza Q
check 0 "336" "" -- strength --betza N
check 0 "d5" "" -- moves d4 --betza fmWfcF
check 0 "d5 d6 d7 d8" "" -- moves d4 --betza fR
check 0 "c5 e5" "" -- moves d4 --betza fF
check 0 "c6 e6" "" -- moves d4 --betza fN
check 0 "b5 f5" "" -- moves d4 --betza fsN
check 0 "e6" "" -- moves d4 --betza rfN
check 0 "f5" "" -- moves d4 --betza frN
# Joined with the other options: W plus the one direction (1,1).
check 0 "c4 d3 d5 e3 e4" "" -- moves d4 --betza W --once "1,1"
# A knight's tour and the spiral (right, down, left) as Betza pieces.
check 0 "open tour" "" -- tour knight_5x5_open.txt --betza N
check 1 "not a tour: step 22 → 23: a1 → a2 is not a move of the piece" "" -- tour problem_spiral.txt --betza rblW
check 0 "{2: 4, 3: 8, 4: 20, 6: 16, 8: 16}" "" -- groups --betza N
check 0 "$(cat knight_5x5_open.txt)" "" -- findtour a1 --size 5x5 --betza N

# --piece takes the Betza names of the presets: the giraffe from d4 leaps
# 4 ranks and 1 file (c8 e8) or 1 rank and 4 files (h3 h5).
check 0 "c8 e8 h3 h5" "" -- moves d4 --piece "(4,1)"
check 0 "c8 e8 h3 h5" "" -- moves d4 --piece giraffe
check 0 "336" "" -- strength --piece N
check 0 "560" "" -- strength --piece B
check 2 "" "boardex: unknown piece: 'fR'" -- strength --piece fR

# --symmetric: each direction stands for its 8 images.
check 0 "b3 c2" "" -- moves a1 --once "(1,2)" --symmetric
check 0 "336" "" -- strength --once "(1,2)" --symmetric
check 0 "560" "" -- strength --repeated "(1,1)" --symmetric
check 0 "1456" "" -- strength --repeated "1,0 1,1" --symmetric
# Without --symmetric a direction is one-way: (1,2) from a1 is off the board.
check 0 "$BLANK_LINE" "" -- moves a1 --once "(1,2)"

# pieces: name, Betza, directions
K8="(-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1)"
W4="(-1,0) (0,-1) (0,1) (1,0)"
F4="(-1,-1) (-1,1) (1,-1) (1,1)"
N8="(-2,-1) (-2,1) (-1,-2) (-1,2) (1,-2) (1,2) (2,-1) (2,1)"
check 0 "king         K     once $K8
queen        Q     repeated $K8
rook         R     repeated $W4
bishop       B     repeated $F4
knight       N     once $N8
wazir        W     once $W4
ferz         F     once $F4
alfil        A     once (-2,-2) (-2,2) (2,-2) (2,2)
dabbaba      D     once (-2,0) (0,-2) (0,2) (2,0)
threeleaper  H     once (-3,0) (0,-3) (0,3) (3,0)
camel        C     once (-3,-1) (-3,1) (-1,-3) (-1,3) (1,-3) (1,3) (3,-1) (3,1)
zebra        Z     once (-3,-2) (-3,2) (-2,-3) (-2,3) (2,-3) (2,3) (3,-2) (3,2)
tripper      G     once (-3,-3) (-3,3) (3,-3) (3,3)
giraffe      (4,1) once (-4,-1) (-4,1) (-1,-4) (-1,4) (1,-4) (1,4) (4,-1) (4,1)
centaur      KN    once (-2,-1) (-2,1) (-1,-2) (-1,-1) (-1,0) (-1,1) (-1,2) (0,-1) (0,1) (1,-2) (1,-1) (1,0) (1,1) (1,2) (2,-1) (2,1)
archbishop   BN    once $N8; repeated $F4
chancellor   RN    once $N8; repeated $W4
amazon       QN    once $N8; repeated $K8
nightrider   NN    repeated $N8" "" -- pieces

# Refusals: one line naming the position, exit 2.
check 2 "" "boardex: unsupported Betza: 'p' at 1 (hoppers move on riders only, as pR or gQ)" -- betza pN
check 2 "" "boardex: unsupported Betza: 'g' at 1 (hoppers move on riders only, as pR or gQ)" -- betza gK
check 2 "" "boardex: unsupported Betza: 'n' at 1 (lame leaps are nN, nA and nD only)" -- betza nC
check 2 "" "boardex: unsupported Betza: 'a' at 2 (multi-leg moves)" -- betza "WaF"
check 2 "" "boardex: unsupported Betza: 'i' at 7 (initial moves)" -- betza fmWfcFifmnD
check 2 "" "boardex: invalid Betza: end of text at 3 (expected an atom after the modifiers)" -- betza Nf
check 2 "" "boardex: invalid Betza: 'X' at 1 (expected a modifier or an atom)" -- betza X
check 2 "" "boardex: invalid Betza: '27' at 2 (expected a range from 0 to 26)" -- betza W27
check 2 "" "boardex: invalid Betza: '(0,0)' at 1 (expected a leap that moves)" -- betza "(0,0)"
check 2 "" "boardex: invalid Betza: end of text at 1 (expected a modifier or an atom)" -- betza ""
check 2 "" "boardex: unsupported Betza: 'p' at 2 (hoppers move on riders only, as pR or gQ)" -- strength --betza WpW
check 2 "" "boardex: invalid Betza: 'x' at 2 (expected a modifier or an atom)" -- moves d4 --betza Nx
check 2 "" "boardex: unsupported Betza: 'q' at 1 (circular moves)" -- tour knight_5x5_open.txt --betza qN
check 2 "" "boardex: invalid Betza: 'k' at 1 (expected a modifier or an atom)" -- tour knight_5x5_open.txt --betza kN
check 2 "" "boardex: usage: boardex betza TEXT [--size WxH] (see 'boardex betza --help')" -- betza
check 2 "" "boardex: usage: boardex betza TEXT [--size WxH] (see 'boardex betza --help')" -- betza N B

finish

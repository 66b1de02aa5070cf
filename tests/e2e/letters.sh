#!/bin/bash
# Position mode with defined pieces and other board sizes, end to end: the
# real binary in tmux at 80x24 and 120x40. Every count is derived by hand.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# A 10x10 FEN: white king e1, white archbishop A (BN) e5, black king e10.
# A: bishop f6-j10 5, d6-a9 4, f4-i1 4, d4-a1 4 = 17, knight 8: 25. White
# king d1 f1 d2 e2 f2: 5, so white 30. Black king d10 f10 d9 e9 f9: 5
# (none on the archbishop's lines).
FEN10="4k5/10/10/10/10/4A5/10/10/10/4K5 w - - 0 1"

for size in 80x24 120x40; do
    # Squares of 5 columns hold "A21", wider ones "A 21".
    gap=""
    [ "$size" = 120x40 ] && gap=" "
    start "$size" "$size"
    run "$size" "$BOARDEX explore --define A=BN; echo exit=\$?"
    expect "$size" "Position: pieces, legal moves" \
        "$size: --define starts in Position mode"
    expect "$size" "letters  A=BN" "$size: the panel lists A=BN"
    # Clear, then e A on d4 (the cursor starts there): an archbishop alone,
    # bishop 4+3+3+3 = 13 and knight 8: 21.
    keys "$size" C
    expect "$size" "board cleared" "$size: C clears"
    keys "$size" e A Escape
    expect "$size" "placing stopped" "$size: A placed"
    expect "$size" "white    21 legal moves" "$size: the archbishop's 21"
    expect "$size" "A${gap}21" "$size: its count on its square"
    expect "$size" "(defined pieces: fide" "$size: the panel says seed rules"
    keys "$size" R
    expect "$size" "fide rules are for chess on 8x8; defined pieces and other sizes take seed rules" \
        "$size: R is refused with one line"

    # The 10x10 FEN takes its own size.
    keys "$size" f C-u
    type_text "$size" "$FEN10"
    keys "$size" Enter
    expect "$size" "position set from the FEN" "$size: the 10x10 FEN loads"
    expect "$size" "white    30 legal moves" "$size: white 30 on 10x10"
    expect "$size" "black    5 legal moves" "$size: black 5 on 10x10"
    expect "$size" "A${gap}25" "$size: the archbishop's 25 on e5"
    expect "$size" " 10 " "$size: rank 10 is drawn"
    expect_not "$size" "too small" "$size: 10x10 fits"
    keys "$size" q y
    expect "$size" "exit=0" "$size: q y quits"
done

# 26x26 at 120x40: the same pieces keep their squares from a1. A on e5:
# bishop up-right f6-z26 21, d6-a9 4, f4-i1 4, d4-a1 4 = 33, knight 8: 41;
# white king 5: 46. Black king on e10, with ranks above it now: 8.
run 120x40 "clear; $BOARDEX explore --define A=BN --fen '$FEN10'; echo exit=\$?"
expect 120x40 "white    30 legal moves" "--fen with a defined letter at the start"
keys 120x40 S C-u
type_text 120x40 "26x26"
keys 120x40 Enter
expect 120x40 "board 26x26, seed rules: every piece kept" "S 26x26 keeps all"
expect 120x40 "white    46 legal moves" "white 46 on 26x26"
expect 120x40 "black    8 legal moves" "black 8 on 26x26"
expect 120x40 " 26 " "rank 26 is drawn"
expect_not 120x40 "too small" "26x26 fits at 120x40"
keys 120x40 s
expect 120x40 "board 8x8, seed rules: 1 piece did not fit" "s from 26x26 goes to 8x8"
keys 120x40 u
expect 120x40 "undone: board 8x8" "u undoes the size"
expect 120x40 "white    46 legal moves" "26x26 is back"
# L in Mobility mode gives the picked piece a letter; e places it.
keys 120x40 1 p
expect 120x40 "Pick a piece" "the preset menu"
keys 120x40 End Enter
keys 120x40 L
expect 120x40 "letter for the piece, or L=BETZA:" "L asks for a letter"
keys 120x40 Z Enter
expect 120x40 "Z = " "the last preset is Z"
keys 120x40 2
expect 120x40 "letters  A=BN, Z=" "the panel lists both"
keys 120x40 q y
expect 120x40 "exit=0" "quits"

finish

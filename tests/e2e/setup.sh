#!/bin/bash
# Setting up a lesson in Position mode, end to end at 80x24 and 120x40:
# the board flipped with F (labels turned, the arrows screen-relative, a
# move made by keys and at 80x24 by clicks on the turned board), the
# settings on c, and marks with M and E, also under NO_COLOR.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

for size in 80x24 120x40; do
    # Squares are 5 columns wide at 80x24 and 7 at 120x40.
    gap="    "
    [ "$size" = 120x40 ] && gap="      "
    start "$size" "$size"
    run "$size" "NO_COLOR=1 $BOARDEX explore; echo exit=\$?"
    keys "$size" 2
    expect "$size" "Position: pieces, legal moves" "$size: Position mode"
    keys "$size" F
    expect "$size" "board turned: black at the bottom" "$size: F flips"
    expect "$size" "h${gap}g${gap}f${gap}e${gap}d${gap}c${gap}b${gap}a" \
        "$size: the files run h to a"
    # From d4, up on screen is towards rank 1 and left towards the h-file:
    # Up Up Left is e2.
    keys "$size" Up Up Left Enter
    expect "$size" "white pawn on e2 picked" "$size: screen-relative keys"
    keys "$size" Down Down Enter
    expect "$size" "played e4; black to move" "$size: a move on the turned board"
    # Settings: white to move again, the en-passant square gone with it.
    keys "$size" c t
    expect "$size" "white to move: white to move, castling KQkq, en passant -" \
        "$size: c t sets the side to move"
    keys "$size" Q
    expect "$size" "castling Q taken away" "$size: Q takes a right away"
    keys "$size" Escape
    # Marks on e4 (the cursor) and e5.
    keys "$size" M
    expect "$size" "e4 marked o (circle)" "$size: M marks the square"
    keys "$size" Down M M
    expect "$size" "e5 marked x (cross)" "$size: M again, the next mark"
    expect "$size" "marks    o circle, x cross" "$size: the legend names them"
    keys "$size" E
    expect "$size" "cleared 2 marks (u brings them back)" "$size: E clears"
    keys "$size" F
    expect "$size" "a${gap}b${gap}c${gap}d${gap}e${gap}f${gap}g${gap}h" \
        "$size: F turns back"
    keys "$size" q y
    expect "$size" "exit=0" "$size: quits"
done

# Clicks at 80x24 on the turned board (xterm SGR reports): the fourth
# column from the left (column 20) is the e-file, the second row (row 5)
# rank 2 and the fourth (row 9) rank 4.
start clicks 80x24
run clicks "$BOARDEX explore; echo exit=\$?"
keys clicks 2 F
expect clicks "board turned: black at the bottom" "clicks: turned"
type_text clicks $'\e[<0;20;5M'
type_text clicks $'\e[<0;20;5m'
expect clicks "white pawn on e2 picked" "clicks: a click picks e2"
type_text clicks $'\e[<0;20;9M'
type_text clicks $'\e[<0;20;9m'
expect clicks "played e4; black to move" "clicks: a second click moves it"
keys clicks q y
expect clicks "exit=0" "clicks: quits"

finish

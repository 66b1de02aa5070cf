#!/bin/bash
# Playing moves in Position mode, end to end: the real binary in tmux at
# 80x24 and 120x40, moves made with keys, typed in SAN and made with
# clicks, then the placement lens.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

for size in 80x24 120x40; do
    start "$size" "$size"
    run "$size" "$BOARDEX explore; echo exit=\$?"
    keys "$size" 2
    expect "$size" "Position: pieces, legal moves" "$size: Position mode"
    # The cursor starts on d4: e2 is two down and one right.
    keys "$size" Down Down Right Enter
    expect "$size" "white pawn on e2 picked" "$size: Enter picks the pawn"
    expect "$size" "Position: moving a piece" "$size: the panel says so"
    keys "$size" Up Up Enter
    expect "$size" "played e4; black to move" "$size: Enter moves it"
    expect "$size" "moves    1. e4" "$size: the move list"
    # The scholar's mate, typed: 1... e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#.
    for move in e5 Qh5 Nc6 Bc4 Nf6 Qxf7; do
        keys "$size" m
        type_text "$size" "$move"
        keys "$size" Enter
    done
    expect "$size" "played Qxf7#; black to move: checkmate" \
        "$size: typed moves, and the mate named"
    keys "$size" u
    expect "$size" "to move  white" "$size: u takes the mate back"
    # The placement lens: a white knight on each empty square.
    keys "$size" p C-u N Enter
    expect "$size" "placing  white knight: best" "$size: p shows the lens"
    keys "$size" q y
    expect "$size" "exit=0" "$size: quits"
done

# Clicks at 80x24 (xterm SGR reports; the d file is column 20, rank 2
# row 15 and rank 4 row 11): a click picks d2, a second one moves it.
start clicks 80x24
run clicks "$BOARDEX explore; echo exit=\$?"
keys clicks 2
expect clicks "Position: pieces, legal moves" "clicks: Position mode"
type_text clicks $'\e[<0;20;15M'
type_text clicks $'\e[<0;20;15m'
expect clicks "white pawn on d2 picked" "clicks: a click picks d2"
type_text clicks $'\e[<0;20;11M'
type_text clicks $'\e[<0;20;11m'
expect clicks "played d4; black to move" "clicks: a second click moves it"
keys clicks q y
expect clicks "exit=0" "clicks: quits"

finish

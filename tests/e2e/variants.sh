#!/bin/bash
# Built-in variants in the explorer, end to end: the real binary in tmux
# at 80x24 and 120x40 started with --variant capablanca, a move of its
# archbishop picked with keys and one of its chancellor typed, V's menu
# for grand (10x10, which must fit 80x24), undo, and the quit question.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

for size in 80x24 120x40; do
    start "$size" "$size"
    run "$size" "$BOARDEX explore --variant capablanca; echo exit=\$?"
    expect "$size" "Position: pieces, legal moves" "$size: Position mode"
    expect "$size" "capablanca 10x8" "$size: the panel names the variant"
    expect "$size" "letters  A=BN, C=RN" "$size: its pieces' letters"
    expect "$size" "white    28 legal moves" "$size: capablanca's 28"
    # The cursor starts on d4: the archbishop on c1 is a file left and
    # three ranks down; it leaps as a knight to d3.
    keys "$size" Left Down Down Down Enter
    expect "$size" "white A (BN) on c1 picked" "$size: Enter picks the archbishop"
    keys "$size" Up Up Right Enter
    expect "$size" "played c1d3; black to move" "$size: it leaps to d3"
    # Black's chancellor on h8 leaps as a knight to i6, typed in SAN.
    keys "$size" m
    type_text "$size" "Ci6"
    keys "$size" Enter
    expect "$size" "played h8i6; white to move" "$size: the chancellor typed"
    expect "$size" "1. c1d3 h8i6" "$size: the move list"
    # V: the menu of variants; g twice is grand, on 10x10.
    keys "$size" V
    expect "$size" "Pick a variant" "$size: V opens the menu"
    expect "$size" "capablanca   10x8" "$size: the menu lists boards"
    keys "$size" g g Enter
    expect "$size" "grand 10x10" "$size: grand picked"
    expect "$size" "white    65 legal moves" "$size: grand's 65"
    expect "$size" " 10 " "$size: rank 10 is on the screen"
    keys "$size" u
    expect "$size" "1. c1d3 h8i6" "$size: u takes the pick back"
    keys "$size" q
    expect "$size" "quit and lose the changes? y/n" "$size: q asks"
    keys "$size" y
    expect "$size" "exit=0" "$size: quits"
done

start unknown 80x24
run unknown "$BOARDEX explore --variant capablanka; echo exit=\$?"
expect unknown "boardex: explore: unknown variant 'capablanka' (boardex variants lists them)" \
    "an unknown variant: the model's line"
expect unknown "exit=2" "an unknown variant: exit 2"

finish

#!/bin/bash
# Tour mode in a real terminal at 80x24 and 120x40: the path's arrows and
# marks (Unicode and ASCII), the Warnsdorff lens, and building a tour by
# picking squares with Enter and with clicks, u taking a pick back.
source "$(dirname "$0")/lib.sh"

# knight_5x5_open.txt: 1 a1 -> 2 b3 (up-right), 2 b3 -> 3 a5 (up-left),
# 25 on c3 is the end.
#
# Clicks on c2 of the 5x5 board, as xterm SGR reports (1-based): its
# squares are 7x3 at 80x24 (c2's middle row 13, columns 19-25) and 9x4 at
# 120x40 (rows 15-18, columns 23-31), the board from column 5, row 3.
for size in 80x24 120x40; do
    case $size in
    80x24) click=$'\e[<0;21;13M'; release=$'\e[<0;21;13m' ;;
    *) click=$'\e[<0;26;16M'; release=$'\e[<0;26;16m' ;;
    esac
    start "$size" "$size"
    run "$size" "$BOARDEX explore --tour $DATA/knight_5x5_open.txt; echo exit=\$?"
    expect "$size" "open knight tour" "$size: the tour opens"
    keys "$size" e
    expect "$size" "▶ 1↗" "$size: a1 is the start, the way on up-right"
    expect "$size" "↖ 2" "$size: b3's arrow points up-left, before it"
    expect "$size" "25■" "$size: c3 is the end"
    expect "$size" "way on, start, end" "$size: the legend names them"
    keys "$size" v
    expect "$size" "Warnsdorff lens" "$size: v turns the lens on"
    keys "$size" v C
    expect "$size" "cleared the tour" "$size: C clears it"
    # The cursor to a1: step 1 there; again on it is refused; b2 is no
    # knight move from a1, b3 is, and so is c2 (clicked).
    keys "$size" Down Down Down Down Down Left Left Left Left Left
    keys "$size" Enter
    expect "$size" "step 1 on a1" "$size: Enter puts step 1"
    keys "$size" Enter
    expect "$size" "a1 holds 1 already" "$size: a square taken is refused"
    keys "$size" Up Right Enter
    expect "$size" "a1 → b2 is not a knight move" "$size: a pick that is no move says why"
    keys "$size" Up Enter
    expect "$size" "step 2 on b3" "$size: b3 is"
    keys "$size" u
    expect "$size" "undone: step 2 on b3" "$size: u takes the pick back"
    type_text "$size" "$click"
    type_text "$size" "$release"
    expect "$size" "step 2 on c2" "$size: a click on a blank square picks it"
    expect "$size" "▶ 1↗" "$size: the built path's arrow, a1 to c2"
    keys "$size" q y
    expect "$size" "exit=0" "$size: quits"
done

# Without Unicode the arrows are ASCII, the side telling / from /.
start ascii 80x24
run ascii "$BOARDEX explore --ascii --tour $DATA/knight_5x5_open.txt; echo exit=\$?"
expect ascii "open knight tour" "ascii: the tour opens"
keys ascii e
expect ascii "S 1/" "ascii: the start, the way on up-right after it"
expect ascii "/ 5" "ascii: e5's way on down-left, before it"
expect ascii "N25E" "ascii: the piece on the end"
keys ascii q y
expect ascii "exit=0" "ascii: quits"

finish

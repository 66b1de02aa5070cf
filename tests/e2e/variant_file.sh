#!/bin/bash
# A variant from a variants.ini in the explorer, end to end: the real
# binary in tmux at 80x24 and 120x40 started with --variant-file on
# tests/data/lesson_6x6.ini (6x6, the archer A=WN where the bishop was),
# a move of the archer typed, V's menu listing the file's variant first,
# a built-in picked and the file's picked back, a .fen written under it
# and opened again from chess, every section of a file of two listed,
# and a file the explorer refuses.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

INI="$DATA/lesson_6x6.ini"
OUT=$(mktemp -d)
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$E2E_STATE" "$OUT"' EXIT

for size in 80x24 120x40; do
    start "$size" "$size"
    run "$size" "$BOARDEX explore --variant-file '$INI'; echo exit=\$?"
    expect "$size" "Position: pieces, legal moves" "$size: Position mode"
    expect "$size" "lesson6 6x6" "$size: the panel names the file's variant"
    expect "$size" "letters  A=WN" "$size: its piece's letter"
    # By hand: six pawn steps, the knight to a3 or c3, the archer on c1
    # only as a knight (b3, d3): its wazir steps land on its own pieces.
    expect "$size" "white    10 legal moves" "$size: white's 10"
    keys "$size" m
    type_text "$size" "Ab3"
    keys "$size" Enter
    expect "$size" "played c1b3; black to move" "$size: the archer leaps"
    # V: the file's variant heads the list; c twice is capablanca.
    keys "$size" V
    expect "$size" "Pick a variant" "$size: V opens the menu"
    expect "$size" "lesson6      6x6" "$size: the menu lists the file's"
    keys "$size" c c Enter
    expect "$size" "capablanca 10x8" "$size: capablanca picked"
    keys "$size" V
    expect "$size" "Pick a variant" "$size: V again"
    keys "$size" Home Enter
    expect "$size" "lesson6 6x6: as its variants.ini section gives them" \
        "$size: the file's variant picked back"
    expect "$size" "white    10 legal moves" "$size: from its start"
    # Written as FEN, it carries the variant's name; opened under chess,
    # the tag brings the file's variant back.
    keys "$size" m
    type_text "$size" "Ab3"
    keys "$size" Enter
    expect "$size" "played c1b3; black to move" "$size: the archer again"
    keys "$size" w C-u
    type_text "$size" "$OUT/$size.fen"
    keys "$size" Enter
    expect "$size" "wrote " "$size: w writes the .fen"
    keys "$size" R
    expect "$size" "lesson6 left" "$size: R leaves the variant"
    keys "$size" o C-u
    type_text "$size" "$OUT/$size.fen"
    keys "$size" Enter
    expect "$size" "lesson6 6x6, the FEN from a PGN [FEN] tag" \
        "$size: o reads the file's variant from the tag"
    expect "$size" "to move  black" "$size: the position written"
    # What was just opened is kept in its file: q asks nothing.
    keys "$size" q
    expect "$size" "exit=0" "$size: quits"
done
if ! grep -qx '\[Variant "lesson6"\]' "$OUT/80x24.fen"; then
    echo "FAIL: the .fen written does not name lesson6"
    failures=$((failures + 1))
fi
cases=$((cases + 1))

# A file of two sections, started on the second: V lists both, above the
# built-ins, and the first plays. lesson6q is lesson6 with queens where
# the archers were; by hand white has 8 moves: six pawn steps and the
# knight's a3 and c3 (each queen and the king are walled in).
TWO="$OUT/two.ini"
cat "$INI" >"$TWO"
printf '[lesson6q:lesson6]\nstartFen = rnqkqr/pppppp/6/6/PPPPPP/RNQKQR w - - 0 1\n' >>"$TWO"
start two 80x24
run two "$BOARDEX explore --variant-file '$TWO' --variant lesson6q; echo exit=\$?"
expect two "lesson6q 6x6" "two sections: the one named plays"
expect two "white    8 legal moves" "two sections: lesson6q's 8"
keys two V
expect two "Pick a variant" "two sections: V opens the menu"
expect two "lesson6      6x6" "two sections: the menu lists the first"
expect two "lesson6q     6x6" "two sections: and the second"
keys two Home Enter
expect two "lesson6 6x6: as its variants.ini section gives them" \
    "two sections: the first picked"
expect two "white    10 legal moves" "two sections: lesson6's 10"
keys two q
expect two "quit and lose the changes?" "two sections: a pick is a change"
keys two y
expect two "exit=0" "two sections: quits"
# Without --variant: the first section plays.
run two "clear; $BOARDEX explore --variant-file '$TWO'; echo exit=\$?"
expect two "lesson6 6x6" "two sections, none named: the first plays"
expect two "white    10 legal moves" "two sections, none named: lesson6's 10"
keys two q
expect two "exit=0" "two sections, none named: quits"

start bad 80x24
run bad "$BOARDEX explore --variant-file '$INI' --variant nope; echo exit=\$?"
expect bad "lesson_6x6.ini: no section [nope]" "a missing section: one line"
expect bad "exit=2" "a missing section: exit 2"

finish

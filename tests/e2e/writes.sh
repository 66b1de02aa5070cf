#!/bin/bash
# w end to end, at 80x24 and 120x40: the quit question still comes after a
# write of something else (issue 23 item 8), the overwrite question names
# the file, and a full disk (a file size limit) says why and keeps the old
# file whole, with no temporary file left beside it.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WORK=$(mktemp -d)
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$WORK"' EXIT

for size in 80x24 120x40; do
    dir=$WORK/$size
    mkdir -p "$dir"
    start "$size" "$size"
    run "$size" "cd '$dir' && $BOARDEX; echo exit=\$?"
    expect "$size" "Mobility" "$size: the explorer starts"
    # A change to the position, then the knight's lens written: the
    # position is not in that file, so q must still ask.
    keys "$size" 2 C
    expect "$size" "board cleared" "$size: C clears the position"
    keys "$size" 1 w Enter
    expect "$size" "wrote knight-8x8-moves.svg" "$size: the lens written"
    keys "$size" q
    expect "$size" "quit and lose the changes? y/n" \
        "$size: q asks after a write of the lens"
    keys "$size" n
    expect "$size" "not quitting: the changes are kept" "$size: n stays"
    # The position written: nothing left to lose, q quits at once.
    keys "$size" 2 w Enter
    expect "$size" "wrote position.fen: the position as FEN" \
        "$size: the position written"
    keys "$size" q
    expect "$size" "exit=0" "$size: q quits once the position is written"

    # A full disk: files of at most 1 KiB, SIGXFSZ ignored so that the
    # write fails with EFBIG instead of ending the explorer.
    printf 'keep me\n' >"$dir/board.svg"
    run "$size" "clear; (trap '' XFSZ; ulimit -f 1; $BOARDEX --fen '$(
        cat "$dir/position.fen")'); echo exit=\$?"
    expect "$size" "Position" "$size: the explorer starts again"
    keys "$size" w C-u
    type_text "$size" "board.svg"
    keys "$size" Enter
    expect "$size" "board.svg is there; write over it? (y/n)" \
        "$size: the overwrite question names the file"
    keys "$size" y Enter
    expect "$size" "cannot write board.svg: File too large" \
        "$size: a full disk says why"
    keys "$size" Escape q
    expect "$size" "exit=0" "$size: q quits"
    run "$size" "clear; cat board.svg; echo \"files: \$(ls -A | tr '\n' ' ')end\""
    expect "$size" "keep me" "$size: the old file is whole"
    expect "$size" "files: board.svg knight-8x8-moves.svg position.fen end" \
        "$size: no temporary file is left"
done

finish

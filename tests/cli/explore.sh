#!/bin/bash
# `boardex explore` without a terminal: one line, exit 2, before any curses.
# (The explorer itself is tested in tmux by tests/e2e/explorer.sh.)
source "$(dirname "$0")/lib.sh"

NO_TTY="boardex: the explorer needs a terminal (standard input is not a terminal); the batch commands work anywhere, see 'boardex --help'"
check 2 "" "$NO_TTY" -- explore
check 2 "" "$NO_TTY" --
check 2 "" "$NO_TTY" -- explore --piece bishop --size 10x8 --no-color --ascii --no-mouse
check 2 "" "$NO_TTY" -- --piece bishop
# Bad options are reported before the terminal is looked at.
check 2 "" "boardex: invalid size: '0x0' (width and height go from 1 to 26)" -- explore --size 0x0
check 2 "" "boardex: unknown piece: 'bogus'" -- --piece bogus
check 2 "" "boardex: invalid direction: (0,0)" -- explore --once "(0,0)"
check 2 "" "boardex: usage: boardex explore [--piece NAME | --once DIRS | --repeated DIRS] [--size WxH] [--define L=BETZA]... [--variant NAME] [--variant-file FILE] [--fen FEN | --board FILE] [--rules RULES] [--tour FILE] (see 'boardex explore --help')" -- explore d4
check_first_line 0 "usage: boardex explore [--piece NAME | --once DIRS | --repeated DIRS] [--size WxH] [--define L=BETZA]... [--variant NAME] [--variant-file FILE] [--fen FEN | --board FILE] [--rules RULES] [--tour FILE]" -- explore --help
check 2 "" "boardex: explore: give --fen or --board, not both" -- explore --fen 8/8/8/8/8/8/8/8 --board x
# --variant: the model's word on a name it does not know, before any curses
check 2 "" "boardex: explore: unknown variant 'capablanka' (boardex variants lists them)" -- explore --variant capablanka
check 2 "" "boardex: explore: unknown variant 'nope' (boardex variants lists them)" -- --variant nope
check 2 "" "boardex: explore: --variant gives the board, pieces and rules; --rules, --size and --define go without it" -- explore --variant grand --size 8x8
check 2 "" "$NO_TTY" -- explore --variant capablanca
check 2 "" "$NO_TTY" -- --variant grand
check 2 "" "boardex: FEN rank 1: '9' is not a piece letter or 1-8" -- explore --fen 8/8/8/8/8/8/8/9
check 2 "" "boardex: $DATA/letters.txt: line 4: 'x' is not a number" -- explore --tour "$DATA/letters.txt"
check 2 "" "$NO_TTY" -- explore --tour "$DATA/problem_knight.txt"
check 2 "" "boardex: no-such-file: No such file or directory" -- explore --board no-such-file
check 2 "" "$NO_TTY" -- explore --fen "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
# --variant-file: V lists every section, so every section is read; one
# that cannot be (b: chess's castling files on a board of files a to f)
# refuses the file with its line, as perft refuses it when it is named.
printf '[a:chess]\n[b:chess]\nmaxFile = f\n' >"$SCRATCH/two.ini"
check 2 "" "boardex: $SCRATCH/two.ini:2: castling files off the board or queen side beyond king side (castling = false?)" -- explore --variant-file "$SCRATCH/two.ini" --variant a
printf '[a:chess]\n[b:a]\ncastling = false\n' >"$SCRATCH/two.ini"
check 2 "" "$NO_TTY" -- explore --variant-file "$SCRATCH/two.ini" --variant b
# Without --variant the explorer opens on the first section (V lists the
# rest), where the batch commands ask which.
check 2 "" "$NO_TTY" -- explore --variant-file "$SCRATCH/two.ini"

# --define: the forms, messages and exit 2 of count's --define (the
# issue's words: a chess letter, a letter twice, bad Betza), checked before
# the terminal; good ones reach the terminal check.
check 2 "" "boardex: --define: K is a chess piece; define another letter" -- explore --define K=N
check 2 "" "boardex: --define: A is defined twice" -- explore --define A=BN --define a=N
check 2 "" "boardex: --define: expected LETTER=BETZA, got 'A'" -- explore --define A
check 2 "" "$NO_TTY" -- explore --define A=BN --define C=mRcpR --size 10x10
# Whatever count says of a --define, explore says too.
for define in K=N A=pN A=xyz A=nW 1=N "A=" "=N"; do
    cases=$((cases + 1))
    want=$(run_boardex count --define "$define" --fen 8/8/8/8/8/8/8/8 2>&1 </dev/null)
    got=$(run_boardex explore --define "$define" 2>&1 </dev/null)
    if [ "$got" != "$want" ] || [ -z "$got" ]; then
        failures=$((failures + 1))
        echo "FAIL: explore --define $define said '$got', count '$want'"
    fi
done
# All 20 letters there are (26 less KQRBNP) may be defined.
many=()
for letter in A C D E F G H I J L M O S T U V W X Y Z; do
    many+=(--define "$letter=W")
done
check 2 "" "$NO_TTY" -- explore "${many[@]}"
# A FEN with a defined letter, at its own size (10x10), loads at the start.
check 2 "" "$NO_TTY" -- explore --define A=BN --fen "10/10/10/10/10/10/10/10/10/A9 w - - 0 1"
check 2 "" "boardex: FEN rank 1: 'G' is not a piece letter or a number of empty squares" -- explore --define A=BN --fen "10/10/10/10/10/10/10/10/10/G9 w - - 0 1"

# --keys prints the help screen's text, no terminal needed.
check_first_line 0 "Everywhere" -- explore --keys
check_first_line 0 "Everywhere" -- --keys
STDIN=/dev/null check_first_line 0 "Everywhere" -- explore --keys --no-color

finish

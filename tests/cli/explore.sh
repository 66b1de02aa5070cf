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
check 2 "" "boardex: usage: boardex explore [--piece NAME | --once DIRS | --repeated DIRS] [--size WxH] [--define L=BETZA]... [--fen FEN | --board FILE] [--rules RULES] [--tour FILE] (see 'boardex explore --help')" -- explore d4
check_first_line 0 "usage: boardex explore [--piece NAME | --once DIRS | --repeated DIRS] [--size WxH] [--define L=BETZA]... [--fen FEN | --board FILE] [--rules RULES] [--tour FILE]" -- explore --help
check 2 "" "boardex: explore: give --fen or --board, not both" -- explore --fen 8/8/8/8/8/8/8/8 --board x
check 2 "" "boardex: FEN rank 1: '9' is not a piece letter or 1-8" -- explore --fen 8/8/8/8/8/8/8/9
check 2 "" "boardex: $DATA/letters.txt: line 4: 'x' is not a number" -- explore --tour "$DATA/letters.txt"
check 2 "" "$NO_TTY" -- explore --tour "$DATA/problem_knight.txt"
check 2 "" "boardex: no-such-file: No such file or directory" -- explore --board no-such-file
check 2 "" "$NO_TTY" -- explore --fen "4k3/8/8/8/8/8/8/4K3 w - - 0 1"

# --keys prints the help screen's text, no terminal needed.
check_first_line 0 "Everywhere" -- explore --keys
check_first_line 0 "Everywhere" -- --keys
STDIN=/dev/null check_first_line 0 "Everywhere" -- explore --keys --no-color

finish

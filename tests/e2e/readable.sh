#!/bin/bash
# Nothing hidden, end to end in tmux: every tour number of a 12x12 board
# at 80x24 and of 26x26 at 120x40, long status messages on two lines, z,
# and autoplay that costs no CPU once it stops.
source "$(dirname "$0")/lib.sh"


# Every number 1..W*H of the tour appears on the screen as a word (waits,
# like expect, for a frame whose rows are all drawn).
expect_all_numbers() { # NAME COUNT WHAT
    cases=$((cases + 1))
    local shown missing=1
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$missing" -ne 0 ] && [ "$SECONDS" -le "$deadline" ]; do
        missing=0
        shown=$(screen "$1" | tr -c '0-9\n' ' ' | tr ' ' '\n' | grep -x '[0-9]\+' | sort -un)
        for n in $(seq "$2"); do
            grep -qx "$n" <<<"$shown" || missing=$((missing + 1))
        done
        [ "$missing" -eq 0 ] || sleep 0.05
    done
    if [ "$missing" -ne 0 ]; then
        failures=$((failures + 1))
        echo "FAIL: $3: $missing of $2 numbers not on the screen"
        screen "$1" | sed 's/^/  | /'
    fi
}

start r 80x24
run r "$BOARDEX; echo exit=\$?"
expect r "Mobility: a lone piece" "the explorer starts"

# A 12x12 knight's tour found with g, at 80x24: 1 to 144 all readable, the
# panel below the board.
keys r 3 s s s s s g
expect r "12x12" "12x12 in Tour mode"
expect r "knight tour from" "g finds a 12x12 tour"
expect_all_numbers r 144 "12x12 tour at 80x24"
expect r "Tour: every square once" "the panel, below the board"
# z: the board alone.
keys r z
expect r "the board alone" "z: the board alone"
expect_not r "Tour: every square once" "z hides the panel"
keys r z
expect r "Tour: every square once" "z shows it again"

# A 10x10 one too.
keys r S
type_text r "10x10"
keys r Enter g
expect r "knight tour from" "g finds a 10x10 tour"
expect_all_numbers r 100 "10x10 tour at 80x24"

# 5x5 has no closed knight's tour; the reason is longer than a line and
# takes two (it used to stop at "... 13 squares and a").
keys r S
type_text r "5x5"
keys r Enter c g
expect r "set of 12; a closed tour needs them equal" "the whole reason, wrapped"

# From d1 no open tour exists either, and the reason takes three lines.
keys r c g
expect r "and a path must start in the larger" "a three-line reason"

# P plays the path; once it has stopped, no CPU is used. From a1, a
# corner, an open 5x5 knight's tour exists.
keys r h h h g
expect r "knight tour from" "an open 5x5 tour"
keys r '#'
type_text r "20"
keys r Enter P
expect r "step     21 of 25" "P plays on by itself"
expect r "played to the end" "and stops at the end"
expect_idle r "idle after autoplay"
keys r q y
expect r "exit=0" "q y quits"

# NO_COLOR: the path drawn so far is bold and the rest dim, the current
# step underlined (tests/unit/view/test_view_board.c checks which square
# has which); here, that a NO_COLOR screen uses dim and underline at all.
run r "NO_COLOR=1 $BOARDEX --tour $DATA/problem_knight.txt; echo exit=\$?"
expect r "Tour: every square once" "NO_COLOR tour"
keys r '#'
type_text r "10"
keys r Enter
expect r "step     10 of 64" "the path drawn to 10"
expect_escapes r $'\e\\[[0-9;]*2m' "NO_COLOR: the rest of the board dim"
expect_escapes r $'\e\\[[0-9;]*4m' "NO_COLOR: the current step underlined"
keys r q

# NO_COLOR: every mark differs from every other without colour, and the
# legend names each. Bad tour steps carry "!" and are not reversed (the
# cursor is); a king in check and its checker carry "!" too; the legend
# names the step shown, bad steps, and a piece the cursor's piece takes.
# (Before, a bad step and the cursor were the same reversed block.)
run r "clear; NO_COLOR=1 $BOARDEX --tour $DATA/bad_step.txt; echo exit=\$?"
expect r "bad      2, marked on the board" "NO_COLOR: a tour with bad steps"
keys r e
expect r " !13" "NO_COLOR: the bad step 13 is marked in text"
expect r " !15" "NO_COLOR: the bad step 15 is marked in text"
expect r "the step shown (n, N)" "NO_COLOR: the legend names the step shown"
expect r "bad step, number twice" "NO_COLOR: the legend names bad steps"
cases=$((cases + 1))
if tm capture-pane -p -e -t r | grep -qE $'\e\\[[0-9;]*7m *!1[35]'; then
    failures=$((failures + 1))
    echo "FAIL: NO_COLOR: a bad step away from the cursor is reversed like the cursor"
fi
expect_escapes r $'\e\\[[0-9;]*7m *[^ !]' "NO_COLOR: the cursor is reversed"
keys r q
run r "clear; NO_COLOR=1 $BOARDEX --fen '4k3/8/8/8/3Q4/8/4r3/4K3 w - - 0 1'; echo exit=\$?"
expect r "checkers e2 black rook" "NO_COLOR: a position in check"
expect r "♔!3" "NO_COLOR: the king in check is marked in text"
expect r "♜!" "NO_COLOR: its checker is marked in text"
expect r "a piece it takes" "NO_COLOR: the legend names capture targets"
expect r "K! king in check, checkers" "NO_COLOR: the legend names check with its mark"
keys r C-c

# 26x26 at 120x40: a tour found from a corner shows 1 to 676.
start big 120x40
run big "$BOARDEX; echo exit=\$?"
expect big "Mobility: a lone piece" "started at 120x40"
keys big 3 S
type_text big "26x26"
keys big Enter g
expect big "knight tour from" "g finds a 26x26 tour"
expect_all_numbers big 676 "26x26 tour at 120x40"
keys big C-c

finish

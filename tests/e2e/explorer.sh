#!/bin/bash
# The explorer end to end: the real binary in tmux at 80x24 and 120x40,
# driven with keys and read back from the screen.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# 80x24: the knight's heat map, its strength, and the keys of Mobility mode.
start small 80x24
run small "$BOARDEX; echo exit=\$?"
expect small "Mobility: a lone piece" "the explorer starts"
expect small " 8   2    3    4    4    4    4    3    2" "knight heat map, rank 8"
expect small " 4   4    6    8   ♘8    8    8    6    4" "knight on d4"
expect small "strength 336" "knight strength 336"
expect small "q quit  ? help  u undo  Tab mode" "hint line"
expect_escapes small "48;5;196" "the hottest squares are 256-colour red"

# A mouse click (xterm SGR report, column 25, row 15: square e2) moves the
# cursor there.
type_text small $'\e[<0;25;15M'
type_text small $'\e[<0;25;15m'
expect small "knight on e2 reaches 6" "a click picks e2"

# d: a custom piece, typed into the two prompts.
keys small d
expect small "once directions: (-2,-1) (-2,1)" "once prompt pre-filled"
keys small C-u Enter
expect small "repeated directions:" "second prompt"
type_text small "(1,1) (1,-1) (-1,1) (-1,-1)"
keys small Enter
expect small "strength 560" "custom bishop-like piece: 560"
expect small "piece    custom" "the piece is custom"

# A bad direction is shown and changes nothing.
keys small d C-u
type_text small "(0,0)"
keys small Enter
expect small "invalid direction: (0,0)" "error in the status line"
expect small "once directions: (0,0)" "the prompt stays open"
keys small Escape
expect small "cancelled" "Esc cancels"
expect small "strength 560" "Esc keeps the piece"

# b: a piece in Betza. A bad entry shows the message with a caret under
# its position ("Betza: " is 7 columns, so 'X', the third letter, is at
# column 9) and keeps the prompt open; then the gold general WfF.
keys small b C-u
type_text small "WfX"
keys small Enter
expect small "Betza: WfX" "the Betza prompt stays open"
expect small "         ^ invalid Betza: 'X' at 3 (expected an atom after the modifiers)" "caret under the X"
keys small BSpace
type_text small "F"
keys small Enter
expect small "strength 322" "WfF: 4 * 56 + 2 * 49 = 322"
expect small "piece    custom (WfF)" "the panel shows the Betza"

# p: the bishop from the preset menu.
keys small p
expect small "Pick a piece" "preset menu"
expect small "bishop       B     rides along diagonals" "each preset's Betza"
keys small Home Down Down Down Enter
expect small "bishop: rides along diagonals" "bishop picked"
expect small "piece    bishop" "panel shows the bishop"
expect small "strength 560" "bishop strength 560"

# s: the next size; ?: the help.
keys small s
expect small "board    5x5, 25 squares" "s cycles to 5x5"
keys small S C-u
type_text small "8x8"
keys small Enter
expect small "board    8x8, 64 squares" "S sets 8x8"
keys small '?'
expect small "boardex keys" "help screen"
expect small "next mode (Mobility, Position, Tour)" "help lists Tab"
# A page is the screen's 22 help rows: PgDn shows row 23 on at the top, so
# row 3 (?/F1) is gone and the rows after 22 are in.
keys small NPage
expect small "pick a variant: a built-in one or --variant-file's" "PgDn: a whole page on"
expect_not small "show this help" "PgDn: the first page is gone"
keys small Home Space
expect small "pick a variant: a built-in one or --variant-file's" "Space: a page too"
keys small Escape
expect small "Mobility: a lone piece" "help closes"

# v: the lenses. The bishop from e4 (a light square) never reaches the 32
# dark squares; compare against the knight picked with V; A, the scale.
keys small v
expect small "lens     distance from e4" "v shows distances from the cursor"
expect small "32 sq never reached" "the legend counts squares never reached"
keys small v
expect small "lens     compare with bishop (V)" "v again compares"
keys small V
expect small "Pick the second piece" "V opens the menu for the second piece"
keys small Home Down Down Down Down Enter
expect small "second   knight (N), strength 336" "the knight is the second piece"
expect small "bishop reaches more" "the legend names the first piece"
keys small A
expect small "scale    absolute, 0 to W*H-1 (A)" "A makes the scale absolute"
keys small A v
expect small "lens     moves" "v comes back to moves"
# w: a prompt with a name for the screen; Esc writes nothing.
keys small w
expect small "write to: bishop-8x8-moves.svg" "w offers a name"
keys small Escape
expect small "cancelled" "Esc cancels the write"

# Position mode: the initial position, 20 legal moves each.
keys small 2
expect small "Position: pieces, legal moves" "2 opens Position mode"
expect small "white    20 legal moves" "white has 20 moves"
expect small "black    20 legal moves" "black has 20 moves"
expect small " 1  ♖ 0  ♘ 2  ♗ 0  ♕ 0  ♔ 0  ♗ 0  ♘ 2  ♖ 0" "rank 1 with move counts"
# R: the rules shown, fide (the default) and seed.
expect small "fide, white to move," "fide rules by default"
expect small "castling KQkq, e.p. -" "the panel shows the rights"
keys small R
expect small "rules    seed, white to move" "R switches to seed"
keys small R
expect small "fide, white to move," "R switches back to fide"
# Tour mode: a tour file from the tests, opened with Tab completion and
# stepped through.
keys small 3
expect small "Tour: every square once" "3 opens Tour mode"
keys small p
expect small "Pick a piece" "the preset menu in Tour mode"
keys small Home Down Down Down Down Enter
expect small "knight: leaps (1,2)" "back to the knight"
keys small o
expect small "tour file (Tab completes):" "o asks for a tour file"
type_text small "$DATA/problem_kni"
keys small Tab
expect small "problem_knight.txt" "Tab completes the file name"
keys small Enter
expect small "verdict  open knight tour" "the problem's open knight tour"
expect small "step     1 of 64: d5, next b6" "the path starts at 1"
keys small n
expect small "step     2 of 64: b6, next" "n: one step on"
keys small n n BSpace
expect small "step     3 of 64" "Backspace: one step back"
keys small e
expect small "step     64 of 64" "e: to the end"
keys small c
expect small "open tour, but a closed one is required" "c requires closed"
keys small c g
expect small "found an open knight tour from" "g finds a tour"

keys small 2 e
expect small "placing: KQRBNP white" "e starts placing"
keys small C-c
expect small "exit=130" "Ctrl-C quits while placing"
run small "$BOARDEX --piece bishop; echo exit=\$?"
expect small "Mobility: a lone piece" "started again"

# Resizing: larger squares at 120x40, the too-small screen, and back.
tm resize-window -t small -x 120 -y 40
expect small "mobility 28 × 7 + 20 × 9 + 12 × 11 + 4 × 13" \
    "120x40: the mobility string on one line"
expect small "       a      b      c      d      e      f      g      h" \
    "120x40: 7-column squares"
tm resize-window -t small -x 40 -y 10
expect small "Terminal too small" "40x10 is too small"
# The least for the bishop on 8x8, every number readable: its 13 moves
# need squares of 2 digits and a space, so 4 + 8 * 3 + 1 = 29 columns, and
# 13 lines for the board plus 4 for the panel below it.
expect small "40x10, needs 29x17" "the too-small screen says what it needs"
tm resize-window -t small -x 80 -y 24
expect small "Mobility: a lone piece" "the board comes back"
expect_not small "Terminal too small"

# Idle means no CPU at all: poll() blocks, no timer wakes it.
expect_idle small "the idle explorer"

# q quits and gives the shell a working terminal back.
keys small q
expect small "exit=0" "q exits with status 0"
run small "echo typed-\$((40 + 2))"
expect small "typed-42" "the shell works after q"

# Ctrl-Z suspends and fg brings the board back.
run small "$BOARDEX; echo exit=\$?"
expect small "Mobility: a lone piece" "started for Ctrl-Z"
keys small C-z
expect small "Stopped" "Ctrl-Z suspends"
run small "fg"
expect small "q quit  ? help  u undo  Tab mode" "fg redraws the explorer"
keys small q
# Nothing prints when a job brought back by fg ends: wait for the process
# to be gone, or the next line is typed into the explorer and lost.
expect_exited small "q after fg"
run small "echo after-fg"
expect small "after-fg" "the shell works after fg and q"

# 120x40 from the start, monochrome.
start large 120x40
run large "NO_COLOR=1 $BOARDEX explore --piece knight; echo exit=\$?"
expect large "mobility 4 × 2 + 8 × 3 + 20 × 4 + 16 × 6 + 16 × 8" \
    "120x40: knight mobility string"
tm capture-pane -p -e -t large > /dev/null
cases=$((cases + 1))
if tm capture-pane -p -e -t large | grep -q "48;5;"; then
    failures=$((failures + 1))
    echo "FAIL: NO_COLOR still paints 256-colour backgrounds"
fi
keys large C-c
expect large "exit=130" "Ctrl-C exits (status 130)"
run large "echo after-ctrl-c"
expect large "after-ctrl-c" "the shell works after Ctrl-C"

# SIGTERM restores the terminal too.
run large "$BOARDEX --ascii; echo exit=\$?"
expect large " 4    4      6      8     N8      8      8      6      4" \
    "--ascii draws the knight as N"
kill -TERM "$(pgrep -P "$(tm display -p -t large '#{pane_pid}')" -x boardex)"
expect large "exit=143" "SIGTERM ends the explorer (status 143)"
run large "echo after-term"
expect large "after-term" "the shell works after SIGTERM"

# An 8-colour terminal gets the coarse ramp: magenta (not blue, where black
# figures do not read) to red backgrounds, black figures on all of them.
run large "clear; TERM=xterm $BOARDEX; echo exit=\$?"
expect large "Mobility: a lone piece" "explorer on an 8-colour terminal"
expect_escapes large '\[45m +2 ' "8 colours: the coolest squares are magenta"
expect_escapes large '\[41m +8 ' "8 colours: the hottest squares are red"
keys large q
expect large "exit=0" "q after 8 colours"

# A piece given in Betza: its text in the panel, and a pawn's moves do
# not fit once/repeated lists. Only its forward step counts on an empty
# board: 56 squares have one.
run large "clear; $BOARDEX explore --betza fmWfcF; echo exit=\$?"
expect large "piece    custom (fmWfcF)" "the panel shows the Betza given"
expect large "moves    3, with ranges or m/c" "moves beyond once/repeated"
expect large "strength 56" "the pawn's one step"
keys large q
expect large "exit=0" "q after a Betza piece"

# No terminal: one line, exit 2.
run large "TERM=dumb $BOARDEX; echo exit=\$?"
expect large "boardex: the explorer needs a terminal (TERM is dumb); the batch commands work anywhere, see 'boardex --help'" \
    "TERM=dumb is refused"
expect large "exit=2" "no terminal: status 2"
run large "clear; env -u TERM $BOARDEX explore; echo exit=\$?"
expect large "boardex: the explorer needs a terminal (TERM is not set)" \
    "TERM unset is refused"
run large "clear; TERM=no-such-terminal $BOARDEX; echo exit=\$?"
expect large "(unknown terminal type 'no-such-terminal')" \
    "an unknown TERM is refused"
run large "$BOARDEX | cat"
expect large "(standard output is not a terminal)" "a pipe is refused"

finish

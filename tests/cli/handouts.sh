# Handouts read back: every SVG passes xmllint and renders with
# rsvg-convert to a PNG of the size it declares, whose hottest and coldest
# squares have the colours expected at their centres; every CSV read by a
# CSV parser equals the text grid. The checks are in handout_check.py.
#
# Colours are the xterm-256 palette the terminal heat map uses (README,
# "Handouts"); an xterm colour 16..231 is r*36 + g*6 + b + 16 on the steps
# 0, 95, 135, 175, 215, 255, so 33 is #0087ff, 39 #00afff, 196 #ff0000,
# 210 #ff8787; 255 is the grey 8 + 23*10 = 238, #eeeeee.
source "$(dirname "$0")/lib.sh"
CHECK="$(dirname "$0")/handout_check.py"

for tool in xmllint rsvg-convert python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "FAIL: $tool is missing (scripts/install-deps installs it)"
        exit 1
    fi
done

# check_svg FILES RANKS "SQUARE=RRGGBB ..." -- ARGS: boardex ARGS writes an
# SVG of a FILES x RANKS board, which reads back as described above.
# STATUS=N check_svg ...: the command exits N (tour's "no" is 1).
check_svg() {
    local files=$1 ranks=$2 colours=$3 status
    shift 4
    cases=$((cases + 1))
    run_boardex "$@" >"$SCRATCH/picture.svg" 2>"$SCRATCH/err"
    status=$?
    if [ "$status" -ne "${STATUS:-0}" ] || [ -s "$SCRATCH/err" ]; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* exited $status: $(cat "$SCRATCH/err")"
        return
    fi
    # shellcheck disable=SC2086 # the colours are separate words
    if ! python3 "$CHECK" svg "$SCRATCH/picture.svg" "$files" "$ranks" \
        $colours; then
        failures=$((failures + 1))
        echo "FAIL: boardex $*"
    fi
}

# count_in_svg WHAT N: the last picture holds WHAT exactly N times.
count_in_svg() {
    cases=$((cases + 1))
    local got
    got=$(grep -c -- "$1" "$SCRATCH/picture.svg")
    if [ "$got" -ne "$2" ]; then
        failures=$((failures + 1))
        echo "FAIL: the picture has $got of '$1', expected $2"
    fi
}

# check_csv ARGS: boardex ARGS --format csv reads back as boardex ARGS.
check_csv() {
    cases=$((cases + 1))
    run_boardex "$@" --format csv >"$SCRATCH/grid.csv"
    run_boardex "$@" | grep -v '^strength ' >"$SCRATCH/grid.txt"
    if ! python3 "$CHECK" csv "$SCRATCH/grid.csv" "$SCRATCH/grid.txt"; then
        failures=$((failures + 1))
        echo "FAIL: boardex $* --format csv"
    fi
}

# The knight's heat map: 2 moves on a1 (the coolest, blue 33), 8 on d4 (the
# hottest, red 196).
check_svg 8 8 "a1=0087ff d4=ff0000" -- heatmap --format svg
# --mono: white for the fewest, the darkest grey for the most.
check_svg 8 8 "a1=ffffff d4=505050" -- heatmap --format svg --mono
# --scale absolute runs from 0 to 63: 8 is level 8 * 9 / 63 = 1 of 0..9
# (39), 2 is level 0 (33).
check_svg 8 8 "a1=0087ff d4=00afff" -- heatmap --format svg --scale absolute
# 3-digit counts on the largest board still render (amazon, 26x26).
check_svg 26 26 "a1=0087ff n13=ff0000" -- heatmap --piece amazon --size 26x26 --format svg
# Distance: d4 itself is 0 (coolest); h8 is 4 moves, the farthest (an
# offset of (4,4) needs an even count above 2).
check_svg 8 8 "d4=0087ff h8=ff0000" -- distance d4 --format svg
# The title names the piece with its Betza, the board and the lens.
count_in_svg "<title>knight (N) · 8×8 · moves needed from d4</title>" 1
check_svg 8 8 "" -- compare --betza WfF --with NN --format svg
count_in_svg "<title>WfF minus NN · 8×8 · strength" 1
# The bishop never reaches b1 (white, no colour); h8 is 2, the farthest.
check_svg 8 8 "b1=ffffff c1=0087ff h8=ff0000" -- distance c1 --piece bishop --format svg
# Compare, diverging: knight minus wazir on 3x3 is -4 in the middle (the
# strongest blue, 33) and 0 in the corners (neutral grey 255).
check_svg 3 3 "b2=0087ff a1=eeeeee" -- compare --with wazir --size 3x3 --format svg
# Archbishop minus knight is the bishop: 13 on d4 is the strongest red; 7
# on a1 is level 1 + (7 - 1) * 4 / (13 - 1) = 3 of 5, red 210.
check_svg 8 8 "d4=ff0000 a1=ff8787" -- compare --piece archbishop --with knight --format svg
# In greys the strongest is the darkest and level 3 the middle grey.
check_svg 8 8 "d4=505050 a1=b0b0b0" -- compare --piece archbishop --with knight --format svg --mono


# Placement (variant.sh derives the grid): a white knight on 3x3 has 0
# on b2 (the coolest, blue 33) and 2 on c3 (the hottest, red 196); b1
# gives check (+) and the kings are letters: neither is coloured.
check_svg 3 3 "b2=0087ff c3=ff0000 b1=ffffff c1=ffffff" -- board --size 3x3 \
    --fen "k2/3/2K w" --placement N --format svg
count_in_svg "<title>placement of a white knight: legal moves it would have on each empty square</title>" 1
count_in_svg "+: gives check" 1

# A position: empty squares keep the board's colours (b1 light, c1 dark),
# one disc per piece (4), and the four move counts (hand-counted in
# lenses.sh) beside them.
POSITION="4k3/8/8/8/8/8/8/R3K2N w"
check_svg 8 8 "b1=f0d9b5 c1=b58863" -- board --fen "$POSITION" --counts --format svg
count_in_svg "<circle" 4
check_svg 8 8 "b1=ffffff c1=c8c8c8" -- board --fen "$POSITION" --format svg --mono
count_in_svg "<circle" 4
# The start position's title (its whole FEN and the rules) wraps onto
# three lines and moves the board down: the empty squares still render
# light (a6: row 2 + column 0 even) and dark (b6) where the rects say.
check_svg 8 8 "a6=f0d9b5 b6=b58863 a3=b58863 h3=f0d9b5" -- board --rules fide \
    --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
    --counts --format svg
count_in_svg "<circle" 32
# A tour: every step of the open 5x5 tour is a line (24), none bad. The
# numbered discs sit at square centres, so colours are checked on none.
check_svg 5 5 "" -- tour "$DATA/knight_5x5_open.txt" --format svg
count_in_svg "<line " 24
count_in_svg 'class="bad"' 0
check_svg 5 5 "" -- findtour a1 --size 5x5 --format svg --mono
count_in_svg "<line " 24
# bad_step.txt: 12 on e3 -> 13 on b2 and 14 on d1 -> 15 on a4 are not
# knight moves (13 -> 14, b2 -> d1, is), so two steps are drawn dashed;
# the other 61 are lines, and tour still answers "no" (exit 1).
STATUS=1 check_svg 8 8 "" -- tour "$DATA/bad_step.txt" --format svg
count_in_svg 'class="bad"' 2
count_in_svg "<line " 63

check_csv heatmap --piece amazon --size 26x26
check_csv heatmap --piece camel --size 10x7
check_csv distance c1 --piece bishop
check_csv distance a1 --piece nightrider --size 9x5
check_csv compare --with bishop
check_csv compare --piece zebra --with giraffe --size 12x12
check_csv findtour a1 --size 6x5
check_csv board --fen "$POSITION" --counts
# A tour's CSV is its grid; tour itself prints a verdict, so the grid is
# the file's.
cases=$((cases + 1))
run_boardex tour "$DATA/knight_5x5_open.txt" --format csv >"$SCRATCH/grid.csv"
if ! python3 "$CHECK" csv "$SCRATCH/grid.csv" "$DATA/knight_5x5_open.txt"; then
    failures=$((failures + 1))
    echo "FAIL: boardex tour --format csv"
fi

# The README's picture is what its command makes today, and reads back.
cases=$((cases + 1))
DOC="$(dirname "$0")/../../doc/knight-distance-d4.svg"
if ! run_boardex distance d4 --format svg | cmp -s - "$DOC"; then
    failures=$((failures + 1))
    echo "FAIL: doc/knight-distance-d4.svg is not 'boardex distance d4 --format svg'"
fi
check_svg 8 8 "d4=0087ff h8=ff0000" -- distance d4 --format svg
# The README's way to print it.
cases=$((cases + 1))
if ! rsvg-convert -f pdf -o "$SCRATCH/handout.pdf" "$DOC" ||
    [ "$(head -c 5 "$SCRATCH/handout.pdf")" != "%PDF-" ]; then
    failures=$((failures + 1))
    echo "FAIL: rsvg-convert -f pdf did not make a PDF of $DOC"
fi

finish

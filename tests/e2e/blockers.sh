#!/bin/bash
# Blockers in Mobility mode, end to end: the real binary in tmux at 80x24
# and 120x40 with a cannon (pR), blockers put and taken with x and X, the
# marks and the legend, and without colour (NO_COLOR) in ASCII.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

for size in 80x24 120x40; do
    start "$size" "$size"
    run "$size" "$BOARDEX explore --betza pR; echo exit=\$?"
    expect "$size" "piece    custom (pR)" "$size: the cannon is taken"
    expect "$size" "strength 0" "$size: no screen, no move"
    # The cursor starts on d4: a blocker there, then on d6 (two up).
    keys "$size" x
    expect "$size" "put a blocker on d4: 1 blocker" "$size: x puts one"
    expect "$size" "strength 48" "$size: hand-worked strength with d4"
    keys "$size" Up Up x
    expect "$size" "blockers d6 d4" "$size: the panel lists them"
    # From d1 the cannon hops d4 to d5 and takes d6: 2 squares.
    keys "$size" Down Down Down Down Down
    expect "$size" "custom on d1 reaches 2" "$size: the status line counts"
    expect "$size" "reached from it" "$size: the legend names the reach"
    expect "$size" "blocker (x, X)" "$size: the legend names blockers"
    expect "$size" "taken" "$size: the legend names a taken blocker"
    keys "$size" Up Up Up
    expect "$size" "a blocker on d4: x takes it off" \
        "$size: the cursor on a blocker"
    keys "$size" X
    expect "$size" "took the 2 blockers off: 0 blockers" "$size: X takes all"
    expect "$size" "strength 0" "$size: back to no move"
    keys "$size" u
    expect "$size" "strength" "$size: u"
    expect "$size" "blockers d6 d4" "$size: u brings them back"
    keys "$size" q y
    expect "$size" "exit=0" "$size: quits"
done

# Without colour, in ASCII: each mark its own character. mWcF on d4 among
# d5 e5 c3: o on c4 d3 e4 (moves only), x on c5 e3 (takes only), X on e5
# and c3 (taken), # on d5 (a blocker it cannot take); the piece @ on d4
# with its 5, a blocker with no count.
start mono 80x24
run mono "NO_COLOR=1 $BOARDEX explore --ascii --betza mWcF; echo exit=\$?"
expect mono "piece    custom (mWcF)" "mono: the piece"
keys mono Up x Right x Down Down Left Left x Up Right
expect mono "custom on d4 reaches 5" "mono: d4 reaches 5"
expect mono "moves only" "mono: the legend names move-only marks"
expect mono "takes only" "mono: the legend names capture-only marks"
row5=$(screen mono | grep '^  5 ')
row4=$(screen mono | grep '^  4 ')
row3=$(screen mono | grep '^  3 ')
case "$row5" in
*" x3    #    X "*) ;;
*) echo "FAIL: mono rank 5: '$row5'"; failures=$((failures + 1)) ;;
esac
case "$row4" in
*" o4   @5   o4 "*) ;;
*) echo "FAIL: mono rank 4: '$row4'"; failures=$((failures + 1)) ;;
esac
case "$row3" in
*X*o*x*) ;;
*) echo "FAIL: mono rank 3: '$row3'"; failures=$((failures + 1)) ;;
esac
keys mono q y
expect mono "exit=0" "mono: quits"

finish

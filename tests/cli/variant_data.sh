#!/bin/bash
# The reference data for variants keeps its format, so a broken line fails
# here rather than in a comparison run: tests/data/variants_fsf.txt
# (NAME;WxH;START_FEN;PIECES) and tests/data/variant_perft.txt
# (VARIANT;FEN;DEPTH;NODES, read by tests/bench/variant_perft_vs_fsf.sh).
# Every FEN must fit its variant's board and use only its piece letters.
# Copies with one line broken must each be refused, so the checks bite.
source "$(dirname "$0")/lib.sh"

# Sizes of the variants of variant_perft.txt that variants_fsf.txt does not
# list, as Fairy-Stockfish's src/variant.cpp sets them (8x8 unless given).
FURTHER="torpedo 8x8 berolina 8x8 pawnsideways 8x8 pawnback 8x8 legan 8x8
sortofalmost 8x8 chigorin 8x8 perfect 8x8 shako 10x10"

# check_files VARIANTS PERFT: one line per fault, nothing when both are good.
check_files() {
    awk -F';' -v further="$FURTHER" '
    # fen_fits FEN W H: "" when the placement has H ranks of W squares and
    # only letters of LETTERS, else what is wrong.
    function fen_fits(fen, w, h, letters,    parts, ranks, n, i, width, row, c, num) {
        split(fen, parts, " ")
        if (parts[2] != "w" && parts[2] != "b") return "no side to move"
        n = split(parts[1], ranks, "/")
        if (n != h) return n " ranks, not " h
        for (i = 1; i <= n; i++) {
            width = 0; row = ranks[i]
            while (row != "") {
                if (match(row, /^[0-9]+/)) {
                    num = substr(row, 1, RLENGTH); width += num; row = substr(row, RLENGTH + 1)
                } else {
                    c = substr(row, 1, 1); row = substr(row, 2)
                    if (index(letters, tolower(c)) == 0) return "letter " c " is not a piece of it"
                    width++
                }
            }
            if (width != w) return "rank " i " has " width " squares, not " w
        }
        return ""
    }
    function fault(text) { printf "%s:%d: %s\n", FILENAME, FNR, text }
    BEGIN {
        n = split(further, f, /[ \n]+/)
        for (i = 1; i < n; i += 2) size[f[i]] = f[i + 1]
    }
    /^#/ || /^$/ { next }
    FILENAME == ARGV[1] {
        if (NF != 4) { fault(NF " fields, not 4"); next }
        if ($1 !~ /^[a-z][a-z0-9-]*$/) { fault("bad name " $1); next }
        if ($1 in pieces) { fault("variant " $1 " twice"); next }
        if ($2 !~ /^[1-9][0-9]?x[1-9][0-9]?$/) { fault("bad size " $2); next }
        split($2, wh, "x")
        if (wh[1] > 26 || wh[2] > 26) { fault("size " $2 " over 26x26"); next }
        letters = ""
        np = split($4, list, " ")
        for (i = 1; i <= np; i++) {
            if (list[i] !~ /^[a-z]=[A-Za-z]+$/) { fault("bad piece " list[i]); next }
            letters = letters substr(list[i], 1, 1)
        }
        if (index(letters, "k") == 0) { fault("no royal piece k"); next }
        why = fen_fits($3, wh[1], wh[2], letters)
        if (why != "") { fault("start FEN: " why); next }
        size[$1] = $2; pieces[$1] = letters
        next
    }
    {
        if (NF != 4) { fault(NF " fields, not 4"); next }
        if (!($1 in size)) { fault("unknown variant " $1); next }
        if ($3 !~ /^([1-9]|10)$/) { fault("depth " $3 " is not 1 to 10"); next }
        if ($4 !~ /^[1-9][0-9]*$/) { fault("nodes " $4 " is not a number"); next }
        if ($2 == "startpos") next
        split(size[$1], wh, "x")
        # Letters are checked for the variants whose pieces are listed.
        why = fen_fits($2, wh[1], wh[2], ($1 in pieces) ? pieces[$1] : "abcdefghijklmnopqrstuvwxyz")
        if (why != "") fault("FEN: " why)
    }' "$1" "$2"
}

expect_faults() { # WHAT EXPECTED VARIANTS PERFT: check_files prints EXPECTED
    local got
    cases=$((cases + 1))
    got=$(check_files "$3" "$4" | sed "s|^$SCRATCH/||; s|^$DATA/||")
    if [ "$got" != "$2" ]; then
        failures=$((failures + 1))
        echo "FAIL: $1"
        echo "  expected: ${2:-nothing}"
        echo "  got:      ${got:-nothing}"
    fi
}

VARIANTS=$DATA/variants_fsf.txt
PERFT=$DATA/variant_perft.txt
expect_faults "the data files are well formed" "" "$VARIANTS" "$PERFT"

# The issue's two published numbers are among them.
for fact in "capablanca;startpos;4;805128" "grand;startpos;3;259514"; do
    cases=$((cases + 1))
    grep -qx "$fact" "$PERFT" || { failures=$((failures + 1)); echo "FAIL: $fact missing"; }
done

# break LINE_PATTERN REPLACEMENT FILE OUT: OUT is FILE with the first line
# matching LINE_PATTERN replaced.
break_line() {
    awk -v pat="$1" -v rep="$2" '!done && $0 ~ pat { print rep; done = 1; next } { print }' "$3" >"$4"
}
line_of() { grep -n -m 1 "$1" "$2" | cut -d: -f1; }

n=$(line_of '^capablanca;startpos' "$PERFT")
break_line '^capablanca;startpos' 'capablanca;startpos;4' "$PERFT" "$SCRATCH/p1"
expect_faults "three fields" "p1:$n: 3 fields, not 4" "$VARIANTS" "$SCRATCH/p1"
break_line '^capablanca;startpos' 'capablanka;startpos;4;805128' "$PERFT" "$SCRATCH/p2"
expect_faults "a misspelt variant" "p2:$n: unknown variant capablanka" "$VARIANTS" "$SCRATCH/p2"
break_line '^capablanca;startpos' 'capablanca;startpos;11;805128' "$PERFT" "$SCRATCH/p3"
expect_faults "depth 11" "p3:$n: depth 11 is not 1 to 10" "$VARIANTS" "$SCRATCH/p3"
break_line '^capablanca;startpos' 'capablanca;startpos;4;805,128' "$PERFT" "$SCRATCH/p4"
expect_faults "a comma in the nodes" "p4:$n: nodes 805,128 is not a number" "$VARIANTS" "$SCRATCH/p4"
n=$(line_of '^grand;r8r' "$PERFT")
break_line '^grand;r8r' 'grand;r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R9R w - e7 0 3;2;5768' "$PERFT" "$SCRATCH/p5"
expect_faults "a rank too wide" "p5:$n: FEN: rank 10 has 11 squares, not 10" "$VARIANTS" "$SCRATCH/p5"
n=$(line_of '^shatranj' "$VARIANTS")
# A refused variant leaves its perft lines unknown too.
m=$(line_of '^shatranj' "$PERFT")
break_line '^shatranj' 'shatranj;8x8;rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1;p=fmWfceF n=N b=A r=R k=K' "$VARIANTS" "$SCRATCH/v1"
expect_faults "a letter not among the pieces" "v1:$n: start FEN: letter q is not a piece of it
variant_perft.txt:$m: unknown variant shatranj" "$SCRATCH/v1" "$PERFT"
break_line '^shatranj' 'shatranj;8x9;rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1;p=fmWfceF n=N b=A r=R q=F k=K' "$VARIANTS" "$SCRATCH/v2"
expect_faults "a size the FEN does not have" "v2:$n: start FEN: 8 ranks, not 9
variant_perft.txt:$m: unknown variant shatranj" "$SCRATCH/v2" "$PERFT"

finish

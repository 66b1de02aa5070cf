#!/usr/bin/env bash
# The general generator's counts against Fairy-Stockfish (`go perft 1`), an
# independent fairy-chess engine: seeded random positions on 8x8 and 10x10
# with kings, the chess pieces, the xiangqi cannon (boardex C=mRcpR,
# Fairy-Stockfish's built-in cannon), the lame horse (H=nN, its horse) and
# the archbishop (A=BN, its archbishop).
# Castling is off and promotion is to a queen only, so a pawn's step to the
# last rank is one move in both; FENs give no en-passant square. Every side
# count boardex gives (not -1) is compared with Fairy-Stockfish's perft 1
# for that side to move; prints how many were compared and each difference.
# Exit status 1 when any differs.
#
#   tests/bench/variant_vs_fairy.sh BOARDEX [POSITIONS] [FAIRY_STOCKFISH]
#
# Needs the fairy-stockfish package (apt-get install fairy-stockfish), whose
# binary is /usr/games/fairy-stockfish. Not run by ctest: it needs that
# package and takes a minute.
set -euo pipefail

boardex=${1:?usage: $0 path/to/boardex [POSITIONS] [FAIRY_STOCKFISH]}
count=${2:-400}
fairy=${3:-/usr/games/fairy-stockfish}
[ -x "$fairy" ] || {
    echo "no $fairy: apt-get install fairy-stockfish" >&2
    exit 2
}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cat >"$scratch/variants.ini" <<'INI'
[cannons8:chess]
cannon = c
horse = h
archbishop = a
castling = false
promotionPieceTypes = q

[cannons10:chess]
maxRank = 10
maxFile = j
cannon = c
horse = h
archbishop = a
castling = false
promotionPieceTypes = q
INI

# random_fens SIDE N SEED: kings, then up to a third of the board of
# random pieces of either colour (no pawn on the first or last rank).
random_fens() {
    awk -v side="$1" -v n="$2" -v seed="$3" 'BEGIN {
        srand(seed); letters = "PNBRQCHA"
        for (k = 0; k < n; k++) {
            for (s = 0; s < side * side; s++) b[s] = "."
            b[int(rand() * side * side)] = "K"
            do s = int(rand() * side * side); while (b[s] != ".")
            b[s] = "k"
            extra = int(rand() * (side * side / 3))
            for (i = 0; i < extra; i++) {
                s = int(rand() * side * side)
                p = substr(letters, 1 + int(rand() * 8), 1)
                row = int(s / side)
                if (b[s] != "." || (p == "P" && (row == 0 || row == side - 1)))
                    continue
                b[s] = rand() < 0.5 ? p : tolower(p)
            }
            fen = ""
            for (r = 0; r < side; r++) {
                empty = 0
                for (c = 0; c < side; c++) {
                    p = b[r * side + c]
                    if (p == ".") { empty++; continue }
                    if (empty) fen = fen empty
                    empty = 0; fen = fen p
                }
                if (empty) fen = fen empty
                if (r < side - 1) fen = fen "/"
            }
            print fen
        }
    }'
}

status=0
for side in 8 10; do
    random_fens "$side" "$count" "$side" >"$scratch/fens"
    "$boardex" count --size "${side}x$side" --define C=mRcpR --define H=nN \
        --define A=BN \
        --fen - <"$scratch/fens" >"$scratch/ours" 2>/dev/null || true
    {
        echo uci
        echo "setoption name VariantPath value $scratch/variants.ini"
        echo "setoption name UCI_Variant value cannons$side"
        while read -r fen; do
            echo "position fen $fen b - - 0 1"
            echo "go perft 1"
            echo "position fen $fen w - - 0 1"
            echo "go perft 1"
        done <"$scratch/fens"
        echo quit
    } | "$fairy" 2>&1 | awk '/^Nodes searched/ { print $3 }' |
        paste -d' ' - - >"$scratch/fairy"
    paste -d'|' "$scratch/ours" "$scratch/fairy" "$scratch/fens" |
        awk -F'|' -v side="$side" '{
            split($1, o, " "); split($2, f, " ")
            if (o[1] == "?") { refused++; next }
            for (i = 1; i <= 2; i++) {
                if (o[i] == -1) continue
                compared++
                if (o[i] != f[i]) {
                    differ++
                    printf "differs on %dx%d: %s %s: boardex %s, fairy %s\n",
                        side, side, $3, i == 1 ? "b" : "w", o[i], f[i]
                }
            }
        } END {
            printf "%dx%d: %d side counts compared, %d differ (%d positions " \
                "the rules refuse)\n", side, side, compared, differ, refused
            exit differ > 0
        }' || status=1
done
exit "$status"

# Shared by the perft comparison scripts of tests/bench (sourced, not run):
# boardex against another program on the six standard positions at
# bench_perft's depths, in CPU time (user + system), so other work on the
# machine weighs less. Each round runs every position once with each
# program, one right after the other, ROUNDS times. A shared machine's
# speed drifts by tens of percent over seconds, so each ratio is taken
# within a round, between two runs that saw the same machine, and the
# median of the rounds' ratios is printed: per position, and over all six
# (a round's total time of each). The speeds are the median runs'.
#
#   compare_six BOARDEX ROUNDS NAME RUN NODES
#
# RUN FEN DEPTH runs the other program; NODES FILE reads its node count
# from what it printed. Exits 1 when the counts differ.

# cpu_seconds and median
source "$(dirname "${BASH_SOURCE[0]}")/timing.sh"

compare_six() {
    local boardex=$1 rounds=$2 name=$3 run=$4 nodes_of=$5
    local names=(initial kiwipete "position 3" "position 4" "position 5" "position 6")
    local fens=("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10")
    local depths=(6 5 7 6 5 5)
    local scratch i r nodes theirs_nodes ours theirs

    scratch=$(mktemp -d)
    # One line per run: round, position, nodes, boardex seconds, theirs.
    for ((r = 0; r < rounds; r++)); do
        for i in "${!fens[@]}"; do
            ours=$(cpu_seconds "$scratch/out_ours" "$boardex" perft "${depths[$i]}" --fen "${fens[$i]}")
            theirs=$(cpu_seconds "$scratch/out_theirs" "$run" "${fens[$i]}" "${depths[$i]}")
            nodes=$(cat "$scratch/out_ours")
            theirs_nodes=$("$nodes_of" "$scratch/out_theirs")
            if [ "$nodes" != "$theirs_nodes" ]; then
                echo "${names[$i]}: boardex counts $nodes, $name $theirs_nodes" >&2
                rm -rf "$scratch"
                exit 1
            fi
            echo "$r $i $nodes $ours $theirs" >>"$scratch/runs"
        done
    done
    printf '%-11s %12s %14s %14s %7s\n' position nodes "boardex M/s" "$name M/s" ratio
    # The median (timing.sh's) of field F of position P's runs; F = 0:
    # of their ratios, theirs / boardex.
    column() { awk -v p="$1" -v f="$2" '$2 == p { print f ? $f : $5 / $4 }' "$scratch/runs" | median; }
    local total=0
    for i in "${!fens[@]}"; do
        nodes=$(awk -v p="$i" '$2 == p { print $3; exit }' "$scratch/runs")
        total=$((total + nodes))
        awk -v n="$nodes" -v a="$(column "$i" 4)" -v b="$(column "$i" 5)" \
            -v r="$(column "$i" 0)" -v label="${names[$i]}" 'BEGIN {
            printf "%-11s %12d %14.1f %14.1f %6.2fx\n", label, n, n / a / 1e6, n / b / 1e6, r }'
    done
    # Each round's total of each program, over the six.
    awk '{ ours[$1] += $4; theirs[$1] += $5 } END { for (r in ours) print ours[r], theirs[r] }' \
        "$scratch/runs" >"$scratch/rounds"
    awk -v n="$total" -v a="$(awk '{ print $1 }' "$scratch/rounds" | median)" \
        -v b="$(awk '{ print $2 }' "$scratch/rounds" | median)" \
        -v r="$(awk '{ print $2 / $1 }' "$scratch/rounds" | median)" \
        -v rounds="$rounds" -v name="$name" 'BEGIN {
        printf "%-11s %12d %14.1f %14.1f %6.2fx\n", "all", n, n / a / 1e6, n / b / 1e6, r
        printf "(CPU time, %d rounds; ratio = median over the rounds of %s time / boardex time)\n", rounds, name }'
    rm -rf "$scratch"
}

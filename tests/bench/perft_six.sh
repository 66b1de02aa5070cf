# Shared by the perft comparison scripts of tests/bench (sourced, not run):
# boardex against another program on the six standard positions at
# bench_perft's depths, one run of each alternately, position by position,
# ROUNDS times. Each run's CPU time (user + system) is taken, so other work
# on the machine weighs less than with wall time. Prints the median nodes
# per CPU second of each per position, the aggregate (all nodes over the
# sum of the median times) and the ratio.
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
    local scratch total_nodes=0 total_ours=0 total_theirs=0 i r nodes theirs_nodes ours theirs

    scratch=$(mktemp -d)
    printf '%-11s %12s %14s %14s %7s\n' position nodes "boardex M/s" "$name M/s" ratio
    for i in "${!fens[@]}"; do
        : >"$scratch/ours" >"$scratch/theirs"
        for ((r = 0; r < rounds; r++)); do
            cpu_seconds "$scratch/out_ours" "$boardex" perft "${depths[$i]}" --fen "${fens[$i]}" >>"$scratch/ours"
            cpu_seconds "$scratch/out_theirs" "$run" "${fens[$i]}" "${depths[$i]}" >>"$scratch/theirs"
        done
        nodes=$(cat "$scratch/out_ours")
        theirs_nodes=$("$nodes_of" "$scratch/out_theirs")
        if [ "$nodes" != "$theirs_nodes" ]; then
            echo "${names[$i]}: boardex counts $nodes, $name $theirs_nodes" >&2
            rm -rf "$scratch"
            exit 1
        fi
        ours=$(median <"$scratch/ours")
        theirs=$(median <"$scratch/theirs")
        awk -v n="$nodes" -v a="$ours" -v b="$theirs" -v name="${names[$i]}" 'BEGIN {
            printf "%-11s %12d %14.1f %14.1f %6.2fx\n", name, n, n / a / 1e6, n / b / 1e6, b / a }'
        total_nodes=$((total_nodes + nodes))
        total_ours=$(awk -v a="$total_ours" -v b="$ours" 'BEGIN { print a + b }')
        total_theirs=$(awk -v a="$total_theirs" -v b="$theirs" 'BEGIN { print a + b }')
    done
    rm -rf "$scratch"
    awk -v n="$total_nodes" -v a="$total_ours" -v b="$total_theirs" -v r="$rounds" -v name="$name" 'BEGIN {
        printf "%-11s %12d %14.1f %14.1f %6.2fx\n", "all", n, n / a / 1e6, n / b / 1e6, b / a
        printf "(median CPU time of %d alternate runs each; ratio = %s time / boardex time)\n", r, name }'
}

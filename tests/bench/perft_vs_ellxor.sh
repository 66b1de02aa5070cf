#!/usr/bin/env bash
# boardex perft against ellxor/perft (a public C++ perft with PEXT
# bitboards and bulk counting, built outside the project), on the six
# standard positions at bench_perft's depths. The two programs run
# alternately, position by position, ROUNDS times, and each run's CPU time
# (user + system) is taken: ellxor/perft shares a run among every core, so
# its CPU time is the fair match for boardex's one thread. Prints the
# median nodes per CPU second of each per position, the aggregate (all
# nodes over the sum of the median times) and the ratio.
#
#   tests/bench/perft_vs_ellxor.sh BOARDEX ELLXOR_PERFT [ROUNDS]
#
# Build ellxor/perft as its README says, for example
#   clang++ -O3 -flto -fno-exceptions -fno-rtti -march=native \
#       src/unity_build.cc -o perft
# (it needs an x86 processor with BMI2), and boardex with the release
# preset (cmake --preset release && cmake --build build-release).
set -euo pipefail
# cpu_seconds and median
source "$(dirname "$0")/timing.sh"

boardex=${1:?usage: $0 path/to/boardex path/to/ellxor-perft [ROUNDS]}
ellxor=${2:?usage: $0 path/to/boardex path/to/ellxor-perft [ROUNDS]}
rounds=${3:-3}
[ -x "$ellxor" ] || { echo "no $ellxor: build ellxor/perft first" >&2; exit 2; }

names=(initial kiwipete "position 3" "position 4" "position 5" "position 6")
fens=("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10")
depths=(6 5 7 6 5 5)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

printf '%-11s %12s %14s %14s %7s\n' position nodes "boardex M/s" "ellxor M/s" ratio
total_nodes=0 total_ours=0 total_theirs=0
for i in "${!fens[@]}"; do
    : >"$scratch/ours" >"$scratch/theirs"
    for ((r = 0; r < rounds; r++)); do
        cpu_seconds "$scratch/out_ours" "$boardex" perft "${depths[$i]}" --fen "${fens[$i]}" >>"$scratch/ours"
        cpu_seconds "$scratch/out_theirs" "$ellxor" "${fens[$i]}" "${depths[$i]}" >>"$scratch/theirs"
    done
    nodes=$(cat "$scratch/out_ours")
    theirs_nodes=$(awk '/^Result:/ { print $2 }' "$scratch/out_theirs")
    if [ "$nodes" != "$theirs_nodes" ]; then
        echo "${names[$i]}: boardex counts $nodes, ellxor/perft $theirs_nodes" >&2
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
awk -v n="$total_nodes" -v a="$total_ours" -v b="$total_theirs" -v r="$rounds" 'BEGIN {
    printf "%-11s %12d %14.1f %14.1f %6.2fx\n", "all", n, n / a / 1e6, n / b / 1e6, b / a
    printf "(median CPU time of %d alternate runs each; ratio = ellxor/perft time / boardex time)\n", r }'

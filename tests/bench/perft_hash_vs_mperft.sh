#!/usr/bin/env bash
# boardex perft with its memory (--hash) against MPerft with the same hash
# size and bulk counting (`mperft -d DEPTH -b -h MB`), from the initial
# position, one thread each. The two run alternately ROUNDS times; each
# run's CPU time (user + system) is taken, so other work on the machine
# weighs less than with wall time. Prints the median of each and the
# ratio.
#
#   tests/bench/perft_hash_vs_mperft.sh BOARDEX MPERFT [DEPTH] [MB] [ROUNDS]
#
# MPerft is public (github.com/abulmo/MPerft, one C file); build it outside
# this tree with its Makefile (`CC=clang make`). It is written in C23
# (<stdbit.h>, alignas); an older compiler takes -std=c2x with a small
# stdbit.h giving the four stdc_* bit functions it uses.
set -euo pipefail
# cpu_seconds and median
source "$(dirname "$0")/timing.sh"

boardex=${1:?usage: $0 BOARDEX MPERFT [DEPTH] [MB] [ROUNDS]}
mperft=${2:?usage: $0 BOARDEX MPERFT [DEPTH] [MB] [ROUNDS]}
depth=${3:-8}
mb=${4:-256}
rounds=${5:-3}
start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

: >"$scratch/ours" >"$scratch/theirs"
for ((r = 0; r < rounds; r++)); do
    cpu_seconds "$scratch/out_ours" "$boardex" perft "$depth" --fen "$start" --hash "$mb" >>"$scratch/ours"
    cpu_seconds "$scratch/out_theirs" "$mperft" -d "$depth" -b -h "$mb" >>"$scratch/theirs"
done
nodes=$(cat "$scratch/out_ours")
theirs_nodes=$(awk -v d="$depth" '$1 == "perft" && $2 == d { print $4 }' "$scratch/out_theirs")
if [ "$nodes" != "$theirs_nodes" ]; then
    echo "boardex counts $nodes, mperft $theirs_nodes" >&2
    exit 1
fi
ours=$(median <"$scratch/ours")
theirs=$(median <"$scratch/theirs")
awk -v n="$nodes" -v a="$ours" -v b="$theirs" -v d="$depth" -v mb="$mb" -v r="$rounds" 'BEGIN {
    printf "initial position, depth %d, %d MiB: %s leaves\n", d, mb, n
    printf "boardex %8.2f s CPU   mperft %8.2f s CPU   ratio %.2fx\n", a, b, b / a
    printf "(median CPU time of %d alternate runs each; ratio = mperft time / boardex time)\n", r }'

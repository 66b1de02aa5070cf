#!/usr/bin/env bash
# Two builds of boardex against each other on the six standard positions
# (perft_six.sh says how: CPU time, one run of each right after the other,
# the median of the rounds' ratios): to see whether a change to the
# generator is faster, where one run of each would only show the
# machine's drift.
#
#   tests/bench/perft_vs_build.sh NEW OLD [ROUNDS]
#
# NEW and OLD are boardex programs, say build-release/boardex and a copy
# of it built before the change. The ratio is OLD's time over NEW's:
# above 1, the change is faster. Differences under about 3% are within
# what 21 rounds on a shared 2-core machine can tell apart.
set -euo pipefail
source "$(dirname "$0")/perft_six.sh"

new=${1:?usage: $0 NEW-boardex OLD-boardex [ROUNDS]}
old=${2:?usage: $0 NEW-boardex OLD-boardex [ROUNDS]}
rounds=${3:-21}
for program in "$new" "$old"; do
    [ -x "$program" ] || { echo "no $program" >&2; exit 2; }
done

run_old() { # FEN DEPTH
    "$old" perft "$2" --fen "$1"
}

old_nodes() { # FILE
    cat "$1"
}

compare_six "$new" "$rounds" old run_old old_nodes

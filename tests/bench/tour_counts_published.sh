#!/bin/bash
# The published knight's tour counts of the tour-counting issue, each
# counted by `counttours` with its time: not a test (7x7 takes minutes),
# run it by hand on an idle machine.
#
#   tests/bench/tour_counts_published.sh BOARDEX [THREADS]
#
# Prints one line per count: size, kind, seconds elapsed, peak memory and
# whether the count is the published one. Exit status 1 when one is not.
set -u
boardex=${1:?usage: tour_counts_published.sh BOARDEX [THREADS]}
threads=${2:-2}
bad=0
memory=$(mktemp)
trap 'rm -f "$memory"' EXIT

# size, kind (open: directed from every square; closed: undirected),
# published count and where it is published.
while read -r size kind want source; do
    flag=""
    [ "$kind" = closed ] && flag=--closed
    start=$(date +%s.%N)
    got=$(/usr/bin/time -f "%M" -o "$memory" \
        "$boardex" counttours --size "$size" $flag -j "$threads" \
        --limit-ms 3600000)
    end=$(date +%s.%N)
    kb=$(cat "$memory")
    verdict=ok
    if [ "$got" != "$want" ]; then
        verdict="WRONG ($got)"
        bad=1
    fi
    printf '%-6s %-6s %8.1f s %7d MB  %s  %s (%s)\n' "$size" "$kind" \
        "$(awk "BEGIN { print $end - $start }")" $((kb / 1024)) "$want" \
        "$verdict" \
        "$source"
done <<'COUNTS'
6x6 open 6637920 OEIS-A165134
6x7 closed 1067638 OEIS-A175881
6x8 closed 55488142 OEIS-A175881
6x10 closed 239187240144 OEIS-A175881
3x10 closed 16 OEIS-A070030
3x12 closed 176 OEIS-A070030
7x7 open 165575218320 OEIS-A165134
COUNTS
exit "$bad"

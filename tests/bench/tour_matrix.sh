#!/bin/bash
# The tour matrix of the tour issue: every preset on 13 board shapes, open
# and closed, from a1 and from the centre square, each with findtour's
# limit; every tour found is checked with 'tour'. Not a test (it takes
# minutes): run it by hand.
#
#   tests/bench/tour_matrix.sh BOARDEX [LIMIT_MS] > matrix.tsv
#
# Prints one tab-separated row per case (piece, size, kind, start, outcome,
# milliseconds, reason) and a summary on stderr: how many were found,
# proved impossible and given up, and the slowest case. A found tour that
# 'tour' rejects counts as "BAD" and makes the exit status 1.
set -u
boardex=${1:?usage: tour_matrix.sh BOARDEX [LIMIT_MS]}
limit=${2:-5000}
sizes="5x5 6x6 7x7 8x8 10x10 12x12 16x16 20x20 26x26 3x4 4x5 8x3 26x3"
files=abcdefghijklmnopqrstuvwxyz
found=0 proved=0 gave_up=0 bad=0
slowest=0 slowest_case=""
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

now_ms() { date +%s%3N; }

for piece in $("$boardex" pieces | cut -d' ' -f1); do
    for size in $sizes; do
        width=${size%x*} height=${size#*x}
        centre="${files:$((width / 2)):1}$((height / 2 + 1))"
        for start in a1 "$centre"; do
            for kind in open closed; do
                flag=""
                [ "$kind" = closed ] && flag="--closed"
                began=$(now_ms)
                # shellcheck disable=SC2086 # flag is empty or one word
                "$boardex" findtour "$start" --piece "$piece" --size "$size" \
                    $flag --limit-ms "$limit" >"$tmp" 2>"$tmp.err"
                status=$?
                took=$(($(now_ms) - began))
                reason=$(cut -c10- "$tmp.err")
                if [ $status -eq 0 ]; then
                    # shellcheck disable=SC2086
                    if "$boardex" tour "$tmp" --piece "$piece" $flag \
                        >/dev/null 2>&1; then
                        outcome=found found=$((found + 1))
                    else
                        outcome=BAD bad=$((bad + 1))
                    fi
                elif grep -q "no tour exists" "$tmp.err"; then
                    outcome=proved proved=$((proved + 1))
                else
                    outcome=gave-up gave_up=$((gave_up + 1))
                fi
                printf '%s\t%s\t%s\t%s\t%s\t%d\t%s\n' "$piece" "$size" \
                    "$kind" "$start" "$outcome" "$took" "$reason"
                if [ "$took" -gt "$slowest" ]; then
                    slowest=$took
                    slowest_case="$piece $size $kind from $start ($outcome)"
                fi
            done
        done
    done
done
rm -f "$tmp.err"
echo "found $found, proved $proved, gave up $gave_up, bad $bad;" \
     "slowest ${slowest} ms: $slowest_case" >&2
[ "$bad" -eq 0 ]

#!/usr/bin/env bash
# boardex perft against Fairy-Stockfish (`go perft`) on the variant
# positions of tests/data/variant_perft.txt, the numbers Fairy-Stockfish's
# own test suite publishes. Each line with NODES under a bound runs in both
# programs alternately, ROUNDS times, one thread each; both counts must
# equal the file's. Prints each one's median CPU time (user + system, so
# other work on the machine weighs less than with wall time), the ratio,
# and the aggregate (the sums of the median times).
#
#   tests/bench/variant_perft_vs_fsf.sh [OPTIONS] BOARDEX [ROUNDS] [FAIRY_STOCKFISH]
#   tests/bench/variant_perft_vs_fsf.sh --check-data [OPTIONS] [FAIRY_STOCKFISH]
#   tests/bench/variant_perft_vs_fsf.sh --figure BOARDEX [ROUNDS] [FAIRY_STOCKFISH]
#
# --figure times the speed figure's counts instead (tests/data/
# variant_perft_figure.txt: capablanca 5, grand 4, courier 5, shatranj 6,
# makruk 5 from the start, about 10^7 nodes each; no node bound).
#
# Each time includes the program's start (about 0.1 s for Fairy-Stockfish),
# which flatters the faster one on small counts: for a speed figure, take
# the lines with many nodes.
#
# --check-data runs Fairy-Stockfish alone against the file, once per line,
# which validates the data. Options:
#   --max-nodes N    only lines with NODES <= N (default 5000000)
#   --only V1,V2     only these variants
#   --data FILE      another file of the same format
# Where this Fairy-Stockfish lacks a variant, or counts otherwise than the
# file (an older version's rules), boardex is still checked against the
# file but not timed; a variant this boardex does not have is skipped. Exit status: 0 every count checked agrees with the
# file (boardex's; with --check-data, Fairy-Stockfish's), 1 one differs,
# 2 bad usage or a boardex without --variant.
#
# Needs the fairy-stockfish package (apt-get install fairy-stockfish); its
# binary is /usr/games/fairy-stockfish.
set -euo pipefail
# cpu_seconds and median
source "$(dirname "$0")/timing.sh"

usage="usage: $0 [--check-data | --figure] [--max-nodes N] [--only V1,V2] [--data FILE] BOARDEX [ROUNDS] [FAIRY_STOCKFISH]"
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../data/variant_perft.txt
check_data=0 max_nodes=5000000 only=
while [ $# -gt 0 ]; do
    case $1 in
    --check-data) check_data=1 ;;
    --figure) data=$here/../data/variant_perft_figure.txt max_nodes=100000000000 ;;
    --max-nodes) max_nodes=${2:?$usage}; shift ;;
    --only) only=${2:?$usage}; shift ;;
    --data) data=${2:?$usage}; shift ;;
    -*) echo "$usage" >&2; exit 2 ;;
    *) break ;;
    esac
    shift
done
case $max_nodes in '' | *[!0-9]*) echo "--max-nodes takes a number" >&2; exit 2 ;; esac
if [ "$check_data" = 1 ]; then
    boardex='' rounds=1 fairy=${1:-/usr/games/fairy-stockfish}
else
    boardex=${1:?$usage}
    rounds=${2:-3}
    fairy=${3:-/usr/games/fairy-stockfish}
fi
[ -x "$fairy" ] || { echo "no $fairy: apt-get install fairy-stockfish" >&2; exit 2; }
[ -r "$data" ] || { echo "cannot read $data" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The variants this Fairy-Stockfish knows: the `var` words of UCI_Variant.
known=" $(printf 'uci\nquit\n' | "$fairy" | awk '/^option name UCI_Variant / {
    for (i = 1; i < NF; i++) if ($i == "var") printf "%s ", $(i + 1) }') "

run_fairy() { # VARIANT FEN DEPTH
    local position="position startpos"
    [ "$2" = startpos ] || position="position fen $2"
    printf 'setoption name UCI_Variant value %s\n%s\ngo perft %s\nquit\n' "$1" "$position" "$3" | "$fairy"
}

run_boardex() { # VARIANT FEN DEPTH
    if [ "$2" = startpos ]; then
        "$boardex" perft "$3" --variant "$1" </dev/null
    else
        "$boardex" perft "$3" --variant "$1" --fen "$2" </dev/null
    fi
}

if [ "$check_data" = 1 ]; then
    printf '%-13s %5s %11s %9s  %s\n' variant depth nodes "fsf s" result
else
    printf '%-13s %5s %11s %11s %9s %7s\n' variant depth nodes "boardex s" "fsf s" ratio
fi
matched=0 differed=0 skipped=0 fsf_differed=0 total_ours=0 total_theirs=0
while IFS=';' read -r variant fen depth nodes; do
    case $variant in '' | '#'*) continue ;; esac
    [ "$nodes" -le "$max_nodes" ] || continue
    [ -z "$only" ] || case ",$only," in *",$variant,"*) ;; *) continue ;; esac
    has_fairy=1
    [[ $known == *" $variant "* ]] || has_fairy=0
    if [ "$check_data" = 1 ] && [ "$has_fairy" = 0 ]; then
        printf '%-13s %5s %11s %9s  %s\n' "$variant" "$depth" "$nodes" - "not in this Fairy-Stockfish"
        skipped=$((skipped + 1))
        continue
    fi
    : >"$scratch/ours"
    : >"$scratch/theirs"
    : >"$scratch/out_theirs"
    for ((r = 0; r < rounds; r++)); do
        if [ "$check_data" = 0 ]; then
            cpu_seconds "$scratch/out_ours" run_boardex "$variant" "$fen" "$depth" >>"$scratch/ours"
            if grep -q "unknown option '--variant'" "$scratch/out_ours.err"; then
                echo "$boardex has no --variant option; nothing to compare" >&2
                exit 2
            fi
        fi
        [ "$has_fairy" = 0 ] || cpu_seconds "$scratch/out_theirs" run_fairy "$variant" "$fen" "$depth" >>"$scratch/theirs"
    done
    theirs_nodes=$(awk '/^Nodes searched/ { print $3 }' "$scratch/out_theirs")
    theirs=$(median <"$scratch/theirs")
    if [ "$check_data" = 1 ]; then
        if [ "$theirs_nodes" = "$nodes" ]; then
            result=matches matched=$((matched + 1))
        else
            result="COUNTS ${theirs_nodes:-nothing}" differed=$((differed + 1))
        fi
        printf '%-13s %5s %11s %9.2f  %s\n' "$variant" "$depth" "$nodes" "$theirs" "$result"
        continue
    fi
    ours_nodes=$(head -n 1 "$scratch/out_ours")
    ours=$(median <"$scratch/ours")
    if [ -z "$ours_nodes" ] && grep -q "unknown variant" "$scratch/out_ours.err"; then
        printf '%-13s %5s %11s  %s\n' "$variant" "$depth" "$nodes" "not in this boardex"
        skipped=$((skipped + 1))
        continue
    fi
    if [ "$ours_nodes" != "$nodes" ]; then
        said="boardex counts $ours_nodes"
        [ -n "$ours_nodes" ] || said="boardex refuses: $(head -n 1 "$scratch/out_ours.err")"
        printf '%-13s %5s %11s  %s\n' "$variant" "$depth" "$nodes" "$said"
        differed=$((differed + 1))
        continue
    fi
    matched=$((matched + 1))
    # Timed against Fairy-Stockfish only where it plays the same game.
    if [ "$has_fairy" = 0 ] || [ "$theirs_nodes" != "$nodes" ]; then
        if [ "$has_fairy" = 0 ]; then
            note="not in this Fairy-Stockfish" skipped=$((skipped + 1))
        else
            note="Fairy-Stockfish counts ${theirs_nodes:-nothing} (its version's rules)"
            fsf_differed=$((fsf_differed + 1))
        fi
        printf '%-13s %5s %11s %11.2f %9s  %s\n' "$variant" "$depth" "$nodes" "$ours" - "$note"
        continue
    fi
    awk -v v="$variant" -v d="$depth" -v n="$nodes" -v a="$ours" -v b="$theirs" 'BEGIN {
        printf "%-13s %5d %11d %11.2f %9.2f %6.2fx\n", v, d, n, a, b, (a > 0) ? b / a : 0 }'
    total_ours=$(awk -v a="$total_ours" -v b="$ours" 'BEGIN { print a + b }')
    total_theirs=$(awk -v a="$total_theirs" -v b="$theirs" 'BEGIN { print a + b }')
done <"$data"

if [ "$check_data" = 1 ]; then
    echo "$matched matched, $differed differed, $skipped skipped (Fairy-Stockfish alone, lines with at most $max_nodes nodes)"
else
    awk -v a="$total_ours" -v b="$total_theirs" -v r="$rounds" 'BEGIN {
        printf "%-13s %5s %11s %11.2f %9.2f %6.2fx\n", "timed", "", "", a, b, (a > 0) ? b / a : 0
        printf "(median CPU seconds of %d alternate runs each; ratio = Fairy-Stockfish time / boardex time)\n", r }'
    echo "boardex: $matched matched, $differed differed; Fairy-Stockfish: $fsf_differed differed; $skipped lines one of them lacks"
fi
[ "$differed" = 0 ]

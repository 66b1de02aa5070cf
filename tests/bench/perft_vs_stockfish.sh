#!/usr/bin/env bash
# boardex perft against Debian's stockfish (`go perft`), on the six
# standard positions at bench_perft's depths, one thread each, in CPU time
# (perft_six.sh says how).
#
#   tests/bench/perft_vs_stockfish.sh BOARDEX [ROUNDS] [STOCKFISH]
#
# Needs the stockfish package (apt-get install stockfish); its binary is
# /usr/games/stockfish.
set -euo pipefail
source "$(dirname "$0")/perft_six.sh"

boardex=${1:?usage: $0 path/to/boardex [ROUNDS] [STOCKFISH]}
rounds=${2:-3}
stockfish=${3:-/usr/games/stockfish}
[ -x "$stockfish" ] || { echo "no $stockfish: apt-get install stockfish" >&2; exit 2; }

run_stockfish() { # FEN DEPTH
    printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish"
}

stockfish_nodes() { # FILE
    awk '/^Nodes searched/ { print $3 }' "$1"
}

compare_six "$boardex" "$rounds" stockfish run_stockfish stockfish_nodes

#!/usr/bin/env bash
# boardex perft against ellxor/perft (a public C++ perft with PEXT
# bitboards and bulk counting, built outside the project), on the six
# standard positions at bench_perft's depths, in CPU time (perft_six.sh
# says how): ellxor/perft shares a run among every core, so its CPU time
# is the fair match for boardex's one thread.
#
#   tests/bench/perft_vs_ellxor.sh BOARDEX ELLXOR_PERFT [ROUNDS]
#
# Build ellxor/perft as its README says, for example
#   clang++ -O3 -flto -fno-exceptions -fno-rtti -march=native \
#       src/unity_build.cc -o perft
# (it needs an x86 processor with BMI2), and boardex with the release
# preset (cmake --preset release && cmake --build build-release).
set -euo pipefail
source "$(dirname "$0")/perft_six.sh"

boardex=${1:?usage: $0 path/to/boardex path/to/ellxor-perft [ROUNDS]}
ellxor=${2:?usage: $0 path/to/boardex path/to/ellxor-perft [ROUNDS]}
rounds=${3:-3}
[ -x "$ellxor" ] || { echo "no $ellxor: build ellxor/perft first" >&2; exit 2; }

run_ellxor() { # FEN DEPTH
    "$ellxor" "$1" "$2"
}

ellxor_nodes() { # FILE
    awk '/^Result:/ { print $2 }' "$1"
}

compare_six "$boardex" "$rounds" ellxor run_ellxor ellxor_nodes

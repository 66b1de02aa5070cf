#!/usr/bin/env bash
# Runs every libFuzzer target of a BOARDEX_FUZZ build for a short fixed time
# and fails on any finding (crash, sanitizer report, leak, timeout, abort).
# The seed corpus and past findings are read, never written: what a run
# discovers goes to a scratch directory. A failing input is kept as
# FINDINGS/TARGET-crash-... ; once fixed, commit it to regressions/TARGET/.
#
#   tests/fuzz/smoke.sh [BUILD_DIR [SECONDS_IN_ALL [FINDINGS]]]
#
# Defaults: build-fuzz, 60 seconds shared by all targets, build-fuzz/findings.
set -uo pipefail

fuzz=$(cd "$(dirname "$0")" && pwd)
build=${1:-build-fuzz}
budget=${2:-60}
findings=${3:-$build/findings}
targets=("$build"/tests/fuzz/fuzz_*)
if [ ! -x "${targets[0]}" ]; then
    echo "smoke: no fuzz targets in $build (cmake --workflow --preset fuzz)" >&2
    exit 2
fi
seconds=$((budget / ${#targets[@]}))
[ "$seconds" -ge 5 ] || seconds=5
mkdir -p "$findings"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

failed=0
for target in "${targets[@]}"; do
    name=${target##*/fuzz_}
    inputs=("$fuzz/corpus/$name")
    [ -d "$fuzz/regressions/$name" ] && inputs+=("$fuzz/regressions/$name")
    mkdir -p "$scratch/$name"
    "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/$name-" \
        "$scratch/$name" "${inputs[@]}" >"$scratch/$name.log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/$name.log")
    if [ "$status" -eq 0 ]; then
        echo "fuzz $name: ${seconds}s, ${runs:-?} executions, no findings"
    else
        failed=$((failed + 1))
        echo "fuzz $name: FAILED (status $status); the input is in $findings/"
        tail -n 40 "$scratch/$name.log"
    fi
done
exit $((failed > 0))

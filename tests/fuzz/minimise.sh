#!/usr/bin/env bash
# Minimises one target's seed corpus: libFuzzer's -merge=1 picks, from
# corpus/TARGET and any more inputs given (say what a long run found), the
# fewest files that reach every edge of the code they reach together, and
# those replace corpus/TARGET. Edges only (-use_counters=0): counting how
# often each edge runs as well would keep two or three times the files,
# and a run finds those again in seconds. A file that stays keeps its name (hand-written
# seeds have names that say what they are); a new one is named by its
# SHA-1 as seed.sh names them. regressions/TARGET is never touched.
#
#   tests/fuzz/minimise.sh BUILD_DIR TARGET [MORE_INPUTS...]
#
# Run it after seed.sh or a long run, and commit what changed.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 BUILD_DIR TARGET [MORE_INPUTS...]" >&2
    exit 2
fi
fuzz=$(cd "$(dirname "$0")" && pwd)
build=$1
name=$2
shift 2
target=$build/tests/fuzz/fuzz_$name
corpus=$fuzz/corpus/$name
if [ ! -x "$target" ] || [ ! -d "$corpus" ]; then
    echo "minimise: no target $target or no corpus $corpus" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/merged" "$scratch/names"

# The names of the files there now, by content.
for file in "$corpus"/*; do
    [ -f "$file" ] || continue
    sum=$(sha1sum "$file" | cut -c1-40)
    printf '%s\n' "${file##*/}" >"$scratch/names/$sum"
done
"$target" -merge=1 -use_counters=0 -timeout=10 -rss_limit_mb=2048 "$scratch/merged" \
    "$corpus" "$@" >"$scratch/log" 2>&1 || {
    tail -n 20 "$scratch/log" >&2
    exit 1
}
rm -f "$corpus"/*
for file in "$scratch/merged"/*; do
    sum=$(sha1sum "$file" | cut -c1-40)
    kept=$sum
    [ -f "$scratch/names/$sum" ] && kept=$(cat "$scratch/names/$sum")
    cp "$file" "$corpus/$kept"
done
echo "minimise $name: $(find "$scratch/names" -type f | wc -l) files before," \
    "$(find "$corpus" -type f | wc -l) now"

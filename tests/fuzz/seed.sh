#!/usr/bin/env bash
# Rebuilds the seed corpora in tests/fuzz/corpus/ from the CLI tests: each
# CLI test script runs against a stand-in binary that records its arguments
# instead of running. An argument vector becomes a cli seed (arguments
# separated by NUL bytes); each argument a seed of the text parsers; the
# --size/--piece/--once/--repeated values a piece seed. Run it after adding
# CLI tests and commit what changed. Files are named by their SHA-1, so
# seeds added by hand or by a fuzzer are kept.
#
#   tests/fuzz/seed.sh
set -euo pipefail

fuzz=$(cd "$(dirname "$0")" && pwd)
record=$(mktemp -d)
trap 'rm -rf "$record"' EXIT

cat >"$record/boardex" <<'RECORDER'
#!/usr/bin/env bash
corpus=$CORPUS
keep() { # TARGET: stdin becomes corpus/TARGET/SHA1
    local data sum
    data=$(mktemp)
    cat >"$data"
    sum=$(sha1sum "$data" | cut -c1-40)
    mkdir -p "$corpus/$1"
    mv "$data" "$corpus/$1/$sum"
}
printf '%s\0' "$@" | keep cli
size="" name="" once="" repeated=""
previous=""
for arg in "$@"; do
    case $previous in
    --size) size=$arg ;;
    --piece) name=$arg ;;
    --once) once=$arg ;;
    --repeated) repeated=$arg ;;
    esac
    previous=$arg
    [ -n "$arg" ] || continue
    for target in square size directions; do
        printf '%s' "$arg" | keep "$target"
    done
done
printf '%s|%s|%s|%s' "$size" "$name" "$once" "$repeated" | keep piece
RECORDER
chmod +x "$record/boardex"

for script in "$fuzz"/../cli/*.sh; do
    case $(basename "$script") in lib.sh) continue ;; esac
    CORPUS=$fuzz/corpus bash "$script" "$record/boardex" >/dev/null 2>&1 || true
done
for dir in "$fuzz"/corpus/*/; do
    echo "$(basename "$dir"): $(find "$dir" -type f | wc -l) seeds"
done

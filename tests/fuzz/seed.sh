#!/usr/bin/env bash
# Rebuilds the seed corpora in tests/fuzz/corpus/ from the CLI tests: each
# CLI test script runs against a stand-in binary that records its arguments
# instead of running. An argument vector becomes a cli seed (arguments
# separated by NUL bytes, then four NUL bytes and stdin if any); each argument a seed of the text parsers; the
# --size/--piece/--once/--repeated values a piece seed; Betza texts
# (--betza and the betza command's argument) a betza seed. Run it after adding
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
    # Past libFuzzer's default -max_len a seed would only be cut.
    if [ "$(stat -c %s "$data")" -gt 4096 ]; then
        rm -f "$data"
        return
    fi
    sum=$(sha1sum "$data" | cut -c1-40)
    mkdir -p "$corpus/$1"
    mv "$data" "$corpus/$1/$sum"
}
input=$(mktemp)
# At most 64 KiB of stdin: a test may feed an endless one (/dev/zero).
head -c 65536 >"$input"
# Files the tests made in their scratch directories are named by their
# base name alone: a seed holds no path of the machine that recorded it.
args=()
for arg in "$@"; do
    if [[ $arg == /* ]] && [ -e "$arg" ]; then
        args+=("$(basename "$arg")")
    else
        args+=("$arg")
    fi
done
# The argument vector, then four NUL bytes and stdin when there is one.
{
    printf '%s\0' "${args[@]}"
    if [ -s "$input" ]; then
        printf '\0\0\0' # with the last argument's NUL, four
        cat "$input"
    fi
} | keep cli
size="" name="" once="" repeated=""
previous=""
for arg in "$@"; do
    case $previous in
    --size) size=$arg ;;
    --piece) name=$arg ;;
    --once) once=$arg ;;
    --repeated) repeated=$arg ;;
    --betza) printf '%s' "$arg" | keep betza ;;
    --fen) if [ "$arg" = - ]; then
            while IFS= read -r line; do printf '%s' "$line" | keep fen; done <"$input"
        else
            printf '%s' "$arg" | keep fen
        fi ;;
    --board) if [ "$arg" = - ]; then keep board <"$input"
        elif [ -f "$arg" ]; then keep board <"$arg"
        fi ;;
    *) if [ "$1" = betza ] && [ "$previous" = betza ]; then
            printf '%s' "$arg" | keep betza
        elif [ "$1" = tour ] && [ "$arg" = - ]; then keep tour <"$input"
        elif [ "$1" = tour ] && [ -f "$arg" ]; then keep tour <"$arg"
        fi ;;
    esac
    previous=$arg
done
for arg in "${args[@]}"; do
    [ -n "$arg" ] || continue
    for target in square size directions; do
        printf '%s' "$arg" | keep "$target"
    done
done
printf '%s|%s|%s|%s' "$size" "$name" "$once" "$repeated" | keep piece
rm -f "$input"
RECORDER
chmod +x "$record/boardex"

build=${1:-}
raw=$record/raw
for script in "$fuzz"/../cli/*.sh; do
    case $(basename "$script") in lib.sh) continue ;; esac
    CORPUS=$raw bash "$script" "$record/boardex" >/dev/null 2>&1 || true
done
grep -v '^#' "$fuzz/../data/positions.txt" | cut -d' ' -f3- |
    while IFS= read -r fen; do
        [ -n "$fen" ] && printf '%s' "$fen" | CORPUS=$raw "$record/boardex" --fen "$fen"
    done
for dir in "$raw"/*/; do
    name=$(basename "$dir")
    mkdir -p "$fuzz/corpus/$name"
    if [ -n "$build" ] && [ -x "$build/tests/fuzz/fuzz_$name" ]; then
        mkdir -p "$record/merged/$name"
        "$build/tests/fuzz/fuzz_$name" -merge=1 "$record/merged/$name" \
            "$fuzz/corpus/$name" "$dir" >/dev/null 2>&1 ||
            { echo "seed: merging $name failed" >&2; exit 1; }
        rm -f "$fuzz/corpus/$name"/*
        cp "$record/merged/$name"/* "$fuzz/corpus/$name"/
    else
        cp "$dir"/* "$fuzz/corpus/$name"/
    fi
done
for dir in "$fuzz"/corpus/*/; do
    echo "$(basename "$dir"): $(find "$dir" -type f | wc -l) seeds"
done

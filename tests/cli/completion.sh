#!/usr/bin/env bash
# The bash completion that `boardex --completion bash` writes, run on partial
# command lines the way bash runs it (COMP_WORDS split as readline splits
# them, '=' being a word break), with the candidates each must offer. The
# expected lists are written out by hand from the README (the command table,
# the presets under Concepts, PIECE's options and each command's --help).
# With zsh installed, the zsh script must at least parse.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
BOARDEX=$(cd "$(dirname "$BOARDEX")" && pwd)/$(basename "$BOARDEX")

# The completion script is read from the binary like the package does.
run_boardex --completion bash >"$SCRATCH/boardex.bash" || failures=1
# shellcheck disable=SC1091 # written just above
source "$SCRATCH/boardex.bash"

mkdir "$SCRATCH/files" && cd "$SCRATCH/files" || exit 1
: >tour.txt
: >start.txt
mkdir grids

complete_line() { # LINE: the sorted candidates for the end of LINE
    local line=$1
    # readline breaks words at blanks and at '=' (kept as a word of its own)
    read -ra COMP_WORDS <<<"${line//=/ = }"
    [[ $line == *" " || $line == *"=" && ${COMP_WORDS[-1]} != "=" ]] &&
        COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _boardex
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

expect() { # LINE CANDIDATES
    cases=$((cases + 1))
    local got
    got=$(complete_line "$1")
    if [ "$got" != "$2" ]; then
        failures=$((failures + 1))
        printf 'FAIL: completing "%s"\n  want: %s\n  got:  %s\n' "$1" "$2" "$got"
    fi
}

COMMANDS="betza board compare coords count counttours distance explore fen findtour groups heatmap legal mobility move moves perft pieces square strength tour variant variants"
PRESETS="alfil amazon archbishop bishop camel centaur chancellor dabbaba ferz giraffe king knight nightrider queen rook threeleaper tripper wazir zebra"

# commands
expect "boardex " "$COMMANDS"
expect "boardex mo" "mobility move moves"
expect "boardex f" "fen findtour"
expect "boardex x" ""
# options of the command given, and only its own
expect "boardex moves d4 --" "--betza --blockers --coords --help --once --piece --repeated --size --symmetric"
expect "boardex move d4 1,1 --r" "--repeated"
expect "boardex heatmap --c" "--color"
expect "boardex pieces --" "--help --size"
expect "boardex findtour a1 --l" "--limit-ms"
expect "boardex legal --s" "--side --size --square"
expect "boardex perft 3 --variant" "--variant --variant-file"
expect "boardex variant capablanca --" "--help --ini --variant-file"
expect "boardex explore --" "--ascii --betza --board --define --fen --help --keys --no-color --no-mouse --once --piece --repeated --rules --size --symmetric --tour --variant --variant-file"
# options alone start the explorer: its options, and --help and --version
expect "boardex --p" "--piece"
expect "boardex --v" "--variant --variant-file --version"
# variant names, from the model's table (boardex variants lists them)
VARIANTS=$(run_boardex variants | awk '{ print $1 }' | sort | tr '\n' ' ')
expect "boardex --variant " "${VARIANTS% }"
expect "boardex explore --variant ca" "capablanca"
expect "boardex count --variant g" "gardner georgian gothic grand grasshopper"
expect "boardex perft 2 --variant=ma" "makruk"
expect "boardex --piece bishop --n" "--no-color --no-mouse"
# values: preset names, the words a value takes, files, or nothing
expect "boardex moves d4 --piece " "$PRESETS"
expect "boardex moves d4 --piece ca" "camel"
expect "boardex groups --piece c" "camel centaur chancellor"
expect "boardex --piece n" "nightrider"
expect "boardex heatmap --color " "always auto never"
expect "boardex heatmap --color=" "always auto never"
expect "boardex heatmap --color=n" "never"
expect "boardex legal --side b" "black"
expect "boardex perft 3 --rules " "fide seed"
expect "boardex count --rules=f" "fide"
expect "boardex board --r" "--rules"
expect "boardex board --rules " "fide seed"
expect "boardex compare --with b" "bishop"
expect "boardex distance a1 --format " "csv markdown svg text"
expect "boardex heatmap --scale a" "absolute"
expect "boardex strength --b" "--betza --blockers"
expect "boardex counttours --method " "frontier paths"
expect "boardex counttours --m" "--method"
expect "boardex counttours -j " ""
expect "boardex counttours -" "--betza --closed --from --help --limit-ms --method --once --piece --repeated --size --symmetric -j"
expect "boardex compare --" "--betza --blockers --format --help --mono --once --piece --repeated --scale --size --symmetric --with"
expect "boardex count --board " "grids start.txt tour.txt"
expect "boardex fen --board=s" "start.txt"
expect "boardex explore --tour t" "tour.txt"
expect "boardex explore --variant-file t" "tour.txt"
expect "boardex --variant-file=s" "start.txt"
expect "boardex tour " "grids start.txt tour.txt"
expect "boardex tour g" "grids"
expect "boardex coords --size " ""
expect "boardex moves --once " ""
expect "boardex findtour a1 --limit-ms " ""
# arguments that are not files get nothing
expect "boardex moves " ""
expect "boardex move d4 1,1 --repeated " ""

cases=$((cases + 1))
if [ "$(run_boardex --completion fish 2>&1)" != \
     "boardex: --completion takes bash or zsh" ]; then
    failures=$((failures + 1))
    echo "FAIL: --completion fish is not refused"
fi

# --completion=bash is --completion bash, not an option of the explorer.
for shell in bash zsh; do
    cases=$((cases + 1))
    if ! cmp -s <(run_boardex --completion "$shell" 2>&1) \
        <(run_boardex --completion="$shell" 2>&1); then
        failures=$((failures + 1))
        echo "FAIL: --completion=$shell differs from --completion $shell"
    fi
done

if command -v zsh >/dev/null; then
    cases=$((cases + 1))
    run_boardex --completion zsh >"$SCRATCH/_boardex"
    zsh -n "$SCRATCH/_boardex" || {
        failures=$((failures + 1))
        echo "FAIL: the zsh completion does not parse"
    }
fi

finish

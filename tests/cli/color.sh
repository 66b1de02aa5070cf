# heatmap --color=auto on a real terminal (a pseudo-terminal from
# script(1)): colour only where the one rule says (a tty, TERM set and not
# dumb, NO_COLOR unset or empty); "always" and "never" force it.
source "$(dirname "$0")/lib.sh"

if ! command -v script >/dev/null 2>&1; then
    echo "script(1) is not installed: skipped"
    exit 77
fi

ESC=$'\033'
COLOURED="${ESC}[30;48;5;196m 1${ESC}[0m ${ESC}[30;48;5;33m 0${ESC}[0m"
PLAIN=" 1  0"

# Runs `env SETTINGS... boardex heatmap ... ARGS` on a pseudo-terminal and
# compares what it printed there (CR LF read as LF) with WANT.
on_tty() { # WANT WHAT ENV-SETTINGS... -- ARGS... (env: -u before NAME=)
    local want=$1 what=$2
    shift 2
    local settings=()
    while [ "$1" != "--" ]; do
        settings+=("$1")
        shift
    done
    shift
    cases=$((cases + 1))
    local command
    command=$(printf '%q ' env "${settings[@]}" "$BOARDEX" heatmap \
        --size 2x1 --once 0,1 "$@")
    local got
    got=$(script -qec "$command" /dev/null </dev/null | tr -d '\r')
    if [ "$got" != "$want" ]; then
        failures=$((failures + 1))
        echo "FAIL: $what"
        printf '  want %q\n  got  %q\n' "$want" "$got"
    fi
}

on_tty "$COLOURED" "a terminal gets colour" -u NO_COLOR TERM=xterm-256color --
on_tty "$COLOURED" "an empty NO_COLOR is unset" TERM=xterm NO_COLOR= --
on_tty "$PLAIN" "NO_COLOR set: no colour" TERM=xterm NO_COLOR=1 --
on_tty "$PLAIN" "TERM=dumb is no terminal" -u NO_COLOR TERM=dumb --
on_tty "$PLAIN" "TERM unset is no terminal" -u TERM -u NO_COLOR --
on_tty "$PLAIN" "TERM empty is no terminal" -u NO_COLOR TERM= --
on_tty "$COLOURED" "--color=always forces it" TERM=dumb -- --color=always
on_tty "$PLAIN" "--color=never" -u NO_COLOR TERM=xterm -- --color=never
# Not a terminal at all: a file.
check 0 "$PLAIN" "" -- heatmap --size 2x1 --once 0,1

finish

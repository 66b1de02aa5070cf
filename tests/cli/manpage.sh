#!/bin/bash
# doc/boardex.1 documents every subcommand `boardex --help` lists and
# every key `boardex explore --keys` lists, and renders without warnings.
source "$(dirname "$0")/lib.sh"
MANPAGE="$(dirname "$0")/../../doc/boardex.1"

commands=$("$BOARDEX" --help | sed -n '/^commands:/,/^$/p' | awk 'NF > 1 { print $1 }')
for command in $commands; do
    cases=$((cases + 1))
    # A command is documented where a .TP item starts with its name.
    if ! grep -A1 '^\.TP' "$MANPAGE" | grep -Eq "^\.(B|BI|BR) \"?$command\b"; then
        failures=$((failures + 1))
        echo "FAIL: boardex.1 does not document '$command'"
    fi
done
if command -v groff >/dev/null 2>&1; then
    # Every key name of the key table appears in the rendered page.
    rendered=$(groff -man -Tutf8 -P-cbou "$MANPAGE" 2>/dev/null)
    names=$("$BOARDEX" explore --keys | awk '/^  / { print $1 }' | tr '/' '\n' |
        sort -u)
    for name in $names; do
        [ "$name" = "other" ] && continue # "other keys": any text
        cases=$((cases + 1))
        if ! grep -qF -- "$name" <<<"$rendered"; then
            failures=$((failures + 1))
            echo "FAIL: boardex.1 does not mention the key '$name'"
        fi
    done

    cases=$((cases + 1))
    warnings=$(groff -man -Tutf8 -ww -z "$MANPAGE" 2>&1)
    if [ -n "$warnings" ]; then
        failures=$((failures + 1))
        echo "FAIL: groff warns about boardex.1:"
        echo "$warnings"
    fi
fi
finish

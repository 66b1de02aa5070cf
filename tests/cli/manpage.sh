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
# The keys the man page sets in bold in its Keys section: `.B KEY`, the
# odd arguments of `.BR KEY ", " KEY` and the even ones of `.RB` (xargs undoes the quoting and the
# \- escapes; \e, troff's backslash, is made one first), split at "/"
# (`Home/Ctrl-A`). A key counts only there, so a
# one-letter key is not "found" in some word elsewhere in the page.
documented_keys() {
    sed -n '/^\.SS Keys/,/^\.S[SH] /p' "$MANPAGE" | sed 's/\\e/\\\\/g' |
        while read -r macro rest; do
            case $macro in
            .B) printf '%s\n' "$rest" | xargs printf '%s\n' | head -n 1 ;;
            .BR) printf '%s\n' "$rest" | xargs -n 1 printf '%s\n' |
                awk 'NR % 2 == 1' ;;
            .RB) printf '%s\n' "$rest" | xargs -n 1 printf '%s\n' |
                awk 'NR % 2 == 0' ;;
            esac
        done | tr '/' '\n' | sort -u
}
documented=$(documented_keys)
names=$("$BOARDEX" explore --keys | awk '/^  / { print $1 }' | tr '/' '\n' |
    sort -u)
for name in $names; do
    [ "$name" = "other" ] && continue # "other keys": any text
    cases=$((cases + 1))
    if ! grep -qxF -- "$name" <<<"$documented"; then
        failures=$((failures + 1))
        echo "FAIL: the Keys section of boardex.1 does not list the key '$name'"
    fi
done
if command -v groff >/dev/null 2>&1; then
    cases=$((cases + 1))
    warnings=$(groff -man -Tutf8 -ww -z "$MANPAGE" 2>&1)
    if [ -n "$warnings" ]; then
        failures=$((failures + 1))
        echo "FAIL: groff warns about boardex.1:"
        echo "$warnings"
    fi
fi
finish

#!/usr/bin/env bash
# Installs a boardex .deb as a user would (apt-get install ./FILE), checks
# what a user would try first, removes it with dpkg -r and checks that none
# of its files is left. Run by .ci/run as root (or with sudo):
#
#   packaging/check_deb.sh build-package/boardex_VERSION_ARCH.deb
set -euo pipefail

deb=${1:?usage: $0 path/to/boardex_VERSION_ARCH.deb}
deb=$(realpath "$deb") # apt-get takes a path, not a package name
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect() { # WHAT WANT GOT
    [ "$2" = "$3" ] || fail "$1: '$3', expected '$2'"
}

if dpkg-query -W -f='${Status}' boardex 2>/dev/null | grep -q installed; then
    echo "check_deb: boardex is installed already; not touching it" >&2
    exit 2
fi
version=$(dpkg-deb -f "$deb" Version)
# The package's files (not its directories), as installed paths.
mapfile -t files < <(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' |
                     sed 's|^\./|/|')

if ! log=$(DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$deb" 2>&1)
then
    echo "$log" >&2
    exit 1
fi

# The program, its manual and one command of each group.
expect "command -v boardex" /usr/bin/boardex "$(command -v boardex)"
expect "boardex --version" "boardex $version" "$(boardex --version)"
expect "man -w boardex" /usr/share/man/man1/boardex.1.gz "$(man -w boardex)"
expect "moves d4" "b3 b5 c2 c6 e2 e6 f3 f5" "$(boardex moves d4)"
expect "count of the initial position" "20 20" \
    "$(boardex count --fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR)"
expect "findtour | tour" "open tour" \
    "$(boardex findtour a1 --size 5x5 | boardex tour -)"
# Read whole first: grep -q stops at the first match, and under pipefail
# the writer cut off by it would fail the line.
keys=$(boardex explore --keys)
grep -q "quit" <<<"$keys" || fail "explore --keys lists no quit"

# The completions, where bash-completion and Debian's zsh look for them,
# and bash-completion's loader finding ours on first use.
completions=$(pkg-config --variable=completionsdir bash-completion)
[ -f "$completions/boardex" ] || fail "no $completions/boardex"
[ -f /usr/share/zsh/vendor-completions/_boardex ] ||
    fail "no /usr/share/zsh/vendor-completions/_boardex"
[ -f /usr/share/doc/boardex/copyright ] || fail "no copyright file"
got=$(bash -c 'source /usr/share/bash-completion/bash_completion
               _completion_loader boardex
               COMP_WORDS=(boardex mo) COMP_CWORD=1
               _boardex && printf "%s\n" "${COMPREPLY[@]}"' | sort | xargs)
expect "bash completion of 'boardex mo'" "mobility move moves" "$got"

# Removal leaves nothing behind.
$sudo dpkg -r boardex >/dev/null
dpkg-query -W -f='${Status}' boardex 2>/dev/null | grep -q " installed" &&
    fail "boardex is still installed"
for file in "${files[@]}"; do
    [ ! -e "$file" ] || fail "$file is left after dpkg -r"
done
[ ! -e /usr/share/doc/boardex ] || fail "/usr/share/doc/boardex is left"

echo "check_deb: ${#files[@]} files installed, checked and removed;" \
     "$failures failures"
[ "$failures" -eq 0 ]

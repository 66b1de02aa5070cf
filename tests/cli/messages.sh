# CLI tests for the bound on an error line: "boardex: MESSAGE" and its
# newline stay under 300 bytes, whatever is quoted in it. Quoting keeps 40
# characters of user text, but a character may take 4 bytes, and a message
# may quote a file name and a token of it: such a line is cut at 299 bytes
# at the latest, between characters, and ends in "...".
#
# The expected lines are derived from that rule here, by hand, with E the
# 4-byte UTF-8 character U+1F600 and a grid file whose only token is not a
# number, so the message is "LABEL:1: 'TOKEN' is not a number", that is
# 9 + |LABEL| + 4 + 1 + |TOKEN| + 17 bytes after "boardex: " (9 bytes);
# the message may have 289 bytes (299 with "boardex: " and the newline).
source "$(dirname "$0")/lib.sh"
cd "$SCRATCH" || exit 1

E=$'\xf0\x9f\x98\x80'
times() { # N TEXT: TEXT N times
    local out="" i
    for ((i = 0; i < $1; i++)); do out+=$2; done
    printf '%s' "$out"
}

# At the limit: the name "ffffffff/" + 31 E (40 characters, kept whole)
# is 9 + 124 = 133 bytes, the token "aa" + 33 E is 2 + 132 = 134:
# 133 + 4 + 1 + 134 + 17 = 289 bytes, the line 299, printed whole.
mkdir -p ffffffff
name="ffffffff/$(times 31 "$E")"
printf 'aa%s\n' "$(times 33 "$E")" >"$name"
line="boardex: $name:1: 'aa$(times 33 "$E")' is not a number"
if [ "$(printf '%s\n' "$line" | wc -c)" -ne 299 ]; then
    echo "FAIL: the expected line is not 299 bytes (the test is wrong)"
    failures=$((failures + 1))
fi
check 2 "" "$line" -- tour "$name"

# One past: "aaa" makes the message 290 bytes. It is cut at byte 286 of
# the message and "..." follows; byte 286 falls in the ASCII tail,
# "' is not a number" starting at byte 273 (133 + 4 + 1 + 3 + 132), so
# the tail kept is its first 13 bytes, "' is not a nu".
printf 'aaa%s\n' "$(times 33 "$E")" >"$name"
check 2 "" "boardex: $name:1: 'aaa$(times 33 "$E")' is not a nu..." -- tour "$name"

# Far past, and a cut inside a character: a name of 41 E keeps its last
# 40 after "..." (163 bytes) and a token of 41 E is cut to 40 and "..."
# (163 bytes). The message would be 163 + 4 + 1 + 163 + 17 = 348 bytes;
# byte 286 is inside the 30th E of the token (the E start at 168 + 4k),
# so the cut goes back to 284: 29 E, then "...".
long_name="$(times 41 "$E")"
times 41 "$E" >"$long_name"
check 2 "" "boardex: ...$(times 40 "$E"):1: '$(times 29 "$E")..." -- tour "$long_name"

finish

# Nothing lost when the terminal goes away: a changed position, then the
# terminal killed (tmux kills the session: a hang-up, end of input), and
# the work is in a private recovery file under $XDG_STATE_HOME/boardex/;
# the next start asks, r restores it. SIGTERM saves too; any other key
# discards; no changes, no file.
source "$(dirname "$0")/lib.sh"

STATE=$(mktemp -d)
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$STATE"' EXIT
FOLDER="$STATE/boardex"
FEN="4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"

recovery_files() { find "$FOLDER" -name 'recovery-*.txt' 2>/dev/null; }

check() { # CONDITION-STATUS WHAT
    cases=$((cases + 1))
    if [ "$1" -ne 0 ]; then
        failures=$((failures + 1))
        echo "FAIL: $2"
    fi
}

# A changed position, then the terminal killed.
start a 80x24
run a "XDG_STATE_HOME='$STATE' $HANGUP_RUN $BOARDEX 2>'$STATE/err'; echo exit=\$?"
expect a "Mobility: a lone piece" "the explorer starts"
keys a 2 f
keys a C-u
type_text a "$FEN"
keys a Enter
expect a "FEN      4k3/8/8/8/3Q4/8/8/4K3 w" "the position is changed"
pid=$(explorer_pid a)
tm kill-session -t a
expect_process_ended "$pid" "a killed terminal"
file=$(recovery_files)
[ -n "$file" ] && [ "$(echo "$file" | wc -l)" -eq 1 ]
check $? "one recovery file is written (found: '$file')"
[ "$(stat -c %a "$file" 2>/dev/null)" = 600 ]
check $? "the recovery file is private (mode $(stat -c %a "$file" 2>/dev/null))"
[ "$(stat -c %a "$FOLDER" 2>/dev/null)" = 700 ]
check $? "its folder is private"
grep -qx "fen $FEN" "$file"
check $? "the file holds the position as FEN"
[ "$(wc -l <"$STATE/err")" -eq 1 ] &&
    grep -q "^boardex: .*; the unsaved work is in $file\$" "$STATE/err"
check $? "one stderr line says where (got: $(cat "$STATE/err"))"

# The next start asks; r restores.
start b 80x24
run b "XDG_STATE_HOME='$STATE' $BOARDEX; echo exit=\$?"
expect b "r restores the work a lost terminal left, any other key discards it" "the next start asks"
expect b "r restore  other keys discard" "the hint line names the answers"
keys b r
expect b "restored the work a lost terminal left; u undoes it" "r restores"
expect b "FEN      4k3/8/8/8/3Q4/8/8/4K3 w" "the position is back"
[ -z "$(recovery_files)" ]
check $? "the restored file is removed"
# Restored work is unsaved again: q asks.
keys b q
expect b "quit and lose the changes? y/n" "restored work counts as unsaved"
keys b y
expect b "exit=0" "y quits"

# SIGTERM with changes saves too; any other key discards at the next start.
run b "clear; XDG_STATE_HOME='$STATE' $BOARDEX 2>'$STATE/err'; echo exit=\$?"
expect b "Mobility: a lone piece" "started for SIGTERM"
keys b s
expect b "board    5x5" "s changes the board"
kill -TERM "$(explorer_pid b)"
expect b "exit=143" "SIGTERM ends it (status 143)"
[ -n "$(recovery_files)" ] && grep -q "^boardex: ended by SIGTERM; the unsaved work is in " "$STATE/err"
check $? "SIGTERM saves the work and says where"
run b "clear; XDG_STATE_HOME='$STATE' $HANGUP_RUN $BOARDEX; echo exit=\$?"
expect b "r restores the work a lost terminal left, any other key discards it" "asked again"
keys b x
expect b "discarded the work a lost terminal left" "x discards"
[ -z "$(recovery_files)" ]
check $? "the discarded file is removed"

# No changes: a hang-up writes nothing.
pid=$(explorer_pid b)
tm kill-session -t b
expect_process_ended "$pid" "a killed terminal without changes"
[ -z "$(recovery_files)" ]
check $? "no changes, no recovery file"

finish

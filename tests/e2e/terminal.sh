# Terminal edge cases, end to end in tmux: no terminal or a strange one,
# a non-UTF-8 locale, a 20x10 screen, resizing down and up with a prompt
# or the help open, NO_COLOR, and every way out (q, Ctrl-C, SIGTERM,
# SIGINT, SIGHUP, an error) leaving the terminal as it was: the same stty
# settings, the shell's screen back, and a prompt that works.
source "$(dirname "$0")/lib.sh"

# Runs after each exit: the tty settings match those saved by `saved_tty`
# and the shell answers.
tty_restored() { # NAME WHAT
    run "$1" "[ \"\$(stty -g)\" = \"\$TTY\" ] && echo tty-same-\$((6 * 7)) || echo tty-changed"
    expect "$1" "tty-same-42" "$2: stty settings restored, the shell answers"
    run "$1" clear
}

# Types a marker and waits for the shell to echo it, so that the next
# command is not typed while the shell is still starting or busy; then
# saves the tty settings in TTY.
settle() { # NAME
    local marker="settled-$RANDOM"
    run "$1" "echo $marker"
    expect "$1" "$marker" "the shell in $1 answers" || return 1
    run "$1" 'TTY=$(stty -g); clear'
}

# No terminal, or one curses cannot drive: one line, exit 2, no escapes.
# (A wide window keeps the message on one screen line.)
start w 240x12
settle w
NEEDS="the batch commands work anywhere, see 'boardex --help'"
run w "env -u TERM $BOARDEX; echo exit=\$?"
expect w "boardex: the explorer needs a terminal (TERM is not set); $NEEDS" "TERM unset"
expect w "exit=2" "TERM unset: exit 2"
run w "clear; TERM=nosuchterm $BOARDEX; echo exit=\$?"
expect w "(unknown terminal type 'nosuchterm'); $NEEDS" "an unknown TERM"
expect w "exit=2" "an unknown TERM: exit 2"
# TERM is user text: its escapes are quoted, not sent (cat -v would show
# a raw ESC as ^[ and BEL as ^G; stdout stays the terminal).
run w "clear; TERM=\$'x\\e]0;pwned\\a' $BOARDEX 2>&1 >/dev/tty | cat -v; echo exit=\${PIPESTATUS[0]}"
expect w "(unknown terminal type 'x\\x1b]0;pwned\\x07'); $NEEDS" "a TERM with escapes is quoted"
expect w "exit=2" "a TERM with escapes: exit 2"
run w "clear; $BOARDEX </dev/null; echo exit=\$?"
expect w "(standard input is not a terminal); $NEEDS" "stdin is not a terminal"
expect w "exit=2" "stdin is not a terminal: exit 2"
run w "clear; $BOARDEX | cat; echo \"exit=\${PIPESTATUS[0]}\""
expect w "(standard output is not a terminal); $NEEDS" "stdout is a pipe"
expect w "exit=2" "stdout is a pipe: exit 2"
run w "clear; $BOARDEX >\"\$HOME/boardex-out.txt\"; echo \"exit=\$? bytes=\$(wc -c <\"\$HOME/boardex-out.txt\")\"; rm -f \"\$HOME/boardex-out.txt\""
expect w "exit=2 bytes=0" "stdout is a file: nothing written to it"
tty_restored w "after the refusals"

# A non-UTF-8 locale: ASCII in place of ×, and nothing garbled.
start t 80x24
settle t
run t "echo before-C; LC_ALL=C LANG=C $BOARDEX; echo exit=\$?"
expect t "mobility 4 x 2 + 8 x 3 + 20 x 4 +" "LC_ALL=C: the mobility string in ASCII"
expect_not t "×" "LC_ALL=C: no UTF-8 on screen"
keys t q
expect t "exit=0" "LC_ALL=C: q quits"
expect t "before-C" "LC_ALL=C: the shell's screen is back"
tty_restored t "after q in the C locale"

# NO_COLOR on an 8-colour terminal: no colour at all, the board still
# readable (a set value counts, even "0"; an empty one does not).
run t "NO_COLOR=0 TERM=xterm $BOARDEX; echo exit=\$?"
expect t "Mobility: a lone piece" "NO_COLOR with TERM=xterm starts"
cases=$((cases + 1))
if tm capture-pane -p -e -t t | grep -qE $'\e\\[([0-9;]*;)?(3|4)[0-7](;|m)'; then
    failures=$((failures + 1))
    echo "FAIL: NO_COLOR=0 still sets colours"
fi
keys t C-c
expect t "exit=130" "Ctrl-C quits (status 130)"
tty_restored t "after Ctrl-C"

# A terminal without colours: TERM=vt100 starts, and SIGINT from outside
# ends it like Ctrl-C.
run t "TERM=vt100 $BOARDEX --piece rook; echo exit=\$?"
expect t "Mobility: a lone piece" "TERM=vt100 starts"
kill -INT "$(pgrep -P "$(tm display -p -t t '#{pane_pid}')" -x boardex)"
expect t "exit=130" "SIGINT ends the explorer (status 130)"
tty_restored t "after SIGINT"

# SIGTERM while a prompt is open.
run t "$BOARDEX; echo exit=\$?"
expect t "Mobility: a lone piece" "started for SIGTERM"
keys t S
expect t "size WxH" "S opens the size prompt"
kill -TERM "$(pgrep -P "$(tm display -p -t t '#{pane_pid}')" -x boardex)"
expect t "exit=143" "SIGTERM with a prompt open (status 143)"
tty_restored t "after SIGTERM"

# An error exit: a bad start position is refused before the screen
# changes, with the file named.
run t "$BOARDEX explore --board /nonexistent; echo exit=\$?"
expect t "boardex: /nonexistent: No such file or directory" "a missing board file"
expect t "exit=2" "the error exits 2"
tty_restored t "after an error"

# Resizing down to 20x10 and back up, with the help and then a prompt
# open: the too-small screen, then the same state again.
run t "$BOARDEX; echo exit=\$?"
expect t "Mobility: a lone piece" "started for resizing"
keys t '?'
expect t "boardex keys" "the help is open"
tm resize-window -t t -x 20 -y 10
# 8 rows for the help at 20x10; the sentences follow their keys and wrap
# 4 in: the Mobility heading (1 row), b and its sentence (4 rows), v's
# first 3 rows. The help counts screen rows, so the status line says 1-8.
expect t "lines 1-8 of" "20x10: the help, wrapped"
tm resize-window -t t -x 5 -y 3
tm resize-window -t t -x 120 -y 40
expect t "show this help" "120x40: the help is still open"
keys t Escape S
expect t "size WxH" "S opens the size prompt"
tm resize-window -t t -x 20 -y 10
expect t "Terminal too small" "20x10 again with the prompt open"
# q would be text in the prompt: the screen says what gets out instead.
expect t "Esc, then q quits" "20x10 with a prompt: the way out is true"
tm resize-window -t t -x 80 -y 24
expect t "size WxH" "80x24: the prompt is still open"
keys t C-u
type_text t "5x5"
keys t Enter
expect t "board    5x5, 25 squares" "the prompt still takes a size"
keys t q
expect t "quit and lose the changes? y/n" "q asks: the size was changed"
keys t y
expect t "exit=0" "q y after resizing"
tty_restored t "after resizing"

# Starting in a 20x10 terminal: the too-small screen, and q still quits.
start s 20x10
settle s
run s "$BOARDEX; echo exit=\$?"
expect s "Terminal too small" "a 20x10 start"
expect s "enlarge, or q quits" "20x10 on the board: q quits"
keys s q
expect s "exit=0" "q quits the too-small screen"
tty_restored s "after a 20x10 start"

# The terminal going away (SIGHUP) ends the explorer too.
run s "$HANGUP_RUN $BOARDEX; echo exit=\$?"
expect s "Terminal too small" "started for SIGHUP"
pid=$(pgrep -P "$(tm display -p -t s '#{pane_pid}')" -x boardex)
tm kill-session -t s
expect_process_ended "$pid" "a hang-up"

finish

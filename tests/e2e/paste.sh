#!/bin/bash
# Input that never surprises, end to end in tmux: pastes with and without
# bracketed paste, bytes that are not UTF-8, the quit question, and every
# way out leaving bracketed paste and mouse reporting off.
source "$(dirname "$0")/lib.sh"


# The pane's mouse modes as tmux tracks them: standard and SGR reporting.
mouse_modes() { tm display -p -t "$1" '#{mouse_standard_flag}#{mouse_sgr_flag}'; }

expect_modes() { # NAME MODES WHAT
    cases=$((cases + 1))
    local got
    got=$(mouse_modes "$1")
    if [ "$got" != "$2" ]; then
        failures=$((failures + 1))
        echo "FAIL: $3: mouse modes $got, expected $2"
    fi
}

# The shell's screen is back (the alternate screen left) and no mouse
# mode of any kind is left on, as tmux sees the pane.
expect_screen_back() { # NAME WHAT
    cases=$((cases + 1))
    local got
    got=$(tm display -p -t "$1" '#{alternate_on}#{mouse_any_flag}')
    if [ "$got" != 00 ]; then
        failures=$((failures + 1))
        echo "FAIL: $2: alternate screen and any-mouse flags $got, expected 00"
    fi
}

# Bracketed paste is off after the explorer: `cat -v` shows a pasted text
# without the ESC [ 200 ~ marks tmux adds only when the mode is on. (The
# shell's own line editor turns the mode on and off around each line, so
# cat, which never touches it, is what shows the explorer's leftovers.)
expect_paste_off() { # NAME WHAT
    run "$1" "clear; cat -v"
    # The probe must reach cat, not the shell: wait until cat runs.
    local deadline=$((SECONDS + E2E_TIMEOUT))
    until [ "$(tm display -p -t "$1" '#{pane_current_command}')" = cat ] ||
        [ "$SECONDS" -gt "$deadline" ]; do
        sleep 0.05
    done
    tm set-buffer -b probe "probe-text"
    tm paste-buffer -p -b probe -t "$1"
    keys "$1" Enter
    expect "$1" "probe-text" "$2: the probe is pasted"
    expect_not "$1" "[200~" "$2: bracketed paste is off"
    keys "$1" C-d
    run "$1" clear
}

paste() { # NAME TEXT [-p]: paste TEXT, bracketed with -p
    tm set-buffer -b boardex "$2"
    tm paste-buffer ${3:+-p} -b boardex -t "$1"
}

start p 80x24
run p "$BOARDEX; echo exit=\$?"
expect p "Mobility: a lone piece" "the explorer starts"
expect_modes p 11 "while running, mouse reports (SGR) are on"

# The issue's case: Position mode, two kings placed, Esc, then a FEN with
# 1s, a q and a newline pasted: it loads and nothing in it is a key.
keys p 2 e K k Escape
paste p $'r3k2r/8/8/8/8/8/8/R3K2R b\nq1\n' -p
expect p "FEN      r3k2r/8/8/8/8/8/8/R3K2R" "a pasted FEN loads"
expect p "pasted a position: u undoes it" "the status line says so"
[ -n "$(explorer_pid p)" ] || { failures=$((failures + 1)); echo "FAIL: a paste quit"; }
cases=$((cases + 1))
keys p u
expect p "undone: pasted a position" "u undoes the paste"

# A tour grid from Mobility mode goes to Tour mode.
keys p 1
paste p "$(cat "$DATA/knight_5x5_open.txt")" -p
expect p "Tour: every square once" "a pasted tour grid opens Tour mode"
expect p "open knight tour" "and is checked"

# Anything else is refused.
paste p $'hello\nq' -p
expect p "pasted text is neither a FEN nor a tour grid" "other text refused"

# Into a prompt: the value is selected, so the paste replaces it; the
# newline becomes a space and does not apply the line.
keys p 2 f
paste p $'4k3/8/8/8/8/8/8/4K3\nw' -p
expect p "FEN: 4k3/8/8/8/8/8/8/4K3 w" "pasted into the prompt as text"
keys p Enter
expect p "FEN      4k3/8/8/8/8/8/8/4K3 w -" "Enter applies it"

# Without bracketed paste (tmux paste-buffer without -p) the terminal
# cannot tell a paste from typing: the bytes are keys, as typed.
paste p "jj"
expect p "Position │" "an unbracketed paste is typed"

# Bytes that are not UTF-8: dropped with a message, in a mode and in a
# prompt, and every later key still works.
tm send-keys -t p -H ff
expect p "ignored the byte 0xff: not UTF-8 text" "0xff on the board"
keys p 1
expect p "Mobility: a lone piece" "the next key works"
keys p S
tm send-keys -t p -H e1
expect p "ignored the byte 0xe1: not UTF-8 text" "a lone 0xe1 in a prompt"
type_text p "6x6"
keys p Enter
expect p "board    6x6, 36 squares" "the prompt still works"
type_text p $'\e[24~'
expect p "ignored a key this explorer does not know" "an unknown sequence"

# The terminal is read raw: 0x03 (Ctrl-C) and 0x1c (Ctrl-\\) inside a
# paste are text, not signals: blanks, so a FEN they follow is still a
# FEN, and inside a FEN's board they make it no FEN. In a prompt each
# control byte becomes a space. (On a terminal read in cbreak mode either
# byte killed the explorer.)
paste p $'4k3/8/8/8/8/8/8/4K3 w\x03\x1c' -p
expect p "pasted a position" "a paste ending in 0x03 and 0x1c is a FEN"
paste p $'4k3/8/\x038/8/8/8/8/4K3 w' -p
expect p "pasted text is neither a FEN nor a tour grid" "0x03 inside a FEN's board is refused"
[ -n "$(explorer_pid p)" ] || { failures=$((failures + 1)); echo "FAIL: a paste holding 0x03 killed the explorer"; }
cases=$((cases + 1))
keys p 2 f
paste p $'8/8/8/8/8/8/8/4K2k\x03w\x1c-' -p
expect p "FEN: 8/8/8/8/8/8/8/4K2k w -" "0x03 and 0x1c in a prompt's paste are spaces"
[ -n "$(explorer_pid p)" ] || { failures=$((failures + 1)); echo "FAIL: a paste into a prompt killed the explorer"; }
cases=$((cases + 1))
keys p Escape 1

# The quit question: changes were made, so q asks; n stays, y quits.
keys p q
expect p "quit and lose the changes? y/n" "q asks"
keys p n
expect p "not quitting: the changes are kept" "n stays"
keys p q y
expect p "exit=0" "y quits"
expect_modes p 00 "after q: mouse reports off"
expect_paste_off p "after q"

# Every other way out: the keys Ctrl-C and Ctrl-\\ (quit at once, with
# the status their signals give), SIGTERM, SIGHUP, SIGQUIT, a crash
# (SIGSEGV).
expect_screen_back p "after q"
for way in C-c 'C-\' TERM HUP QUIT SEGV; do
    run p "clear; $BOARDEX; echo exit=\$?"
    expect p "Mobility: a lone piece" "started for $way"
    case $way in
    C-*) keys p "$way" ;;
    *) kill -"$way" "$(explorer_pid p)" ;;
    esac
    case $way in
    C-c) expect p "exit=130" "Ctrl-C quits at once (status 130)" ;;
    C-*) expect p "exit=131" "Ctrl-\\ quits at once (status 131)" ;;
    *) expect p "exit=" "$way ends the explorer" ;;
    esac
    expect_screen_back p "after $way"
    expect_modes p 00 "after $way: mouse reports off"
    expect_paste_off p "after $way"
done

# The terminal gone: end of input on a terminal nobody holds any more
# (not a hang-up signal) ends the explorer with one line and status 1.
cases=$((cases + 1))
gone=$(python3 - "$BOARDEX" <<'PY'
import os, subprocess, sys, time
master, slave = os.openpty()
os.set_blocking(master, False)
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
# A new session without a controlling terminal: closing the master sends
# no SIGHUP, the explorer only sees its reads fail.
child = subprocess.Popen([sys.argv[1]], stdin=slave, stdout=slave,
                         stderr=subprocess.PIPE, env=env,
                         start_new_session=True)
os.close(slave)
screen = b""
for _ in range(100):
    time.sleep(0.05)
    try:
        screen += os.read(master, 65536)
    except BlockingIOError:
        pass
    if b"Mobility" in screen:
        break
os.close(master)
try:
    status = child.wait(timeout=10)
except subprocess.TimeoutExpired:
    child.kill()
    status = "alive"
print(status, child.stderr.read().decode().strip())
PY
)
case $gone in
"1 boardex: the terminal went away ("*")") ;;
*)
    failures=$((failures + 1))
    echo "FAIL: a lost terminal: got '$gone', expected status 1 and one line"
    ;;
esac

finish

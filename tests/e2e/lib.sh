# Shared by the end-to-end tests: the real binary in a private tmux server.
#
#   start NAME COLSxLINES       a shell (bash, no rc files) in a new window
#   run NAME COMMAND...         type a command line into it
#   keys NAME KEY...            tmux send-keys (names like Enter, C-c, Up)
#   expect NAME TEXT [WHAT]     wait until the screen shows TEXT
#   expect_not NAME TEXT        wait until the screen does not show TEXT
#   expect_escapes NAME ERE W   wait until the screen, with its colours as
#                               escape sequences, matches ERE
#   expect_idle NAME WHAT       the explorer asleep in poll() uses nothing
#   expect_exited NAME WHAT     wait until the explorer has ended
#   screen NAME                 print the screen
#
# The screen is polled (every 50 ms, up to E2E_TIMEOUT seconds) instead of
# sleeping a fixed time. The script's exit status is the number of
# failures; 77 (skipped) when tmux is missing.

BOARDEX=${1:?usage: $0 path/to/boardex}
BOARDEX=$(cd "$(dirname "$BOARDEX")" && pwd)/$(basename "$BOARDEX")
DATA="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/data"
E2E_TIMEOUT=${E2E_TIMEOUT:-10}

if ! command -v tmux >/dev/null 2>&1; then
    echo "tmux is not installed: skipped"
    exit 77
fi

SOCKET="boardex-e2e-$$"
tm() { tmux -L "$SOCKET" -f /dev/null "$@"; }
# Each script's explorers keep their recovery files (work left when the
# terminal goes away, as it does when a script ends) in a folder of its
# own: never the user's, and never offered to another script's explorer,
# whose first key would answer the question.
E2E_STATE=$(mktemp -d)
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$E2E_STATE"' EXIT
failures=0
cases=0

start() { # NAME COLSxLINES
    local cols=${2%x*} lines=${2#*x}
    tm new-session -d -s "$1" -x "$cols" -y "$lines" \
        "env -i PATH=/usr/bin:/bin HOME=\"$HOME\" TERM=xterm-256color \
         XDG_STATE_HOME=\"$E2E_STATE\" LANG=C.UTF-8 PS1='$ ' \
         bash --norc --noprofile"
    tm set-option -t "$1" status off >/dev/null
    tm resize-window -t "$1" -x "$cols" -y "$lines" >/dev/null 2>&1
}

run() { # NAME COMMAND...
    local name=$1
    shift
    tm send-keys -t "$name" -l "$*"
    tm send-keys -t "$name" Enter
}

keys() { # NAME KEY...
    local name=$1
    shift
    tm send-keys -t "$name" "$@"
}

type_text() { # NAME TEXT: literal text, no key names
    tm send-keys -t "$1" -l "$2"
}

screen() {
    tm capture-pane -p -t "$1"
}

expect() { # NAME TEXT [WHAT]
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$SECONDS" -le "$deadline" ]; do
        if screen "$1" | grep -qF -- "$2"; then
            return 0
        fi
        sleep 0.05
    done
    failures=$((failures + 1))
    echo "FAIL: ${3:-screen $1 shows '$2'}: not within ${E2E_TIMEOUT}s"
    screen "$1" | sed 's/^/  | /'
    return 1
}

# Waits too: a key sent just before may not be drawn yet, and a frame may be
# captured half drawn. Callers first expect what proves the key arrived, so
# text that stays on screen still fails.
expect_not() { # NAME TEXT [WHAT]
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$SECONDS" -le "$deadline" ]; do
        if ! screen "$1" | grep -qF -- "$2"; then
            return 0
        fi
        sleep 0.05
    done
    failures=$((failures + 1))
    echo "FAIL: ${3:-screen $1 does not show '$2'}: still there after ${E2E_TIMEOUT}s"
    screen "$1" | sed 's/^/  | /'
}

# Like expect, but on the screen with its colours as escape sequences, and
# TEXT an extended regular expression: waits too, since a frame may be
# captured before its last rows are drawn.
expect_escapes() { # NAME REGEX WHAT
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$SECONDS" -le "$deadline" ]; do
        if tm capture-pane -p -e -t "$1" | grep -qE -- "$2"; then
            return 0
        fi
        sleep 0.05
    done
    failures=$((failures + 1))
    echo "FAIL: $3: not within ${E2E_TIMEOUT}s"
    return 1
}

# The explorer running in NAME's pane (its shell's child).
explorer_pid() { # NAME
    pgrep -P "$(tm display -p -t "$1" '#{pane_pid}')" -x boardex
}

# Put before $BOARDEX in a run whose terminal the test kills. In the ASan
# build LeakSanitizer's exit-time scan can spin for tens of seconds in a
# process whose terminal is gone (sched_yield, waiting for its tracer), so
# it is off there; other builds ignore the variable.
HANGUP_RUN="ASAN_OPTIONS=detect_leaks=0"

# Whether process PID has ended. A zombie has ended too: when the terminal
# goes, its shell may die first, and the explorer, orphaned, is left
# unreaped where the init process does not reap (kill -0 still succeeds).
process_ended() { # PID
    local state
    state=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)
    [ -z "$state" ] || [ "$state" = Z ]
}

# Waits until process PID has ended; kills it if it outlives the wait.
expect_process_ended() { # PID WHAT
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$SECONDS" -le "$deadline" ]; do
        process_ended "$1" && return 0
        sleep 0.1
    done
    failures=$((failures + 1))
    echo "FAIL: $2: the explorer outlives its terminal"
    kill -KILL "$1" 2>/dev/null
    return 1
}

# Waits until no explorer runs in NAME's pane.
expect_exited() { # NAME WHAT
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT))
    while [ "$SECONDS" -le "$deadline" ]; do
        [ -z "$(explorer_pid "$1")" ] && return 0
        sleep 0.05
    done
    failures=$((failures + 1))
    echo "FAIL: $2: the explorer still runs after ${E2E_TIMEOUT}s"
    return 1
}

# Context switches so far: every wake-up of the process adds one.
wakeups() { # PID
    awk '/ctxt_switches/ { n += $2 } END { print n }' "/proc/$1/status"
}

# Idle costs nothing: once the process is asleep in poll() (the frame
# before it finished, however loaded the machine), 1.5 s pass with no
# wake-up and no CPU tick. Waiting on the process's own state, not on a
# fixed sleep, is what keeps this from failing under load.
expect_idle() { # NAME WHAT
    local pid
    pid=$(explorer_pid "$1")
    [ -n "$pid" ] && [ -r "/proc/$pid/status" ] || return 0
    cases=$((cases + 1))
    local deadline=$((SECONDS + E2E_TIMEOUT)) asleep=
    while [ "$SECONDS" -le "$deadline" ]; do
        if [ "$(awk '{ print $3 }' "/proc/$pid/stat")" = S ] &&
            grep -q poll "/proc/$pid/wchan" 2>/dev/null; then
            asleep=1
            break
        fi
        sleep 0.05
    done
    if [ -z "$asleep" ]; then
        failures=$((failures + 1))
        echo "FAIL: $2: the explorer never waited in poll()"
        return 1
    fi
    local ticks_before wakes_before ticks_after wakes_after
    ticks_before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    wakes_before=$(wakeups "$pid")
    sleep 1.5
    ticks_after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    wakes_after=$(wakeups "$pid")
    if [ "$ticks_after" -ne "$ticks_before" ] ||
        [ "$wakes_after" -ne "$wakes_before" ]; then
        failures=$((failures + 1))
        echo "FAIL: $2: $((wakes_after - wakes_before)) wake-ups and" \
            "$((ticks_after - ticks_before)) CPU ticks in 1.5 s"
        return 1
    fi
}

finish() {
    echo "$((cases - failures)) passed, $failures failed"
    [ "$failures" -eq 0 ]
}

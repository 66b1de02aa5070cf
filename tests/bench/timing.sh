# Shared by the comparison scripts of tests/bench (sourced, not run).
#
#   cpu_seconds FILE COMMAND...   runs COMMAND with stdout to FILE and
#                                 stderr to FILE.err, and prints its user +
#                                 system seconds (a failing COMMAND is
#                                 timed too: its caller checks FILE)
#   median                        the median of the numbers on stdin, one
#                                 a line
#
# CPU time, not wall time, so that other work on the machine weighs less.

cpu_seconds() {
    local out=$1 times
    shift
    times=$( { TIMEFORMAT='%3U %3S'; time "$@" >"$out" 2>"$out.err"; } 2>&1 ) || true
    awk -v t="$times" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}

median() {
    sort -n | awk '{ v[NR] = $1 } END {
        print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

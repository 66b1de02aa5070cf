#!/usr/bin/env bash
# The call graph between modules has no circles.
# include_cycles.sh sees only #include lines, and a header fronted by
# several .c files hides their calls to each other; this looks at the
# calls, without compiling.
#
# A module here is one .c file (its basename). A function belongs to the
# module whose .c defines it at column 0 (static ones stay in their file);
# module A depends on B when a .c file of A calls (a name followed by "(")
# a function B defines. Comments, strings and preprocessor lines are left
# out. Modules that reach each other through calls form a circle, printed
# as its modules in sorted order with the calls that close it.
#
#   tests/layering/call_cycles.sh [SOURCE_DIR]
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"

# One line per call between modules inside a circle:
#   CIRCLE<TAB>FROM -> TO: NAME NAME...
# where CIRCLE is the circle's modules, sorted, space-separated.
details=$(awk '
function clean(s,    out, i, n, c, q) {
    out = ""; n = length(s); i = 1
    while (i <= n) {
        c = substr(s, i, 1)
        if (in_comment) {
            if (c == "*" && substr(s, i + 1, 1) == "/") {
                in_comment = 0; i += 2; out = out " "
            } else
                i++
            continue
        }
        if (substr(s, i, 2) == "/*") { in_comment = 1; i += 2; continue }
        if (substr(s, i, 2) == "//") break
        if (c == "\"" || c == "\047") {
            q = c
            for (i++; i <= n; i++) {
                c = substr(s, i, 1)
                if (c == "\\") { i++; continue }
                if (c == q) break
            }
            i++; out = out q q
            continue
        }
        out = out c; i++
    }
    return out
}
function count(s, ch,    n, i) {
    n = 0
    for (i = 1; i <= length(s); i++) if (substr(s, i, 1) == ch) n++
    return n
}
function define(file, header,    name) {
    match(header, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)
    name = substr(header, RSTART, RLENGTH - 1)
    sub(/[ \t]+$/, "", name)
    if (header ~ /^static[ \t]/)
        local[file, name] = 1
    else
        owner[name] = module[file]
}
function calls(file, line,    name, before) {
    while (match(line, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
        name = substr(line, RSTART, RLENGTH - 1)
        sub(/[ \t]+$/, "", name)
        before = RSTART > 1 ? substr(line, RSTART - 1, 1) : ""
        if (before != "." && before != ">")
            called[file, name] = 1
        line = substr(line, RSTART + RLENGTH)
    }
}
FNR == 1 {
    in_comment = 0; in_macro = 0; in_header = 0; pending = ""
    name = FILENAME; sub(/.*\//, "", name); sub(/\.c$/, "", name)
    module[FILENAME] = name
    files[++file_count] = FILENAME
}
{
    raw = $0
    line = clean(raw)
    if (in_macro || line ~ /^[ \t]*#/) {
        in_macro = raw ~ /\\$/
        next
    }
    if (pending != "") {
        if (line ~ /^[ \t]*$/) next
        if (line ~ /^\{/) define(FILENAME, pending)
        pending = ""
    }
    if (!in_header && line ~ /^[A-Za-z_]/ && index(line, "(") > 0) {
        in_header = 1; header = ""; depth = 0
    }
    if (in_header) {
        header = header " " line
        depth += count(line, "(") - count(line, ")")
        if (depth <= 0) {
            in_header = 0
            sub(/^ /, "", header)
            tail = header; sub(/.*\)/, "", tail)
            if (tail ~ /^[ \t]*\{/) define(FILENAME, header)
            else if (tail ~ /^[ \t]*$/) pending = header
        }
    }
    calls(FILENAME, line)
}
END {
    for (key in called) {
        split(key, part, SUBSEP)
        file = part[1]; name = part[2]
        if ((file, name) in local || !(name in owner)) continue
        from = module[file]; to = owner[name]
        if (from == to) continue
        if (!((from, to) in edge)) {
            edge[from, to] = name
            if (!(from in id)) { id[from] = ++n; node[n] = from }
            if (!(to in id)) { id[to] = ++n; node[n] = to }
            reach[id[from], id[to]] = 1
        } else if (index(" " edge[from, to] " ", " " name " ") == 0)
            edge[from, to] = edge[from, to] " " name
    }
    for (k = 1; k <= n; k++)
        for (i = 1; i <= n; i++)
            if ((i, k) in reach)
                for (j = 1; j <= n; j++)
                    if ((k, j) in reach) reach[i, j] = 1
    for (i = 1; i <= n; i++) {
        if (i in done) continue
        size = 0
        for (j = 1; j <= n; j++)
            if (j == i || (((i, j) in reach) && ((j, i) in reach))) {
                member[++size] = node[j]; done[j] = 1
            }
        if (size < 2) continue
        # The names in order: an insertion sort.
        for (a = 2; a <= size; a++)
            for (b = a; b > 1 && member[b - 1] > member[b]; b--) {
                t = member[b]; member[b] = member[b - 1]; member[b - 1] = t
            }
        circle = member[1]
        for (a = 2; a <= size; a++) circle = circle " " member[a]
        for (a = 1; a <= size; a++)
            for (b = 1; b <= size; b++)
                if ((member[a], member[b]) in edge)
                    printf "%s\t%s -> %s: %s\n", circle, member[a],
                           member[b], edge[member[a], member[b]]
    }
}' model/*/*.c ui/*.c ui/*/*.c | LC_ALL=C sort)

found=$(printf '%s\n' "$details" | cut -f1 | LC_ALL=C sort -u | sed '/^$/d')

show() {
    printf '%s\n' "$details" | awk -F '\t' -v circle="$1" \
        '$1 == circle { print "    " $2 }'
}

if [ -z "$found" ]; then
    echo "no call circles"
    exit 0
fi
while read -r circle; do
    echo "call circle: $circle"
    show "$circle"
done <<<"$found"
exit 1

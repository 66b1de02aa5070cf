#!/usr/bin/env python3
"""Two builds of a bench program compared fairly: run alternately (A B, then
B A, ...) so a machine that gets busier or quieter affects both alike, and
the median of each figure it prints, with the ratio B / A.

    bench_compare.py OLD_BENCH NEW_BENCH [RUNS]

For bench_explorer: each line "NAME: FIGURE us|ms ..." is one figure."""
import re, statistics, subprocess, sys

def figures(program):
    out = subprocess.run([program], capture_output=True, text=True,
                         check=True).stdout
    found = {}
    for line in out.splitlines():
        match = re.match(r"(.*?):\s+([\d.]+) (us|ms)", line)
        if match:
            found[f"{match.group(1).strip()} ({match.group(3)})"] = \
                float(match.group(2))
    return found

def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 9
    seen = {old: {}, new: {}}
    for run in range(runs):
        for program in (old, new) if run % 2 == 0 else (new, old):
            for name, value in figures(program).items():
                seen[program].setdefault(name, []).append(value)
    print(f"medians of {runs} alternating runs")
    for name, values in seen[old].items():
        a = statistics.median(values)
        b = statistics.median(seen[new].get(name, [float("nan")]))
        print(f"{name:44s} {a:9.1f} {b:9.1f}   x{b / a:.2f}")

main()

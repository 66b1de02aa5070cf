#!/usr/bin/env bash
# Static analysis: cppcheck and clang-tidy (checks in .clang-tidy) over the
# model, the UI and the fuzz targets; any finding fails. A finding that is
# wrong is silenced where it stands (cppcheck-suppress / NOLINT) with a
# comment saying why.
#
#   tests/lint.sh [BUILD_DIR]    default build-lint, configured here
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build-lint}
# Only the compile commands are needed, not a build, and the one generated
# source they name (the chess attack tables).
cmake -S . -B "$build" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DBUILD_TESTING=ON \
    >/dev/null
cmake --build "$build" --target chess_tables >/dev/null

sources=(model/*/*.c model/*/*.cpp ui/*.c ui/*/*.c tests/fuzz/*.c)
status=0

echo "cppcheck: ${#sources[@]} files"
# variableScope is left out: declaring at the top of a block is a choice of
# style here, not a defect.
cppcheck --project="$build/compile_commands.json" --std=c11 --quiet \
    --enable=warning,style,performance,portability --inline-suppr \
    --suppress=variableScope \
    --error-exitcode=1 "${sources[@]/#/--file-filter=}" || status=1

echo "clang-tidy: ${#sources[@]} files"
printf '%s\n' "${sources[@]}" |
    xargs -P "$(nproc)" -n 4 clang-tidy -p "$build" --quiet 2>/dev/null ||
    status=1

[ "$status" -eq 0 ] && echo "lint: clean"
exit "$status"

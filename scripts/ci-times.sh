#!/usr/bin/env bash
# CI's time by step: runs `bash .ci/run` (every step, as CI does) with
# CI_TIMES set, then prints the date, the machine's load average before and
# after, and one Markdown row a step: wall seconds and CPU seconds (user +
# system of the step's processes, which a loaded machine inflates far less
# than the wall time), and the load average at the step's end.
#
#   scripts/ci-times.sh                  # docs/benchmarks.md's "CI's time by step"
#
# The first run after a change to the library rebuilds and recompiles what
# the change touches; a rerun with nothing changed shows the warm times
# (cargo's artifacts and scripts/cached-rustc.sh's compiles reused).
# Exits as CI exits. Documentation only: CI does not run it (it would run
# CI inside CI; tools/explorer/tests/docs.rs lists it in RUN_ELSEWHERE).
set -euo pipefail
cd "$(dirname "$0")/.."
times=$(mktemp)
trap 'rm -f "$times"' EXIT
load() { cut -d' ' -f1-3 /proc/loadavg; }

before="$(load)"
begin=$(date -u '+%Y-%m-%d %H:%M UTC')
status=0
CI_TIMES="$times" bash .ci/run >&2 || status=$?
echo "$begin, $(nproc) cores, load average $before before and $(load) after$([ "$status" -ne 0 ] && echo ", CI FAILED (exit $status)")"
echo
echo "| step | wall (s) | CPU (s) | load at its end |"
echo "|---|---:|---:|---:|"
awk -F'\t' '{ printf "| %s | %.0f | %.0f | %s |\n", $1, $2, $3, $4; w += $2; c += $3 }
    END { printf "| **all** | %.0f | %.0f | - |\n", w, c }' "$times"
exit "$status"

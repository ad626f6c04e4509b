#!/usr/bin/env bash
# Issue 19's timing targets (docs/benchmarks.md, "Nimbers, Green
# Hackenbush, interval options"), whole processes of
# benches/examples/targets19.rs: 10^6 nim products of random 64-bit pairs,
# `green` on a path, a star and a random graph of 2x10^5 edges, and
# `interval_table` on 10^6 heaps with four shapes of interval.
#
# A run of `targets19 CASE R` builds the case's input, runs the case once to
# warm up, then R times. The script runs each case with R = REPS and with
# R = 1 in turn (A B A B ..., RUNS pairs), each under `perf stat -e
# task-clock`, and takes a run's CPU time (user + system) as the difference
# of the pair divided by REPS - 1: the input, the process start and the
# warm-up run are in both and cancel. It prints the date and the load
# average, then per case the target, the median of the per-pair CPU times
# with their min-max, the least wall time of one run that targets19 printed
# (the targets are wall times on an idle machine), and the median CPU time
# over the target.
#
#   scripts/targets-bench.sh                 # 9 pairs a case, REPS=6
#   RUNS=15 scripts/targets-bench.sh green-path green-star
#
# Needs perf. Documentation only: CI runs it in smoke mode. SMOKE=1 (what
# CI runs, tools/explorer/tests/docs.rs): one pair a case with REPS=3, the same steps
# and the same table; no figure to keep (without perf: wall times,
# scripts/smoke.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-9}
REPS=${REPS:-6}
if [ -n "${SMOKE:-}" ]; then
    RUNS=1 REPS=3
    . scripts/smoke.sh
fi
case "$REPS$RUNS" in
    *[!0-9]* | "") echo "REPS and RUNS must be numbers (got REPS=$REPS RUNS=$RUNS)" >&2; exit 2 ;;
esac
if [ "$REPS" -lt 2 ] || [ "$RUNS" -lt 1 ]; then
    echo "REPS must be 2 or more and RUNS 1 or more (got REPS=$REPS RUNS=$RUNS)" >&2
    exit 2
fi
DIR=target/targets-bench
mkdir -p "$DIR"

# The cases, their description and their target in ms (issue 19).
CASES=(nim-product green-path green-star green-random interval-nim interval-half interval-roots interval-random)
describe() {
    case "$1" in
        nim-product) echo '`nim_product`, 10^6 random 64-bit pairs' ;;
        green-path) echo '`green`, path of 2x10^5 edges (search depth 2x10^5)' ;;
        green-star) echo '`green`, star of 2x10^5 edges' ;;
        green-random) echo '`green`, 2x10^5 random edges on 2x10^5 vertices' ;;
        interval-nim) echo '`interval_table`, 10^6 heaps, `0..n` (Nim)' ;;
        interval-half) echo '`interval_table`, 10^6 heaps, `n/2..n`' ;;
        interval-roots) echo '`interval_table`, 10^6 heaps, `isqrt(isqrt(n))..isqrt(n) + 1`' ;;
        interval-random) echo '`interval_table`, 10^6 heaps, random `lo..hi`' ;;
        *) return 1 ;;
    esac
}
target_ms() {
    case "$1" in
        nim-product) echo 50 ;; # 50 ns a product
        green-*) echo 50 ;;
        interval-*) echo 300 ;;
    esac
}

if [ $# -gt 0 ]; then
    CASES=("$@")
fi
for c in "${CASES[@]}"; do
    if ! describe "$c" > /dev/null; then
        echo "unknown case $c (cases: nim-product green-path green-star green-random interval-nim interval-half interval-roots interval-random)" >&2
        exit 2
    fi
done

cargo build --release --quiet -p grundy-benches --example targets19
ex=target/release/examples/targets19

# CPU microseconds of one process; its stdout (targets19's line) to $DIR/out.
cpu() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$ex" "$@" > "$DIR/out"
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
# "CASE: least L ms, median M ms over R runs": L.
least() { sed -n 's/.*least \([0-9.]*\) ms.*/\1/p' "$DIR/out"; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a case, REPS=$REPS"
echo
echo "| case | target | CPU per run, median (min-max) | least wall | CPU / target |"
echo "|---|---|---|---|---|"
for c in "${CASES[@]}"; do
    per=() walls=()
    for _ in $(seq "$RUNS"); do
        long=$(cpu "$c" "$REPS")
        walls+=("$(least)")
        short=$(cpu "$c" 1)
        walls+=("$(least)")
        per+=("$(awk -v a="$long" -v b="$short" -v r="$REPS" 'BEGIN { printf "%.1f", (a - b) / (r - 1) }')")
    done
    t=$(target_ms "$c")
    cpu_ms=$(printf '%s\n' "${per[@]}" | sort -g | awk '{a[NR] = $1} END {printf "%.1f ms (%.1f-%.1f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}')
    med=$(printf '%s\n' "${per[@]}" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}')
    wall=$(printf '%s\n' "${walls[@]}" | sort -g | head -1)
    awk -v d="$(describe "$c")" -v t="$t" -v c="$cpu_ms" -v m="$med" -v w="$wall" -v nim="$([ "$c" = nim-product ] && echo 1)" 'BEGIN {
        target = nim ? sprintf("%d ms (%d ns a product)", t, t) : sprintf("%d ms", t)
        printf "| %s | %s | %s | %.1f ms | %.2fx |\n", d, target, c, w, m / 1000 / t
    }'
done

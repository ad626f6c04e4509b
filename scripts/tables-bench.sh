#!/usr/bin/env bash
# The compact table builders of issue 41 (`subtraction_compact`,
# `fibonacci_compact`, `heap_compact`, `Grundy::fill_compact`: values in
# u8/u16/u32, read as u64) beside the Vec<u8> loop a contestant writes by
# hand, whole processes (benches/examples/tables.rs): each pair runs RUNS
# times in turn (A B A B ...); prints the date and the load average, then
# per builder the median CPU time of each (user + system, `perf stat`
# task-clock) with min-max, the PAIRED ratio compact / hand (median of the
# per-pair ratios, min-max), the peak memory of one run of each (GNU time's
# maximum resident set) and its ratio, and the peak of the Vec<u64> builder
# (subtraction_table, fibonacci_table, heap_table, Grundy::fill) for scale.
#
#   scripts/tables-bench.sh            # 11 pairs a builder, LEN 3*10^7
#   RUNS=7 LEN=3000000 scripts/tables-bench.sh subtraction fill
#
# Needs perf and GNU time. SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs):
# one pair, LEN 3*10^5, the same steps and table; no figure to keep
# (without perf: wall times, scripts/smoke.sh).
# Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
LEN=${LEN:-30000000}
DIR=target/tables-bench
mkdir -p "$DIR"
builders=("$@")
if [ ${#builders[@]} -eq 0 ]; then
    builders=(subtraction fibonacci heap fill)
fi
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    LEN=300000
    . scripts/smoke.sh
fi

cargo build --release --quiet -p grundy-benches --example tables
bin=target/release/examples/tables

# CPU microseconds of one run of the command.
timed() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$@" > /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
stats() { sort -n | awk '{a[NR] = $1} END {printf "%.1f ms (%.1f-%.1f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}'; }
ratios() { sort -n | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }
peak() { /usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a builder, LEN $LEN"
echo
echo "| builder | compact cpu | hand Vec<u8> cpu | compact / hand, paired | peak compact | peak hand | / | peak Vec<u64> builder |"
echo "|---|---|---|---|---|---|---|---|"
for b in "${builders[@]}"; do
    want=$("$bin" "$b" hand "$LEN")
    got=$("$bin" "$b" compact "$LEN")
    if [ "$got" != "$want" ]; then
        echo "| $b | compact answers $got, the hand loop $want |"
        exit 1
    fi
    a=() h=() r=()
    for _ in $(seq "$RUNS"); do
        ta=$(timed "$bin" "$b" compact "$LEN")
        th=$(timed "$bin" "$b" hand "$LEN")
        a+=("$ta") h+=("$th")
        r+=("$(awk -v x="$ta" -v y="$th" 'BEGIN { printf "%.4f", x / y }')")
    done
    pa=$(peak "$bin" "$b" compact "$LEN")
    ph=$(peak "$bin" "$b" hand "$LEN")
    pw=$(peak "$bin" "$b" u64 "$LEN")
    printf '| %s | %s | %s | %s | %.1f MB | %.1f MB | %.2fx | %.1f MB |\n' "$b" \
        "$(printf '%s\n' "${a[@]}" | stats)" "$(printf '%s\n' "${h[@]}" | stats)" \
        "$(printf '%s\n' "${r[@]}" | ratios)" "$(echo "$pa / 1024" | bc -l)" "$(echo "$ph / 1024" | bc -l)" \
        "$(echo "$pa / $ph" | bc -l)" "$(echo "$pw / 1024" | bc -l)"
done

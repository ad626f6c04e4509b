#!/usr/bin/env bash
# `Grundy::new` (the hash memo) beside the memo a contestant writes in C++
# (benches/cpp/memo.cpp: std::unordered_map, a recursive search, a bitset
# mex; g++ -O2), whole processes, on the four games of issue 29
# (benches/src/memo.rs): the divisor-set game on 2^20 masks, the complete
# DAG of 2,000 nodes, the tuple-state game (remaining, last move) from
# 100,000 packed by hand into a u64 (takes 1..=3), and sparse exponent masks
# (1,769,472 positions keyed over 2^64); and the tuple game of issue 41 as a
# contestant writes it (`tuple10`: a (u32, u8) position, takes 1..=10 but not
# the last, from (100000, 0)) beside the same game packed by hand into a
# u64 (`tuple10-packed`; the C++ packs both into a long long).
# Each task is run twice: `Grundy::new` against the plain C++ memo, and
# `Grundy::with_capacity` against the C++ memo with `reserve` (both told the
# number of positions reached; row "TASK, reserve"). Each pair of programs
# runs RUNS times in turn (A B A B ...); it prints
# the date and the load average, then per task the median CPU time of each
# (user + system, `perf stat` task-clock) with min-max, the PAIRED ratio
# Rust / C++ (median of the per-pair ratios, with their min-max), the peak
# memory of one run of each (GNU time's maximum resident set) and its
# ratio, and, unless INSTR=0, the instructions of one run of each counted by
# valgrind's callgrind (load-independent; about a minute in all).
#
#   scripts/memo-compare.sh            # 11 runs a task
#   RUNS=21 INSTR=0 scripts/memo-compare.sh tuple exponent
#
# Needs g++, perf, GNU time and (for the instructions) valgrind.
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one pair, and by default the
# complete DAG only (the smallest task), the same steps and tables; no
# figure to keep (without perf: wall times, scripts/smoke.sh).
# Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
DIR=target/memo-compare
mkdir -p "$DIR"
tasks=("$@")
if [ ${#tasks[@]} -eq 0 ]; then
    tasks=(divisor complete-dag tuple tuple10 tuple10-packed exponent)
fi
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    [ $# -eq 0 ] && tasks=(complete-dag)
    . scripts/smoke.sh
fi

cargo build --release --quiet -p grundy-benches --example memo_peak
g++ -O2 -o "$DIR/memo-cpp" benches/cpp/memo.cpp
rust=target/release/examples/memo_peak
cpp=$DIR/memo-cpp

# CPU microseconds of one run of the command.
timed() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$@" > /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
stats() { sort -n | awk '{a[NR] = $1} END {printf "%.1f ms (%.1f-%.1f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}'; }
ratios() { sort -n | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }
peak() { /usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a task"
echo
echo "| task | Grundy::new cpu | C++ memo cpu | Rust / C++, paired | peak Rust | peak C++ | / |"
echo "|---|---|---|---|---|---|---|"
for task in "${tasks[@]}"; do
  for mode in plain reserve; do
    # The C++ has one form of the tuple game: its key is packed by hand.
    ctask=${task%-packed}
    case $task in
        tuple) label="tuple (packed u64, takes 1..=3)" ;;
        tuple10) label="tuple10 ((u32, u8) as written)" ;;
        tuple10-packed) label="tuple10 (packed u64 by hand)" ;;
        *) label=$task ;;
    esac
    if [ "$mode" = plain ]; then
        row=$label rs=("$task" hash) cs=("$ctask")
    else
        row="$label, reserve" rs=("$task" hash-reserve) cs=("$ctask" reserve)
    fi
    want=$("$cpp" "${cs[@]}")
    got=$("$rust" "${rs[@]}")
    if [ "$got" != "$want" ]; then
        echo "| $row | Grundy::new answers $got, the C++ memo $want |"
        exit 1
    fi
    a=() b=() r=()
    for _ in $(seq "$RUNS"); do
        ta=$(timed "$rust" "${rs[@]}")
        tb=$(timed "$cpp" "${cs[@]}")
        a+=("$ta") b+=("$tb")
        r+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.4f", x / y }')")
    done
    pa=$(peak "$rust" "${rs[@]}")
    pb=$(peak "$cpp" "${cs[@]}")
    printf '| %s | %s | %s | %s | %.1f MB | %.1f MB | %.2fx |\n' "$row" \
        "$(printf '%s\n' "${a[@]}" | stats)" "$(printf '%s\n' "${b[@]}" | stats)" \
        "$(printf '%s\n' "${r[@]}" | ratios)" "$(echo "$pa / 1024" | bc -l)" "$(echo "$pb / 1024" | bc -l)" \
        "$(echo "$pa / $pb" | bc -l)"
  done
done

if [ "${INSTR:-1}" != 0 ] && command -v valgrind > /dev/null; then
    echo
    echo "| task | instructions Grundy::new | C++ memo | / |"
    echo "|---|---|---|---|"
    for task in "${tasks[@]}"; do
        count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
        ia=$(count "$rust" "$task" hash)
        ib=$(count "$cpp" "${task%-packed}")
        awk -v t="$task" -v a="$ia" -v b="$ib" 'BEGIN { printf "| %s | %.0f M | %.0f M | %.2fx |\n", t, a / 1e6, b / 1e6, a / b }'
    done
fi

#!/usr/bin/env bash
# Issue 39's score helpers beside the hand DPs a contestant writes in C++
# (benches/cpp/scores.cpp, g++ -O2), whole processes: `interval::take_from_ends`
# on 20 sequences of N = 3000 with the takes {1} (AtCoder DP L) and
# {1, 2, 3}, and `minimax::Minimax::dense` + `fill` on a 1000 x 1000 grid
# game (10^6 states; benches/examples/scores.rs). Each pair of programs
# runs RUNS times in turn (A B A B ...); it prints the date and the load
# average, then per task the median CPU time of each (user + system,
# `perf stat` task-clock) with min-max, and the PAIRED ratio Rust / C++
# (median of the per-pair ratios, with their min-max).
#
#   scripts/scores-bench.sh            # 11 runs a task
#   RUNS=21 scripts/scores-bench.sh grid
#
# Needs g++ and perf. SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs):
# one pair of each task, the same steps and table; no figure to keep
# (without perf: wall times, scripts/smoke.sh).
# Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
DIR=target/scores-bench
mkdir -p "$DIR"
tasks=("$@")
if [ ${#tasks[@]} -eq 0 ]; then
    tasks=(ends1 ends123 grid)
fi
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    . scripts/smoke.sh
fi

cargo build --release --quiet -p grundy-benches --example scores
g++ -O2 -o "$DIR/scores-cpp" benches/cpp/scores.cpp
rust=target/release/examples/scores
cpp=$DIR/scores-cpp

# CPU microseconds of one run of the command.
timed() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$@" > /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
stats() { sort -n | awk '{a[NR] = $1} END {printf "%.1f ms (%.1f-%.1f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}'; }
ratios() { sort -n | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a task"
echo
echo "| task | grundy cpu | C++ hand DP cpu | Rust / C++, paired |"
echo "|---|---|---|---|"
for task in "${tasks[@]}"; do
    want=$("$cpp" "$task")
    got=$("$rust" "$task")
    if [ "$got" != "$want" ]; then
        echo "| $task | grundy answers $got, the C++ DP $want |"
        exit 1
    fi
    a=() b=() r=()
    for _ in $(seq "$RUNS"); do
        ta=$(timed "$rust" "$task")
        tb=$(timed "$cpp" "$task")
        a+=("$ta") b+=("$tb")
        r+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.4f", x / y }')")
    done
    printf '| %s | %s | %s | %s |\n' "$task" \
        "$(printf '%s\n' "${a[@]}" | stats)" "$(printf '%s\n' "${b[@]}" | stats)" \
        "$(printf '%s\n' "${r[@]}" | ratios)"
done

#!/usr/bin/env bash
# `LoopyGraph` (one reverse graph, a `solve` a query) beside the hand loop a
# contestant writes in C++ (benches/cpp/loopy.cpp: the reverse graph built
# once, per query a copy of the out-degrees, a cleared state array and a
# breadth-first retrograde pass; g++ -O2), and the old `retrograde_edges`
# a query (which rebuilds the reverse graph each time) beside the same C++,
# whole processes, on the graphs of issue 39 item 1
# (benches/examples/loopy_queries.rs; both programs make the same graph
# from the same seeded generator, so no input is read): Q = 500 queries on
# 10^5 vertices and 5*10^5 moves, each closing a random vertex (the player
# to move there loses), on an acyclic graph (every query decides every
# vertex) and one with cycles (a query decides a few percent); and one
# query on 10^6 vertices and 10^7 moves (acyclic), building included.
# Each pair of programs runs RUNS times in turn (A B A B ...), after a
# check that both print the same answers; it prints the date and the load
# average, then per row the median CPU time of each (user + system,
# `perf stat` task-clock) with min-max, and the PAIRED ratio Rust / C++
# (median of the per-pair ratios, with their min-max).
#
#   scripts/loopy-bench.sh            # 11 pairs a row
#   RUNS=5 scripts/loopy-bench.sh
#
# Needs g++ and perf.
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one pair a row, 20
# queries, and 10^5 vertices / 10^6 moves for the one-query row; the same
# steps and table, no figure to keep (without perf: wall times,
# scripts/smoke.sh).
# Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
Q=500
BIG=(1000000 10000000)
BIG_NAME="10^6 / 10^7"
DIR=target/loopy-bench
mkdir -p "$DIR"
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    Q=20
    BIG=(100000 1000000)
    BIG_NAME="10^5 / 10^6"
    . scripts/smoke.sh
fi

cargo build --release --quiet -p grundy-benches --example loopy_queries
g++ -O2 -o "$DIR/loopy-cpp" benches/cpp/loopy.cpp
rust=target/release/examples/loopy_queries
cpp=$DIR/loopy-cpp

# CPU microseconds of one run of the command.
timed() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$@" > /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
stats() { sort -n | awk '{a[NR] = $1} END {printf "%.1f ms (%.1f-%.1f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}'; }
ratios() { sort -n | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a row"
echo
echo "| task | Rust cpu | C++ hand loop cpu | Rust / C++, paired |"
echo "|---|---|---|---|"
# row NAME WAY N M Q P: the Rust way against the C++ loop on the same graph.
row() {
    local name=$1 way=$2
    shift 2
    local want got
    want=$("$cpp" "$@")
    got=$("$rust" "$@" "$way")
    if [ "$got" != "$want" ]; then
        echo "| $name | Rust answers $got, the C++ loop $want |"
        exit 1
    fi
    local a=() b=() r=() ta tb
    for _ in $(seq "$RUNS"); do
        ta=$(timed "$rust" "$@" "$way")
        tb=$(timed "$cpp" "$@")
        a+=("$ta") b+=("$tb")
        r+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.4f", x / y }')")
    done
    printf '| %s | %s | %s | %s |\n' "$name" \
        "$(printf '%s\n' "${a[@]}" | stats)" "$(printf '%s\n' "${b[@]}" | stats)" \
        "$(printf '%s\n' "${r[@]}" | ratios)"
}
row "LoopyGraph, $Q queries, 10^5 / 5*10^5, acyclic" graph 100000 500000 "$Q" 0
row "LoopyGraph, $Q queries, 10^5 / 5*10^5, cycles" graph 100000 500000 "$Q" 10
row "retrograde_edges, $Q queries, 10^5 / 5*10^5, acyclic" old 100000 500000 "$Q" 0
row "retrograde_edges, $Q queries, 10^5 / 5*10^5, cycles" old 100000 500000 "$Q" 10
row "LoopyGraph, 1 query, $BIG_NAME, acyclic" graph "${BIG[0]}" "${BIG[1]}" 1 0

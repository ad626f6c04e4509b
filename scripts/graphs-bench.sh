#!/usr/bin/env bash
# Whole-process timings of the games on graphs at contest sizes (issue 39
# item 2; benches/examples/graphs.rs: the graph drawn in the process, then
# one library call): a maximum matching of a general graph (Edmonds) and of
# a bipartite one (Hopcroft-Karp), undirected vertex geography from every
# start, the counters game on a tree. Prints the date and load average, then
# per case the median and min-max CPU seconds (user + sys, GNU time) of RUNS
# runs.
#
#   scripts/graphs-bench.sh            # 5 runs each
#   RUNS=9 scripts/graphs-bench.sh
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one run of each,
# every size divided by 10, a time under GNU time's 10 ms counted as 10 ms;
# the same table, no figure to keep.
#
# Needs GNU time at /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
LEAST=0
[ -n "${SMOKE:-}" ] && RUNS=1 LEAST=0.01
cargo build --release --quiet -p grundy-benches --example graphs
BIN=target/release/examples/graphs
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

cpu() { # prints user+sys seconds of one run of: case n m
    local case=$1 n=$2 m=$3
    [ -n "${SMOKE:-}" ] && n=$(( n / 10 )) m=$(( m / 100 ))
    /usr/bin/time -f "%U %S" -o "$TMP" "$BIN" "$case" "$n" "$m" >/dev/null
    awk -v least="$LEAST" '{ t = $1 + $2; printf "%.3f\n", t < least ? least : t }' "$TMP"
}

stats() { # median min max of the numbers on stdin
    sort -g | awk '{ v[NR] = $1 } END { printf "%.3f (%.3f-%.3f)", v[int((NR + 1) / 2)], v[1], v[NR] }'
}

single() { # name, case, n, m
    local name=$1 ts=()
    for _ in $(seq "$RUNS"); do
        ts+=("$(cpu "$2" "$3" "$4")")
    done
    printf '| %s | %s |\n' "$name" "$(printf '%s\n' "${ts[@]}" | stats)"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS runs a case"
echo
echo "| case | CPU s, median (min-max) |"
echo "|---|---|"
single "maximum_matching, 500 vertices, every pair (124,750 edges; Edmonds)" matching 500 124750
single "maximum_matching, 500 vertices, 60,000 random edges (Edmonds)" matching 500 60000
single "vertex_geography, 500 vertices, 60,000 random edges" geography 500 60000
single "maximum_matching, 3000 vertices, 9,000 random edges (Edmonds; the explorer's cap)" matching 3000 9000
single "vertex_geography, 3000 vertices, 9,000 random edges" geography 3000 9000
single "maximum_matching, 10^5 vertices, 10^5 random edges (Edmonds, sparse: many searches)" matching 100000 100000
single "maximum_matching, 10^5 vertices, 2*10^5 random edges (Edmonds: large searches)" matching 100000 200000
single "maximum_matching, bipartite 10^5 vertices, 2*10^5 edges (Hopcroft-Karp)" bipartite 100000 200000
single "tree_counters, random tree of 10^5 vertices" counters 100000 0

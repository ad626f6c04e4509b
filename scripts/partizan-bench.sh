#!/usr/bin/env bash
# Canonical forms of long sums (benches/examples/partizan_sums.rs): for each
# task, RUNS runs in turn (whole processes, the same seed), the median and
# min-max of the time of the sum alone (ms, printed by the example) and the
# largest peak resident memory (GNU time %M, KiB). Prints the date and the
# load average, then Markdown rows.
#
#   scripts/partizan-bench.sh                 # the table of docs/partizan.md
#   RUNS=11 scripts/partizan-bench.sh "day2 1000" "stalks 40"
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one run of each task with a
# tenth of its parts (at least 1), the same table; no figure to keep.
#
# Needs GNU time at /usr/bin/time. Timings depend on the machine and its
# load; documentation only, CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
[ -n "${SMOKE:-}" ] && RUNS=1
cargo build --release --quiet -p grundy-benches --example partizan_sums
EX=target/release/examples/partizan_sums
if [ $# -gt 0 ]; then
    TASKS=("$@")
else
    TASKS=("cutcake 100" "cutcake 200" "contest 1000" "contest 3000" "contest 10000" "day2 100" "day2 1000" "day2 3000" "stalks 10" "stalks 30" "stalks 50" "day3 10" "day3 20" "day3 30")
fi
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS runs a task"
echo
echo "| task | parts | sum ms (median, min-max of $RUNS) | forms stored | birthday of the sum | peak RSS MiB |"
echo "|---|---|---|---|---|---|"
for task in "${TASKS[@]}"; do
    read -r kind n <<<"$task"
    [ -n "${SMOKE:-}" ] && n=$(( n >= 10 ? n / 10 : 1 ))
    times=()
    peak=0
    line=""
    for _ in $(seq "$RUNS"); do
        out=$( { /usr/bin/time -f 'RSS %M' "$EX" "$kind" "$n" 1; } 2>&1 )
        line=$(grep ' ms, ' <<<"$out")
        times+=("$(sed -E 's/.*sum ([0-9.]+) ms.*/\1/' <<<"$line")")
        rss=$(sed -nE 's/^RSS ([0-9]+)$/\1/p' <<<"$out")
        [ "$rss" -gt "$peak" ] && peak=$rss
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -g)
    median=$(sed -n "$(( (RUNS + 1) / 2 ))p" <<<"$sorted")
    min=$(head -1 <<<"$sorted")
    max=$(tail -1 <<<"$sorted")
    forms=$(sed -E 's/.* ([0-9]+) forms.*/\1/' <<<"$line")
    birthday=$(sed -E 's/.*birthday ([0-9]+).*/\1/' <<<"$line")
    echo "| $kind | $n | $median ($min-$max) | $forms | $birthday | $(( peak / 1024 )) |"
done

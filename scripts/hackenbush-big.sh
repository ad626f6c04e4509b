#!/usr/bin/env bash
# Blue-Red Hackenbush values of any size (benches/examples/hackenbush_big.rs,
# issue 40 item 1): for each shape of N edges, RUNS runs in turn (whole
# processes, the same seed), the median and min-max of the call alone (ms,
# wall clock, printed by the example), of the whole process's CPU time
# (`perf stat` task-clock, building the input included) and the largest peak
# resident memory (GNU time %M). Prints the date and the load average, then
# Markdown rows.
#
#   scripts/hackenbush-big.sh                    # the table of docs/partizan.md
#   RUNS=11 N=1000000 scripts/hackenbush-big.sh alternating random
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one run of each
# shape with 2,000 edges, the same table; no figure to keep (without perf:
# wall times, scripts/smoke.sh).
#
# Needs perf and GNU time at /usr/bin/time. Timings depend on the machine
# and its load; documentation only, CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
N=${N:-200000}
DIR=target/hackenbush-big
mkdir -p "$DIR"
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    N=2000
    . scripts/smoke.sh
fi
cargo build --release --quiet -p grundy-benches --example hackenbush_big
EX=target/release/examples/hackenbush_big
if [ $# -gt 0 ]; then
    SHAPES=("$@")
else
    SHAPES=(alternating stalk random-path random deep caterpillar star)
fi
med() { sort -g | awk '{a[NR] = $1} END {printf "%s (%s-%s)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS runs a shape"
echo
echo "| shape | edges | call ms (median, min-max) | process CPU ms | denominator | peak RSS MiB |"
echo "|---|---|---|---|---|---|"
for shape in "${SHAPES[@]}"; do
    calls=()
    cpus=()
    peak=0
    line=""
    for _ in $(seq "$RUNS"); do
        perf stat -x, -e task-clock -o "$DIR/perf.txt" "$EX" "$shape" "$N" 1 > "$DIR/out.txt"
        line=$(cat "$DIR/out.txt")
        calls+=("$(sed -E 's/.*: ([0-9.]+) ms.*/\1/' <<<"$line")")
        cpus+=("$(awk -F, '/task-clock/ {printf "%.1f\n", $1}' "$DIR/perf.txt")")
        rss=$( { /usr/bin/time -f 'RSS %M' "$EX" "$shape" "$N" 1 > /dev/null; } 2>&1 | sed -nE 's/^RSS ([0-9]+)$/\1/p')
        [ "$rss" -gt "$peak" ] && peak=$rss
    done
    den=$(sed -E 's/.*denominator (2\^[0-9]+).*/\1/' <<<"$line")
    echo "| $shape | $N | $(printf '%s\n' "${calls[@]}" | med) | $(printf '%s\n' "${cpus[@]}" | med) | $den | $(( peak / 1024 )) |"
done

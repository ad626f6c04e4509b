#!/usr/bin/env bash
# The memo's ways beside the hand-written DP, whole processes
# (benches/examples/memo_peak.rs; docs/benchmarks.md, "The generic memo
# beside a hand-written DP"), on the divisor-set game (2^20 masks) and the
# complete DAG (2,000 nodes). Prints the date and the load, then:
#
# 1. per task and way (hand, fill, dense, hash): the CPU time over the hand
#    DP's, paired (the way and `hand` run in turn RUNS times, perf stat's
#    task-clock; the median of the per-pair ratios with their min-max), and
#    the instructions of one run (valgrind's callgrind, load-independent)
#    with their ratio to the hand DP's;
# 2. per task, the peak resident memory of every way memo_peak knows
#    (GNU time's maximum resident set, the median of 3 runs);
# 3. the data cache misses of the divisor-set game's ways (valgrind's
#    cachegrind with one core's 2 MB L2 as the last level:
#    --cache-sim=yes --LL=2097152,16,64).
#
#   scripts/memo-ways.sh                 # 9 pairs a way
#   RUNS=15 INSTR=0 scripts/memo-ways.sh # no valgrind (tables 1 without
#                                        # instructions, and no table 3)
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one pair a way and the
# complete DAG only, the same steps and tables; no figure to keep (without
# perf: wall times, scripts/smoke.sh).
#
# Needs perf, GNU time at /usr/bin/time and (for the instructions and the
# misses) valgrind. Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-9}
INSTR=${INSTR:-1}
TASKS=(divisor complete-dag)
if [ -n "${SMOKE:-}" ]; then
    RUNS=1 TASKS=(complete-dag)
    . scripts/smoke.sh
fi
DIR=target/memo-ways
mkdir -p "$DIR"
cargo build --release --quiet -p grundy-benches --example memo_peak
ex=target/release/examples/memo_peak
command -v valgrind > /dev/null || INSTR=0

# CPU microseconds of one run.
cpu() {
    perf stat -x, -e task-clock -o "$DIR/perf.txt" "$ex" "$@" > /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
}
ratios() { sort -g | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$ex" "$@" 2>&1 > /dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
ways() { # the ways memo_peak knows for a task
    if [ "$1" = complete-dag ]; then echo hand dag-values fill dense hash hash-vec; else echo hand fill dense hash hash-vec; fi
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a way"
echo
echo "| task, way | time / hand DP, paired | instructions | / hand DP |"
echo "|---|---|---|---|"
for task in "${TASKS[@]}"; do
    want=$("$ex" "$task" hand)
    base=
    [ "$INSTR" != 0 ] && base=$(instructions "$task" hand)
    for way in hand fill dense hash; do
        got=$("$ex" "$task" "$way")
        if [ "$got" != "$want" ]; then
            echo "| $task, $way | answers $got, the hand DP $want |"
            exit 1
        fi
        r=()
        for _ in $(seq "$RUNS"); do
            a=$(cpu "$task" "$way")
            b=$(cpu "$task" hand)
            r+=("$(awk -v x="$a" -v y="$b" 'BEGIN { printf "%.4f", x / y }')")
        done
        if [ "$INSTR" != 0 ]; then
            n=$(instructions "$task" "$way")
            instr=$(awk -v n="$n" -v b="$base" 'BEGIN { printf "%.0f M | %.2fx", n / 1e6, n / b }')
        else
            instr="- | -"
        fi
        echo "| $task, $way | $(printf '%s\n' "${r[@]}" | ratios) | $instr |"
    done
done

echo
echo "| task | hand | dag-values | fill | dense | hash | hash-vec |"
echo "|---|---|---|---|---|---|---|"
for task in "${TASKS[@]}"; do
    row="| $task |"
    for way in hand dag-values fill dense hash hash-vec; do
        if [[ " $(ways "$task") " != *" $way "* ]]; then
            row+=" - |"
            continue
        fi
        kb=$(for _ in 1 2 3; do /usr/bin/time -f %M "$ex" "$task" "$way" 2>&1 > /dev/null | tail -1; done | sort -n | sed -n 2p)
        row+=" $(awk -v k="$kb" 'BEGIN { printf "%.2f MB", k / 1024 }') |"
    done
    echo "$row"
done

if [ "$INSTR" != 0 ] && [[ " ${TASKS[*]} " == *" divisor "* ]]; then
    echo
    echo "| divisor, way | L1 data misses | 2 MB L2 misses |"
    echo "|---|---|---|"
    for way in hand fill dense hash; do
        log=$(valgrind --tool=cachegrind --cache-sim=yes --LL=2097152,16,64 --cachegrind-out-file=/dev/null \
            "$ex" divisor "$way" 2>&1 > /dev/null)
        d1=$(sed -n 's/.*D1  misses: *\([0-9,]*\).*/\1/p' <<< "$log" | tr -d ,)
        ll=$(sed -n 's/.*LLd misses: *\([0-9,]*\).*/\1/p' <<< "$log" | tr -d ,)
        awk -v w="$way" -v a="$d1" -v b="$ll" '
            function n(x) { return x >= 1e6 ? sprintf("%.3g M", x / 1e6) : sprintf("%.3g k", x / 1e3) }
            BEGIN { printf "| %s | %s | %s |\n", w, n(a), n(b) }'
    done
fi

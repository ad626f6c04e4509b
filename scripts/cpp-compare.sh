#!/usr/bin/env bash
# p16880's whole process beside C++ written in the usual contest styles
# (benches/cpp/): builds the Rust release binary, the `floor` example and the
# C++ solutions (g++ -O2), generates the worst-case inputs
# (benches/examples/gen.rs: 300,000 and 1,000,000 pieces, coordinates near
# 10^9), checks that all answers agree, and runs every program on each input
# RUNS times in turn (rounds: floor, rust, cpp-getchar, ... so all see the
# same load). It prints the date, the load average and one Markdown row per
# input and program: the median CPU time (user + system, `perf stat`'s
# task-clock; CLOCK=wall for wall time) with its min-max, the ratio of the
# medians to the floor, and the PAIRED ratio to the 64 KiB fread C++ (issue
# 29's peer): the median of the per-round ratios, with their min-max. Then
# the instructions of each program, counted once by valgrind's callgrind
# (load-independent; INSTR=0 skips them).
#
#   scripts/cpp-compare.sh                 # 21 runs, CPU time
#   RUNS=31 CLOCK=wall scripts/cpp-compare.sh
#   EXTRA=/tmp/old/p16880 scripts/cpp-compare.sh   # one more binary, e.g. an older build
#
# Needs g++, perf and (for the instructions) valgrind. Documentation and
# tooling only: CI runs it in smoke mode only. Compare numbers from the same run (the
# ratios), never absolute times.
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one round, the 300,000-piece
# input only, the same steps and tables; no figure to keep (without perf:
# wall times, scripts/smoke.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-21}
CLOCK=${CLOCK:-cpu}
EXTRA=${EXTRA:-}
INPUTS=(p16880 p16880-1000000)
if [ -n "${SMOKE:-}" ]; then
    RUNS=1 INPUTS=(p16880)
    . scripts/smoke.sh
fi
DIR=target/cpp-compare
mkdir -p "$DIR"

cargo build --release --quiet --bin p16880
cargo build --release --quiet -p grundy-benches --example gen --example floor
g++ -O2 -o "$DIR/cpp-getchar" benches/cpp/p16880.cpp
g++ -O2 -o "$DIR/cpp-fread" benches/cpp/p16880-fread.cpp
g++ -O2 -o "$DIR/cpp-cin" benches/cpp/p16880-cin.cpp
g++ -O2 -o "$DIR/cpp-fread64k" benches/cpp/p16880-fread64k.cpp

names=(floor rust cpp-getchar cpp-fread cpp-cin cpp-fread64k)
exes=(target/release/examples/floor target/release/p16880 "$DIR/cpp-getchar" "$DIR/cpp-fread" "$DIR/cpp-cin" "$DIR/cpp-fread64k")
peer=5
if [ -n "$EXTRA" ]; then
    names+=(extra)
    exes+=("$EXTRA")
fi

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# One run of $1 on $2: microseconds of CPU time (or wall time).
timed() {
    if [ "$CLOCK" = cpu ]; then
        perf stat -x, -e task-clock -o "$DIR/perf.txt" "$1" < "$2" > /dev/null
        awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$DIR/perf.txt"
    else
        local start end
        start=$(date +%s%N)
        "$1" < "$2" > /dev/null
        end=$(date +%s%N)
        echo $(( (end - start) / 1000 ))
    fi
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo
echo "| input ($CLOCK time, $RUNS rounds) | program | median (min-max) | / floor | / cpp-fread64k, paired: median (min-max) |"
echo "|---|---|---|---|---|"
for input in "${INPUTS[@]}"; do
    file=$DIR/$input.in
    target/release/examples/gen "$input" > "$file"
    want=$(target/release/p16880 < "$file")
    for i in "${!names[@]}"; do
        [ "${names[$i]}" = floor ] && continue
        got=$(timeout 60 "${exes[$i]}" < "$file")
        if [ "$got" != "$want" ]; then
            echo "| $input | ${names[$i]} answers \`$got\`, the Rust binary \`$want\` |"
            exit 1
        fi
    done
    declare -A times=()
    for _ in $(seq "$RUNS"); do
        for i in "${!names[@]}"; do
            times[$i]+="$(timed "${exes[$i]}" "$file") "
        done
    done
    floor_med=$(printf '%s\n' ${times[0]} | median)
    read -r -a peer_times <<< "${times[$peer]}"
    for i in "${!names[@]}"; do
        read -r -a mine <<< "${times[$i]}"
        stats=$(printf '%s\n' "${mine[@]}" | sort -n | awk '{a[NR] = $1} END {printf "%.2f ms (%.2f-%.2f)", a[int((NR + 1) / 2)] / 1000, a[1] / 1000, a[NR] / 1000}')
        med=$(printf '%s\n' "${mine[@]}" | median)
        ratios=$(for k in "${!mine[@]}"; do awk -v a="${mine[$k]}" -v b="${peer_times[$k]}" 'BEGIN { printf "%.4f\n", a / b }'; done)
        paired=$(printf '%s\n' "$ratios" | sort -n | awk '{a[NR] = $1} END {printf "%.2f (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}')
        awk -v inp="$input" -v n="${names[$i]}" -v s="$stats" -v t="$med" -v f="$floor_med" -v p="$paired" \
            'BEGIN { printf "| %s | %s | %s | %.2f | %s |\n", inp, n, s, t / f, p }'
    done
    unset times
done

if [ "${INSTR:-1}" != 0 ] && command -v valgrind > /dev/null; then
    echo
    echo "| input | program | instructions (callgrind) | / cpp-fread64k |"
    echo "|---|---|---|---|"
    for input in "${INPUTS[@]}"; do
        file=$DIR/$input.in
        declare -A instr=()
        for i in "${!names[@]}"; do
            instr[$i]=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${exes[$i]}" < "$file" 2>&1 > /dev/null |
                sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
        done
        for i in "${!names[@]}"; do
            awk -v inp="$input" -v n="${names[$i]}" -v c="${instr[$i]}" -v p="${instr[$peer]}" \
                'BEGIN { printf "| %s | %s | %.1f M | %.2f |\n", inp, n, c / 1e6, c / p }'
        done
        unset instr
    done
fi

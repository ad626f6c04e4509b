#!/usr/bin/env bash
# p16880's whole process beside C++ written in the usual contest style
# (benches/cpp/): builds the Rust release binary, the `floor` example and the
# C++ solutions (g++ -O2), generates the worst-case inputs
# (benches/examples/gen.rs: 300,000 and 1,000,000 pieces, coordinates near
# 10^9), checks that all answers agree, and runs each program on each input
# RUNS times in turn (so all see the same load). It prints one Markdown row
# per input and program: the median CPU time (user + system, `perf stat`'s
# task-clock; CLOCK=wall for wall time), and its ratio to the floor and to
# the getchar_unlocked C++.
#
#   scripts/cpp-compare.sh                 # 21 runs, CPU time
#   RUNS=31 CLOCK=wall scripts/cpp-compare.sh
#   EXTRA=/tmp/old/p16880 scripts/cpp-compare.sh   # one more binary, e.g. an older build
#
# Needs g++ and perf. Documentation and tooling only: CI does not run it.
# Compare numbers from the same run (the ratios), never absolute times.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-21}
CLOCK=${CLOCK:-cpu}
EXTRA=${EXTRA:-}
DIR=target/cpp-compare
mkdir -p "$DIR"

cargo build --release --quiet --bin p16880
cargo build --release --quiet -p grundy-benches --example gen --example floor
g++ -O2 -o "$DIR/cpp-getchar" benches/cpp/p16880.cpp
g++ -O2 -o "$DIR/cpp-fread" benches/cpp/p16880-fread.cpp
g++ -O2 -o "$DIR/cpp-cin" benches/cpp/p16880-cin.cpp

names=(floor rust cpp-getchar cpp-fread cpp-cin)
exes=(target/release/examples/floor target/release/p16880 "$DIR/cpp-getchar" "$DIR/cpp-fread" "$DIR/cpp-cin")
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

echo "| input ($CLOCK time, median of $RUNS) | program | time | / floor | / cpp-getchar |"
echo "|---|---|---|---|---|"
for input in p16880 p16880-1000000; do
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
    declare -A med=()
    for i in "${!names[@]}"; do
        med[$i]=$(printf '%s\n' ${times[$i]} | median)
    done
    for i in "${!names[@]}"; do
        awk -v inp="$input" -v n="${names[$i]}" -v t="${med[$i]}" -v f="${med[0]}" -v c="${med[2]}" \
            'BEGIN { printf "| %s | %s | %.2f ms | %.2f | %.2f |\n", inp, n, t / 1000, t / f, t / c }'
    done
    unset times med
done

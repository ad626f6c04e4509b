#!/usr/bin/env bash
# Whole-process worst cases: builds the release binaries, generates every
# worst-case input (benches/examples/gen.rs, fixed seed), runs each binary on its input
# RUNS times and prints one Markdown row per input: median wall time, its share
# of the judge's time limit, and the largest peak resident memory of the runs.
#
#   scripts/measure.sh            # every input, 7 runs each
#   RUNS=15 scripts/measure.sh p16880 p787c
#
# Needs GNU time at /usr/bin/time (for the peak memory, `%M`). Documentation
# and tooling only: CI does not run it. Timings depend on the machine and on
# whatever else runs on it; compare numbers from the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-7}
DIR=target/worst
mkdir -p "$DIR"

cargo build --release --quiet --bins
cargo build --release --quiet -p grundy-benches --example gen
GEN=target/release/examples/gen

if [ $# -gt 0 ]; then
    NAMES=("$@")
else
    mapfile -t NAMES < <("$GEN" --list | awk '{print $1}')
fi

# The judge's time limit in seconds (problems.md; 1 s where none is given).
limit() {
    case "$1" in
        p787c) echo 4 ;;
        p11717) echo 2 ;;
        *) echo 1 ;;
    esac
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

echo "| input | binary | limit | median wall | of limit | max peak RSS | runs | answer |"
echo "|---|---|---|---|---|---|---|---|"
# The cost of starting a process and timing it, for scale: /bin/true, empty input.
: > "$DIR/empty.in"
for name in true "${NAMES[@]}"; do
    bin=${name%%-*}
    exe=target/release/$bin
    input=$DIR/$name.in
    if [ "$name" = true ]; then
        exe=/bin/true
        bin=/bin/true
        input=$DIR/empty.in
    elif [ ! -x "$exe" ]; then
        echo "| $name | $bin | - | (no binary) | | | | |"
        continue
    fi
    [ "$name" = true ] || "$GEN" "$name" > "$input"
    walls=()
    mems=()
    for _ in $(seq "$RUNS"); do
        start=$(date +%s%N)
        /usr/bin/time -f "%M" -o "$DIR/$name.mem" "$exe" < "$input" > "$DIR/$name.out"
        end=$(date +%s%N)
        walls+=($(( (end - start) / 1000 )))   # microseconds
        mems+=("$(tail -n 1 "$DIR/$name.mem")")
    done
    wall_us=$(printf '%s\n' "${walls[@]}" | median)
    mem_kb=$(printf '%s\n' "${mems[@]}" | sort -n | tail -n 1)
    lim=$(limit "$bin")
    answer=$(head -c 40 "$DIR/$name.out" | head -n 1)
    [ "$name" = true ] && name="(empty)"
    awk -v n="$name" -v b="$bin" -v l="$lim" -v w="$wall_us" -v m="$mem_kb" -v r="$RUNS" -v a="$answer" \
        'BEGIN { printf "| %s | %s | %d s | %.1f ms | %.1f%% | %.1f MB | %d | `%s` |\n", n, b, l, w / 1000, w / 10 / l / 1000, m / 1024, r, a }'
done

#!/usr/bin/env bash
# Whole-process worst cases: builds the release binaries and the `floor`
# example, generates every worst-case input (benches/examples/gen.rs, fixed
# seed), and runs on each input, RUNS times in turn (so all three see the same
# load):
#   - the floor: a process that starts, reads the file in 64 KiB chunks as the
#     binaries do, and exits (benches/examples/floor.rs);
#   - the binary;
#   - optionally an older build of the binary, from the folder $BASE (e.g. a
#     `git archive main` built with `cargo build --release`).
# It prints the date, the load average and one Markdown row per input:
# medians of the wall times, the binary's ratio to the floor and to the old build, the share of the judge's
# time limit, and the largest peak resident memory (GNU time `%M`). With
# CLOCK=cpu the times are CPU times instead (user + system, `perf stat`'s
# task-clock), less disturbed by other processes on a loaded machine; the
# peak memory still comes from GNU time.
#
#   scripts/measure.sh                      # every input, 11 runs each
#   RUNS=21 scripts/measure.sh p16880 p787c
#   BASE=/tmp/base/target/release scripts/measure.sh
#   CLOCK=cpu BASE=/tmp/base/target/release scripts/measure.sh
#
# Needs GNU time at /usr/bin/time. Documentation and tooling only: CI runs
# it in smoke mode only. Timings depend on the machine and on whatever else runs on it;
# compare numbers from the same run (the ratios), never absolute times.
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one run of each input, the
# same steps and the same table; no figure to keep (without perf:
# CLOCK=cpu gives wall times, scripts/smoke.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-11}
if [ -n "${SMOKE:-}" ]; then
    RUNS=1
    . scripts/smoke.sh
fi
BASE=${BASE:-}
CLOCK=${CLOCK:-wall}
DIR=target/worst
mkdir -p "$DIR"

cargo build --release --quiet --bins
cargo build --release --quiet -p grundy-benches --example gen --example floor
GEN=target/release/examples/gen
FLOOR=target/release/examples/floor

if [ $# -gt 0 ]; then
    NAMES=("$@")
else
    mapfile -t NAMES < <("$GEN" --list | awk '{print $1}')
fi

# The judge's time limit in seconds (problems.md; 1 s where none is given).
limit() {
    case "$1" in
        p16880) echo 0.5 ;;
        p787c) echo 4 ;;
        p11717) echo 2 ;;
        *) echo 1 ;;
    esac
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# One timed run: prints "<microseconds> <peak KB>", wall time or (CLOCK=cpu)
# CPU time from a second run under `perf stat`.
timed() {
    local exe=$1 input=$2 out=$3
    local start end us
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$DIR/time.mem" "$exe" < "$input" > "$out"
    end=$(date +%s%N)
    us=$(( (end - start) / 1000 ))
    if [ "$CLOCK" = cpu ]; then
        perf stat -x, -e task-clock -o "$DIR/time.cpu" "$exe" < "$input" > /dev/null
        us=$(awk -F, '/task-clock/ {printf "%d", $1 * 1000}' "$DIR/time.cpu")
    fi
    echo "$us $(tail -n 1 "$DIR/time.mem")"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS runs an input"
echo
echo "| input ($CLOCK time) | limit | floor | new | new / floor | old | new / old | new of limit | peak new | peak old |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for name in "${NAMES[@]}"; do
    bin=${name%%-*}
    exe=target/release/$bin
    input=$DIR/$name.in
    if [ ! -x "$exe" ]; then
        echo "| $name | (no binary $bin) |"
        continue
    fi
    "$GEN" "$name" > "$input"
    old=""
    [ -n "$BASE" ] && [ -x "$BASE/$bin" ] && old=$BASE/$bin
    floors=() news=() olds=() mem_new=0 mem_old=0
    for _ in $(seq "$RUNS"); do
        read -r w _ < <(timed "$FLOOR" "$input" /dev/null)
        floors+=("$w")
        read -r w m < <(timed "$exe" "$input" "$DIR/$name.out")
        news+=("$w")
        (( m > mem_new )) && mem_new=$m
        if [ -n "$old" ]; then
            read -r w m < <(timed "$old" "$input" "$DIR/$name.old.out")
            olds+=("$w")
            (( m > mem_old )) && mem_old=$m
        fi
    done
    if [ -n "$old" ] && ! cmp -s "$DIR/$name.out" "$DIR/$name.old.out"; then
        echo "| $name | the old and new answers differ |"
        continue
    fi
    f=$(printf '%s\n' "${floors[@]}" | median)
    w=$(printf '%s\n' "${news[@]}" | median)
    o=0
    [ -n "$old" ] && o=$(printf '%s\n' "${olds[@]}" | median)
    awk -v n="$name" -v l="$(limit "$bin")" -v f="$f" -v w="$w" -v o="$o" \
        -v mn="$mem_new" -v mo="$mem_old" 'BEGIN {
        old = o > 0 ? sprintf("%.1f ms", o / 1000) : "-"
        ratio = o > 0 ? sprintf("%.2f", w / o) : "-"
        mold = mo > 0 ? sprintf("%.1f MB", mo / 1024) : "-"
        printf "| %s | %s s | %.1f ms | %.1f ms | %.1f | %s | %s | %.2f%% | %.1f MB | %s |\n",
            n, l, f / 1000, w / 1000, w / f, old, ratio, w / 10 / l / 1000, mn / 1024, mold
    }'
done

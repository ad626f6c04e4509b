#!/usr/bin/env bash
# Side by side with ogsolve 0.0.7 (Piotr Beling's octal-game solver, a peer
# program to measure against, never a dependency of this crate), in one run:
#
# 1. the values: the first 200,000 heaps of 0.6, 0.16, 0.56, 0.354, 4.7 and
#    0.1777 from `OctalGame::table` (benches/examples/octal_values.rs) and from
#    `ogsolve -m rc2 -p` must be identical;
# 2. the proofs: `grundy sequence octal CODE --period` (values until the
#    Guy-Smith certificate holds) against ogsolve's rc2 on as many values
#    (ogsolve has no stopping rule: it computes the number of heaps asked
#    for); a GAME written CODE:L times L values of CODE on both sides
#    (`grundy sequence octal CODE --len L --quiet`). The two whole processes
#    run RUNS times in turn (A B A B ...); printed: the date and load, each
#    side's median CPU time (user + system, perf stat's task-clock) with
#    min-max, the median of the per-pair ratios with their min-max, and
#    the peak memory of one run of each (GNU time) per value.
#
# Usage: scripts/ogsolve-bench.sh [RUNS] [GAME...]
#   RUNS defaults to 3; GAMEs to 0.127 0.16 0.56 0.376 0.354.
#   scripts/ogsolve-bench.sh 5 0.6:100000 0.6:1000000 0.007:100000 4.007:200000
#   OGSOLVE_BENCH_SKIP_VALUES=1 skips step 1.
# ogsolve is installed once with `cargo install --root ~/.cache/grundy/ogsolve`.
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one pair a game, the values
# checked on 2,000 heaps, at most 1,000 values for a CODE:L, by default 0.127
# and 0.6:1000; the same steps, ogsolve included, and the same table; no
# figure to keep (without perf: wall times, scripts/smoke.sh); where ogsolve
# cannot be installed it says so and runs grundy's side only.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-3}
shift || true
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
    games=(0.127 0.16 0.56 0.376 0.354)
fi
first=200000
if [ -n "${SMOKE:-}" ]; then
    runs=1 first=2000
    [ $# -eq 0 ] && games=(0.127 0.6:1000)
    games=("${games[@]/%:*/:1000}")
    . scripts/smoke.sh
fi

root="$HOME/.cache/grundy/ogsolve"
og="$root/bin/ogsolve"
if [ ! -x "$og" ]; then
    echo "installing ogsolve 0.0.7 into $root" >&2
    if ! cargo install ogsolve --version 0.0.7 --locked --root "$root" >&2; then
        [ -z "${SMOKE:-}" ] && exit 1
        echo "smoke: ogsolve 0.0.7 cannot be installed here; grundy's side only (its columns time \`true\`)" >&2
        og=$(command -v true) OGSOLVE_BENCH_SKIP_VALUES=1
    fi
fi
# Two builds, not one of both packages: `-p grundy-explorer -p grundy-benches`
# resolves serde's features differently from a plain `cargo build --release`
# (no bundler in it) and so builds a second grundy-explorer, where these
# share the artifacts of the other scripts' builds.
cargo build --release --quiet --bin grundy
cargo build --release --quiet -p grundy-benches --example octal_values
grundy=target/release/grundy
values=target/release/examples/octal_values

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT


if [ -z "${OGSOLVE_BENCH_SKIP_VALUES:-}" ]; then
    for code in 0.6 0.16 0.56 0.354 4.7 0.1777; do
        "$values" "$code" "$first" > "$tmp/ours"
        "$og" "$code" -m rc2 -n $((first - 1)) -p | sed -n 's/^ nimbers: //p' | tr ' ' '\n' > "$tmp/theirs"
        if cmp -s "$tmp/ours" "$tmp/theirs"; then
            echo "values $code: the first $first agree"
        else
            echo "values $code: DIFFER (first difference: $(cmp "$tmp/ours" "$tmp/theirs" | head -1))"
            exit 1
        fi
    done
fi

# CPU microseconds (user + system, perf stat's task-clock) of one run, its
# stdout to $tmp/out.
cpu() {
    perf stat -x, -e task-clock -o "$tmp/perf" "$@" > "$tmp/out" 2> /dev/null
    awk -F, '/task-clock/ {printf "%d\n", $1 * 1000}' "$tmp/perf"
}
stats() { sort -n | awk '{a[NR] = $1} END {printf "%.3f (%.3f-%.3f)", a[int((NR + 1) / 2)] / 1e6, a[1] / 1e6, a[NR] / 1e6}'; }
ratios() { sort -n | awk '{a[NR] = $1} END {printf "%.2fx (%.2f-%.2f)", a[int((NR + 1) / 2)], a[1], a[NR]}'; }
# Peak resident memory of one run, KiB (GNU time).
peak() { /usr/bin/time -f %M "$@" 2>&1 > /dev/null | tail -1; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $runs pairs a game"
echo
echo "| game | values | period | grundy s (CPU, median (min-max)) | ogsolve rc2 s | grundy / ogsolve, paired | grundy bytes a value | ogsolve bytes a value |"
echo "|---|---|---|---|---|---|---|---|"
for game in "${games[@]}"; do
    # CODE: values until the certificate holds; CODE:L: L values.
    code=${game%%:*}
    if [ "$game" != "$code" ]; then
        len=${game#*:}
        ours=("$grundy" sequence octal "$code" --len "$len" --quiet --time 3600)
        pre= per=
        "${ours[@]}" > "$tmp/out"
    else
        ours=("$grundy" sequence octal "$code" --period --quiet --time 3600)
        "${ours[@]}" > "$tmp/out"
        line=$(grep '^period:' "$tmp/out")
        # "period: (pre-period, period) = (E, P): ... proven from the L values computed ..."
        pre=$(echo "$line" | sed -n 's/.*= (\([0-9]*\), \([0-9]*\)).*/\1/p')
        per=$(echo "$line" | sed -n 's/.*= (\([0-9]*\), \([0-9]*\)).*/\2/p')
        len=$(echo "$line" | sed -n 's/.*proven from the \([0-9]*\) values.*/\1/p')
        if [ -z "$len" ]; then
            echo "$code: no period proven: $line"
            exit 1
        fi
    fi
    theirs_cmd=("$og" "$code" -m rc2 -n $((len - 1)))
    a=() b=() r=()
    for _ in $(seq "$runs"); do
        ta=$(cpu "${ours[@]}")
        tb=$(cpu "${theirs_cmd[@]}")
        a+=("$ta") b+=("$tb")
        r+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.4f", x / y }')")
    done
    if [ -n "$pre" ]; then
        theirs=$(sed -n 's/ found period of length \([0-9]*\) and pre-period \([0-9]*\)/(\2, \1)/p' "$tmp/out")
        if [ "$theirs" != "($pre, $per)" ]; then
            echo "$code: ogsolve reports ${theirs:-no period} on $len values, grundy ($pre, $per)"
        fi
        period="($pre, $per)"
    else
        period="-"
    fi
    pa=$(peak "${ours[@]}")
    pb=$(peak "${theirs_cmd[@]}")
    printf '| %s | %s | %s | %s | %s | %s | %.1f | %.1f |\n' "$code" "$len" "$period" \
        "$(printf '%s\n' "${a[@]}" | stats)" "$(printf '%s\n' "${b[@]}" | stats)" \
        "$(printf '%s\n' "${r[@]}" | ratios)" "$(echo "$pa * 1024 / $len" | bc -l)" "$(echo "$pb * 1024 / $len" | bc -l)"
done

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
#    for), wall time of each whole process, best of RUNS runs, and the ratio.
#
# Usage: scripts/ogsolve-bench.sh [RUNS] [GAME...]
#   RUNS defaults to 3; GAMEs to 0.127 0.16 0.56 0.376 0.354.
#   OGSOLVE_BENCH_SKIP_VALUES=1 skips step 1.
# ogsolve is installed once with `cargo install --root ~/.cache/grundy/ogsolve`.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-3}
shift || true
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
    games=(0.127 0.16 0.56 0.376 0.354)
fi

root="$HOME/.cache/grundy/ogsolve"
og="$root/bin/ogsolve"
if [ ! -x "$og" ]; then
    echo "installing ogsolve 0.0.7 into $root" >&2
    cargo install ogsolve --version 0.0.7 --locked --root "$root" >&2
fi
cargo build --release --quiet --bin grundy --example octal_values -p grundy-tools -p grundy-benches
grundy=target/release/grundy
values=target/release/examples/octal_values

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Wall time of a command, in seconds, its stdout to $tmp/out.
wall() {
    local start end
    start=$(date +%s.%N)
    "$@" > "$tmp/out"
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

if [ -z "${OGSOLVE_BENCH_SKIP_VALUES:-}" ]; then
    for code in 0.6 0.16 0.56 0.354 4.7 0.1777; do
        "$values" "$code" 200000 > "$tmp/ours"
        "$og" "$code" -m rc2 -n 199999 -p | sed -n 's/^ nimbers: //p' | tr ' ' '\n' > "$tmp/theirs"
        if cmp -s "$tmp/ours" "$tmp/theirs"; then
            echo "values $code: the first 200,000 agree"
        else
            echo "values $code: DIFFER (first difference: $(cmp "$tmp/ours" "$tmp/theirs" | head -1))"
            exit 1
        fi
    done
fi

printf '%-7s %10s %12s %10s %10s %7s\n' game values period grundy_s ogsolve_s ratio
for code in "${games[@]}"; do
    best_ours=
    for _ in $(seq "$runs"); do
        t=$(wall "$grundy" sequence octal "$code" --period --quiet --time 3600)
        if [ -z "$best_ours" ] || [ "$(echo "$t < $best_ours" | bc -l)" = 1 ]; then best_ours=$t; fi
    done
    line=$(grep '^period:' "$tmp/out")
    # "period: (pre-period, period) = (E, P): ... proven from the L values computed ..."
    pre=$(echo "$line" | sed -n 's/.*= (\([0-9]*\), \([0-9]*\)).*/\1/p')
    per=$(echo "$line" | sed -n 's/.*= (\([0-9]*\), \([0-9]*\)).*/\2/p')
    len=$(echo "$line" | sed -n 's/.*proven from the \([0-9]*\) values.*/\1/p')
    if [ -z "$len" ]; then
        echo "$code: no period proven: $line"
        exit 1
    fi
    best_theirs=
    for _ in $(seq "$runs"); do
        t=$(wall "$og" "$code" -m rc2 -n $((len - 1)))
        if [ -z "$best_theirs" ] || [ "$(echo "$t < $best_theirs" | bc -l)" = 1 ]; then best_theirs=$t; fi
    done
    theirs=$(sed -n 's/ found period of length \([0-9]*\) and pre-period \([0-9]*\)/(\2, \1)/p' "$tmp/out")
    if [ "$theirs" != "($pre, $per)" ]; then
        echo "$code: ogsolve reports ${theirs:-no period} on $len values, grundy ($pre, $per)"
    fi
    printf '%-7s %10s %12s %10.3f %10.3f %7.3f\n' "$code" "$len" "($pre,$per)" "$best_ours" "$best_theirs" \
        "$(echo "$best_ours / $best_theirs" | bc -l)"
done

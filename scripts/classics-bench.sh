#!/usr/bin/env bash
# Whole-process timings of the issue-26 shapes (benches/examples/classics.rs):
# each library form paired with the loop a contestant writes by hand, run in
# turn RUNS times (A B A B ...) so both see the same load; prints, per pair,
# the median and min-max CPU seconds (user + sys, GNU time) of each and of
# the ratio A/B taken pair by pair, after the date and the load average.
# Then the single-form cases (the cost of counted winning moves and of
# segments at their largest inputs).
#
#   scripts/classics-bench.sh            # 7 runs each
#   RUNS=11 scripts/classics-bench.sh
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): one run of each, every size
# (the last argument) divided by 10, a time under GNU time's 10 ms counted
# as 10 ms (no ratio over 0), the same tables; no figure to keep.
#
# Needs GNU time at /usr/bin/time. Documentation only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-7}
LEAST=0
[ -n "${SMOKE:-}" ] && RUNS=1 LEAST=0.01
cargo build --release --quiet -p grundy-benches --example classics
BIN=target/release/examples/classics
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

cpu() { # prints user+sys seconds of one run of the command
    [ -n "${SMOKE:-}" ] && set -- "${@:1:$#-1}" $(( ${!#} / 10 ))
    /usr/bin/time -f "%U %S" -o "$TMP" "$@" >/dev/null
    awk -v least="$LEAST" '{ t = $1 + $2; printf "%.3f\n", t < least ? least : t }' "$TMP"
}

stats() { # median min max of the numbers on stdin
    sort -g | awk '{ v[NR] = $1 } END { printf "%.3f (%.3f-%.3f)", v[int((NR + 1) / 2)], v[1], v[NR] }'
}

pair() { # name, A command, B command
    local name=$1 a=$2 b=$3 ta tb
    local as=() bs=() rs=()
    for _ in $(seq "$RUNS"); do
        ta=$(cpu $a)
        tb=$(cpu $b)
        as+=("$ta")
        bs+=("$tb")
        rs+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.4f", x / y }')")
    done
    printf '| %s | %s | %s | %s |\n' "$name" \
        "$(printf '%s\n' "${as[@]}" | stats)" \
        "$(printf '%s\n' "${bs[@]}" | stats)" \
        "$(printf '%s\n' "${rs[@]}" | stats)"
}

single() { # name, command
    local name=$1 a=$2 ts=()
    for _ in $(seq "$RUNS"); do
        ts+=("$(cpu $a)")
    done
    printf '| %s | %s |\n' "$name" "$(printf '%s\n' "${ts[@]}" | stats)"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS pairs a form"
echo
echo "| pair (A vs B) | A s | B s | A/B paired |"
echo "|---|---|---|---|"
pair "splits 2*10^5: heap_table_by_values + floor_blocks (for_each) vs hand" \
    "$BIN splits lib 200000" "$BIN splits hand 200000"
pair "splits 2*10^5: heap_table_by_values + floor_blocks (for loop) vs hand" \
    "$BIN splits for 200000" "$BIN splits hand 200000"
pair "splits 2*10^5: heap_table_by_values, block walk inline, vs hand" \
    "$BIN splits inline 200000" "$BIN splits hand 200000"
pair "capacity 10^7 boxes, s <= 10^9, f = c^2: capacity_value vs hand sqrt" \
    "$BIN capacity lib 10000000" "$BIN capacity hand 10000000"
pair "Every-SG 2*10^7: EverySg::dense + fill_suspense vs hand" \
    "$BIN everysg fill 20000000" "$BIN everysg hand 20000000"
pair "Every-SG 2*10^7: EverySg::dense + suspense (search) vs hand" \
    "$BIN everysg search 20000000" "$BIN everysg hand 20000000"
pair "Every-SG 2*10^7: EverySg::new (hash, search) vs hand" \
    "$BIN everysg hash 20000000" "$BIN everysg hand 20000000"
echo
echo "| case | s |"
echo "|---|---|"
single "winning_moves_counted, 10^5 distinct pairs, counts ~10^18" "$BIN counted lib 100000"
single "winning_moves_counted, 10^6 distinct pairs, counts ~10^18" "$BIN counted lib 1000000"
single "Segments: Node Kayles proven + 10^18, and a 2-symbol table to 2000" "$BIN segments lib 2000"

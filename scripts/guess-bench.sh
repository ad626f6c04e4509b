#!/usr/bin/env bash
# The benchmark of `grundy ... --guess` (docs/benchmarks.md, "Guessing closed
# forms"): known Grundy sequences and tables from the textbooks and this
# crate's solved games, each run as one whole process with --budget 5
# (seconds), one after the other. Prints the date and the load average,
# then one Markdown row per case: the game, the command's options, the
# formula found (or "none"), whether it is proven, and the wall time (the
# median of RUNS runs, with min-max).
#
#   scripts/guess-bench.sh            # 3 runs a case
#   RUNS=1 scripts/guess-bench.sh
#   ONLY=Turtles scripts/guess-bench.sh   # the rows whose game contains this
#
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): every case once with a
# budget of 0.2 s, the same table; no figure to keep.
#
# Documentation and tooling only: CI runs it in smoke mode.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BUDGET=${BUDGET:-5}
[ -n "${SMOKE:-}" ] && RUNS=1 BUDGET=0.2
ONLY=${ONLY:-}
cargo build --release --quiet --bin grundy
BIN=target/release/grundy

# name | arguments (without --guess / --guess-lost, which the row's kind adds;
# a heap rule or a table rule's RULE is one argument) | kind
CASES=$(cat <<'LIST'
Nim|sequence heap 0..n|guess
Bash game, take 1-3|sequence subtraction 1..4|guess
Bash game, take 1-5|sequence subtraction 1..6|guess
subtraction {1}|sequence subtraction 1|guess
subtraction {1, 3} (odd moves)|sequence subtraction 1,3|guess
subtraction {2, 3}|sequence subtraction 2,3|guess
subtraction {1, 4}|sequence subtraction 1,4|guess
subtraction {1, 3, 4}|sequence subtraction 1,3,4|guess
subtraction {2, 5, 6}|sequence subtraction 2,5,6|guess
subtraction {3..7}, lost|sequence subtraction 3..8|guess-lost
subtraction {1, 2, 4, 8, ...}|sequence heap for k in 0..bitlen(n): n - (1 << k)|guess
take an even number, not all|sequence heap for k in 1..n: n - 2*k if 2*k < n|guess
take a divisor|sequence heap for k in 1..n: n - k if n % k == 0|guess
halve or take one|sequence heap n - 1; n/2 if n % 2 == 0|guess
Lasker's Nim|sequence heap 0..n; for a in 1..n/2+1: a, n-a|guess
Kayles (0.77)|sequence octal 0.77|guess
Dawson's Kayles (0.07)|sequence octal 0.07|guess
Dawson's Chess (0.137)|sequence octal 0.137|guess
octal 0.6|sequence octal 0.6|guess
Kayles, lost|sequence octal 0.77|guess-lost
Dawson's Kayles, lost|sequence octal 0.07|guess-lost
Mock Turtles (turn 1 to 3 coins, from coin 0)|sequence heap --coins (); 0..n; for a in 0..n: for b in a+1..n: a, b|guess
Ruler (turn a run of coins, from coin 0)|sequence heap --coins for j in 0..n+1: all n-j..n|guess
Fibonacci subtraction game|sequence fibonacci|guess
Fibonacci subtraction game, lost|sequence fibonacci|guess-lost
take a square, lost (no formula known)|sequence heap for k in 1..sqrt(n)+1: n - k*k|guess-lost
Grundy's game (no formula known)|sequence heap for a in 1..(n+1)/2: a, n-a|guess
rook (BOJ 16880)|table rook 24|guess
bishop (BOJ 16880)|table bishop 24|guess
king (BOJ 16880)|table king 24|guess
king, lost|table king 24|guess-lost
knight (BOJ 16880)|table knight 24|guess
knight, lost|table knight 24|guess-lost
palace (BOJ 16880)|table palace 24|guess
palace, lost|table palace 24|guess-lost
Wythoff's lost pairs (queen)|table queen 24|guess-lost
sum of take-1 and take-1-or-2|table custom 24 --leap 1,0 --leap 0,1 --leap 0,2|guess
E&D (eat a pile, split the other)|table rule 32 for a in 1..y: (a, y - a) if x > 0; for a in 1..x: (a, x - a) if y > 0|guess
cutting a chocolate bar in two|table rule 24 for a in 1..x: (a, y), (x - a, y); for b in 1..y: (x, b), (x, y - b)|guess
Fibonacci Nim (x stones, take at most y), lost|table rule 34 for t in 1..min(x, y)+1: (x - t, min(2*t, x - t))|guess-lost
LIST
)

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $RUNS runs a case, budget $BUDGET s"
echo
echo "| game | command | found (the first formula reported) | a proven formula reported | time (s), median (min-max) of $RUNS |"
echo "|---|---|---|---|---|"
while IFS='|' read -r name args kind; do
    [[ -n $ONLY && $name != *"$ONLY"* ]] && continue
    times=()
    line=""
    for _ in $(seq "$RUNS"); do
        start=$(date +%s.%N)
        # Word splitting of $args is wanted, except inside a heap rule.
        if [[ $args == "sequence heap --coins "* ]]; then
            out=$("$BIN" sequence heap --coins "${args#sequence heap --coins }" -q --"$kind" --budget "$BUDGET" || true)
        elif [[ $args == "sequence heap "* ]]; then
            out=$("$BIN" sequence heap "${args#sequence heap }" -q --"$kind" --budget "$BUDGET" || true)
        elif [[ $args == "table rule "* ]]; then
            rest=${args#table rule }
            out=$("$BIN" table rule "${rest%% *}" "${rest#* }" -q --"$kind" --budget "$BUDGET" || true)
        else
            # shellcheck disable=SC2086
            out=$("$BIN" $args -q --"$kind" --budget "$BUDGET" || true)
        fi
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
        line=$(printf '%s\n' "$out" | grep -m1 "^$kind: " || true)
        proof=$(printf '%s\n' "$out" | grep -c "^  proven" || true)
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -g)
    median=$(printf '%s\n' "$sorted" | sed -n "$(( (RUNS + 1) / 2 ))p")
    min=$(printf '%s\n' "$sorted" | head -1)
    max=$(printf '%s\n' "$sorted" | tail -1)
    if [[ $line == *"no formula"* || -z $line ]]; then
        found="none"
    else
        found=$(printf '%s' "$line" | sed -e "s/^$kind: \`\(.*\)\` (size \([0-9]*\).*/\`\1\` (size \2)/")
        # Long lookups: the size only.
        if (( ${#found} > 90 )); then
            found="$(printf '%s' "$line" | grep -o '(size [0-9]*, [^,]*' | sed 's/^(//')"
        fi
    fi
    proven=$([[ $proof -gt 0 ]] && echo yes || echo no)
    printf '| %s | `%s --%s` | %s | %s | %.2f (%.2f-%.2f) |\n' \
        "$name" "$args" "$kind" "${found//|/\\|}" "$proven" "$median" "$min" "$max"
done <<< "$CASES"

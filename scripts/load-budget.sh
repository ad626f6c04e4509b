#!/usr/bin/env bash
# The explorer's budgets count CPU time (issue 41 item 3): one budgeted
# command, `grundy sequence octal 0.6 --len 500000 --time 3 --raw` (about
# 1.7 s of CPU), run alone and then sharing its core with BUSY busy loops
# (everything pinned to core 0 by taskset: a load of BUSY + 1 on that core,
# so the command gets about 1 / (BUSY + 1) of it). Prints, per run, the exit
# status (0: done; 3: the budget ran out first), its CPU and wall seconds,
# the values printed and whether they are the same as the lone run's. With a
# wall-clock budget the loaded run stopped after 3 s of waiting and a
# fraction of the values.
#
#   scripts/load-budget.sh             # BUSY=10
#
# Needs taskset (util-linux) and GNU time.
# SMOKE=1 (what CI runs, tools/explorer/tests/docs.rs): BUSY=2 and 100,000
# values, the same steps and table; no figure to keep.
set -euo pipefail
cd "$(dirname "$0")/.."
BUSY=${BUSY:-10}
len=500000
if [ -n "${SMOKE:-}" ]; then
    BUSY=2
    len=100000
fi
DIR=target/load-budget
mkdir -p "$DIR"
cargo build --release --quiet -p grundy-explorer --bin grundy
cmd=(target/release/grundy sequence octal 0.6 --len "$len" --time 3 --raw)

# One run beside $1 busy loops on core 0: "exit cpu wall values".
run() {
    local pids=() code=0
    for _ in $(seq "$1"); do
        taskset -c 0 sh -c 'while :; do :; done' &
        pids+=($!)
    done
    /usr/bin/time -f '%U %S %e' -o "$DIR/time.txt" \
        taskset -c 0 "${cmd[@]}" > "$DIR/out-$1.txt" 2> /dev/null || code=$?
    for p in "${pids[@]}"; do
        kill "$p"
        wait "$p" 2> /dev/null || true
    done
    awk -v c="$code" -v v="$(wc -l < "$DIR/out-$1.txt")" \
        '{ printf "%s %.2f %.2f %d\n", c, $1 + $2, $3, v }' "$DIR/time.txt"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo
echo "| busy loops on its core | exit | CPU s | wall s | values printed | same as alone |"
echo "|---|---|---|---|---|---|"
for busy in 0 "$BUSY"; do
    read -r code cpu wall values < <(run "$busy")
    same=yes
    cmp -s "$DIR/out-0.txt" "$DIR/out-$busy.txt" || same=no
    echo "| $busy | $code | $cpu | $wall | $values | $same |"
done

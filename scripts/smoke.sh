# Sourced by the benchmark scripts under SMOKE=1 (the smoke runs CI makes,
# tools/explorer/tests/docs.rs): on a machine without perf, says so in one line and
# stands in for `perf stat -x, -e task-clock -o FILE COMMAND...` with the
# wall time of COMMAND, written as perf's CSV line, so the rest of the
# script runs as it does with perf. Nothing else. (SMOKE_NO_PERF=1 takes
# this path on a machine with perf, to try it.)
if [ -n "${SMOKE_NO_PERF:-}" ] || ! command -v perf > /dev/null; then
    echo "smoke: no perf here; the timings below are wall times" >&2
    perf() {
        local out=
        while [ $# -gt 0 ] && [ "$1" != -o ]; do shift; done
        out=$2
        shift 2
        local start end
        start=$(date +%s%N)
        "$@"
        end=$(date +%s%N)
        awk -v ns=$((end - start)) 'BEGIN { printf "%.3f,msec,task-clock,,,,\n", ns / 1e6 }' > "$out"
    }
fi

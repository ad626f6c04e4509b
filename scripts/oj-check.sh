#!/usr/bin/env bash
# Runs online-judge-tools (`oj t`, a third-party judge client) on every
# binary's stored cases, as a user would:
#
#   oj t -c <exe> -d testdata/<bin>
#
# for two executables per binary: the cargo-built one (target/debug/<bin>)
# and its single-file bundle compiled with plain rustc (the old rustc 1.63 in
# GRUNDY_OLD_RUSTC when set, as edition 2015, the strictest; else today's
# rustc as edition 2021). oj reads the answered cases (`<name>.in` +
# `<name>.out`) and passes over the `bad/` folder; each run must exit 0 and
# report exactly as many passed cases as there are `.in` files, so a run that
# tests nothing fails.
#
# The bundle is compiled through scripts/cached-rustc.sh: the same bundle
# text, compiler and arguments as a compile before (tools/bundle/tests/
# bundle.rs compiles every binary's bundle with the old rustc as edition
# 2015 too, as `<bin>.rs`) reuse that executable instead of compiling again.
#
# online-judge-tools is installed from PyPI into a virtualenv, reused when
# present: ${GRUNDY_OJ_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/grundy/oj-venv}.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${GRUNDY_OJ_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/grundy/oj-venv}"
oj="$venv/bin/oj"
if ! "$oj" --version >/dev/null 2>&1; then
    echo "oj-check: installing online-judge-tools into $venv" >&2
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet online-judge-tools
fi
# The pages' `oj d URL -d testdata/<bin>` needs the judge's website, which
# CI cannot reach: check at least that this oj's download takes `-d` and
# knows AtCoder.
if ! "$oj" d --help | grep -q -- '-d DIRECTORY, --directory' ||
    ! "$oj" d --help | grep -q '^  AtCoder$'; then
    echo "oj-check: this oj's \`oj d --help\` lists no -d DIRECTORY or no AtCoder" >&2
    exit 1
fi

if [ -n "${GRUNDY_OLD_RUSTC:-}" ]; then
    rustc=("$GRUNDY_OLD_RUSTC" --edition 2015)
else
    rustc=("${RUSTC:-rustc}" --edition 2021)
fi
cargo build --quiet --bins
work=target/oj-check
rm -rf "$work"
mkdir -p "$work"

failures=0
checked=0
for dir in testdata/*/; do
    bin="$(basename "$dir")"
    want="$(find "$dir" -maxdepth 1 -name '*.in' | wc -l)"
    target/debug/bundle "$bin" >"$work/$bin.rs"
    scripts/cached-rustc.sh "${rustc[@]}" -O -o "$work/$bin-bundle" "$work/$bin.rs"
    for exe in "target/debug/$bin" "$work/$bin-bundle"; do
        if log="$("$oj" t -c "$exe" -d "$dir" 2>&1)" &&
            grep -q "test success: $want cases" <<<"$log"; then
            checked=$((checked + want))
        else
            echo "$log" | tail -n 30
            echo "oj-check: FAILED: oj t -c $exe -d $dir (want $want cases passed)" >&2
            failures=$((failures + 1))
        fi
    done
done
if [ "$failures" -ne 0 ]; then
    echo "oj-check: $failures failed runs" >&2
    exit 1
fi
echo "oj-check: oj t passed $checked cases ($(ls -d testdata/*/ | wc -l) binaries, each as built by cargo and as a bundle built by ${rustc[*]})"

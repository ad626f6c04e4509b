#!/usr/bin/env bash
# rustc with a cache of its executables, for CI's bundle sweeps
# (tools/bundle/tests/bundle.rs) and scripts/oj-check.sh, which compile the
# same bundles with the same compiler:
#
#   scripts/cached-rustc.sh RUSTC [ARGS...] -o EXE SOURCE.rs
#
# compiles as `RUSTC ARGS... -o EXE SOURCE.rs` would (SOURCE last, one
# `-o EXE`), prints what rustc printed on stderr and exits with its status.
# A successful compile is kept under its key; a later call whose key is
# byte-for-byte the same gets that executable (hard-linked to EXE) and the
# stderr the compile printed, without compiling. The key is the whole input:
#   - the compiler: the command as given, the file it resolves to (its path
#     and SHA-256: the rustup proxy, or scripts/old-rustc.sh's wrapper, which
#     names the real compiler and sysroot), and its `-vV` output;
#   - every argument but `-o EXE`, in order;
#   - SOURCE's file name and its every byte.
# The file's directory is not in it: the source is compiled as a copy under
# its own name in a folder of the cache (so `file!()` and panic messages say
# `p16880.rs`, not the caller's folder). Failed compiles are not kept.
#
# The cache is ${GRUNDY_COMPILE_CACHE:-${CARGO_TARGET_DIR:-target}/compile-cache}
# (relative to the repository root): one folder an entry, named by the
# SHA-256 of the key, holding `key` (compared in full, so a hash collision
# cannot give a wrong hit), `exe` and `stderr`. Each use touches the folder;
# .ci/run deletes the ones its run did not use. GRUNDY_COMPILE_CACHE=off
# compiles every time (the plain rustc command).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if [ $# -lt 4 ]; then
    echo "cached-rustc.sh: usage: cached-rustc.sh RUSTC [ARGS...] -o EXE SOURCE.rs" >&2
    exit 2
fi
rustc=$1
shift
if [ "${GRUNDY_COMPILE_CACHE:-}" = off ]; then
    exec "$rustc" "$@"
fi
source_file=${!#}
out=
args=()
while [ $# -gt 1 ]; do
    if [ "$1" = -o ]; then
        [ $# -gt 2 ] && [ -z "$out" ] || {
            echo "cached-rustc.sh: one -o EXE before the source file" >&2
            exit 2
        }
        out=$2
        shift 2
    else
        args+=("$1")
        shift
    fi
done
if [ -z "$out" ] || [ ! -f "$source_file" ]; then
    echo "cached-rustc.sh: need -o EXE and an existing SOURCE.rs last (got -o '$out', source '$source_file')" >&2
    exit 2
fi
resolved=$(command -v -- "$rustc") || {
    echo "cached-rustc.sh: no compiler $rustc" >&2
    exit 2
}
case "$resolved" in
    /*) ;;
    *) resolved="$PWD/$resolved" ;;
esac
cache="${GRUNDY_COMPILE_CACHE:-${CARGO_TARGET_DIR:-$root/target}/compile-cache}"
case "$cache" in
    /*) ;;
    *) cache="$root/$cache" ;;
esac
mkdir -p "$cache"
name=$(basename -- "$source_file")

work=$(mktemp -d "$cache/.new-XXXXXXXX")
trap 'rm -rf "$work"' EXIT
{
    echo "cached-rustc.sh key v1"
    echo "compiler: $rustc"
    echo "resolved: $resolved"
    echo "compiler sha256: $(sha256sum < "$resolved" | cut -d' ' -f1)"
    "$rustc" -vV
    for a in "${args[@]}"; do
        printf 'arg: %s\n' "$a"
    done
    echo "source name: $name"
    echo "source bytes: $(wc -c < "$source_file")"
    cat -- "$source_file"
} > "$work/key"
hash=$(sha256sum < "$work/key" | cut -d' ' -f1)
entry="$cache/$hash"

link_out() {
    rm -f -- "$out"
    ln -- "$1/exe" "$out" 2>/dev/null || cp -- "$1/exe" "$out"
}

if [ -f "$entry/exe" ] && [ -f "$entry/stderr" ] && cmp -s "$work/key" "$entry/key"; then
    touch "$entry"
    link_out "$entry"
    cat "$entry/stderr" >&2
    exit 0
fi

cp -- "$source_file" "$work/$name"
status=0
(cd "$work" && "$rustc" "${args[@]}" -o exe "$name") 2> "$work/stderr" || status=$?
cat "$work/stderr" >&2
if [ "$status" -ne 0 ]; then
    exit "$status"
fi
rm -f -- "$work/$name"
# Keep it (another process may have kept the same key meanwhile: then ours
# goes, the result is the same).
if [ -e "$entry" ] && ! cmp -s "$work/key" "$entry/key"; then
    rm -rf -- "$entry"
fi
if [ ! -e "$entry" ] && mv -T -- "$work" "$entry" 2>/dev/null; then
    trap - EXIT
    touch "$entry"
    link_out "$entry"
else
    link_out "$work"
fi

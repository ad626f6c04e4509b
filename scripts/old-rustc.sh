#!/usr/bin/env bash
# Fetches Debian bookworm's rustc 1.63 (the packages `rustc`,
# `libstd-rust-dev`, `libstd-rust-1.63` and `libllvm14`) with
# `apt-get download`, unpacks them with `dpkg -x` into a cache folder (never
# installed over the rustup toolchain), writes a wrapper that runs that rustc
# with its own sysroot and libraries, checks that it compiles a program, and
# prints the wrapper's path on stdout (the only thing it prints there).
#
#   export GRUNDY_OLD_RUSTC="$(scripts/old-rustc.sh)"
#   "$GRUNDY_OLD_RUSTC" --edition 2015 -O Main.rs
#
# The folder is ${GRUNDY_OLD_RUSTC_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/grundy/rustc-1.63};
# a second run finds the wrapper there and only re-checks it. When a download
# fails, it runs `apt-get update` once and tries again. Exit status non-zero
# (with the reason on stderr) when the compiler cannot be had.
set -euo pipefail

dir="${GRUNDY_OLD_RUSTC_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/grundy/rustc-1.63}"
wrapper="$dir/rustc"
packages=(rustc=1.63.0+dfsg1-2 libstd-rust-dev=1.63.0+dfsg1-2 libstd-rust-1.63=1.63.0+dfsg1-2 libllvm14)

works() {
    local probe
    probe="$(mktemp -d)"
    printf 'fn main() { println!("ok"); }\n' >"$probe/probe.rs"
    "$wrapper" --edition 2021 -o "$probe/probe" "$probe/probe.rs" >/dev/null 2>&1 &&
        [ "$("$probe/probe")" = ok ] &&
        "$wrapper" -V | grep -q '^rustc 1\.63\.'
    local status=$?
    rm -rf "$probe"
    return $status
}

if [ -x "$wrapper" ] && works; then
    echo "$wrapper"
    exit 0
fi

for tool in apt-get dpkg; do
    if ! command -v "$tool" >/dev/null; then
        echo "old-rustc.sh: no $tool here (Debian or Ubuntu needed to fetch rustc 1.63)" >&2
        exit 1
    fi
done

rm -rf "$dir"
mkdir -p "$dir/debs" "$dir/root"
cd "$dir/debs"
if ! apt-get download "${packages[@]}" >&2; then
    echo "old-rustc.sh: apt-get download failed; running apt-get update and trying again" >&2
    if [ "$(id -u)" = 0 ]; then apt-get update >&2; else sudo apt-get update >&2; fi
    apt-get download "${packages[@]}" >&2
fi
for deb in ./*.deb; do
    dpkg -x "$deb" "$dir/root"
done
cd "$dir"
rm -rf "$dir/debs"

root="$dir/root"
real="$root/usr/bin/rustc"
[ -x "$real" ] || { echo "old-rustc.sh: no usr/bin/rustc in the packages" >&2; exit 1; }
# libLLVM and librustc_driver sit in usr/lib/x86_64-linux-gnu (or another
# multiarch folder) and usr/lib; the standard library under usr/lib/rustlib.
libs="$(find "$root/usr/lib" -maxdepth 2 -type d | tr '\n' ':')"
cat >"$wrapper" <<EOF
#!/bin/sh
# Debian bookworm's rustc 1.63, unpacked by scripts/old-rustc.sh.
LD_LIBRARY_PATH="$libs\${LD_LIBRARY_PATH:-}" exec "$real" --sysroot "$root/usr" "\$@"
EOF
chmod +x "$wrapper"
if ! works; then
    echo "old-rustc.sh: the unpacked rustc 1.63 does not compile a test program:" >&2
    "$wrapper" -V >&2 || true
    exit 1
fi
echo "$wrapper"

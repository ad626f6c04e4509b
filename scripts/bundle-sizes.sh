#!/usr/bin/env bash
# The size of every bundle, before and after: one Markdown row for each
# binary of src/bin, for the first doc example of each library file (a
# solution that uses that module) and for two small solutions (the input
# helpers only; the memo), in bytes, as bundled by the bundler of git
# revision $BASE (default 4885889, the bundler before issue 28's pruning,
# bundling that revision's library) and by this tree's, plain and with
# --minify. Then the median and the largest of each column.
#
#   scripts/bundle-sizes.sh                 # docs/judges.md's table
#   BASE=main scripts/bundle-sizes.sh       # against another revision
#
# A cell is `-` where that bundler refuses the program (a doc example of a
# module the old library does not have). $BASE's bundler checks nothing, so
# a size in its column may be that of a file that does not compile (the
# `games::pieces` example at 4885889). Sizes do not depend on the machine.
# Documentation only (tools/bundle/tests/bundle.rs checks the limits). SMOKE=1
# (what CI runs, tools/explorer/tests/docs.rs): the first two binaries and the first
# doc example only (each bundle is compiled once to be checked), the same
# steps and table.
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:-4885889}
BINS=-0 # all of them (GNU head)
[ -n "${SMOKE:-}" ] && BINS=2
WORK=target/bundle-sizes
rm -rf "$WORK"
mkdir -p "$WORK/base"
# The programs live outside any Cargo project, so that each bundler bundles
# them with its own revision's library.
PROGRAMS=$(mktemp -d)
trap 'rm -rf "$PROGRAMS"' EXIT

# The two bundlers: this tree's, and $BASE's built from a copy of its tree.
# The release build of the other scripts (scripts/measure.sh builds every
# binary), not `-p grundy-bundle`: alone, that package resolves syn's and
# serde's features differently from the workspace and builds a second
# bundler; and not target/debug's, which the tests run (CI runs this script
# beside them: a rebuild there would replace the file under them). The
# sizes do not depend on the profile.
cargo build --release --quiet --bin bundle
NEW=target/release/bundle
git archive "$BASE" | tar -x -C "$WORK/base"
# The bundler's package: grundy-bundle since the tools were split, grundy-tools before.
base_package=grundy-tools
[ -f "$WORK/base/tools/bundle/Cargo.toml" ] && base_package=grundy-bundle
(cd "$WORK/base" && CARGO_TARGET_DIR=../../bundle-sizes-base cargo build --quiet -p "$base_package" --bin bundle)
OLD=target/bundle-sizes-base/debug/bundle

# The programs outside src/bin: the first doc example (```, run by rustdoc)
# of each library file, with a `fn main` around it, and two small solutions.
for file in $(find src -name '*.rs' -not -path 'src/bin/*' | sort); do
    name=$(echo "${file#src/}" | sed 's/\.rs$//; s#/mod$##; s#/#::#g')
    awk '
        /^[ \t]*\/\/[\/!]/ {
            line = $0
            sub(/^[ \t]*\/\/[\/!] ?/, "", line)
            if (line ~ /^```/) {
                if (inside) { done = 1; exit }
                info = substr(line, 4)
                if (info == "" || info == "rust") { inside = 1 }
                next
            }
            if (inside) {
                if (line == "#") { line = "" } else { sub(/^# /, "", line) }
                body[++n] = line
                if (line ~ /fn main/) { has_main = 1 }
            }
            next
        }
        inside { exit }
        END {
            if (!done) exit
            if (!has_main) print "fn main() {"
            for (k = 1; k <= n; k++) print body[k]
            if (!has_main) print "}"
        }
    ' "$file" > "$PROGRAMS/$name.rs"
    [ -s "$PROGRAMS/$name.rs" ] || rm -f "$PROGRAMS/$name.rs"
done
if [ -n "${SMOKE:-}" ]; then
    find "$PROGRAMS" -name '*.rs' | sort | tail -n +2 | xargs -r -d '\n' rm -f
fi
cat > "$PROGRAMS/(input helpers only).rs" <<'RS'
use proconio::input;

fn main() {
    input! { n: usize, a: [u64; n] }
    println!("{}", a.iter().sum::<u64>());
}
RS
cat > "$PROGRAMS/(memo).rs" <<'RS'
use grundy::game::{game_fn, Grundy};
use proconio::input;

fn main() {
    input! { n: u32 }
    // Take 1 or 3 stones from a heap.
    let take = game_fn(|&h: &u32| [1, 3].iter().filter(|&&k| k <= h).map(|&k| vec![h - k]).collect());
    let mut g = Grundy::new(take);
    println!("{}", g.value(&n));
}
RS

# The size of a bundle, or `-` when the bundler refuses the program. Without
# GRUNDY_OLD_RUSTC: the sizes do not depend on it (today's bundler checks
# with today's rustc instead; $BASE's checks nothing).
size() {
    if env -u GRUNDY_OLD_RUSTC "$@" > "$PROGRAMS/.bundle" 2>/dev/null; then
        wc -c < "$PROGRAMS/.bundle"
    else
        echo -
    fi
}

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }

echo "| program | before ($BASE) | after | after, --minify |"
echo "| --- | ---: | ---: | ---: |"
: > "$WORK/bins.tsv"
: > "$WORK/all.tsv"
for bin in $(ls src/bin | sed 's/\.rs$//' | sort | head -n "$BINS"); do
    b=$(size "$OLD" "$bin"); a=$(size "$NEW" "$bin"); m=$(size "$NEW" "$bin" --minify)
    echo "| $bin | $b | $a | $m |"
    printf '%s\t%s\t%s\n' "$b" "$a" "$m" >> "$WORK/bins.tsv"
    printf '%s\t%s\t%s\n' "$b" "$a" "$m" >> "$WORK/all.tsv"
done
for program in "$PROGRAMS"/*.rs; do
    name=$(basename "$program" .rs)
    b=$(size "$OLD" --file "$program"); a=$(size "$NEW" --file "$program"); m=$(size "$NEW" --file "$program" --minify)
    echo "| \`$name\` | $b | $a | $m |"
    printf '%s\t%s\t%s\n' "$b" "$a" "$m" >> "$WORK/all.tsv"
done
col() { cut -f"$1" "$2" | grep -v '^-$'; }
echo "| **median over the binaries** | $(col 1 "$WORK/bins.tsv" | median) | $(col 2 "$WORK/bins.tsv" | median) | $(col 3 "$WORK/bins.tsv" | median) |"
echo "| **largest of all** | $(col 1 "$WORK/all.tsv" | sort -n | tail -1) | $(col 2 "$WORK/all.tsv" | sort -n | tail -1) | $(col 3 "$WORK/all.tsv" | sort -n | tail -1) |"

//! The wall-making game (BOJ 11717) on 20 x 20 boards, empty and sparsely
//! marked: the library's rectangle DP, whose mex is one reused `MexSet`, vs
//! the same DP with the published solutions' mex (one `seen` array of option
//! values, cleared again after each rectangle), and with a `HashSet` of
//! option values allocated per rectangle.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::games::rectangle::wall_grundy;
use std::collections::HashSet;
use std::hint::black_box;

/// The board of a generated p11717 input: `true` for a marked cell.
fn parse(text: &str) -> Vec<Vec<bool>> {
    text.lines()
        .skip(1)
        .map(|row| row.chars().map(|c| c == 'X').collect())
        .collect()
}

/// The same bottom-up DP over sub-rectangles, with a new `HashSet` per
/// rectangle and the mex found by counting up.
fn wall_grundy_hashset(marked: &[Vec<bool>]) -> u64 {
    let h = marked.len();
    let w = marked[0].len();
    let idx = |r1: usize, r2: usize, c1: usize, c2: usize| {
        ((r1 * (h + 1) + r2) * (w + 1) + c1) * (w + 1) + c2
    };
    let mut g = vec![0u32; (h + 1) * (h + 1) * (w + 1) * (w + 1)];
    for r1 in (0..h).rev() {
        for r2 in r1 + 1..=h {
            for c1 in 0..w {
                for c2 in c1 + 1..=w {
                    let mut options = HashSet::new();
                    for r in r1..r2 {
                        for c in c1..c2 {
                            if !marked[r][c] {
                                options.insert(
                                    g[idx(r1, r, c1, c)]
                                        ^ g[idx(r1, r, c + 1, c2)]
                                        ^ g[idx(r + 1, r2, c1, c)]
                                        ^ g[idx(r + 1, r2, c + 1, c2)],
                                );
                            }
                        }
                    }
                    g[idx(r1, r2, c1, c2)] = (0..).find(|v| !options.contains(v)).unwrap();
                }
            }
        }
    }
    u64::from(g[idx(0, h, 0, w)])
}

/// The same DP with one `seen` array reused by every rectangle: its options
/// marked, the mex counted up, the marks cleared (as published solutions do).
fn wall_grundy_reset_array(marked: &[Vec<bool>]) -> u64 {
    let h = marked.len();
    let w = marked[0].len();
    let idx = |r1: usize, r2: usize, c1: usize, c2: usize| {
        ((r1 * (h + 1) + r2) * (w + 1) + c1) * (w + 1) + c2
    };
    let mut g = vec![0u32; (h + 1) * (h + 1) * (w + 1) * (w + 1)];
    // At most h * w options, so every value is at most h * w; XORs of such
    // values stay below the next power of two.
    let mut seen = vec![false; 2 * (h * w + 1).next_power_of_two()];
    let mut options = Vec::new();
    for r1 in (0..h).rev() {
        for r2 in r1 + 1..=h {
            for c1 in 0..w {
                for c2 in c1 + 1..=w {
                    options.clear();
                    for r in r1..r2 {
                        for c in c1..c2 {
                            if !marked[r][c] {
                                let v = g[idx(r1, r, c1, c)]
                                    ^ g[idx(r1, r, c + 1, c2)]
                                    ^ g[idx(r + 1, r2, c1, c)]
                                    ^ g[idx(r + 1, r2, c + 1, c2)];
                                seen[v as usize] = true;
                                options.push(v);
                            }
                        }
                    }
                    let mut mex = 0;
                    while seen[mex] {
                        mex += 1;
                    }
                    g[idx(r1, r2, c1, c2)] = mex as u32;
                    for &v in &options {
                        seen[v as usize] = false;
                    }
                }
            }
        }
    }
    u64::from(g[idx(0, h, 0, w)])
}

fn rectangle(c: &mut Criterion) {
    let mut group = c.benchmark_group("wall-20x20");
    for name in ["p11717", "p11717-sparse"] {
        let board = parse(&inputs::generate(name, inputs::DEFAULT_SEED).unwrap());
        assert_eq!((board.len(), board[0].len()), (20, 20));
        assert_eq!(wall_grundy(&board), wall_grundy_hashset(&board), "{name}");
        assert_eq!(
            wall_grundy(&board),
            wall_grundy_reset_array(&board),
            "{name}"
        );
        let what = if name == "p11717" { "empty" } else { "sparse" };
        group.bench_function(format!("{what}/mexset"), |b| {
            b.iter(|| wall_grundy(black_box(&board)))
        });
        group.bench_function(format!("{what}/reset-array"), |b| {
            b.iter(|| wall_grundy_reset_array(black_box(&board)))
        });
        group.bench_function(format!("{what}/hashset"), |b| {
            b.iter(|| wall_grundy_hashset(black_box(&board)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = rectangle
}
criterion_main!(benches);

//! The Fibonacci subtraction table (BOJ 16877), each against what it replaces:
//!
//! - `mex`: the library's block table of one-hot masks (`fibonacci_table`,
//!   what `p16877` uses) vs the position-by-position `u64`-bitmask mex (the
//!   library's general `subtraction_table`, what `p16877` used before), vs the
//!   published solutions' way (a small `seen` array of option values, reset
//!   after each position), vs a `HashSet` allocated per position, all
//!   building the table to the same size;
//! - `extent`: the whole solve on `p16877-small` (10^5 piles, largest 1000)
//!   with the table built to the input's largest pile vs to 3*10^6 regardless.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::subtraction::{fibonacci_masks, fibonacci_moves, fibonacci_table, subtraction_table};
use std::collections::HashSet;
use std::hint::black_box;

/// The table by the definition, with a new `HashSet` of option values per
/// position and the mex found by counting up.
fn fibonacci_table_hashset(max_pile: usize) -> Vec<u8> {
    let moves = fibonacci_moves(max_pile);
    let mut g = vec![0u8; max_pile + 1];
    for n in 1..=max_pile {
        let options: HashSet<u8> = moves
            .iter()
            .take_while(|&&s| s <= n)
            .map(|&s| g[n - s])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g
}

/// The table as published solutions build it: the option values marked in a
/// small array, the mex found by counting up, the marks cleared again.
fn fibonacci_table_reset_array(max_pile: usize) -> Vec<u8> {
    let moves = fibonacci_moves(max_pile);
    let mut g = vec![0u8; max_pile + 1];
    let mut seen = [false; 64];
    for n in 1..=max_pile {
        for &s in moves.iter().take_while(|&&s| s <= n) {
            seen[g[n - s] as usize] = true;
        }
        let mut v = 0;
        while seen[v] {
            v += 1;
        }
        g[n] = v as u8;
        for &s in moves.iter().take_while(|&&s| s <= n) {
            seen[g[n - s] as usize] = false;
        }
    }
    g
}

/// The position-by-position bitmask table (what p16877 used before the blocks).
fn fibonacci_table_bitmask(max_pile: usize) -> Vec<u64> {
    subtraction_table(&fibonacci_moves(max_pile), max_pile)
}

/// A hand-built byte table as the library's `u64` values, to compare.
fn widened(g: Vec<u8>) -> Vec<u64> {
    g.into_iter().map(u64::from).collect()
}

/// XOR of the piles' Grundy values from a table built to `table_to`.
fn solve(piles: &[u64], table_to: usize) -> u64 {
    let g = fibonacci_table(table_to);
    piles.iter().fold(0, |x, &p| x ^ g[p as usize])
}

fn mex(c: &mut Criterion) {
    // The hash-set version takes seconds at 3*10^6, so all run at 3*10^5
    // (same ratio per position); the others also at the full size.
    let n = 300_000;
    let table = fibonacci_table(n);
    assert_eq!(fibonacci_table_bitmask(n), table);
    assert_eq!(widened(fibonacci_table_reset_array(n)), table);
    assert_eq!(widened(fibonacci_table_hashset(n)), table);
    let mut group = c.benchmark_group("fibonacci-mex");
    group.bench_function("blocks-3e5", |b| b.iter(|| fibonacci_table(black_box(n))));
    group.bench_function("bitmask-3e5", |b| {
        b.iter(|| fibonacci_table_bitmask(black_box(n)))
    });
    group.bench_function("reset-array-3e5", |b| {
        b.iter(|| fibonacci_table_reset_array(black_box(n)))
    });
    group.bench_function("hashset-3e5", |b| {
        b.iter(|| fibonacci_table_hashset(black_box(n)))
    });
    let full = 3_000_000;
    group.bench_function("blocks-masks-3e6", |b| {
        b.iter(|| fibonacci_masks(black_box(full)))
    });
    group.bench_function("bitmask-3e6", |b| {
        b.iter(|| fibonacci_table_bitmask(black_box(full)))
    });
    group.bench_function("reset-array-3e6", |b| {
        b.iter(|| fibonacci_table_reset_array(black_box(full)))
    });
    group.finish();
}

fn extent(c: &mut Criterion) {
    let text = inputs::generate("p16877-small", inputs::DEFAULT_SEED).unwrap();
    let piles = inputs::numbers_after_count(&text);
    let max = *piles.iter().max().unwrap() as usize;
    assert_eq!(solve(&piles, max), solve(&piles, 3_000_000));
    let mut group = c.benchmark_group("fibonacci-extent");
    group.bench_function("to-input-max", |b| b.iter(|| solve(black_box(&piles), max)));
    group.bench_function("to-3e6", |b| b.iter(|| solve(black_box(&piles), 3_000_000)));
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = mex, extent
}
criterion_main!(benches);

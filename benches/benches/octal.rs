//! BOJ 13034 (the polygon game, octal game 0.07) at N = 1000:
//!
//! - `by-period`: what the binary does, `periodic_table` (values until the
//!   period (53, 34) is proven: the first 176, where the Guy-Smith
//!   certificate holds) and `Period::get`;
//! - `table-to-n`: the library's direct loop straight up to N, O(N^2) splits;
//! - `sparse-to-n`: `OctalValues` up to N (0.07 has a sparse space, so few
//!   splits a heap);
//! - `reset-array-to-n`: the recurrence G(n) = mex { G(i) ^ G(n - 2 - i) } up
//!   to N as published solutions write it, one `seen` array cleared after
//!   each position;
//! - `naive-to-n`: the same recurrence with a `HashSet` per position.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::octal::certify::periodic_table;
use grundy::octal::sparse::OctalValues;
use grundy::octal::OctalGame;
use std::collections::HashSet;
use std::hint::black_box;

/// G(0..=n) of the polygon game by its recurrence, a set per position.
fn polygon_naive(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for m in 2..=n {
        let options: HashSet<u32> = (0..=m - 2).map(|i| g[i] ^ g[m - 2 - i]).collect();
        g[m] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g
}

/// G(0..=n) of the polygon game by its recurrence, one reused `seen` array.
fn polygon_reset_array(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    // A value is at most the number of options, so XORs stay below 2^11.
    let mut seen = vec![false; 2 * (n + 1).next_power_of_two()];
    for m in 2..=n {
        for i in 0..=m - 2 {
            seen[(g[i] ^ g[m - 2 - i]) as usize] = true;
        }
        let mut mex = 0;
        while seen[mex] {
            mex += 1;
        }
        g[m] = mex as u32;
        for i in 0..=m - 2 {
            seen[(g[i] ^ g[m - 2 - i]) as usize] = false;
        }
    }
    g
}

fn by_period(game: &OctalGame, n: u64) -> u64 {
    let (g, period) = periodic_table(game, 1024).unwrap();
    period.get(&g, n)
}

fn octal(c: &mut Criterion) {
    let n = 1000;
    let game = OctalGame::parse("0.07").unwrap();
    let naive = polygon_naive(n);
    let wide: Vec<u64> = naive.iter().map(|&v| u64::from(v)).collect();
    assert_eq!(game.table(n + 1), wide);
    assert_eq!(polygon_reset_array(n), naive);
    assert_eq!(by_period(&game, n as u64), wide[n]);
    let mut group = c.benchmark_group("polygon-1000");
    group.bench_function("by-period", |b| {
        b.iter(|| by_period(black_box(&game), black_box(n as u64)))
    });
    group.bench_function("table-to-n", |b| {
        b.iter(|| black_box(&game).table(black_box(n + 1))[n])
    });
    group.bench_function("sparse-to-n", |b| {
        b.iter(|| {
            let mut values = OctalValues::new(black_box(&game));
            values.extend_to(n + 1);
            values.values().get(n)
        })
    });
    group.bench_function("reset-array-to-n", |b| {
        b.iter(|| polygon_reset_array(black_box(n))[n])
    });
    group.bench_function("naive-to-n", |b| b.iter(|| polygon_naive(black_box(n))[n]));
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = octal
}
criterion_main!(benches);

//! The generic memo (`grundy::game`) side by side with the array DP a
//! contestant writes by hand (the games and DPs: `grundy_benches::memo`):
//!
//! - `divisor-2^20`: the divisor-set game on 20 bits, every one of the 2^20
//!   masks reached from the full one. `hand` is the array DP; `dense` is
//!   `Grundy::dense` (an array memo indexed by the mask), `hash` is
//!   `Grundy::new` (a hash map), both over the pushing form of the rule
//!   (`game_push`) and asked for the full mask only (the search finds every
//!   other); `fill` is `Grundy::dense` and `Grundy::fill` (every mask in
//!   increasing order, each scanned once); `hash-vec` is `Grundy::new` over
//!   the vector form (`game_fn`).
//! - `complete-dag-2000`: node i moves to any j < i. `hand` is the DP,
//!   `dag_values` the adjacency-list builder (lists built outside the
//!   timing), `hash`/`dense`/`hash-vec` the memos asked for node 1999,
//!   `fill` the dense memo filled for every node.
//! - `tuple10`: the tuple game of issue 41 from (100000, 0) (take 1 to 10,
//!   not the last take): `hash` is `Grundy::new` over the `(u32, u8)`
//!   position as a contestant writes it, `hash-packed` over the same
//!   position packed by hand into a `u64`, `hand` the array DP.
//!
//! Each iteration builds a fresh memo, as a program does.

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::game::{dag_values, Grundy};
use grundy_benches::memo::*;
use std::hint::black_box;

const BITS: usize = 20;
const NODES: usize = 2000;

fn divisor(c: &mut Criterion) {
    let top = (1u32 << BITS) - 1;
    let want = u64::from(divisor_dp(BITS)[top as usize]);
    let mut group = c.benchmark_group("divisor-2^20");
    group.bench_function("hand", |b| {
        b.iter(|| black_box(divisor_dp(black_box(BITS))))
    });
    group.bench_function("dense", |b| {
        b.iter(|| {
            let mut g = Grundy::dense(divisor_game(BITS), 1 << BITS, |&m: &u32| m as usize);
            assert_eq!(g.value(black_box(&top)), want);
        })
    });
    group.bench_function("fill", |b| {
        b.iter(|| {
            let mut g = Grundy::dense(divisor_game(BITS), 1 << BITS, |&m: &u32| m as usize);
            assert_eq!(g.fill(|i| i as u32)[top as usize], want);
        })
    });
    group.bench_function("hash", |b| {
        b.iter(|| {
            let mut g = Grundy::new(divisor_game(BITS));
            assert_eq!(g.value(black_box(&top)), want);
        })
    });
    group.bench_function("hash-vec", |b| {
        b.iter(|| {
            let mut g = Grundy::new(divisor_game_vec(BITS));
            assert_eq!(g.value(black_box(&top)), want);
        })
    });
    group.finish();
}

fn complete(c: &mut Criterion) {
    let last = NODES as u32 - 1;
    let lists = complete_dag_lists(NODES);
    let mut group = c.benchmark_group("complete-dag-2000");
    group.bench_function("hand", |b| {
        b.iter(|| black_box(complete_dag_dp(black_box(NODES))))
    });
    group.bench_function("dag_values", |b| {
        b.iter(|| black_box(dag_values(NODES, black_box(&lists))))
    });
    group.bench_function("dense", |b| {
        b.iter(|| {
            let mut g = Grundy::dense(complete_dag(), NODES, |&i: &u32| i as usize);
            assert_eq!(g.value(black_box(&last)), u64::from(last));
        })
    });
    group.bench_function("fill", |b| {
        b.iter(|| {
            let mut g = Grundy::dense(complete_dag(), NODES, |&i: &u32| i as usize);
            assert_eq!(g.fill(|i| i as u32)[last as usize], u64::from(last));
        })
    });
    group.bench_function("hash", |b| {
        b.iter(|| {
            let mut g = Grundy::new(complete_dag());
            assert_eq!(g.value(black_box(&last)), u64::from(last));
        })
    });
    group.bench_function("hash-vec", |b| {
        b.iter(|| {
            let mut g = Grundy::new(complete_dag_vec());
            assert_eq!(g.value(black_box(&last)), u64::from(last));
        })
    });
    group.finish();
}

fn tuple10(c: &mut Criterion) {
    let n = TUPLE10_START as usize;
    let want = u64::from(tuple10_dp(n)[n][0]);
    let mut group = c.benchmark_group("tuple10");
    group.bench_function("hand", |b| b.iter(|| black_box(tuple10_dp(black_box(n)))));
    group.bench_function("hash", |b| {
        b.iter(|| {
            let mut g = Grundy::new(tuple10_game());
            assert_eq!(g.value(black_box(&(TUPLE10_START, 0))), want);
        })
    });
    group.bench_function("hash-packed", |b| {
        b.iter(|| {
            let mut g = Grundy::new(tuple10_packed_game());
            assert_eq!(g.value(black_box(&(u64::from(TUPLE10_START) << 4))), want);
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = grundy_benches::quick();
    targets = divisor, complete, tuple10
}
criterion_main!(benches);

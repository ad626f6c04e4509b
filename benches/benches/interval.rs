//! Interval options (issue 19's target: 10^6 heaps with one interval each in
//! at most 0.3 s for each shape): `heap::interval_table` on Nim's `0..n`,
//! `n/2..n`, the root-style `isqrt(isqrt(n))..isqrt(n) + 1`, and a seeded
//! random `lo..hi` per heap; and `heap_table` pushing every heap of the
//! interval, on the root-style rule (the one it can finish: about 10^9
//! pushes for the others), for the ratio.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::heap::{heap_table, interval_table};
use std::hint::black_box;

const LEN: usize = 1_000_000;

fn interval(c: &mut Criterion) {
    let (roots, random) = inputs::interval_rules(LEN, inputs::DEFAULT_SEED);
    let mut group = c.benchmark_group("interval-table-1e6");
    group.bench_function("nim-0..n", |b| {
        b.iter(|| interval_table(black_box(LEN), |n, push| push(0..n)))
    });
    group.bench_function("half-n/2..n", |b| {
        b.iter(|| interval_table(black_box(LEN), |n, push| push(n / 2..n)))
    });
    group.bench_function("roots", |b| {
        b.iter(|| interval_table(black_box(LEN), |n, push| push(roots[n].0..roots[n].1)))
    });
    group.bench_function("random", |b| {
        b.iter(|| interval_table(black_box(LEN), |n, push| push(random[n].0..random[n].1)))
    });
    group.bench_function("roots-heap-table-every-heap", |b| {
        b.iter(|| {
            heap_table(black_box(LEN), |n, push| {
                for y in roots[n].0..roots[n].1 {
                    push(&[y]);
                }
            })
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = interval
}
criterion_main!(benches);

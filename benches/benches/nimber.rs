//! Nim products (issue 19's target: at most 50 ns a product of random 64-bit
//! pairs): 1024 seeded random pairs per iteration, so the time per product
//! is the reported time / 1024 (criterion's throughput line gives it as
//! elements per second). Squares and inverses on the same numbers for scale.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::nimber::{nim_inverse, nim_product, nim_square};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::hint::black_box;

fn nimber(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(inputs::DEFAULT_SEED);
    let pairs: Vec<(u64, u64)> = (0..1024)
        .map(|_| (rng.random::<u64>() | 1, rng.random::<u64>()))
        .collect();
    let mut group = c.benchmark_group("nimber");
    group.throughput(Throughput::Elements(pairs.len() as u64));
    group.bench_function("product-1024", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(0, |acc, &(x, y)| acc ^ nim_product(x, y))
        })
    });
    group.bench_function("chained-product-1024", |b| {
        // Each product waits for the one before: latency, not throughput.
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(1, |acc, &(x, _)| nim_product(acc, x))
        })
    });
    group.bench_function("square-1024", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(0, |acc, &(x, _)| acc ^ nim_square(x))
        })
    });
    group.bench_function("inverse-1024", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(0, |acc, &(x, _)| acc ^ nim_inverse(x))
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = nimber
}
criterion_main!(benches);

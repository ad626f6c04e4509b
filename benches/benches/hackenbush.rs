//! Green Hackenbush (issue 19's target: 2x10^5 vertices and 2x10^5 edges in
//! at most 50 ms each): a path (one stalk from the ground, the deepest
//! search), a star (2x10^5 edges on the ground), uniformly random edges
//! (a giant part with many cycles, loops and parallel edges, and pieces away
//! from the ground), and a random tree with 2x10^5 extra random edges
//! (4x10^5 edges, nearly all fused). The winning cuts of the path and the
//! star (one pass down the tree of parts), and `tree_values` of a random
//! parent array, for scale.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::hackenbush::{green, tree_values, winning_cuts};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::hint::black_box;

const N: usize = 200_000;

fn hackenbush(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(inputs::DEFAULT_SEED);
    let path: Vec<(usize, usize)> = (1..=N).map(|v| (v - 1, v)).collect();
    let star: Vec<(usize, usize)> = (1..=N).map(|v| (0, v)).collect();
    let random: Vec<(usize, usize)> = (0..N)
        .map(|_| (rng.random_range(0..N), rng.random_range(0..N)))
        .collect();
    let mut dense: Vec<(usize, usize)> = (1..N).map(|v| (rng.random_range(0..v), v)).collect();
    dense.extend((0..N).map(|_| (rng.random_range(0..N), rng.random_range(0..N))));
    let parent: Vec<usize> = (0..N)
        .map(|v| if v == 0 { 0 } else { rng.random_range(0..v) })
        .collect();

    let mut group = c.benchmark_group("hackenbush");
    group.bench_function("green-path-2e5", |b| {
        b.iter(|| green(N + 1, black_box(&path), 0))
    });
    group.bench_function("green-star-2e5", |b| {
        b.iter(|| green(N + 1, black_box(&star), 0))
    });
    group.bench_function("green-random-2e5", |b| {
        b.iter(|| green(N, black_box(&random), 0))
    });
    group.bench_function("green-tree-plus-2e5-4e5", |b| {
        b.iter(|| green(N, black_box(&dense), 0))
    });
    group.bench_function("winning-cuts-path-2e5", |b| {
        b.iter(|| winning_cuts(N + 1, black_box(&path), 0))
    });
    group.bench_function("winning-cuts-star-2e5", |b| {
        b.iter(|| winning_cuts(N + 1, black_box(&star), 0))
    });
    group.bench_function("tree-values-random-2e5", |b| {
        b.iter(|| tree_values(black_box(&parent)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = hackenbush
}
criterion_main!(benches);

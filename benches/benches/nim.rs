//! Nim's winning-move count (BOJ 16895) on the generated worst case (1000
//! piles near 1000): the library's O(piles) count `#{i : (S ^ p_i) < p_i}`
//! vs enumerating every move (each pile, each new size), O(total stones).
//! Normal and misère Nim's winner are one XOR pass; they are timed on the
//! same piles for scale.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::nim::{first_player_wins, first_player_wins_misere, nim_sum, winning_moves};
use std::hint::black_box;

/// Every first move tried: lower pile `i` to each size `q < p_i` and count
/// those that leave nim-sum 0.
fn winning_moves_by_enumeration(piles: &[u64]) -> usize {
    let s = nim_sum(piles);
    let mut count = 0;
    for &p in piles {
        for q in 0..p {
            if s ^ p ^ q == 0 {
                count += 1;
            }
        }
    }
    count
}

fn nim(c: &mut Criterion) {
    let text = inputs::generate("p16895", inputs::DEFAULT_SEED).unwrap();
    let piles = inputs::numbers_after_count(&text);
    assert_eq!(winning_moves(&piles), winning_moves_by_enumeration(&piles));
    let mut group = c.benchmark_group("nim-winning-moves");
    group.bench_function("by-xor", |b| b.iter(|| winning_moves(black_box(&piles))));
    group.bench_function("by-enumeration", |b| {
        b.iter(|| winning_moves_by_enumeration(black_box(&piles)))
    });
    group.bench_function("normal-winner", |b| {
        b.iter(|| first_player_wins(black_box(&piles)))
    });
    group.bench_function("misere-winner", |b| {
        b.iter(|| first_player_wins_misere(black_box(&piles)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = nim
}
criterion_main!(benches);

//! BOJ 16880's pieces: the closed forms over 300,000 pieces.
//!
//! - `closed-form-1e9`: `first_player_wins` on the generated worst case
//!   (coordinates near 10^9), where no table can reach: throughput only.
//! - `small-board`: 300,000 pieces with coordinates below 200, closed forms
//!   vs the straightforward alternative, building each piece's 200 x 200
//!   Grundy table by definition (`Piece::table`) and looking the pieces up.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::games::pieces::{first_player_wins, Piece};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::hint::black_box;

/// The pieces of a generated p16880 input.
fn parse(text: &str) -> Vec<(u64, u64, Piece)> {
    let mut tokens = text.split_ascii_whitespace().skip(1);
    let mut pieces = Vec::new();
    while let (Some(x), Some(y), Some(c)) = (tokens.next(), tokens.next(), tokens.next()) {
        let c = c.chars().next().unwrap();
        pieces.push((
            x.parse().unwrap(),
            y.parse().unwrap(),
            Piece::from_letter(c).unwrap(),
        ));
    }
    pieces
}

/// The first player wins iff the XOR of the table entries is nonzero, with
/// each piece's table built by definition on an `n x n` board.
fn first_player_wins_by_tables(pieces: &[(u64, u64, Piece)], n: usize) -> bool {
    let tables: Vec<(Piece, Vec<Vec<u64>>)> =
        Piece::FIVE.iter().map(|&p| (p, p.table(n))).collect();
    let mut xor = 0;
    for &(x, y, piece) in pieces {
        let t = &tables.iter().find(|(p, _)| *p == piece).unwrap().1;
        xor ^= t[x as usize][y as usize];
    }
    xor != 0
}

fn pieces(c: &mut Criterion) {
    let text = inputs::generate("p16880", inputs::DEFAULT_SEED).unwrap();
    let big = parse(&text);
    assert_eq!(big.len(), 300_000);
    let mut group = c.benchmark_group("pieces");
    group.throughput(Throughput::Elements(big.len() as u64));
    group.bench_function("closed-form-1e9", |b| {
        b.iter(|| first_player_wins(black_box(&big)))
    });

    let n = 200;
    let mut rng = StdRng::seed_from_u64(inputs::DEFAULT_SEED);
    let small: Vec<(u64, u64, Piece)> = (0..300_000)
        .map(|_| {
            let x = rng.random_range(0..n as u64);
            let y = rng.random_range(0..n as u64);
            (x, y, Piece::FIVE[rng.random_range(0..5)])
        })
        .collect();
    assert_eq!(
        first_player_wins(&small),
        first_player_wins_by_tables(&small, n)
    );
    group.bench_function("small-board/closed-form", |b| {
        b.iter(|| first_player_wins(black_box(&small)))
    });
    group.bench_function("small-board/tables-200", |b| {
        b.iter(|| first_player_wins_by_tables(black_box(&small), n))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = pieces
}
criterion_main!(benches);

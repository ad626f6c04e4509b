//! Berzerk (Codeforces 787C) by retrograde analysis:
//!
//! - `n7000-full`, `n7000-5000` and `n7000-3500`: the generated worst cases
//!   (both move sets {1..6999}: 9.8*10^7 moves, every position decided at
//!   once; and two random sets of 5000 or 3500), solved by the library's
//!   bitsets (`berzerk`, what p787c uses) and move by move with a counter per
//!   position (`berzerk_by_moves`, the general `retrograde` solver: what
//!   p787c used before, and what published solutions do);
//! - `n500-half`: a smaller circle (random sets of 250 steps) where the
//!   straightforward version also runs: the definition as a fixpoint, sweeping
//!   every undecided position until a sweep changes nothing. It takes too long
//!   at n = 7000 to time in a short run (each sweep is 2 n k steps and it can
//!   need many sweeps), hence the smaller n.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::games::berzerk::{berzerk, berzerk_by_moves};
use grundy::retrograde::Outcome;
use rand::{rngs::StdRng, seq::SliceRandom, SeedableRng};
use std::hint::black_box;

/// Outcomes by sweeping to a fixpoint: a position is Win if some move wins at
/// once (into the hole) or reaches a Lose, Lose if every move reaches a Win,
/// and whatever stays undecided is Loop.
fn berzerk_fixpoint(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<Outcome>; 2] {
    let sets = [s1, s2];
    let mut label: [Vec<Option<Outcome>>; 2] = [vec![None; n], vec![None; n]];
    label[0][0] = Some(Outcome::Lose);
    label[1][0] = Some(Outcome::Lose);
    let mut changed = true;
    while changed {
        changed = false;
        for p in 0..2 {
            for o in 1..n {
                if label[p][o].is_some() {
                    continue;
                }
                let mut win = false;
                let mut all_win = true;
                for &x in sets[p] {
                    let to = (o + x) % n;
                    match label[1 - p][to] {
                        Some(Outcome::Lose) => win = true,
                        Some(_) => {}
                        None => all_win = false,
                    }
                }
                if win {
                    label[p][o] = Some(Outcome::Win);
                    changed = true;
                } else if all_win {
                    label[p][o] = Some(Outcome::Lose);
                    changed = true;
                }
            }
        }
    }
    label.map(|l| l.into_iter().map(|x| x.unwrap_or(Outcome::Loop)).collect())
}

/// The move sets of a generated p787c input.
fn parse(text: &str) -> (usize, Vec<usize>, Vec<usize>) {
    let mut t = text.split_ascii_whitespace().map(|t| t.parse().unwrap());
    let n = t.next().unwrap();
    let k1 = t.next().unwrap();
    let s1: Vec<usize> = t.by_ref().take(k1).collect();
    let k2 = t.next().unwrap();
    let s2: Vec<usize> = t.by_ref().take(k2).collect();
    (n, s1, s2)
}

fn count(r: &[Vec<Outcome>; 2], o: Outcome) -> usize {
    r.iter()
        .map(|v| v[1..].iter().filter(|&&x| x == o).count())
        .sum()
}

fn retrograde(c: &mut Criterion) {
    let mut group = c.benchmark_group("berzerk");
    for name in ["p787c", "p787c-5000", "p787c-3500"] {
        let (n, s1, s2) = parse(&inputs::generate(name, inputs::DEFAULT_SEED).unwrap());
        let r = berzerk(n, &s1, &s2);
        assert_eq!(r, berzerk_by_moves(n, &s1, &s2), "{name}");
        eprintln!(
            "{name}: Win {}, Lose {}, Loop {}",
            count(&r, Outcome::Win),
            count(&r, Outcome::Lose),
            count(&r, Outcome::Loop)
        );
        let what = name.strip_prefix("p787c-").unwrap_or("full");
        group.bench_function(format!("n7000-{what}/bitsets"), |b| {
            b.iter(|| berzerk(black_box(n), black_box(&s1), black_box(&s2)))
        });
        group.bench_function(format!("n7000-{what}/by-moves"), |b| {
            b.iter(|| berzerk_by_moves(black_box(n), black_box(&s1), black_box(&s2)))
        });
    }

    let n = 500;
    let mut rng = StdRng::seed_from_u64(inputs::DEFAULT_SEED);
    let mut all: Vec<usize> = (1..n).collect();
    all.shuffle(&mut rng);
    let s1 = all[..250].to_vec();
    all.shuffle(&mut rng);
    let s2 = all[..250].to_vec();
    assert_eq!(berzerk(n, &s1, &s2), berzerk_fixpoint(n, &s1, &s2));
    group.bench_function("n500-half/bitsets", |b| {
        b.iter(|| berzerk(black_box(n), black_box(&s1), black_box(&s2)))
    });
    group.bench_function("n500-half/fixpoint", |b| {
        b.iter(|| berzerk_fixpoint(black_box(n), black_box(&s1), black_box(&s2)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = retrograde
}
criterion_main!(benches);

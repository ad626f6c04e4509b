//! Deterministic worst-case inputs for every problem, shared by the criterion
//! benches in `benches/benches/` (`use grundy_benches as inputs;`) and by
//! `examples/gen.rs` (which prints one to stdout).
//!
//! This is the `grundy-benches` package of the workspace: it holds criterion
//! and everything else only the benches need, so the `grundy` library's own
//! `cargo test` never builds them. Run the benches from the repository root
//! with `cargo bench -p grundy-benches`.
//!
//! Each input is exactly what the problem's binary reads on stdin (formats in
//! the README's Problems table), at the largest size the bounds allow and with
//! values near their upper bound. Random parts come from
//! `StdRng::seed_from_u64(seed)`, so a name and a seed always give the same
//! bytes.

pub mod memo;

use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
use std::fmt::Write;
use std::time::Duration;

/// The criterion settings every bench uses: 10 samples, short warm-up and
/// measurement, so the whole `cargo bench` stays at a few minutes.
pub fn quick() -> criterion::Criterion {
    criterion::Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
}

/// The whitespace-separated numbers of `text` after the first token (the
/// count): the piles of a `N` / `P_1 .. P_N` input.
pub fn numbers_after_count(text: &str) -> Vec<u64> {
    text.split_ascii_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The seed used when none is given.
pub const DEFAULT_SEED: u64 = 20261122;

/// Every input name [`generate`] knows, with what it is.
pub const NAMES: &[(&str, &str)] = &[
    (
        "p16880",
        "300,000 pieces R/B/K/N/P (uniform), x and y in [10^9 - 10^6, 10^9 - 1]",
    ),
    (
        "p16880-1000000",
        "1,000,000 pieces (the most the binary accepts), same letters and coordinates",
    ),
    (
        "p787c",
        "n = 7000, both move sets {1..6999} (shuffled): the most edges, every state decided",
    ),
    (
        "p787c-5000",
        "n = 7000, each move set 5000 random distinct values (the slowest size tried with counters)",
    ),
    (
        "p787c-3500",
        "n = 7000, each move set 3500 random distinct values",
    ),
    ("p11717", "20 x 20, every cell empty"),
    (
        "p11717-sparse",
        "20 x 20, each cell marked X with probability 1/10",
    ),
    (
        "p16877",
        "10^5 piles in [3*10^6 - 10^5, 3*10^6], one pile exactly 3*10^6",
    ),
    (
        "p16877-small",
        "10^5 piles in [1, 1000]: the largest pile is small",
    ),
    (
        "p18937",
        "10^5 bridges, A_i in [10^9 - 10^6, 10^9], Whiteking first",
    ),
    ("p11868", "100 piles in [10^9 - 10^6, 10^9]"),
    ("p16895", "1000 piles in [900, 1000]"),
    ("p11694", "100 piles in [2*10^9 - 10^6, 2*10^9]"),
    ("p11867", "N = M = 100"),
    ("p13034", "N = 1000"),
    ("p9655", "N = 1000"),
];

/// The input called `name` (one of [`NAMES`]), generated from `seed`;
/// `None` for an unknown name.
pub fn generate(name: &str, seed: u64) -> Option<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let text = match name {
        "p16880" => pieces(
            &mut rng,
            300_000,
            1_000_000_000 - 1_000_000,
            1_000_000_000 - 1,
        ),
        "p16880-1000000" => pieces(
            &mut rng,
            1_000_000,
            1_000_000_000 - 1_000_000,
            1_000_000_000 - 1,
        ),
        "p787c" => {
            let n = 7000;
            let mut s1: Vec<u64> = (1..n).collect();
            let mut s2 = s1.clone();
            s1.shuffle(&mut rng);
            s2.shuffle(&mut rng);
            berzerk(n, &s1, &s2)
        }
        "p787c-5000" => random_berzerk(&mut rng, 7000, 5000),
        "p787c-3500" => random_berzerk(&mut rng, 7000, 3500),
        "p11717" => board(&mut rng, 20, 20, 0.0),
        "p11717-sparse" => board(&mut rng, 20, 20, 0.1),
        "p16877" => {
            let mut p = piles(&mut rng, 100_000, 3_000_000 - 100_000, 3_000_000);
            let i = rng.random_range(0..p.len());
            p[i] = 3_000_000;
            count_then_list(&p)
        }
        "p16877-small" => count_then_list(&piles(&mut rng, 100_000, 1, 1000)),
        "p18937" => {
            let a = piles(&mut rng, 100_000, 1_000_000_000 - 1_000_000, 1_000_000_000);
            let mut s = count_then_list(&a);
            s.push_str("Whiteking\n");
            s
        }
        "p11868" => count_then_list(&piles(
            &mut rng,
            100,
            1_000_000_000 - 1_000_000,
            1_000_000_000,
        )),
        "p16895" => count_then_list(&piles(&mut rng, 1000, 900, 1000)),
        "p11694" => count_then_list(&piles(
            &mut rng,
            100,
            2_000_000_000 - 1_000_000,
            2_000_000_000,
        )),
        "p11867" => "100 100\n".to_string(),
        "p13034" => "1000\n".to_string(),
        "p9655" => "1000\n".to_string(),
        _ => return None,
    };
    Some(text)
}

/// Berzerk on `n` objects, each move set `k` distinct random steps.
fn random_berzerk(rng: &mut StdRng, n: u64, k: usize) -> String {
    let mut all: Vec<u64> = (1..n).collect();
    all.shuffle(rng);
    let s1 = all[..k].to_vec();
    all.shuffle(rng);
    let s2 = all[..k].to_vec();
    berzerk(n, &s1, &s2)
}

/// `n` values drawn uniformly from `lo..=hi`.
pub fn piles(rng: &mut StdRng, n: usize, lo: u64, hi: u64) -> Vec<u64> {
    (0..n).map(|_| rng.random_range(lo..=hi)).collect()
}

/// `N` on the first line, then the values space-separated on the second.
fn count_then_list(values: &[u64]) -> String {
    let mut s = String::with_capacity(values.len() * 11 + 16);
    writeln!(s, "{}", values.len()).unwrap();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        write!(s, "{}", v).unwrap();
    }
    s.push('\n');
    s
}

/// BOJ 16880: `N`, then `x y c` lines with coordinates in `lo..=hi`.
fn pieces(rng: &mut StdRng, n: usize, lo: u64, hi: u64) -> String {
    const LETTERS: [char; 5] = ['R', 'B', 'K', 'N', 'P'];
    let mut s = String::with_capacity(n * 22 + 16);
    writeln!(s, "{}", n).unwrap();
    for _ in 0..n {
        let x = rng.random_range(lo..=hi);
        let y = rng.random_range(lo..=hi);
        let c = LETTERS[rng.random_range(0..LETTERS.len())];
        writeln!(s, "{} {} {}", x, y, c).unwrap();
    }
    s
}

/// Codeforces 787C: `n`, then each move set as `k s_1 .. s_k`.
fn berzerk(n: u64, s1: &[u64], s2: &[u64]) -> String {
    let mut s = format!("{}\n", n);
    for set in [s1, s2] {
        write!(s, "{}", set.len()).unwrap();
        for v in set {
            write!(s, " {}", v).unwrap();
        }
        s.push('\n');
    }
    s
}

/// BOJ 11717: `H W`, then H rows; each cell is `X` with probability `marked`.
fn board(rng: &mut StdRng, h: usize, w: usize, marked: f64) -> String {
    let mut s = format!("{} {}\n", h, w);
    for _ in 0..h {
        for _ in 0..w {
            s.push(if rng.random_bool(marked) { 'X' } else { '.' });
        }
        s.push('\n');
    }
    s
}

/// One heap's interval `lo..hi`, as `(lo, hi)`.
pub type Interval = (usize, usize);

/// The interval rules of issue 19's `interval_table` targets, as `(lo, hi)`
/// per heap `n < len`: the root-style `isqrt(isqrt(n))..isqrt(n) + 1`
/// (clipped to `n`), and a seeded random `lo..hi` with `lo <= hi <= n`.
pub fn interval_rules(len: usize, seed: u64) -> (Vec<Interval>, Vec<Interval>) {
    let isqrt = |n: usize| {
        let mut r = (n as f64).sqrt() as usize;
        while r * r > n {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= n {
            r += 1;
        }
        r
    };
    let roots = (0..len)
        .map(|n| (isqrt(isqrt(n)).min(n), (isqrt(n) + 1).min(n)))
        .collect();
    let mut rng = StdRng::seed_from_u64(seed);
    let random = (0..len)
        .map(|n| {
            let a = rng.random_range(0..=n);
            (a, rng.random_range(a..=n))
        })
        .collect();
    (roots, random)
}

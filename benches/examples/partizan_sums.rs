//! Canonical forms of sums of many small games, one task per process, for
//! `scripts/partizan-bench.sh` (whole-process times, peak memory):
//!
//! ```sh
//! cargo run --release -p grundy-benches --example partizan_sums -- stalks 3000 1
//! ```
//!
//! Tasks (`KIND N SEED`): the sum of `N` components drawn with `SEED` from
//! - `stalks`: Blue-Red-Green Hackenbush stalks of 1 to 6 edges (birthday
//!   <= 6: numbers, nimbers, ups and other infinitesimals), valued with
//!   `Solver::new(game, Canonical::new())`;
//! - `day2`: the 22 games born by day 2 (numbers, `*`, `^`, `±1`, `{1|0}`,
//!   `{1|*}`, ...), uniformly;
//! - `day3`: games born by day 3 (random Left and Right sets of day-2
//!   games), uniformly over the 600 first drawn;
//! - `contest`: what contest sums are made of, each kind equally often:
//!   Cutcake cakes up to 8 x 8 (numbers), Blue-Red stalks of up to 8
//!   edges (numbers), green stalks (nimbers), stalks with green on top
//!   (numbers plus nimbers), `GB` and `GR` (`^*`, `v*`), and switches
//!   `{a | b}` with integers `-3 <= b < a <= 3` (hot), all in one arena;
//! - `cutcake`: no sum; item 2's `Solver::numbers` on every Cutcake
//!   position up to `N x N` (the "forms" column is then positions valued).
//!
//! The sum is `Canonical::sum` (numbers and nimbers flattened), or with
//! `--one-by-one` `Canonical::add` over the parts in turn. Prints the task,
//! the milliseconds of the sum alone, the forms stored,
//! and the birthday and start of the printed sum.

use grundy::partizan::{partizan_fn, Canonical, Dyadic, GameId, Solver};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

fn born_by(c: &mut Canonical, before: &[GameId]) -> Vec<GameId> {
    let n = before.len();
    let mut all = Vec::new();
    for lm in 0..1u32 << n {
        for rm in 0..1u32 << n {
            let pick = |m: u32| -> Vec<GameId> {
                (0..n)
                    .filter(|&i| m >> i & 1 == 1)
                    .map(|i| before[i])
                    .collect()
            };
            all.push(c.from_options(&pick(lm), &pick(rm)));
        }
    }
    all.sort_unstable();
    all.dedup();
    all
}

fn cut(s: &str, colour: u8) -> Vec<Vec<String>> {
    s.bytes()
        .enumerate()
        .filter(|&(_, c)| c == colour || c == b'G')
        .map(|(i, _)| vec![s[..i].to_string()])
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let one_by_one = args.iter().any(|a| a == "--one-by-one");
    let args: Vec<String> = args.into_iter().filter(|a| a != "--one-by-one").collect();
    let (kind, n, seed) = match args.as_slice() {
        [k, n, s] => match (n.parse::<usize>(), s.parse::<u64>()) {
            (Ok(n), Ok(s)) => (k.clone(), n, s),
            _ => usage(),
        },
        _ => usage(),
    };
    if kind == "cutcake" {
        cutcake(n);
        return;
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut c, parts) = match kind.as_str() {
        "stalks" => {
            let mut solver = Solver::new(
                partizan_fn(|s: &String| cut(s, b'B'), |s: &String| cut(s, b'R')),
                Canonical::new(),
            );
            let parts: Vec<GameId> = (0..n)
                .map(|_| {
                    let len = rng.random_range(1..=6);
                    let s: String = (0..len)
                        .map(|_| ['B', 'R', 'G'][rng.random_range(0..3)])
                        .collect();
                    solver.value(&s).expect("stalks are short games")
                })
                .collect();
            (std::mem::take(solver.fold_mut()), parts)
        }
        "contest" => contest(n, &mut rng),
        "day2" | "day3" => {
            let mut c = Canonical::new();
            let zero = c.zero();
            let day1 = born_by(&mut c, &[zero]);
            let day2 = born_by(&mut c, &day1);
            let pool: Vec<GameId> = if kind == "day2" {
                day2
            } else {
                (0..600)
                    .map(|_| {
                        let mut side = || -> Vec<GameId> {
                            day2.iter()
                                .filter(|_| rng.random_bool(0.15))
                                .copied()
                                .collect()
                        };
                        let (l, r) = (side(), side());
                        c.from_options(&l, &r)
                    })
                    .collect()
            };
            let parts = (0..n)
                .map(|_| pool[rng.random_range(0..pool.len())])
                .collect();
            (c, parts)
        }
        _ => usage(),
    };
    let start = Instant::now();
    let sum = if one_by_one {
        let mut sum = c.zero();
        for &g in &parts {
            sum = c.add(sum, g);
        }
        sum
    } else {
        c.sum(&parts)
    };
    let ms = start.elapsed().as_secs_f64() * 1e3;
    // A form printed as a tree repeats shared subforms: print small ones.
    let shown = if c.birthday(sum) <= 12 {
        c.display(sum)
    } else {
        "(not printed: birthday above 12)".to_string()
    };
    println!(
        "{kind} n={n} seed={seed}: sum {ms:.1} ms, {} forms, birthday {}, {shown}",
        c.len(),
        c.birthday(sum)
    );
}

/// `n` contest-like parts (see the module documentation), valued in one
/// arena: the stalks' solver's, then handed to Cutcake's.
fn contest(n: usize, rng: &mut StdRng) -> (Canonical, Vec<GameId>) {
    let mut stalks = Solver::new(
        partizan_fn(|s: &String| cut(s, b'B'), |s: &String| cut(s, b'R')),
        Canonical::new(),
    );
    let mut kinds: Vec<u8> = Vec::with_capacity(n);
    let mut parts = Vec::with_capacity(n);
    for _ in 0..n {
        let kind = rng.random_range(0..6u8);
        kinds.push(kind);
        let stalk = |rng: &mut StdRng, letters: &[char], len: usize| -> String {
            (0..len)
                .map(|_| letters[rng.random_range(0..letters.len())])
                .collect()
        };
        let (len, top) = (rng.random_range(1..=8), rng.random_range(1..=3));
        let s = match kind {
            1 => stalk(rng, &['B', 'R'], len),
            2 => stalk(rng, &['G'], len),
            3 => stalk(rng, &['B', 'R'], len.min(5)) + &stalk(rng, &['G'], top),
            4 => format!("G{}", stalk(rng, &['B', 'R'], 1)),
            _ => String::new(),
        };
        parts.push(stalks.value(&s).expect("stalks are short games"));
    }
    let arena = std::mem::take(stalks.fold_mut());
    let mut cakes = Solver::new(
        partizan_fn(
            |&(w, h): &(u32, u32)| (1..w).map(|a| vec![(a, h), (w - a, h)]).collect(),
            |&(w, h): &(u32, u32)| (1..h).map(|b| vec![(w, b), (w, h - b)]).collect(),
        ),
        arena,
    );
    for (i, &kind) in kinds.iter().enumerate() {
        if kind == 0 {
            let cake = (rng.random_range(1..=8), rng.random_range(1..=8));
            parts[i] = cakes.value(&cake).expect("cakes are short games");
        }
    }
    let mut c = std::mem::take(cakes.fold_mut());
    for (i, &kind) in kinds.iter().enumerate() {
        if kind == 5 {
            let a = rng.random_range(-2..=3i64);
            let b = rng.random_range(-3..a);
            let (x, y) = (c.from_number(Dyadic::int(a)), c.from_number(Dyadic::int(b)));
            parts[i] = c.from_options(&[x], &[y]);
        }
    }
    (c, parts)
}

/// Item 2's solver alone: the number of every w x h Cutcake position with
/// w, h <= n (Winning Ways ch. 2), by `Solver::numbers` from (n, n).
fn cutcake(n: usize) {
    let n = n as u32;
    let game = partizan_fn(
        |&(w, h): &(u32, u32)| (1..w).map(|a| vec![(a, h), (w - a, h)]).collect(),
        |&(w, h): &(u32, u32)| (1..h).map(|b| vec![(w, b), (w, h - b)]).collect(),
    );
    let start = Instant::now();
    let mut solver = Solver::numbers(game);
    let v = solver
        .value(&(n, n))
        .expect("Cutcake positions are numbers");
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "cutcake n={n}: sum {ms:.1} ms, {} forms, birthday 0, value {v} ({:.0} positions/s)",
        solver.len(),
        solver.len() as f64 / (ms / 1e3)
    );
}

fn usage() -> ! {
    eprintln!("usage: partizan_sums stalks|contest|day2|day3|cutcake N SEED [--one-by-one]");
    std::process::exit(2);
}

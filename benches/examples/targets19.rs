//! Issue 19's timing targets, one case per process, so that its CPU time
//! can be read from outside (`perf stat -e task-clock`, or `/usr/bin/time`)
//! on a machine too busy for wall time: each case runs `reps` times (default
//! 5) after one warm-up run, and prints the least and the median wall time.
//!
//! ```sh
//! cargo build --release -p grundy-benches --example targets19
//! target/release/examples/targets19 --list
//! perf stat -e task-clock target/release/examples/targets19 interval-random 5
//! ```
//!
//! Cases (the inputs are the criterion benches' `nimber`, `hackenbush` and
//! `interval`, same seeds): `nim-product` (10^6 products of random pairs),
//! `green-path`, `green-star`, `green-random` (2x10^5 vertices and edges),
//! `interval-nim`, `interval-half`, `interval-roots`, `interval-random`
//! (10^6 heaps, one interval each), and `setup-*` for each group (the
//! inputs alone, to subtract).

use grundy::hackenbush::green;
use grundy::heap::interval_table;
use grundy::nimber::nim_product;
use grundy_benches as inputs;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::hint::black_box;
use std::time::{Duration, Instant};

const CASES: [&str; 11] = [
    "nim-product",
    "green-path",
    "green-star",
    "green-random",
    "interval-nim",
    "interval-half",
    "interval-roots",
    "interval-random",
    "setup-nim",
    "setup-green",
    "setup-interval",
];

fn main() {
    let mut args = std::env::args().skip(1);
    let case = args.next().unwrap_or_else(|| "--list".to_string());
    if case == "--list" || !CASES.contains(&case.as_str()) {
        eprintln!(
            "usage: targets19 <case> [reps]; cases: {}",
            CASES.join(", ")
        );
        std::process::exit(if case == "--list" { 0 } else { 2 });
    }
    let reps: usize = args
        .next()
        .map_or(5, |r| r.parse().expect("reps: a number"));
    let mut rng = StdRng::seed_from_u64(inputs::DEFAULT_SEED);
    const N: usize = 200_000;
    const LEN: usize = 1_000_000;
    // The group of inputs: the word after `setup-`, or before the first `-`.
    let group = case.strip_prefix("setup-").unwrap_or(&case);
    let group = group.split('-').next().unwrap();
    let mut run: Box<dyn FnMut() -> u64> = match group {
        "nim" => {
            let pairs: Vec<(u64, u64)> = (0..LEN).map(|_| (rng.random(), rng.random())).collect();
            let setup = case.starts_with("setup");
            Box::new(move || {
                if setup {
                    return pairs.len() as u64;
                }
                pairs.iter().fold(0, |acc, &(a, b)| acc ^ nim_product(a, b))
            })
        }
        "green" => {
            let edges: Vec<(usize, usize)> = match case.as_str() {
                "green-path" => (1..=N).map(|v| (v - 1, v)).collect(),
                "green-star" => (1..=N).map(|v| (0, v)).collect(),
                _ => (0..N)
                    .map(|_| (rng.random_range(0..N), rng.random_range(0..N)))
                    .collect(),
            };
            let setup = case.starts_with("setup");
            Box::new(move || {
                if setup {
                    edges.len() as u64
                } else {
                    green(N + 1, &edges, 0)
                }
            })
        }
        _ => {
            let (roots, random) = inputs::interval_rules(LEN, inputs::DEFAULT_SEED);
            let case = case.clone();
            Box::new(move || {
                let g = match case.as_str() {
                    "interval-nim" => interval_table(LEN, |n, push| push(0..n)),
                    "interval-half" => interval_table(LEN, |n, push| push(n / 2..n)),
                    "interval-roots" => interval_table(LEN, |n, push| push(roots[n].0..roots[n].1)),
                    "interval-random" => {
                        interval_table(LEN, |n, push| push(random[n].0..random[n].1))
                    }
                    _ => vec![0],
                };
                g[g.len() - 1]
            })
        }
    };
    black_box(run());
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            black_box(run());
            t.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "{case}: least {:.1} ms, median {:.1} ms over {reps} runs",
        times[0].as_secs_f64() * 1e3,
        times[reps / 2].as_secs_f64() * 1e3
    );
}

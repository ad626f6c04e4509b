//! Blue-Red Hackenbush trees and stalks of many edges, one task per process,
//! for `scripts/hackenbush-big.sh` (issue 40 item 1: exact values of any
//! size):
//!
//! ```sh
//! cargo run --release -p grundy-benches --example hackenbush_big -- alternating 200000 1
//! ```
//!
//! Tasks (`SHAPE N SEED`), each `N` edges:
//! - `alternating`: a path `BRBR...` (its value needs a denominator of
//!   2^(N-1)), valued with `hackenbush::tree`;
//! - `stalk`: the same colours through `hackenbush::stalk`;
//! - `random-path`: a path of random colours;
//! - `random`: a random tree, each vertex on a uniformly drawn earlier one
//!   (1% on the ground), random colours;
//! - `deep`: each vertex on one of the 5 before it (depth about N/3);
//! - `caterpillar`: an alternating path with a random twig on every vertex;
//! - `star`: a blue edge under N-1 red twigs (worth 2^-(N-1)).
//!
//! Prints the task, the milliseconds of the call alone (wall clock, after
//! the input is built) and the exponent of the value's denominator.

use grundy::partizan::hackenbush::{stalk, tree};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 3 {
        eprintln!("usage: hackenbush_big SHAPE N SEED");
        std::process::exit(2);
    }
    let shape = args[0].as_str();
    let n: usize = args[1].parse().expect("N: a number of edges");
    let seed: u64 = args[2].parse().expect("SEED: a number");
    let mut rng = StdRng::seed_from_u64(seed);
    let mut coin = |p: f64| rng.random_bool(p);
    let path: Vec<Option<usize>> = (0..n).map(|i| i.checked_sub(1)).collect();
    let alternating: String = (0..n).map(|i| if i % 2 == 0 { 'B' } else { 'R' }).collect();
    let (parent, colours): (Vec<Option<usize>>, String) = match shape {
        "alternating" | "stalk" => (path, alternating),
        "random-path" => (
            path,
            (0..n).map(|_| if coin(0.5) { 'B' } else { 'R' }).collect(),
        ),
        "random" | "deep" => {
            let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
            let parent = (0..n)
                .map(|v: usize| {
                    if v == 0 || rng.random_bool(0.01) {
                        None
                    } else if shape == "random" {
                        Some(rng.random_range(0..v))
                    } else {
                        Some(rng.random_range(v.saturating_sub(5)..v))
                    }
                })
                .collect();
            (
                parent,
                (0..n)
                    .map(|_| if rng.random_bool(0.5) { 'B' } else { 'R' })
                    .collect(),
            )
        }
        "caterpillar" => {
            let spine = n / 2;
            let mut parent: Vec<Option<usize>> = (0..spine).map(|i| i.checked_sub(1)).collect();
            let mut colours: String = alternating[..spine].to_string();
            for v in 0..n - spine {
                parent.push(Some(v.min(spine - 1)));
                colours.push(if coin(0.5) { 'B' } else { 'R' });
            }
            (parent, colours)
        }
        "star" => (
            (0..n)
                .map(|i| if i == 0 { None } else { Some(0) })
                .collect(),
            format!("B{}", "R".repeat(n - 1)),
        ),
        _ => {
            eprintln!("unknown shape {shape}");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    let value = if shape == "stalk" {
        stalk(&colours)
    } else {
        tree(&parent, &colours)
    }
    .expect("a Blue-Red tree is a number");
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    println!(
        "{shape} {n}: {ms:.2} ms, denominator 2^{}",
        value.number.exp()
    );
}

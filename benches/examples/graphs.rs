//! One run of one case of the games on graphs (issue 39 item 2), for
//! whole-process timing by `scripts/graphs-bench.sh`. The graph is drawn
//! from a seeded generator inside the process (its cost is in the figure,
//! as reading would be in a contest); prints a checksum.
//!
//! ```sh
//! cargo build --release -p grundy-benches --example graphs
//! target/release/examples/graphs matching 500 124750
//! ```
//!
//! Cases (`<case> n m`):
//! - `matching n m`: `matching::maximum_matching` on a random graph of `n`
//!   vertices and `m` distinct edges (at most every pair; odd cycles:
//!   Edmonds' algorithm);
//! - `geography n m`: `geography::vertex_geography` (one matching and one
//!   more blossom search) on the same kind of graph;
//! - `bipartite n m`: `maximum_matching` on a random bipartite graph, `n / 2`
//!   vertices a side (Hopcroft-Karp);
//! - `counters n _`: `counters::tree_counters` on a random tree of `n`
//!   vertices with stones up to 10^9.

use grundy::counters::tree_counters;
use grundy::geography::vertex_geography;
use grundy::matching::maximum_matching;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;

fn random_graph(rng: &mut StdRng, n: usize, m: usize, bipartite: bool) -> Vec<(usize, usize)> {
    let half = n / 2;
    let most = if bipartite {
        half * (n - half)
    } else {
        n * (n - 1) / 2
    };
    let m = m.min(most);
    let mut seen = HashSet::with_capacity(m);
    let mut edges = Vec::with_capacity(m);
    if m * 2 > most {
        // Dense: every pair, shuffled, the first m.
        let mut all = Vec::with_capacity(most);
        for u in 0..n {
            for v in u + 1..n {
                if !bipartite || (u < half) != (v < half) {
                    all.push((u, v));
                }
            }
        }
        for i in (1..all.len()).rev() {
            all.swap(i, rng.random_range(0..=i));
        }
        all.truncate(m);
        return all;
    }
    while edges.len() < m {
        let (u, v) = if bipartite {
            (rng.random_range(0..half), rng.random_range(half..n))
        } else {
            (rng.random_range(0..n), rng.random_range(0..n))
        };
        if u != v && seen.insert((u.min(v), u.max(v))) {
            edges.push((u, v));
        }
    }
    edges
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let case = args.get(1).map(String::as_str).unwrap_or("");
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let m: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut rng = StdRng::seed_from_u64(39);
    let sum = match case {
        "matching" => maximum_matching(n, &random_graph(&mut rng, n, m, false)).size,
        "geography" => vertex_geography(n, &random_graph(&mut rng, n, m, false))
            .iter()
            .filter(|&&w| w)
            .count(),
        "bipartite" => maximum_matching(n, &random_graph(&mut rng, n, m, true)).size,
        "counters" => {
            let edges: Vec<(usize, usize)> = (1..n).map(|i| (rng.random_range(0..i), i)).collect();
            let a: Vec<u64> = (0..n)
                .map(|_| rng.random_range(0..=1_000_000_000))
                .collect();
            tree_counters(n, &edges, &a).iter().filter(|&&w| w).count()
        }
        _ => {
            eprintln!("usage: graphs matching|geography|bipartite|counters n m");
            std::process::exit(2);
        }
    };
    println!("{sum}");
}

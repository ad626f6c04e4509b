//! Many queries on one loopy game graph (issue 39), one process a run, for
//! `scripts/loopy-bench.sh` beside the C++ hand loop of
//! `benches/cpp/loopy.cpp` (the same graph from the same generator):
//!
//! ```sh
//! cargo build --release -p grundy-benches --example loopy_queries
//! target/release/examples/loopy_queries 100000 500000 500 0 graph
//! ```
//!
//! Arguments `N M Q P WAY`: Q queries on N vertices and M moves; a move goes
//! from a random vertex u > 0 to one of the 50 below it or, one time in P
//! (never if P = 0), to any vertex. Each query closes a random vertex (the
//! player to move there loses) and asks about a random start vertex. WAY:
//! `graph` (one `LoopyGraph`, a `solve` a query) or `old`
//! (`retrograde_edges` a query, which rebuilds the reverse graph). Prints
//! the number of positions decided over all queries, and how many times the
//! start vertex was a win and a loss.

use grundy::loopy_graph::LoopyGraph;
use grundy::retrograde::{retrograde_edges, Outcome};

/// splitmix64, as benches/cpp/loopy.cpp.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 5 {
        eprintln!("usage: loopy_queries N M Q P graph|old");
        std::process::exit(2);
    }
    let num = |i: usize| -> u64 { args[i].parse().expect("a number") };
    let (n, m, q, p) = (num(0), num(1) as usize, num(2), num(3));
    let mut rng = Random(39);
    let mut moves: Vec<(u32, u32)> = Vec::with_capacity(m);
    for _ in 0..m {
        let u = (rng.next() % n).max(1);
        let r = rng.next();
        let v = if p == 0 || !r.is_multiple_of(p) {
            u - 1 - r / 16 % u.min(50)
        } else {
            rng.next() % n
        };
        moves.push((u as u32, v as u32));
    }
    let n = n as usize;
    let (mut decided, mut wins, mut loses) = (0usize, 0, 0);
    match args[4].as_str() {
        "graph" => {
            let mut g = LoopyGraph::new(n, moves.iter().map(|&(u, v)| (u as usize, v as usize)));
            drop(moves);
            for _ in 0..q {
                let closed = (rng.next() % n as u64) as usize;
                let start = (rng.next() % n as u64) as usize;
                g.solve(&[(closed, Outcome::Lose)]);
                decided += g.decided().len();
                match g.outcome(start) {
                    Outcome::Win => wins += 1,
                    Outcome::Lose => loses += 1,
                    Outcome::Loop => {}
                }
            }
        }
        "old" => {
            let moves: Vec<(usize, usize)> = moves
                .iter()
                .map(|&(u, v)| (u as usize, v as usize))
                .collect();
            for _ in 0..q {
                let closed = (rng.next() % n as u64) as usize;
                let start = (rng.next() % n as u64) as usize;
                let all = retrograde_edges(n, &moves, &[(closed, Outcome::Lose)]);
                decided += all.iter().filter(|&&o| o != Outcome::Loop).count();
                match all[start] {
                    Outcome::Win => wins += 1,
                    Outcome::Lose => loses += 1,
                    Outcome::Loop => {}
                }
            }
        }
        way => {
            eprintln!("unknown way {way}: graph or old");
            std::process::exit(2);
        }
    }
    println!("decided {decided}, start wins {wins}, start loses {loses}");
}

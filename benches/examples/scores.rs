//! Issue 39's score tasks through the library, one per process, for
//! `scripts/scores-bench.sh` beside the C++ hand DPs of
//! `benches/cpp/scores.cpp` (the same generator, the same printed number):
//! `ends1` (`interval::take_from_ends` with the takes {1}, 20 sequences of
//! N = 3000), `ends123` (takes {1, 2, 3}), `grid` (`minimax::Minimax::dense`
//! and `fill` on the 1000 x 1000 grid game: 10^6 states).

use grundy::interval::take_from_ends;
use grundy::minimax::{score_fn, Minimax};

struct Lcg(u64);

impl Lcg {
    fn next_value(&mut self, range: i64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % (2 * range as u64 + 1)) as i64 - range
    }
}

fn main() {
    let task = std::env::args().nth(1).unwrap_or_default();
    let mut rng = Lcg(39);
    match task.as_str() {
        "ends1" | "ends123" => {
            let takes: &[usize] = if task == "ends1" { &[1] } else { &[1, 2, 3] };
            let mut total = 0i64;
            for _ in 0..20 {
                let a: Vec<i64> = (0..3000).map(|_| rng.next_value(1_000_000_000)).collect();
                total += take_from_ends(&a, takes).difference;
            }
            println!("{total}");
        }
        "grid" => {
            const H: usize = 1000;
            const W: usize = 1000;
            let w: Vec<i64> = (0..H * W).map(|_| rng.next_value(1000)).collect();
            let game = score_fn(|&i: &usize, push| {
                let (r, c) = (i / W, i % W);
                for s in 1..=2 {
                    if r >= s {
                        push(&(i - s * W), w[i - s * W]);
                    }
                    if c >= s {
                        push(&(i - s), w[i - s]);
                    }
                }
            });
            let mut m = Minimax::dense(game, H * W, |&i: &usize| i);
            println!("{}", m.fill(|i| i)[H * W - 1]);
        }
        _ => {
            eprintln!("usage: scores ends1|ends123|grid");
            std::process::exit(2);
        }
    }
}

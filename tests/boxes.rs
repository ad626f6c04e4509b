//! The box-splitting binary (p11867) run as a process on seeded random
//! inputs, against the game searched from its rule. Nothing here uses the
//! crate's game logic.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// `win[n][m]` for `n, m` in `1..=100`: a move empties one box and splits the
/// other, of `b` stones, into `a` and `b - a` with `1 <= a < b`; a position is
/// a win iff some move reaches a loss; (1, 1) has no move, so it is a loss.
/// Filled by increasing total, since each move lowers it.
fn wins() -> Vec<Vec<bool>> {
    let max = 100;
    let mut win = vec![vec![false; max + 1]; max + 1];
    for total in 2..=2 * max {
        for n in 1..total {
            let m = total - n;
            if n > max || m > max {
                continue;
            }
            win[n][m] = [n, m].iter().any(|&b| (1..b).any(|a| !win[a][b - a]));
        }
    }
    win
}

#[test]
fn p11867_matches_the_game_searched_from_its_rule() {
    let win = wins();
    let exe = common::bin_path("p11867");
    let mut rng = StdRng::seed_from_u64(11867);
    for case in 0..200 {
        let (n, m) = loop {
            let n: usize = rng.random_range(1..=100);
            let m: usize = rng.random_range(1..=100);
            if (n, m) != (1, 1) {
                break (n, m);
            }
        };
        let input = format!("{n} {m}\n");
        let output = common::run(&exe, input.as_bytes());
        assert!(output.status.success(), "case {case}, input {input:?}");
        let want = if win[n][m] { "A\n" } else { "B\n" };
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            want,
            "case {case}, input {input:?}"
        );
    }
}

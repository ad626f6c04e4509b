//! p9661 (take 4^x stones, the last stone wins, N up to 10^12) as a process
//! on seeded random N, and its stored answers, against a win/lose table
//! written from the rule, and beyond the table an induction argument over
//! residues mod 5 checked here step by step. Nothing here uses the crate's
//! game logic.
mod brute;
mod common;

use brute::stones::{single_n, sk_cy, wins};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The moves that can matter for piles up to 10^12: 4^0 to 4^19 (4^20 > 10^12).
fn powers() -> Vec<u64> {
    (0..20).map(|x| 4u64.pow(x)).collect()
}

/// Claim: pile n is lost iff n mod 5 is 0 or 2. Induction on n, each step a
/// finite check:
/// - 0 is lost (no move), and 0 mod 5 = 0;
/// - every power is 1 or 4 mod 5, and from residue 0 or 2 those reach
///   residues 4, 1, 1, 3: never 0 or 2, so every move from a claimed loss
///   reaches a claimed win;
/// - from residue 1 and 3 take 1 (reaching 0, 2), from residue 4 take 4
///   (reaching 0), moves open at every such pile (n >= 1, 3, 4).
fn residue_argument_holds() -> bool {
    let lost = |r: u64| r == 0 || r == 2;
    let residues: Vec<u64> = powers().iter().map(|s| s % 5).collect();
    let from_lost = [0, 2]
        .iter()
        .all(|&r| residues.iter().all(|&t| !lost((r + 5 - t) % 5)));
    let from_won = [(1, 1), (3, 1), (4, 4)]
        .iter()
        .all(|&(r, s): &(u64, u64)| s <= r && powers().contains(&s) && lost((r + 5 - s % 5) % 5));
    lost(0) && from_lost && from_won
}

fn claim(n: u64) -> bool {
    n % 5 != 0 && n % 5 != 2
}

#[test]
fn the_residue_argument_holds_and_matches_the_table() {
    assert!(residue_argument_holds());
    let win = wins(&powers(), 20_000, false);
    for (n, &w) in win.iter().enumerate() {
        assert_eq!(claim(n as u64), w, "n = {n}");
    }
}

#[test]
fn p9661_matches_the_rule_on_random_n() {
    let win = wins(&powers(), 5000, false);
    let mut rng = StdRng::seed_from_u64(9661);
    for case in 0..200 {
        let n: u64 = if case % 2 == 0 {
            rng.random_range(1..=5000)
        } else {
            rng.random_range(1..=1_000_000_000_000)
        };
        let want = if n <= 5000 { win[n as usize] } else { claim(n) };
        let got = brute::stdout_of("p9661", &format!("{n}\n"));
        assert_eq!(got, sk_cy(want), "case {case}, N = {n}");
    }
}

#[test]
fn stored_answers_match_the_table_or_the_residue_argument() {
    assert!(residue_argument_holds());
    let win = wins(&powers(), 5000, false);
    let tally = brute::check_stored_answers("p9661", |input| {
        let n = single_n(input);
        Some(match win.get(n as usize) {
            Some(&w) => (sk_cy(w), "table"),
            None => (sk_cy(claim(n)), "residues mod 5"),
        })
    });
    assert!(
        tally["table"] >= 5 && tally["residues mod 5"] >= 2,
        "{tally:?}"
    );
}

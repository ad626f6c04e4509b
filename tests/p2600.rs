//! p2600 (two bins of marbles; a move takes b1, b2 or b3 marbles from one
//! bin; five games) as a process on seeded random inputs, and its stored
//! answers, against a win/lose table of the two-bin game searched from the
//! rule (no Grundy values). Nothing here uses the crate's game logic.
mod brute;
mod common;

use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};

/// `win[x][y]`: does the player to move win with `x` and `y` marbles in the
/// bins? Iff taking some `b` from one bin (at most what it holds) leaves a
/// lost position; with no move, he loses.
fn wins_two_bins(b: &[u64], max: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; max + 1]; max + 1];
    for x in 0..=max {
        for y in 0..=max {
            win[x][y] = b
                .iter()
                .map(|&s| s as usize)
                .any(|s| (s <= x && !win[x - s][y]) || (s <= y && !win[x][y - s]));
        }
    }
    win
}

fn expected(input: &str) -> String {
    let t = brute::numbers(input);
    assert_eq!(t.len(), 13, "three amounts and five games");
    let max = t[3..].iter().copied().max().unwrap() as usize;
    let win = wins_two_bins(&t[..3], max);
    t[3..]
        .chunks(2)
        .map(|g| {
            if win[g[0] as usize][g[1] as usize] {
                "A\n"
            } else {
                "B\n"
            }
        })
        .collect()
}

#[test]
fn table_matches_hand_worked_values() {
    // Take 1, 2 or 3: (1, 1) -> B (take one, the opponent takes the other),
    // (4, 4) -> B (mirror), (1, 2) -> A (leave 1, 1).
    let win = wins_two_bins(&[1, 2, 3], 4);
    assert!(!win[1][1] && !win[4][4] && win[1][2] && !win[0][0]);
}

#[test]
fn p2600_matches_the_rule_on_random_inputs() {
    let mut rng = StdRng::seed_from_u64(2600);
    for case in 0..150 {
        let mut b: Vec<usize> = sample(&mut rng, 30, 3)
            .iter()
            .map(|s: usize| s + 1)
            .collect();
        b.sort_unstable();
        let max = if case % 5 == 0 { 500 } else { 60 };
        let mut input = format!("{} {} {}\n", b[0], b[1], b[2]);
        for _ in 0..5 {
            input += &format!(
                "{} {}\n",
                rng.random_range(1..=max),
                rng.random_range(1..=max)
            );
        }
        assert_eq!(
            brute::stdout_of("p2600", &input),
            expected(&input),
            "case {case}, input {input:?}"
        );
    }
}

#[test]
fn stored_answers_match_the_rule() {
    let tally =
        brute::check_stored_answers("p2600", |input| Some((expected(input), "two-bin table")));
    assert!(tally["two-bin table"] >= 5, "{tally:?}");
}

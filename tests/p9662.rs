//! p9662 (take one of K amounts from 1..=22, the last stone wins; count the
//! N in 1..=M the second player wins) as a process on seeded random inputs,
//! and its stored answers, against a win/lose table written from the rule,
//! carried to M up to 10^9 by a repeated window of 22 outcomes. Nothing here
//! uses the crate's game logic.
mod brute;
mod common;

use brute::stones::{by_period, window_period, wins};
use rand::{rngs::StdRng, seq::index::sample, Rng, SeedableRng};

/// How many n in 1..=m are lost for the player to move: by the table when it
/// reaches m, else by the first repeated window of max(moves) outcomes (the
/// full periods counted at once, the rest one by one).
fn second_player_wins(moves: &[u64], m: u64) -> Option<(u64, &'static str)> {
    let win = wins(moves, 20_000, false);
    if m < win.len() as u64 {
        let count = (1..=m as usize).filter(|&n| !win[n]).count();
        return Some((count as u64, "table"));
    }
    let width = *moves.iter().max().unwrap() as usize;
    let (e, p) = window_period(&win, width)?;
    let lost_in =
        |lo: u64, hi: u64| (lo..hi).filter(|&n| !by_period(&win, (e, p), n)).count() as u64;
    // 1..e + p from the table; then whole periods; then what is left.
    let start = (e + p) as u64;
    let periods = (m + 1 - start) / p as u64;
    let rest_from = start + periods * p as u64;
    let count =
        lost_in(1, start) + periods * lost_in(start, start + p as u64) + lost_in(rest_from, m + 1);
    Some((count, "repeated window"))
}

fn input_of(m: u64, moves: &[u64]) -> String {
    let list: Vec<String> = moves.iter().map(u64::to_string).collect();
    format!("{m}\n{}\n{}\n", moves.len(), list.join(" "))
}

#[test]
fn period_count_matches_the_table() {
    // The counting by periods, against counting the table, where both work.
    let mut rng = StdRng::seed_from_u64(96620);
    for case in 0..40 {
        let moves = random_moves(&mut rng);
        let win = wins(&moves, 20_000, false);
        let width = *moves.iter().max().unwrap() as usize;
        let (e, p) = window_period(&win, width).expect("a period within 20,000");
        for n in 0..win.len() {
            assert_eq!(
                by_period(&win[..e + p], (e, p), n as u64),
                win[n],
                "case {case}, {moves:?}, n {n}"
            );
        }
    }
}

fn random_moves(rng: &mut StdRng) -> Vec<u64> {
    let k = rng.random_range(1..=22);
    let mut moves: Vec<u64> = sample(rng, 22, k).iter().map(|s| s as u64 + 1).collect();
    moves.sort_unstable();
    moves
}

#[test]
fn p9662_matches_the_rule_on_random_inputs() {
    let mut rng = StdRng::seed_from_u64(9662);
    for case in 0..150 {
        let moves = random_moves(&mut rng);
        let m = if case % 3 == 0 {
            rng.random_range(1..=1_000_000_000)
        } else {
            rng.random_range(1..=3000)
        };
        let input = input_of(m, &moves);
        let (want, _) = second_player_wins(&moves, m).expect("a period");
        assert_eq!(
            brute::stdout_of("p9662", &input),
            format!("{want}\n"),
            "case {case}, input {input:?}"
        );
    }
}

#[test]
fn stored_answers_match_the_table_or_the_window() {
    let tally = brute::check_stored_answers("p9662", |input| {
        let t = brute::numbers(input);
        let (m, k) = (t[0], t[1] as usize);
        assert_eq!(t.len(), 2 + k, "M, K and K amounts");
        second_player_wins(&t[2..], m).map(|(c, how)| (format!("{c}\n"), how))
    });
    assert!(
        tally["table"] >= 3 && tally["repeated window"] >= 3,
        "{tally:?}"
    );
}

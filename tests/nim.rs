//! The Nim binaries (p11868 normal, p11694 misère, p16895 winning moves) run
//! as processes on seeded random small inputs, against an exhaustive search
//! of the game tree written from the rule (take any positive number of stones
//! from one pile). Nothing here uses the crate's game logic.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Whether the player to move wins, memoised on the sorted piles. Under
/// misère play a position with no stones is a win for the player to move
/// (the opponent took the last stone); under normal play it is a loss.
fn wins(piles: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut win = misere && key.iter().all(|&p| p == 0);
    for i in 0..key.len() {
        for q in 0..key[i] {
            let mut next = key.clone();
            next[i] = q;
            if !wins(&next, misere, memo) {
                win = true;
            }
        }
    }
    memo.insert(key, win);
    win
}

/// The number of moves from `piles` to a position lost for the opponent.
fn count_winning_moves(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> usize {
    let mut count = 0;
    for i in 0..piles.len() {
        for q in 0..piles[i] {
            let mut next = piles.to_vec();
            next[i] = q;
            if !wins(&next, false, memo) {
                count += 1;
            }
        }
    }
    count
}

fn random_piles(rng: &mut StdRng) -> Vec<u64> {
    let n = rng.random_range(1..=4);
    (0..n).map(|_| rng.random_range(1..=5)).collect()
}

fn input_of(piles: &[u64]) -> String {
    let text: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    format!("{}\n{}\n", piles.len(), text.join(" "))
}

fn stdout_of(bin: &str, input: &str) -> String {
    let output = common::run(&common::bin_path(bin), input.as_bytes());
    assert!(output.status.success(), "{bin} failed on {input:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn p11868_matches_the_game_tree() {
    let mut rng = StdRng::seed_from_u64(11868);
    let mut memo = HashMap::new();
    for case in 0..150 {
        let piles = random_piles(&mut rng);
        let input = input_of(&piles);
        let want = if wins(&piles, false, &mut memo) {
            "koosaga\n"
        } else {
            "cubelover\n"
        };
        assert_eq!(
            stdout_of("p11868", &input),
            want,
            "case {case}, input {input:?}"
        );
    }
}

#[test]
fn p11694_matches_the_game_tree() {
    let mut rng = StdRng::seed_from_u64(11694);
    let mut memo = HashMap::new();
    for case in 0..150 {
        // Half the cases all ones, where misère differs from normal play.
        let mut piles = random_piles(&mut rng);
        if case % 2 == 0 {
            piles.iter_mut().for_each(|p| *p = 1);
        }
        let input = input_of(&piles);
        let want = if wins(&piles, true, &mut memo) {
            "koosaga\n"
        } else {
            "cubelover\n"
        };
        assert_eq!(
            stdout_of("p11694", &input),
            want,
            "case {case}, input {input:?}"
        );
    }
}

#[test]
fn p16895_matches_move_enumeration() {
    let mut rng = StdRng::seed_from_u64(16895);
    let mut memo = HashMap::new();
    for case in 0..150 {
        let piles = random_piles(&mut rng);
        let input = input_of(&piles);
        let want = format!("{}\n", count_winning_moves(&piles, &mut memo));
        assert_eq!(
            stdout_of("p16895", &input),
            want,
            "case {case}, input {input:?}"
        );
    }
}

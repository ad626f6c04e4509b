//! BOJ 16877 (Fibonacci Nim) as a process, against the game searched directly
//! on the tuple of piles (win/lose by the rule, no Grundy values), on seeded
//! random small inputs.
mod common;

use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

const FIBONACCI: [u64; 10] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];

/// Does the player to move win with these piles (sorted, zeros dropped)? A
/// move removes a Fibonacci number of stones from one pile; no move loses.
/// Depth is at most the number of stones (<= 5 * 60).
fn wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..piles.len() {
        for &f in FIBONACCI.iter().filter(|&&f| f <= piles[i]) {
            let mut next = piles.to_vec();
            next[i] -= f;
            next.retain(|&p| p > 0);
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.to_vec(), result);
    result
}

#[test]
fn random_small_inputs_match_the_searched_game() {
    let exe = common::bin_path("p16877");
    let mut rng = StdRng::seed_from_u64(16877);
    let mut memo = HashMap::new();
    let mut seen = [0; 2];
    for case in 0..300 {
        let k = rng.random_range(1..=5);
        // Keep the searched state space small: fewer piles may be larger.
        let max = match k {
            1..=3 => 60,
            4 => 30,
            _ => 18,
        };
        let piles: Vec<u64> = (0..k).map(|_| rng.random_range(1..=max)).collect();
        let input = format!(
            "{k}\n{}\n",
            piles
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let first_wins = wins(&sorted, &mut memo);
        seen[first_wins as usize] += 1;
        let want = if first_wins {
            "koosaga\n"
        } else {
            "cubelover\n"
        };
        let output = common::run(&exe, input.as_bytes());
        assert!(
            output.status.success(),
            "case {case}, input {input:?}: {output:?}"
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            want,
            "case {case}, input {input:?}"
        );
    }
    // Both answers must occur, or the comparison proves little.
    assert!(
        seen[0] >= 20 && seen[1] >= 20,
        "losing/winning counts {seen:?}"
    );
}

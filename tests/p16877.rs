//! BOJ 16877 (Fibonacci Nim) as a process, against the game searched directly
//! on the tuple of piles (win/lose by the rule, no Grundy values), on seeded
//! random small inputs; and the stored answers against the same search, or
//! for large piles the pairs-cancel construction and a Grundy table computed
//! by the definition.
mod brute;
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

/// `g[n]` for n in `0..=max` by the definition: the mex of `g[n - f]` over
/// the Fibonacci numbers f <= n (1, 2, 3, 5, ...).
fn grundy_table(max: usize) -> Vec<u32> {
    let mut fib = vec![1usize, 2];
    while fib[fib.len() - 1] + fib[fib.len() - 2] <= max {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let mut g = vec![0u32; max + 1];
    let mut seen = vec![false; fib.len() + 2];
    for n in 1..=max {
        seen.iter_mut().for_each(|s| *s = false);
        for &f in fib.iter().take_while(|&&f| f <= n) {
            let v = g[n - f] as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

#[test]
fn grundy_table_matches_problems_md_and_the_searched_game() {
    let g = grundy_table(60);
    // problems.md: G(0..9) = 0 1 2 3 0 1 2 3 4 5.
    assert_eq!(g[..10], [0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
    // Sprague-Grundy on two piles, against the game searched on the tuple.
    let mut memo = HashMap::new();
    for a in 1..=40u64 {
        for b in a..=40u64 {
            let xor = g[a as usize] ^ g[b as usize];
            assert_eq!(xor != 0, wins(&[a, b], &mut memo), "piles {a} {b}");
        }
    }
}

#[test]
fn stored_answers_match_the_searched_game_or_the_definition() {
    let mut memo = HashMap::new();
    let answer = |w: bool| if w { "koosaga\n" } else { "cubelover\n" }.to_string();
    // One Grundy table, rebuilt larger when a case needs more.
    let mut g: Vec<u32> = Vec::new();
    let tally = brute::check_stored_answers("p16877", |input| {
        let t = brute::numbers(input);
        let piles = &t[1..];
        assert_eq!(piles.len() as u64, t[0], "N and the piles");
        let small = |p: &[u64]| p.iter().sum::<u64>() <= 60;
        if small(piles) {
            let mut sorted = piles.to_vec();
            sorted.sort_unstable();
            return Some((answer(wins(&sorted, &mut memo)), "searched game"));
        }
        // Identical piles pair off (the second player copies each move on
        // the twin); judge the rest by search, or by Sprague-Grundy with the
        // table by definition.
        let extras = brute::unpaired(piles);
        if small(&extras) {
            return Some((
                answer(wins(&extras, &mut memo)),
                "pairs cancel, rest searched",
            ));
        }
        let max = *extras.iter().max().unwrap() as usize;
        if max >= g.len() {
            g = grundy_table(max);
        }
        let xor = extras.iter().fold(0, |x, &p| x ^ g[p as usize]);
        Some((answer(xor != 0), "pairs cancel, rest by Grundy table"))
    });
    assert!(tally["searched game"] >= 4, "{tally:?}");
}

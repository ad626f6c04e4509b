//! Brute forces and checks shared by several `tests/<bin>.rs` (each of which
//! also has `mod common;`): the Nim game tree searched from the rule, the
//! pairs-cancel construction, and the loop that re-checks stored answers.
//! Nothing here uses the crate's game logic.
#![allow(dead_code)]

pub mod stones;

use std::collections::{BTreeMap, HashMap};

/// Whether the player to move wins Nim (take any positive number of stones
/// from one pile), memoised on the sorted piles. Under misère play a position
/// with no stones is a win for the player to move (the opponent took the last
/// stone); under normal play it is a loss.
pub fn wins(piles: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
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

/// The number of normal-play Nim moves from `piles` to a position lost for
/// the opponent.
pub fn count_winning_moves(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> usize {
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

/// Whether [`wins`] on `piles` is quick in a debug build: the sorted states
/// below `piles` number at most C(n + max, n) (multisets of n values in
/// 0..=max), each with at most `sum` moves; that product must stay under 10^6.
pub fn tree_is_small(piles: &[u64]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0) as f64;
    let sum: u64 = piles.iter().sum();
    // C(n + max, n) as a product of n factors, in floating point (an estimate
    // is enough for a size limit).
    let states: f64 = (1..=piles.len())
        .map(|i| (max + i as f64) / i as f64)
        .product();
    states * (sum.max(1) as f64) <= 1e6
}

/// One copy of each item that occurs an odd number of times, sorted: what is
/// left of a sum of games once identical components are paired off.
pub fn unpaired<T: Ord + Clone>(items: &[T]) -> Vec<T> {
    let mut count: BTreeMap<&T, usize> = BTreeMap::new();
    for item in items {
        *count.entry(item).or_default() += 1;
    }
    count
        .into_iter()
        .filter(|&(_, c)| c % 2 == 1)
        .map(|(item, _)| item.clone())
        .collect()
}

/// Whether the player to move wins normal-play Nim on a position whose
/// unpaired piles (see [`unpaired`], zeros dropped) are `extras`, by the
/// pairs-cancel construction:
/// - a position of pairs of equal piles is lost for the player to move: the
///   opponent answers each move with the same move on the twin pile, so he
///   is never the one without a move;
/// - hence pairs can be dropped (whoever wins the rest plays it and mirrors
///   on the pairs), and a position is won iff some move leaves only pairs:
///   with one extra pile, take it all; with two, cut the larger down to the
///   smaller;
/// - three or more extras: the game tree of the extras, when it is small.
///
/// `None` when that is not enough to decide.
pub fn normal_nim_wins_from_extras(
    extras: &[u64],
    memo: &mut HashMap<Vec<u64>, bool>,
) -> Option<bool> {
    debug_assert!(extras.iter().all(|&p| p > 0), "zeros are no piles");
    match extras.len() {
        0 => Some(false),
        1 | 2 => Some(true),
        _ if tree_is_small(extras) => Some(wins(extras, false, memo)),
        _ => None,
    }
}

/// Parses whitespace-separated unsigned numbers (every token must be one).
pub fn numbers(input: &str) -> Vec<u64> {
    input
        .split_whitespace()
        .map(|w| w.parse().unwrap_or_else(|_| panic!("not a number: {w:?}")))
        .collect()
}

/// Recomputes every answered stored case of `bin` (`testdata/<bin>/*.out`)
/// and asserts the stored stdout equals it, naming the case on failure.
///
/// `expected` gets the `.in` text and returns the stdout the rules give and
/// how it was found (e.g. "brute force", "pairs cancel"), or `None` if it
/// cannot tell; a case it cannot tell fails the test, so every stored answer
/// is checked. Returns how many cases each method checked.
pub fn check_stored_answers(
    bin: &str,
    mut expected: impl FnMut(&str) -> Option<(String, &'static str)>,
) -> BTreeMap<&'static str, usize> {
    let mut tally = BTreeMap::new();
    let mut unchecked = Vec::new();
    for case in crate::common::cases(bin) {
        let crate::common::Expect::Output(stored) = &case.expect else {
            continue;
        };
        let input = String::from_utf8(case.input).expect("UTF-8 input");
        match expected(&input) {
            Some((want, by)) => {
                assert!(
                    *stored == want,
                    "{}: stored answer disagrees with {by}\n{}",
                    case.label,
                    crate::common::diff(&want, stored)
                );
                *tally.entry(by).or_insert(0) += 1;
            }
            None => unchecked.push(case.label),
        }
    }
    assert!(
        unchecked.is_empty(),
        "{bin}: no independent check for {unchecked:?}"
    );
    assert!(!tally.is_empty(), "{bin}: no answered stored case");
    println!("{bin}: stored answers checked by {tally:?}");
    tally
}

/// 1 to 4 piles of 1 to 5 stones: the random inputs of the Nim binaries.
pub fn random_piles(rng: &mut rand::rngs::StdRng) -> Vec<u64> {
    use rand::Rng;
    let n = rng.random_range(1..=4);
    (0..n).map(|_| rng.random_range(1..=5)).collect()
}

/// Runs Nim binary `bin` on 150 seeded random inputs from [`random_piles`]
/// (changed first by `adjust(case, piles)`) and asserts each stdout equals
/// `want(piles)`, naming the case and input on a mismatch.
pub fn compare_on_random_piles(
    bin: &str,
    seed: u64,
    mut adjust: impl FnMut(usize, &mut Vec<u64>),
    mut want: impl FnMut(&[u64]) -> String,
) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for case in 0..150 {
        let mut piles = random_piles(&mut rng);
        adjust(case, &mut piles);
        let input = piles_input(&piles);
        assert_eq!(
            stdout_of(bin, &input),
            want(&piles),
            "{bin}, case {case}, input {input:?}"
        );
    }
}

/// The input of the Nim binaries: `N`, then the piles.
pub fn piles_input(piles: &[u64]) -> String {
    let text: Vec<String> = piles.iter().map(|p| p.to_string()).collect();
    format!("{}\n{}\n", piles.len(), text.join(" "))
}

/// The stdout of binary `bin` on `input`, which must succeed.
pub fn stdout_of(bin: &str, input: &str) -> String {
    let output = crate::common::run(&crate::common::bin_path(bin), input.as_bytes());
    assert!(output.status.success(), "{bin} failed on {input:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Every multiset of 0 to `max_count` values from `lo..=hi`, sorted.
pub fn multisets(max_count: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut layer: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..max_count {
        let mut next = Vec::new();
        for set in &layer {
            let from = set.last().copied().unwrap_or(lo);
            for a in from..=hi {
                let mut s = set.clone();
                s.push(a);
                next.push(s);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all
}

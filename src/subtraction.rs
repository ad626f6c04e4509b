//! Subtraction games: one pile of stones; a move removes `s` stones for some
//! `s` in a fixed set `S` (only if at least `s` remain); whoever cannot move
//! loses. In a table `g`, `g[n]` is the Grundy value of a pile of `n` stones:
//! `g[n] = mex { g[n - s] : s in S, s <= n }`.
//!
//! A pile has at most `|S|` options, so `g[n] <= |S|`; the tables are `u8`
//! (3 MB for a pile of 3 million) and the builders accept up to 255 moves.

use crate::mex::{mex_mask, MexSet};

/// The Grundy values `g[0..=max_pile]` of the subtraction game with move set
/// `moves`.
///
/// Zero and duplicate moves are ignored; moves larger than `max_pile` never
/// apply. With fewer than 64 distinct moves the mex is a `u64` bitmask.
///
/// # Panics
/// If `moves` holds more than 255 distinct positive values (a value could
/// then exceed `u8`).
///
/// # Complexity
/// O(max_pile * |moves|) time, max_pile + 1 bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::subtraction_table;
/// // Take 1 or 3 (BOJ 9655): G(n) = n mod 2.
/// assert_eq!(subtraction_table(&[1, 3], 6), vec![0, 1, 0, 1, 0, 1, 0]);
/// // Take 1 or 2: G(n) = n mod 3.
/// assert_eq!(subtraction_table(&[1, 2], 5), vec![0, 1, 2, 0, 1, 2]);
/// ```
pub fn subtraction_table(moves: &[usize], max_pile: usize) -> Vec<u8> {
    let mut moves: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
    moves.sort_unstable();
    moves.dedup();
    assert!(
        moves.len() <= 255,
        "a subtraction game with {} moves may have Grundy values above 255",
        moves.len()
    );
    let mut g = vec![0u8; max_pile + 1];
    if moves.len() < 64 {
        for n in 1..=max_pile {
            let mut mask = 0u64;
            for &s in moves.iter().take_while(|&&s| s <= n) {
                mask |= 1 << g[n - s];
            }
            g[n] = mex_mask(mask) as u8;
        }
    } else {
        let mut set = MexSet::new();
        for n in 1..=max_pile {
            for &s in moves.iter().take_while(|&&s| s <= n) {
                set.insert(g[n - s] as usize);
            }
            g[n] = set.take_mex() as u8;
        }
    }
    g
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... that are at most `limit`: the move
/// set of Fibonacci Nim piles (BOJ 16877).
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_moves;
/// assert_eq!(fibonacci_moves(20), vec![1, 2, 3, 5, 8, 13]);
/// assert_eq!(fibonacci_moves(0), Vec::<usize>::new());
/// ```
pub fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    let (mut a, mut b) = (1usize, 2usize);
    while a <= limit {
        moves.push(a);
        let next = a.saturating_add(b);
        a = b;
        b = next;
    }
    moves
}

/// The Grundy values `g[0..=max_pile]` of the Fibonacci subtraction game (a
/// move removes a Fibonacci number of stones), built only as far as `max_pile`.
///
/// # Complexity
/// O(max_pile * log(max_pile)) time, max_pile + 1 bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_table;
/// // G(0..9) = 0 1 2 3 0 1 2 3 4 5 (problems.md, BOJ 16877).
/// assert_eq!(fibonacci_table(9), vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_table(max_pile: usize) -> Vec<u8> {
    subtraction_table(&fibonacci_moves(max_pile), max_pile)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The game searched by its rule: a pile is a win for the mover iff some
    /// move leads to a losing pile. Gives only win/lose, independently of mex.
    fn wins_naive(moves: &[usize], max_pile: usize) -> Vec<bool> {
        let mut win = vec![false; max_pile + 1];
        for n in 0..=max_pile {
            win[n] = moves.iter().any(|&s| s >= 1 && s <= n && !win[n - s]);
        }
        win
    }

    /// Grundy values by the definition, with a set per position.
    fn table_naive(moves: &[usize], max_pile: usize) -> Vec<usize> {
        let mut g: Vec<usize> = Vec::new();
        for n in 0..=max_pile {
            let options: std::collections::BTreeSet<usize> = moves
                .iter()
                .filter(|&&s| s >= 1 && s <= n)
                .map(|&s| g[n - s])
                .collect();
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn take_one_or_three_is_parity() {
        let g = subtraction_table(&[1, 3], 1000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 2, "n = {n}");
        }
    }

    #[test]
    fn random_move_sets_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(9655);
        for case in 0..300 {
            let k = rng.random_range(1..=8);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=20)).collect();
            let fast = subtraction_table(&moves, 200);
            let slow = table_naive(&moves, 200);
            let fast: Vec<usize> = fast.iter().map(|&v| v as usize).collect();
            assert_eq!(fast, slow, "case {case}, moves {moves:?}");
            let win = wins_naive(&moves, 200);
            for n in 0..=200 {
                assert_eq!(fast[n] != 0, win[n], "case {case}, moves {moves:?}, n {n}");
            }
        }
    }

    #[test]
    fn many_moves_use_the_general_mex() {
        // 100 moves 1..=100: G(n) = n mod 101, values up to 100.
        let moves: Vec<usize> = (1..=100).collect();
        let g = subtraction_table(&moves, 500);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v as usize, n % 101, "n = {n}");
        }
        assert_eq!(
            g.iter().map(|&v| v as usize).collect::<Vec<_>>(),
            table_naive(&moves, 500)
        );
    }

    #[test]
    #[should_panic(expected = "Grundy values above 255")]
    fn too_many_moves_panics() {
        let moves: Vec<usize> = (1..=256).collect();
        subtraction_table(&moves, 10);
    }

    #[test]
    fn fibonacci_matches_the_definition() {
        let g = fibonacci_table(3000);
        let slow = table_naive(&fibonacci_moves(3000), 3000);
        assert_eq!(g.iter().map(|&v| v as usize).collect::<Vec<_>>(), slow);
        assert_eq!(fibonacci_table(0), vec![0]);
    }
}

//! Subtraction games: one pile of stones; a move removes `s` stones for some
//! `s` in a fixed set `S` (only if at least `s` remain); whoever cannot move
//! loses. In a table `g`, `g[n]` is the Grundy value of a pile of `n` stones:
//! `g[n] = mex { g[n - s] : s in S, s <= n }`.
//!
//! A pile has at most `|S|` options, so `g[n] <= |S|`; the tables are `u8`
//! (3 MB for a pile of 3 million) and the builders accept up to 255 moves.
//! [`one_hot_table`] stores `1 << g[n]` as `u16` instead (values up to 15,
//! 6 MB for 3 million) so that whole blocks of positions take their options
//! with a few vector ORs; [`fibonacci_table`] is built that way.

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
/// Built in blocks by [`one_hot_table`] (the values stay below 16 at least
/// up to 3*10^6, the largest pile of BOJ 16877, as the tests check); should a
/// value reach 16, by [`subtraction_table`].
///
/// # Complexity
/// O(max_pile * log(max_pile)) time, most of it in OR loops over whole
/// blocks; 3 * (max_pile + 1) bytes while building.
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_table;
/// // G(0..9) = 0 1 2 3 0 1 2 3 4 5 (problems.md, BOJ 16877).
/// assert_eq!(fibonacci_table(9), vec![0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_table(max_pile: usize) -> Vec<u8> {
    let moves = fibonacci_moves(max_pile);
    match one_hot_table(&moves, max_pile) {
        Some(masks) => masks.iter().map(|&m| m.trailing_zeros() as u8).collect(),
        None => subtraction_table(&moves, max_pile),
    }
}

/// The Fibonacci subtraction game's values as one-hot masks,
/// `m[n] = 1 << g[n]` for `n` in `0..=max_pile`: [`one_hot_table`] with the
/// Fibonacci moves. The value of pile `n` is `m[n].trailing_zeros()`. BOJ
/// 16877 reads its piles' values from here, skipping the conversion to bytes.
///
/// # Panics
/// If a value reaches 16. Up to 3*10^6 the largest value is 15 (checked by
/// the tests); beyond, [`fibonacci_table`] always answers.
///
/// # Complexity
/// O(max_pile * log(max_pile)) time, 2 * (max_pile + 1) bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::fibonacci_masks;
/// let m = fibonacci_masks(9);
/// let g: Vec<u32> = m.iter().map(|m| m.trailing_zeros()).collect();
/// assert_eq!(g, [0, 1, 2, 3, 0, 1, 2, 3, 4, 5]);
/// ```
pub fn fibonacci_masks(max_pile: usize) -> Vec<u16> {
    one_hot_table(&fibonacci_moves(max_pile), max_pile)
        .expect("a Fibonacci Nim value of 16 or more (none up to 3*10^6)")
}

/// Positions per block in [`one_hot_table`]: two 128-bit vectors of `u16`
/// (8 and 32 measured a little slower on the Fibonacci moves to 3*10^6).
const BLOCK: usize = 16;

/// The subtraction game's values as one-hot masks, `m[n] = 1 << g[n]`, or
/// `None` if some value is 16 or more (a `u16` cannot hold it).
///
/// The positions are built in blocks of [`BLOCK`] = 16. For the block
/// starting at `b`, every move `s >= 16` reads only finished positions
/// (`n - s < b`), so its options for the whole block are one OR of the 16
/// masks `m[b - s..b - s + 16]` into an accumulator: two unaligned loads and
/// two ORs of 128-bit vectors with baseline SSE2, whatever the move. Then the
/// block's positions are finished one by one, OR-ing in the few moves
/// shorter than 16 (1, 2, 3, 5, 8, 13 for Fibonacci); the move 1 reads the
/// value just made from a register, the chain every position waits on. The mex of a mask is its lowest clear bit,
/// `!mask & (mask + 1)` as a mask.
///
/// # Complexity
/// O(max_pile * |moves|) time, 2 * (max_pile + 1) bytes.
///
/// # Example
/// ```
/// use grundy::subtraction::one_hot_table;
/// // Take 1 or 2: G(n) = n mod 3, masks 1, 2, 4, 1, ...
/// assert_eq!(one_hot_table(&[1, 2], 4), Some(vec![1, 2, 4, 1, 2]));
/// // Take 1..=16: G(16) = 16 does not fit.
/// assert_eq!(one_hot_table(&(1..=16).collect::<Vec<_>>(), 16), None);
/// ```
pub fn one_hot_table(moves: &[usize], max_pile: usize) -> Option<Vec<u16>> {
    let mut moves: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
    moves.sort_unstable();
    moves.dedup();
    // The moves 1 and 2 read the two values just made from registers: the
    // chains every position waits on (a value read back from memory that
    // soon waits for the store to be forwarded).
    let take_one = moves.contains(&1);
    let take_two = moves.contains(&2);
    let (short, long) = moves.split_at(moves.partition_point(|&s| s < BLOCK));
    let short = &short[usize::from(take_one) + usize::from(take_two)..];
    let mut m = vec![0u16; max_pile + 1];
    let (mut last, mut before_last) = (0, 0);
    // long[..whole] are the moves that apply to every position of the block.
    let mut whole = 0;
    let mut b = 0;
    while b <= max_pile {
        let len = BLOCK.min(max_pile + 1 - b);
        while whole < long.len() && long[whole] <= b {
            whole += 1;
        }
        let mut acc = or_blocks(&m, b, &long[..whole]);
        // A move s in b + 1..b + len applies from position s on.
        for &s in long[whole..].iter().take_while(|&&s| s < b + len) {
            for i in s - b..len {
                acc[i] |= m[b + i - s];
            }
        }
        for (i, &mask) in acc[..len].iter().enumerate() {
            let n = b + i;
            let mut mask = mask
                | if take_one && n >= 1 { last } else { 0 }
                | if take_two && n >= 2 { before_last } else { 0 };
            for &s in short.iter().take_while(|&&s| s <= n) {
                mask |= m[n - s];
            }
            let mex = !mask & mask.wrapping_add(1);
            if mex == 0 {
                return None;
            }
            m[n] = mex;
            before_last = last;
            last = mex;
        }
        b += len;
    }
    Some(m)
}

/// The OR of the blocks `m[b - s..b - s + BLOCK]` for every move `s` in `moves`
/// (all at most `b`).
#[inline]
fn or_blocks(m: &[u16], b: usize, moves: &[usize]) -> [u16; BLOCK] {
    let mut acc = [0u16; BLOCK];
    for &s in moves {
        // TryFrom by its path: not in the 2015 and 2018 preludes (bundles).
        let from: &[u16; BLOCK] =
            std::convert::TryFrom::try_from(&m[b - s..b - s + BLOCK]).expect("BLOCK masks");
        for (a, &x) in acc.iter_mut().zip(from) {
            *a |= x;
        }
    }
    acc
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
    fn one_hot_matches_the_bitmask_table_on_random_move_sets() {
        let mut rng = StdRng::seed_from_u64(16877);
        for case in 0..200 {
            let k = rng.random_range(1..=12);
            // Moves around BLOCK, both sides of it, and long ones.
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(0..=8 * BLOCK)).collect();
            let max = rng.random_range(0..=1000);
            let slow = subtraction_table(&moves, max);
            match one_hot_table(&moves, max) {
                Some(masks) => {
                    let fast: Vec<u8> = masks.iter().map(|&m| m.trailing_zeros() as u8).collect();
                    assert_eq!(fast, slow, "case {case}, moves {moves:?}, max {max}");
                    assert!(masks.iter().all(|m| m.count_ones() == 1));
                }
                None => assert!(
                    slow.iter().any(|&v| v >= 16),
                    "case {case}: None but all below 16"
                ),
            }
        }
        // Take 1..=k: G(n) = n mod (k + 1), values up to k; 16 does not fit.
        for k in 13..=18 {
            let moves: Vec<usize> = (1..=k).collect();
            let masks = one_hot_table(&moves, 300);
            assert_eq!(masks.is_some(), k <= 15, "k = {k}");
            for (n, m) in masks.iter().flatten().enumerate() {
                assert_eq!(*m, 1 << (n % (k + 1)), "k = {k}, n = {n}");
            }
        }
    }

    /// BOJ 16877's largest pile, bit for bit against the bitmask table (the
    /// position-by-position mex, itself checked against the definition
    /// above). About 0.4 s at the test profile's opt-level 1 (Cargo.toml).
    #[test]
    fn fibonacci_blocks_match_the_bitmask_table_to_3_million() {
        const MAX: usize = 3_000_000;
        let moves = fibonacci_moves(MAX);
        assert_eq!(moves.len(), 31);
        let fast = fibonacci_table(MAX);
        let masks = fibonacci_masks(MAX); // no panic: every value below 16
        assert!(masks.iter().zip(&fast).all(|(&m, &g)| m == 1 << g));
        let slow = subtraction_table(&moves, MAX);
        assert!(
            fast == slow,
            "the tables differ at n = {:?}",
            (0..=MAX).find(|&n| fast[n] != slow[n])
        );
    }

    #[test]
    fn fibonacci_matches_the_definition() {
        let g = fibonacci_table(3000);
        let slow = table_naive(&fibonacci_moves(3000), 3000);
        assert_eq!(g.iter().map(|&v| v as usize).collect::<Vec<_>>(), slow);
        assert_eq!(fibonacci_table(0), vec![0]);
    }
}

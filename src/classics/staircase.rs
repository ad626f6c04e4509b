//! Staircase Nim: coins on steps `0, 1, 2, ...`; a move carries one or more
//! coins from a step `i >= 1` down to step `i - 1`; whoever cannot move loses.
//!
//! The position is Nim on the odd steps ([`staircase_value`]): a move from an
//! even step is answered by carrying the same coins on down.
//!
//! # Pieces on a row
//!
//! The usual disguise: pieces on cells `0, 1, 2, ...` of a row, a move slides
//! one piece left by one or more cells, never onto or past another piece or
//! off the row. The empty cells are the coins and the gaps are the steps,
//! **counted from the right**: sliding piece `j` left by `c` takes `c` cells
//! from the gap on its left and gives them to the gap on its right, so coins
//! go from the gap left of piece `j` to the gap left of piece `j + 1`, and
//! step 1 is the gap just left of the *rightmost* piece, step 2 the gap left
//! of the piece before it, and so on; the cells right of the last piece are
//! the floor. (Numbering the gaps from the left, or taking the gap right of
//! each piece, pairs the wrong gaps.) [`row_steps`] writes the steps and
//! [`row_winning_moves`] the winning slides.

/// The Grundy value of staircase Nim: `steps[i]` coins stand on step `i`
/// (step 0 is the floor); a move carries one or more coins from a step
/// `i >= 1` down to step `i - 1`; whoever cannot move (every coin on the
/// floor) loses. The value is the XOR of the odd steps,
/// `steps[1] ^ steps[3] ^ ...`.
///
/// Proof (induction on the position): moves off an odd step lower that Nim
/// pile, so every value below the XOR `S` is reached, as in Nim; and no move
/// keeps `S`, since each one changes exactly one odd step (the one it leaves,
/// or the one it lands on). So the mex of the options is `S`, and a position
/// is lost iff `S = 0`; the even steps are the "reversible" moves. Disguises:
/// pieces on a line moving left without passing each other, where the gaps
/// are the steps.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::staircase::staircase_value;
/// // Steps 1 and 3 hold 2 and 3 coins: 2 ^ 3 = 1. The floor and step 2 do
/// // not count.
/// assert_eq!(staircase_value(&[9, 2, 7, 3]), 1);
/// assert_eq!(staircase_value(&[0, 0, 5]), 0); // lost: answer each move from 2
/// assert_eq!(staircase_value(&[]), 0);
/// ```
pub fn staircase_value(steps: &[u64]) -> u64 {
    steps.iter().skip(1).step_by(2).fold(0, |s, &c| s ^ c)
}

/// Every winning move of staircase Nim ([`staircase_value`]) as `(i, c)`:
/// carry `c` coins from step `i` down to step `i - 1`, leaving value 0; by
/// increasing `i`, at most one move per step. Empty iff the value is 0.
///
/// With `S` the value: from an odd step `i`, carry `steps[i] - (S ^ steps[i])`
/// when `S ^ steps[i] < steps[i]` (Nim's move); from an even step `i >= 2`,
/// carry `(S ^ steps[i-1]) - steps[i-1]` when that is positive and at most
/// `steps[i]` (it raises the odd step `i - 1` to `S ^ steps[i-1]`). Every
/// move changes one odd step only, so these are all of them.
///
/// # Complexity
/// O(number of steps).
///
/// # Example
/// ```
/// use grundy::staircase::staircase_winning_moves;
/// // S = 2 ^ 3 = 1. Step 1 cannot become S ^ 2 = 3 by losing coins; step 2
/// // carries 1 coin onto step 1 (2 -> 3); step 3 carries 1 down (3 -> 2).
/// assert_eq!(staircase_winning_moves(&[9, 2, 7, 3]), vec![(2, 1), (3, 1)]);
/// assert_eq!(staircase_winning_moves(&[0, 0, 5]), vec![]);
/// ```
pub fn staircase_winning_moves(steps: &[u64]) -> Vec<(usize, u64)> {
    let s = staircase_value(steps);
    let mut out = Vec::new();
    if s == 0 {
        return out;
    }
    for (i, &c) in steps.iter().enumerate().skip(1) {
        if i % 2 == 1 {
            if s ^ c < c {
                out.push((i, c - (s ^ c)));
            }
        } else {
            let below = steps[i - 1];
            if s ^ below > below && (s ^ below) - below <= c {
                out.push((i, (s ^ below) - below));
            }
        }
    }
    out
}

/// The staircase of a row of pieces (see the [module documentation](self)):
/// pieces on the distinct cells `cells` (sorted increasing, cell 0 first)
/// slide left onto empty cells without passing one another. Step 0 (the
/// floor) is 0, and step `i >= 1` is the number of empty cells just left of
/// the `i`-th piece from the right (for the leftmost piece, the cells left
/// of it): the position's value is [`staircase_value`] of the result.
///
/// # Panics
/// If `cells` is not strictly increasing.
///
/// # Example
/// ```
/// use grundy::staircase::{row_steps, staircase_value};
/// // Pieces on cells 1, 4, 5, 9: gaps from the left 1, 2, 0, 3. Step 1 is the
/// // gap left of the rightmost piece (cells 6, 7, 8: 3), step 2 the gap left
/// // of the piece on 5 (none), step 3 the cells 2, 3, step 4 the cell 0.
/// assert_eq!(row_steps(&[1, 4, 5, 9]), vec![0, 3, 0, 2, 1]);
/// // Value 3 ^ 2 = 1: the mover wins (slide the piece on 9 to 8).
/// assert_eq!(staircase_value(&row_steps(&[1, 4, 5, 9])), 1);
/// // Two pieces side by side at the left wall: no move, lost.
/// assert_eq!(row_steps(&[0, 1]), vec![0, 0, 0]);
/// ```
pub fn row_steps(cells: &[u64]) -> Vec<u64> {
    let k = cells.len();
    let mut steps = vec![0; k + 1];
    for j in 0..k {
        let gap = if j == 0 {
            cells[0]
        } else {
            assert!(
                cells[j] > cells[j - 1],
                "row_steps: the cells must be strictly increasing ({} then {})",
                cells[j - 1],
                cells[j]
            );
            cells[j] - cells[j - 1] - 1
        };
        steps[k - j] = gap;
    }
    steps
}

/// Every winning move of the row of pieces on `cells` (see [`row_steps`]):
/// `(piece, to)`, the index of the piece in `cells` and the cell it slides
/// to, by decreasing piece index (increasing step). Empty iff the position is
/// lost.
///
/// # Panics
/// As [`row_steps`].
///
/// # Example
/// ```
/// use grundy::staircase::row_winning_moves;
/// // Cells 1, 4, 5, 9 (steps 0, 3, 0, 2, 1; value 3 ^ 2 = 1): slide the
/// // piece on 9 to 8 (step 1: 3 -> 2), or the piece on 1 to 0 (carry the
/// // one cell of step 4 onto step 3: 2 -> 3); either leaves 2 ^ 2 or 3 ^ 3.
/// let moves = row_winning_moves(&[1, 4, 5, 9]);
/// assert_eq!(moves, vec![(3, 8), (0, 0)]);
/// ```
pub fn row_winning_moves(cells: &[u64]) -> Vec<(usize, u64)> {
    let k = cells.len();
    staircase_winning_moves(&row_steps(cells))
        .into_iter()
        .map(|(i, c)| (k - i, cells[k - i] - c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classics::moore::tests::tuples;
    use std::collections::HashMap;

    /// The Grundy value of a staircase position from the rule (carry 1 or
    /// more coins from step i >= 1 to step i - 1), by mex over every move,
    /// memoised; the recursion depth is at most the sum of coins * step.
    fn staircase_naive(steps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
        if let Some(&g) = memo.get(steps) {
            return g;
        }
        let mut seen = Vec::new();
        for i in 1..steps.len() {
            for c in 1..=steps[i] {
                let mut next = steps.to_vec();
                next[i] -= c;
                next[i - 1] += c;
                seen.push(staircase_naive(&next, memo));
            }
        }
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(steps.to_vec(), g);
        g
    }

    #[test]
    fn staircase_matches_the_game_tree() {
        let mut memo = HashMap::new();
        for len in 0..=5 {
            for steps in tuples(len, 3) {
                let g = staircase_naive(&steps, &mut memo);
                assert_eq!(staircase_value(&steps), g, "steps {steps:?}");
                let mut want = Vec::new();
                for i in 1..steps.len() {
                    for c in 1..=steps[i] {
                        let mut next = steps.clone();
                        next[i] -= c;
                        next[i - 1] += c;
                        if staircase_naive(&next, &mut memo) == 0 {
                            want.push((i, c));
                        }
                    }
                }
                assert_eq!(staircase_winning_moves(&steps), want, "steps {steps:?}");
            }
        }
    }

    /// Whether the mover wins the row of pieces on the cells of `mask`
    /// (bit x = a piece on cell x), by the rules: a piece slides left by one
    /// or more cells, onto empty cells only, never past a piece or cell 0.
    fn row_wins(mask: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&w) = memo.get(&mask) {
            return w;
        }
        let mut win = false;
        for x in 0..32 {
            if mask >> x & 1 == 0 {
                continue;
            }
            let mut y = x;
            while y > 0 && mask >> (y - 1) & 1 == 0 {
                y -= 1;
                if !row_wins(mask & !(1 << x) | 1 << y, memo) {
                    win = true;
                }
            }
        }
        memo.insert(mask, win);
        win
    }

    #[test]
    fn rows_of_pieces_match_the_rules() {
        // Every row of 12 cells: the value of row_steps decides the winner,
        // and the winning slides are exactly those that leave a lost row.
        let mut memo = HashMap::new();
        for mask in 0u32..1 << 12 {
            let cells: Vec<u64> = (0..12).filter(|&x| mask >> x & 1 == 1).collect();
            let steps = row_steps(&cells);
            let wins = row_wins(mask, &mut memo);
            assert_eq!(staircase_value(&steps) != 0, wins, "cells {cells:?}");
            let mut want = Vec::new();
            for (j, &x) in cells.iter().enumerate().rev() {
                let lo = if j == 0 { 0 } else { cells[j - 1] + 1 };
                for y in lo..x {
                    if !row_wins(mask & !(1 << x) | 1 << y, &mut memo) {
                        want.push((j, y));
                    }
                }
            }
            // At most one winning slide per piece (one per step).
            assert_eq!(row_winning_moves(&cells), want, "cells {cells:?}");
        }
    }

    #[test]
    #[should_panic(expected = "strictly increasing")]
    fn row_steps_rejects_unsorted_cells() {
        row_steps(&[3, 3]);
    }

    #[test]
    fn staircase_boundaries() {
        // Only the floor: no move.
        assert_eq!(staircase_value(&[u64::MAX]), 0);
        assert_eq!(staircase_winning_moves(&[u64::MAX]), vec![]);
        // One coin on step 1: carry it down.
        assert_eq!(staircase_winning_moves(&[0, 1]), vec![(1, 1)]);
        // Huge odd steps: S = 2^63 ^ 1; lower step 1 from 2^63 to 1, or step 3
        // from 1 to 2^63 by carrying from step 4 (which holds u64::MAX).
        let big = 1u64 << 63;
        assert_eq!(
            staircase_winning_moves(&[0, big, 0, 1, u64::MAX]),
            vec![(1, big - 1), (4, big - 1)]
        );
    }
}

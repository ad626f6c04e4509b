//! Staircase Nim: coins on steps `0, 1, 2, ...`; a move carries one or more
//! coins from a step `i >= 1` down to step `i - 1`; whoever cannot move loses.
//!
//! The position is Nim on the odd steps ([`staircase_value`]): a move from an
//! even step is answered by carrying the same coins on down. Disguises:
//! pieces on a line that move left without passing each other, where the gaps
//! are the steps.

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moore::tests::tuples;
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

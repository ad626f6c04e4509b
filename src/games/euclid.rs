//! Euclid's game (BOJ 4342): two positive numbers; a move subtracts a
//! positive multiple of the smaller number from the larger one, leaving it at
//! least 0; whoever makes a number 0 wins.
//!
//! # Who wins
//!
//! Write the position as `(a, b)` with `a >= b >= 1`, `a = q b + r`,
//! `0 <= r < b`.
//!
//! - `r = 0`: the player to move subtracts `q b` and wins at once.
//! - `q >= 2`: the player to move wins. The moves to `(b, r)` (subtract `q b`)
//!   and to `(b + r, b)` (subtract `(q - 1) b`) are both open, and from
//!   `(b + r, b)`, where `b < b + r < 2b`, the only move is to `(b, r)`. So
//!   whoever moves from `(b + r, b)` is the one who would move from `(b, r)`
//!   otherwise, one turn later: one of the two moves leaves the opponent a
//!   lost position.
//! - `q = 1`, `r > 0`: the only move is to `(b, r)`, and the roles swap.
//!
//! Each forced step is one step of the Euclidean algorithm, so a game is
//! decided in O(log min(a, b)) steps (about 45 for consecutive Fibonacci
//! numbers below 2^31), by a loop, not by recursion.

/// Whether the player to move wins Euclid's game from `(a, b)`.
///
/// # Panics
/// If `a` or `b` is 0 (the game has already ended).
///
/// # Complexity
/// O(log min(a, b)) steps, no recursion.
///
/// # Example
/// ```
/// use grundy::games::euclid::first_player_wins;
/// // (25, 7): subtract 14 to (11, 7) and win (the rule's own example shows
/// // a different line of play).
/// assert!(first_player_wins(25, 7));
/// // (3, 2) -> (2, 1) is forced, and the opponent takes 2 to 0.
/// assert!(!first_player_wins(3, 2));
/// assert!(!first_player_wins(2, 3));
/// assert!(first_player_wins(5, 5));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    assert!(a > 0 && b > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = (a.max(b), a.min(b));
    // Whether the player to move now is the one who moved first.
    let mut first_to_move = true;
    loop {
        // q >= 2 (a - b >= b), or r = 0, which below 2b means a = b: the
        // player to move wins. No division: a < 2b here otherwise.
        let rest = big - small;
        if rest == 0 || rest >= small {
            return first_to_move;
        }
        // b < a < 2b: the only move leaves (b, a - b).
        big = small;
        small = rest;
        first_to_move = !first_to_move;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `win[a][b]` for `0 <= a, b <= max` by the rule: a position holding a 0
    /// is lost for the player to move (the opponent just made it); otherwise
    /// the mover wins iff some subtraction of `k * min` (k >= 1, keeping the
    /// larger number >= 0) leaves a lost position. Every move lowers `a + b`,
    /// so sums are filled in increasing order.
    fn wins_naive(max: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; max + 1]; max + 1];
        for sum in 2..=2 * max {
            for a in sum.saturating_sub(max).max(1)..=(sum - 1).min(max) {
                let b = sum - a;
                if b == 0 {
                    continue;
                }
                let (big, small) = (a.max(b), a.min(b));
                let mut w = false;
                let mut k = 1;
                while k * small <= big {
                    let rest = big - k * small;
                    let (x, y) = if a >= b { (rest, b) } else { (a, rest) };
                    if !win[x][y] {
                        w = true;
                    }
                    k += 1;
                }
                win[a][b] = w;
            }
        }
        win
    }

    #[test]
    fn matches_the_rule_on_every_pair_up_to_150() {
        let win = wins_naive(150);
        for (a, row) in win.iter().enumerate().skip(1) {
            for (b, &w) in row.iter().enumerate().skip(1) {
                assert_eq!(
                    first_player_wins(a as u64, b as u64),
                    w,
                    "(a, b) = ({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn consecutive_fibonacci_numbers_alternate() {
        // (F(k+1), F(k)) with F(k) >= 2 is a chain of forced moves down to
        // (2, 1), where the mover wins: k - 2 forced moves before it.
        let (mut a, mut b) = (2u64, 1u64);
        let mut forced = 0;
        while a < 1 << 31 {
            assert_eq!(first_player_wins(a, b), forced % 2 == 0, "({a}, {b})");
            let next = a + b;
            b = a;
            a = next;
            forced += 1;
        }
        assert!(forced >= 44, "{forced} Fibonacci pairs below 2^31");
        assert!(first_player_wins(u64::MAX, 1));
        // One forced move to (2^64 - 2, 1), a multiple: the opponent wins.
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
    }

    #[test]
    #[should_panic(expected = "two positive numbers")]
    fn zero_is_no_position() {
        first_player_wins(0, 5);
    }
}

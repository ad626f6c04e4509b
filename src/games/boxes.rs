//! The box-splitting game (BOJ 11867): two boxes hold `n` and `m` stones. A
//! move empties one box and splits the other box's stones into two boxes of at
//! least one stone each (so the box that is split needs at least two stones).
//! The only position without a move is two boxes of one stone, and whoever
//! makes it wins: normal play, the player to move at (1, 1) loses.
//!
//! The player to move loses iff `n` and `m` are both odd:
//! - from (odd, odd), a move splits an odd box into an odd and an even part,
//!   so it never reaches (odd, odd);
//! - from a position with an even box `e >= 2`, empty the other box and split
//!   `e` into `1` and `e - 1`, both odd.
//!
//! Every move leaves fewer stones, so play ends.

/// Whether the player to move wins the box-splitting game with boxes of `n`
/// and `m` stones: iff `n` or `m` is even.
///
/// # Panics
/// If `n` or `m` is 0 (a box holds at least one stone).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::boxes::first_player_wins;
/// assert!(first_player_wins(1, 2)); // BOJ 11867 sample: split 2 into 1 + 1
/// assert!(!first_player_wins(1, 1)); // no move: the opponent made (1, 1)
/// assert!(!first_player_wins(3, 1)); // only move: (1, 2), a win for the opponent
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    assert!(n >= 1 && m >= 1, "a box holds at least one stone");
    n % 2 == 0 || m % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `win[n][m]` for every `n, m` in `1..=max`, searched from the rule: a
    /// move empties one box and splits the other into `a` and `b - a` with
    /// `1 <= a < b`; a position is a win iff some move reaches a loss. The
    /// position (1, 1) has no move, so it is a loss. Positions are filled in
    /// order of their total, since each move lowers it.
    fn wins_naive(max: usize) -> Vec<Vec<bool>> {
        let mut win = vec![vec![false; max + 1]; max + 1];
        for total in 2..=2 * max {
            for n in 1..=max.min(total - 1) {
                let m = total - n;
                if m > max {
                    continue;
                }
                // Split n (emptying m), or split m (emptying n).
                win[n][m] = [n, m].iter().any(|&b| (1..b).any(|a| !win[a][b - a]));
            }
        }
        win
    }

    #[test]
    fn matches_the_game_searched_from_its_rule() {
        let win = wins_naive(100);
        for (n, row) in win.iter().enumerate().skip(1) {
            for (m, &w) in row.iter().enumerate().skip(1) {
                assert_eq!(first_player_wins(n as u64, m as u64), w, "n = {n}, m = {m}");
            }
        }
        assert_eq!(win.len(), 101);
        assert!(!win[1][1]);
    }

    #[test]
    #[should_panic(expected = "a box holds at least one stone")]
    fn empty_box_panics() {
        first_player_wins(0, 3);
    }
}

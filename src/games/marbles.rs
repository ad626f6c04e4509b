//! The marble game (BOJ 2600): two bins of marbles; a move takes exactly
//! `b1`, `b2` or `b3` marbles from one bin (if it holds that many); whoever
//! cannot move loses.
//!
//! Each bin is a subtraction game, and the two bins are a sum: the player to
//! move wins iff `g(k1) xor g(k2) != 0`, `g` the subtraction game's Grundy
//! values ([`subtraction_table`], one table up to the larger bin). Note that
//! "either bin lost alone" decides nothing: two won bins can make a lost sum.

use crate::impartial::subtraction::subtraction_table;

/// For each game of two piles `(k1, k2)` of the subtraction game with move
/// set `moves` (a move takes from one pile), whether the player to move wins:
/// iff the XOR of the piles' Grundy values is nonzero (BOJ 2600, the marble
/// game). One table, up to the largest pile.
///
/// # Panics
/// As [`subtraction_table`] (more than 255 distinct moves; the memory
/// message when a pile is `usize::MAX` or the table does not fit).
///
/// # Complexity
/// O(max pile * |moves| + number of games).
///
/// # Example
/// ```
/// use grundy::games::marbles::first_player_wins_sums;
/// // Take 1, 2 or 3: g(n) = n mod 4. (4, 4) is 0 xor 0; (1, 2) is 1 xor 2.
/// assert_eq!(first_player_wins_sums(&[1, 2, 3], &[(4, 4), (1, 2), (5, 1)]), [false, true, false]);
/// ```
pub fn first_player_wins_sums(moves: &[usize], games: &[(usize, usize)]) -> Vec<bool> {
    let max = games.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let g = subtraction_table(moves, max);
    games.iter().map(|&(a, b)| g[a] != g[b]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_match_a_two_pile_search() {
        let moves = [2, 3, 7];
        // win[a][b] of the two-pile game itself, by the rule.
        let max = 40;
        let mut win = vec![vec![false; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                win[a][b] = moves
                    .iter()
                    .any(|&s| (s <= a && !win[a - s][b]) || (s <= b && !win[a][b - s]));
            }
        }
        let games: Vec<(usize, usize)> = (0..=max)
            .flat_map(|a| (0..=max).map(move |b| (a, b)))
            .collect();
        let fast = first_player_wins_sums(&moves, &games);
        for (&(a, b), &w) in games.iter().zip(&fast) {
            assert_eq!(w, win[a][b], "piles ({a}, {b})");
        }
        assert!(first_player_wins_sums(&moves, &[]).is_empty());
    }
}

//! Take-away games on one pile with a finite move set, as in the 돌 게임
//! (stone game) series of BOJ (9655 to 9662): a move removes `s` stones for
//! some `s` in the move set (only if at least `s` remain).
//!
//! Under *normal* play whoever takes the last stone wins (whoever cannot move
//! loses); under *misère* play whoever takes the last stone loses. A misère
//! game is not "the normal game with the answer flipped", and misère sums are
//! not decided by XORs of Grundy values (see the toolkit's
//! [`heap`](crate::impartial::heap)), so misère piles are decided by a win/lose table.
//!
//! Where a pile can be far larger than any table (10^12), the answer comes
//! from a period that is *proven*, never from one merely observed:
//! - a finite move set: the win/lose outcome of a pile is a fixed function of
//!   the outcomes of the `max(moves)` piles below it, so a repeated window of
//!   that many outcomes repeats forever (the toolkit's
//!   [`subtraction_outcome_period`], `Theorem::RepeatedWindow`);
//! - the infinite move set of the powers of a base (BOJ 9661) is another
//!   matter: see [`residue`](crate::games::residue).

use crate::impartial::heap::{outcomes, Play};
use crate::impartial::subtraction::subtraction_outcome_period;

/// Whether the player to move wins a pile of `n` under misère play with move
/// set `moves`, by the win/lose table up to `n` ([`outcomes`]).
///
/// Misère play: a player with no move wins, so with 1 among the moves,
/// whoever takes the last stone loses. Zero and repeated moves are ignored.
///
/// # Panics
/// With the [memory](crate::judge::memory) message when the table up to `n` does not
/// fit in memory, or for `n == usize::MAX`.
///
/// # Complexity
/// O(n * |moves|) time, O(n) memory.
///
/// # Example
/// ```
/// use grundy::games::stones::misere_first_player_wins;
/// // Take 1 or 3 (BOJ 9656): 1 stone must be taken, a loss; from 2, take 1.
/// assert!(!misere_first_player_wins(&[1, 3], 1));
/// assert!(misere_first_player_wins(&[1, 3], 2));
/// ```
pub fn misere_first_player_wins(moves: &[usize], n: usize) -> bool {
    let len = crate::judge::memory::count_through("misere_first_player_wins", n);
    let win = outcomes(len, Play::Misere, |k, push| {
        for &s in moves {
            if s >= 1 && s <= k {
                push(&[k - s]);
            }
        }
    });
    win[n]
}

/// Whether the player to move wins a pile of `n` under normal play with the
/// finite move set `moves`, from the proven period of the outcomes: no table
/// reaches `n`.
///
/// # Panics
/// As [`subtraction_outcome_period`] (when the proof's values do not fit in
/// memory: a move near `usize::MAX`).
///
/// # Complexity
/// O(L * |moves|) for the L outcomes the proof needs (about
/// `2 * (pre-period + period + max(moves))`), whatever `n`.
///
/// # Example
/// ```
/// use grundy::games::stones::first_player_wins_by_period;
/// // Take 1, 3 or 4 (BOJ 9660): lost exactly at n = 0, 2 (mod 7).
/// assert!(!first_player_wins_by_period(&[1, 3, 4], 1_000_000_000_000 - 1));
/// assert!(first_player_wins_by_period(&[1, 3, 4], 1_000_000_000_000));
/// ```
pub fn first_player_wins_by_period(moves: &[usize], n: u64) -> bool {
    let (win, period) = subtraction_outcome_period(moves, Play::Normal);
    debug_assert!(period.is_proven());
    period.get(&win, n)
}

/// How many piles `n` in `1..=m` are lost for the player to move (won by the
/// second player) under normal play with the finite move set `moves`, counted
/// from the proven period of the outcomes (BOJ 9662). The empty pile `n = 0`
/// is not counted.
///
/// # Panics
/// As [`first_player_wins_by_period`].
///
/// # Complexity
/// O(L * |moves|) for the L outcomes the proof needs, whatever `m`.
///
/// # Example
/// ```
/// use grundy::games::stones::second_player_wins_up_to;
/// // Take 1 or 3: lost exactly at even n; 2, 4, ..., 10^9.
/// assert_eq!(second_player_wins_up_to(&[1, 3], 1_000_000_000), 500_000_000);
/// // Take 1, 3 or 4: lost at n = 0, 2 (mod 7); in 1..=10: 2, 7, 9.
/// assert_eq!(second_player_wins_up_to(&[1, 3, 4], 10), 3);
/// ```
pub fn second_player_wins_up_to(moves: &[usize], m: u64) -> u64 {
    let (win, period) = subtraction_outcome_period(moves, Play::Normal);
    debug_assert!(period.is_proven());
    period.count_where(&win, 1, m, |w| !w)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `win[n]` by the rule: the mover wins iff some move leaves a lost pile;
    /// a pile with no move (the empty one, at least) is lost under normal
    /// play and won under misère play (the opponent made the last move).
    /// Also the brute force of [`residue`](crate::games::residue)'s tests.
    pub(crate) fn wins_naive(moves: &[usize], max: usize, misere: bool) -> Vec<bool> {
        let mut win = vec![false; max + 1];
        for n in 0..=max {
            let options: Vec<usize> = moves
                .iter()
                .filter(|&&s| s >= 1 && s <= n)
                .map(|&s| n - s)
                .collect();
            win[n] = if options.is_empty() {
                misere
            } else {
                options.iter().any(|&o| !win[o])
            };
        }
        win
    }

    /// Every move set of 1 to 4 moves from 1..=7, and every n up to 300.
    fn small_move_sets() -> Vec<Vec<usize>> {
        (1u32..1 << 7)
            .filter(|mask| mask.count_ones() <= 4)
            .map(|mask| (1..=7).filter(|s| mask >> (s - 1) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn misere_matches_the_rule() {
        for moves in small_move_sets() {
            let win = wins_naive(&moves, 120, true);
            for (n, &w) in win.iter().enumerate() {
                assert_eq!(misere_first_player_wins(&moves, n), w, "{moves:?}, n {n}");
            }
        }
    }

    #[test]
    fn the_period_matches_the_rule_far_out() {
        for moves in small_move_sets() {
            let win = wins_naive(&moves, 3000, false);
            for n in (0..=3000).step_by(7) {
                assert_eq!(
                    first_player_wins_by_period(&moves, n as u64),
                    win[n],
                    "{moves:?}, n {n}"
                );
            }
            for m in [1usize, 2, 10, 99, 1000, 2999, 3000] {
                let want = (1..=m).filter(|&n| !win[n]).count() as u64;
                assert_eq!(
                    second_player_wins_up_to(&moves, m as u64),
                    want,
                    "{moves:?}, M {m}"
                );
            }
        }
    }
}

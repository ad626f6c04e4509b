//! The kings' bridges game (BOJ 18937): `N` bridges, bridge `i` a row of `A_i`
//! cells with a white stone on its first cell and a black stone on its last.
//! The white king moves only white stones, the black king only black ones; a
//! turn moves one of your stones to another cell of its bridge, never onto or
//! over the other stone, and moving away from it is allowed. Whoever cannot
//! move loses.
//!
//! The game is Nim in disguise, with one pile per bridge: the number of empty
//! cells between the two stones, `A_i - 2` at the start.
//! - Moving toward the other stone lowers that gap by any amount from 1 to
//!   the gap: a Nim move.
//! - Moving away raises the gap, but the opponent can chase with the other
//!   stone of that bridge and restore it. The player who wins the Nim game
//!   answers Nim moves by Nim and retreats by chases. The loser's retreats all
//!   go one way (the white king's to the left, the black king's to the right)
//!   and the winner's chases follow, so the loser runs out of room: play
//!   cannot cycle forever, and no position is a draw.
//!
//! So the player to move wins iff the XOR of the gaps is nonzero, whichever
//! king that is. The state graph has cycles (a stone can go back and forth),
//! which is why the tests check this against retrograde analysis of the real
//! two-stone game rather than a Grundy recursion.
//!
//! This is its own module, not part of [`crate::classics::nim`], because the game is
//! not Nim: its rules, its reduction and its (cyclic) test are about bridges;
//! its value is the [`crate::classics::nim::nim_sum`] of the gaps, taken here one
//! length at a time ([`grundy_value`]).

/// Whether the king who moves first wins, on bridges of `lengths[i]` cells
/// with the stones at both ends: iff the XOR of `lengths[i] - 2` is nonzero.
///
/// # Panics
/// If a bridge has fewer than 2 cells (it could not hold both stones).
///
/// # Complexity
/// O(number of bridges) time and memory.
///
/// # Example
/// ```
/// use grundy::games::bridges::first_player_wins;
/// assert!(!first_player_wins(&[2])); // stones adjacent: no move at all
/// assert!(first_player_wins(&[3])); // step into the one empty cell
/// assert!(!first_player_wins(&[5, 5])); // gaps 3 ^ 3 = 0
/// assert!(first_player_wins(&[3, 4, 6])); // gaps 1 ^ 2 ^ 4 = 7
/// ```
pub fn first_player_wins(lengths: &[u64]) -> bool {
    grundy_value(lengths.iter().copied()) != 0
}

/// The Grundy value of the bridges of `lengths` cells, the XOR of the gaps
/// `lengths[i] - 2`, taking the lengths one at a time: a binary can pass an
/// iterator that reads them from its input and never store them.
///
/// # Panics
/// If a bridge has fewer than 2 cells (it could not hold both stones).
///
/// # Complexity
/// O(number of bridges) time, O(1) memory.
///
/// # Example
/// ```
/// use grundy::games::bridges::grundy_value;
/// assert_eq!(grundy_value([3, 4, 6]), 1 ^ 2 ^ 4);
/// assert_eq!(grundy_value("5 5".split(' ').map(|a| a.parse().unwrap())), 0);
/// ```
pub fn grundy_value<I: IntoIterator<Item = u64>>(lengths: I) -> u64 {
    lengths.into_iter().fold(0, |xor, a| {
        assert!(a >= 2, "a bridge of {} cells cannot hold both stones", a);
        xor ^ (a - 2)
    })
}

#[cfg(test)]
mod tests {
    // The twin, retrograde analysis of the real two-stone game on small
    // bridges, is in tests/p18937.rs (it also runs the p18937 binary).
    use super::*;

    #[test]
    fn the_gap_is_the_pile() {
        // One bridge: the mover wins iff there is an empty cell between.
        assert!(!first_player_wins(&[2]));
        for a in 3..100 {
            assert!(first_player_wins(&[a]), "A = {a}");
        }
        // Lengths near u64::MAX do not overflow.
        assert!(!first_player_wins(&[u64::MAX, u64::MAX]));
    }

    #[test]
    #[should_panic(expected = "a bridge of 1 cells cannot hold both stones")]
    fn one_cell_bridge_panics() {
        first_player_wins(&[3, 1]);
    }
}

//! Moved to [`games::marbles`](crate::games::marbles) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::marbles` compiling, with a warning that
//! names the new path.

/// Moved to [`games::marbles::first_player_wins_sums`](crate::games::marbles::first_player_wins_sums).
#[deprecated(note = "moved: use grundy::games::marbles::first_player_wins_sums")]
pub fn first_player_wins_sums(moves: &[usize], games: &[(usize, usize)]) -> Vec<bool> {
    crate::games::marbles::first_player_wins_sums(moves, games)
}

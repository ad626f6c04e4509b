//! Moved to [`games::stones`](crate::games::stones) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::stones` compiling, with a warning that
//! names the new path.

/// Moved to [`games::stones::misere_first_player_wins`](crate::games::stones::misere_first_player_wins).
#[deprecated(note = "moved: use grundy::games::stones::misere_first_player_wins")]
pub fn misere_first_player_wins(moves: &[usize], n: usize) -> bool {
    crate::games::stones::misere_first_player_wins(moves, n)
}

/// Moved to [`games::stones::first_player_wins_by_period`](crate::games::stones::first_player_wins_by_period).
#[deprecated(note = "moved: use grundy::games::stones::first_player_wins_by_period")]
pub fn first_player_wins_by_period(moves: &[usize], n: u64) -> bool {
    crate::games::stones::first_player_wins_by_period(moves, n)
}

/// Moved to [`games::stones::second_player_wins_up_to`](crate::games::stones::second_player_wins_up_to).
#[deprecated(note = "moved: use grundy::games::stones::second_player_wins_up_to")]
pub fn second_player_wins_up_to(moves: &[usize], m: u64) -> u64 {
    crate::games::stones::second_player_wins_up_to(moves, m)
}

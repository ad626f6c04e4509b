//! Moved to [`games::euclid`](crate::games::euclid) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::euclid` compiling, with a warning that
//! names the new path.

/// Moved to [`games::euclid::first_player_wins`](crate::games::euclid::first_player_wins).
#[deprecated(note = "moved: use grundy::games::euclid::first_player_wins")]
pub fn first_player_wins(a: u64, b: u64) -> bool {
    crate::games::euclid::first_player_wins(a, b)
}

//! Moved to [`games::boxes`](crate::games::boxes) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::boxes` compiling, with a warning that
//! names the new path.

/// Moved to [`games::boxes::first_player_wins`](crate::games::boxes::first_player_wins).
#[deprecated(note = "moved: use grundy::games::boxes::first_player_wins")]
pub fn first_player_wins(n: u64, m: u64) -> bool {
    crate::games::boxes::first_player_wins(n, m)
}

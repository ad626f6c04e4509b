//! Moved to [`games::bridges`](crate::games::bridges) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::bridges` compiling, with a warning that
//! names the new path.

/// Moved to [`games::bridges::first_player_wins`](crate::games::bridges::first_player_wins).
#[deprecated(note = "moved: use grundy::games::bridges::first_player_wins")]
pub fn first_player_wins(lengths: &[u64]) -> bool {
    crate::games::bridges::first_player_wins(lengths)
}

/// Moved to [`games::bridges::grundy_value`](crate::games::bridges::grundy_value).
#[deprecated(note = "moved: use grundy::games::bridges::grundy_value")]
pub fn grundy_value<I: IntoIterator<Item = u64>>(lengths: I) -> u64 {
    crate::games::bridges::grundy_value(lengths)
}

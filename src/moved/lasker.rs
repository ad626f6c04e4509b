//! Moved to [`games::lasker`](crate::games::lasker) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::lasker` compiling, with a warning that
//! names the new path.

/// Moved to [`games::lasker::grundy`](crate::games::lasker::grundy).
#[deprecated(note = "moved: use grundy::games::lasker::grundy")]
pub fn grundy(n: u64) -> u64 {
    crate::games::lasker::grundy(n)
}

/// Moved to [`games::lasker::first_player_wins`](crate::games::lasker::first_player_wins).
#[deprecated(note = "moved: use grundy::games::lasker::first_player_wins")]
pub fn first_player_wins(piles: &[u64]) -> bool {
    crate::games::lasker::first_player_wins(piles)
}

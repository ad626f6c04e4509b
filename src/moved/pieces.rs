//! Moved to [`games::pieces`](crate::games::pieces) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::pieces` compiling, with a warning that
//! names the new path.

/// Moved to [`games::pieces::Piece`](crate::games::pieces::Piece).
#[deprecated(note = "moved: use grundy::games::pieces::Piece")]
pub type Piece = crate::games::pieces::Piece;

/// Moved to [`games::pieces::first_player_wins`](crate::games::pieces::first_player_wins).
#[deprecated(note = "moved: use grundy::games::pieces::first_player_wins")]
pub fn first_player_wins(pieces: &[(u64, u64, crate::games::pieces::Piece)]) -> bool {
    crate::games::pieces::first_player_wins(pieces)
}

/// Moved to [`games::pieces::grundy_value`](crate::games::pieces::grundy_value).
#[deprecated(note = "moved: use grundy::games::pieces::grundy_value")]
pub fn grundy_value<I: IntoIterator<Item = (u64, u64, crate::games::pieces::Piece)>>(
    pieces: I,
) -> u64 {
    crate::games::pieces::grundy_value(pieces)
}

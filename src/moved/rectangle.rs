//! Moved to [`games::rectangle`](crate::games::rectangle) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::rectangle` compiling, with a warning that
//! names the new path.

/// Moved to [`games::rectangle::wall_grundy`](crate::games::rectangle::wall_grundy).
#[deprecated(note = "moved: use grundy::games::rectangle::wall_grundy")]
pub fn wall_grundy(marked: &[Vec<bool>]) -> u64 {
    crate::games::rectangle::wall_grundy(marked)
}

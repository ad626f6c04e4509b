//! Moved to [`games::berzerk`](crate::games::berzerk) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::berzerk` compiling, with a warning that
//! names the new path.

/// Moved to [`games::berzerk::berzerk`](crate::games::berzerk::berzerk).
#[deprecated(note = "moved: use grundy::games::berzerk::berzerk")]
pub fn berzerk(n: usize, s1: &[usize], s2: &[usize]) -> [Vec<crate::retrograde::Outcome>; 2] {
    crate::games::berzerk::berzerk(n, s1, s2)
}

/// Moved to [`games::berzerk::berzerk_by_moves`](crate::games::berzerk::berzerk_by_moves).
#[deprecated(note = "moved: use grundy::games::berzerk::berzerk_by_moves")]
pub fn berzerk_by_moves(
    n: usize,
    s1: &[usize],
    s2: &[usize],
) -> [Vec<crate::retrograde::Outcome>; 2] {
    crate::games::berzerk::berzerk_by_moves(n, s1, s2)
}

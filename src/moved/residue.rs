//! Moved to [`games::residue`](crate::games::residue) (the solved game families
//! live in `src/games/`): a deprecated wrapper for each public item keeps a
//! solution written against `grundy::residue` compiling, with a warning that
//! names the new path.

/// Moved to [`games::residue::ResidueProof`](crate::games::residue::ResidueProof).
#[deprecated(note = "moved: use grundy::games::residue::ResidueProof")]
pub type ResidueProof = crate::games::residue::ResidueProof;

/// Moved to [`games::residue::POWERS_OF_FOUR`](crate::games::residue::POWERS_OF_FOUR).
#[deprecated(note = "moved: use grundy::games::residue::POWERS_OF_FOUR")]
pub const POWERS_OF_FOUR: crate::games::residue::ResidueProof =
    crate::games::residue::POWERS_OF_FOUR;

//! Loopy games: play may go on forever, so a position is a win, a loss or a
//! draw for the player to move (Winning Ways ch. 11-12; Siegel,
//! *Combinatorial Game Theory*, ch. VI), found by retrograde analysis from
//! the positions with no move.
//!
//! | Module | What it gives |
//! |---|---|
//! | [`retrograde`] | Win / Lose / Loop labels of any finite game graph |
//!
//! Each module is also at the crate root: `grundy::retrograde` is
//! `grundy::loopy::retrograde`.

pub mod retrograde;

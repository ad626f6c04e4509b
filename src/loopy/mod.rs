//! Loopy games: play may go on forever, so a position is a win, a loss or a
//! draw for the player to move (Winning Ways ch. 11-12; Siegel,
//! *Combinatorial Game Theory*, ch. VI), found by retrograde analysis from
//! the positions with no move.
//!
//! | Module | What it gives |
//! |---|---|
//! | [`retrograde`] | Win / Lose / Loop labels of any finite game graph |
//! | [`loopy_graph`] | one reverse graph, many queries (new end positions): Win / Lose / Loop, remoteness and best moves by Smith's rule (Smith 1966), the outcome of sums by the generalised Sprague-Grundy function (Smith 1966, Fraenkel & Yesha 1986) |
//!
//! Each module is also at the crate root: `grundy::retrograde` is
//! `grundy::loopy::retrograde`.

pub mod loopy_graph;
pub mod retrograde;

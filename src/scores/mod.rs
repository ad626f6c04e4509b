//! Optimal-play scores: games where the players alternately move and
//! collect points, and the answer is the optimal score difference (the
//! mover's total minus the other's) rather than who moves last. Each value
//! is a negamax: the best over the moves of (the points the move gains
//! minus the value of the position it leaves, for the other player), the
//! minimax theorem of finite two-player zero-sum games with perfect
//! information (Zermelo; von Neumann; Winning Ways ch. 1 on games that are
//! not "last player wins").
//!
//! | Module | What it gives |
//! |---|---|
//! | [`minimax`] | any finite acyclic scoring game by its moves (each with the points it gains): the optimal difference and a best move, memoised with an explicit stack, hashed or dense positions; score overflow and cycles panic |
//! | [`interval`] | take `k` items (`k` in a set of takes) from either end of a sequence, or from the front: the `O(n^2 * |takes|)` interval DP, the difference, the first player's total, a best first move |
//!
//! Each module is also at the crate root: `grundy::minimax` is
//! `grundy::scores::minimax`.

pub mod interval;
pub mod minimax;

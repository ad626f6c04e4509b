//! Any finite acyclic impartial game, defined once by its moves: Grundy
//! values by a memo with an explicit stack (no recursion, so a game can be
//! 10^6 moves deep), values of sums, and winning moves.
//!
//! # Defining a game
//!
//! A [`Game`] says, for a position, its *options*: the positions one move
//! away. Each option is a list of independent components, a sum of games:
//! a move that splits a heap in two leaves `vec![a, b]`, an ordinary move
//! leaves `vec![q]`, and a move that leaves nothing at all leaves `vec![]`.
//! By the Sprague-Grundy theorem a sum has the XOR of its components' values,
//! and a position's value is the mex of its options' values; the player to
//! move in a sum loses iff the XOR is 0. The game must be finite and acyclic
//! (every sequence of moves ends); a cycle is detected and reported by a
//! panic, never a hang. For games with cycles see
//! [`retrograde`](crate::loopy::retrograde).
//!
//! A game is a type implementing [`Game`], or a closure through [`game_fn`];
//! a board piece's move rule (as [`Piece::moves`](crate::games::pieces::Piece::moves)
//! writes it) becomes a game through [`board_game`], and a heap rule (as
//! [`heap::heap_table`](crate::impartial::heap::heap_table) takes it) through
//! [`heap_game`].
//!
//! ```
//! use grundy::game::{game_fn, Grundy};
//! // Take 1 or 2 tokens, or split a heap of 3 or more into two equal-ish halves.
//! let game = game_fn(|&n: &u64| {
//!     let mut options = Vec::new();
//!     for k in [1, 2] {
//!         if k <= n {
//!             options.push(vec![n - k]);
//!         }
//!     }
//!     if n >= 3 {
//!         options.push(vec![n / 2, n - n / 2]);
//!     }
//!     options
//! });
//! let mut g = Grundy::new(game);
//! // 0: no move, 0. 1: {0}, 1. 2: {1, 0}, 2. 3: {2, 1, g(1) ^ g(2) = 3}, 0.
//! assert_eq!((0..4).map(|n| g.value(&n)).collect::<Vec<_>>(), vec![0, 1, 2, 0]);
//! ```
//!
//! # Two ways to give options
//!
//! [`Game::options`] returns a fresh `Vec<Vec<Position>>`: a contestant
//! writes it as an ordinary expression ([`game_fn`]). [`Game::for_each_option`]
//! passes each option as a slice to a callback instead, as
//! [`heap::heap_table`](crate::impartial::heap::heap_table)'s rules do: a game written
//! with [`game_push`] (or [`heap_game`], [`board_game`]) pushes options from
//! its own stack and allocates nothing per option, and says so with
//! [`Game::PUSHES`]. On the benches' game of 2^20 bitmasks the pushing form
//! is several times faster (`docs/benchmarks.md`).
//!
//! # Memos: hashed or dense
//!
//! [`Grundy::new`] keeps values in a hash table of its own ([`HashMemo`]:
//! small integer positions keep their order, so the runs of nearby
//! positions a search meets stay in cache, as in a C++ `unordered_map` of
//! integers; a position of a few integers that fit in 64 bits together,
//! a tuple such as `(remaining, last take): (u32, u8)`, `(u16, u16, u16)`,
//! `(i32, i32)`, is packed into one integer by the memo itself, through
//! its `Hash`, so it is as fast as the integer a contestant packs by hand,
//! with nothing to implement or name; wider positions are hashed); [`Grundy::dense`] keeps them in an array
//! when positions have a natural index (`index(&p) < bound`: a bitmask, a
//! cell `x * w + y`), which saves the hashing and most of the memory. Either
//! way the search is depth-first with an explicit stack holding the path of
//! positions being evaluated, each with a few words of state (the options
//! folded so far). A position's options are asked for once: those with a
//! component not known yet *wait* on the path (their components cloned),
//! the scan goes on, and the waiting ones are evaluated, the last first,
//! and folded. Past 2^15 waiting components (256 KB of `u64` positions) a
//! scan stops at an unknown component instead, evaluates it, and scans the
//! position again, passing over the options already taken. The options of a
//! position must come in the same order every time. A game given as a graph
//! (adjacency lists) has [`dag_values`].
//!
//! When every index's value is wanted, [`Grundy::fill`] takes the indexes in
//! increasing order and values a position with one scan of its options when
//! they are all known (as in most indexed games, where a move lowers the
//! index): the array DP a contestant writes by hand, from the game's rule,
//! within about 1.5x to 1.7x of it on the benches' game
//! (`docs/benchmarks.md`). An option not known yet falls back to the
//! search, so any acyclic game is right.
//!
//! # Coin-turning games
//!
//! In a coin-turning game (*Winning Ways* ch. 14: Ruler, Mock Turtles,
//! Turning Corners and the other products) a move turns one heads coin to
//! tails and, with it, some coins of a fixed shape, each either way. Such a
//! game is the sum of its heads coins: the options of one heads coin `c` are
//! the sets of other coins the move turns (`vec![a, b]`), so a set of heads
//! is a sum of single coins and its value is the XOR of their values
//! ([`Grundy::value_of_sum`], [`Grundy::winning_moves`] on the set of heads).
//! The one catch is the position a move leaves: a coin turned twice is back
//! as it was, where [`SumMove::apply`] would list it twice.
//! [`SumMove::apply_cancelling`] turns the coins over instead (a heads coin
//! turned goes away), and [`cancel_pairs`] reduces any list of flips to the
//! set of heads. The tests check Turning Corners and Ruler x Ruler on every
//! position of a 4 x 4 board against the game played by its rules.
//!
//! # Games won by making something
//!
//! A game that ends when a player makes something (cuts off a 1 x 1 piece,
//! completes three in a row) is not normal play; [`immediate_wins`]
//! reduces it to normal play (drop the moves that let the opponent win at
//! once), and [`immediate_outcome`] answers a sum, with the theorem and its
//! hypotheses in the [`immediate`](self::immediate_wins) docs.
//!
//! # Winning moves
//!
//! In a sum of value `S != 0`, moving component `i` (value `v_i`) to an
//! option of value `S ^ v_i` leaves a sum of value 0, a lost position for the
//! opponent; there is always one, and no other move wins.
//! [`Grundy::winning_moves`] lists them all; [`Grundy::winning_options`] is the
//! case of a single game (the options of value 0), and
//! [`Grundy::options_with_values`] shows every option with its value.
//!
//! A sum of many identical components (beans in bottles: `c` bottles of `b`
//! beans) is given as `(position, count)` pairs to
//! [`Grundy::value_of_counts`] and [`Grundy::winning_moves_counted`], which
//! never expand the multiset: the value is the XOR of the positions of odd
//! count, and moving one copy of a component of value `v` to an option of
//! value `S ^ v` wins *whatever its count*, so a component of even count,
//! which adds nothing to `S`, still has winning moves when `S != 0` (each
//! distinct move is listed once, and counted `count` times).

mod adaptors;
mod graph;
mod immediate;
mod memo;
mod moves;
mod search;
mod table;
#[cfg(test)]
mod tests;
mod value;

pub use self::adaptors::{
    board_game, game_fn, game_push, heap_game, BoardGame, FnGame, HeapGame, PushGame,
};
pub use self::graph::dag_values;
pub use self::immediate::{immediate_outcome, immediate_wins, ImmediateOutcome, ImmediateWins};
pub(crate) use self::memo::fill_dense;
pub use self::memo::{DenseMemo, HashMemo, Memo, Slot};
pub use self::moves::{cancel_pairs, CountedMoves, SumMove};
pub(crate) use self::search::{search, Fold, Path};
pub use self::value::Grundy;

use std::hash::Hash;

/// A finite acyclic impartial game: its positions and their options.
///
/// See the [module documentation](self).
pub trait Game {
    /// A position; it is cloned into the memo and hashed once per lookup.
    type Position: Clone + Eq + Hash;

    /// The options of `position`: each option is the list of independent
    /// components the move leaves (`vec![]` for nothing left, `vec![a, b]`
    /// for a split). Duplicates are allowed. Every sequence of moves must end.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game};
    /// // Split a heap into two non-empty heaps, nothing else.
    /// let split = game_fn(|&n: &u32| (1..=n / 2).map(|a| vec![a, n - a]).collect());
    /// assert_eq!(split.options(&4), vec![vec![1, 3], vec![2, 2]]);
    /// ```
    fn options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;

    /// Whether the memos should ask for options with
    /// [`for_each_option`](Self::for_each_option) (true: a game that pushes
    /// its options from its own stack, cheap to ask again) or with
    /// [`options`](Self::options) (false, the default: asked for once per
    /// position unless the search's waiting list is full, when a position
    /// is asked again). A game that overrides `for_each_option` sets it to
    /// true.
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, game_push, Game};
    /// fn pushes<G: Game>(_: &G) -> bool {
    ///     G::PUSHES
    /// }
    /// assert!(!pushes(&game_fn(|_: &u8| vec![])));
    /// assert!(pushes(&game_push(|_: &u8, _| {})));
    /// ```
    const PUSHES: bool = false;

    /// Calls `push(option)` once for each option of `position`, in the order
    /// of [`options`](Self::options): what the memos ([`Grundy`],
    /// [`EverySg`](crate::impartial::every_sg::EverySg)) call on their search path when
    /// [`PUSHES`](Self::PUSHES) is true. The default collects [`options`](Self::options); a game that writes its
    /// options into a buffer on its own stack (as [`game_push`],
    /// [`heap_game`] and [`board_game`] do) allocates nothing per option.
    /// A memo may ask for the options of a position more than once (after
    /// evaluating a component it had not met): they must come in the same
    /// order every time (not, say, from a fresh `std` `HashSet`).
    ///
    /// # Example
    /// ```
    /// use grundy::game::{game_fn, Game};
    /// let split = game_fn(|&n: &u32| (1..=n / 2).map(|a| vec![a, n - a]).collect());
    /// let mut seen = Vec::new();
    /// split.for_each_option(&5, &mut |option| seen.push(option.to_vec()));
    /// assert_eq!(seen, vec![vec![1, 4], vec![2, 3]]);
    /// ```
    fn for_each_option(&self, position: &Self::Position, push: &mut dyn FnMut(&[Self::Position])) {
        for option in self.options(position) {
            push(&option);
        }
    }
}

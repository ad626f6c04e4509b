//! The named classic games, each solved in closed form: Nim and its
//! variants, Wythoff, Welter, Fibonacci Nim, coin turning, capacity games,
//! Green Hackenbush (Winning Ways ch. 2-3, 7, 14-15; Siegel, *Combinatorial
//! Game Theory*, ch. IV). Each module's doc cites the theorem behind its
//! formula, and its tests compare the formula with a brute force from the
//! rules.
//!
//! | Module | What it gives |
//! |---|---|
//! | [`nim`] | Nim under normal and misère play, and how many winning first moves it has |
//! | [`nimber`] | nimber products, powers and inverses (coin-turning and product games) |
//! | [`moore`] | Moore's Nim_k: take from up to k piles at once; a winning move, and the lost positions counted mod a prime |
//! | [`staircase`] | staircase Nim: Nim on the odd steps |
//! | [`wythoff`] | Wythoff's game (the queen's win/lose), exact on all of `u64` |
//! | [`welter`] | Welter's game (Nim with no two piles equal): Conway's Welter function, winning moves |
//! | [`fibonacci_nim`] | Fibonacci Nim (take at most twice the previous take): lost iff a Fibonacci number, the winning take |
//! | [`take_range`] | one-range subtraction (take between l and r; Bash's game) in O(1) |
//! | [`forbidden`] | Nim on one heap with a few forbidden moves, heaps up to 10^18 |
//! | [`capacity`] | capacity games: add 1 to f(c) tokens to a box of capacity s (HDU 1729) |
//! | [`coins`] | coin-turning games on a row: Mock Turtles, Ruler, Twins, Turning Turtles, turn up to k coins |
//! | [`hackenbush`] | Green Hackenbush on any graph (fusion and colon principles), trees, winning cuts; misère play on rooted forests by the branches at the ground (Winning Ways ch. 13) |
//!
//! Each module is also at the crate root: `grundy::nim` is
//! `grundy::classics::nim`.

pub mod capacity;
pub mod coins;
pub mod fibonacci_nim;
pub mod forbidden;
pub mod hackenbush;
pub mod moore;
pub mod nim;
pub mod nimber;
pub mod staircase;
pub mod take_range;
pub mod welter;
pub mod wythoff;

//! The Sprague-Grundy machinery: what every impartial game uses.
//!
//! A position of an impartial game (both players have the same moves, play
//! is finite and acyclic, whoever cannot move loses) has a *Grundy value*,
//! the mex of its options' values; it is lost for the player to move iff
//! the value is 0, and a sum of games has the XOR of its components' values
//! (the Sprague-Grundy theorem: Sprague 1935, Grundy 1939; Winning Ways
//! ch. 3-4; Siegel, *Combinatorial Game Theory*, ch. IV.1). This folder
//! holds the tools that compute and read those values for a game given by
//! its moves; the named games with closed forms are in
//! [`classics`](crate::classics), games with cycles in
//! [`loopy`](crate::loopy).
//!
//! | Module | What it gives |
//! |---|---|
//! | [`mex`] | the minimum excluded value, as a bitmask and in general |
//! | [`game`] | any finite acyclic game from its moves (a trait or a closure): Grundy values without recursion (hashed or dense memo), sums, winning moves, games given as graphs, coin-turning positions |
//! | [`heap`] | any heap game from a closure (take, split, both): tables, normal and misère outcomes; options given as intervals of heaps |
//! | [`subtraction`] | subtraction games, e.g. take 1 or 3, or a Fibonacci number: tables and proven periods |
//! | [`compact`] | tables of values in the narrowest integer that holds them (u8, u16, u32), read as `u64` |
//! | [`period`] | periods (pre-period, saltus) of a sequence, proven or labelled observed; values up to 10^18 |
//! | [`octal`] | take-and-break (octal) games such as Kayles, and their proven periods (Guy-Smith) |
//! | [`segments`] | rows of cells with typed ends under an adjacency rule, e.g. Node Kayles on a path |
//! | [`board`] | Grundy tables of one piece on a square board, by definition |
//! | [`blocks`] | the blocks of equal `n / m`: "split `n` into `m` near-equal parts, every `m`" |
//! | [`every_sg`] | remoteness and suspense; the winner when every component moves each turn (Every-SG) |
//! | [`anti_sg`] | misère sums from the components' values (anti-SG, the SJ theorem) and a whole-sum misère search |
//!
//! Each module is also at the crate root: `grundy::heap` is
//! `grundy::impartial::heap`.

pub mod anti_sg;
pub mod blocks;
pub mod board;
pub mod compact;
pub mod every_sg;
pub mod game;
pub mod heap;
pub mod mex;
pub mod octal;
pub mod period;
pub mod segments;
pub mod subtraction;

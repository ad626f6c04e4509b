//! # grundy
//!
//! Impartial games from competitive programming, solved with the
//! Sprague-Grundy theorem.
//!
//! A position of an impartial game (both players have the same moves, play is
//! finite and acyclic, whoever cannot move loses) has a *Grundy value*: the mex
//! (minimum excluded value) of the Grundy values of the positions one move away.
//! A position is lost for the player to move iff its value is 0, and a sum of
//! independent games (on each turn, move in exactly one of them) has the XOR of
//! their values as its value, so the first player wins iff that XOR is nonzero.
//!
//! The toolkit sits at the top of the crate; the games it has solved (one
//! family per module, each answering one or more judged binaries of
//! `src/bin`) sit in [`games`]. A module uses only the modules it names with
//! `use crate::...`, which is what lets a binary be bundled into one file for
//! a judge.
//!
//! | The toolkit (learn these) | What it gives |
//! |---|---|
//! | [`mex`] | the minimum excluded value, as a bitmask and in general |
//! | [`game`] | any finite acyclic game from its moves (a trait or a closure): Grundy values without recursion (hashed or dense memo), sums, winning moves, games given as graphs, coin-turning positions; a folder by concern (the trait and its adaptors, memos, the search, values, graphs) |
//! | [`every_sg`] | remoteness and suspense; the winner when every component moves each turn (Every-SG) |
//! | [`fxhash`] | a fast hasher for memo tables |
//! | [`heap`] | any heap game from a closure (take, split, both): tables, normal and misère outcomes; options given as intervals of heaps, without visiting them |
//! | [`blocks`] | the blocks of equal `n / m` (O(sqrt n) of them): "split `n` into `m` near-equal parts, every `m`" |
//! | [`period`] | periods (pre-period, saltus) of a sequence, proven or labelled observed; values up to 10^18; any recurrence grown until its period is proven |
//! | [`subtraction`] | subtraction games, e.g. take 1 or 3, or a Fibonacci number |
//! | [`fibonacci_nim`] | Fibonacci Nim (take at most twice the previous take): lost iff a Fibonacci number, Zeckendorf representation, the winning take |
//! | [`capacity`] | capacity games: add 1 to f(c) tokens to a box of capacity s (HDU 1729), value and moves in O(levels) |
//! | [`take_range`] | one-range subtraction (take between l and r; Bash's game): value, outcome and winning takes in O(1) |
//! | [`octal`] | take-and-break (octal) games such as Kayles, and their proven periods |
//! | [`segments`] | rows of cells with typed ends (walls or written symbols) under an adjacency rule, e.g. Node Kayles on a path: values by length and ends, period proven, lengths up to 10^18 |
//! | [`board`] | Grundy tables of one piece on a square board, by definition |
//! | [`retrograde`] | Win / Lose / Loop labels of any finite game graph (games with cycles) |
//! | [`wythoff`] | Wythoff's game (the queen's win/lose), exact on all of `u64` |
//! | [`numeric`] | exact integer roots (`isqrt`, `iroot`, their ceilings) on `u64` and `u128`, for Rust 1.63 |
//! | [`forbidden`] | Nim on one heap with a few forbidden moves, heaps up to 10^18 |
//! | [`anti_sg`] | misère sums of any games (anti-SG, the SJ theorem) from their values, and a whole-sum misère search to check the theorem's hypothesis |
//! | [`nim`] | Nim under normal and misère play, and how many winning first moves it has |
//! | [`moore`] | Moore's Nim_k: take from up to k piles at once; a winning move, and the lost positions counted mod a prime |
//! | [`staircase`] | staircase Nim: Nim on the odd steps |
//! | [`coins`] | coin-turning games on a row: Mock Turtles, Ruler, Twins, Turning Turtles, turn up to k coins; a position from its heads |
//! | [`welter`] | Welter's game (coins on distinct squares; Nim with no two piles equal): Conway's Welter function in O(n^2), winning moves |
//! | [`nimber`] | nimber products, powers and inverses (coin-turning and product games) |
//! | [`hackenbush`] | Green Hackenbush on any graph (fusion and colon principles), trees from parent links, winning cuts |
//! | [`memory`] | tables that fail with a clear panic when their memory cannot be had |
//! | [`partizan`] | partizan games (Left and Right move differently): exact dyadic numbers, a game defined by its moves valued as numbers or numbers plus nimbers (an error naming a hot position), canonical forms (compare, add, print), Blue-Red-Green Hackenbush stalks and graphs |
//! | [`input`] | reading and checking input in the judged binaries |
//!
//! | The solved games ([`games`]) | Problems |
//! |---|---|
//! | [`pieces`](games::pieces): rook, bishop, king, knight, palace, queen | BOJ 16880 |
//! | [`rectangle`](games::rectangle): the wall-making game | BOJ 11717 |
//! | [`stones`](games::stones), [`residue`](games::residue): the stone-game series | BOJ 9656-9662 |
//! | [`marbles`](games::marbles): two bins of a subtraction game | BOJ 2600 |
//! | [`bridges`](games::bridges), [`boxes`](games::boxes), [`lasker`](games::lasker): Nim in disguise; `boxes` also E&D's values (pair splitting, SDOI 2009) | BOJ 18937, 11867, 11872 |
//! | [`euclid`](games::euclid): Euclid's game | BOJ 4342 |
//! | [`berzerk`](games::berzerk): a circle game with cycles | Codeforces 787C |
//!
//! Guides (in the repository's `docs/`): the toolkit (`docs/toolkit.md`),
//! the `grundy` explorer (`docs/explorer.md`), judges and bundling
//! (`docs/judges.md`), testing (`docs/testing.md`), benchmarks
//! (`docs/benchmarks.md`), octal games at research scale (`docs/octal.md`),
//! partizan games (`docs/partizan.md`).
//!
//! # A toolkit for the next game
//!
//! A new game, start to finish: Nim in which a move may also split a heap
//! into three non-empty heaps. The rule is written once; [`heap`] gives its
//! table, [`period`] the pattern the table shows, [`game`] a winning move.
//!
//! ```
//! use grundy::game::{heap_game, Grundy, SumMove};
//! use grundy::heap::heap_table;
//! use grundy::period::{observed_period, Evidence};
//!
//! // Take any number of tokens, or split the heap into a + b + c, 1 <= a <= b <= c.
//! let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {
//!     for k in 1..=n {
//!         push(&[n - k]);
//!     }
//!     for a in 1..=n / 3 {
//!         for b in a..=(n - a) / 2 {
//!             push(&[a, b, n - a - b]);
//!         }
//!     }
//! };
//! let g = heap_table(400, rule);
//! // g(7) = mex{0..=6, 1^1^5, 1^2^4, 1^3^3, 2^2^3} = mex{0..=7} = 8, and
//! // g(8) = mex{g(0..8) = 0..=6 and 8, splits 6, 6, 6, 4, 2} = 7.
//! assert_eq!(&g[..17], &[0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]);
//!
//! // g(n + 8) = g(n) + 8 from n = 1, seen in 400 values; no theorem here
//! // covers a rule given as a closure, so it is labelled observed.
//! let p = observed_period(&g).unwrap();
//! assert_eq!((p.pre, p.period, p.saltus), (1, 8, 8));
//! assert_eq!(p.evidence, Evidence::Observed { up_to: 400 });
//! // If it goes on, g(10^18) = g(8) + 8 * (10^18 - 8) / 8 = 10^18 - 1.
//! assert_eq!(p.value_at(&g, 1_000_000_000_000_000_000), 999_999_999_999_999_999);
//!
//! // Heaps 7 and 8 (values 8 and 7): split the 7 into 1 + 2 + 4 (value 7,
//! // its options' order: 7 takes, then (1, 1, 5), (1, 2, 4)), or take 1
//! // from the 8 (to heap 7, value 8).
//! let mut game = Grundy::new(heap_game(rule));
//! assert_eq!(
//!     game.winning_moves(&[7, 8]),
//!     vec![
//!         SumMove { component: 0, option: 8, to: vec![1, 2, 4] },
//!         SumMove { component: 1, option: 0, to: vec![7] },
//!     ]
//! );
//! ```
#![warn(missing_docs)]

pub mod anti_sg;
pub mod blocks;
pub mod board;
pub mod capacity;
pub mod coins;
pub mod every_sg;
pub mod fibonacci_nim;
pub mod forbidden;
pub mod fxhash;
pub mod game;
pub mod games;
pub mod hackenbush;
pub mod heap;
pub mod input;
pub mod memory;
pub mod mex;
pub mod moore;
pub mod nim;
pub mod nimber;
pub mod numeric;
pub mod octal;
pub mod partizan;
pub mod period;
pub mod retrograde;
pub mod segments;
pub mod staircase;
pub mod subtraction;
pub mod take_range;
pub mod welter;
pub mod wythoff;

// The paths of modules that moved into `games/`, kept for solutions written
// against them: each item is a deprecated wrapper whose warning names its new
// path (a `#[deprecated]` on a module or a `pub use` warns of nothing).
#[doc(hidden)]
#[path = "moved/berzerk.rs"]
pub mod berzerk;
#[doc(hidden)]
#[path = "moved/boxes.rs"]
pub mod boxes;
#[doc(hidden)]
#[path = "moved/bridges.rs"]
pub mod bridges;
#[doc(hidden)]
#[path = "moved/euclid.rs"]
pub mod euclid;
#[doc(hidden)]
#[path = "moved/lasker.rs"]
pub mod lasker;
#[doc(hidden)]
#[path = "moved/marbles.rs"]
pub mod marbles;
#[doc(hidden)]
#[path = "moved/pieces.rs"]
pub mod pieces;
#[doc(hidden)]
#[path = "moved/rectangle.rs"]
pub mod rectangle;
#[doc(hidden)]
#[path = "moved/residue.rs"]
pub mod residue;
#[doc(hidden)]
#[path = "moved/stones.rs"]
pub mod stones;

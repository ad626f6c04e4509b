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
//! The crate is laid out as the theory is: one folder a subject, one file a
//! topic.
//!
//! | Folder | What it holds |
//! |---|---|
//! | [`impartial`] | the Sprague-Grundy machinery every game uses: [`mex`], any game from its moves ([`game`]: memos, sums, winning moves), heap games ([`heap`]), [`subtraction`] games, [`period`]s proven or observed, [`octal`] games, [`segments`], [`board`] pieces, [`blocks`], [`every_sg`], misère sums ([`anti_sg`]) |
//! | [`classics`] | the named games in closed form: [`nim`], [`nimber`] arithmetic, [`moore`]'s Nim_k, [`staircase`] Nim, [`wythoff`], [`welter`], [`fibonacci_nim`], [`take_range`], [`forbidden`] moves, [`capacity`] games, [`coins`] turning, Green [`hackenbush`] |
//! | [`loopy`] | games with cycles: Win / Lose / Draw by [`retrograde`] analysis, many queries, remoteness and sums by [`loopy_graph`] |
//! | [`graphs`] | games on an input graph: maximum [`matching`]s, vertex and edge [`geography`], the token-with-[`counters`] game on a tree |
//! | [`partizan`] | Left and Right move differently: exact dyadic numbers, numbers plus nimbers, canonical forms, Blue-Red-Green Hackenbush |
//! | [`scores`] | optimal-play scores (the mover's points minus the other's): a [`minimax`] memo of any scoring game, the [`interval`] DP of take-from-the-ends games |
//! | [`games`] | the game families solved for the judged binaries of `src/bin`, worked examples of the rest |
//! | [`judge`] | the judged code's plumbing: [`input`] reading and checks, [`memory`] that fails loudly, [`fxhash`], exact integer roots ([`numeric`]) |
//!
//! Every module is also at the crate root under its own name, so a path is
//! short to type and never changes when a folder is regrouped:
//! `grundy::heap::heap_table` is `grundy::impartial::heap::heap_table`, and
//! `grundy::lasker` is `grundy::games::lasker`. A module uses only the
//! modules it names with `use crate::...`, which is what lets a binary be
//! bundled into one file for a judge (ARCHITECTURE.md says where a new game,
//! module or tool goes).
//!
//! | The solved games ([`games`]) | Problems |
//! |---|---|
//! | [`pieces`]: rook, bishop, king, knight, palace, queen | BOJ 16880 |
//! | [`rectangle`]: the wall-making game | BOJ 11717 |
//! | [`stones`], [`residue`]: the stone-game series | BOJ 9656-9662 |
//! | [`marbles`]: two bins of a subtraction game | BOJ 2600 |
//! | [`bridges`], [`boxes`], [`lasker`]: Nim in disguise; `boxes` also E&D's values (pair splitting, SDOI 2009) | BOJ 18937, 11867, 11872 |
//! | [`euclid`]: Euclid's game | BOJ 4342 |
//! | [`berzerk`]: a circle game with cycles | Codeforces 787C |
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

pub mod classics;
pub mod games;
pub mod graphs;
pub mod impartial;
pub mod judge;
pub mod loopy;
pub mod partizan;
pub mod scores;

// Every module at the crate root under its own name (the paths before src/
// was grouped by subject, kept for good; tests/old_paths.rs compiles each).
// One module a line: the bundler reads these to carry a short path.
pub use self::classics::capacity;
pub use self::classics::coins;
pub use self::classics::fibonacci_nim;
pub use self::classics::forbidden;
pub use self::classics::hackenbush;
pub use self::classics::moore;
pub use self::classics::nim;
pub use self::classics::nimber;
pub use self::classics::staircase;
pub use self::classics::take_range;
pub use self::classics::welter;
pub use self::classics::wythoff;
pub use self::games::berzerk;
pub use self::games::boxes;
pub use self::games::bridges;
pub use self::games::euclid;
pub use self::games::lasker;
pub use self::games::marbles;
pub use self::games::pieces;
pub use self::games::rectangle;
pub use self::games::residue;
pub use self::games::stones;
pub use self::graphs::counters;
pub use self::graphs::geography;
pub use self::graphs::matching;
pub use self::impartial::anti_sg;
pub use self::impartial::blocks;
pub use self::impartial::board;
pub use self::impartial::compact;
pub use self::impartial::every_sg;
pub use self::impartial::game;
pub use self::impartial::heap;
pub use self::impartial::mex;
pub use self::impartial::octal;
pub use self::impartial::period;
pub use self::impartial::segments;
pub use self::impartial::subtraction;
pub use self::judge::fxhash;
pub use self::judge::input;
pub use self::judge::memory;
pub use self::judge::numeric;
pub use self::loopy::loopy_graph;
pub use self::loopy::retrograde;
pub use self::scores::interval;
pub use self::scores::minimax;

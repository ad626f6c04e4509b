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
//! The crate keeps one flat module per topic; a module uses only the modules it
//! names with `use crate::...`, which is what lets a binary be bundled into one
//! file for a judge.
//!
//! Foundations:
//! - [`mex`]: the minimum excluded value, as a bitmask and in general.
//! - [`input`]: what the judged binaries share for reading and checking input.
//!
//! Grundy values of acyclic games:
//! - [`subtraction`]: subtraction games, e.g. take 1 or 3, or a Fibonacci number.
//! - [`octal`]: take-and-break (octal) games such as Kayles, and their proven periods.
//! - [`board`]: Grundy tables of one piece on a square board, by definition.
//! - [`pieces`]: rook, bishop, king, knight, palace (BOJ 16880) and queen:
//!   move rules and closed forms.
//! - [`rectangle`]: the wall-making game, whose moves split a rectangle in four.
//! - [`stones`]: the stone-game series (BOJ 9656-9662) and the marble game
//!   (BOJ 2600): misère tables, proven periods, a residue proof for 4^x.
//!
//! A toolkit for the next game:
//! - [`game`]: any finite acyclic game defined once by its moves (a trait, or a
//!   closure): memoised Grundy values without recursion, sums, winning moves.
//! - [`heap`]: any heap game from a closure of its moves (take, split, both):
//!   Grundy tables, and win/lose outcomes under normal or misère play.
//! - [`period`]: periods (with pre-period and saltus) of any sequence, proven
//!   where a theorem applies and labelled observed otherwise; values and counts
//!   for `n` up to 10^18 from a period.
//!
//! Nim and games that reduce to it:
//! - [`nim`]: Nim under normal and misère play, and its winning moves.
//! - [`bridges`]: the kings' bridges game (BOJ 18937), Nim on the gaps.
//! - [`boxes`]: the box-splitting game (BOJ 11867).
//! - [`lasker`]: Lasker's Nim (BOJ 11872), take or split, in closed form.
//!
//! Other games of the problems:
//! - [`euclid`]: Euclid's game (BOJ 4342), by a loop of Euclid steps.
//!
//! Games with cycles:
//! - [`retrograde`]: Win / Lose / Loop labels of any finite game graph.
//! - [`berzerk`]: Codeforces 787C, a circle game with cycles, by retrograde analysis.
#![warn(missing_docs)]

pub mod berzerk;
pub mod board;
pub mod boxes;
pub mod bridges;
pub mod euclid;
pub mod game;
pub mod heap;
pub mod input;
pub mod lasker;
pub mod mex;
pub mod nim;
pub mod octal;
pub mod period;
pub mod pieces;
pub mod rectangle;
pub mod retrograde;
pub mod stones;
pub mod subtraction;

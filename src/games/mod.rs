//! The game families this crate has solved, one module each, built on the
//! toolkit in the other folders ([`crate::impartial::game`], [`crate::impartial::heap`],
//! [`crate::impartial::period`], ...). Each answers one or more judged binaries of
//! `src/bin`; read them as worked examples of the toolkit.
//!
//! - [`pieces`]: rook, bishop, king, knight, palace (BOJ 16880) and queen:
//!   move rules and closed forms.
//! - [`rectangle`]: the wall-making game (BOJ 11717), whose moves split a
//!   rectangle in four.
//! - [`stones`]: the stone-game series (BOJ 9655-9662): misère tables and
//!   proven periods of finite move sets.
//! - [`residue`]: take a power of a base (BOJ 9661), proven by residues.
//! - [`marbles`]: the marble game (BOJ 2600), two bins of a subtraction game.
//! - [`bridges`]: the kings' bridges game (BOJ 18937), Nim on the gaps.
//! - [`boxes`]: the box-splitting game (BOJ 11867), and the Grundy value of a
//!   pair with its winning splits (E&D, SDOI 2009).
//! - [`lasker`]: Lasker's Nim (BOJ 11872), take or split, in closed form.
//! - [`euclid`]: Euclid's game (BOJ 4342), by a loop of Euclid steps.
//! - [`berzerk`]: Codeforces 787C, a circle game with cycles, by retrograde
//!   analysis.

pub mod berzerk;
pub mod boxes;
pub mod bridges;
pub mod euclid;
pub mod lasker;
pub mod marbles;
pub mod pieces;
pub mod rectangle;
pub mod residue;
pub mod stones;

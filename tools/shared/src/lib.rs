//! What the grundy tools share, kept in one place: the bundler (`bundle`),
//! the explorer (`grundy`) and the guesser (`grundy-guess`) each depend on
//! this crate instead of copying it.
//!
//! - [`quote`]: user text in an error line, escaped and cut, so that
//!   whatever the user typed, an error stays one line of bounded length;
//!   and counts written `1,234,567`.
//! - [`clock`]: the process's CPU time, which budgets count (the same
//!   answer at any load), beside the wall clock for progress lines.
//! - [`manifest`]: a `Cargo.toml`'s `[package]` fields, read with a TOML
//!   parser.
#![warn(missing_docs)]

pub mod clock;
pub mod manifest;
pub mod quote;

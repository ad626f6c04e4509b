//! What judged code needs besides the theory: reading and checking input
//! the way every binary of `src/bin` does, tables that fail with a clear
//! panic when memory cannot be had, a fast hasher for memo tables, and exact
//! integer roots for Rust 1.63 (which has no `isqrt`).
//!
//! | Module | What it gives |
//! |---|---|
//! | [`input`] | reading and checking input: bounds, one-line errors, the shared stdin source |
//! | [`memory`] | tables that fail with a clear panic when their memory cannot be had |
//! | [`fxhash`] | a fast hasher for memo tables |
//! | [`numeric`] | exact integer roots (`isqrt`, `iroot`, their ceilings) on `u64` and `u128` |
//!
//! Each module is also at the crate root: `grundy::input` is
//! `grundy::judge::input`.

pub mod fxhash;
pub mod input;
pub mod memory;
pub mod numeric;

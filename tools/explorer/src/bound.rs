//! The work a command may take: a command above it is refused, with the
//! largest size that fits, before any work is done.

/// The work a command may take, in the library's inner steps (a move into a
/// mex set, or a split's XOR): about 4 s of CPU in release (the rook's
/// 1000 x 1000 table, 10^9 moves). More is refused with the largest size
/// that fits.
pub const WORK_BOUND: u64 = 1_000_000_000;

/// The steps a heap rule may take: [`WORK_BOUND`], or less where the
/// environment variable `GRUNDY_WORK_BOUND` says so (the tests reach the
/// bound in a short time that way; it cannot be raised).
pub fn heap_bound() -> u64 {
    std::env::var("GRUNDY_WORK_BOUND")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(WORK_BOUND, |v| v.min(WORK_BOUND))
}

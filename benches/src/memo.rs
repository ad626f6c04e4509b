//! The games of the memo benches (`benches/memo.rs`, `examples/memo_peak.rs`),
//! each with the plain array DP a contestant would write by hand.
//!
//! **The divisor-set game** on `bits` bits (20 in the benches): bit `i`
//! stands for the number `i + 1`, a position is the set of numbers still in
//! play (a mask below `2^bits`). A move removes one number `d` and either
//! stops there or also puts back every proper divisor of `d` (those already
//! in play stay). Removing `d` clears bit `d - 1` and sets only lower bits,
//! so every option is a smaller mask and the game ends; a mask with `k`
//! numbers has `2k` options (10 on average over the 2^20 masks, duplicates
//! when the divisors are all in play). The hand DP walks the masks in
//! increasing order with a `u64` mex mask.
//!
//! **The complete DAG** on `n` nodes: node `i` moves to any `j < i` (Nim in
//! disguise: the value of node `i` is `i`), `n (n - 1) / 2` edges, given by
//! rule, not stored, nearest first (`i - 1, i - 2, ..., 0`): a search from
//! node `n - 1` then goes `n` deep, each position on the path with all its
//! options unexplored, the memory worst case of a memo that keeps option
//! lists on its path. The hand DP is `g[i] = mex{g[j] : j < i}` with one
//! reused array of flags.

use grundy::game::{game_fn, game_push, Game};

/// `divisors[i]`: the mask of the proper divisors of `i + 1`.
pub fn divisors(bits: usize) -> Vec<u32> {
    (0..bits)
        .map(|i| {
            (0..i)
                .filter(|&j| (i + 1) % (j + 1) == 0)
                .fold(0, |m, j| m | 1 << j)
        })
        .collect()
}

/// The divisor-set game as a [`Game`] that pushes its options.
pub fn divisor_game(bits: usize) -> impl Game<Position = u32> {
    let divs = divisors(bits);
    game_push(move |&m: &u32, push| {
        let mut rest = m;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let base = m & !(1 << i);
            push(&[base]);
            push(&[base | divs[i]]);
        }
    })
}

/// The divisor-set game as a [`Game`] that returns a vector of options
/// (the form of `game_fn`).
pub fn divisor_game_vec(bits: usize) -> impl Game<Position = u32> {
    let divs = divisors(bits);
    game_fn(move |&m: &u32| {
        let mut options = Vec::new();
        for i in (0..bits).filter(|&i| m >> i & 1 == 1) {
            let base = m & !(1 << i);
            options.push(vec![base]);
            options.push(vec![base | divs[i]]);
        }
        options
    })
}

/// The hand-written DP of the divisor-set game: every mask's value.
pub fn divisor_dp(bits: usize) -> Vec<u8> {
    let divs = divisors(bits);
    let mut g = vec![0u8; 1 << bits];
    for m in 1..1usize << bits {
        let mut seen = 0u64;
        let mut rest = m;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let base = m & !(1 << i);
            seen |= 1 << g[base];
            seen |= 1 << g[base | divs[i] as usize];
        }
        g[m] = (!seen).trailing_zeros() as u8;
    }
    g
}

/// The complete DAG as a [`Game`] that pushes its options (`j = i - 1, ..., 0`).
pub fn complete_dag() -> impl Game<Position = u32> {
    game_push(|&i: &u32, push| (0..i).rev().for_each(|j| push(&[j])))
}

/// The complete DAG as a [`Game`] that returns a vector of options.
pub fn complete_dag_vec() -> impl Game<Position = u32> {
    game_fn(|&i: &u32| (0..i).rev().map(|j| vec![j]).collect())
}

/// The complete DAG as adjacency lists, for `dag_values`.
pub fn complete_dag_lists(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|i| (0..i).rev().collect()).collect()
}

/// The hand-written DP of the complete DAG on `n` nodes.
pub fn complete_dag_dp(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n];
    let mut seen = vec![false; n + 1];
    for i in 0..n {
        for j in 0..i {
            seen[g[j] as usize] = true;
        }
        let mex = seen.iter().position(|&s| !s).unwrap_or(n);
        g[i] = mex as u32;
        for j in 0..i {
            seen[g[j] as usize] = false;
        }
    }
    g
}

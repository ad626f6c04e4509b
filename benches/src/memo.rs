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

/// **The tuple-state game** on a pile of `n`: take 1, 2 or 3 stones, but
/// not as many as the move before (the first move may take any). A
/// position is (remaining, last move), packed as `remaining * 4 + last`
/// (`last` 0 before the first move); about `3n` positions reachable from
/// `(n, 0)`, a search path about `n / 1.5` deep (takes of 1 and 2 in turn).
pub fn tuple_game() -> impl Game<Position = u64> {
    game_push(|&p: &u64, push| {
        let (rest, last) = (p >> 2, p & 3);
        for k in 1..=3u64 {
            if k != last && k <= rest {
                push(&[(rest - k) << 2 | k]);
            }
        }
    })
}

/// The hand DP of the tuple-state game: `g[rest][last]` for rest up to `n`,
/// in increasing `rest`.
pub fn tuple_dp(n: usize) -> Vec<[u8; 4]> {
    let mut g = vec![[0u8; 4]; n + 1];
    for rest in 1..=n {
        for last in 0..4 {
            let mut seen = 0u32;
            for k in 1..=3usize {
                if k != last && k <= rest {
                    seen |= 1 << g[rest - k][k];
                }
            }
            g[rest][last] = (!seen).trailing_zeros() as u8;
        }
    }
    g
}

/// **The tuple game as a contestant writes it**: a pile of `n`, take 1 to
/// 10 stones but not as many as the move before (the first move may take
/// any); the position is the tuple `(remaining, last take)`, a `(u32, u8)`
/// (`last` 0 before the first move), as written, not packed by hand. About
/// `10n` positions reachable from `(n, 0)`. The memo packs the tuple into
/// one integer word itself (`src/impartial/game/table.rs`).
pub fn tuple10_game() -> impl Game<Position = (u32, u8)> {
    game_push(|&(rest, last): &(u32, u8), push| {
        for k in 1..=10u8 {
            if k != last && u32::from(k) <= rest {
                push(&[(rest - u32::from(k), k)]);
            }
        }
    })
}

/// [`tuple10_game`] in the vector form (`game_fn`), the first form the
/// docs show.
pub fn tuple10_game_vec() -> impl Game<Position = (u32, u8)> {
    game_fn(|&(rest, last): &(u32, u8)| {
        (1..=10u8)
            .filter(|&k| k != last && u32::from(k) <= rest)
            .map(|k| vec![(rest - u32::from(k), k)])
            .collect()
    })
}

/// [`tuple10_game`] with the position packed by hand into a `u64`,
/// `remaining << 4 | last` (the C++ peer's key).
pub fn tuple10_packed_game() -> impl Game<Position = u64> {
    game_push(|&p: &u64, push| {
        let (rest, last) = (p >> 4, p & 15);
        for k in 1..=10u64 {
            if k != last && k <= rest {
                push(&[(rest - k) << 4 | k]);
            }
        }
    })
}

/// How many positions [`tuple10_game`] reaches from `(TUPLE10_START, 0)`
/// (checked by the tests): the start, and `(r, k)` for each take `k` in
/// `1..=10` and `r + k <= 100000` (999,955), but for `(99998, 1)` and
/// `(99996, 2)`: heap 99999 is reached only as `(99999, 1)` and heap
/// 99998 only as `(99998, 2)` (`(99998, 1)` being one of the two), which
/// cannot take 1 and 2 again.
pub const TUPLE10_POSITIONS: usize = 999_954;

/// The start of the tuple game's benches: `(100000, 0)`.
pub const TUPLE10_START: u32 = 100_000;

/// The hand DP of [`tuple10_game`]: `g[rest][last]` for rest up to `n`.
pub fn tuple10_dp(n: usize) -> Vec<[u8; 11]> {
    let mut g = vec![[0u8; 11]; n + 1];
    for rest in 1..=n {
        for last in 0..11 {
            let mut seen = 0u32;
            for k in (1..=10usize).filter(|&k| k != last && k <= rest) {
                seen |= 1 << g[rest - k][k];
            }
            g[rest][last] = (!seen).trailing_zeros() as u8;
        }
    }
    g
}

/// The exponents of [`exponent_game`]'s start: 16 four-bit fields of a
/// `u64` (1,769,472 positions below it; the value is 3 ^ 3 ^ 3 ^ 2 ^ 2 ^ 2 = 1).
pub const EXPONENTS: [u64; 16] = [3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

/// How many positions [`exponent_game`] reaches from its start: the
/// product of `e + 1` over [`EXPONENTS`] (`4^3 * 3^3 * 2^10`).
pub const EXPONENT_POSITIONS: usize = 1_769_472;

/// The start of [`exponent_game`]: [`EXPONENTS`] packed, field `i` in bits
/// `4i..4i + 4`.
pub fn exponent_start() -> u64 {
    EXPONENTS
        .iter()
        .enumerate()
        .fold(0, |m, (i, &e)| m | e << (4 * i))
}

/// **Sparse exponent masks**: a number's prime exponents, four bits each in
/// a `u64` (the keys are spread over 2^64, so only a hash map holds them);
/// a move lowers one exponent to any smaller one. It is Nim on the
/// exponents, so the value is their XOR (a check of the memo's answer).
pub fn exponent_game() -> impl Game<Position = u64> {
    game_push(|&m: &u64, push| {
        for i in 0..16 {
            let e = m >> (4 * i) & 15;
            for f in 0..e {
                push(&[m & !(15 << (4 * i)) | f << (4 * i)]);
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::game::Grundy;

    #[test]
    fn the_tuple_game_memo_equals_its_dp() {
        let g = tuple_dp(300);
        let mut memo = Grundy::new(tuple_game());
        for rest in 0..=300u64 {
            for last in 0..4u64 {
                assert_eq!(
                    memo.value(&(rest << 2 | last)),
                    u64::from(g[rest as usize][last as usize]),
                    "({rest}, {last})"
                );
            }
        }
    }

    #[test]
    fn the_tuple10_memos_equal_its_dp() {
        let g = tuple10_dp(300);
        let mut tuple = Grundy::new(tuple10_game());
        let mut vec = Grundy::new(tuple10_game_vec());
        let mut packed = Grundy::new(tuple10_packed_game());
        for rest in 0..=300u32 {
            for last in 0..11u8 {
                let want = u64::from(g[rest as usize][last as usize]);
                assert_eq!(tuple.value(&(rest, last)), want, "({rest}, {last})");
                assert_eq!(vec.value(&(rest, last)), want, "({rest}, {last})");
                let p = u64::from(rest) << 4 | u64::from(last);
                assert_eq!(packed.value(&p), want, "({rest}, {last})");
            }
        }
    }

    #[test]
    fn tuple10_positions_is_the_count_reached() {
        let mut memo = Grundy::new(tuple10_game());
        memo.value(&(TUPLE10_START, 0));
        assert_eq!(memo.memo_len(), TUPLE10_POSITIONS);
    }

    #[test]
    fn exponent_positions_is_the_product_of_the_exponents_plus_one() {
        // Every vector of exponents at most the start's is reached (lower
        // one field at a time): the product of (e + 1).
        let product: usize = EXPONENTS.iter().map(|&e| e as usize + 1).product();
        assert_eq!(product, EXPONENT_POSITIONS);
    }

    #[test]
    #[ignore = "slow (about 10 s): the memo of all 1,769,472 exponent masks in the test profile; CI runs it with --include-ignored"]
    fn the_exponent_game_reaches_exponent_positions_positions() {
        let mut memo = Grundy::new(exponent_game());
        memo.value(&exponent_start());
        assert_eq!(memo.memo_len(), EXPONENT_POSITIONS);
    }

    #[test]
    fn sparse_exponent_masks_are_nim_on_the_exponents() {
        // Lowering one exponent to any smaller one is Nim: the XOR.
        let mut memo = Grundy::new(exponent_game());
        for m in [0u64, 0x1, 0x21, 0x321, 0x3_0000_0000_0303, 0x1111_1111_2233] {
            let xor = (0..16).fold(0, |x, i| x ^ (m >> (4 * i) & 15));
            assert_eq!(memo.value(&m), xor, "mask {m:#x}");
        }
    }
}

//! Welter's game: coins on distinct squares `0, 1, 2, ...` of a strip; a move
//! slides one coin to any *empty* square to its left (jumping over coins is
//! allowed). Whoever cannot move loses. Equivalently, Nim in which no two
//! piles may ever be equal (a coin on square `s` is a pile of `s`; a pile of
//! 0 is a coin on square 0).
//!
//! # The value
//! Welter's theorem (C. P. Welter, 1954; Conway, *On Numbers and Games*,
//! ch. 13, "Animating functions, Welter's game and Hackenbush
//! unrestrained"): the Grundy value of coins on the squares `S` is Conway's
//! *Welter function* of `S`. We use its closed form as a Nim-sum over the
//! coins and over every unordered pair (the formula attributed to M. Sato,
//! stated e.g. in Y. Irie, "p-Saturations of Welter's game and the
//! irreducible representations of symmetric groups", J. Algebraic
//! Combinatorics, 2018):
//!
//! `W(S) = XOR of all s in S  ^  XOR over pairs {a, b} of S of (a | b)`,
//!
//! where the mating function `(a | b)` is `2^(v+1) - 1` when `a` and `b`
//! agree modulo `2^v` but not modulo `2^(v+1)`: the bits up to the lowest
//! set bit of `a ^ b`, written `mask(a ^ b)` here (`mask(z) = z ^ (z - 1)`).
//! For two coins it is `(a ^ b) ^ mask(a ^ b) = (a ^ b) - 1`, Conway's mate
//! `[a | b]`. The test compares it with the mex over the moves for every
//! set of coins on 12 squares.
//!
//! # Winning moves
//! Moving coin `s` to `t` changes the value to `W ^ g(s) ^ g(t)`, where
//! `g(x) = x ^ XOR over the other coins u of mask(u ^ x)`. Writing
//! `g(x) = XOR_k c_k (2^(k+1) - 1)`, `c_k` depends only on bits `k` and
//! `k + 1` of `x` and on how many other coins agree with `x` below bit `k`
//! and differ at bit `k`; so once bit 0 of `t` is chosen, `g(t) = W ^ g(s)`
//! forces every higher bit. Each coin has at most two candidate targets,
//! each checked; [`welter_winning_moves`] is O(64 n^2) for `n` coins.

/// The bits up to and including the lowest set bit of `z` (`z != 0`).
fn mask(z: u64) -> u64 {
    z ^ (z - 1)
}

fn check_distinct(coins: &[u64]) {
    let mut sorted = coins.to_vec();
    sorted.sort_unstable();
    assert!(
        sorted.windows(2).all(|w| w[0] != w[1]),
        "Welter's coins are on distinct squares"
    );
}

/// The Grundy value of Welter's game with coins on the distinct squares
/// `coins` (Conway's Welter function; the closed form in the module docs).
///
/// # Panics
/// If two coins share a square.
///
/// # Complexity
/// O(n^2) for `n` coins, plus a sort.
///
/// # Example
/// ```
/// use grundy::welter::welter_value;
/// assert_eq!(welter_value(&[5]), 5); // one coin: a Nim pile
/// assert_eq!(welter_value(&[0, 1]), 0); // no move
/// assert_eq!(welter_value(&[2, 5]), 6); // (2 ^ 5) - 1, Conway's mate
/// // 1 ^ 2 ^ 3 = 0, and the pairs' masks 0b11, 0b1, 0b1 give 3.
/// assert_eq!(welter_value(&[1, 2, 3]), 3);
/// ```
pub fn welter_value(coins: &[u64]) -> u64 {
    check_distinct(coins);
    let mut w = 0;
    for (i, &a) in coins.iter().enumerate() {
        w ^= a;
        for &b in &coins[i + 1..] {
            w ^= mask(a ^ b);
        }
    }
    w
}

/// `g(x) = x ^ XOR over u in others of mask(u ^ x)` (module docs).
fn g(others: &[u64], x: u64) -> u64 {
    others.iter().fold(x, |acc, &u| acc ^ mask(u ^ x))
}

/// The target `t` with `g(others, t) = want` whose bit 0 is `b0`, if the
/// forced bits close up within 64 bits.
fn solve(others: &[u64], want: u64, b0: u64) -> Option<u64> {
    // c_k = bit k of want ^ bit k + 1 of want.
    let c = |k: u32| (want >> k & 1) ^ (want.checked_shr(k + 1).unwrap_or(0) & 1);
    let mut t = b0;
    for k in 0..64u32 {
        let bk = t >> k & 1;
        // Coins agreeing with t on bits below k and differing at bit k.
        let low = if k == 0 { 0 } else { u64::MAX >> (64 - k) };
        let p = others
            .iter()
            .filter(|&&u| (u ^ t) & low == 0 && (u >> k & 1) != bk)
            .count() as u64
            & 1;
        let next = c(k) ^ bk ^ p;
        if k == 63 {
            if next != 0 {
                return None; // bit 64 would be needed
            }
        } else {
            t |= next << (k + 1);
        }
    }
    Some(t)
}

/// The winning moves of Welter's game with coins on `coins`: each `(i, t)`
/// slides coin `i` (its index in `coins`) to the empty square `t <
/// coins[i]`, leaving value 0. Empty iff the position is lost. In order of
/// `i`, then `t`.
///
/// # Panics
/// If two coins share a square.
///
/// # Complexity
/// O(64 n^2) for `n` coins.
///
/// # Example
/// ```
/// use grundy::welter::{welter_value, welter_winning_moves};
/// // [2, 5]: value 6; the lost two-coin positions are {2k, 2k + 1}:
/// // slide 5 to 3.
/// assert_eq!(welter_winning_moves(&[2, 5]), vec![(1, 3)]);
/// assert_eq!(welter_value(&[2, 3]), 0);
/// assert!(welter_winning_moves(&[0, 1]).is_empty());
/// ```
pub fn welter_winning_moves(coins: &[u64]) -> Vec<(usize, u64)> {
    let w = welter_value(coins);
    let mut moves = Vec::new();
    if w == 0 {
        return moves;
    }
    for (i, &s) in coins.iter().enumerate() {
        let others: Vec<u64> = coins
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &u)| u)
            .collect();
        let want = g(&others, s) ^ w;
        let mut targets: Vec<u64> = (0..2)
            .filter_map(|b0| solve(&others, want, b0))
            .filter(|&t| t < s && !others.contains(&t) && g(&others, t) == want)
            .collect();
        targets.sort_unstable();
        targets.dedup();
        moves.extend(targets.into_iter().map(|t| (i, t)));
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    const SQUARES: usize = 12;

    /// The value of every set of coins on squares `0..SQUARES` (a bitmask),
    /// by the mex over the moves: clear a coin's bit `s`, set an empty bit
    /// `t < s`. The mask decreases, so increasing order fills the table.
    fn values_naive() -> Vec<u64> {
        let mut v = vec![0u64; 1 << SQUARES];
        for mask in 1usize..1 << SQUARES {
            let mut seen = 0u128;
            for s in 0..SQUARES {
                if mask >> s & 1 == 1 {
                    for t in 0..s {
                        if mask >> t & 1 == 0 {
                            seen |= 1 << v[mask ^ 1 << s ^ 1 << t];
                        }
                    }
                }
            }
            v[mask] = (!seen).trailing_zeros() as u64;
        }
        v
    }

    #[test]
    fn values_and_winning_moves_match_the_mex_on_12_squares() {
        let v = values_naive();
        for (mask, &value) in v.iter().enumerate() {
            let coins: Vec<u64> = (0..SQUARES as u64)
                .filter(|&s| mask >> s & 1 == 1)
                .collect();
            assert_eq!(welter_value(&coins), value, "coins {coins:?}");
            let mut naive = Vec::new();
            for (i, &s) in coins.iter().enumerate() {
                for t in 0..s {
                    if mask >> t & 1 == 0 && v[mask ^ 1 << s ^ 1 << t] == 0 {
                        naive.push((i, t));
                    }
                }
            }
            assert_eq!(welter_winning_moves(&coins), naive, "coins {coins:?}");
        }
    }

    /// Three coins on squares `0..W`: the mex over the moves, by sorted
    /// triples `a < b < c` (a move lowers the sum, so increasing sums fill
    /// the table), against the closed form; squares past the 12 of the
    /// bitmask test, where the high bits of the pair terms matter.
    #[test]
    fn three_coins_on_48_squares_match_the_mex() {
        const W: usize = 48;
        let idx = |a: usize, b: usize, c: usize| (a * W + b) * W + c;
        let mut v = vec![u64::MAX; W * W * W];
        for sum in 3..3 * W {
            for a in 0..W {
                for b in a + 1..W {
                    if sum <= a + b || sum - a - b >= W || sum - a - b <= b {
                        continue;
                    }
                    let c = sum - a - b;
                    let mut seen = 0u128;
                    let coins = [a, b, c];
                    for i in 0..3 {
                        for t in 0..coins[i] {
                            if coins.contains(&t) {
                                continue;
                            }
                            let mut next = coins;
                            next[i] = t;
                            next.sort_unstable();
                            seen |= 1 << v[idx(next[0], next[1], next[2])];
                        }
                    }
                    v[idx(a, b, c)] = (!seen).trailing_zeros() as u64;
                    let coins = [a as u64, b as u64, c as u64];
                    assert_eq!(welter_value(&coins), v[idx(a, b, c)], "coins {coins:?}");
                }
            }
        }
    }

    #[test]
    fn two_coins_are_conways_mate_and_one_coin_is_nim() {
        let mut rng = StdRng::seed_from_u64(13);
        for _ in 0..1000 {
            let a: u64 = rng.random();
            let b: u64 = rng.random();
            if a != b {
                assert_eq!(welter_value(&[a, b]), (a ^ b) - 1, "a {a}, b {b}");
            }
            assert_eq!(welter_value(&[a]), a);
        }
    }

    #[test]
    fn sixty_four_large_coins() {
        let mut rng = StdRng::seed_from_u64(26);
        for trial in 0..20 {
            let mut coins: Vec<u64> = Vec::new();
            while coins.len() < 64 {
                let c = rng.random_range(0..1_000_000_000_000_000_000u64);
                if !coins.contains(&c) {
                    coins.push(c);
                }
            }
            let w = welter_value(&coins);
            let moves = welter_winning_moves(&coins);
            assert_eq!(moves.is_empty(), w == 0, "trial {trial}");
            for &(i, t) in &moves {
                let mut next = coins.clone();
                next[i] = t;
                assert!(t < coins[i], "trial {trial}: move {i} -> {t}");
                assert_eq!(welter_value(&next), 0, "trial {trial}: move {i} -> {t}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "distinct squares")]
    fn shared_square_panics() {
        welter_value(&[3, 1, 3]);
    }
}

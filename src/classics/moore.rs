//! Moore's Nim_k (Moore, 1910): a move takes stones from at least 1 and at
//! most `k` piles, any positive number from each; whoever cannot move loses.
//! Nim is `k = 1`.
//!
//! The position is lost iff, for every bit, the number of piles with that bit
//! set is a multiple of `k + 1` ([`moore_lost`]); [`moore_winning_move`]
//! restores every count from any other position. Moore's Nim_k is not a sum
//! of games, so Grundy values do not enter: this is win/lose only.
//! [`moore_lost_count`] counts the lost positions with piles up to a bound,
//! and [`moore_lost_count_total`] those with at most a total number of
//! stones, modulo `m`, each by a digit DP over the bits.

/// Whether the player to move loses Moore's Nim_k: a move takes stones from
/// at least 1 and at most `k` piles (any positive number from each chosen
/// pile, independently); whoever cannot move loses. Nim is `k = 1`.
///
/// Moore (1910): the position is lost iff, for every bit, the number of
/// piles with that bit set is a multiple of `k + 1`. (From such a position a
/// move changes at most `k` piles and changes the highest bit it touches in
/// at least one and at most `k` of them, breaking that count; from any other,
/// [`moore_winning_move`] restores every count.) Moore's Nim_k is not a sum of
/// games, so Grundy values do not enter; this is win/lose only.
///
/// # Panics
/// If `k` is 0 (a move must take from at least one pile).
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::moore::moore_lost;
/// // k = 2: 1, 2, 3 has two piles with bit 0 (1, 3) and two with bit 1 (2, 3).
/// assert!(!moore_lost(&[1, 2, 3], 2)); // take 1 from the 2 and 2 from the 3: 1, 1, 1
/// assert!(moore_lost(&[1, 2, 3], 1)); // Nim: 1 ^ 2 ^ 3 = 0
/// assert!(moore_lost(&[5, 5, 5], 2)); // three piles with bits 0 and 2
/// assert!(!moore_lost(&[5, 5], 2)); // take both
/// ```
pub fn moore_lost(piles: &[u64], k: usize) -> bool {
    assert!(
        k >= 1,
        "Moore's Nim_k needs k >= 1 (a move takes from 1 to k piles)"
    );
    let m = k as u128 + 1;
    (0..64).all(|bit| {
        let count = piles.iter().filter(|&&p| p >> bit & 1 == 1).count();
        count as u128 % m == 0
    })
}

/// A winning move of Moore's Nim_k ([`moore_lost`]): the piles it changes as
/// `(pile index, new size)`, by increasing index, between 1 and `k` of them,
/// each new size smaller; `None` when the position is lost.
///
/// Moore's construction, from the highest bit down: keep the set `C` of piles
/// already lowered (their lower bits are then free). At each bit, with `r`
/// the count of unlowered piles having the bit, modulo `k + 1`: if `r = 0`
/// clear the bit in `C`; else if `|C| >= k + 1 - r`, set it in `k + 1 - r`
/// piles of `C`; else add to `C` `r` unlowered piles having the bit, clearing
/// it (so they drop below their old size). `|C|` stays at most `k`, and
/// every count ends a multiple of `k + 1`.
///
/// # Panics
/// If `k` is 0.
///
/// # Complexity
/// O(64 * number of piles).
///
/// # Example
/// ```
/// use grundy::moore::moore_winning_move;
/// // k = 2, piles 1, 2, 3: bit 1 is in 2 piles (the 2 and the 3), r = 2, so
/// // lower both, clearing bit 1 and below; then bit 0 is in the 1 only,
/// // r = 1, and the two lowered piles make up the count. New piles 1, 1, 1.
/// assert_eq!(moore_winning_move(&[1, 2, 3], 2), Some(vec![(1, 1), (2, 1)]));
/// assert_eq!(moore_winning_move(&[5, 5, 5], 2), None);
/// // k = 1 is Nim: 3 ^ 5 = 6, lower the 5 to 3.
/// assert_eq!(moore_winning_move(&[3, 5], 1), Some(vec![(1, 3)]));
/// ```
pub fn moore_winning_move(piles: &[u64], k: usize) -> Option<Vec<(usize, u64)>> {
    if moore_lost(piles, k) {
        return None;
    }
    let mut new = piles.to_vec();
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; piles.len()];
    for bit in (0..64).rev() {
        let has = |i: usize| piles[i] >> bit & 1 == 1;
        let fixed: Vec<usize> = (0..piles.len())
            .filter(|&i| !is_chosen[i] && has(i))
            .collect();
        let r = (fixed.len() as u128 % (k as u128 + 1)) as usize;
        if r == 0 {
            continue; // lowered piles keep the bit cleared
        }
        let need = k - r + 1;
        if chosen.len() >= need {
            for &i in &chosen[..need] {
                new[i] |= 1 << bit;
            }
        } else {
            for &i in &fixed[..r] {
                // Keep the higher bits, clear this one and every lower one.
                new[i] = piles[i] >> bit >> 1 << 1 << bit;
                is_chosen[i] = true;
                chosen.push(i);
            }
        }
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|i| (i, new[i])).collect())
}

/// The most piles [`moore_lost_count`] and [`moore_lost_count_total`] count
/// when `k < piles` (their work grows as `piles^2`).
const MAX_COUNTED_PILES: usize = 1 << 15;

/// How many positions of Moore's Nim_k ([`moore_lost`]) with `piles` piles,
/// each of size in `0..=max`, are lost, modulo `modulus`: the number of
/// ordered tuples `(p_1, ..., p_piles)`, `0 <= p_i <= max`, in which every
/// bit is set in a multiple of `k + 1` of the piles.
///
/// A digit DP over the bits of `max` from the top, the state being how many
/// piles are still equal to `max` on the bits seen (*tight*); by symmetry
/// which piles they are does not matter. At a bit, the tight piles that keep
/// the bit of `max` stay tight (a tight pile with a 0 there where `max` has
/// 1 becomes free, and where `max` has 0 it must write 0), and the free
/// piles write anything; the number of piles with the bit set must be a
/// multiple of `k + 1`. Binomials come from Pascal's triangle, so any
/// modulus works (prime or not).
///
/// With `k >= piles`, or `max == 0`, only the all-empty tuple is lost (a
/// bit would need a multiple of `k + 1 > piles` piles): the count is
/// `1 % modulus`, at once, for any `piles` up to `usize::MAX`.
///
/// # Panics
/// If `k == 0` or `modulus == 0`. If `k < piles` and `max > 0` with more
/// than 32,768 piles:
/// `"moore_lost_count: {piles} piles with k = {k}: this O(64 piles^2) count
/// takes at most 32768"` (beyond it the binomials alone take over 8 GB and
/// the count hours). Within the bound, the memory message of
/// [`crate::memory`] if the binomials do not fit.
///
/// # Complexity
/// O(64 * piles^2) time, O(piles^2) memory (the binomials).
///
/// # Example
/// ```
/// use grundy::moore::moore_lost_count;
/// // Nim (k = 1) on two piles up to 3: lost iff equal, 4 positions.
/// assert_eq!(moore_lost_count(2, 3, 1, 1_000_000_007), 4);
/// // k = 2, three piles up to 1: every bit in 0 or 3 piles: (0,0,0), (1,1,1).
/// assert_eq!(moore_lost_count(3, 1, 2, 1_000_000_007), 2);
/// // k >= piles: only all-empty is lost.
/// assert_eq!(moore_lost_count(2, 1_000_000_000_000_000_000, 5, 998_244_353), 1);
/// ```
pub fn moore_lost_count(piles: usize, max: u64, k: usize, modulus: u64) -> u64 {
    assert!(
        k >= 1,
        "Moore's Nim_k needs k >= 1 (a move takes from 1 to k piles)"
    );
    assert!(
        modulus >= 1,
        "moore_lost_count: the modulus must be at least 1"
    );
    let m = u128::from(modulus);
    if k >= piles || max == 0 {
        // Only (0, ..., 0): every bit in a multiple of k + 1 > piles piles.
        return (1 % m) as u64;
    }
    assert!(
        piles <= MAX_COUNTED_PILES,
        "moore_lost_count: {} piles with k = {}: this O(64 piles^2) count takes at most {}",
        piles,
        k,
        MAX_COUNTED_PILES
    );
    let n = piles;
    let period = k + 1;
    // binom[a][b] mod m, b <= a <= n, flat: row a from a * (n + 1).
    let width = n + 1;
    let mut flat = crate::memory::filled("moore_lost_count", width * width, 0u64);
    for a in 0..=n {
        flat[a * width] = (1 % m) as u64;
        for b in 1..=a {
            flat[a * width + b] = ((u128::from(flat[(a - 1) * width + b - 1])
                + u128::from(flat[(a - 1) * width + b]))
                % m) as u64;
        }
    }
    let binom: Vec<&[u64]> = flat.chunks(width).collect();
    // free[f][r] = number of subsets of f free piles of size = r mod (k + 1),
    // for r in 0..period.
    let mut free_flat = crate::memory::filled("moore_lost_count", width * period, 0u64);
    let mut free: Vec<&mut [u64]> = free_flat.chunks_mut(period).collect();
    for (f, row) in free.iter_mut().enumerate() {
        for (s, &c) in binom[f][..=f].iter().enumerate() {
            let r = s % period;
            row[r] = ((u128::from(row[r]) + u128::from(c)) % m) as u64;
        }
    }
    // ways[t]: the tuples so far with t piles still tight.
    let mut ways = vec![0u64; n + 1];
    ways[n] = (1 % m) as u64;
    for bit in (0..64).rev() {
        let mut next = vec![0u64; n + 1];
        for t in 0..=n {
            if ways[t] == 0 {
                continue;
            }
            let f = n - t;
            if max >> bit & 1 == 0 {
                // Tight piles write 0; free piles: a multiple of k + 1 of them.
                let w = u128::from(ways[t]) * u128::from(free[f][0]) % m;
                next[t] = ((u128::from(next[t]) + w) % m) as u64;
            } else {
                // j tight piles write 1 and stay tight; t - j become free.
                for j in 0..=t {
                    let need = (period - j % period) % period;
                    let w = u128::from(ways[t]) * u128::from(binom[t][j]) % m
                        * u128::from(free[f][need])
                        % m;
                    next[j] = ((u128::from(next[j]) + w) % m) as u64;
                }
            }
        }
        ways = next;
    }
    ways.iter().fold(0u128, |acc, &w| (acc + u128::from(w)) % m) as u64
}

/// How many positions of Moore's Nim_k ([`moore_lost`]) with `piles` piles
/// and at most `total` stones in all are lost, modulo `modulus`: the number
/// of ordered tuples `(p_1, ..., p_piles)` of sizes `p_i >= 0` with
/// `p_1 + ... + p_piles <= total` in which every bit is set in a multiple
/// of `k + 1` of the piles. (Piles bounded one by one instead:
/// [`moore_lost_count`]. Exactly `total` stones: this count at `total` minus
/// the count at `total - 1`.)
///
/// A digit DP over the bits from the lowest, adding the piles column by
/// column: at bit `b` choose which `j` piles have the bit (`j` a multiple of
/// `k + 1`, `C(piles, j)` ways, the bits being independent); the column
/// adds `j` to the carry from below, writes the parity as bit `b` of the
/// sum and carries the rest (a carry stays below `piles`). The state is the
/// carry and whether the sum's bits so far exceed those of `total`; a
/// tuple counts iff nothing is carried out of bit 63 and the sum does not
/// exceed `total`. Binomials come from Pascal's rule, so any modulus works
/// (a prime or not).
///
/// With `k >= piles`, or `total == 0`, only the all-empty tuple is lost:
/// the count is `1 % modulus`, at once, for any `piles`.
///
/// # Panics
/// If `k == 0` or `modulus == 0`. If `k < piles` and `total > 0` with more
/// than 32,768 piles:
/// `"moore_lost_count_total: {piles} piles with k = {k}: this O(piles^2)
/// count takes at most 32768"` (beyond it the count takes hours).
///
/// # Complexity
/// O(piles^2) for the binomials, plus O(64 * piles * (piles / (k + 1) + 1))
/// steps of the DP; O(piles) memory. Exact for every `total` up to
/// `u64::MAX`.
///
/// # Example
/// ```
/// use grundy::moore::moore_lost_count_total;
/// // Nim on two piles, at most 5 stones: lost iff equal, (0,0), (1,1), (2,2).
/// assert_eq!(moore_lost_count_total(2, 5, 1, 1_000_000_007), 3);
/// // Nim on three piles, at most 6 stones: (0,0,0), the 3 orders of each
/// // (0,x,x) for x = 1, 2, 3, and the 6 orders of (1,2,3): 1 + 9 + 6 = 16.
/// assert_eq!(moore_lost_count_total(3, 6, 1, 1_000_000_007), 16);
/// // k = 2 on three piles: every bit in 0 or 3 piles, so all piles equal;
/// // at most 10^18 stones: (x, x, x) for 3x <= 10^18.
/// let n = 1_000_000_000_000_000_000u64;
/// assert_eq!(moore_lost_count_total(3, n, 2, 998_244_353), (n / 3 + 1) % 998_244_353);
/// ```
pub fn moore_lost_count_total(piles: usize, total: u64, k: usize, modulus: u64) -> u64 {
    assert!(
        k >= 1,
        "Moore's Nim_k needs k >= 1 (a move takes from 1 to k piles)"
    );
    assert!(
        modulus >= 1,
        "moore_lost_count_total: the modulus must be at least 1"
    );
    let m = u128::from(modulus);
    if k >= piles || total == 0 {
        // Only (0, ..., 0): every bit in a multiple of k + 1 > piles piles.
        return (1 % m) as u64;
    }
    assert!(
        piles <= MAX_COUNTED_PILES,
        "moore_lost_count_total: {} piles with k = {}: this O(piles^2) count takes at most {}",
        piles,
        k,
        MAX_COUNTED_PILES
    );
    let n = piles;
    // C(n, j) mod m for the j that may have a bit: multiples of k + 1.
    let mut row = vec![0u64; n + 1];
    row[0] = (1 % m) as u64;
    for a in 1..=n {
        for b in (1..=a).rev() {
            row[b] = ((u128::from(row[b]) + u128::from(row[b - 1])) % m) as u64;
        }
    }
    let step = k.min(n) + 1; // k >= n: only j = 0
    let choices: Vec<(usize, u128)> = (0..=n)
        .step_by(step)
        .map(|j| (j, u128::from(row[j])))
        .collect();
    // ways[2 * carry + above]: tuples on the bits so far with that carry,
    // `above` = 1 if the sum's bits so far exceed total's.
    let mut ways = vec![0u64; 2 * n.max(1)];
    ways[0] = (1 % m) as u64;
    for bit in 0..64 {
        let t = (total >> bit & 1) as usize;
        let mut next = vec![0u64; ways.len()];
        for (state, &w) in ways.iter().enumerate() {
            if w == 0 {
                continue;
            }
            let (carry, above) = (state / 2, state % 2);
            for &(j, c) in &choices {
                let x = carry + j;
                let s = x & 1;
                let above = usize::from(s > t || s == t && above == 1);
                let to = 2 * (x >> 1) + above;
                next[to] = ((u128::from(next[to]) + u128::from(w) * c) % m) as u64;
            }
        }
        ways = next;
    }
    ways[0]
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every tuple of `len` values in `0..=max`.
    pub(crate) fn tuples(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            out = out
                .iter()
                .flat_map(|t| {
                    (0..=max).map(move |p| {
                        let mut u = t.clone();
                        u.push(p);
                        u
                    })
                })
                .collect();
        }
        out
    }

    /// Whether each position of `len` piles of at most `max` is won in
    /// Moore's Nim_k, from the rule: a move lowers between 1 and `k` piles.
    /// Positions are visited by increasing sum, and a move lowers the sum.
    fn moore_wins_naive(len: usize, max: u64, k: usize) -> HashMap<Vec<u64>, bool> {
        let mut all = tuples(len, max);
        all.sort_by_key(|t| t.iter().sum::<u64>());
        let mut win: HashMap<Vec<u64>, bool> = HashMap::new();
        for p in &all {
            let w = all.iter().any(|q| {
                let lowered = (0..len).filter(|&i| q[i] < p[i]).count();
                let never_raised = (0..len).all(|i| q[i] <= p[i]);
                never_raised && (1..=k).contains(&lowered) && !win[q]
            });
            win.insert(p.clone(), w);
        }
        win
    }

    #[test]
    fn moore_matches_the_game_tree() {
        for len in 0..=4 {
            let max = if len == 4 { 4 } else { 6 };
            for k in 1..=len.max(1) + 1 {
                let win = moore_wins_naive(len, max, k);
                for (p, &w) in &win {
                    let at = format!("piles {p:?}, k = {k}");
                    assert_eq!(moore_lost(p, k), !w, "{at}");
                    match moore_winning_move(p, k) {
                        None => assert!(!w, "{at}: no move from a won position"),
                        Some(mv) => {
                            assert!((1..=k).contains(&mv.len()), "{at}: {mv:?}");
                            let mut q = p.clone();
                            for (j, &(i, size)) in mv.iter().enumerate() {
                                assert!(j == 0 || mv[j - 1].0 < i, "{at}: {mv:?}");
                                assert!(size < p[i], "{at}: {mv:?} does not lower");
                                q[i] = size;
                            }
                            assert!(!win[&q], "{at}: {mv:?} leaves a won position");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn moore_winning_moves_on_huge_piles() {
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(22);
        for _ in 0..3000 {
            let len = rng.random_range(1..=12);
            let k = rng.random_range(1..=5);
            let piles: Vec<u64> = (0..len)
                .map(|_| rng.random::<u64>() >> rng.random_range(0..4))
                .collect();
            let mv = moore_winning_move(&piles, k).expect("random piles are won");
            let mut q = piles.clone();
            for &(i, size) in &mv {
                assert!(size < piles[i], "{piles:?}, k = {k}");
                q[i] = size;
            }
            assert!(
                mv.len() <= k && moore_lost(&q, k),
                "{piles:?}, k = {k}: {mv:?}"
            );
        }
        // k at least the number of piles: lost only with no stones.
        assert!(moore_lost(&[0, 0], usize::MAX));
        assert_eq!(
            moore_winning_move(&[7, 0, u64::MAX], usize::MAX),
            Some(vec![(0, 0), (2, 0)])
        );
    }

    #[test]
    fn lost_counts_match_the_game_tree() {
        // Every tuple of up to 4 piles of at most 6 (5 for 4 piles), each k,
        // the lost ones counted by the rules; also every max below, and a
        // small modulus.
        for len in 0..=4 {
            let top = if len == 4 { 5 } else { 6 };
            for k in 1..=len.max(1) + 1 {
                let win = moore_wins_naive(len, top, k);
                for max in 0..=top {
                    let lost = win
                        .iter()
                        .filter(|(p, &w)| !w && p.iter().all(|&x| x <= max))
                        .count() as u64;
                    for modulus in [1_000_000_007, 7, 1] {
                        assert_eq!(
                            moore_lost_count(len, max, k, modulus),
                            lost % modulus,
                            "piles {len}, max {max}, k {k}, mod {modulus}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn lost_counts_on_large_bounds_match_nim() {
        // k = 1, two piles: lost iff equal, max + 1 of them. Three piles up
        // to 2^b - 1: c ^ = a ^ b always fits, (2^b)^2 lost.
        let p = 1_000_000_007u64;
        let max = 999_999_999_999_999_999u64;
        assert_eq!(moore_lost_count(2, max, 1, p), (max + 1) % p);
        let max = (1u64 << 40) - 1;
        let want = ((1u128 << 80) % u128::from(p)) as u64;
        assert_eq!(moore_lost_count(3, max, 1, p), want);
    }

    #[test]
    fn total_counts_match_the_game_tree() {
        // Every tuple of up to 4 piles with at most 6 stones (5 for 4 piles),
        // won or lost by the search over the moves, each k, each total.
        for len in 0..=4 {
            let top = if len == 4 { 5 } else { 6 };
            for k in 1..=len.max(1) + 1 {
                let win = moore_wins_naive(len, top, k);
                for total in 0..=top {
                    let lost = win
                        .iter()
                        .filter(|(p, &w)| !w && p.iter().sum::<u64>() <= total)
                        .count() as u64;
                    for modulus in [1_000_000_007, 7, 1] {
                        assert_eq!(
                            moore_lost_count_total(len, total, k, modulus),
                            lost % modulus,
                            "piles {len}, total {total}, k {k}, mod {modulus}"
                        );
                    }
                }
            }
        }
    }

    /// Calls `visit` on every tuple of `len` sizes with sum at most `total`.
    fn tuples_with_sum(len: usize, total: u64, visit: &mut dyn FnMut(&[u64])) {
        let mut t = vec![0u64; len];
        // An odometer over the tuples by their sizes, skipping past the total.
        loop {
            if t.iter().sum::<u64>() <= total {
                visit(&t);
            }
            let mut i = 0;
            loop {
                if i == len {
                    return;
                }
                t[i] += 1;
                if t[i..].iter().sum::<u64>() <= total {
                    break;
                }
                t[i] = 0;
                i += 1;
            }
        }
    }

    #[test]
    fn total_counts_match_the_bit_rule() {
        // Larger cases by Moore's rule (lost iff every bit count is a
        // multiple of k + 1), counted by sum, then each total's prefix.
        for (len, top) in [(1, 200), (2, 120), (3, 48), (4, 26), (5, 16), (6, 11)] {
            for k in 1..=len + 1 {
                let mut by_sum = vec![0u64; top as usize + 1];
                tuples_with_sum(len, top, &mut |p| {
                    let lost = (0..64)
                        .all(|b| p.iter().filter(|&&x| x >> b & 1 == 1).count() % (k + 1) == 0);
                    if lost {
                        by_sum[p.iter().sum::<u64>() as usize] += 1;
                    }
                });
                let mut lost = 0;
                for total in 0..=top {
                    lost += by_sum[total as usize];
                    for modulus in [1_000_000_007, 13] {
                        assert_eq!(
                            moore_lost_count_total(len, total, k, modulus),
                            lost % modulus,
                            "piles {len}, total {total}, k {k}, mod {modulus}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn total_counts_on_large_totals() {
        // k = piles - 1: every bit in 0 or all piles, so all piles are equal:
        // floor(total / piles) + 1 lost positions, for any total.
        use rand::{rngs::StdRng, Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(1910);
        let p = 1_000_000_007u64;
        for _ in 0..60 {
            let piles = rng.random_range(2..=12);
            let total = match rng.random_range(0..3) {
                0 => u64::MAX - rng.random_range(0..1000),
                1 => rng.random_range(0..=1_000_000_000_000_000_000),
                _ => rng.random::<u64>() >> rng.random_range(0..64),
            };
            let want = (total / piles as u64 + 1) % p;
            assert_eq!(
                moore_lost_count_total(piles, total, piles - 1, p),
                want,
                "piles {piles}, total {total}"
            );
            // k >= piles: only the empty position.
            assert_eq!(moore_lost_count_total(piles, total, piles, p), 1);
        }
    }

    #[test]
    #[should_panic(expected = "needs k >= 1")]
    fn moore_rejects_k_0() {
        moore_lost(&[1], 0);
    }
}

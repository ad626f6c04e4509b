//! One-range subtraction: one pile of `n` stones; a move takes between `l`
//! and `r` stones (`1 <= l <= r`, and at least `l` must remain to take);
//! whoever cannot move loses. With `l = 1` this is *Bash's game* (巴什博弈,
//! "take 1 to r", lost iff `(r + 1) | n`).
//!
//! # The value
//! The Grundy value of a pile of `n` is `floor((n mod (l + r)) / l)`: with
//! `l = 1`, `n mod (r + 1)`.
//!
//! Proof, by induction on `n`. Let `p = l + r` and `m = n mod p`. A take of
//! `k <= m` leaves residue `m - k`; over `l <= k <= min(r, m)` these are the
//! residues `max(0, m - r) ..= m - l`. A take of `k > m` (possible only when
//! `n >= p`) wraps to residue `m - k + p >= m + l` (as `k <= r`).
//! - If `m < l`, every take wraps, to residues `>= l`: no option has value
//!   0, so `g(n) = 0`.
//! - If `m >= l`, let `j = floor(m / l) >= 1`. The residues reached without
//!   wrapping form one interval from `max(0, m - r) < l` (as `m < l + r`) to
//!   `m - l`, which lies in `[(j - 1) l, j l)`: it meets every block
//!   `[i l, i l + l)` of value `i < j` and none of value `j`. The wrapped
//!   residues are `>= m + l`, of value `>= j + 1`. So `g(n) = mex = j`.
//!
//! The player to move wins iff `n mod (l + r) >= l`, and the winning takes
//! are the `k` that leave a residue below `l` without wrapping: the
//! consecutive takes `max(l, m - l + 1) ..= min(m, r)`
//! ([`winning_takes`]). This is the classic "take between L and R" game of
//! the Chinese training canon (Bash's game when `l = 1`; Ferguson, *Game
//! Theory*, Part I, ch. 1, take-away games); the module's test compares all
//! three functions with the mex over the rule for every `1 <= l <= r <= 12`
//! and `n <= 200`.

/// The Grundy value of a pile of `n` stones when a move takes between `l`
/// and `r` stones: `floor((n mod (l + r)) / l)`.
///
/// # Panics
/// If `l == 0` or `l > r`.
///
/// # Complexity
/// O(1); exact for every `u64` (`l + r` is formed in `u128`).
///
/// # Example
/// ```
/// use grundy::take_range::take_range_value;
/// // Take 2 or 3: values 0, 0, 1, 1, 2, 0, 0, 1, ... (period 5).
/// let g: Vec<u64> = (0..8).map(|n| take_range_value(n, 2, 3)).collect();
/// assert_eq!(g, vec![0, 0, 1, 1, 2, 0, 0, 1]);
/// // Bash's game, take 1 to 3: the value is n mod 4.
/// assert_eq!(take_range_value(1_000_000_000_000_000_007, 1, 3), 3);
/// ```
pub fn take_range_value(n: u64, l: u64, r: u64) -> u64 {
    check(l, r);
    let m = (n as u128 % (l as u128 + r as u128)) as u64;
    m / l
}

/// Whether the player to move wins one pile of `n` when a move takes
/// between `l` and `r` stones: iff `n mod (l + r) >= l`.
///
/// # Panics
/// If `l == 0` or `l > r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::take_range::first_player_wins;
/// assert!(!first_player_wins(4, 1, 3)); // Bash: 4 = 1 + 3, lost
/// assert!(first_player_wins(5, 1, 3)); // take 1, leave 4
/// assert!(!first_player_wins(1, 2, 3)); // no move at all
/// ```
pub fn first_player_wins(n: u64, l: u64, r: u64) -> bool {
    take_range_value(n, l, r) != 0
}

/// The winning takes of a lone pile of `n` (those that leave a pile of
/// value 0), as the inclusive range `(lowest, highest)`: every take in
/// between wins too, and no other. `None` iff the pile is lost.
///
/// With `m = n mod (l + r) >= l`, the range is
/// `max(l, m - l + 1) ..= min(m, r)` (see the module docs); it can hold up to
/// `l` takes, so it is returned as a range, not a list.
///
/// # Panics
/// If `l == 0` or `l > r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::take_range::winning_takes;
/// // Take 2 or 3 from 9 (9 mod 5 = 4): leaving 6 (take 3) wins; leaving 7
/// // (take 2, value 1) does not.
/// assert_eq!(winning_takes(9, 2, 3), Some((3, 3)));
/// // Take 3 to 5 from 14 (14 mod 8 = 6): taking 4 or 5 leaves 10 or 9
/// // (residues 2, 1: value 0); taking 3 leaves 11 (residue 3, value 1).
/// assert_eq!(winning_takes(14, 3, 5), Some((4, 5)));
/// assert_eq!(winning_takes(8, 3, 5), None); // 8 mod 8 = 0 < 3: lost
/// ```
pub fn winning_takes(n: u64, l: u64, r: u64) -> Option<(u64, u64)> {
    check(l, r);
    let m = (n as u128 % (l as u128 + r as u128)) as u64;
    if m < l {
        return None;
    }
    Some((l.max(m - l + 1), m.min(r)))
}

fn check(l: u64, r: u64) {
    assert!(
        l >= 1 && l <= r,
        "a move takes between l and r stones with 1 <= l <= r"
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_mask;

    /// `g[n]` for `n <= max` by the mex over the rule: from `n`, take any
    /// `k` in `l..=r` with `k <= n`.
    fn values_naive(l: usize, r: usize, max: usize) -> Vec<u64> {
        let mut g = vec![0u64; max + 1];
        for n in 0..=max {
            let mut mask = 0u64;
            for k in l..=r.min(n) {
                mask |= 1 << g[n - k];
            }
            g[n] = mex_mask(mask) as u64;
        }
        g
    }

    #[test]
    fn values_match_the_mex_over_the_rule() {
        for l in 1..=12 {
            for r in l..=12 {
                let g = values_naive(l, r, 200);
                for (n, &v) in g.iter().enumerate() {
                    let (n, l, r) = (n as u64, l as u64, r as u64);
                    assert_eq!(take_range_value(n, l, r), v, "n {n}, l {l}, r {r}");
                    assert_eq!(first_player_wins(n, l, r), v != 0, "n {n}, l {l}, r {r}");
                    let naive: Vec<u64> = (l..=r.min(n))
                        .filter(|&k| g[(n - k) as usize] == 0)
                        .collect();
                    let fast: Vec<u64> = match winning_takes(n, l, r) {
                        Some((lo, hi)) => (lo..=hi).collect(),
                        None => Vec::new(),
                    };
                    assert_eq!(fast, naive, "n {n}, l {l}, r {r}");
                }
            }
        }
    }

    #[test]
    fn huge_bounds_are_exact() {
        let max = u64::MAX;
        // l + r = 2^64 does not overflow: n mod 2^64 = n.
        assert_eq!(take_range_value(max, 1 << 63, 1 << 63), 1);
        assert_eq!(take_range_value(max - 1, max, max), 0);
        assert_eq!(winning_takes(max, max, max), Some((max, max)));
        // l = 10^18, r = 3 * 10^18, n = 7 * 10^18: m = 3 * 10^18, and a take
        // k leaves residue m - k < l iff k > 2 * 10^18.
        let l = 1_000_000_000_000_000_000u64;
        assert_eq!(winning_takes(7 * l, l, 3 * l), Some((2 * l + 1, 3 * l)));
        // Bash with r = 10^18: n = 10^18 + 1 is lost.
        let r = 1_000_000_000_000_000_000;
        assert!(!first_player_wins(r + 1, 1, r));
        assert_eq!(winning_takes(r, 1, r), Some((r, r)));
    }

    #[test]
    #[should_panic(expected = "1 <= l <= r")]
    fn zero_l_panics() {
        take_range_value(5, 0, 3);
    }

    #[test]
    #[should_panic(expected = "1 <= l <= r")]
    fn l_above_r_panics() {
        winning_takes(5, 4, 3);
    }
}

//! Capacity games: a box of capacity `s` holds `c` tokens (`c <= s`); a move
//! adds `k` tokens with `1 <= k <= f(c)` and `c + k <= s`, for a fixed
//! non-decreasing `f`. Whoever cannot move loses; several boxes add by XOR.
//! The classic is HDU 1729 *Stone Game* (`f(c) = c^2`), a staple of the
//! Chinese training canon.
//!
//! # The recursion
//! Let `t` be the largest `c < s` with `c + f(c) < s` (the last content from
//! which the box cannot be filled in one move).
//! - For `c > t`, every content `c + 1 ..= s` is one move away, so by
//!   induction down from `g(s) = 0` the value is `g(c) = mex{0, ..., s - c -
//!   1} = s - c`.
//! - `g(t) = 0`: its options `t + 1 ..= t + f(t)` all lie in `(t, s)`, of
//!   values `s - c' >= 1`.
//! - For `c < t` the value is the value of the same `c` in the box of
//!   capacity `t`. By induction down from `t`: the options of `c` in the box
//!   `s` are its options in the box `t` (contents `<= t`, the same values by
//!   induction) plus, when `c + f(c) > t`, contents `c' > t` of value
//!   `s - c' >= s - c - f(c) > t + f(t) - c - f(c) >= t - c` (as `f` is
//!   non-decreasing). A position of the box `t` has at most `t - c` options,
//!   so its value (their mex) is at most `t - c`: the extra options' values
//!   are all above it, and the mex does not change.
//!
//! So a value is found by stepping `s -> t` until `c >= t`: `c > t` iff
//! `c + f(c) >= s` (as `c + f(c)` is increasing), a test of one call of
//! `f`, and each step down is a search for `t`. With `f(c) = c^2`
//! the capacity falls like `s -> sqrt(s)`, a handful of levels even for
//! `s = 10^18`; with a constant `f = a`, `t = s - a - 1` and there are
//! `s / (a + 1)` levels, so such an `f` wants its own closed form (it is the
//! one-range game [`take_range`](crate::classics::take_range) counted from the top).
//!
//! The test compares [`capacity_value`] and [`capacity_move_to`] with the mex
//! over the rule for every `s <= 60`, `c <= s` and several `f`.
//!
//! Cost: the search for `t` (any `f`) is what a contest loop replaces by a
//! square root for `f(c) = c^2`: 10^7 boxes of capacity up to 10^9 take
//! about 2.1x the CPU of that loop, about 55 ns more a box
//! (`scripts/classics-bench.sh`, table in `docs/benchmarks.md`).

/// Whether content `c` cannot fill the box of capacity `s` in one move:
/// `c + f(c) < s` (the sum saturates, so a huge `f(c)` fills the box).
fn fits<F: Fn(u64) -> u64>(s: u64, c: u64, f: &F) -> bool {
    c < s && c.saturating_add(f(c)) < s
}

/// Where `c` stands against `t`, the largest content that cannot fill the
/// box of capacity `s` in one move: `Above` (`c > t`, or no `t`), `At`, or
/// `Below(t)`. As `c + f(c)` is increasing, `c > t` iff `c` fills the box,
/// and `c = t` iff `c` does not and `c + 1` does: one or two calls of `f`.
/// Only below `t` is `t` searched, from `c` up: doubling the step until the
/// box fills, then bisecting, so `f` is called only on contents up to about
/// `2t`.
fn place<F: Fn(u64) -> u64>(s: u64, c: u64, f: &F) -> Place {
    if !fits(s, c, f) {
        return Place::Above;
    }
    if !fits(s, c + 1, f) {
        return Place::At;
    }
    // fits(lo) holds and fits(hi) fails.
    let (mut lo, mut step) = (c + 1, 1u64);
    let mut hi = lo.saturating_add(step).min(s);
    while fits(s, hi, f) {
        lo = hi;
        step = step.saturating_mul(2);
        hi = lo.saturating_add(step).min(s);
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(s, mid, f) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Place::Below(lo)
}

/// See [`place`].
enum Place {
    Above,
    At,
    Below(u64),
}

fn check(s: u64, c: u64) {
    assert!(c <= s, "a box of capacity s holds c <= s tokens");
}

/// The Grundy value of a box of capacity `s` holding `c` tokens, where a
/// move adds between 1 and `f(c)` tokens (never beyond `s`). `f` must be
/// non-decreasing (the recursion in the module docs needs it; it is not
/// checked); `f(c) = 0` is allowed (no move from `c`). `f` is called only
/// on `c`, `c + 1` and, when `c` is below the last content `t` that cannot
/// fill the box, on contents up to about `2t` (`t ~ sqrt(s)` for `c^2`);
/// write it saturating (`c.saturating_mul(c)`) if it could overflow there.
///
/// # Panics
/// If `c > s`.
///
/// # Complexity
/// Two calls of `f` when `c` is at or above `t` (most contents: all but
/// about `sqrt(s)` for `c^2`); otherwise O(levels * log s) calls, a level
/// being one step `s -> t` of the module docs: O(log log s) levels for
/// `f(c) = c^2`.
///
/// # Example
/// ```
/// use grundy::capacity::capacity_value;
/// let sq = |c: u64| c * c;
/// // Capacity 10: 2 + 4 < 10 and 3 + 9 >= 10, so t = 2. From 3, every
/// // content 4..=10 is one move away: value 10 - 3 = 7; from 2, value 0.
/// assert_eq!(capacity_value(10, 3, sq), 7);
/// assert_eq!(capacity_value(10, 2, sq), 0);
/// // From 1, the box of capacity 2: 1 -> 2 only, value 1.
/// assert_eq!(capacity_value(10, 1, sq), 1);
/// // From 0 nothing can be added (f(0) = 0).
/// assert_eq!(capacity_value(10, 0, sq), 0);
/// // HDU 1729's bound is 10^6; any u64 works. Here c = 10^12 is above
/// // t ~ 10^9, so it fills the box in one move. f is called on c itself:
/// // saturate where c^2 could overflow.
/// let sat = |c: u64| c.saturating_mul(c);
/// let big = 1_000_000_000_000_000_000;
/// assert_eq!(capacity_value(big, 999_999_999_999, sat), big - 999_999_999_999);
/// // t steps 2^64 - 1 -> 2^32 - 1 -> 2^16 - 1 -> 255 -> 15, where t = 3 < 7:
/// // from 7 the box of capacity 15 fills in one move, value 15 - 7.
/// assert_eq!(capacity_value(u64::MAX, 7, sat), 8);
/// ```
pub fn capacity_value<F: Fn(u64) -> u64>(s: u64, c: u64, f: F) -> u64 {
    check(s, c);
    let mut s = s;
    loop {
        match place(s, c, &f) {
            Place::Below(t) => s = t,
            Place::At => return 0,
            Place::Above => return s - c,
        }
    }
}

/// A move of a box of capacity `s` holding `c` tokens (adds 1 to `f(c)`
/// tokens, `f` non-decreasing) to a content of value `target`, for any
/// `target` below the box's value: `Some(new content)`. `None` iff `target`
/// is not below the value (the mex guarantees every smaller value is
/// reached; a larger one may or may not be, and is not searched).
///
/// In a sum of boxes of XOR `x != 0`, the winning moves are the boxes whose
/// value `v` has `v ^ x < v`, each moved to `capacity_move_to(s, c, v ^ x)`.
///
/// # Panics
/// If `c > s`.
///
/// # Complexity
/// As [`capacity_value`].
///
/// # Example
/// ```
/// use grundy::capacity::{capacity_move_to, capacity_value};
/// let sq = |c: u64| c * c;
/// // Boxes (10, 3) and (10, 1): values 7 and 1, XOR 6. Move the first box
/// // to value 7 ^ 6 = 1: content 9.
/// assert_eq!(capacity_value(10, 9, sq), 1);
/// assert_eq!(capacity_move_to(10, 3, 1, sq), Some(9));
/// assert_eq!(capacity_move_to(10, 1, 0, sq), Some(2)); // 1 -> 2, value 0
/// assert_eq!(capacity_move_to(10, 2, 0, sq), None); // value 0: nothing below
/// ```
pub fn capacity_move_to<F: Fn(u64) -> u64>(s: u64, c: u64, target: u64, f: F) -> Option<u64> {
    check(s, c);
    let mut s = s;
    loop {
        match place(s, c, &f) {
            // Values below g(c) <= t - c are reached inside the box t (the
            // contents beyond t have larger values, see the module docs).
            Place::Below(t) => s = t,
            Place::At => return None,
            // Every content c + 1 ..= s is an option; s - target has value target.
            Place::Above => {
                return if target < s - c {
                    Some(s - target)
                } else {
                    None
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_mask;

    /// `g[c]` for `c <= s` in the box of capacity `s`, by the mex over the
    /// rule: from `c`, add `k` in `1..=f(c)` with `c + k <= s`.
    fn values_naive(s: u64, f: &dyn Fn(u64) -> u64) -> Vec<u64> {
        let mut g = vec![0u64; s as usize + 1];
        for c in (0..=s).rev() {
            let mut mask = 0u64;
            let most = f(c).min(s - c);
            for k in 1..=most {
                mask |= 1 << g[(c + k) as usize];
            }
            g[c as usize] = mex_mask(mask) as u64;
        }
        g
    }

    #[test]
    fn values_and_moves_match_the_mex_over_the_rule() {
        type Rule = (&'static str, Box<dyn Fn(u64) -> u64>);
        let rules: Vec<Rule> = vec![
            ("c^2", Box::new(|c| c * c)),
            ("c", Box::new(|c| c)),
            ("2c + 1", Box::new(|c| 2 * c + 1)),
            ("c / 2 + 1", Box::new(|c| c / 2 + 1)),
            ("1", Box::new(|_| 1)),
            ("3", Box::new(|_| 3)),
            ("0", Box::new(|_| 0)),
            (
                "2^c",
                Box::new(|c| 1u64.checked_shl(c as u32).unwrap_or(u64::MAX)),
            ),
            ("c^3 + c", Box::new(|c| c * c * c + c)),
        ];
        for (name, f) in &rules {
            for s in 0..=60u64 {
                let g = values_naive(s, f.as_ref());
                for c in 0..=s {
                    let v = g[c as usize];
                    assert_eq!(capacity_value(s, c, f), v, "f = {name}, s {s}, c {c}");
                    for target in 0..=v + 1 {
                        let to = capacity_move_to(s, c, target, f);
                        if target < v {
                            let to = to.unwrap_or_else(|| {
                                panic!("f = {name}, s {s}, c {c}, target {target}")
                            });
                            assert!(
                                to > c && to - c <= f(c) && to <= s,
                                "f = {name}, s {s}, c {c}: {to} is no move"
                            );
                            assert_eq!(
                                g[to as usize], target,
                                "f = {name}, s {s}, c {c}, target {target}"
                            );
                        } else {
                            assert_eq!(to, None, "f = {name}, s {s}, c {c}, target {target}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn huge_boxes_take_few_levels() {
        let calls = std::cell::Cell::new(0u64);
        let sq = |c: u64| {
            calls.set(calls.get() + 1);
            c.saturating_mul(c)
        };
        let s = u64::MAX;
        // Levels 2^64 -> 2^32 -> 2^16 -> 2^8 -> 15 -> 3 -> 1 (roughly): each a
        // binary search of at most 64 steps.
        let v = capacity_value(s, 0, sq);
        assert_eq!(v, 0, "f(0) = 0: no move from an empty box");
        assert!(calls.get() <= 8 * 66, "{} calls of f", calls.get());
        // Just above t = floor of the root: every content fills the box.
        assert_eq!(capacity_value(s, 1 << 32, sq), s - (1 << 32));
    }

    #[test]
    #[should_panic(expected = "c <= s")]
    fn overfull_box_panics() {
        capacity_value(3, 4, |c| c);
    }
}

//! Take-from-the-ends games: a sequence `a[0..n)`, two players alternately
//! take `k` items from either end (or from the left end only), `k` in a
//! given set of takes, each scoring the sum of what they take; both play to
//! maximise their own total minus the other's. The answer is that optimal
//! difference (first player minus second), the first player's total when
//! every item ends up taken, and a best first move.
//!
//! # The recurrence
//!
//! Let `d(i, len)` be the optimal difference, for the player to move, on
//! the items `a[i..i + len)` still there. With `S(x, y) = a[x] + ... +
//! a[y - 1]` (prefix sums),
//!
//! `d(i, len) = max over k in takes, k <= len, of
//!   max(S(i, i + k) - d(i + k, len - k), S(i + len - k, i + len) - d(i, len - k))`,
//!
//! and `d(i, len) = 0` when no take fits (`len` below every take: the game
//! is over, the items left score for nobody). This is minimax (negamax) on
//! the intervals: the mover's gain now minus what the opponent gets ahead
//! of them from the rest (Winning Ways ch. 1 on games that are not
//! "last player wins"; the interval DP is the classic for AtCoder DP
//! Contest L, "Deque"). [`take_from_ends`] fills it by length,
//! `O(n^2 * |takes|)` time, keeping only the rows of the last
//! `max take + 1` lengths (`O(n * (max take + 1))` memory); for the takes
//! `{1}` two arrays. [`take_from_left`] is the one-ended
//! game, `O(n * |takes|)`.
//!
//! Overflow is checked once, up front: the sum of `|a[i]|` must fit in
//! `i64`, which bounds every partial sum and every difference; otherwise a
//! panic names the index where it stops fitting. Never a wrong value.
//!
//! # Example: AtCoder DP Contest L ("Deque")
//! ```
//! use grundy::interval::{take_from_ends, End, EndMove};
//! // Taro and Jiro take one item from either end; print X - Y.
//! // Sample 1: 10 80 90 30 -> 10 (Taro takes the 30 first).
//! let r = take_from_ends(&[10, 80, 90, 30], &[1]);
//! assert_eq!(r.difference, 10);
//! assert_eq!(r.first_total, Some(110)); // (210 + 10) / 2
//! assert_eq!(r.best, Some(EndMove { end: End::Right, count: 1 }));
//! // Take 1, 2 or 3 from either end: every first move but Right 3 gives -3.
//! let r = take_from_ends(&[-1, 5, -3, 2, 2], &[1, 2, 3]);
//! assert_eq!(r.difference, -3);
//! assert_eq!(r.best, Some(EndMove { end: End::Left, count: 1 }));
//! ```

/// Which end a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The front: `a[i..i + k)`.
    Left,
    /// The back: `a[i + len - k..i + len)`.
    Right,
}

/// A move: take `count` items from `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndMove {
    /// Which end.
    pub end: End,
    /// How many items.
    pub count: usize,
}

/// The outcome of optimal play on a whole sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ends {
    /// The first player's total minus the second's, both playing to
    /// maximise their own total minus the other's.
    pub difference: i64,
    /// The first player's total, `(sum + difference) / 2`, when every item
    /// is taken whatever the play (the takes include 1); `None` otherwise
    /// (items left when no take fits score for nobody, and how many are
    /// left depends on the play).
    pub first_total: Option<i64>,
    /// A best first move (one reaching `difference`): the first in the
    /// order Left with the takes ascending, then Right with the takes
    /// ascending. `None` when no take fits (including `n = 0`).
    pub best: Option<EndMove>,
}

/// The prefix sums of `a`, after checking that the sum of `|a[i]|` fits in
/// `i64` (so every partial sum and every difference does).
fn prefix_sums(a: &[i64]) -> Vec<i64> {
    let mut abs: u64 = 0;
    for (i, &x) in a.iter().enumerate() {
        abs = match abs.checked_add(x.unsigned_abs()) {
            Some(s) if s <= i64::MAX as u64 => s,
            _ => panic!(
                "take_from_ends: the sum of |a[i]| does not fit in i64 (it overflows at a[{}] = {}): scores could overflow",
                i, x
            ),
        };
    }
    let mut pre = Vec::with_capacity(a.len() + 1);
    pre.push(0i64);
    let mut s = 0i64;
    for &x in a {
        s += x;
        pre.push(s);
    }
    pre
}

/// `(a + b) / 2` without overflow: the first player's total (a sum of
/// some of the items, so it fits) from the sum and the difference.
fn half_sum(a: i64, b: i64) -> i64 {
    ((a as i128 + b as i128) / 2) as i64
}

/// The takes sorted, without duplicates or takes above `n`.
fn sorted_takes(takes: &[usize], n: usize) -> Vec<usize> {
    assert!(
        !takes.contains(&0),
        "take_from_ends: a take of 0 items is not a move (it would repeat the position)"
    );
    let mut ks: Vec<usize> = takes.iter().copied().filter(|&k| k <= n).collect();
    ks.sort_unstable();
    ks.dedup();
    ks
}

/// The value of the whole sequence and a best first move, from
/// `row_of(n - k)[j] = d(j, n - k)` for each take `k` (ascending, not
/// empty, all at most `n`): the first best in the order Left with the
/// takes ascending, then Right.
fn top_move<'a>(pre: &[i64], ks: &[usize], row_of: impl Fn(usize) -> &'a [i64]) -> (i64, EndMove) {
    let n = pre.len() - 1;
    let mut best: Option<(i64, EndMove)> = None;
    for end in [End::Left, End::Right] {
        for &k in ks {
            let row = row_of(n - k);
            let v = match end {
                End::Left => pre[k] - row[k],
                End::Right => pre[n] - pre[n - k] - row[0],
            };
            if best.map_or(true, |(b, _)| v > b) {
                best = Some((v, EndMove { end, count: k }));
            }
        }
    }
    best.expect("a take fits")
}

/// Optimal play of the take-from-either-end game on `a` with the takes
/// `takes` (module docs: the recurrence, ties, items left over).
///
/// # Panics
/// If a take is 0, or if the sum of `|a[i]|` does not fit in `i64` (the
/// message names the index).
///
/// # Complexity
/// `O(n^2 * |takes|)` time, `O(n * (max take + 1))` memory (two arrays
/// of `n` for the takes `{1}`). No recursion.
///
/// # Example
/// ```
/// use grundy::interval::{take_from_ends, End, EndMove};
/// // [3, 9, 1, 2]: take the 2; whichever end the opponent takes, the 9 is
/// // mine: 2 + 9 against 3 + 1.
/// let r = take_from_ends(&[3, 9, 1, 2], &[1]);
/// assert_eq!((r.difference, r.first_total), (7, Some(11)));
/// // Takes of 2 only, 3 items: take 2 from either end, one item is left.
/// let r = take_from_ends(&[4, -1, 5], &[2]);
/// assert_eq!(r.difference, 4);
/// assert_eq!(r.best, Some(EndMove { end: End::Right, count: 2 }));
/// assert_eq!(r.first_total, None);
/// ```
pub fn take_from_ends(a: &[i64], takes: &[usize]) -> Ends {
    let n = a.len();
    let pre = prefix_sums(a);
    let ks = sorted_takes(takes, n);
    let first_total = |difference: i64| {
        if takes.contains(&1) {
            Some(half_sum(pre[n], difference))
        } else {
            None
        }
    };
    if ks.is_empty() {
        return Ends {
            difference: 0,
            first_total: first_total(0),
            best: None,
        };
    }
    if ks == [1] {
        // d(i, len) = max(a[i] - d(i + 1, len - 1), a[i + len - 1] - d(i, len - 1)).
        let mut d = vec![0i64; n + 1];
        let mut next = vec![0i64; n + 1];
        for len in 1..n {
            // d: length len - 1; next: length len. Zipped slices of the
            // exact lengths: no bounds checks.
            let m = n - len + 1;
            let cells = next[..m]
                .iter_mut()
                .zip(a[..m].iter().zip(&a[len - 1..len - 1 + m]))
                .zip(d[1..m + 1].iter().zip(&d[..m]));
            for ((c, (&front, &back)), (&after_front, &after_back)) in cells {
                *c = (front - after_front).max(back - after_back);
            }
            std::mem::swap(&mut d, &mut next);
        }
        // d holds length n - 1 (d[n - 1 + 1] = d[n] unused, 0).
        let (difference, best) = top_move(&pre, &ks, |_| &d[..]);
        return Ends {
            difference,
            first_total: first_total(difference),
            best: Some(best),
        };
    }
    let kmax = *ks.last().expect("not empty");
    let rows = kmax + 1;
    let mut dp: Vec<Vec<i64>> = (0..rows)
        .map(|_| crate::judge::memory::filled("take_from_ends", n + 1, 0i64))
        .collect();
    for len in 1..n {
        let m = n - len + 1; // the intervals of this length: i in 0..m
        let mut cur = std::mem::take(&mut dp[len % rows]);
        for (j, &k) in ks.iter().take_while(|&&k| k <= len).enumerate() {
            // One take at a time over every interval: slices of length m,
            // no bounds checks, the row of length len - k read in order.
            let prev = &dp[(len - k) % rows];
            let cells = cur[..m]
                .iter_mut()
                .zip(&prev[k..k + m])
                .zip(&prev[..m])
                .zip(pre[..m].iter().zip(&pre[k..k + m]))
                .zip(pre[len - k..len - k + m].iter().zip(&pre[len..len + m]));
            for ((((c, &after_left), &after_right), (&p0, &pk)), (&pl, &pr)) in cells {
                let left = pk - p0 - after_left;
                let right = pr - pl - after_right;
                let v = left.max(right);
                *c = if j == 0 { v } else { v.max(*c) };
            }
        }
        if len < ks[0] {
            // No take fits: the game is over, worth 0.
            for c in &mut cur[..m] {
                *c = 0;
            }
        }
        dp[len % rows] = cur;
    }
    let (difference, best) = top_move(&pre, &ks, |len| &dp[len % rows][..]);
    Ends {
        difference,
        first_total: first_total(difference),
        best: Some(best),
    }
}

/// Optimal play of the one-ended game: the players take `k` items from the
/// *front* of `a`, `k` in `takes`; the same scoring and answer as
/// [`take_from_ends`] (a best move is always [`End::Left`]).
///
/// `d(i) = max over k of (S(i, i + k) - d(i + k))`, `d(i) = 0` when no take
/// fits, for the suffix `a[i..]`.
///
/// # Panics
/// As [`take_from_ends`].
///
/// # Complexity
/// `O(n * |takes|)` time, `O(n)` memory. No recursion.
///
/// # Example
/// ```
/// use grundy::interval::{take_from_left, End, EndMove};
/// // Take 1, 2 or 3 from the front of [1, 2, 3, 7]: take 3 (6) and the
/// // opponent takes the 7: -1; take 1 or 2 and the opponent takes the
/// // rest: -11, -7. Best: -1.
/// let r = take_from_left(&[1, 2, 3, 7], &[1, 2, 3]);
/// assert_eq!(r.difference, -1);
/// assert_eq!(r.best, Some(EndMove { end: End::Left, count: 3 }));
/// ```
pub fn take_from_left(a: &[i64], takes: &[usize]) -> Ends {
    let n = a.len();
    let pre = prefix_sums(a);
    let ks = sorted_takes(takes, n);
    let mut d = vec![0i64; n + 1];
    let mut first = None;
    for i in (0..n).rev() {
        let mut best: Option<(i64, usize)> = None;
        for &k in ks.iter().take_while(|&&k| k <= n - i) {
            let v = pre[i + k] - pre[i] - d[i + k];
            if best.map_or(true, |(b, _)| v > b) {
                best = Some((v, k));
            }
        }
        d[i] = best.map_or(0, |(v, _)| v);
        if i == 0 {
            first = best.map(|(_, k)| EndMove {
                end: End::Left,
                count: k,
            });
        }
    }
    Ends {
        difference: d[0],
        first_total: if takes.contains(&1) {
            Some(half_sum(pre[n], d[0]))
        } else {
            None
        },
        best: first,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The game by its rules, a plain recursive search over what is left
    /// (`a[i..j)`), memoised by `(i, j)` only to keep the sweep short:
    /// every move is tried, its items summed one by one.
    fn brute(a: &[i64], takes: &[usize], both: bool) -> i64 {
        fn go(
            a: &[i64],
            takes: &[usize],
            both: bool,
            i: usize,
            j: usize,
            memo: &mut Vec<Vec<Option<i64>>>,
        ) -> i64 {
            if let Some(v) = memo[i][j] {
                return v;
            }
            let mut best: Option<i64> = None;
            for &k in takes {
                if k == 0 || k > j - i {
                    continue;
                }
                let front: i64 = a[i..i + k].iter().sum();
                let mut v = front - go(a, takes, both, i + k, j, memo);
                if both {
                    let back: i64 = a[j - k..j].iter().sum();
                    v = v.max(back - go(a, takes, both, i, j - k, memo));
                }
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            let v = best.unwrap_or(0);
            memo[i][j] = Some(v);
            v
        }
        let n = a.len();
        let mut memo = vec![vec![None; n + 1]; n + 1];
        go(a, takes, both, 0, n, &mut memo)
    }

    /// Whether `m` is a best first move: its gain minus the rest's value
    /// (by the brute force) is the optimum.
    fn reaches(a: &[i64], takes: &[usize], both: bool, m: EndMove, want: i64) -> bool {
        let n = a.len();
        let k = m.count;
        if k > n || !takes.contains(&k) {
            return false;
        }
        let (gain, rest) = match m.end {
            End::Left => (a[..k].iter().sum::<i64>(), &a[k..]),
            End::Right => (a[n - k..].iter().sum::<i64>(), &a[..n - k]),
        };
        gain - brute(rest, takes, both) == want
    }

    const TAKES: &[&[usize]] = &[&[1], &[1, 2, 3], &[2, 3], &[1, 3], &[2]];

    fn check(a: &[i64]) {
        for &takes in TAKES {
            for both in [true, false] {
                let want = brute(a, takes, both);
                let got = if both {
                    take_from_ends(a, takes)
                } else {
                    take_from_left(a, takes)
                };
                assert_eq!(got.difference, want, "{a:?}, takes {takes:?}, both {both}");
                let sum: i64 = a.iter().sum();
                let total = if takes.contains(&1) {
                    Some(((sum as i128 + want as i128) / 2) as i64)
                } else {
                    None
                };
                assert_eq!(got.first_total, total, "{a:?}, takes {takes:?}");
                let can_move = takes.iter().any(|&k| k <= a.len());
                match got.best {
                    None => assert!(!can_move, "{a:?}, takes {takes:?}: no best move"),
                    Some(m) => {
                        assert!(
                            reaches(a, takes, both, m, want),
                            "{a:?}, takes {takes:?}, both {both}: {m:?}"
                        );
                        assert!(both || m.end == End::Left);
                    }
                }
            }
        }
    }

    /// Every sequence of length up to 10 over the alphabet {-1, 0, 2}
    /// (88,573 sequences), five sets of takes, both games.
    #[test]
    fn every_sequence_of_length_up_to_10_matches_the_game_tree() {
        let alphabet = [-1i64, 0, 2];
        for len in 0..=10u32 {
            for code in 0..3usize.pow(len) {
                let mut c = code;
                let a: Vec<i64> = (0..len)
                    .map(|_| {
                        let x = alphabet[c % 3];
                        c /= 3;
                        x
                    })
                    .collect();
                check(&a);
            }
        }
    }

    #[test]
    fn random_longer_sequences_with_large_values_match_the_game_tree() {
        let mut rng = StdRng::seed_from_u64(39);
        for _ in 0..300 {
            let n = rng.random_range(0..40);
            let a: Vec<i64> = (0..n)
                .map(|_| rng.random_range(-1_000_000_000_000i64..=1_000_000_000_000))
                .collect();
            check(&a);
            let takes: Vec<usize> = (0..rng.random_range(1..4))
                .map(|_| rng.random_range(1..7))
                .collect();
            assert_eq!(
                take_from_ends(&a, &takes).difference,
                brute(&a, &takes, true)
            );
            assert_eq!(
                take_from_left(&a, &takes).difference,
                brute(&a, &takes, false)
            );
        }
    }

    #[test]
    fn the_extremes_fit_exactly() {
        // The sum of |a[i]| is i64::MAX: fits, and the answer is exact.
        let a = [i64::MAX - 5, 5];
        let r = take_from_ends(&a, &[1]);
        assert_eq!(r.difference, i64::MAX - 10);
        let r = take_from_ends(&[-i64::MAX], &[1]);
        assert_eq!(r.difference, -i64::MAX);
    }

    #[test]
    #[should_panic(expected = "overflows at a[1] = 6")]
    fn an_overflowing_sum_panics_naming_the_index() {
        take_from_ends(&[i64::MAX - 5, 6], &[1]);
    }

    #[test]
    #[should_panic(expected = "a take of 0 items is not a move")]
    fn a_take_of_zero_panics() {
        take_from_left(&[1, 2], &[0, 1]);
    }
}

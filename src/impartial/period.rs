//! Periods of 1-D sequences (Grundy values or win/lose outcomes of one heap),
//! proven where a theorem applies and labelled *observed* everywhere else, and
//! what a period answers for `n` up to 10^18: the value at `n`, and how many
//! `n` in a range have a given value or outcome.
//!
//! # What a period is
//!
//! A [`Period`] `{ pre, period, saltus }` of a sequence `g` says
//! `g(n + period) = g(n) + saltus` for every `n >= pre`. With `saltus == 0`
//! that is ordinary periodicity; with `saltus != 0` it is *arithmetic*
//! periodicity, as in Lasker's Nim, where `g(n + 4) = g(n) + 4` from `n = 1`.
//!
//! # Proven or observed
//!
//! A finite table never shows what happens beyond it. A period is reported as
//! [`Evidence::Proven`] only where a theorem turns the table into a statement
//! about every `n`:
//!
//! - [`Theorem::RepeatedWindow`] (finite recurrences): if there is an `m` such
//!   that every `g(n)` with `n >= m` is one fixed function of the `m` values
//!   `g(n - m..n)` before it, and `g(n + p) = g(n)` for the `m` consecutive
//!   `n` in `e..e + m`, then `g(n + p) = g(n)` for every `n >= e` (induction:
//!   for `n >= e + m` the windows before `n` and `n + p` are equal). A
//!   subtraction game with a *finite* move set whose largest move is `m` is
//!   such a recurrence, for its Grundy values and for its win/lose outcomes,
//!   under normal and under misère play alike: [`window_period`] for a
//!   table at hand, [`until_proven`] to grow one until the theorem proves a
//!   period, and its uses
//!   [`subtraction_period`](crate::impartial::subtraction::subtraction_period) and
//!   [`subtraction_outcome_period`](crate::impartial::subtraction::subtraction_outcome_period).
//! - [`Theorem::GuySmith`] (octal games): see
//!   [`octal::guy_smith_period`](crate::impartial::octal::guy_smith_period). It covers the
//!   octal game of exactly the code given: a code cut short, such as `4.333`
//!   standing for Lasker's Nim (which may take *any* number), is another,
//!   finite game, and its proven period says nothing about Lasker's Nim.
//!
//! Anything else, including every period with a nonzero saltus, every heap
//! game built from a closure ([`heap`](crate::impartial::heap)) and every infinite move
//! set, is [`Evidence::Observed`]: it holds in the values examined, nothing
//! more ([`observed_period`]).
//!
//! # How periods are found, in linear time
//!
//! For every start `e`, [`suffix_periods`] gives the least `p` with
//! `g(n + p) = g(n)` for every `e <= n < L - p` (`L` values): that is the least
//! period of the string `g[e..L]`, which is the least period of its reverse, a
//! prefix of the reversed sequence, so the Knuth-Morris-Pratt prefix function
//! of the reversed sequence gives all of them in O(L). Every proof condition
//! here is monotone (a smaller `e` or `p` needs fewer values), so the least
//! provable `p` is the least `suffix_periods[e]` over the starts `e` whose
//! condition holds, and its least `e` is one more backward scan. Saltus: the
//! same on the differences `g(n + 1) - g(n)` (a period of the differences is a
//! period of `g` with saltus the sum of one period of differences).

/// The theorem behind a [`Evidence::Proven`] period (see the
/// [module documentation](self)).
///
/// # Example
/// ```
/// use grundy::period::{Evidence, Theorem};
/// use grundy::subtraction::subtraction_period;
/// // Take 1 or 4: each value is a function of the 4 before it.
/// let (_, p) = subtraction_period(&[1, 4]);
/// assert_eq!(p.evidence, Evidence::Proven(Theorem::RepeatedWindow { window: 4 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theorem {
    /// Each value from index `window` on is one fixed function of the `window`
    /// values before it (a subtraction game with largest move `window`), and
    /// a window of `window` values repeats `period` later.
    RepeatedWindow {
        /// The length of the window the recurrence reads.
        window: usize,
    },
    /// The Guy-Smith periodicity theorem for octal games, for the octal game of
    /// exactly the code given.
    GuySmith,
    /// Its form for rows of cells with typed ends, where a move writes one
    /// symbol and splits a segment in two
    /// ([`segments`](crate::impartial::segments)): every pair of end types repeats
    /// over `pre <= L < 2 max(pre, 1) + period + 1`.
    Segments,
}

/// How much a [`Period`] is worth.
///
/// # Example
/// ```
/// use grundy::period::{observed_period, Evidence};
/// let p = observed_period(&[0u8, 1, 0, 1, 0, 1]).unwrap();
/// assert_eq!(p.evidence, Evidence::Observed { up_to: 6 });
/// assert!(!p.is_proven());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evidence {
    /// Holds for every `n >= pre`, by the theorem named.
    Proven(Theorem),
    /// Holds for every `n >= pre` with `n + period < up_to`: the values
    /// `g(0..up_to)` were examined, and nothing is known beyond them.
    Observed {
        /// How many values were examined.
        up_to: usize,
    },
}

/// `g(n + period) = g(n) + saltus` for every `n >= pre`, as far as
/// [`evidence`](Period::evidence) says.
///
/// The methods read the values `g(0..pre + period)` from a slice, which must
/// hold at least that many (the table the period was found in does).
///
/// # Example
/// ```
/// use grundy::period::{observed_period, Evidence, Period};
/// // Lasker's Nim: 0 1 2 4 3 5 6 8 7 ..., g(n + 4) = g(n) + 4 from n = 1.
/// let g = [0u32, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11];
/// let p = observed_period(&g).unwrap();
/// assert_eq!(
///     p,
///     Period { pre: 1, period: 4, saltus: 4, evidence: Evidence::Observed { up_to: 13 } }
/// );
/// // n = 10^18 = 1 + 3 + 4q: the value of n = 4 (that is 3) plus 4q.
/// assert_eq!(p.value_at(&g, 1_000_000_000_000_000_000), 1_000_000_000_000_000_000 - 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// The pre-period: the relation holds from `n = pre` on (and, when found
    /// from a table, fails at `n = pre - 1`).
    pub pre: usize,
    /// The period, at least 1.
    pub period: usize,
    /// What a period adds: 0 for ordinary periodicity.
    pub saltus: i64,
    /// Proven by a theorem, or only observed.
    pub evidence: Evidence,
}

impl Period {
    /// Whether the period is [`Evidence::Proven`].
    ///
    /// # Example
    /// ```
    /// use grundy::subtraction::subtraction_period;
    /// assert!(subtraction_period(&[1, 2]).1.is_proven());
    /// ```
    pub fn is_proven(&self) -> bool {
        matches!(self.evidence, Evidence::Proven(_))
    }

    /// `(r, q)` with `n = r + q * period` and `r < pre + period`: `g(n)` is
    /// `g(r) + q * saltus`. For `n < pre + period`, `(n, 0)`.
    ///
    /// # Panics
    /// If `period == 0`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::period::{Evidence, Period};
    /// let p = Period { pre: 3, period: 5, saltus: 0, evidence: Evidence::Observed { up_to: 20 } };
    /// assert_eq!(p.reduce(2), (2, 0));
    /// assert_eq!(p.reduce(7), (7, 0));
    /// assert_eq!(p.reduce(8), (3, 1)); // 8 = 3 + 1 * 5
    /// assert_eq!(p.reduce(1_000_000_000_000_000_000), (5, 199_999_999_999_999_999));
    /// ```
    pub fn reduce(&self, n: u64) -> (usize, u64) {
        assert!(self.period > 0, "a period is at least 1");
        // In u128: pre + period may pass u64::MAX (then every u64 n is below it).
        let (pre, p) = (self.pre as u128, self.period as u128);
        let n128 = u128::from(n);
        if n128 < pre + p {
            return (n as usize, 0);
        }
        let k = n128 - pre;
        ((pre + k % p) as usize, (k / p) as u64)
    }

    /// `g(n)` for a period without saltus: `values[r]` for `r` from
    /// [`reduce`](Period::reduce). Any element type: Grundy values, or `bool`
    /// outcomes.
    ///
    /// # Panics
    /// If `saltus != 0` (use [`value_at`](Period::value_at)), or `values`
    /// is shorter than `pre + period`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::subtraction::subtraction_period;
    /// // Take 1 or 2: g(n) = n mod 3; 10^12 = 999999999999 + 1, so 1.
    /// let (g, p) = subtraction_period(&[1, 2]);
    /// assert_eq!(p.get(&g, 1_000_000_000_000), 1);
    /// ```
    pub fn get<T: Copy>(&self, values: &[T], n: u64) -> T {
        assert_eq!(self.saltus, 0, "a period with a saltus needs value_at");
        self.check_len(values.len());
        values[self.reduce(n).0]
    }

    /// `g(n) = g(r) + q * saltus` for `(r, q)` from [`reduce`](Period::reduce).
    ///
    /// One value is a `u64`, as [`Grundy::value`](crate::impartial::game::Grundy::value)
    /// is, whatever the element type of the table (`u8`, `u32` or `u64`:
    /// tables keep their compact types, a single value does not need to).
    ///
    /// # Panics
    /// If `values` is shorter than `pre + period`, or the value is not in
    /// `u64` (a saltus carries it past `u64::MAX`, or a negative saltus below
    /// 0: a Grundy sequence cannot do either, so the period is wrong there).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::period::{Evidence, Period};
    /// // g(n) = 2n + (n mod 2): 0 3 4 7 8 ..., period 2, saltus 4.
    /// let g = [0u64, 3, 4, 7];
    /// let p = Period { pre: 0, period: 2, saltus: 4, evidence: Evidence::Observed { up_to: 4 } };
    /// assert_eq!(p.value_at(&g, 11), 23);
    /// ```
    pub fn value_at<T: Copy + Into<u64>>(&self, values: &[T], n: u64) -> u64 {
        self.check_len(values.len());
        let (r, q) = self.reduce(n);
        let v = i128::from(values[r].into()) + i128::from(q) * i128::from(self.saltus);
        assert!(
            0 <= v && v <= i128::from(u64::MAX),
            "the value at n = {} is {}, not in u64 (saltus {}): no Grundy sequence has it",
            n,
            v,
            self.saltus
        );
        v as u64
    }

    /// How many `n` in `a..=b` have `pred(g(n))`, for a period without saltus
    /// (0 if `a > b`).
    ///
    /// # Panics
    /// If `saltus != 0` (use [`count_value`](Period::count_value)), or
    /// `values` is shorter than `pre + period`.
    ///
    /// # Complexity
    /// O(pre + period) time and calls of `pred`, whatever `a` and `b`.
    ///
    /// # Example
    /// ```
    /// use grundy::subtraction::subtraction_period;
    /// // Take 1 or 2: g(n) = n mod 3, so the lost n (value 0) in 1..=10^18
    /// // are 3, 6, ..., 999999999999999999: 333333333333333333 of them.
    /// let (g, p) = subtraction_period(&[1, 2]);
    /// assert_eq!(p.count_where(&g, 1, 1_000_000_000_000_000_000, |v| v == 0), 333_333_333_333_333_333);
    /// assert_eq!(p.count_where(&g, 4, 5, |v| v == 0), 0);
    /// ```
    pub fn count_where<T: Copy, F: FnMut(T) -> bool>(
        &self,
        values: &[T],
        a: u64,
        b: u64,
        mut pred: F,
    ) -> u64 {
        assert_eq!(self.saltus, 0, "a period with a saltus needs count_value");
        self.check_len(values.len());
        let (pre, p) = (self.pre, self.period);
        let mut count = 0;
        if a > b {
            return 0;
        }
        for n in a..b.saturating_add(1).min(pre as u64) {
            count += u64::from(pred(values[n as usize]));
        }
        let lo = a.max(pre as u64);
        if lo <= b {
            for j in 0..p {
                if pred(values[pre + j]) {
                    count += self.in_class(j, lo, b);
                }
            }
        }
        count
    }

    /// How many `n` in `a..=b` have `g(n) == v` (0 if `a > b`); any saltus.
    ///
    /// # Panics
    /// If `values` is shorter than `pre + period`.
    ///
    /// # Complexity
    /// O(pre + period), whatever `a` and `b`.
    ///
    /// # Example
    /// ```
    /// use grundy::period::{Evidence, Period};
    /// // g(n) = 2n + (n mod 2): 0 3 4 7 8 11 ...; every value once at most.
    /// let g = [0u64, 3, 4, 7];
    /// let p = Period { pre: 0, period: 2, saltus: 4, evidence: Evidence::Observed { up_to: 4 } };
    /// assert_eq!(p.count_value(&g, 0, 1_000_000, 11), 1); // n = 5
    /// assert_eq!(p.count_value(&g, 0, 4, 11), 0);
    /// assert_eq!(p.count_value(&g, 0, 1_000_000, 5), 0);
    /// ```
    pub fn count_value<T: Copy + Into<u64>>(&self, values: &[T], a: u64, b: u64, v: u64) -> u64 {
        self.check_len(values.len());
        let v = i128::from(v);
        if a > b {
            return 0;
        }
        let (pre, p) = (self.pre, self.period);
        let s = i128::from(self.saltus);
        let mut count = 0;
        for n in a..b.saturating_add(1).min(pre as u64) {
            count += u64::from(i128::from(values[n as usize].into()) == v);
        }
        let lo = a.max(pre as u64);
        if lo > b {
            return count;
        }
        for j in 0..p {
            let base = i128::from(values[pre + j].into());
            if s == 0 {
                if base == v {
                    count += self.in_class(j, lo, b);
                }
            } else if (v - base) % s == 0 && (v - base) / s >= 0 {
                let n = (pre + j) as i128 + (v - base) / s * p as i128;
                count += u64::from(i128::from(lo) <= n && n <= i128::from(b));
            }
        }
        count
    }

    /// How many `n` in `lo..=hi` (with `lo >= pre`) have `n - pre = j` mod
    /// `period`.
    fn in_class(&self, j: usize, lo: u64, hi: u64) -> u64 {
        let first = (self.pre + j) as u128;
        let p = self.period as u128;
        // #{n in first.. below x with n = first mod p}
        let below = |x: u128| {
            if x <= first {
                0
            } else {
                (x - first - 1) / p + 1
            }
        };
        (below(u128::from(hi) + 1) - below(u128::from(lo))) as u64
    }

    fn check_len(&self, len: usize) {
        assert!(
            self.pre
                .checked_add(self.period)
                .map_or(false, |need| len >= need),
            "{} values do not cover pre-period {} and period {}",
            len,
            self.pre,
            self.period
        );
    }
}

/// For every start `e`, the least `p >= 1` with `values[n + p] == values[n]`
/// for every `e <= n < L - p` (`L = values.len()`): the least period of the
/// suffix `values[e..]`, which is `L - e` when nothing in it repeats.
///
/// # Complexity
/// O(L) time and memory: the Knuth-Morris-Pratt prefix function of the
/// reversed sequence.
///
/// # Example
/// ```
/// use grundy::period::suffix_periods;
/// // 5 0 1 0 1 0: from index 1 on, period 2; 5 never recurs, so the whole
/// // has only period 6; the last value alone has period 1.
/// assert_eq!(suffix_periods(&[5, 0, 1, 0, 1, 0]), vec![6, 2, 2, 2, 2, 1]);
/// assert_eq!(suffix_periods::<u8>(&[]), vec![]);
/// ```
pub fn suffix_periods<T: PartialEq>(values: &[T]) -> Vec<usize> {
    let mut per = vec![0; values.len()];
    each_suffix_period(values, |e, p| per[e] = p);
    per
}

/// Calls `f(e, p)` with the least period `p` of every suffix `values[e..]`,
/// from `e = L - 1` down to 0 ([`suffix_periods`] without the vector).
fn each_suffix_period<T: PartialEq, F: FnMut(usize, usize)>(values: &[T], mut f: F) {
    let len = values.len();
    if len == 0 {
        return;
    }
    let rev = |i: usize| &values[len - 1 - i];
    // border[i]: the longest proper border of the reversed prefix rev[0..=i],
    // whose length i + 1 minus border[i] is the least period of values[len - 1 - i..].
    let mut border = vec![0usize; len];
    f(len - 1, 1);
    for i in 1..len {
        let mut k = border[i - 1];
        while k > 0 && rev(i) != rev(k) {
            k = border[k - 1];
        }
        if rev(i) == rev(k) {
            k += 1;
        }
        border[i] = k;
        f(len - 1 - i, i + 1 - k);
    }
}

/// The least `p`, and for it the least `e`, such that
/// `values[n + p] == values[n]` for every `e <= n < L - p` and
/// `holds(e, p)`, for a condition `holds` that stays true when `e` or `p`
/// gets smaller. `None` if no pair qualifies.
///
/// This is the search every proof here shares (see the
/// [module documentation](self)); `holds` is the theorem's demand on the
/// number of values, e.g. `e + p + m <= L` for a repeated window of `m`.
///
/// # Complexity
/// O(L) time and memory, plus O(L) calls of `holds`: a direct search
/// (for p = 1, 2, ..., scan back from the end to the least `e`) while it has
/// made fewer than 2L + 64 comparisons, which settles most sequences in a
/// few steps per `p`; past that, the prefix-function search of the
/// [module documentation](self), linear whatever the values.
///
/// # Example
/// ```
/// use grundy::period::least_period_where;
/// let g = [7, 0, 1, 2, 0, 1, 2, 0, 1];
/// // No demand: the last value alone repeats "with period 1".
/// assert_eq!(least_period_where(&g, |_, _| true), Some((8, 1)));
/// // Demanding two whole periods after e: p = 3 from index 1.
/// assert_eq!(least_period_where(&g, |e, p| e + 2 * p <= g.len()), Some((1, 3)));
/// // Demanding the pre-period and 3 periods: 1 + 3 * 3 = 10 > 9 values.
/// assert_eq!(least_period_where(&g, |e, p| e + 3 * p <= g.len()), None);
/// ```
pub fn least_period_where<T, F>(values: &[T], holds: F) -> Option<(usize, usize)>
where
    T: PartialEq,
    F: FnMut(usize, usize) -> bool,
{
    least_period_within(values, holds, 2 * values.len() + 64)
}

/// [`least_period_where`], trying first the direct search within `budget`
/// comparisons: for p = 1, 2, ..., the least `e` by a scan back from the end,
/// which on most sequences stops after a few steps. Past the budget, the
/// prefix-function search, O(L) whatever the values.
fn least_period_within<T, F>(
    values: &[T],
    mut holds: F,
    mut budget: usize,
) -> Option<(usize, usize)>
where
    T: PartialEq,
    F: FnMut(usize, usize) -> bool,
{
    let len = values.len();
    let mut p = 1;
    'direct: loop {
        // holds(0, p) is the weakest demand for p and every larger period.
        if p > len || !holds(0, p) {
            return None;
        }
        let mut e = len - p;
        while e > 0 && values[e - 1 + p] == values[e - 1] {
            if budget == 0 {
                break 'direct;
            }
            budget -= 1;
            e -= 1;
        }
        if holds(e, p) {
            return Some((e, p));
        }
        if budget == 0 {
            break 'direct;
        }
        budget -= 1;
        p += 1;
    }
    let mut least: Option<usize> = None;
    each_suffix_period(values, |e, p| {
        if least.map_or(true, |q| p < q) && holds(e, p) {
            least = Some(p);
        }
    });
    let p = least?;
    let e = (0..len - p)
        .rev()
        .find(|&n| values[n + p] != values[n])
        .map_or(0, |n| n + 1);
    Some((e, p))
}

/// The period proven by [`Theorem::RepeatedWindow`] for a sequence whose every
/// value from index `window` on is one fixed function of the `window` values
/// before it: the least `p`, and for it the least pre-period `e`, with
/// `values[n + p] == values[n]` for every `e <= n < L - p` and
/// `e + p + window <= L` (the window `e..e + window` and its copy `p` later
/// are among the values). `None` if the values prove none; more values may.
///
/// It is the caller's word that the recurrence holds: a subtraction game whose
/// largest move is `window` (values or outcomes, normal or misère play) is
/// such a sequence. The least proven `p` is a multiple of the least true
/// period; it is the least true period once the values reach
/// `pre + period + window`.
///
/// # Complexity
/// O(L).
///
/// # Example
/// ```
/// use grundy::period::{window_period, Evidence, Period, Theorem};
/// use grundy::subtraction::subtraction_table;
/// // Take 1, 3 or 4 (BOJ 9660): 0 1 0 1 2 3 2, repeating with period 7;
/// // the proof needs 0 + 7 + 4 = 11 values.
/// let g = subtraction_table(&[1, 3, 4], 10);
/// let proof = Evidence::Proven(Theorem::RepeatedWindow { window: 4 });
/// assert_eq!(window_period(&g, 4), Some(Period { pre: 0, period: 7, saltus: 0, evidence: proof }));
/// assert_eq!(window_period(&g[..10], 4), None);
/// ```
pub fn window_period<T: PartialEq>(values: &[T], window: usize) -> Option<Period> {
    let len = values.len();
    // e + p <= len; the window must fit in the rest (no sum that can wrap).
    let (pre, period) = least_period_where(values, |e, p| e + p <= len && window <= len - e - p)?;
    Some(Period {
        pre,
        period,
        saltus: 0,
        evidence: Evidence::Proven(Theorem::RepeatedWindow { window }),
    })
}

/// The period, with saltus, that the values show: the least `p`, and for it
/// the least `e`, with `g(n + p) = g(n) + s` for every `e <= n < L - p` (one
/// `s` for all of them) and `2e + 2p <= L`, so that the relation is seen on at
/// least `e + p` values, as many as the pre-period and one period together.
/// Labelled [`Evidence::Observed`] `{ up_to: L }`: nothing is proven.
///
/// `None` for fewer than two values or when no `p` fits.
///
/// # Panics
/// If a saltus does not fit in `i64`.
///
/// # Complexity
/// O(L).
///
/// # Example
/// ```
/// use grundy::period::{observed_period, Evidence, Period};
/// let p = observed_period(&[1u8, 0, 1, 0, 1, 0]).unwrap();
/// assert_eq!((p.pre, p.period, p.saltus), (0, 2, 0));
/// assert_eq!(p.evidence, Evidence::Observed { up_to: 6 });
/// // 0 1 2 3 4 5 6: n itself, period 1 and saltus 1.
/// let p = observed_period(&[0u32, 1, 2, 3, 4, 5, 6]).unwrap();
/// assert_eq!((p.pre, p.period, p.saltus), (0, 1, 1));
/// // Distinct jumps: nothing repeats.
/// assert_eq!(observed_period(&[0u32, 1, 3, 7, 15]), None);
/// ```
pub fn observed_period<T: Copy + Into<u64>>(values: &[T]) -> Option<Period> {
    let len = values.len();
    if len < 2 {
        return None;
    }
    let diff: Vec<i128> = values
        .windows(2)
        .map(|w| i128::from(w[1].into()) - i128::from(w[0].into()))
        .collect();
    // A period p of the differences from e is g(n + p) = g(n) + s for
    // e <= n < L - p: ask for 2e + 2p <= L.
    let (pre, period) = least_period_where(&diff, |e, p| 2 * e + 2 * p <= len)?;
    let saltus: i128 = diff[pre..pre + period].iter().sum();
    // Not i64::try_from: TryFrom is not in the 2015 and 2018 preludes.
    assert!(
        i128::from(i64::MIN) <= saltus && saltus <= i128::from(i64::MAX),
        "a saltus beyond i64"
    );
    let saltus = saltus as i64;
    Some(Period {
        pre,
        period,
        saltus,
        evidence: Evidence::Observed { up_to: len },
    })
}

/// What [`until_proven`] gives back when `max_len` values prove no period:
/// the values it computed, so that nothing is computed twice.
///
/// # Example
/// ```
/// use grundy::period::{until_proven, NotProven};
/// // g(n) = n: nothing repeats, so no window ever recurs.
/// let got = until_proven(1, 10, |t: &[u32]| t.len() as u32);
/// assert_eq!(got, Err(NotProven { values: (0..10).collect() }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotProven<T> {
    /// The `max_len` values computed (all of them: none is dropped).
    pub values: Vec<T>,
}

/// Grows a table by `next(&table_so_far)` until [`Theorem::RepeatedWindow`]
/// proves its period, and returns the table with that period; or, if
/// `max_len` values prove none, [`NotProven`] with them.
///
/// `next` is the recurrence: given the values `g(0..n)`, it returns `g(n)`.
/// It is the caller's word that, from index `window` on, `next` reads only
/// the `window` values before `n` (and the rule is the same for every such
/// `n`): a subtraction game whose largest move is `window`, or any rule with
/// a tuple state (say a value and an outcome) that looks back that far. The
/// table is checked with [`window_period`] at 64 values, then every time it
/// doubles, and at `max_len`; so it holds fewer than twice the values the
/// proof needs, plus 64.
///
/// Any `T: PartialEq` (numbers, `bool`, tuples).
///
/// # Panics
/// `"until_proven: a table of {n} values ({bytes} bytes) does not fit in
/// memory"` when the table cannot grow to the next length checked (as the
/// [memory](crate::judge::memory) builders say it).
///
/// # Complexity
/// O(L) calls of `next` and O(L) time besides, for the final length `L`.
///
/// # Example
/// ```
/// use grundy::period::until_proven;
/// // Take 1 or 3 tokens; a heap's state is (Grundy value, whether the mover
/// // wins under misère play). Each state reads the 3 before it.
/// let (t, p) = until_proven(3, 1000, |t: &[(u32, bool)]| {
///     let n = t.len();
///     let options: Vec<(u32, bool)> = [1, 3].iter().filter(|&&s| s <= n).map(|&s| t[n - s]).collect();
///     let g = (0..).find(|v| options.iter().all(|o| o.0 != *v)).unwrap();
///     (g, options.is_empty() || options.iter().any(|o| !o.1))
/// })
/// .unwrap();
/// // 0: no move (misère: won); 1: to 0 (won for the opponent): lost; 2: to 1, won.
/// assert_eq!(&t[..4], &[(0, true), (1, false), (0, true), (1, false)]);
/// assert_eq!((p.pre, p.period, p.is_proven(), t.len()), (0, 2, true, 64));
/// ```
pub fn until_proven<T, F>(
    window: usize,
    max_len: usize,
    mut next: F,
) -> Result<(Vec<T>, Period), NotProven<T>>
where
    T: PartialEq,
    F: FnMut(&[T]) -> T,
{
    let mut values: Vec<T> = Vec::new();
    let mut check = 64.min(max_len);
    while check > 0 {
        crate::judge::memory::room_for("until_proven", &mut values, check);
        while values.len() < check {
            let v = next(&values);
            values.push(v);
        }
        if let Some(period) = window_period(&values, window) {
            return Ok((values, period));
        }
        if check == max_len {
            break;
        }
        check = check.saturating_mul(2).min(max_len);
    }
    Err(NotProven { values })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::memory::tests::panic_message;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn extreme_windows_prove_nothing() {
        // n mod 3 repeats with period 3, but no window near usize::MAX fits
        // in 300 values: no proof, in debug and release alike.
        let g: Vec<u8> = (0..300).map(|n| (n % 3) as u8).collect();
        for window in [usize::MAX, usize::MAX - 1, usize::MAX / 2 + 1, 298, 300] {
            assert_eq!(window_period(&g, window), None, "window {window}");
        }
        assert_eq!(window_period(&g, 297).map(|p| p.period), Some(3));
        let grown = until_proven(usize::MAX, 200, |t: &[u8]| (t.len() % 3) as u8);
        assert_eq!(grown.map_err(|e| e.values.len()), Err(200));
        assert!(until_proven(usize::MAX, 0, |_: &[u8]| 0).is_err());
    }

    #[test]
    fn extreme_periods_panic_with_their_message() {
        let observed = Evidence::Observed { up_to: 1 };
        let huge = Period {
            pre: usize::MAX,
            period: 1,
            saltus: 0,
            evidence: observed,
        };
        let msg = panic_message(|| {
            huge.get(&[0u8], 5);
        });
        assert!(msg.unwrap().contains("do not cover"));
        let msg = panic_message(|| {
            huge.value_at(&[0u8], 5);
        });
        assert!(msg.unwrap().contains("do not cover"));
        // reduce alone needs no values: below pre + period, n is its own residue.
        let both = Period {
            pre: usize::MAX,
            period: usize::MAX,
            saltus: 0,
            evidence: observed,
        };
        assert_eq!(both.reduce(u64::MAX), (u64::MAX as usize, 0));
        let one = Period {
            pre: 0,
            period: 1,
            saltus: 1,
            evidence: observed,
        };
        assert_eq!(one.reduce(u64::MAX), (0, u64::MAX));
        assert_eq!(one.value_at(&[0u8], u64::MAX), u64::MAX);
        let over = Period { saltus: 2, ..one };
        assert!(panic_message(|| {
            over.value_at(&[0u8], u64::MAX);
        })
        .unwrap()
        .contains("not in u64"));
        let zero = Period { period: 0, ..one };
        assert!(panic_message(|| {
            zero.reduce(7);
        })
        .unwrap()
        .contains("at least 1"));
    }

    /// Least period of each suffix by the definition.
    fn suffix_periods_naive(v: &[u8]) -> Vec<usize> {
        let len = v.len();
        (0..len)
            .map(|e| {
                (1..=len - e)
                    .find(|&p| (e..len - p).all(|n| v[n + p] == v[n]))
                    .unwrap()
            })
            .collect()
    }

    /// least_period_where by trying every (p, e).
    fn least_naive(v: &[u8], holds: impl Fn(usize, usize) -> bool) -> Option<(usize, usize)> {
        let len = v.len();
        (1..=len).find_map(|p| {
            (0..=len - p)
                .find(|&e| (e..len - p).all(|n| v[n + p] == v[n]))
                .filter(|&e| holds(e, p))
                .map(|e| (e, p))
        })
    }

    fn random_seq(rng: &mut StdRng, len: usize, alphabet: u8) -> Vec<u8> {
        // Often eventually periodic, sometimes not at all.
        let pre = rng.random_range(0..=len);
        let p = rng.random_range(1..=len.max(1));
        let mut v: Vec<u8> = (0..pre.min(len))
            .map(|_| rng.random_range(0..alphabet))
            .collect();
        let cycle: Vec<u8> = (0..p).map(|_| rng.random_range(0..alphabet)).collect();
        while v.len() < len {
            v.push(cycle[(v.len() - pre) % p]);
        }
        v
    }

    #[test]
    fn suffix_periods_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(11);
        for case in 0..2000 {
            let len = rng.random_range(0..=30);
            let alphabet = rng.random_range(1..=3);
            let v = random_seq(&mut rng, len, alphabet);
            assert_eq!(
                suffix_periods(&v),
                suffix_periods_naive(&v),
                "case {case}, {v:?}"
            );
        }
    }

    #[test]
    fn least_period_where_matches_trying_every_pair() {
        let mut rng = StdRng::seed_from_u64(12);
        for case in 0..2000 {
            let len = rng.random_range(0..=30);
            let alphabet = rng.random_range(1..=3);
            let v = random_seq(&mut rng, len, alphabet);
            let m = rng.random_range(0..=6);
            let window = |e: usize, p: usize| e + p + m <= len;
            let guy = |e: usize, p: usize| 2 * e.max(1) + 2 * p + m <= len;
            assert_eq!(
                least_period_where(&v, window),
                least_naive(&v, window),
                "case {case}, m {m}, {v:?}"
            );
            assert_eq!(
                least_period_where(&v, guy),
                least_naive(&v, guy),
                "case {case}, m {m}, {v:?}"
            );
            // Every budget, so the prefix-function search is taken from
            // every point of the direct one.
            for budget in 0..2 * len + 2 {
                assert_eq!(
                    least_period_within(&v, window, budget),
                    least_naive(&v, window),
                    "case {case}, m {m}, budget {budget}, {v:?}"
                );
            }
        }
    }

    /// The subtraction game's values by definition (g(n) is the mex of
    /// g(n - m) over the moves m <= n), a reference of the tests' own so
    /// that this module needs nothing of `subtraction`.
    fn subtraction_table(moves: &[usize], len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let seen: Vec<u64> = moves
                .iter()
                .filter(|&&m| m <= n)
                .map(|&m| g[n - m])
                .collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn window_periods_of_subtraction_games_hold_far_beyond_the_proof() {
        let mut rng = StdRng::seed_from_u64(9662);
        let mut proven = 0;
        for case in 0..300 {
            let k = rng.random_range(1..=5);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=12)).collect();
            let m = *moves.iter().max().unwrap();
            let long = subtraction_table(&moves, 3000);
            for len in 0..=120 {
                if let Some(p) = window_period(&long[..len], m) {
                    proven += 1;
                    let bad =
                        (p.pre..long.len() - p.period).find(|&n| long[n + p.period] != long[n]);
                    assert_eq!(bad, None, "case {case}, moves {moves:?}, prefix {len}");
                    if p.pre > 0 {
                        assert_ne!(long[p.pre - 1 + p.period], long[p.pre - 1]);
                    }
                }
            }
        }
        assert!(proven > 10_000, "only {proven} proofs");
    }

    #[test]
    fn a_window_shorter_than_the_largest_move_would_lie() {
        // Take 5: g = 0 0 0 0 0 1 1 1 1 1 0 ...; the first five values are
        // all 0, and a window of 0 (a false recurrence) "proves" period 1.
        let g = subtraction_table(&[5], 40);
        assert_eq!(
            window_period(&g[..5], 0).map(|p| (p.pre, p.period)),
            Some((0, 1))
        );
        assert_ne!(g[5], g[4]);
        // The true window, 5, proves nothing until the period 10 is seen
        // with a whole window after it.
        assert_eq!(window_period(&g[..5], 5), None);
        assert_eq!(window_period(&g[..14], 5), None);
        let p = window_period(&g[..15], 5).unwrap();
        assert_eq!((p.pre, p.period), (0, 10));
    }

    /// A random sequence `g(n) = base[n]` for `n < pre + period`, then
    /// `g(n + period) = g(n) + saltus`.
    /// The base values are about 1000, so that a negative saltus keeps them
    /// in `u64` for the `len <= 300` values asked.
    fn arithmetic(rng: &mut StdRng, len: usize) -> (Vec<u64>, usize, usize, i64) {
        let pre = rng.random_range(0..=6);
        let period = rng.random_range(1..=6);
        let saltus: i64 = rng.random_range(-3..=3);
        let mut g: Vec<u64> = (0..pre + period)
            .map(|_| 1000 + rng.random_range(0..=4))
            .collect();
        while g.len() < len {
            g.push((g[g.len() - period] as i64 + saltus) as u64);
        }
        (g, pre, period, saltus)
    }

    #[test]
    fn counts_and_values_match_direct_counting() {
        let mut rng = StdRng::seed_from_u64(96_620);
        for case in 0..500 {
            let (g, pre, period, saltus) = arithmetic(&mut rng, 300);
            let p = Period {
                pre,
                period,
                saltus,
                evidence: Evidence::Observed { up_to: 300 },
            };
            for n in 0..300 {
                assert_eq!(p.value_at(&g, n as u64), g[n], "case {case}, n {n}");
            }
            for _ in 0..20 {
                let a = rng.random_range(0..300u64);
                let b = rng.random_range(0..300u64);
                let v = g[rng.random_range(0..300)] + rng.random_range(0..=2) - 1;
                let want = (a..=b).filter(|&n| g[n as usize] == v).count() as u64;
                assert_eq!(
                    p.count_value(&g, a, b, v),
                    want,
                    "case {case}, [{a}, {b}], value {v}, {p:?}"
                );
                if saltus == 0 {
                    let want = (a..=b).filter(|&n| g[n as usize] % 2 == 0).count() as u64;
                    assert_eq!(
                        p.count_where(&g, a, b, |x| x % 2 == 0),
                        want,
                        "case {case}, [{a}, {b}], {p:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn counts_up_to_the_largest_u64() {
        // Period 3 from 1: 9 | 0 1 2 | 0 1 2 ...; n in 1..=u64::MAX with value 0
        // are 1, 4, 7, ...: (u64::MAX - 1) / 3 + 1 of them.
        let g = [9u8, 0, 1, 2];
        let p = Period {
            pre: 1,
            period: 3,
            saltus: 0,
            evidence: Evidence::Observed { up_to: 4 },
        };
        assert_eq!(
            p.count_where(&g, 0, u64::MAX, |v| v == 0),
            (u64::MAX - 1) / 3 + 1
        );
        assert_eq!(p.count_where(&g, 0, u64::MAX, |v| v == 9), 1);
        assert_eq!(p.count_where(&g, 1, 0, |_| true), 0);
        assert_eq!(p.count_value(&g, 0, u64::MAX, 9), 1);
        assert_eq!(
            p.get(&g, u64::MAX),
            [0, 1, 2][((u64::MAX - 1) % 3) as usize]
        );
    }

    #[test]
    fn observed_periods_find_the_generated_one() {
        let mut rng = StdRng::seed_from_u64(11872);
        for case in 0..500 {
            let (g, pre, period, saltus) = arithmetic(&mut rng, 200);
            let p = observed_period(&g).unwrap();
            // What is found is never longer than what generated the values,
            // and it reproduces them.
            assert!(p.period <= period, "case {case}: {p:?} vs {period}");
            assert!(p.pre <= pre, "case {case}: {p:?} vs {pre}");
            if p.period == period {
                assert_eq!(p.saltus, saltus, "case {case}");
            }
            for n in 0..200 {
                assert_eq!(p.value_at(&g, n as u64), g[n], "case {case}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "not in u64")]
    fn a_value_past_u64_is_a_panic_not_a_wrap() {
        let p = Period {
            pre: 0,
            period: 1,
            saltus: 1,
            evidence: Evidence::Observed { up_to: 1 },
        };
        p.value_at(&[u64::MAX], 1);
    }

    /// A random rule that reads the `m` values before `n` (a subtraction
    /// game's moves) with a tuple state: (Grundy value, misère outcome).
    fn tuple_state(moves: &[usize], t: &[(u8, bool)]) -> (u8, bool) {
        let n = t.len();
        let options: Vec<(u8, bool)> = moves
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| t[n - s])
            .collect();
        let g = (0..).find(|v| options.iter().all(|o| o.0 != *v)).unwrap();
        (g, options.is_empty() || options.iter().any(|o| !o.1))
    }

    #[test]
    fn until_proven_periods_hold_far_beyond_the_proof() {
        let mut rng = StdRng::seed_from_u64(19);
        for case in 0..300 {
            let k = rng.random_range(1..=4);
            let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=15)).collect();
            let m = *moves.iter().max().unwrap();
            let mut long: Vec<(u8, bool)> = Vec::new();
            while long.len() < 5000 {
                let v = tuple_state(&moves, &long);
                long.push(v);
            }
            let (t, p) = until_proven(m, usize::MAX, |t: &[(u8, bool)]| tuple_state(&moves, t))
                .unwrap_or_else(|_| panic!("case {case}: no period"));
            assert_eq!(t[..], long[..t.len()], "case {case}, moves {moves:?}");
            assert!(p.is_proven());
            assert!(t.len() < 2 * (p.pre + p.period + m) + 64, "case {case}");
            for (n, want) in long.iter().enumerate() {
                assert_eq!(&t[p.reduce(n as u64).0], want, "case {case}, n {n}");
            }
            // With one value fewer than it took, unless 64 did.
            if t.len() > 64 {
                let short = t.len() / 2;
                assert_eq!(
                    until_proven(m, short, |t: &[(u8, bool)]| tuple_state(&moves, t)),
                    Err(NotProven {
                        values: long[..short].to_vec()
                    }),
                    "case {case}"
                );
            }
        }
        assert_eq!(
            until_proven(3, 0, |_: &[u8]| 0),
            Err(NotProven { values: vec![] })
        );
    }

    #[test]
    #[should_panic(expected = "do not cover")]
    fn values_must_cover_the_period() {
        let p = Period {
            pre: 2,
            period: 5,
            saltus: 0,
            evidence: Evidence::Observed { up_to: 7 },
        };
        p.get(&[0, 1, 2], 10);
    }
}

//! Dyadic rationals `p / 2^q`, exact: the values of the short games that
//! are numbers (Conway, *On Numbers and Games* (ONAG) ch. 1; Siegel,
//! *Combinatorial Game Theory* (CGT) ch. II).
//!
//! A [`Dyadic`] is kept in lowest terms: `num / 2^exp` with `exp == 0` or
//! `num` odd, so two equal values have equal fields (`==`, `Hash` are
//! structural). `exp` is at most [`MAX_EXP`] = 62 and `num` an `i64`, so
//! every integer up to 10^18 and every fraction with a denominator up to
//! 2^62 is exact. A result outside that range panics with a message naming
//! the operation ("dyadic overflow"), never wraps.
//!
//! # The simplicity rule
//!
//! The *birthday* of a number is the day it is first made: 0 on day 0; the
//! integer `n` on day `|n|`; a fraction `p / 2^q` (`q >= 1`) on day
//! `floor(|x|) + 1 + q` (so 1/2 on day 2, 3/4 and 3/2 on day 3). In any open
//! interval that holds a number there is exactly one number of least
//! birthday, the *simplest*: it is the integer of least absolute value if
//! the interval holds an integer, and otherwise the fraction of least
//! denominator in it. A game `{a | b}` whose options are numbers `a < b` is
//! worth the simplest number strictly between them (the simplicity theorem:
//! ONAG ch. 2; CGT ch. II, on numbers); [`Dyadic::simplest_between`]
//! computes it, `None` standing for an absent side (an infinity).
//!
//! ```
//! use grundy::partizan::Dyadic;
//! let half = Dyadic::new(1, 1);
//! assert_eq!((half + Dyadic::new(1, 2)).to_string(), "3/4");
//! assert_eq!((-Dyadic::new(3, 1)).to_string(), "-1 1/2");
//! // {0 | 1} = 1/2, {1/2 | 1} = 3/4, {| -2} = -3, {-1 | 5} = 0.
//! assert_eq!(Dyadic::simplest_between(Some(Dyadic::ZERO), Some(Dyadic::int(1))), half);
//! assert_eq!(Dyadic::simplest_between(Some(half), Some(Dyadic::int(1))).to_string(), "3/4");
//! assert_eq!(Dyadic::simplest_between(None, Some(Dyadic::int(-2))), Dyadic::int(-3));
//! assert_eq!(Dyadic::simplest_between(Some(Dyadic::int(-1)), Some(Dyadic::int(5))), Dyadic::ZERO);
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// The largest exponent: a denominator is at most 2^62.
pub const MAX_EXP: u32 = 62;

/// The number `num / 2^exp` in lowest terms; see the [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::Dyadic;
/// let x = Dyadic::new(6, 4); // 6/16 = 3/8
/// assert_eq!((x.num(), x.exp()), (3, 3));
/// assert!(Dyadic::new(1, 1) < Dyadic::new(5, 3)); // 1/2 < 5/8
/// assert_eq!(Dyadic::int(2) - Dyadic::new(1, 2), Dyadic::new(7, 2));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// The number 0.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// The number `num / 2^exp`, reduced to lowest terms.
    ///
    /// # Panics
    /// If `exp > 62`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-12, 3), Dyadic::new(-3, 1)); // -12/8 = -3/2
    /// assert_eq!(Dyadic::new(0, 5), Dyadic::ZERO);
    /// ```
    pub fn new(num: i64, exp: u32) -> Dyadic {
        assert!(
            exp <= MAX_EXP,
            "dyadic overflow: denominator 2^{} above 2^{}",
            exp,
            MAX_EXP
        );
        if num == 0 {
            return Dyadic::ZERO;
        }
        let shift = num.trailing_zeros().min(exp);
        Dyadic {
            num: num >> shift,
            exp: exp - shift,
        }
    }

    /// The integer `n`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::int(-3).to_string(), "-3");
    /// assert!(Dyadic::int(1_000_000_000_000_000_000).is_integer());
    /// ```
    pub fn int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// The numerator in lowest terms.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(10, 2).num(), 5); // 10/4 = 5/2
    /// ```
    pub fn num(self) -> i64 {
        self.num
    }

    /// The exponent `q` of the denominator `2^q` in lowest terms.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(10, 2).exp(), 1);
    /// assert_eq!(Dyadic::int(4).exp(), 0);
    /// ```
    pub fn exp(self) -> u32 {
        self.exp
    }

    /// Whether the number is an integer.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert!(Dyadic::new(4, 2).is_integer());
    /// assert!(!Dyadic::new(3, 2).is_integer());
    /// ```
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The largest integer at most `self`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).floor(), -2); // floor(-3/2)
    /// assert_eq!(Dyadic::new(7, 2).floor(), 1);
    /// ```
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The smallest integer at least `self`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(-3, 1).ceil(), -1);
    /// assert_eq!(Dyadic::new(7, 2).ceil(), 2);
    /// assert_eq!(Dyadic::int(5).ceil(), 5);
    /// ```
    pub fn ceil(self) -> i64 {
        let f = self.floor();
        if self.exp == 0 {
            f
        } else {
            f + 1
        }
    }

    /// The day the number is born: `|n|` for an integer, `floor(|x|) + 1 + q`
    /// for `p / 2^q` with `q >= 1` (see the [module documentation](self)).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// // Day 2 makes 2, 1/2, -1/2, -2; day 3 makes 3/4 and -3/2.
    /// assert_eq!(Dyadic::new(1, 1).birthday(), 2);
    /// assert_eq!(Dyadic::new(3, 2).birthday(), 3);
    /// assert_eq!(Dyadic::new(-3, 1).birthday(), 3);
    /// assert_eq!(Dyadic::int(-2).birthday(), 2);
    /// ```
    pub fn birthday(self) -> u64 {
        let whole = (self.num.unsigned_abs()) >> self.exp;
        if self.exp == 0 {
            whole
        } else {
            whole + 1 + u64::from(self.exp)
        }
    }

    /// The value times `2^e` as an `i128` (`e >= self.exp`, `e <= 62`).
    fn scaled(self, e: u32) -> i128 {
        i128::from(self.num) << (e - self.exp)
    }

    /// `n / 2^e` from an `i128`, or `None` if it does not fit.
    fn from_i128(n: i128, e: u32) -> Option<Dyadic> {
        if n == 0 {
            return Some(Dyadic::ZERO);
        }
        let shift = n.trailing_zeros().min(e);
        // (Not `i64::try_from`: edition 2015's prelude lacks `TryFrom`.)
        let n = n >> shift;
        if n < i128::from(i64::MIN) || n > i128::from(i64::MAX) {
            return None;
        }
        let num = n as i64;
        Some(Dyadic {
            num,
            exp: e - shift,
        })
    }

    /// The simplest number strictly between `lo` and `hi`, `None` being
    /// -infinity for `lo` and +infinity for `hi` (Conway's simplicity rule,
    /// see the [module documentation](self)).
    ///
    /// # Panics
    /// If `lo >= hi`, or the answer needs a denominator above 2^62 or a
    /// numerator outside `i64` ("dyadic overflow").
    ///
    /// # Complexity
    /// O(62) steps.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// let d = |p, q| Some(Dyadic::new(p, q));
    /// assert_eq!(Dyadic::simplest_between(None, None), Dyadic::ZERO); // {|} = 0
    /// assert_eq!(Dyadic::simplest_between(d(2, 0), None), Dyadic::int(3)); // {2|} = 3
    /// assert_eq!(Dyadic::simplest_between(d(1, 1), d(3, 0)), Dyadic::int(1)); // {1/2|3} = 1
    /// assert_eq!(Dyadic::simplest_between(d(1, 2), d(1, 1)), Dyadic::new(3, 3)); // {1/4|1/2} = 3/8
    /// // {-5/4 | -1/8} holds the integer -1; {-5/4 | -1} holds no integer.
    /// assert_eq!(Dyadic::simplest_between(d(-5, 2), d(-1, 3)), Dyadic::int(-1));
    /// assert_eq!(Dyadic::simplest_between(d(-5, 2), d(-1, 0)), Dyadic::new(-9, 3));
    /// ```
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        if let (Some(l), Some(h)) = (lo, hi) {
            assert!(
                l < h,
                "no number strictly between {} and {}: {} >= {}",
                l,
                h,
                l,
                h
            );
        }
        let below = |n: i64| hi.map_or(true, |h| Dyadic::int(n) < h);
        let above = |n: i64| lo.map_or(true, |l| Dyadic::int(n) > l);
        // An integer in the interval: the one of least absolute value.
        if above(0) && below(0) {
            return Dyadic::ZERO;
        }
        if let Some(l) = lo.filter(|l| *l >= Dyadic::ZERO) {
            let n = l
                .floor()
                .checked_add(1)
                .expect("dyadic overflow: integer above i64");
            if below(n) {
                return Dyadic::int(n);
            }
        }
        if let Some(h) = hi.filter(|h| *h <= Dyadic::ZERO) {
            let n = h
                .ceil()
                .checked_sub(1)
                .expect("dyadic overflow: integer below i64");
            if above(n) {
                return Dyadic::int(n);
            }
        }
        // No integer inside: both ends are finite and within one unit; the
        // fraction of least denominator inside is unique.
        let (l, h) = (lo.unwrap(), hi.unwrap());
        for q in 1..=MAX_EXP {
            let e = q.max(l.exp).max(h.exp);
            // The least multiple of 1/2^q above l, compared with h.
            let step = 1i128 << (e - q);
            let j = l.scaled(e).div_euclid(step) + 1;
            if j * step < h.scaled(e) {
                // Between two i64 values, yet its numerator over 2^q may
                // not fit: (-2^62, -2^62 + 1/2) holds -2^62 + 1/4 first.
                return Dyadic::from_i128(j, q).unwrap_or_else(|| {
                    panic!(
                        "dyadic overflow: the simplest number between {} and {} has a numerator outside i64",
                        l, h
                    )
                });
            }
        }
        panic!(
            "dyadic overflow: the simplest number between {} and {} has a denominator above 2^{}",
            l, h, MAX_EXP
        )
    }

    /// The sum, or `None` on overflow.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(1, 2).checked_add(Dyadic::new(1, 2)), Some(Dyadic::new(1, 1)));
    /// assert_eq!(Dyadic::int(i64::MAX).checked_add(Dyadic::int(1)), None);
    /// ```
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        let e = self.exp.max(other.exp);
        Dyadic::from_i128(self.scaled(e) + other.scaled(e), e)
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        self.checked_add(other).unwrap_or_else(|| {
            panic!(
                "dyadic overflow: {} + {} is outside i64 / 2^62",
                self, other
            )
        })
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: self
                .num
                .checked_neg()
                .expect("dyadic overflow: -(i64::MIN)"),
            exp: self.exp,
        }
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        let e = self.exp.max(other.exp);
        Dyadic::from_i128(self.scaled(e) - other.scaled(e), e).unwrap_or_else(|| {
            panic!(
                "dyadic overflow: {} - {} is outside i64 / 2^62",
                self, other
            )
        })
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let e = self.exp.max(other.exp);
        self.scaled(e).cmp(&other.scaled(e))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `0`, `2`, `-3`, `3/8`, `-1 1/2` (whole part, a space, the fraction).
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            return write!(f, "{}", self.num);
        }
        let sign = if self.num < 0 { "-" } else { "" };
        let abs = self.num.unsigned_abs();
        let whole = abs >> self.exp;
        let frac = abs & ((1u64 << self.exp) - 1);
        if whole == 0 {
            write!(f, "{sign}{frac}/{}", 1u64 << self.exp)
        } else {
            write!(f, "{sign}{whole} {frac}/{}", 1u64 << self.exp)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every dyadic with denominator up to 2^4 and |x| <= 3, in order.
    fn grid() -> Vec<Dyadic> {
        (-48..=48).map(|n| Dyadic::new(n, 4)).collect()
    }

    #[test]
    fn arithmetic_and_order_agree_with_fractions_over_16() {
        for a in grid() {
            for b in grid() {
                let (x, y) = (
                    a.num as f64 / f64::from(1u32 << a.exp),
                    b.num as f64 / f64::from(1u32 << b.exp),
                );
                assert_eq!(a.cmp(&b), x.partial_cmp(&y).unwrap(), "{a} vs {b}");
                let s = a + b;
                assert_eq!(s.num as f64 / f64::from(1u32 << s.exp), x + y, "{a} + {b}");
                assert_eq!(a - b, a + (-b), "{a} - {b}");
                assert!(s.exp == 0 || s.num % 2 != 0, "{a} + {b} not reduced");
            }
        }
    }

    /// The simplest number by brute force: of all numbers with denominator
    /// up to 2^8 and |x| <= 8 strictly inside, the one of least birthday,
    /// the birthday counted by building the numbers day by day.
    #[test]
    fn simplest_between_is_the_earliest_born_number_inside() {
        // Day by day: day d + 1 adds one number past each end and one
        // between each two neighbours (ONAG ch. 1).
        let mut born: Vec<(i64, u32)> = Vec::new(); // (num over 2^8, day)
        let mut line = vec![0i64];
        born.push((0, 0));
        for day in 1..=9u32 {
            let mut next = vec![line[0] - 256];
            for w in line.windows(2) {
                next.push(w[0]);
                next.push((w[0] + w[1]) / 2);
            }
            next.push(*line.last().unwrap());
            next.push(line.last().unwrap() + 256);
            for &x in &next {
                if !born.iter().any(|&(y, _)| y == x) {
                    born.push((x, day));
                }
            }
            line = next;
        }
        for &(x, day) in &born {
            assert_eq!(
                Dyadic::new(x, 8).birthday(),
                u64::from(day),
                "birthday of {x}/256"
            );
        }
        let ends: Vec<Option<Dyadic>> = std::iter::once(None)
            .chain((-40..=40).map(|n| Some(Dyadic::new(n, 3))))
            .collect();
        for &lo in &ends {
            for &hi in &ends {
                if let (Some(l), Some(h)) = (lo, hi) {
                    if l >= h {
                        continue;
                    }
                }
                let inside = |x: i64| {
                    let d = Dyadic::new(x, 8);
                    lo.map_or(true, |l| l < d) && hi.map_or(true, |h| d < h)
                };
                let want = born
                    .iter()
                    .filter(|&&(x, _)| inside(x))
                    .min_by_key(|&&(_, day)| day)
                    .map(|&(x, _)| Dyadic::new(x, 8));
                let want = want.expect("every interval here holds a number born by day 9");
                let got = Dyadic::simplest_between(lo, hi);
                assert_eq!(got, want, "simplest between {lo:?} and {hi:?}");
            }
        }
    }

    #[test]
    fn display() {
        let shown: Vec<String> = [(0, 0), (2, 0), (-3, 0), (3, 3), (-3, 1), (13, 3), (-1, 2)]
            .iter()
            .map(|&(n, e)| Dyadic::new(n, e).to_string())
            .collect();
        assert_eq!(shown, ["0", "2", "-3", "3/8", "-1 1/2", "1 5/8", "-1/4"]);
    }

    #[test]
    #[should_panic(expected = "dyadic overflow")]
    fn overflowing_sum_panics() {
        let _ = Dyadic::int(i64::MAX) + Dyadic::new(1, 1);
    }

    #[test]
    #[should_panic(expected = "dyadic overflow")]
    fn too_fine_a_denominator_panics() {
        let _ = Dyadic::simplest_between(Some(Dyadic::new(1, 62)), Some(Dyadic::new(1, 61)));
    }

    #[test]
    #[should_panic(expected = "no number strictly between 1 and 1")]
    fn an_empty_interval_panics() {
        let _ = Dyadic::simplest_between(Some(Dyadic::int(1)), Some(Dyadic::int(1)));
    }
}
